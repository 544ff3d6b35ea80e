export * from './localized';
export * from './errors';
export * from './startup';
export * from './session';
export * from './auth';
