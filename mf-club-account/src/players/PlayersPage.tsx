import { useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { apiPath, useApi } from '@uaeaf/api-client';
import {
  actionButton,
  ageClassName,
  ChoiceFilter,
  ConfirmDialog,
  createColumnHelper,
  DataTable,
  ReasonDialog,
  readId,
  sendJson,
  useApiMutation,
} from '@uaeaf/account-kit';
import {
  type ContractAction,
  ContractErrorCodes,
  type ExpiringDocument,
  RequestDecisionResultSchema,
  type RosterPlayer,
  RosterPlayerSchema,
  type RosterRow,
  RosterSchema,
  RosterStatuses,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { accountTypeAtom } from '@uaeaf/session';
import {
  DateText,
  DetailsList,
  PlaceholderPage,
  QueryStates,
  readChoice,
  readPage,
  readSearch,
  requestStatusLabels,
  SearchForm,
  useDates,
} from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { documentExpiredText, documentExpiringText, playerCountText, playersText } from './messages';

const path = '/account/club/players';
const rosterKey = ['club-account', 'players'];
const column = createColumnHelper<RosterRow>();
const documentNames = { passport: playersText.passport, emiratesId: playersText.emiratesId };

function useDocumentWarnings() {
  const intl = useIntl();
  const { day } = useDates();
  return (documents: ExpiringDocument[]) =>
    documents
      .map((warning) =>
        intl.formatMessage(warning.expired ? documentExpiredText : documentExpiringText, {
          document: intl.formatMessage(documentNames[warning.document]),
          day: day(warning.expiresOn, 'short'),
        }),
      )
      .join('; ');
}

function useColumns(select: (id: number) => void) {
  const intl = useIntl();
  const locale = useLocale();
  const warnings = useDocumentWarnings();
  return useMemo(
    () => [
      column.accessor((row) => row.name[locale], {
        id: 'name',
        header: intl.formatMessage(playersText.name),
        meta: { rowHeader: true },
        cell: ({ row, getValue }) => (
          <button
            type="button"
            className={`${actionButton.secondary} ${actionButton.small}`}
            onClick={() => select(row.original.id)}
          >
            {getValue()}
          </button>
        ),
      }),
      column.accessor('membershipNumber', {
        header: intl.formatMessage(playersText.number),
        cell: ({ getValue }) => <span className="ltr-value">{getValue() ?? ''}</span>,
      }),
      column.accessor('ageClass', {
        header: intl.formatMessage(playersText.ageClass),
        cell: ({ getValue }) => ageClassName(intl, getValue()),
      }),
      column.accessor((row) => row.division?.[locale] ?? '', {
        id: 'division',
        header: intl.formatMessage(playersText.division),
      }),
      column.accessor('status', {
        header: intl.formatMessage(playersText.status),
        cell: ({ getValue }) => intl.formatMessage(requestStatusLabels[getValue()]),
      }),
      column.accessor('expiringDocuments', {
        header: intl.formatMessage(playersText.documents),
        cell: ({ getValue }) => warnings(getValue()),
      }),
    ],
    [intl, locale, select, warnings],
  );
}

/** Every refusal the contract action answers, in words (anything else is the kit's general message). */
const contractRefusalText: Record<string, MessageDescriptor | undefined> = {
  [ContractErrorCodes.pending]: playersText.pending,
  [ContractErrorCodes.notClubPlayer]: playersText.notYours,
  not_found: playersText.notYours,
  account_restricted: playersText.restricted,
};

/** `players` and `players-academy`: the roster, searched and filtered in the URL, and one player's details. */
export default function PlayersPage(props: ClubPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const academy = useAtomValue(accountTypeAtom) === 'academy';
  const [params, setParams] = useSearchParams();
  const filters = { q: readSearch(params), status: readChoice(params, 'status', RosterStatuses) };
  const page = readPage(params);
  const selected = readId(params, 'player');
  const select = useMemo(
    () => (id: number | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete('player');
        else next.set('player', String(id));
        return next;
      }),
    [setParams],
  );
  const columns = useColumns(select);
  const full = apiPath(path, { ...filters, page });
  const roster = useApi([...rosterKey, full], full, RosterSchema, { fresh: true, keepPrevious: true });
  return (
    <PlaceholderPage {...props}>
      {selected !== undefined ? (
        <PlayerDetails id={selected} onClose={() => select(undefined)} />
      ) : (
        <>
          <SearchForm
            label={intl.formatMessage(playersText.search)}
            fieldLabel={intl.formatMessage(playersText.searchField)}
          >
            <ChoiceFilter
              name="status"
              label={intl.formatMessage(playersText.status)}
              choices={RosterStatuses}
              text={requestStatusLabels}
            />
          </SearchForm>
          <DataTable
            caption={intl.formatMessage(props.title)}
            query={roster}
            columns={columns}
            getRowId={(row) => String(row.id)}
            rowLabel={(row) => row.name[locale]}
            page={page}
            filtered={Object.values(filters).some((value) => value !== undefined)}
            countText={playerCountText}
            emptyText={academy ? playersText.emptyAcademy : playersText.empty}
          />
        </>
      )}
    </PlaceholderPage>
  );
}

function PlayerDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const player = useApi([...rosterKey, 'player', id], `${path}/${id}`, RosterPlayerSchema, { fresh: true });
  return (
    <section aria-labelledby="player-details">
      <h2 id="player-details">{intl.formatMessage(playersText.details)}</h2>
      <button type="button" className={actionButton.secondary} onClick={onClose}>
        {intl.formatMessage(playersText.closeDetails)}
      </button>
      <QueryStates query={player}>{(data) => <Player player={data} />}</QueryStates>
    </section>
  );
}

