import {
  AccountTypes,
  AuditSubjects,
  BillStatuses,
  ClubCategories,
  ClubKinds,
  ClubOfficialRoles,
  ContentStatuses,
  ContactStatuses,
  ElectronicServiceKinds,
  Emirates,
  EntryStatuses,
  FeeCategories,
  FeeCodes,
  GenderSchema,
  InformationPageSlugs,
  LinkListSlugs,
  MatchStates,
  MembershipStatuses,
  ObjectionReasons,
  OfficeRoles,
  OrderStatuses,
  PartyAnswers,
  PaymentMethods,
  RecordProposalStatuses,
  RequestKinds,
  RequestStatuses,
  type RichText,
  ResultsFileFormats,
  RoundEnvironments,
  ServicePartyRoles,
  ServiceRequestStatuses,
  SocialPlatforms,
  TournamentKinds,
  TrainingRegistrationStatuses,
  WithdrawalReasons,
} from '@uaeaf/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { foldArabicSql } from '../content/search';
import type { UaePassIdentity } from '../auth/uaepass/client';
import {
  albumSearchText,
  articleSearchText,
  circularSearchText,
  clubSearchText,
  eventSearchText,
  newsSearchText,
} from '../search/text';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// The enums come from the API contracts so the database can never hold a value the front ends cannot parse.
export const tournamentKind = pgEnum('tournament_kind', TournamentKinds);
export const socialPlatform = pgEnum('social_platform', SocialPlatforms);
export const accountType = pgEnum('account_type', AccountTypes);
export const membershipStatus = pgEnum('membership_status', MembershipStatuses);
export const gender = pgEnum('gender', GenderSchema.options);
export const officeRole = pgEnum('office_role', OfficeRoles);
export const mailLanguage = pgEnum('mail_language', ['ar', 'en']);
export const contentStatus = pgEnum('content_status', ContentStatuses);

/** Membership numbers are handed out in the order members are approved: `UAEAF-000042`. */
export const membershipNumbers = pgSequence('membership_numbers');

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

/**
 * Publishing (decision 057): the public sees a row that is published, or scheduled with its time come. Rows written
 * before the office published anything (and the demo seed) are published. Tournaments and training courses too
 * (decision 061), and the ordered collections: partners, board members, slides and links (decision 065).
 */
const publishing = () => ({
  status: contentStatus('status').notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
});

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
    /** Per entry, whole fils (AED 150 is 15000); the federation sets it per tournament, 0 for a free event. */
    entryFeeFils: integer('entry_fee_fils').notNull().default(0),
    /** Live entries it takes; null: no limit (decision 067). */
    capacity: integer('capacity'),
    /**
     * Both or neither: the public page shows one in each language (decision 067). Not `richText`: that is declared
     * further down, and a table's columns are built as the module loads.
     */
    descriptionAr: jsonb('description_ar').$type<RichText>(),
    descriptionEn: jsonb('description_en').$type<RichText>(),
    ...publishing(),
    /** The site's search reads this (decision 088): kept by the database, so a match costs no folding per row. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => eventSearchText(tournaments)),
  },
  (t) => [
    index('tournaments_season').on(t.seasonId),
    check('tournaments_dates', sql`${t.startDate} <= ${t.endDate}`),
    check('tournaments_entry_fee', sql`${t.entryFeeFils} >= 0`),
    check('tournaments_capacity', sql`${t.capacity} > 0`),
    check('tournaments_description', sql`(${t.descriptionAr} is null) = (${t.descriptionEn} is null)`),
    index('tournaments_kind').on(t.kind, t.startDate),
    index('tournaments_search').using('gin', t.searchText.op('gin_trgm_ops')),
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

/**
 * The office's search text of a member (`members.search_text`, kept by the database): what a name or email fragment is
 * matched against, with `like` and a lower-case, Arabic-folded pattern, so the trigram index on it applies.
 */
