export * from './statuses';
export * from './fees';
export * from './bills';
export * from './cart';
export * from './orders';
export * from './office';
export * from './errors';
export * from './office-orders';
