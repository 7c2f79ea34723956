import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { TOAST } from '../../shared/constants';
import { useCspNonce } from '../lib/csp-nonce';

/**
 * Spec section 9: top-right, 5 s, paused on hover and when the window loses focus, dragged away at
 * 80 %, Alt+T focuses them; react-toastify announces each toast to screen readers (role="alert").
 */
export function Toasts() {
  const { t, i18n } = useTranslation();
  const nonce = useCspNonce();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST.autoCloseMs}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={TOAST.dragDismissRatio * 100}
      rtl={i18n.language === 'ar'}
      theme="colored"
      aria-label={t('toasts.region')}
      nonce={nonce}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
    />
  );
}
