import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import {
  actionButton,
  ConfirmDialog,
  createColumnHelper,
  readId,
  sendJson,
  Table,
  useApiMutation,
} from '@uaeaf/account-kit';
import {
  BillingErrorCodes,
  FeeCategories,
  FeeSchema,
  type Fee,
  type FeeCatalogue,
  type SeasonRef,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  federationToday,
  FilterBar,
  filterControlClassName,
  filterFieldClassName,
  filterLabelClassName,
  QueryStates,
  TextField,
  useAed,
  useDates,
  useValidationText,
  useQueryChange,
} from '@uaeaf/ui';
import { officeKey } from '../common/api';
import commonStyles from '../common/common.module.css';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { officePages } from '../pages';
import { aedDecimalsMessage, AedAmountSchema, maxAmountAed } from './amount';
import { useFees } from './api';
import { feeCategoryText } from './labels';
import {
  byCategoryText,
  changeFeeText,
  currentSeasonText,
  feeChangedText,
  feesText,
  seasonDatesText,
} from './messages';

const FeeFormSchema = v.object({ amount: AedAmountSchema });
type FeeForm = v.InferInput<typeof FeeFormSchema>;

/** The amount field's message: the AED rules first, then the common ones with the limit in AED. */
export function useAmountProblem() {
  const intl = useIntl();
  const validationText = useValidationText();
  return (id: string | undefined) =>
    id === aedDecimalsMessage ? intl.formatMessage(feesText.aedDecimals) : validationText(id, maxAmountAed);
}

function FeeDialog({ fee, season, onClose }: { fee: Fee; season: SeasonRef; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const problem = useAmountProblem();
  const name = fee.name[locale];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FeeForm, unknown, v.InferOutput<typeof FeeFormSchema>>({
    resolver: valibotResolver(FeeFormSchema),
    defaultValues: { amount: fee.amountFils === null ? '' : (fee.amountFils / 100).toFixed(2) },
  });
  const save = useApiMutation({
    call: (amountFils: number) =>
      sendJson('PUT', `/office/fees/${encodeURIComponent(fee.code)}`, FeeSchema, {
        seasonId: season.id,
        amountFils,
      }),
    successText: (saved) =>
      intl.formatMessage(feeChangedText, { fee: name, amount: aed(saved.amountFils ?? 0) }),
    invalidates: [officeKey],
    refusalText: (error) =>
      error.code === BillingErrorCodes.seasonClosed ? intl.formatMessage(feesText.seasonClosed) : undefined,
    onSuccess: onClose,
  });
  return (
    <ConfirmDialog
      title={intl.formatMessage(changeFeeText, { fee: name })}
      confirmLabel={intl.formatMessage(feesText.save)}
      pending={save.isPending}
      failure={errors.amount ? undefined : save.failure}
      onConfirm={handleSubmit(({ amount }) => save.mutate(amount))}
      onClose={onClose}
    >
      <TextField
        label={intl.formatMessage(feesText.amountAed)}
        hint={intl.formatMessage(feesText.amountHint)}
        error={problem(errors.amount?.message)}
        inputMode="decimal"
        autoComplete="off"
        className="ltr-value"
        {...register('amount')}
      />
    </ConfirmDialog>
  );
}

const column = createColumnHelper<Fee>();

function useColumns(editable: boolean, onChange: (fee: Fee) => void) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { dayAndTime } = useDates();
  return useMemo(
    () => [
      column.accessor((fee) => fee.name[locale], {
        id: 'name',
        header: intl.formatMessage(feesText.fee),
        meta: { rowHeader: true },
      }),
      column.accessor('amountFils', {
        header: intl.formatMessage(feesText.amount),
        cell: ({ getValue }) => {
          const fils = getValue();
          if (fils === null)
            return <span className={commonStyles.muted}>{intl.formatMessage(feesText.notPriced)}</span>;
          return fils === 0 ? intl.formatMessage(feesText.free) : aed(fils);
        },
      }),
      column.accessor('updatedAt', {
        header: intl.formatMessage(feesText.updatedAt),
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? <time dateTime={at}>{dayAndTime(at)}</time> : '';
        },
      }),
      ...(editable
        ? [
            column.display({
              id: 'actions',
              header: intl.formatMessage(feesText.actions),
              cell: ({ row }) => (
                <button
                  type="button"
                  className={`${actionButton.secondary} ${actionButton.small}`}
                  aria-label={intl.formatMessage(changeFeeText, { fee: row.original.name[locale] })}
                  onClick={() => onChange(row.original)}
                >
                  {intl.formatMessage(feesText.change)}
                </button>
              ),
            }),
          ]
        : []),
    ],
    [intl, locale, aed, dayAndTime, editable, onChange],
  );
}

function SeasonPicker({ catalogue }: { catalogue: FeeCatalogue }) {
  const intl = useIntl();
  const id = useId();
  const changeQuery = useQueryChange();
  return (
    <FilterBar aria-label={intl.formatMessage(feesText.seasonFilter)}>
      <div className={filterFieldClassName}>
        <label htmlFor={id} className={filterLabelClassName}>
          {intl.formatMessage(feesText.season)}
        </label>
        <select
          id={id}
          name="seasonId"
          className={filterControlClassName}
          value={catalogue.season.id}
          onChange={(event) => changeQuery({ seasonId: event.target.value })}
        >
          {catalogue.seasons.map((season) => (
            <option key={season.id} value={season.id}>
              {season.active ? intl.formatMessage(currentSeasonText, { name: season.name }) : season.name}
            </option>
          ))}
        </select>
      </div>
    </FilterBar>
  );
}

function Catalogue({ catalogue }: { catalogue: FeeCatalogue }) {
  const intl = useIntl();
  const { range } = useDates();
  const { season } = catalogue;
  const ended = season.endDate < federationToday();
  const [editing, setEditing] = useState<Fee | null>(null);
  const columns = useColumns(!ended, setEditing);
  return (
    <>
      <SeasonPicker catalogue={catalogue} />
      <p>{intl.formatMessage(seasonDatesText, { dates: range(season.startDate, season.endDate) })}</p>
      {ended && (
        <p role="status" className={commonStyles.lead}>
          {intl.formatMessage(feesText.ended)}
        </p>
      )}
      {FeeCategories.map((category) => {
        const fees = catalogue.items.filter((fee) => fee.category === category);
        if (!fees.length) return null;
        const headingId = `fees-${category}`;
        const title = intl.formatMessage(feeCategoryText[category]);
        return (
          <section key={category} className={commonStyles.section} aria-labelledby={headingId}>
            <h2 id={headingId}>{title}</h2>
            <Table
              caption={intl.formatMessage(byCategoryText, { category: title })}
              items={fees}
              columns={columns}
              getRowId={(fee) => fee.code}
            />
          </section>
        );
      })}
      {editing && <FeeDialog fee={editing} season={season} onClose={() => setEditing(null)} />}
    </>
  );
}

/** `/office/fees`: the season's fee catalogue by category; the amounts of a season not yet over can be changed. */
export function FeesPage() {
  const [params] = useSearchParams();
  const query = useFees(readId(params, 'seasonId'));
  return (
    <>
      <OfficePageHeading page={officePages.fees} />
      <QueryStates query={query}>{(catalogue) => <Catalogue catalogue={catalogue} />}</QueryStates>
    </>
  );
}
