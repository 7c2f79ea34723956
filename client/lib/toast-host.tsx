import { createRoot, type Root } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { TOAST } from '../../shared/constants';
import type { ToastHostOptions, ToastKind } from './notify';

let root: Root | undefined;

/**
 * Spec section 9: top-right, 5 s, paused on hover and when the window loses focus, dragged away at
 * 80 %, Alt+T focuses them; react-toastify gives each toast role="alert" so screen readers announce it.
 */
function ensureContainer(options: ToastHostOptions): void {
  if (root) return;
  const element = document.createElement('div');
  element.id = 'toasts';
  document.body.appendChild(element);
  root = createRoot(element);
  root.render(
    <ToastContainer
      position="top-right"
      autoClose={TOAST.autoCloseMs}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={TOAST.dragDismissRatio * 100}
      rtl={options.rtl}
      theme="colored"
      aria-label={options.regionLabel}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
    />,
  );
}

export function showToast(options: ToastHostOptions, kind: ToastKind, message: string, id?: string): void {
  ensureContainer(options);
  // The container subscribes on mount; give React one frame to mount it before the first toast.
  requestAnimationFrame(() => toast[kind](message, id ? { toastId: id } : undefined));
}