export function memberSearchText(t: { searchText: AnyPgColumn }) {
  return t.searchText;
}

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
    /** The 15 digits of a person's Emirates ID, when they gave one: one account per ID. */
    emiratesId: text('emirates_id'),
    /** A person's; gives the age classes they may enter. Null for organisations and for accounts that never said. */
    birthDate: date('birth_date', { mode: 'string' }),
    gender: gender('gender'),
    /** Staff only: what an `admin` account may do in the office. */
    officeRole: officeRole('office_role'),
    /** Given when the federation approves the membership. */
    membershipNumber: text('membership_number'),
    /** The last day of the membership (the end of the season it was approved or renewed in). */
    validUntil: date('valid_until', { mode: 'string' }),
    /** The language mail to the member is written in: the one they registered in. */
    language: mailLanguage('language').notNull().default('ar'),
    /**
     * The member hid their public athlete profile (issue 30): `/api/athletes/:id` answers 404 and results name them
     * without a link; their name stays in results, as the rules of results publication allow.
     */
    hideResultsProfile: boolean('hide_results_profile').notNull().default(false),
    /**
     * The UAE PASS account linked to this member (its `uuid`), by a sign-in whose verified Emirates ID was theirs or
     * by the member from their account (issue 31, decision 096); at most one member per UAE PASS account.
     */
    uaePassUuid: text('uaepass_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Both names and the email, lower case with Arabic folded, in one text: one trigram index answers a fragment of
     * any of them. Stored, so checking a match reads it instead of computing it again for every candidate row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldArabicSql(sql`lower(${members.nameAr} || ' ' || ${members.nameEn} || ' ' || ${members.email})`),
      ),
  },
  (t) => [
    uniqueIndex('members_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('members_emirates_id').on(t.emiratesId),
    uniqueIndex('members_membership_number').on(t.membershipNumber),
    uniqueIndex('members_uaepass_uuid').on(t.uaePassUuid),
    // The office's directory searches any part of a name or email (pg_trgm: `like '%...%'` through an index) and
    // pages through everyone by name or by date joined.
    index('members_search_text').using('gin', t.searchText.op('gin_trgm_ops')),
    index('members_name_en').on(t.nameEn, t.id),
    index('members_created').on(t.createdAt, t.id),
    check('members_emirates_id_digits', sql`${t.emiratesId} ~ '^[0-9]{15}$'`),
    check('members_office_role', sql`(${t.accountType} = 'admin') = (${t.officeRole} is not null)`),
  ],
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
    /** Optional; a bill of the "penalties" category once bills can be issued (until then it is kept here). */
    fineFils: integer('fine_fils'),
    issuedById: integer('issued_by_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lifted before its end: from then on it no longer restricts. */
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedById: integer('lifted_by_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
  },
  (t) => [
    index('penalties_member').on(t.memberId, t.endsOn),
    check('penalties_dates', sql`${t.startsOn} <= ${t.endsOn}`),
    check('penalties_fine', sql`${t.fineFils} is null or ${t.fineFils} > 0`),
    check('penalties_lift', sql`(${t.liftedAt} is null) = (${t.liftReason} is null)`),
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
    /** Opened by a UAE PASS sign-in: logging out then ends the UAE PASS session as well. */
    viaUaePass: boolean('via_uae_pass').notNull().default(false),
  },
  (t) => [index('sessions_member').on(t.memberId), index('sessions_last_seen').on(t.lastSeenAt)],
);

/**
 * A UAE PASS sign-in on its way (decision 096): what the callback checks the answer against. The browser holds only
 * the row's random id, in an httpOnly cookie; the PKCE verifier never leaves the server. Rows live ten minutes.
 */
export const uaePassAttempts = pgTable(
  'uaepass_attempts',
  {
    /** Hex of sha256 of the browser's cookie value. */
    idHash: text('id_hash').primaryKey(),
    state: text('state').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    language: mailLanguage('language').notNull(),
    /** A path of this site to go on to once signed in (`/en/my-account-player/...`), checked when stored. */
    returnTo: text('return_to'),
    /** Set when a signed-in member links UAE PASS to their account, rather than signing in. */
    linkMemberId: integer('link_member_id').references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('uaepass_attempts_created').on(t.createdAt)],
);

/**
 * A verified person UAE PASS gave whom no member account belongs to, kept for the registration form they go on to
 * (decision 097): its fields are filled in and locked from here, and the new member is linked to `uuid`. Keyed like an
 * attempt by the hash of an httpOnly cookie; gone once used, forgotten or two hours old.
 */
export const uaePassPeople = pgTable(
  'uaepass_people',
  {
    idHash: text('id_hash').primaryKey(),
    identity: jsonb('identity').$type<UaePassIdentity>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('uaepass_people_created').on(t.createdAt)],
);

/**
 * The login limits' counters (rate-limiter-flexible's PostgreSQL store, decision 043), in the library's own shape.
 * Made by a migration because the library would otherwise create it at first use from every limiter at once, and
 * concurrent CREATE TABLEs fail: the limiters are told it exists.
 */
export const rateLimiterFlexible = pgTable('rate_limiter_flexible', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

// --- Public content (spec section 3): every visible text in both languages, `*_ar` and `*_en`. ---

export const emirate = pgEnum('emirate', Emirates);
export const clubKind = pgEnum('club_kind', ClubKinds);
export const clubCategory = pgEnum('club_category', ClubCategories);
export const clubOfficialRole = pgEnum('club_official_role', ClubOfficialRoles);
export const informationPageSlug = pgEnum('information_page_slug', InformationPageSlugs);
export const linkListSlug = pgEnum('link_list_slug', LinkListSlugs);
export const submissionStatus = pgEnum('submission_status', ['pending', 'approved', 'rejected']);
export const contactStatus = pgEnum('contact_status', ContactStatuses);

/** Raw bytes. node-postgres reads bytea as a Buffer and PGlite as a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres sends a Buffer as binary but would stringify a bare Uint8Array.
  toDriver: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
});

/** Rich text as the contract's blocks; checked against RichTextSchema when read, never trusted as HTML. */
const richText = (name: string) => jsonb(name).$type<RichText>();

/**
 * The image store: every picture the site shows, addressed by the path content rows use (`news/2026/x.jpg`). Kept in
 * the database so that every API process behind one PostgreSQL sees the same images and a backup holds them all.
 * A path's bytes never change (a new picture gets a new path), which is what lets the optimiser's answers be cached
 * for a year. The alt text travels with the picture: it describes what the picture shows, wherever it appears.
 */
export const images = pgTable(
  'images',
  {
    path: text('path').primaryKey(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of `bytes`: the optimiser's ETag, so a revalidation needs no bytes. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    altAr: text('alt_ar').notNull(),
    altEn: text('alt_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('images_content_type', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check(
      'images_size',
      sql`${t.width} > 0 and ${t.height} > 0 and ${t.byteSize} = octet_length(${t.bytes})`,
    ),
  ],
);

/** Downloads (circular attachments), served by `/api/files/:id`. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  /** The name a download is saved under. */
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const imageRef = (name: string) => text(name).references(() => images.path);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyAr: richText('body_ar').notNull(),
    bodyEn: richText('body_en').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    imagePath: imageRef('image_path'),
    ...publishing(),
    /** The site's search reads this (decision 088): kept by the database, so a match costs no folding per row. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => newsSearchText(news)),
  },
  // The list's order (newest first) read straight from the index.
  (t) => [
    index('news_published').on(t.publishedOn.desc(), t.id.desc()),
    // The site's search (decision 088): any part of the folded text through pg_trgm.
    index('news_search').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** A story's further photos, after its main image. */
export const newsPhotos = pgTable(
  'news_photos',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    imagePath: imageRef('image_path').notNull(),
    /** Both or neither, as an album photo's (decision 068); the photo's alt text is its caption or the news title. */
    captionAr: text('caption_ar'),
    captionEn: text('caption_en'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('news_photos_news').on(t.newsId, t.sortOrder),
    check('news_photos_caption', sql`(${t.captionAr} is null) = (${t.captionEn} is null)`),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    authorAr: text('author_ar').notNull(),
    authorEn: text('author_en').notNull(),
    bodyAr: richText('body_ar').notNull(),
    bodyEn: richText('body_en').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    imagePath: imageRef('image_path'),
    ...publishing(),
    /** The site's search reads this (decision 088): kept by the database, so a match costs no folding per row. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => articleSearchText(articles)),
  },
  (t) => [
    index('articles_published').on(t.publishedOn.desc(), t.id.desc()),
    index('articles_search').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Clubs and academies with what a visitor may see (spec section 3): no licences, owners or member counts. */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    kind: clubKind('kind').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    emirate: emirate('emirate').notNull(),
    logoPath: imageRef('logo_path'),
    categories: clubCategory('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    foundationYear: integer('foundation_year'),
    phone: text('phone'),
    website: text('website'),
    addressAr: text('address_ar'),
    addressEn: text('address_en'),
    /** The site's search reads this (decision 088): kept by the database, so a match costs no folding per row. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => clubSearchText(clubs)),
  },
  (t) => [
    // The list filters by emirate and kind and orders by emirate, kind, id.
    index('clubs_list').on(t.emirate, t.kind, t.id),
    index('clubs_kind').on(t.kind, t.emirate, t.id),
    check('clubs_foundation_year', sql`${t.foundationYear} between 1900 and 2100`),
    check('clubs_address', sql`(${t.addressAr} is null) = (${t.addressEn} is null)`),
    index('clubs_search').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const clubOfficials = pgTable(
  'club_officials',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    role: clubOfficialRole('role').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('club_officials_club').on(t.clubId, t.sortOrder)],
);

export const trainingCentres = pgTable(
  'training_centres',
  {
    id: serial('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    emirate: emirate('emirate').notNull(),
    addressAr: text('address_ar'),
    addressEn: text('address_en'),
    imagePath: imageRef('image_path'),
    descriptionAr: richText('description_ar'),
    descriptionEn: richText('description_en'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Written in the office (decision 066); the default keeps the seeded centres on the site. */
    ...publishing(),
  },
  (t) => [
    index('training_centres_list').on(t.emirate, t.id),
    check('training_centres_address', sql`(${t.addressAr} is null) = (${t.addressEn} is null)`),
    check('training_centres_description', sql`(${t.descriptionAr} is null) = (${t.descriptionEn} is null)`),
    check('training_centres_location', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/** Registration and course dates are UAE calendar days, both ends included; the status is computed, never stored. */
export const trainingCourses = pgTable(
  'training_courses',
  {
    id: serial('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    registrationStart: date('registration_start', { mode: 'string' }).notNull(),
    registrationEnd: date('registration_end', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    venueAr: text('venue_ar'),
    venueEn: text('venue_en'),
    imagePath: imageRef('image_path'),
    descriptionAr: richText('description_ar').notNull(),
    descriptionEn: richText('description_en').notNull(),
    trainingCentreId: integer('training_centre_id').references(() => trainingCentres.id, {
      onDelete: 'set null',
    }),
    /** Seats; null: no limit. Past it, registrations wait (decision 054). */
    capacity: integer('capacity'),
    /** The member kinds it admits; null: every kind that takes courses. */
    admittedKinds: accountType('admitted_kinds').array(),
    /** The age class codes it admits, judged in the year the course starts; null: every age. */
    admittedAgeClasses: text('admitted_age_classes').array(),
    /** Whole fils; null: free. */
    feeFils: integer('fee_fils'),
    ...publishing(),
    /** The site's search reads this (decision 088): kept by the database, so a match costs no folding per row. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => eventSearchText(trainingCourses)),
  },
  (t) => [
    check('training_courses_capacity', sql`${t.capacity} > 0`),
    check('training_courses_fee', sql`${t.feeFils} > 0`),
    // The status filter compares today with both registration dates.
    index('training_courses_registration').on(t.registrationStart, t.registrationEnd),
    index('training_courses_centre').on(t.trainingCentreId),
    check('training_courses_registration_dates', sql`${t.registrationStart} <= ${t.registrationEnd}`),
    check('training_courses_dates', sql`${t.startDate} <= ${t.endDate}`),
    check('training_courses_venue', sql`(${t.venueAr} is null) = (${t.venueEn} is null)`),
    index('training_courses_search').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const trainingRegistrationStatus = pgEnum(
  'training_registration_status',
  TrainingRegistrationStatuses,
);

/**
 * A member's registration for a course: a seat (`registered`), a place on the waiting list (`waiting`, in the order
 * of `created_at`), or `cancelled`. One live registration per member and course: the partial unique index makes a
 * second impossible even when sent many times at once. The bill is the course fee's, issued with the seat.
 */
export const trainingRegistrations = pgTable(
  'training_registrations',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: trainingRegistrationStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    billId: integer('bill_id')
      .unique()
      .references((): AnyPgColumn => bills.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('training_registrations_live_member')
      .on(t.courseId, t.memberId)
      .where(sql`${t.status} in ('registered', 'waiting')`),
    index('training_registrations_course').on(t.courseId, t.status, t.createdAt),
    index('training_registrations_member').on(t.memberId, t.createdAt),
    check(
      'training_registrations_cancelled',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
  ],
);

export const circulars = pgTable(
  'circulars',
  {
    id: serial('id').primaryKey(),
    /** The federation's reference, for example `12/2026`. */
    number: text('number').notNull().unique(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    bodyAr: richText('body_ar'),
    bodyEn: richText('body_en'),
    /** The member kinds it is addressed to; empty: every member (and the public list). */
    audience: accountType('audience')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...publishing(),
    /** The site's search reads this (decision 088): kept by the database, so a match costs no folding per row. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => circularSearchText(circulars)),
  },
  (t) => [
    index('circulars_issued').on(t.issuedOn.desc(), t.id.desc()),
    check('circulars_body', sql`(${t.bodyAr} is null) = (${t.bodyEn} is null)`),
    index('circulars_search').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const circularAttachments = pgTable(
  'circular_attachments',
  {
    id: serial('id').primaryKey(),
    circularId: integer('circular_id')
      .notNull()
      .references(() => circulars.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('circular_attachments_circular').on(t.circularId, t.sortOrder)],
);

/** Which member opened which circular, for the account pages' unread mark (issue 11). */
export const circularReads = pgTable(
  'circular_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    circularId: integer('circular_id')
      .notNull()
      .references(() => circulars.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.circularId] })],
);

export const galleryAlbums = pgTable(
  'gallery_albums',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    /** One of its photos; null only while a draft has none (publishing needs one, decision 068). */
    coverPath: imageRef('cover_path'),
    descriptionAr: text('description_ar'),
    descriptionEn: text('description_en'),
    ...publishing(),
    /** The site's search reads this (decision 088): kept by the database, so a match costs no folding per row. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => albumSearchText(galleryAlbums)),
  },
  (t) => [
    index('gallery_albums_taken').on(t.takenOn.desc(), t.id.desc()),
    check('gallery_albums_description', sql`(${t.descriptionAr} is null) = (${t.descriptionEn} is null)`),
    index('gallery_albums_search').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => galleryAlbums.id, { onDelete: 'cascade' }),
    imagePath: imageRef('image_path').notNull(),
    captionAr: text('caption_ar'),
    captionEn: text('caption_en'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    // Serves both the album's pages of photos and its photo count.
    index('gallery_photos_album').on(t.albumId, t.sortOrder, t.id),
    check('gallery_photos_caption', sql`(${t.captionAr} is null) = (${t.captionEn} is null)`),
  ],
);

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  logoPath: imageRef('logo_path').notNull(),
  website: text('website'),
  sortOrder: integer('sort_order').notNull(),
  ...publishing(),
});

export const boardMembers = pgTable('board_members', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  positionAr: text('position_ar').notNull(),
  positionEn: text('position_en').notNull(),
  photoPath: imageRef('photo_path'),
  sortOrder: integer('sort_order').notNull(),
  ...publishing(),
});

/** A job opening; listed while its closing day (UAE calendar) is not past, or while it has none. */
export const careerOpenings = pgTable(
  'career_openings',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    departmentAr: text('department_ar'),
    departmentEn: text('department_en'),
    locationAr: text('location_ar'),
    locationEn: text('location_en'),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    closingOn: date('closing_on', { mode: 'string' }),
    descriptionAr: richText('description_ar').notNull(),
    descriptionEn: richText('description_en').notNull(),
    applyEmail: text('apply_email'),
    applyUrl: text('apply_url'),
    applyInstructionsAr: richText('apply_instructions_ar').notNull(),
    applyInstructionsEn: richText('apply_instructions_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    check('career_openings_apply', sql`${t.applyEmail} is not null or ${t.applyUrl} is not null`),
    check('career_openings_department', sql`(${t.departmentAr} is null) = (${t.departmentEn} is null)`),
    check('career_openings_location', sql`(${t.locationAr} is null) = (${t.locationEn} is null)`),
  ],
);

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    textAr: text('text_ar'),
    textEn: text('text_en'),
    imagePath: imageRef('image_path').notNull(),
    linkHref: text('link_href'),
    linkLabelAr: text('link_label_ar'),
    linkLabelEn: text('link_label_en'),
    sortOrder: integer('sort_order').notNull(),
    ...publishing(),
  },
  (t) => [
    check('slides_text', sql`(${t.textAr} is null) = (${t.textEn} is null)`),
    check(
      'slides_link',
      sql`(${t.linkHref} is null) = (${t.linkLabelAr} is null) and (${t.linkHref} is null) = (${t.linkLabelEn} is null)`,
    ),
  ],
);

/** About us, the legal pages, the chairman's speech, …: one row per page the site has. */
export const informationPages = pgTable('information_pages', {
  slug: informationPageSlug('slug').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  bodyAr: richText('body_ar').notNull(),
  bodyEn: richText('body_en').notNull(),
  imagePath: imageRef('image_path'),
  updatedOn: date('updated_on', { mode: 'string' }).notNull(),
});

/**
 * A page's next version, edited in the office while visitors keep reading the page's row (decision 066). Publishing
 * now copies it onto the row; a scheduled one is read instead of the row once its time has come, with no job.
 */
export const informationPageDrafts = pgTable(
  'information_page_drafts',
  {
    slug: informationPageSlug('slug')
      .primaryKey()
      .references(() => informationPages.slug, { onDelete: 'cascade' }),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    bodyAr: richText('body_ar').notNull(),
    bodyEn: richText('body_en').notNull(),
    imagePath: imageRef('image_path'),
    status: contentStatus('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (t) => [
    check('information_page_drafts_status', sql`${t.status} in ('draft', 'scheduled')`),
    check(
      'information_page_drafts_scheduled',
      sql`(${t.status} = 'scheduled') = (${t.publishAt} is not null)`,
    ),
  ],
);

export const linkLists = pgTable(
  'link_lists',
  {
    slug: linkListSlug('slug').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    introAr: richText('intro_ar'),
    introEn: richText('intro_en'),
  },
  (t) => [check('link_lists_intro', sql`(${t.introAr} is null) = (${t.introEn} is null)`)],
);

export const externalLinks = pgTable(
  'external_links',
  {
    id: serial('id').primaryKey(),
    listSlug: linkListSlug('list_slug')
      .notNull()
      .references(() => linkLists.slug, { onDelete: 'cascade' }),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    url: text('url').notNull(),
    descriptionAr: text('description_ar'),
    descriptionEn: text('description_en'),
    logoPath: imageRef('logo_path'),
    sortOrder: integer('sort_order').notNull(),
    ...publishing(),
  },
  (t) => [
    index('external_links_list').on(t.listSlug, t.sortOrder),
    check('external_links_description', sql`(${t.descriptionAr} is null) = (${t.descriptionEn} is null)`),
  ],
);

/**
 * "Send your article": kept pending until an editor publishes it as an article in both languages. The image stays
 * here, out of the public image store, so nothing a visitor sends is served before someone has looked at it.
 */
export const articleSubmissions = pgTable(
  'article_submissions',
  {
    id: serial('id').primaryKey(),
    authorName: text('author_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The type found in the bytes (image/jpeg or image/png), not the one the browser claimed. */
    imageType: text('image_type'),
    image: bytea('image'),
    status: submissionStatus('status').notNull().default('pending'),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The editor who published or declined it, and when (decision 058). */
    decidedById: integer('decided_by_id').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Mailed to the sender when declined. */
    declineReason: text('decline_reason'),
    /** The article it became when published. */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('article_submissions_status').on(t.status, t.createdAt),
    check('article_submissions_image', sql`(${t.image} is null) = (${t.imageType} is null)`),
    check('article_submissions_declined', sql`(${t.status} = 'rejected') = (${t.declineReason} is not null)`),
  ],
);

/**
 * The UAE's public holidays, one row a day (decision 062): not working days, so the contact inbox's due day passes over
 * them. The administrator keeps the list in the office; 2026 and 2027 are installed by their migration.
 */
export const publicHolidays = pgTable('public_holidays', {
  id: serial('id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

/** "Contact us" messages; the federation answers within 3 working days. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: contactStatus('status').notNull().default('new'),
    /** The office's answer, mailed to the sender, with who wrote it and when (decision 058). */
    reply: text('reply'),
    repliedById: integer('replied_by_id').references(() => members.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created').on(t.createdAt),
    index('contact_messages_status').on(t.status, t.createdAt),
    check('contact_messages_reply', sql`(${t.status} = 'answered') = (${t.reply} is not null)`),
  ],
);

/**
 * Files sent ahead of the form that refers to them (decision 052): checked, and images re-encoded, when sent; moved
 * into the form's own table in the transaction that stores the form; deleted after a day when no form claims them.
 * Owned by the member signed in, or by the browser's upload token (only its hash is kept).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Random, 32 bytes base64url: knowing it is not enough to claim it, the owner must match too. */
    id: text('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_created').on(t.createdAt),
    check('uploads_owned', sql`${t.memberId} IS NOT NULL OR ${t.tokenHash} IS NOT NULL`),
  ],
);

// --- Registration (spec section 5): the forms that create accounts, kept for the federation to review. ---

/** What a request asks for: a new account, a renewal, or the end of a player's contract with their club. */
export const registrationRequestKind = pgEnum('registration_request_kind', RequestKinds);
/**
 * The spec's statuses: Pending -> Accepted (by the club named) -> Approved (by the federation); Cancled = rejected;
 * Withdrawn = taken back by whoever made it (a request's status only, never a member's).
 */
export const registrationRequestStatus = pgEnum('registration_request_status', RequestStatuses);

/**
 * A registration form as sent: the member it created, the form's name, and every answer as the contract's schema gave
 * it (normalised text, unasked fields dropped), without the password and its confirmation and without the files,
 * which are in `registration_files`.
 */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: registrationRequestKind('kind').notNull(),
    /** The form's URL name (`players`, `club`, ...): says which fields `details` holds. */
    form: text('form').notNull(),
    status: registrationRequestStatus('status').notNull().default('Pending'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** The club or academy the applicant named: it accepts the request before the federation decides. */
    clubId: integer('club_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    /** Why it was rejected, as the member reads it; cleared when they resubmit. */
    decisionReason: text('decision_reason'),
    /** Who made it when not the member themself: their club (a player registered or renewed by it, issue 11). */
    requestedBy: integer('requested_by').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    clientAddress: text('client_address').notNull(),
    /**
     * The reference the site's form showed and mailed the applicant (`REG-XXXXX-XXXXX`, random so that an address with
     * an account can be answered with one too, decision 081); null for requests made otherwise.
     */
    reference: text('reference').unique('registration_requests_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registration_requests_member').on(t.memberId),
    index('registration_requests_status').on(t.status, t.createdAt),
    // The office's list, newest first: read backwards. (A `desc()` index would be `DESC NULLS LAST`, which does not
    // match `order by created_at desc`, whose nulls come first, so PostgreSQL would sort the whole table instead.)
    index('registration_requests_created_at').on(t.createdAt, t.id),
    index('registration_requests_club').on(t.clubId, t.status),
  ],
);

/** The files of a registration, one per form field (`photo`, `passportCopy`), typed by their content. */
export const registrationFiles = pgTable(
  'registration_files',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => registrationRequests.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registration_files_field').on(t.requestId, t.field),
    check(
      'registration_files_content_type',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`,
    ),
    check('registration_files_size', sql`${t.byteSize} = octet_length(${t.bytes})`),
  ],
);

/**
 * A "forgot password" link. Only the SHA-256 of the link's token is stored, like sessions; a token works once and
 * until `expires_at`, and asking again replaces the member's earlier, unused links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Hex of sha256(token). */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_tokens_member').on(t.memberId),
    index('password_reset_tokens_expiry').on(t.expiresAt),
  ],
);

/**
 * Login codes (decision 080): the second step asked of a browser the account does not know while the account is under
 * attack. A row is made for every such attempt, right password or not, so that the code step answers alike either way;
 * only a right password's row has a member and a mailed code.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    /** Hex of sha256(challenge): the browser holds the challenge, the mailbox the code. */
    challengeHash: text('challenge_hash').notNull().unique(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** Hex of sha256(challenge and code). */
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('login_codes_member').on(t.memberId, t.createdAt),
    index('login_codes_expiry').on(t.expiresAt),
  ],
);

/**
 * Every mail the site sends, as sent: the record of what a member was told. No route serves it (decision 011).
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    /** The HTML part as rendered then (the layout may change later); null for mail recorded before HTML mail. */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server took it; null without SMTP or if sending failed. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outgoing_mail_recipient').on(sql`lower(${t.recipient})`, t.createdAt)],
);

// --- Tournaments (issue 5): what each tournament offers, who may be entered, entries, their history and bills. ---

export const entryStatus = pgEnum('entry_status', EntryStatuses);
export const entryEvent = pgEnum('entry_event', ['submitted', 'withdrawalRequested']);
export const withdrawalReason = pgEnum('withdrawal_reason', WithdrawalReasons);
export const feeCategory = pgEnum('fee_category', FeeCategories);
export const billStatus = pgEnum('bill_status', BillStatuses);
export const feeCode = pgEnum('fee_code', FeeCodes);
export const orderStatus = pgEnum('order_status', OrderStatuses);
export const paymentMethod = pgEnum('payment_method', PaymentMethods);
export const refundStatus = pgEnum('refund_status', ['requested', 'succeeded', 'failed']);

/**
 * A club's or academy's players: a player belongs to at most one of them at a time, which is whose entries the club
 * may make. Registration does not ask for a club, so the federation (or a transfer) sets this row.
 */
export const clubPlayers = pgTable(
  'club_players',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('club_players_club').on(t.clubId),
    check('club_players_not_self', sql`${t.playerId} <> ${t.clubId}`),
  ],
);

/** The bow divisions a tournament offers; an entry names one of them. */
export const tournamentDivisions = pgTable(
  'tournament_divisions',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => bowDivisions.id),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.divisionId] })],
);

/** The age classes a tournament offers; an entry names one of them that the archer's birth year allows. */
export const tournamentAgeClasses = pgTable(
  'tournament_age_classes',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    ageCategoryId: integer('age_category_id')
      .notNull()
      .references(() => ageCategories.id),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.ageCategoryId] })],
);

/** A tournament's documents (its circular, the programme), downloaded from `/api/files/:id`. */
export const tournamentDocuments = pgTable(
  'tournament_documents',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('tournament_documents_tournament').on(t.tournamentId, t.sortOrder)],
);

/**
 * An archer's entry in a tournament, made by the archer or by their club (`entered_by`, who alone may withdraw it).
 * An archer has at most one live (Pending or Accepted) entry per tournament: the partial unique index makes a
 * duplicate impossible even when the same entry is sent many times at once.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    archerId: integer('archer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    enteredById: integer('entered_by_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => bowDivisions.id),
    ageCategoryId: integer('age_category_id')
      .notNull()
      .references(() => ageCategories.id),
    status: entryStatus('status').notNull().default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_entries_live_archer')
      .on(t.tournamentId, t.archerId)
      .where(sql`${t.status} in ('Pending', 'Accepted')`),
    index('tournament_entries_tournament').on(t.tournamentId, t.status),
    index('tournament_entries_archer').on(t.archerId),
    index('tournament_entries_entered_by').on(t.enteredById),
  ],
);

/** What happened to an entry, appended and never rewritten: a withdrawal keeps the submission before it. */
export const tournamentEntryEvents = pgTable(
  'tournament_entry_events',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    event: entryEvent('event').notNull(),
    /** Only for a withdrawal request. */
    reason: withdrawalReason('reason'),
    byMemberId: integer('by_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tournament_entry_events_entry').on(t.entryId, t.at),
    check(
      'tournament_entry_events_reason',
      sql`(${t.event} = 'withdrawalRequested') = (${t.reason} is not null)`,
    ),
  ],
);

/**
 * What a member owes the federation (spec section 3's bill: name, number, date, value, detail), in one of spec
 * section 9's fee categories. Amounts are whole fils; the amount is the sum of the lines. Every bill is made by
 * api/src/billing (issue 10), whatever makes it: an entry, a subscription, a renewal, a service or a fine.
 */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: feeCategory('category').notNull(),
    /** The catalogue fee it charges; null for one priced per case (a tournament's own fee, a penalty's fine). */
    feeCode: feeCode('fee_code'),
    /** `TS-2026-000042`: the category's prefix, the year issued and the id. */
    number: text('number').notNull().unique(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    amountFils: integer('amount_fils').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: billStatus('status').notNull().default('unpaid'),
    /** Why the office (or the system) cancelled, waived or refunded it. */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The order that paid it (online or offline): its receipt is the bill's. */
    paidOrderId: integer('paid_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /**
     * The order paying it at the provider right now. Taken with a conditional update (only when null, or held by an
     * order that has ended), so two tabs paying the same bill at once make one order; the other is refused.
     */
    openOrderId: integer('open_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    tournamentEntryId: integer('tournament_entry_id')
      .unique()
      .references(() => tournamentEntries.id, { onDelete: 'set null' }),
    penaltyId: integer('penalty_id')
      .unique()
      .references(() => penalties.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('bills_member').on(t.memberId, t.issuedOn),
    index('bills_status_issued').on(t.status, t.issuedOn),
    check('bills_amount', sql`${t.amountFils} >= 0`),
    check('bills_due', sql`${t.dueOn} >= ${t.issuedOn}`),
  ],
);

/** What a bill is made of, in order; a bill's amount is the sum of its lines' (checked where bills are made). */
export const billLines = pgTable(
  'bill_lines',
  {
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    amountFils: integer('amount_fils').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.billId, t.position] }),
    check('bill_lines_amount', sql`${t.amountFils} >= 0`),
  ],
);

// --- Fees, the cart and payments (issue 10). ---

/** The fee catalogue: one amount per fee and season, set by the finance office. A fee without a row is not priced. */
export const fees = pgTable(
  'fees',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    code: feeCode('code').notNull(),
    amountFils: integer('amount_fils').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.code] }), check('fees_amount', sql`${t.amountFils} >= 0`)],
);

/** A member's cart, kept on the server so it follows them to another browser: each unpaid bill at most once. */
export const cartItems = pgTable(
  'cart_items',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.billId] }), index('cart_items_bill').on(t.billId)],
);

/**
 * One payment of one or more of a member's bills: online at a provider (`card`), or recorded by the finance office
 * from a bank transfer or a cheque (`reference`, `recorded_by`), which is paid at once.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** `OR-2026-000042`: also the receipt's number and the provider's merchant reference. */
    number: text('number').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull().default('created'),
    method: paymentMethod('method').notNull(),
    amountFils: integer('amount_fils').notNull(),
    /** `embedded` or `ngenius`; null for an offline payment. */
    provider: text('provider'),
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url'),
    language: text('language').notNull().default('ar'),
    /** An offline payment's bank transfer or cheque reference. */
    reference: text('reference'),
    recordedBy: integer('recorded_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_ref').on(t.provider, t.providerRef),
    index('orders_member').on(t.memberId, t.createdAt),
    // The expiry job reads the orders awaiting payment oldest first; the office's lists filter by status.
    index('orders_status_created').on(t.status, t.createdAt),
    index('orders_paid_at').on(t.paidAt),
    check('orders_amount', sql`${t.amountFils} >= 0`),
  ],
);

/** The bills an order pays, with the amount each had when the order was made. */
export const orderBills = pgTable(
  'order_bills',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    amountFils: integer('amount_fils').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.billId] }), index('order_bills_bill').on(t.billId)],
);

/**
 * Every notification the payment endpoint received, valid or not (a forged or replayed one changes nothing and is
 * logged here). `outcome` says what it did: `applied`, `duplicate`, `ignored`, `badSignature`, `unknownOrder`.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    provider: text('provider').notNull(),
    eventId: text('event_id'),
    providerRef: text('provider_ref'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    valid: boolean('valid').notNull(),
    outcome: text('outcome').notNull(),
    /**
     * A signed one's first 4 KB of body, for the finance office's questions; an unsigned one's sender and claimed order
     * only, as JSON (decision 083), deleted after 30 days.
     */
    body: text('body').notNull(),
  },
  (t) => [
    index('payment_notifications_order').on(t.orderId),
    index('payment_notifications_at').on(t.receivedAt),
  ],
);

/** A refund of a paid bill (or of a whole order paid for a bill cancelled meanwhile), through the provider. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    amountFils: integer('amount_fils').notNull(),
    reason: text('reason').notNull(),
    status: refundStatus('status').notNull().default('requested'),
    /** Sent to the provider so a retried refund is made once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Null when the system refunded a payment that arrived for a bill cancelled meanwhile. */
    requestedBy: integer('requested_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('refunds_order').on(t.orderId), check('refunds_amount', sql`${t.amountFils} > 0`)],
);

// --- The federation office (issue 9): the audit trail. ---

export const auditSubject = pgEnum('audit_subject', AuditSubjects);

/**
 * Every change of status of a member, request, entry, penalty or bill, and every block or unblock: one row, written in
 * the same transaction as the change, never updated or deleted. `member_id` is whose item it is, so a member can read
 * the timeline of their own requests.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it; null for the system (a scheduled job). */
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    subject: auditSubject('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_events_subject').on(t.subject, t.subjectId, t.at),
    // Read backwards for the log's newest first (see `registration_requests_created_at`).
    index('audit_events_at_id').on(t.at, t.id),
    index('audit_events_member').on(t.memberId, t.at),
    index('audit_events_actor').on(t.actorId, t.at),
  ],
);

// --- The club and academy account (issue 11): teams and season subscriptions. ---

/** A club's or academy's team: a division, a gender and an age class ("Recurve women U21"), named by the club. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    division: text('division')
      .notNull()
      .references(() => bowDivisions.code),
    gender: gender('gender').notNull(),
    /** An age class code (`U21`); a player fits when their class, from their birth year, may shoot in it. */
    ageClass: text('age_class').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teams_club').on(t.clubId),
    uniqueIndex('teams_club_name_en').on(t.clubId, sql`lower(${t.nameEn})`),
    uniqueIndex('teams_club_name_ar').on(t.clubId, t.nameAr),
  ],
);

/** The players of a team; a player may be in several teams of their club. */
export const teamPlayers = pgTable(
  'team_players',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.playerId] }), index('team_players_player').on(t.playerId)],
);

/**
 * A club's or academy's subscription to a season, with the players it subscribes. It makes the season subscription
 * bill; its category (and players) can be changed until that bill is paid, which reissues the bill.
 */
export const seasonSubscriptions = pgTable(
  'season_subscriptions',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    category: clubCategory('category').notNull(),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('season_subscriptions_club_season').on(t.clubId, t.seasonId)],
);

export const seasonSubscriptionPlayers = pgTable(
  'season_subscription_players',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => seasonSubscriptions.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.playerId] })],
);

// --- Electronic services (issue 12, decision 039): requests, their parties' answers and files. ---

export const electronicServiceKind = pgEnum('electronic_service_kind', ElectronicServiceKinds);
export const serviceRequestStatus = pgEnum('service_request_status', ServiceRequestStatuses);
export const servicePartyRole = pgEnum('service_party_role', ServicePartyRoles);
export const partyAnswer = pgEnum('party_answer', PartyAnswers);
export const objectionReason = pgEnum('objection_reason', ObjectionReasons);

/**
 * A member's request for one of the spec's five services. Its id comes from the membership requests' sequence, so an
 * id names one request of either kind and the audit trail keeps both under the subject `request` (decision 039).
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('registration_requests_id_seq')`),
    kind: electronicServiceKind('kind').notNull(),
    status: serviceRequestStatus('status').notNull(),
    /** Who asked: the player, or a club or academy (for its player, or for the one it receives). */
    requesterId: integer('requester_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The player a release or transfer moves; null for the other services. */
    playerId: integer('player_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The form's answers without its files (the contract's output, normalised). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** The office's reason for a rejection, or what it asked for; the member reads it. */
    officeNote: text('office_note'),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    /** When the office approved it: the day its letter or certificate is dated. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Printed on the letter or certificate and checked by the public verify page; random, given on approval. */
    verificationCode: text('verification_code').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_requests_status').on(t.status, t.createdAt),
    index('service_requests_requester').on(t.requesterId, t.createdAt),
    index('service_requests_player').on(t.playerId),
    index('service_requests_created_at').on(t.createdAt, t.id),
    // One open release or transfer per player: the database refuses a second even when two arrive at once.
    uniqueIndex('service_requests_open_player')
      .on(t.playerId)
      .where(
        sql`${t.kind} in ('playerRelease', 'playerTransfer') and ${t.status} in ('awaitingParties', 'awaitingOffice', 'moreDocuments')`,
      ),
    check(
      'service_requests_document',
      sql`(${t.status} = 'approved') = (${t.verificationCode} is not null and ${t.approvedAt} is not null)`,
    ),
    check(
      'service_requests_player',
      sql`(${t.kind} in ('playerRelease', 'playerTransfer')) = (${t.playerId} is not null)`,
    ),
  ],
);

/** The clubs a release or transfer asks, each with its answer and the moment its silence counts as agreeing. */
export const serviceRequestParties = pgTable(
  'service_request_parties',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    role: servicePartyRole('role').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    answer: partyAnswer('answer').notNull().default('pending'),
    objection: objectionReason('objection'),
    note: text('note'),
    /** Submission + the office's period (14 days unless changed); fixed when the request is made. */
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Null when silence answered (the scheduled job). */
    answeredBy: integer('answered_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.role] }),
    index('service_request_parties_club').on(t.clubId),
    // The silence job reads the pending answers whose time is up.
    index('service_request_parties_due')
      .on(t.answerBy)
      .where(sql`${t.answer} = 'pending'`),
    check(
      'service_request_parties_objection',
      sql`(${t.answer} = 'objected') = (${t.objection} is not null)`,
    ),
  ],
);

/** A service request's files: the form's (`programme`, `invoice`) and those added when the office asked for more. */
export const serviceRequestFiles = pgTable(
  'service_request_files',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    added: boolean('added').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_request_files_request').on(t.requestId),
    check(
      'service_request_files_content_type',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`,
    ),
    check('service_request_files_size', sql`${t.byteSize} = octet_length(${t.bytes})`),
  ],
);

/** The office's settings of the services: one row (the key is always true). */
export const serviceSettings = pgTable(
  'service_settings',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    partyAnswerDays: integer('party_answer_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('service_settings_singleton', sql`${t.singleton}`),
    check('service_settings_days', sql`${t.partyAnswerDays} between 1 and 90`),
  ],
);

// --- The digital membership card and expiry reminders (issue 13, decision 055). ---

/**
 * A member's card code, printed as a QR code linking to `/verify/<code>`: random (`newVerificationCode`), not derived
 * from the membership number. A member holds at most one code not revoked; the office's revoke or reissue sets
 * `revoked_at`, and the old code then verifies as revoked instead of unknown.
 */
export const membershipCards = pgTable(
  'membership_cards',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: integer('revoked_by_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('membership_cards_current')
      .on(t.memberId)
      .where(sql`${t.revokedAt} is null`),
    check('membership_cards_code', sql`${t.code} ~ '^UAEAF(-[A-HJ-NP-Z2-9]{4}){3}$'`),
  ],
);

/**
 * Each expiry reminder mailed (decision 055): the unique key makes the daily job send it once, even when two runs
 * overlap. A renewal or a new document moves the expiry day, so its reminders are new rows.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** `membership` or a member document's kind (`emiratesId`, `passport`, `medicalExam`). */
    about: text('about').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sent_reminders_once').on(t.memberId, t.about, t.expiresOn, t.daysBefore)],
);

// --- Results, rankings and records (issue 30, decisions 092 and 093). ---

export const roundEnvironment = pgEnum('round_environment', RoundEnvironments);
export const resultImportStatus = pgEnum('result_import_status', ['draft', 'published']);
export const resultsFileFormat = pgEnum('results_file_format', ResultsFileFormats);
export const matchState = pgEnum('result_match_state', MatchStates);
export const recordStatus = pgEnum('record_status', RecordProposalStatuses);

/** The ranking rounds (`roundDefinitions` of the contracts, installed as reference data): distances and arrows. */
export const resultRounds = pgTable('result_rounds', {
  code: text('code').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  environment: roundEnvironment('environment').notNull(),
  /** Each distance in metres with its arrows; a distance scores at most ten points an arrow. */
  distances: jsonb('distances').$type<{ metres: number; arrows: number }[]>().notNull(),
  maxScore: integer('max_score').notNull(),
});

/**
 * A results file imported for a tournament: at most one draft (a new import replaces it) and one published set (the
 * draft's publication replaces it), so the public keeps seeing the published results while a new draft is checked.
 */
export const resultImports = pgTable(
  'result_imports',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    status: resultImportStatus('status').notNull().default('draft'),
    format: resultsFileFormat('format').notNull(),
    fileName: text('file_name').notNull(),
    /** Of the file's text as received: tells two imports of the same file apart from a changed one. */
    fileSha256: text('file_sha256').notNull(),
    importedById: integer('imported_by_id').references(() => members.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    publishedById: integer('published_by_id').references(() => members.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('result_imports_one_draft')
      .on(t.tournamentId)
      .where(sql`${t.status} = 'draft'`),
    uniqueIndex('result_imports_one_published')
      .on(t.tournamentId)
      .where(sql`${t.status} = 'published'`),
    index('result_imports_published').on(t.status, t.publishedAt),
    check('result_imports_published_at', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
);

/**
 * One archer's ranking-round result of an import, as the file gave it (names, club, membership number) and as matched:
 * `member_id` is the matched member, or the proposed one while `match_state` is `proposed`; a guest has none.
 */
export const resultRows = pgTable(
  'result_rows',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => resultImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    membershipNumber: text('membership_number'),
    clubCode: text('club_code'),
    clubName: text('club_name'),
    /** The club's account, when the file's club code is a club's membership number. */
    clubId: integer('club_id').references(() => members.id, { onDelete: 'set null' }),
    division: text('division')
      .notNull()
      .references(() => bowDivisions.code),
    gender: gender('gender').notNull(),
    ageClass: text('age_class').notNull(),
    roundCode: text('round_code')
      .notNull()
      .references(() => resultRounds.code),
    distances: integer('distances').array().notNull(),
    total: integer('total').notNull(),
    tens: integer('tens').notNull(),
    xs: integer('xs').notNull(),
    /** In the qualification table of the category (division, gender, age class): computed on import and correction. */
    rank: integer('rank').notNull(),
    finalPlace: integer('final_place'),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    matchState: matchState('match_state').notNull(),
  },
  (t) => [
    index('result_rows_import').on(t.importId, t.line),
    // An athlete's profile and the rankings read a member's rows.
    index('result_rows_member').on(t.memberId, t.roundCode),
    check('result_rows_scores', sql`${t.total} >= 0 and ${t.tens} >= 0 and ${t.xs} >= 0`),
    check('result_rows_final_place', sql`${t.finalPlace} is null or ${t.finalPlace} >= 1`),
    check(
      'result_rows_member',
      sql`(${t.matchState} in ('matched', 'proposed')) = (${t.memberId} is not null)`,
    ),
  ],
);

/**
 * The national ranking lists as the last publication left them (decision 093): one row per ranked member of a season,
 * round, division, gender and age class, with the position before that publication, which gives the movement.
 */
export const rankingEntries = pgTable(
  'ranking_entries',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    roundCode: text('round_code')
      .notNull()
      .references(() => resultRounds.code),
    division: text('division').notNull(),
    gender: gender('gender').notNull(),
    ageClass: text('age_class').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null: not in the list before this update. */
    previousPosition: integer('previous_position'),
    /** The average in hundredths of a point (652.33 is 65233). */
    averageHundredths: integer('average_hundredths').notNull(),
    scores: integer('scores').array().notNull(),
    best: integer('best').notNull(),
    bestTens: integer('best_tens').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.division, t.gender, t.ageClass, t.roundCode, t.memberId] }),
    index('ranking_entries_list').on(t.seasonId, t.division, t.gender, t.ageClass, t.roundCode, t.position),
    index('ranking_entries_member').on(t.memberId),
  ],
);

/**
 * National records and their proposals (decision 093): publishing proposes a score that beats the category's record;
 * the office approves or rejects it. The category's approved records, best last, are its history; the best is current.
 */
export const nationalRecords = pgTable(
  'national_records',
  {
    id: serial('id').primaryKey(),
    roundCode: text('round_code')
      .notNull()
      .references(() => resultRounds.code),
    division: text('division')
      .notNull()
      .references(() => bowDivisions.code),
    gender: gender('gender').notNull(),
    ageClass: text('age_class').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** As published, kept when the member or the results row goes. */
    holderNameAr: text('holder_name_ar').notNull(),
    holderNameEn: text('holder_name_en').notNull(),
    clubNameAr: text('club_name_ar'),
    clubNameEn: text('club_name_en'),
    score: integer('score').notNull(),
    tens: integer('tens').notNull(),
    xs: integer('xs').notNull(),
    shotOn: date('shot_on', { mode: 'string' }).notNull(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    resultRowId: integer('result_row_id').references(() => resultRows.id, { onDelete: 'set null' }),
    status: recordStatus('status').notNull().default('proposed'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => members.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('national_records_category').on(t.roundCode, t.division, t.gender, t.ageClass, t.status),
    index('national_records_member').on(t.memberId, t.status),
    check('national_records_decided', sql`(${t.status} = 'proposed') = (${t.decidedAt} is null)`),
    check('national_records_reject', sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
  ],
);
