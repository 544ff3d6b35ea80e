import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { directionOf, type Locale } from '@uaeaf/i18n';
import { AppProviders, federationMessages } from '@uaeaf/ui';
import { shellMessageLoaders } from '../messages';
import { Layout } from '../layout/Layout';
import { FullPageLoader } from '../loaders/FullPageLoader';
import type { RequestState } from './request-state';

/** `<html lang dir>`, the default title and the meta description follow the page's language. */
function DocumentLocale({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const name = intl.formatMessage(federationMessages.name);
  const description = intl.formatMessage(federationMessages.description);
  // A layout effect runs before the pages' own effects, so a page's title is set after this default.
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = locale;
    html.dir = directionOf(locale);
    document.title = name;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [locale, name, description]);
  return null;
}

export function LocaleRoot({
  locale,
  children,
  ...state
}: RequestState & { locale: Locale; children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AppProviders locale={locale} messages={shellMessageLoaders} {...state}>
        <DocumentLocale locale={locale} />
        <Layout>{children}</Layout>
      </AppProviders>
    </Suspense>
  );
}
