import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MemberAccountSummary } from '@uaeaf/contracts';
import { LocalizedLink, MemberSummary, PlaceholderPage, useAed, useDates } from '@uaeaf/ui';
import { areaPath, areaSubPages, type Area, type SubPage } from '../areas';
import { documentAttentionText, memberDocumentNames } from '../documents/document-messages';
import { areaHomePages } from '../pages';
import { ClubAndClass, clubHeading } from './ClubAndClass';
import { useMemberAccountSummary } from './summary-api';
import styles from '../account/account.module.css';

const text = defineMessages({
  attention: { id: 'roleAccounts.home.attention', defaultMessage: 'What needs your attention' },
  nothing: { id: 'roleAccounts.home.nothing', defaultMessage: 'Nothing needs your attention.' },
  loading: { id: 'roleAccounts.home.loading', defaultMessage: 'Loading your account…' },
  failed: {
    id: 'roleAccounts.home.failed',
    defaultMessage: 'Your account could not be loaded. Please reload the page in a moment.',
  },
});

const counts = {
  bills: defineMessage<{ count: number; amount: string }>({
    id: 'roleAccounts.home.attention.bills',
    defaultMessage: '{count, plural, one {# unpaid bill} other {# unpaid bills}}: {amount}',
  }),
  requests: defineMessage<{ count: number }>({
    id: 'roleAccounts.home.attention.requests',
    defaultMessage: '{count, plural, one {# request} other {# requests}} waiting for a decision',
  }),
  services: defineMessage<{ count: number }>({
    id: 'roleAccounts.home.attention.services',
    defaultMessage:
      '{count, plural, one {# electronic service request} other {# electronic service requests}} open',
  }),
  penalties: defineMessage<{ count: number }>({
    id: 'roleAccounts.home.attention.penalties',
    defaultMessage: '{count, plural, one {# active penalty} other {# active penalties}}',
  }),
};

/** The items needing the member's attention, each a link to the area's page that deals with it. */
function AttentionItems({ area, summary }: { area: Area; summary: MemberAccountSummary }) {
  const intl = useIntl();
  const aed = useAed();
  const { day } = useDates();
  const { attention } = summary;
  const pages: readonly SubPage[] = areaSubPages[area];
  const to = (page: SubPage) => `/${areaPath(area)}/${page}` as const;
  const item = (key: string, page: SubPage, label: string): [string, ReactNode] => [
    key,
    pages.includes(page) ? <LocalizedLink to={to(page)}>{label}</LocalizedLink> : label,
  ];
  const items: [string, ReactNode][] = [
    ...attention.documents.map((document) =>
      item(
        document.document,
        'account',
        intl.formatMessage(documentAttentionText[document.state === 'expired' ? 'expired' : 'expiring'], {
          document: intl.formatMessage(memberDocumentNames[document.document]),
          day: document.expiresOn ? day(document.expiresOn) : '',
        }),
      ),
    ),
    ...(attention.unpaidBills > 0
      ? [
          item(
            'bills',
            'fees',
            intl.formatMessage(counts.bills, {
              count: attention.unpaidBills,
              amount: aed(attention.unpaidFils),
            }),
          ),
        ]
      : []),
    ...(attention.openRequests > 0
      ? [item('requests', 'account', intl.formatMessage(counts.requests, { count: attention.openRequests }))]
      : []),
    ...(attention.openServiceRequests > 0
      ? [
          item(
            'services',
            'Electronicservices',
            intl.formatMessage(counts.services, { count: attention.openServiceRequests }),
          ),
        ]
      : []),
    ...(attention.activePenalties > 0
      ? [
          item(
            'penalties',
            'Penalties',
            intl.formatMessage(counts.penalties, { count: attention.activePenalties }),
          ),
        ]
      : []),
  ];
  return items.length === 0 ? (
    <p>{intl.formatMessage(text.nothing)}</p>
  ) : (
    <ul className={styles.documents}>
      {items.map(([key, node]) => (
        <li key={key}>{node}</li>
      ))}
    </ul>
  );
}

/** A role area's home: the membership, the club and age class, and what needs the member's attention. */
export function HomePage({ area }: { area: Area }) {
  const intl = useIntl();
  const summary = useMemberAccountSummary();
  return (
    <PlaceholderPage {...areaHomePages[area]}>
      <MemberSummary />
      <section className={styles.card} aria-labelledby="home-attention" aria-busy={summary.isPending}>
        <h2 id="home-attention">{intl.formatMessage(text.attention)}</h2>
        {summary.isPending && <p role="status">{intl.formatMessage(text.loading)}</p>}
        {summary.isError && (
          <p role="alert" className={styles.failed}>
            {intl.formatMessage(text.failed)}
          </p>
        )}
        {summary.data && <AttentionItems area={area} summary={summary.data} />}
      </section>
      {summary.data && (
        <section className={styles.card} aria-labelledby="home-club">
          <h2 id="home-club">{intl.formatMessage(clubHeading)}</h2>
          <ClubAndClass summary={summary.data} />
        </section>
      )}
    </PlaceholderPage>
  );
}
