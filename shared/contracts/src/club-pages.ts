import * as v from 'valibot';
import { validationMessages } from './auth';
import { ClubCategories, ClubKinds, ClubOfficialRoles } from './clubs';
import { ContentImageInputSchema } from './content-files';
import { toAsciiDigits } from './digits';
import { EmirateSchema } from './emirates';
import { ImageSchema } from './images';
import { LocalizedTextSchema } from './localized';
import { OfficePageQuerySchema, officePage } from './office/lists';
import { PhoneSchema } from './phone';
import { requiredLine, typedCharacters } from './text';

/**
 * What the office's editors change of a club's public page (`/clubs/{id}`, decision 069): its logo, contacts,
 * address, foundation year, categories and officials. Its names, kind and emirate are the club's own record and are
 * shown, not edited, here. Saved is live: a club page has no draft.
 */

export const clubPageLimits = { address: 300, officialName: 120, officials: 12, firstYear: 1900 } as const;

export const clubPageMessages = {
  /** A foundation year outside 1900 to this year (`validation.`: the API passes only those ids on). */
  yearRange: 'validation.yearRange',
  /** A website that is not an http or https address. */
  website: 'validation.website',
} as const;

const { required } = validationMessages;

/** The year as the UAE reads it now: a club founded this year may say so on 1 January, UAE time. */
export const currentUaeYear = (now = new Date()) => new Date(now.getTime() + 4 * 3_600_000).getUTCFullYear();

const optionalLine = (max: number) =>
  v.pipe(
    v.string(),
    typedCharacters,
    v.transform((text: string) => text.replace(/\s+/g, ' ').trim()),
    v.maxLength(max, validationMessages.maxLength),
  );

/** Empty (none) or a four-digit year from 1900 to this year; the form's text, Arabic-Indic digits read too. */
const foundationYear = v.pipe(
  v.string(),
  v.transform((text: string) => toAsciiDigits(text).trim()),
  v.check(
    (text) =>
      text === '' ||
      (/^\d{4}$/.test(text) && Number(text) >= clubPageLimits.firstYear && Number(text) <= currentUaeYear()),
    clubPageMessages.yearRange,
  ),
);

export const ClubOfficialInputSchema = v.object({
  role: v.picklist(ClubOfficialRoles, validationMessages.invalid),
  nameAr: requiredLine(clubPageLimits.officialName),
  nameEn: requiredLine(clubPageLimits.officialName),
});

export const ClubPageInputSchema = v.pipe(
  v.object({
    /** The logo, as the editors' picture field sends it; absent, it stays as it is (decision 060). */
    image: v.optional(ContentImageInputSchema),
    phone: v.union([v.literal(''), PhoneSchema], validationMessages.phone),
    website: v.pipe(
      v.string(),
      v.transform((text: string) => text.trim()),
      v.union(
        [
          v.literal(''),
          // WebUrlSchema's rules, each with this field's message.
          v.pipe(
            v.string(),
            v.url(clubPageMessages.website),
            v.regex(/^https?:\/\//i, clubPageMessages.website),
          ),
        ],
        clubPageMessages.website,
      ),
    ),
    addressAr: optionalLine(clubPageLimits.address),
    addressEn: optionalLine(clubPageLimits.address),
    foundationYear,
    categories: v.pipe(
      v.array(v.picklist(ClubCategories, validationMessages.invalid)),
      v.check((list) => new Set(list).size === list.length, validationMessages.invalid),
    ),
    /** In the order the public page lists them. */
    officials: v.pipe(
      v.array(ClubOfficialInputSchema),
      v.maxLength(clubPageLimits.officials, validationMessages.maxLength),
    ),
  }),
  // The public page shows the address in each language, so it has both or neither (the table's check too).
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const club = dataset.value;
    const missing = (['addressAr', 'addressEn'] as const).filter(
      (key) => club[key] === '' && (club.addressAr !== '' || club.addressEn !== ''),
    );
    for (const key of missing) {
      addIssue({
        message: required,
        path: [{ type: 'object', origin: 'value', input: club, key, value: club[key] }],
      });
    }
  }),
);
export type ClubPageInput = v.InferOutput<typeof ClubPageInputSchema>;

/** A club in the editors' list: what tells it apart. */
export const ClubPageListItemSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  kind: v.picklist(ClubKinds),
  emirate: EmirateSchema,
});
export type ClubPageListItem = v.InferOutput<typeof ClubPageListItemSchema>;
export const ClubPageListResponseSchema = officePage(ClubPageListItemSchema);
export type ClubPageListResponse = v.InferOutput<typeof ClubPageListResponseSchema>;
export const ClubPageListQuerySchema = OfficePageQuerySchema;
export type ClubPageListQuery = v.InferOutput<typeof ClubPageListQuerySchema>;

/** One club as its editor loads it: the record's names shown, the page's fields as the form edits them. */
export const ClubPageSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  kind: v.picklist(ClubKinds),
  emirate: EmirateSchema,
  /** The logo as the site shows it (with its alt texts). */
  logo: v.nullable(ImageSchema),
  fields: v.object({
    phone: v.string(),
    website: v.string(),
    addressAr: v.string(),
    addressEn: v.string(),
    foundationYear: v.string(),
    categories: v.array(v.picklist(ClubCategories)),
    officials: v.array(
      v.object({ role: v.picklist(ClubOfficialRoles), nameAr: v.string(), nameEn: v.string() }),
    ),
  }),
});
export type ClubPage = v.InferOutput<typeof ClubPageSchema>;
