export * from './user';
export * from './service';
export * from './partner';
export * from './rate';
export * from './contact-message';
export * from './service-request';
