export * from './lists';
export * from './errors';
export * from './reason';
export * from './members';
export * from './penalties';
export * from './audit-log';
export * from './staff';
