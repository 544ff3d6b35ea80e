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
  HolidayInputSchema,
  holidayLimits,
  holidayMessages,
  OfficeHolidayListSchema,
  OfficeHolidaySchema,
  type HolidayInputBody,
  type OfficeHoliday,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { TextField, useDates, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { FormSection } from '../common/FormSection';
import { OfficePageHeading } from '../common/OfficePageHeading';
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

const fields = ['day', 'nameAr', 'nameEn'] as const;
const blank: HolidayInputBody = { day: '', nameAr: '', nameEn: '' };

function AddHoliday() {
  const intl = useIntl();
  const { day } = useDates();
  const validationText = useValidationText();
  const add = useApiForm({
    schema: HolidayInputSchema,
    defaultValues: blank,
    fields,
    call: (body: HolidayInputBody) => sendJson('POST', '/office/holidays', OfficeHolidaySchema, body),
    successText: (holiday) => intl.formatMessage(holidayAddedText, { day: day(holiday.day, 'long') }),
    invalidates: [officeKey],
    onSuccess: () => add.form.reset(blank),
  });
  const error = (field: (typeof fields)[number]) => {
    const message = add.form.formState.errors[field]?.message;
    return message === holidayMessages.dayTaken
      ? intl.formatMessage(holidaysText.dayTaken)
      : validationText(message, holidayLimits.name);
  };
  return (
    <FormSection
      heading={intl.formatMessage(holidaysText.add)}
      intro={intl.formatMessage(holidaysText.addIntro)}
      failure={add.failure}
      onSubmit={add.onSubmit}
      pending={add.pending}
      submitLabel={intl.formatMessage(holidaysText.create)}
    >
      <TextField
        label={intl.formatMessage(holidaysText.day)}
        error={error('day')}
        type="date"
        {...add.form.register('day')}
      />
      <TextField
        label={intl.formatMessage(holidaysText.nameAr)}
        error={error('nameAr')}
        dir="rtl"
        lang="ar"
        {...add.form.register('nameAr')}
      />
      <TextField
        label={intl.formatMessage(holidaysText.nameEn)}
        error={error('nameEn')}
        dir="ltr"
        lang="en"
        {...add.form.register('nameEn')}
      />
    </FormSection>
  );
}

/**
 * `/office/holidays` (administrator): the UAE's public holidays, which the contact inbox's due day does not count as
 * working days; add a day, or remove one a moon sighting moved.
 */
export function HolidaysPage() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <>
      <OfficePageHeading page={officePages.holidays} />
      <DataTable
        caption={intl.formatMessage(officePages.holidays.title)}
        query={useHolidays()}
        columns={useColumns()}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => `${row.day} ${row.name[locale]}`}
        page={1}
        filtered={false}
        countText={holidayCountText}
      />
      <AddHoliday />
    </>
  );
}
