export * from './message-keys';
export * from './inquiry';
export * from './contact-details';
export * from './bank-info';
export * from './validate';
export * from './quote';
export * from './offer-request';
