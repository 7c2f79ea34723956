/** E-invoicing's (ZATCA phase 2) part of the dashboard: its settings, onboarding and switch. */
export * as zatcaScreen from './zatca-settings-page';
