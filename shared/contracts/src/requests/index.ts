export * from './workflow';
export * from './decisions';
export * from './office';
export * from './club';
export * from './club-account';
