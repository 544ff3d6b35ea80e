export * from './registration-state';
export * from './list';
export * from './details';
export * from './entrants';
export * from './errors';
export * from './entries';
export * from './editor';
