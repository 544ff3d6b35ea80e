export * from './teams';
export * from './subscription';
export * from './renewal';
export * from './players';
