import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  ChoiceFilter,
  createColumnHelper,
  DataTable,
  serviceKindText,
  serviceStatusText,
  useCan,
} from '@uaeaf/account-kit';
import {
  ElectronicServiceKinds,
  openServiceStatuses,
  ServiceRequestStatuses,
  type ServiceRequest,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FilterBar, LocalizedLink, readChoice, readPage, useDates } from '@uaeaf/ui';
import { StatusBadge } from '../common/StatusBadge';
import { BulkDecisions } from '../requests/BulkDecisions';
import { servicesPath, useServices } from './api';
import { useServiceRefusal } from './decisions';
import { requestNumberText, serviceCountText, servicesText } from './messages';
import { ServiceSettingsForm } from './ServiceSettingsForm';

const column = createColumnHelper<ServiceRequest>();

/** A request the office may still decide: approving one a club has not answered yet is skipped with its reason. */
export const isOpen = (request: ServiceRequest) =>
  (openServiceStatuses as readonly string[]).includes(request.status);

export const servicePagePath = (id: number) => `/office/services/${id}`;

/** Whole days since `from`, for how long an open request has waited on the federation. */
export function daysSince(from: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(from)) / 86_400_000));
}

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  return useMemo(
    () => [
      column.accessor('id', {
        header: intl.formatMessage(servicesText.number),
        meta: { rowHeader: true },
        cell: ({ getValue }) => (
          <LocalizedLink to={servicePagePath(getValue())}>
            {intl.formatMessage(requestNumberText, {
              id: intl.formatNumber(getValue(), { useGrouping: false }),
            })}
          </LocalizedLink>
        ),
      }),
      column.accessor('kind', {
        header: intl.formatMessage(servicesText.service),
        cell: ({ getValue }) => intl.formatMessage(serviceKindText[getValue()]),
      }),
      column.accessor((row) => row.requester.name[locale], {
        id: 'requester',
        header: intl.formatMessage(servicesText.requester),
      }),
      column.accessor((row) => row.player?.name[locale] ?? '', {
        id: 'player',
        header: intl.formatMessage(servicesText.player),
      }),
      column.accessor((row) => intl.formatList(row.parties.map((party) => party.club.name[locale])), {
        id: 'clubs',
        header: intl.formatMessage(servicesText.clubs),
      }),
      column.accessor('status', {
        header: intl.formatMessage(servicesText.status),
        cell: ({ getValue }) => <StatusBadge status={getValue()} text={serviceStatusText[getValue()]!} />,
      }),
      column.accessor('submittedAt', {
        header: intl.formatMessage(servicesText.submitted),
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue())}</time>,
      }),
      column.display({
        id: 'waiting',
        header: intl.formatMessage(servicesText.waiting),
        cell: ({ row }) => {
          if (!isOpen(row.original)) return '—';
          const days = daysSince(row.original.submittedAt);
          return days === 0
            ? intl.formatMessage(servicesText.sinceToday)
            : intl.formatNumber(days, { style: 'unit', unit: 'day', unitDisplay: 'long' });
        },
      }),
    ],
    [intl, locale, day],
  );
}

/**
 * The electronic services' queue under `/office/requests?list=services`: filtered by service and status in the URL,
 * bulk approval and rejection like the membership requests, and the clubs' answer period for those who decide.
 */
export function ServiceRequests() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const mayDecide = useCan('requests.decide');
  const refusal = useServiceRefusal();
  const columns = useColumns();
  const filters = {
    kind: readChoice(params, 'kind', ElectronicServiceKinds),
    status: readChoice(params, 'status', ServiceRequestStatuses),
  };
  const page = readPage(params);
  const query = useServices({ ...filters, page });
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <>
      <FilterBar aria-label={intl.formatMessage(servicesText.filters)}>
        <ChoiceFilter
          name="kind"
          label={intl.formatMessage(servicesText.service)}
          choices={ElectronicServiceKinds}
          text={serviceKindText}
        />
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(servicesText.status)}
          choices={ServiceRequestStatuses}
          text={serviceStatusText}
        />
      </FilterBar>
      <DataTable
        caption={intl.formatMessage(servicesText.servicesTitle)}
        query={query}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) =>
          intl.formatMessage(requestNumberText, { id: intl.formatNumber(row.id, { useGrouping: false }) })
        }
        page={page}
        filtered={filtered}
        countText={serviceCountText}
        {...(mayDecide && {
          selection: {
            canSelect: isOpen,
            actions: (selected: ServiceRequest[], clear: () => void) => (
              <BulkDecisions
                ids={selected.map((row) => row.id)}
                clear={clear}
                path={`${servicesPath}/decisions`}
                linkTo={servicePagePath}
                refusal={refusal}
                rejectHint={servicesText.rejectHint}
              />
            ),
          },
        })}
      />
      {mayDecide && <ServiceSettingsForm />}
    </>
  );
}
