import { defineMessages } from 'react-intl';
import type { LinkListSlug } from '@uaeaf/contracts';
import type { PageText } from '../shared-ui/layout';

/** The links pages (the API's `/links/{slug}`), keyed by their path. */
export const linkPages = {
  'relevant-websites': defineMessages({
    title: { id: 'public.relevantWebsites.title', defaultMessage: 'Relevant websites' },
    purpose: {
      id: 'public.relevantWebsites.purpose',
      defaultMessage: 'Websites of sports bodies and organisations related to archery.',
    },
  }),
  'external-hyperlinks': defineMessages({
    title: { id: 'public.externalHyperlinks.title', defaultMessage: 'External hyperlinks' },
    purpose: {
      id: 'public.externalHyperlinks.purpose',
      defaultMessage:
        'Links from this site to other websites, for whose content the federation is not responsible.',
    },
  }),
  'hyperlinks-websites': defineMessages({
    title: { id: 'public.hyperlinksWebsites.title', defaultMessage: 'Linking to this site' },
    purpose: {
      id: 'public.hyperlinksWebsites.purpose',
      defaultMessage: 'The conditions under which other websites may link to this one.',
    },
  }),
} satisfies Record<LinkListSlug, PageText>;
