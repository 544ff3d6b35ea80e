export * from './links';
export * from './page-title';
export * from './pages';
export * from './messages';
export * from './remote-root';
export * from './providers';
export * from './forms';
export * from './guards';
