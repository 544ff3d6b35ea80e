export * from './locales';
export * from './paths';
export * from './messages-scope';
export * from './shared-intl';
