export * from './kinds';
export * from './workflow';
export * from './forms';
export * from './api';
export * from './verify';
export * from './awaiting';
