export * from './client';
export * from './startup';
