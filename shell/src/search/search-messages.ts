import { defineMessage, defineMessages } from 'react-intl';

export const searchMessages = defineMessages({
  open: { id: 'shell.search.open', defaultMessage: 'Search the site' },
  form: { id: 'shell.search.form', defaultMessage: 'Search the site' },
  field: { id: 'shell.search.field', defaultMessage: 'Search news, pages, tournaments, clubs…' },
  submit: { id: 'shell.search.submit', defaultMessage: 'Search' },
  suggestions: { id: 'shell.search.suggestions', defaultMessage: 'Suggestions' },
});

/** Said to screen readers when suggestions appear: how many, and how to reach them. */
export const suggestionCountMessage = defineMessage<{ count: number }>({
  id: 'shell.search.suggestionCount',
  defaultMessage:
    '{count, plural, one {# suggestion} other {# suggestions}}: the up and down arrows choose, Enter opens.',
});
