import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { apiRequest, useApi } from '@uaeaf/api-client';
import { actionButton, ConfirmDialog, useApiMutation } from '@uaeaf/account-kit';
import { RenewalErrorCodes, type RenewalView, RenewalViewSchema } from '@uaeaf/contracts';
import { accountTypeAtom } from '@uaeaf/session';
import {
  DateText,
  DetailsList,
  EmptyState,
  LocalizedLink,
  PlaceholderPage,
  QueryStates,
  requestStatusLabels,
  useAed,
} from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { renewalArgs, renewalText } from './messages';
import styles from './renewal.module.css';

const path = '/account/club/renewal';
const key = ['club-account', 'renewal'];

export default function RenewalPage(props: ClubPageProps) {
  const view = useApi(key, path, RenewalViewSchema, { fresh: true });
  return (
    <PlaceholderPage {...props}>
      <QueryStates query={view}>{(data) => <Renewal view={data} />}</QueryStates>
    </PlaceholderPage>
  );
}

function Renewal({ view }: { view: RenewalView }) {
  const intl = useIntl();
  const aed = useAed();
  const academy = useAtomValue(accountTypeAtom) === 'academy';
  const [confirming, setConfirming] = useState(false);
  const renew = useApiMutation({
    call: () => apiRequest(path, RenewalViewSchema, { method: 'POST' }),
    successText: () => intl.formatMessage(renewalText.submitted),
    onSuccess: () => setConfirming(false),
    invalidates: [key],
    refusalText: (error) =>
      error.code === RenewalErrorCodes.pending
        ? intl.formatMessage(renewalText.pending)
        : error.code === RenewalErrorCodes.notPriced
          ? intl.formatMessage(renewalText.notPriced)
          : error.code === 'account_restricted'
            ? intl.formatMessage(renewalText.restricted)
            : undefined,
  });
  const { nextSeason, dueFils } = view;
  const open = nextSeason !== null && dueFils !== null;

  return (
    <div className={styles.page}>
      <DetailsList
        items={[
          [
            intl.formatMessage(renewalText.validUntil),
            view.validUntil ? <DateText value={view.validUntil} /> : intl.formatMessage(renewalText.notValid),
          ],
          [intl.formatMessage(renewalText.nextSeason), open && nextSeason.name],
          [intl.formatMessage(renewalText.due), open && aed(dueFils)],
        ]}
      />
      {!open && <p>{intl.formatMessage(renewalText.noNextSeason)}</p>}
      {view.pending && <p role="status">{intl.formatMessage(renewalText.pending)}</p>}
      {renew.failure && !confirming && <p role="alert">{renew.failure}</p>}
      {open && !view.pending && (
        <button type="button" className={actionButton.primary} onClick={() => setConfirming(true)}>
          {intl.formatMessage(renewalText.renew)}
        </button>
      )}
      {confirming && open && (
        <ConfirmDialog
          title={intl.formatMessage(renewalArgs.confirmTitle, { season: nextSeason.name })}
          confirmLabel={intl.formatMessage(renewalText.renew)}
          pending={renew.isPending}
          failure={renew.failure}
          onConfirm={() => renew.mutate(undefined)}
          onClose={() => setConfirming(false)}
        >
          <p>
            {intl.formatMessage(academy ? renewalArgs.confirmAcademy : renewalArgs.confirmClub, {
              amount: aed(dueFils),
            })}
          </p>
        </ConfirmDialog>
      )}
      <section aria-labelledby="renewal-history">
        <h2 id="renewal-history">{intl.formatMessage(renewalText.history)}</h2>
        {view.history.length === 0 ? (
          <EmptyState>
            <p>{intl.formatMessage(renewalText.noHistory)}</p>
          </EmptyState>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(renewalText.submittedOn)}</th>
                <th scope="col">{intl.formatMessage(renewalText.season)}</th>
                <th scope="col">{intl.formatMessage(renewalText.status)}</th>
                <th scope="col">{intl.formatMessage(renewalText.bill)}</th>
                <th scope="col">{intl.formatMessage(renewalText.reason)}</th>
              </tr>
            </thead>
            <tbody>
              {view.history.map((row) => (
                <tr key={row.requestId}>
                  <td>
                    <DateText value={row.submittedAt} />
                  </td>
                  <td>{row.seasonName ?? '—'}</td>
                  <td>{intl.formatMessage(requestStatusLabels[row.status])}</td>
                  <td>
                    {row.bill ? (
                      <>
                        {row.bill.number} ({aed(row.bill.amountFils)}){' '}
                        {row.bill.status === 'unpaid' && (
                          <LocalizedLink to="/my-account/fees">
                            {intl.formatMessage(renewalText.payLink)}
                          </LocalizedLink>
                        )}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{row.decisionReason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
