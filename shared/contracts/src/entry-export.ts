import * as v from 'valibot';
import { AgeClassCodes } from './age-classes';
import { LocalizedTextSchema } from './localized';
import { OfficePageQuerySchema, officePage } from './office/lists';
import { GenderSchema, TournamentKinds } from './startup';
import { EntryStatuses } from './tournaments/entries';

/**
 * Tournament entries in the office (issue 14, decision 058): each tournament with its entry counts, its entries, and
 * their export as CSV or as Ianseo's participant import list.
 */

/** `GET /api/office/tournaments?page=&pageSize=`: latest start first. */
export const OfficeTournamentQuerySchema = v.object(
  v.pick(OfficePageQuerySchema, ['page', 'pageSize']).entries,
);
export type OfficeTournamentQuery = v.InferOutput<typeof OfficeTournamentQuerySchema>;

export const OfficeTournamentItemSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  kind: v.picklist(TournamentKinds),
  startDate: v.string(),
  endDate: v.string(),
  /** Pending and accepted entries: the archers who will shoot. */
  liveEntries: v.number(),
  /** Every entry, withdrawn and rejected ones included. */
  allEntries: v.number(),
});
export type OfficeTournamentItem = v.InferOutput<typeof OfficeTournamentItemSchema>;
export const OfficeTournamentListSchema = officePage(OfficeTournamentItemSchema);
export type OfficeTournamentList = v.InferOutput<typeof OfficeTournamentListSchema>;

export const OfficeEntryRowSchema = v.object({
  id: v.number(),
  archer: v.object({ id: v.number(), name: LocalizedTextSchema }),
  membershipNumber: v.nullable(v.string()),
  /** The club or academy the archer plays for; null for an independent archer. */
  club: v.nullable(v.object({ name: LocalizedTextSchema, membershipNumber: v.nullable(v.string()) })),
  birthDate: v.nullable(v.string()),
  division: v.object({ code: v.string(), name: LocalizedTextSchema }),
  ageClass: v.object({ code: v.picklist(AgeClassCodes), name: LocalizedTextSchema }),
  gender: v.nullable(GenderSchema),
  status: v.picklist(EntryStatuses),
  enteredAt: v.string(),
});
export type OfficeEntryRow = v.InferOutput<typeof OfficeEntryRowSchema>;

/** `GET /api/office/tournaments/:id/entries`: the tournament and every entry, by division, class and name. */
export const OfficeTournamentEntriesSchema = v.object({
  tournament: v.object({
    id: v.number(),
    name: LocalizedTextSchema,
    startDate: v.string(),
    endDate: v.string(),
  }),
  entries: v.array(OfficeEntryRowSchema),
});
export type OfficeTournamentEntries = v.InferOutput<typeof OfficeTournamentEntriesSchema>;

/**
 * `GET /api/office/tournaments/:id/entries/export?format=csv|ianseo&lang=ar|en`: a download. `csv` is every entry
 * (UTF-8 with a byte order mark, so spreadsheet programs read Arabic); `ianseo` is the live entries as Ianseo's
 * "Import participants" list (tab-separated, no header).
 */
export const EntryExportFormats = ['csv', 'ianseo'] as const;
export type EntryExportFormat = (typeof EntryExportFormats)[number];
export const EntryExportQuerySchema = v.object({
  format: v.picklist(EntryExportFormats),
  lang: v.optional(v.picklist(['ar', 'en']), 'en'),
});
export type EntryExportQuery = v.InferOutput<typeof EntryExportQuerySchema>;
