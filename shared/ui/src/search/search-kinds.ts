import { defineMessages } from 'react-intl';
import type { SearchKind } from '@uaeaf/contracts';

/**
 * What each kind of search result is called: the results page's group headings (mf-public) and the header's
 * suggestions (shell) say the same, so the words live here once (decision 088).
 */
export const searchKindText = defineMessages<SearchKind>({
  pages: { id: 'ui.search.kind.pages', defaultMessage: 'Pages' },
  clubs: { id: 'ui.search.kind.clubs', defaultMessage: 'Clubs and academies' },
  tournaments: { id: 'ui.search.kind.tournaments', defaultMessage: 'Tournaments' },
  courses: { id: 'ui.search.kind.courses', defaultMessage: 'Training courses' },
  news: { id: 'ui.search.kind.news', defaultMessage: 'News' },
  articles: { id: 'ui.search.kind.articles', defaultMessage: 'Articles' },
  circulars: { id: 'ui.search.kind.circulars', defaultMessage: 'Circulars' },
  albums: { id: 'ui.search.kind.albums', defaultMessage: 'Gallery albums' },
});
