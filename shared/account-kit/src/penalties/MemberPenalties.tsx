import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  OwnPenaltiesResponseSchema,
  PlayerPenaltiesResponseSchema,
  type OwnPenalty,
  type PlayerPenalty,
} from '@uaeaf/contracts';
import { useApi } from '@uaeaf/api-client';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, DetailsList, QueryStates, useAed } from '@uaeaf/ui';
import { billStatusText } from '../fees/fees-messages';
import { fineBillText, penaltiesText, penaltyStatusText } from './penalties-messages';
import styles from './penalties.module.css';

export const penaltyQueryKeys = {
  own: () => ['account', 'penalties', 'own'] as const,
  players: () => ['account', 'penalties', 'players'] as const,
};

/**
 * The member's own penalties (issue 11), newest first, with the restriction notice while one is in force; with
 * `players`, a club's or academy's players' penalties under them. The club area's and the role areas' penalties pages
 * show it under their heading.
 */
export function MemberPenalties({ players = false }: { players?: boolean }) {
  const intl = useIntl();
  const own = useApi(penaltyQueryKeys.own(), '/account/penalties', OwnPenaltiesResponseSchema, {
    fresh: true,
  });
  return (
    <div className={styles.penalties}>
      <QueryStates query={own}>
        {({ items }) => (
          <>
            {items.some((penalty) => penalty.status === 'active') && (
              <p className={styles.notice} role="note">
                {intl.formatMessage(penaltiesText.restricted)}
              </p>
            )}
            <PenaltySection title={intl.formatMessage(penaltiesText.own)} penalties={items} />
          </>
        )}
      </QueryStates>
      {players && <PlayersPenalties />}
    </div>
  );
}

function PlayersPenalties() {
  const intl = useIntl();
  const query = useApi(
    penaltyQueryKeys.players(),
    '/account/players/penalties',
    PlayerPenaltiesResponseSchema,
    {
      fresh: true,
    },
  );
  return (
    <QueryStates query={query}>
      {({ items }) => <PenaltySection title={intl.formatMessage(penaltiesText.players)} penalties={items} />}
    </QueryStates>
  );
}

function PenaltySection({ title, penalties }: { title: string; penalties: (OwnPenalty | PlayerPenalty)[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {penalties.length === 0 ? (
        <p>{intl.formatMessage(penaltiesText.none)}</p>
      ) : (
        <ul className={styles.list}>
          {penalties.map((penalty) => (
            <li key={penalty.id}>
              <PenaltyCard penalty={penalty} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PenaltyCard({ penalty }: { penalty: OwnPenalty | PlayerPenalty }) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const items: [string, ReactNode][] = [
    [intl.formatMessage(penaltiesText.reason), penalty.reason[locale]],
    [
      intl.formatMessage(penaltiesText.period),
      <DateRange key="dates" from={penalty.startsOn} to={penalty.endsOn} />,
    ],
    [
      intl.formatMessage(penaltiesText.fine),
      penalty.fineFils === null ? intl.formatMessage(penaltiesText.noFine) : aed(penalty.fineFils),
    ],
    [intl.formatMessage(penaltiesText.status), intl.formatMessage(penaltyStatusText[penalty.status])],
  ];
  if ('player' in penalty) {
    items.unshift([intl.formatMessage(penaltiesText.player), penalty.player.name[locale]]);
  }
  // The member's own fine and a player's alike: billed to whoever was fined.
  if (penalty.bill) {
    items.push([
      intl.formatMessage(penaltiesText.bill),
      intl.formatMessage(fineBillText, {
        number: penalty.bill.number,
        status: intl.formatMessage(billStatusText[penalty.bill.status]),
      }),
    ]);
  }
  return (
    <article className={styles.penalty}>
      <DetailsList items={items} />
    </article>
  );
}
