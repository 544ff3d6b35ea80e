export * from './client';
export * from './startup';
export * from './queries';
export * from './billing-keys';
export * from './uploads';
