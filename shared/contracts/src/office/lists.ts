import * as v from 'valibot';
import { validationMessages } from '../auth';
import { PageQuerySchema, pageSizeParam, paginated, pagination, queryValue } from '../pagination';
import { DateSchema } from '../registration/fields';

/** `?page=&pageSize=&q=` of every office list: the public lists' rules with pages of up to 100 rows. */
export const OfficePageQuerySchema = v.object({
  ...PageQuerySchema.entries,
  pageSize: pageSizeParam(pagination.defaultTablePageSize, pagination.maxTablePageSize),
});

/** One page of an office list: `{ items, page, pageSize, total, totalPages }`. */
export function officePage<TItem extends v.GenericSchema>(item: TItem) {
  return paginated(item, pagination.maxTablePageSize);
}

/** An optional query filter: missing or empty (an unset select) means "any", anything else must pass `schema`. */
export function optionalParam<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(
    queryValue(''),
    v.transform((value) => (value === '' ? undefined : value)),
    v.optional(schema),
  );
}

/** A row id in a query filter (`?clubId=12`): a PostgreSQL integer, so a larger number is refused, not a 500. */
export const IdFilterSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d*$/, validationMessages.invalid),
  v.transform(Number),
  v.maxValue(2_147_483_647, validationMessages.invalid),
);

/** `?blocked=true|false`: a yes/no filter; anything else answers 400. */
export const BooleanFilterSchema = v.pipe(
  v.picklist(['true', 'false'], validationMessages.invalid),
  v.transform((value) => value === 'true'),
);

/** `?from=2026-01-31`: a UAE calendar day that exists (`2026-02-30` answers 400, not a database error). */
export const DayFilterSchema = DateSchema;
