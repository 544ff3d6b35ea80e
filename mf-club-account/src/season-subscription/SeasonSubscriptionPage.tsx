import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '@uaeaf/api-client';
import { actionButton, ConfirmDialog, sendJson, useApiMutation } from '@uaeaf/account-kit';
import {
  BillingErrorCodes,
  ClubCategories,
  type ClubCategory,
  type SeasonSubscriptionView,
  SeasonSubscriptionViewSchema,
  SubscriptionErrorCodes,
  TeamErrorCodes,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  EmptyState,
  FormField,
  formClassNames,
  LocalizedLink,
  PlaceholderPage,
  QueryStates,
  useAed,
} from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { categoryText, subscriptionArgs, subscriptionText } from './messages';
import styles from './subscription.module.css';

const path = '/account/club/season-subscription';
const key = ['club-account', 'season-subscription'];

export default function SeasonSubscriptionPage(props: ClubPageProps) {
  const intl = useIntl();
  const view = useApi(key, path, SeasonSubscriptionViewSchema, { fresh: true });
  return (
    <PlaceholderPage {...props}>
      <QueryStates query={view}>
        {(data) =>
          data.season === null ? (
            <EmptyState>
              <p>{intl.formatMessage(subscriptionText.noSeason)}</p>
            </EmptyState>
          ) : (
            <Subscription view={data} season={data.season.name} />
          )
        }
      </QueryStates>
    </PlaceholderPage>
  );
}

function Subscription({ view, season }: { view: SeasonSubscriptionView; season: string }) {
  const intl = useIntl();
  const aed = useAed();
  const locale = useLocale();
  const { subscription, prices } = view;
  const [category, setCategory] = useState<ClubCategory>(subscription?.category ?? 'men');
  const [chosen, setChosen] = useState<number[]>(subscription?.players.map((player) => player.id) ?? []);
  const [confirming, setConfirming] = useState(false);
  const save = useApiMutation({
    call: () => sendJson('PUT', path, SeasonSubscriptionViewSchema, { category, playerIds: chosen }),
    successText: () => intl.formatMessage(subscriptionText.done),
    onSuccess: () => setConfirming(false),
    invalidates: [key],
    refusalText: (error) => {
      const known: Record<string, keyof typeof subscriptionText> = {
        [SubscriptionErrorCodes.paid]: 'paidRefusal',
        [TeamErrorCodes.notClubPlayer]: 'notClubPlayer',
        [BillingErrorCodes.feeNotPriced]: 'feeNotPriced',
        account_restricted: 'restricted',
      };
      const found = known[error.code];
      return found ? intl.formatMessage(subscriptionText[found]) : undefined;
    },
  });
  const bill = subscription?.bill;
  const total =
    prices.memberFils === null || prices.archerFils === null
      ? null
      : prices.memberFils + chosen.length * prices.archerFils;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (subscription) setConfirming(true);
    else save.mutate(undefined);
  };

  return (
    <div className={styles.page}>
      <h2>{intl.formatMessage(subscriptionArgs.season, { season })}</h2>
      {prices.memberFils === null || prices.archerFils === null ? (
        <p>{intl.formatMessage(subscriptionText.notPriced)}</p>
      ) : (
        <p>
          {intl.formatMessage(subscriptionArgs.prices, {
            member: aed(prices.memberFils),
            archer: aed(prices.archerFils),
          })}
        </p>
      )}
      {!subscription && <p>{intl.formatMessage(subscriptionText.notSubscribed)}</p>}
      {bill && (
        <p className={styles.bill}>
          {intl.formatMessage(subscriptionArgs.bill, {
            number: bill.number,
            amount: aed(bill.amountFils),
            status: intl.formatMessage(
              bill.status === 'unpaid' ? subscriptionText.unpaid : subscriptionText.settled,
            ),
          })}{' '}
          {bill.status === 'unpaid' && (
            <LocalizedLink to="/my-account/fees">
              {intl.formatMessage(subscriptionText.payLink)}
            </LocalizedLink>
          )}
        </p>
      )}
      {subscription && !subscription.editable ? (
        <>
          <p role="status">
            {intl.formatMessage(bill?.status === 'paid' ? subscriptionArgs.paid : subscriptionArgs.locked, {
              number: bill?.number ?? '',
            })}
          </p>
          <dl className={styles.facts}>
            <dt>{intl.formatMessage(subscriptionText.category)}</dt>
            <dd>{intl.formatMessage(categoryText[subscription.category])}</dd>
            <dt>{intl.formatMessage(subscriptionText.subscribed)}</dt>
            <dd>
              {subscription.players.length === 0
                ? '—'
                : intl.formatList(subscription.players.map((player) => player.name[locale]))}
            </dd>
          </dl>
        </>
      ) : (
        <form className={formClassNames.form} onSubmit={onSubmit}>
          {subscription && <p>{intl.formatMessage(subscriptionText.editNote)}</p>}
          <FormField label={intl.formatMessage(subscriptionText.category)}>
            {(control) => (
              <select
                {...control}
                className={formClassNames.input}
                value={category}
                onChange={(event) => setCategory(event.target.value as ClubCategory)}
              >
                {ClubCategories.map((one) => (
                  <option key={one} value={one}>
                    {intl.formatMessage(categoryText[one])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <fieldset className={styles.players}>
            <legend>{intl.formatMessage(subscriptionText.players)}</legend>
            {view.players.length === 0 && <p>{intl.formatMessage(subscriptionText.noPlayers)}</p>}
            {view.players.map((player) => (
              <label key={player.id} className={styles.player}>
                <input
                  type="checkbox"
                  checked={chosen.includes(player.id)}
                  onChange={(event) =>
                    setChosen((before) =>
                      event.target.checked ? [...before, player.id] : before.filter((id) => id !== player.id),
                    )
                  }
                />
                {player.name[locale]}
                {player.membershipNumber && ` (${player.membershipNumber})`}
              </label>
            ))}
          </fieldset>
          {total !== null && <p>{intl.formatMessage(subscriptionArgs.total, { total: aed(total) })}</p>}
          {save.failure && !confirming && (
            <p role="alert" className={formClassNames.alert}>
              {save.failure}
            </p>
          )}
          <button type="submit" className={actionButton.primary} disabled={save.isPending}>
            {intl.formatMessage(subscription ? subscriptionText.save : subscriptionText.subscribe)}
          </button>
        </form>
      )}
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(subscriptionText.confirmTitle)}
          confirmLabel={intl.formatMessage(subscriptionText.save)}
          pending={save.isPending}
          failure={save.failure}
          onConfirm={() => save.mutate(undefined)}
          onClose={() => setConfirming(false)}
        >
          <p>{intl.formatMessage(subscriptionText.confirm)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
