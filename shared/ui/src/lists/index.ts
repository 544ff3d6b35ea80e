export * from './FilterSelect';
export * from './list-messages';
export * from './list-query';
export * from './PagedResults';
export * from './Pagination';
export * from './SearchForm';
export * from './states';
export * from './use-query-change';
