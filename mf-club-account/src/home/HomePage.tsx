import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { FigureCard as Figure, FigureCards } from '@uaeaf/account-kit';
import { useApi } from '@uaeaf/api-client';
import { type ClubAccountSummary, ClubAccountSummarySchema } from '@uaeaf/contracts';
import { accountTypeAtom } from '@uaeaf/session';
import { MemberSummary, PlaceholderPage, QueryStates, RequestTimeline, useAed } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { accountPages } from '../pages';
import { homeText, playersText, seasonText } from './messages';

function subscriptionText({ seasonSubscription }: ClubAccountSummary) {
  if (seasonSubscription.season === null) return homeText.noSeason;
  if (!seasonSubscription.subscribed) return homeText.notSubscribed;
  return seasonSubscription.billStatus === 'unpaid' ? homeText.subscribedUnpaid : homeText.subscribed;
}

function Figures({ summary }: { summary: ClubAccountSummary }) {
  const intl = useIntl();
  const aed = useAed();
  const academy = useAtomValue(accountTypeAtom) === 'academy';
  const { players, seasonSubscription } = summary;
  return (
    <FigureCards>
      <Figure
        to="/my-account/season-subscription"
        figure={intl.formatMessage(subscriptionText(summary))}
        label={
          seasonSubscription.season === null
            ? intl.formatMessage(accountPages['season-subscription'].title)
            : intl.formatMessage(seasonText, { season: seasonSubscription.season })
        }
      />
      <Figure
        to={academy ? '/my-account/players-academy' : '/my-account/players'}
        figure={intl.formatNumber(players.byStatus.Approved)}
        label={intl.formatMessage(playersText[academy ? 'academy' : 'club'], {
          pending: players.byStatus.Pending + players.byStatus.Accepted,
        })}
      />
      <Figure
        to={academy ? '/my-account/requestsAcademy' : '/my-account/requests'}
        figure={intl.formatNumber(players.awaitingDecision)}
        label={intl.formatMessage(homeText.awaitingDecision)}
      />
      <Figure
        to={academy ? '/my-account/requestsAcademy' : '/my-account/requests'}
        figure={intl.formatNumber(summary.openRequests)}
        label={intl.formatMessage(homeText.openRequests)}
      />
      <Figure
        to="/my-account/fees"
        figure={aed(summary.unpaidFils)}
        label={intl.formatMessage(homeText.unpaid)}
      />
      <Figure
        to="/my-account/Penalties"
        figure={intl.formatNumber(summary.activePenalties)}
        label={intl.formatMessage(homeText.activePenalties)}
      />
    </FigureCards>
  );
}

/** `/my-account`: the membership (with the restriction notice under a penalty), each figure a way into its page. */
export default function HomePage(props: ClubPageProps) {
  const intl = useIntl();
  const query = useApi(['account', 'club', 'summary'], '/account/club/summary', ClubAccountSummarySchema, {
    fresh: true,
  });
  return (
    <PlaceholderPage {...props}>
      <MemberSummary />
      <section aria-labelledby="club-figures">
        <h2 id="club-figures">{intl.formatMessage(homeText.figures)}</h2>
        <QueryStates query={query}>{(summary) => <Figures summary={summary} />}</QueryStates>
      </section>
      <RequestTimeline />
    </PlaceholderPage>
  );
}
