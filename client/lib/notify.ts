/**
 * Shows a toast from anywhere (components, the base query). react-toastify and its container are
 * loaded on the first toast, so a visitor who never sees one never downloads them.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastHostOptions {
  regionLabel: string;
  rtl: boolean;
}

let hostOptions: ToastHostOptions = { regionLabel: 'Notifications', rtl: false };

/** Called once at start-up with the page's language, so toasts are announced and laid out right. */
export function configureToasts(options: ToastHostOptions): void {
  hostOptions = options;
}

export function notify(kind: ToastKind, message: string, options: { id?: string } = {}): void {
  if (typeof window === 'undefined' || !message) return;
  void import('./toast-host').then(({ showToast }) => showToast(hostOptions, kind, message, options.id));
}
