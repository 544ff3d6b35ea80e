import { defineMessage, defineMessages } from 'react-intl';

export const searchPage = defineMessages({
  title: { id: 'public.search.title', defaultMessage: 'Search the site' },
  purpose: {
    id: 'public.search.purpose',
    defaultMessage:
      'Find news, articles, pages, tournaments, training courses, clubs and academies, circulars and gallery albums.',
  },
});

export const searchText = defineMessages({
  form: { id: 'public.search.form', defaultMessage: 'Search the site' },
  field: { id: 'public.search.field', defaultMessage: 'Words to find, in Arabic or English' },
  empty: { id: 'public.search.empty', defaultMessage: 'Type what you are looking for and press Search.' },
  kinds: { id: 'public.search.kinds', defaultMessage: 'Results by kind' },
  allKinds: { id: 'public.search.allKinds', defaultMessage: 'Everything' },
});

export const tooShortText = defineMessage<{ count: number }>({
  id: 'public.search.tooShort',
  defaultMessage: 'Type at least {count, plural, one {# letter} other {# letters}} or digits to search.',
});

export const tooLongText = defineMessage<{ count: number }>({
  id: 'public.search.tooLong',
  defaultMessage:
    'A search can be at most {count, plural, one {# character} other {# characters}} long: shorten it and search again.',
});

export const kindCountText = defineMessage<{ kind: string; count: number }>({
  id: 'public.search.kindCount',
  defaultMessage: '{kind} ({count, number})',
});

export const noResultsText = defineMessage<{ q: string }>({
  id: 'public.search.noResults',
  defaultMessage: 'Nothing on the site matches “{q}”. Try other or fewer words.',
});
