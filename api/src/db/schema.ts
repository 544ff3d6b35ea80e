import { AccountTypes, MembershipStatuses, SocialPlatforms, TournamentKinds } from '@uaeaf/contracts';
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
export const accountType = pgEnum('account_type', AccountTypes);
export const membershipStatus = pgEnum('membership_status', MembershipStatuses);

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

/** A member account: a person, a club or an academy, or the federation office (`admin`). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    /** Kept as typed; `lower(email)` is what is unique and what login looks up. */
    email: text('email').notNull(),
    /** argon2id, PHC string format: the parameters and salt travel with the hash. */
    passwordHash: text('password_hash').notNull(),
    accountType: accountType('account_type').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    membershipStatus: membershipStatus('membership_status').notNull().default('Pending'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_email_lower').on(sql`lower(${t.email})`)],
);

/**
 * A penalty on a member, both days included. A member is "restricted" while a penalty covers today: that is computed
 * from these dates on every read, so a penalty starts and ends on its own without a job flipping a flag.
 */
export const penalties = pgTable(
  'penalties',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reasonAr: text('reason_ar').notNull(),
    reasonEn: text('reason_en').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('penalties_member').on(t.memberId, t.endsOn),
    check('penalties_dates', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * A logged-in browser. Only the SHA-256 of the cookie's token is stored: a leaked table or backup does not let anyone
 * take over a session. The token is 32 random bytes, so a fast unsalted hash is enough (nothing to brute-force).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Hex of sha256(token). */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The idle limit counts from here; every authenticated request moves it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_member').on(t.memberId), index('sessions_last_seen').on(t.lastSeenAt)],
);

/**
 * Login attempts per key (`account:<email>` or `address:<ip>`) in a fixed window that opens with the first attempt.
 * An attempt counts when it arrives and is taken back when its password proves right, so `failed_count` is the
 * failures plus any attempt still being checked. The state is here and not in memory so that every API process
 * counts against the same limit.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    failedCount: integer('failed_count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_window_start').on(t.windowStart)],
);
