/** The contact feature's public entry: what other features may use of it. */
export { ContactChannels } from './contact-channels';
export { DeferredContactForm } from './deferred-contact-form';
