export * from './atoms';
export * from './cart';
export * from './toasts';
export * from './session';
export * from './account-areas';
