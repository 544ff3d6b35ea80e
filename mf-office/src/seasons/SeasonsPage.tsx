import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  actionButton,
  createColumnHelper,
  DataTable,
  sendJson,
  useApiForm,
  useApiMutation,
} from '@uaeaf/account-kit';
import {
  OfficeSeasonSchema,
  SeasonInputSchema,
  type OfficeSeason,
  type SeasonInputBody,
} from '@uaeaf/contracts';
import { TextField, useDates, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { FormSection } from '../common/FormSection';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { useSeasons } from './api';
import {
  activateSeasonText,
  seasonActivatedText,
  seasonAddedText,
  seasonCountText,
  seasonRefusalText,
  seasonsText,
} from './messages';

const column = createColumnHelper<OfficeSeason>();

function Activate({ season }: { season: OfficeSeason }) {
  const intl = useIntl();
  const activate = useApiMutation({
    call: () => sendJson('POST', `/office/seasons/${season.id}/activate`, OfficeSeasonSchema, {}),
    successText: (active) => intl.formatMessage(seasonActivatedText, { name: active.name }),
    invalidates: [officeKey],
    refusalText: (error) =>
      error.code === 'season_ended' ? intl.formatMessage(seasonsText.ended) : undefined,
  });
  if (season.isActive) return <StatusBadge status="Approved" text={seasonsText.active} />;
  return (
    <>
      <button
        type="button"
        className={`${actionButton.secondary} ${actionButton.small}`}
        disabled={activate.isPending}
        onClick={() => activate.mutate(undefined)}
      >
        {intl.formatMessage(activateSeasonText, { name: season.name })}
      </button>
      {activate.failure && <p role="alert">{activate.failure}</p>}
    </>
  );
}

function useColumns() {
  const intl = useIntl();
  const { day } = useDates();
  return useMemo(
    () => [
      column.accessor('name', {
        header: intl.formatMessage(seasonsText.name),
        meta: { rowHeader: true },
        cell: ({ getValue }) => <span className="ltr-value">{getValue()}</span>,
      }),
      column.accessor('startDate', {
        header: intl.formatMessage(seasonsText.starts),
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'long')}</time>,
      }),
      column.accessor('endDate', {
        header: intl.formatMessage(seasonsText.ends),
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'long')}</time>,
      }),
      column.display({
        id: 'state',
        header: intl.formatMessage(seasonsText.state),
        cell: ({ row }) => <Activate season={row.original} />,
      }),
    ],
    [intl, day],
  );
}

const fields = ['name', 'startDate', 'endDate'] as const;
const blank: SeasonInputBody = { name: '', startDate: '', endDate: '' };

function AddSeason() {
  const intl = useIntl();
  const validationText = useValidationText();
  const add = useApiForm({
    schema: SeasonInputSchema,
    defaultValues: blank,
    fields,
    call: (body: SeasonInputBody) => sendJson('POST', '/office/seasons', OfficeSeasonSchema, body),
    successText: (season) => intl.formatMessage(seasonAddedText, { name: season.name }),
    invalidates: [officeKey],
    onSuccess: () => add.form.reset(blank),
  });
  const error = (field: (typeof fields)[number]) => {
    const message = add.form.formState.errors[field]?.message;
    const own = message && seasonRefusalText[message as keyof typeof seasonRefusalText];
    return own ? intl.formatMessage(own) : validationText(message);
  };
  return (
    <FormSection
      heading={intl.formatMessage(seasonsText.add)}
      intro={intl.formatMessage(seasonsText.addIntro)}
      failure={add.failure}
      onSubmit={add.onSubmit}
      pending={add.pending}
      submitLabel={intl.formatMessage(seasonsText.create)}
    >
      <TextField
        label={intl.formatMessage(seasonsText.name)}
        error={error('name')}
        dir="ltr"
        inputMode="numeric"
        placeholder="2027-2028"
        {...add.form.register('name')}
      />
      <TextField
        label={intl.formatMessage(seasonsText.startDate)}
        error={error('startDate')}
        type="date"
        {...add.form.register('startDate')}
      />
      <TextField
        label={intl.formatMessage(seasonsText.endDate)}
        error={error('endDate')}
        type="date"
        {...add.form.register('endDate')}
      />
    </FormSection>
  );
}

/** `/office/seasons` (administrator): the seasons, the active one, making another active, and adding the next. */
export function SeasonsPage() {
  const intl = useIntl();
  return (
    <>
      <OfficePageHeading page={officePages.seasons} />
      <DataTable
        caption={intl.formatMessage(officePages.seasons.title)}
        query={useSeasons()}
        columns={useColumns()}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        page={1}
        filtered={false}
        countText={seasonCountText}
      />
      <AddSeason />
    </>
  );
}