function Player({ player }: { player: RosterPlayer }) {
  const intl = useIntl();
  const locale = useLocale();
  const warnings = useDocumentWarnings();
  const [confirming, setConfirming] = useState<ContractAction>();
  const [rejecting, setRejecting] = useState(false);
  const contract = useApiMutation({
    call: (kind: ContractAction) =>
      sendJson('POST', `${path}/${player.id}/contract`, RosterPlayerSchema, { kind }),
    successText: () => intl.formatMessage(playersText.submitted),
    onSuccess: () => setConfirming(undefined),
    invalidates: [rosterKey],
    refusalText: (error) => {
      const text = contractRefusalText[error.code];
      return text && intl.formatMessage(text);
    },
  });
  const registration = player.registration;
  const decide = useApiMutation({
    call: (decision: { decision: 'accept' | 'reject'; reason?: string }) =>
      sendJson(
        'POST',
        `/club/requests/${registration!.requestId}/decision`,
        RequestDecisionResultSchema,
        decision,
      ),
    successText: () => intl.formatMessage(playersText.decided),
    onSuccess: () => setRejecting(false),
    invalidates: [rosterKey],
  });
  return (
    <>
      <h3>{player.name[locale]}</h3>
      <DetailsList
        items={[
          [intl.formatMessage(playersText.number), player.membershipNumber],
          [intl.formatMessage(playersText.status), intl.formatMessage(requestStatusLabels[player.status])],
          [
            intl.formatMessage(playersText.birthDate),
            player.birthDate && <DateText value={player.birthDate} />,
          ],
          [intl.formatMessage(playersText.ageClass), ageClassName(intl, player.ageClass)],
          [intl.formatMessage(playersText.division), player.division?.[locale]],
          [
            intl.formatMessage(playersText.validUntil),
            player.validUntil && <DateText value={player.validUntil} />,
          ],
          [intl.formatMessage(playersText.documents), warnings(player.expiringDocuments) || null],
          [intl.formatMessage(playersText.reason), registration?.decisionReason],
        ]}
      />
      {(contract.failure || decide.failure) && !confirming && !rejecting && (
        <p role="alert">{contract.failure ?? decide.failure}</p>
      )}
      {registration?.allowedActions.includes('accept') && (
        <button
          type="button"
          className={actionButton.primary}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ decision: 'accept' })}
        >
          {intl.formatMessage(playersText.accept)}
        </button>
      )}
      {registration?.allowedActions.includes('reject') && (
        <button type="button" className={actionButton.danger} onClick={() => setRejecting(true)}>
          {intl.formatMessage(playersText.reject)}
        </button>
      )}
      {player.mayRequestContractChange && (
        <>
          <button type="button" className={actionButton.primary} onClick={() => setConfirming('renewal')}>
            {intl.formatMessage(playersText.renew)}
          </button>
          <button type="button" className={actionButton.danger} onClick={() => setConfirming('termination')}>
            {intl.formatMessage(playersText.terminate)}
          </button>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(confirming === 'renewal' ? playersText.renew : playersText.terminate)}
          confirmLabel={intl.formatMessage(
            confirming === 'renewal' ? playersText.renew : playersText.terminate,
          )}
          danger={confirming === 'termination'}
          pending={contract.isPending}
          failure={contract.failure}
          onConfirm={() => contract.mutate(confirming)}
          onClose={() => setConfirming(undefined)}
        >
          <p>{intl.formatMessage(playersText.confirm)}</p>
        </ConfirmDialog>
      )}
      {rejecting && (
        <ReasonDialog
          title={intl.formatMessage(playersText.rejectTitle)}
          confirmLabel={intl.formatMessage(playersText.reject)}
          danger
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={(reason) => decide.mutate({ decision: 'reject', reason })}
          onClose={() => setRejecting(false)}
        />
      )}
      <section aria-labelledby="contract-requests">
        <h3 id="contract-requests">{intl.formatMessage(playersText.contractRequests)}</h3>
        {player.contractRequests.length === 0 ? (
          <p>{intl.formatMessage(playersText.noContractRequests)}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(playersText.kind)}</th>
                <th scope="col">{intl.formatMessage(playersText.status)}</th>
                <th scope="col">{intl.formatMessage(playersText.submittedOn)}</th>
                <th scope="col">{intl.formatMessage(playersText.reason)}</th>
              </tr>
            </thead>
            <tbody>
              {player.contractRequests.map((request) => (
                <tr key={request.id}>
                  <td>{intl.formatMessage(playersText[request.kind])}</td>
                  <td>{intl.formatMessage(requestStatusLabels[request.status])}</td>
                  <td>
                    <DateText value={request.submittedAt} />
                  </td>
                  <td>{request.decisionReason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
