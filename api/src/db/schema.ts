import { SocialPlatforms, TournamentKinds } from '@uaeaf/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The enums come from the API contracts so the database can never hold a value the front ends cannot parse.
export const tournamentKind = pgEnum('tournament_kind', TournamentKinds);
export const socialPlatform = pgEnum('social_platform', SocialPlatforms);

/** A navigation menu, addressed by the category id the front ends ask for (1 = site header, 35 = main navigation). */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().unique(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
});

/** A menu entry; `parentId` nests entries into a tree, `sortOrder` orders siblings. */
export const menuBlocks = pgTable(
  'menu_blocks',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuBlocks.id, { onDelete: 'cascade' }),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    href: text('href').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('menu_blocks_menu').on(t.menuId, t.sortOrder)],
);

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  platform: socialPlatform('platform').notNull().unique(),
  url: text('url').notNull(),
  labelAr: text('label_ar').notNull(),
  labelEn: text('label_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** World Archery age classes; ages count by birth year, and an open end is null. */
export const ageCategories = pgTable(
  'age_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    check(
      'age_categories_age_range',
      sql`${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge}`,
    ),
  ],
);

/** Bow divisions differ between national rule sets, so the federation edits them as rows, not as an enum. */
export const bowDivisions = pgTable('bow_divisions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
  },
  (t) => [
    check('seasons_dates', sql`${t.startDate} <= ${t.endDate}`),
    // Only one season may be the active one.
    uniqueIndex('seasons_single_active')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
  ],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    kind: tournamentKind('kind').notNull(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    venueAr: text('venue_ar').notNull(),
    venueEn: text('venue_en').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    firstRegistrationStart: date('first_registration_start', { mode: 'string' }).notNull(),
    firstRegistrationEnd: date('first_registration_end', { mode: 'string' }).notNull(),
    secondRegistrationStart: date('second_registration_start', { mode: 'string' }),
    secondRegistrationEnd: date('second_registration_end', { mode: 'string' }),
  },
  (t) => [
    index('tournaments_season').on(t.seasonId),
    check('tournaments_dates', sql`${t.startDate} <= ${t.endDate}`),
    check('tournaments_first_registration', sql`${t.firstRegistrationStart} <= ${t.firstRegistrationEnd}`),
    // The second window is optional, but it comes as a pair and after the first one.
    check(
      'tournaments_second_registration',
      sql`(${t.secondRegistrationStart} is null and ${t.secondRegistrationEnd} is null) or (${t.firstRegistrationEnd} < ${t.secondRegistrationStart} and ${t.secondRegistrationStart} <= ${t.secondRegistrationEnd})`,
    ),
  ],
);

/** Records which seeds ran, so a seed runs once per database even when several processes start together. */
export const appliedSeeds = pgTable('applied_seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
