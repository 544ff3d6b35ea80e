import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { actionButton, createColumnHelper, sendJson, useApiMutation } from '@uaeaf/account-kit';
import {
  OfficeSeasonSchema,
  SeasonInputSchema,
  type OfficeSeason,
  type SeasonInputBody,
} from '@uaeaf/contracts';
import { TextField, useDates } from '@uaeaf/ui';
import { AddFormSection, useAddForm } from '../common/AddForm';
import { officeKey } from '../common/api';
import { ListAndAddPage } from '../common/ListAndAddPage';
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

const blank: SeasonInputBody = { name: '', startDate: '', endDate: '' };

function AddSeason() {
  const intl = useIntl();
  const { register, error, add } = useAddForm({
    schema: SeasonInputSchema,
    blank,
    fields: ['name', 'startDate', 'endDate'],
    path: '/office/seasons',
    answer: OfficeSeasonSchema,
    successText: (season) => intl.formatMessage(seasonAddedText, { name: season.name }),
    ownText: seasonRefusalText,
  });
  return (
    <AddFormSection
      add={add}
      heading={seasonsText.add}
      intro={seasonsText.addIntro}
      submitLabel={seasonsText.create}
    >
      <TextField
        label={intl.formatMessage(seasonsText.name)}
        error={error('name')}
        dir="ltr"
        inputMode="numeric"
        placeholder="2027-2028"
        {...register('name')}
      />
      <TextField
        label={intl.formatMessage(seasonsText.startDate)}
        error={error('startDate')}
        type="date"
        {...register('startDate')}
      />
      <TextField
        label={intl.formatMessage(seasonsText.endDate)}
        error={error('endDate')}
        type="date"
        {...register('endDate')}
      />
    </AddFormSection>
  );
}

/** `/office/seasons` (administrator): the seasons, the active one, making another active, and adding the next. */
export function SeasonsPage() {
  return (
    <ListAndAddPage
      page={officePages.seasons}
      query={useSeasons()}
      columns={useColumns()}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => row.name}
      countText={seasonCountText}
      addForm={<AddSeason />}
    />
  );
}
