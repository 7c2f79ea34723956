/** The auth feature's public entry: what other features and the dashboard may use of it. */
export { ACCOUNT_TEXTS } from './account-texts';
export { NewPasswordFields } from './new-password-fields';
export { PasswordField } from './password-field';
