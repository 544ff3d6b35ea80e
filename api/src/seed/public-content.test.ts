import { createHash } from 'node:crypto';
import { ImagePathSchema, RichTextSchema } from '@uaeaf/contracts';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { images } from '../db/schema';
import { articleSeeds } from './content/articles';
import { circularSeeds } from './content/circulars';
import { clubSeeds } from './content/clubs';
import { boardMemberSeeds, careerSeeds, partnerSeeds, slideSeeds } from './content/federation';
import { galleryAlbumSeeds } from './content/gallery';
import { newsSeeds } from './content/news';
import { informationPageSeeds, linkListSeeds } from './content/pages';
import { richText } from './content/rich-text';
import { trainingCentreSeeds, trainingCourseSeeds } from './content/training';
import { addDays } from '../calendar';
import { demoImageSpecs } from './public-content';

const arabic = /[\u0600-\u06FF]/;

/** Every { ar, en } pair anywhere in the seeds. */
function localizedTexts(value: unknown, found: { ar: string; en: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item) => localizedTexts(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.ar === 'string' && typeof record.en === 'string')
      found.push(record as { ar: string; en: string });
    else Object.values(record).forEach((item) => localizedTexts(item, found));
  }
  return found;
}

const allSeeds = [
  newsSeeds,
  articleSeeds,
  clubSeeds,
  trainingCentreSeeds,
  trainingCourseSeeds,
  circularSeeds,
  galleryAlbumSeeds,
  boardMemberSeeds,
  partnerSeeds,
  careerSeeds,
  slideSeeds,
  informationPageSeeds,
  linkListSeeds,
];

describe('demo content', () => {
  it('has enough of everything to look real and to page through', () => {
    expect(newsSeeds.length).toBeGreaterThanOrEqual(30);
    expect(articleSeeds.length).toBeGreaterThanOrEqual(12);
    expect(clubSeeds.length).toBeGreaterThanOrEqual(10);
    expect(new Set(clubSeeds.map((club) => club.emirate)).size).toBe(7);
    expect(trainingCentreSeeds.length).toBeGreaterThanOrEqual(5);
    expect(trainingCourseSeeds.length).toBeGreaterThanOrEqual(8);
    expect(galleryAlbumSeeds.length).toBeGreaterThanOrEqual(3);
  });

  it('writes every text in Arabic and in English, never placeholder text', () => {
    const texts = localizedTexts(allSeeds);
    expect(texts.length).toBeGreaterThan(400);
    for (const text of texts) {
      expect(text.ar, text.en).toMatch(arabic);
      expect(text.en, text.ar).not.toMatch(arabic);
      expect(`${text.ar} ${text.en}`).not.toMatch(/lorem|ipsum|TODO|xxx/i);
    }
  });

  it('writes rich text the contract accepts', () => {
    const sources = [
      ...articleSeeds.map((item) => item.body),
      ...newsSeeds.map((item) => item.more),
      ...informationPageSeeds.map((page) => page.body),
      ...trainingCourseSeeds.map((course) => course.description),
      ...careerSeeds.flatMap((career) => [career.description, career.apply.instructions]),
    ];
    for (const source of sources) {
      expect(v.safeParse(RichTextSchema, richText(source.ar)).success).toBe(true);
      expect(v.safeParse(RichTextSchema, richText(source.en)).success).toBe(true);
    }
    expect(richText('## Title\n\nSee the [rules](/circulars) **now**.\n\n- one\n- two\n\n1. first')).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'Title' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'See the ' },
          { text: 'rules', href: '/circulars' },
          { text: ' ' },
          { text: 'now', bold: true },
          { text: '.' },
        ],
      },
      { type: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'first' }]] },
    ]);
  });

  it('gives courses dates around the seed day that show every registration status', () => {
    const statuses = trainingCourseSeeds.map(({ registration: [start, end] }) =>
      0 < start ? 'upcoming' : 0 <= end ? 'open' : 'closed',
    );
    expect(new Set(statuses)).toEqual(new Set(['open', 'upcoming', 'closed']));
    expect(addDays('2026-11-22', 10)).toBe('2026-12-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names every picture with a path the contract accepts, one drawing per path', () => {
    const specs = demoImageSpecs();
    expect(specs.every((spec) => v.is(ImagePathSchema, spec.path))).toBe(true);
    expect(new Set(specs.map((spec) => spec.path)).size).toBe(specs.length);
  });
});

describe('the seeded image store', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('holds each picture as a real JPEG or PNG of its stated size, hash and alt text', async () => {
    const rows = await database.db.select().from(images);
    expect(rows.length).toBe(demoImageSpecs().length);
    for (const row of rows) {
      const metadata = await sharp(row.bytes).metadata();
      expect(metadata.format).toBe(row.contentType === 'image/png' ? 'png' : 'jpeg');
      expect([metadata.width, metadata.height]).toEqual([row.width, row.height]);
      expect(row.byteSize).toBe(row.bytes.byteLength);
      expect(row.sha256).toBe(createHash('sha256').update(row.bytes).digest('hex'));
      expect(row.altAr).toMatch(arabic);
    }
    const bytes = rows.reduce((total, row) => total + row.byteSize, 0);
    expect(bytes).toBeLessThan(8 * 1024 * 1024);
  });
});
