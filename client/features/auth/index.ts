/** The auth feature's public entry: what other features may use of it. */
export { NewPasswordFields } from './new-password-fields';
export { PasswordField } from './password-field';
export { AuthCard } from './auth-card';
export { isRefusedLink } from './refused-link';
export { useLinkConfirmation } from './use-link-confirmation';
