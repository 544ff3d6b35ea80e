import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { actionButton, createColumnHelper, sendJson, useApiMutation } from '@uaeaf/account-kit';
import {
  HolidayInputSchema,
  holidayLimits,
  holidayMessages,
  OfficeHolidayListSchema,
  OfficeHolidaySchema,
  type HolidayInputBody,
  type OfficeHoliday,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { TextField, useDates } from '@uaeaf/ui';
import { AddFormSection, useAddForm } from '../common/AddForm';
import { officeKey } from '../common/api';
import { ListAndAddPage } from '../common/ListAndAddPage';
import { officePages } from '../pages';
import { useHolidays } from './api';
import {
  holidayAddedText,
  holidayCountText,
  holidayRemovedText,
  holidaysText,
  removeHolidayText,
} from './messages';

const column = createColumnHelper<OfficeHoliday>();

function Remove({ holiday }: { holiday: OfficeHoliday }) {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  const remove = useApiMutation({
    call: () => sendJson('DELETE', `/office/holidays/${holiday.id}`, OfficeHolidayListSchema, undefined),
    successText: () => intl.formatMessage(holidayRemovedText, { day: day(holiday.day, 'long') }),
    invalidates: [officeKey],
  });
  return (
    <>
      <button
        type="button"
        className={`${actionButton.secondary} ${actionButton.small}`}
        disabled={remove.isPending}
        aria-label={intl.formatMessage(removeHolidayText, {
          name: holiday.name[locale],
          day: day(holiday.day, 'long'),
        })}
        onClick={() => remove.mutate(undefined)}
      >
        {intl.formatMessage(holidaysText.remove)}
      </button>
      {remove.failure && <p role="alert">{remove.failure}</p>}
    </>
  );
}

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  return useMemo(
    () => [
      column.accessor('day', {
        header: intl.formatMessage(holidaysText.day),
        meta: { rowHeader: true },
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'long')}</time>,
      }),
      column.accessor((holiday) => holiday.name[locale], {
        id: 'name',
        header: intl.formatMessage(holidaysText.name),
      }),
      column.display({
        id: 'remove',
        header: intl.formatMessage(holidaysText.remove),
        cell: ({ row }) => <Remove holiday={row.original} />,
      }),
    ],
    [intl, locale, day],
  );
}

const blank: HolidayInputBody = { day: '', nameAr: '', nameEn: '' };

function AddHoliday() {
  const intl = useIntl();
  const { day } = useDates();
  const { register, error, add } = useAddForm({
    schema: HolidayInputSchema,
    blank,
    fields: ['day', 'nameAr', 'nameEn'],
    path: '/office/holidays',
    answer: OfficeHolidaySchema,
    successText: (holiday) => intl.formatMessage(holidayAddedText, { day: day(holiday.day, 'long') }),
    ownText: { [holidayMessages.dayTaken]: holidaysText.dayTaken },
    limit: holidayLimits.name,
  });
  return (
    <AddFormSection
      add={add}
      heading={holidaysText.add}
      intro={holidaysText.addIntro}
      submitLabel={holidaysText.create}
    >
      <TextField
        label={intl.formatMessage(holidaysText.day)}
        error={error('day')}
        type="date"
        {...register('day')}
      />
      <TextField
        label={intl.formatMessage(holidaysText.nameAr)}
        error={error('nameAr')}
        dir="rtl"
        lang="ar"
        {...register('nameAr')}
      />
      <TextField
        label={intl.formatMessage(holidaysText.nameEn)}
        error={error('nameEn')}
        dir="ltr"
        lang="en"
        {...register('nameEn')}
      />
    </AddFormSection>
  );
}

/**
 * `/office/holidays` (administrator): the UAE's public holidays, which the contact inbox's due day does not count as
 * working days; add a day, or remove one a moon sighting moved.
 */
export function HolidaysPage() {
  const locale = useLocale();
  return (
    <ListAndAddPage
      page={officePages.holidays}
      query={useHolidays()}
      columns={useColumns()}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => `${row.day} ${row.name[locale]}`}
      countText={holidayCountText}
      addForm={<AddHoliday />}
    />
  );
}
