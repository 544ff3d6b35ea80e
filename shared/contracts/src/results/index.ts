export * from './rounds';
export * from './public';
export * from './office';
export * from './errors';
export * from './rules';
