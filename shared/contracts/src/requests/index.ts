export * from './workflow';
export * from './decisions';
export * from './office';
export * from './club';
