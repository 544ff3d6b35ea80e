import {
  BoardMembersResponseSchema,
  CollectionItemSchema,
  CollectionListResponseSchema,
  LinkListPageSchema,
  PartnersResponseSchema,
  SliderResponseSchema,
} from '@uaeaf/contracts';
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { TestFile } from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import { partners } from '../../db/schema';

// Decision 065: the office's ordered collections (partners, board members, slides, links).

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let jpeg: Buffer;

let clock = new Date('2026-11-25T09:00:00+04:00');

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => clock });
  call = await demoCallers(app, database);
  jpeg = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#1d5c3a' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => database.close());

const editor = 'editor@example.ae';

async function json<TSchema extends v.GenericSchema>(response: Response, schema: TSchema, status = 200) {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}

const logo = () => ({
  file: new TestFile(jpeg, 'image/jpeg', 'logo.jpg'),
  altAr: 'شعار الشريك',
  altEn: "The partner's logo",
});
const noPicture = { file: '', altAr: '', altEn: '' };

const partner = (name: string, extra: Record<string, unknown> = {}) => ({
  nameAr: `شريك ${name}`,
  nameEn: `Partner ${name}`,
  website: 'https://partner.example.ae',
  image: logo(),
  ...extra,
});

async function createPartner(name: string) {
  return json(
    await call.post('/office/collections/partners', editor, partner(name)),
    CollectionItemSchema,
    201,
  );
}

const publicPartners = async () =>
  (await json(await call.get('/partners'), PartnersResponseSchema)).items.map((item) => item.name.en);
const officeList = async (kind: string) =>
  json(await call.get(`/office/collections/${kind}`, editor), CollectionListResponseSchema);
const partnerRowCount = async () => (await database.db.select({ total: count() }).from(partners))[0]!.total;

describe('partners in the office', () => {
  it('keeps a new partner a draft at the end of the order, off the site until published, with the audit trail', async () => {
    const before = await officeList('partners');
    const created = await createPartner('Draft');
    expect(created).toMatchObject({ status: 'draft', position: before.items.length + 1 });
    expect(created.fields).toMatchObject({ nameEn: 'Partner Draft', website: 'https://partner.example.ae' });
    expect(created.image).toMatchObject({ width: 120, height: 60, alt: { en: "The partner's logo" } });
    expect(await publicPartners()).not.toContain('Partner Draft');

    const published = await json(
      await call.post(`/office/collections/partners/${created.id}/publish`, editor, {}),
      CollectionItemSchema,
    );
    expect(published.status).toBe('published');
    const shown = await publicPartners();
    expect(shown.at(-1)).toBe('Partner Draft');
    const [tile] = (await json(await call.get('/partners'), PartnersResponseSchema)).items.filter(
      (item) => item.name.en === 'Partner Draft',
    );
    expect(tile!.logo.alt).toEqual({ ar: 'شعار الشريك', en: "The partner's logo" });
    expect((await app.request(`/api/images?path=${encodeURIComponent(tile!.logo.path)}&w=96`)).status).toBe(
      200,
    );

    await json(
      await call.post(`/office/collections/partners/${created.id}/unpublish`, editor, {}),
      CollectionItemSchema,
    );
    expect(await publicPartners()).not.toContain('Partner Draft');

    const trail = await auditTrail(database.db, 'partner', created.id);
    expect(trail.map((row) => [row.action, row.fromStatus, row.toStatus])).toEqual([
      ['content.created', null, 'draft'],
      ['content.published', 'draft', 'published'],
      ['content.unpublished', 'published', 'unpublished'],
    ]);
    expect(trail.every((row) => row.actorId === call.idOf(editor))).toBe(true);
  });

  it('moves an item up and down keeping the order dense, on the public list too', async () => {
    const first = await createPartner('Mover');
    await call.post(`/office/collections/partners/${first.id}/publish`, editor, {});
    const moved = await json(
      await call.post(`/office/collections/partners/${first.id}/move`, editor, { position: 1 }),
      CollectionItemSchema,
    );
    expect(moved.position).toBe(1);
    expect((await publicPartners())[0]).toBe('Partner Mover');
    const list = await officeList('partners');
    expect(list.items.map((item) => item.position)).toEqual(list.items.map((_, index) => index + 1));
    expect(list.items[0]!.id).toBe(first.id);

    // Past the end is the end.
    const last = await json(
      await call.post(`/office/collections/partners/${first.id}/move`, editor, { position: 999 }),
      CollectionItemSchema,
    );
    expect(last.position).toBe(list.items.length);
    expect((await publicPartners()).at(-1)).toBe('Partner Mover');
    const moves = (await auditTrail(database.db, 'partner', first.id)).filter(
      (row) => row.action === 'content.moved',
    );
    expect(moves.map((row) => row.reason)).toEqual([`${list.items.length} → 1`, `1 → ${list.items.length}`]);
  });

  it('refuses bad input on its fields and writes nothing', async () => {
    const rows = await partnerRowCount();
    const error = await expectApiError(
      await call.post('/office/collections/partners', editor, {
        nameAr: '',
        nameEn: 'Only English',
        website: 'javascript:alert(1)',
        image: noPicture,
      }),
      400,
      'validation_failed',
    );
    expect(error.fields).toMatchObject({
      nameAr: ['validation.required'],
      website: ['validation.invalid'],
      'image.file': ['validation.required'],
    });
    const ftp = await expectApiError(
      await call.post(
        '/office/collections/partners',
        editor,
        partner('Ftp', { website: 'ftp://example.ae' }),
      ),
      400,
      'validation_failed',
    );
    expect(ftp.fields).toEqual({ website: ['validation.invalid'] });
    const noAlt = await expectApiError(
      await call.post(
        '/office/collections/partners',
        editor,
        partner('NoAlt', { image: { ...logo(), altEn: '' } }),
      ),
      400,
      'validation_failed',
    );
    expect(noAlt.fields).toEqual({ 'image.altEn': ['validation.required'] });
    expect(await partnerRowCount()).toBe(rows);
  });

  it('deletes a draft or an unpublished item but not a published one, closing up the order', async () => {
    const kept = await createPartner('Published');
    await call.post(`/office/collections/partners/${kept.id}/publish`, editor, {});
    await expectApiError(
      await call.delete(`/office/collections/partners/${kept.id}`, editor),
      409,
      'collections.deletePublished',
    );

    const gone = await createPartner('Gone');
    await call.post(`/office/collections/partners/${gone.id}/move`, editor, { position: 1 });
    expect((await call.delete(`/office/collections/partners/${gone.id}`, editor)).status).toBe(200);
    expect((await call.get(`/office/collections/partners/${gone.id}`, editor)).status).toBe(404);
    const list = await officeList('partners');
    expect(list.items.map((item) => item.position)).toEqual(list.items.map((_, index) => index + 1));
    expect((await auditTrail(database.db, 'partner', gone.id)).at(-1)).toMatchObject({
      action: 'content.deleted',
      fromStatus: 'draft',
      reason: 'شريك Gone / Partner Gone',
    });
  });

  it('is refused to finance and membership, and answers 404 for another kind', async () => {
    for (const email of ['finance@example.ae', 'membership@example.ae']) {
      expect((await call.get('/office/collections/partners', email)).status).toBe(403);
      expect((await call.post('/office/collections/partners', email, partner('Refused'))).status).toBe(403);
    }
    expect((await call.get('/office/collections/nothing', editor)).status).toBe(404);
  });
});

describe('the other kinds', () => {
  it('keeps a draft slide off the home page slider until it is published', async () => {
    const slide = await json(
      await call.post('/office/collections/slides', editor, {
        titleAr: 'بطولة الشتاء',
        titleEn: 'Winter championship',
        textAr: '',
        textEn: '',
        linkHref: '/tournaments',
        linkLabelAr: 'البطولات',
        linkLabelEn: 'Tournaments',
        image: { ...logo(), altAr: 'رامية', altEn: 'An archer' },
      }),
      CollectionItemSchema,
      201,
    );
    const titles = async () =>
      (await json(await call.get('/slider'), SliderResponseSchema)).items.map((item) => item.title.en);
    expect(await titles()).not.toContain('Winter championship');
    await call.post(`/office/collections/slides/${slide.id}/publish`, editor, {});
    const items = (await json(await call.get('/slider'), SliderResponseSchema)).items;
    expect(items.at(-1)).toMatchObject({
      title: { en: 'Winter championship' },
      text: null,
      link: { href: '/tournaments', label: { en: 'Tournaments' } },
    });
  });

  it("refuses a slide's half-given link on the missing fields", async () => {
    const error = await expectApiError(
      await call.post('/office/collections/slides', editor, {
        titleAr: 'شريحة',
        titleEn: 'Slide',
        textAr: 'نص',
        textEn: '',
        linkHref: 'https://example.ae',
        linkLabelAr: '',
        linkLabelEn: 'More',
        image: logo(),
      }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ textEn: ['validation.required'], linkLabelAr: ['validation.required'] });
  });

  it('adds a board member without a photo and a link to the list the editor chose', async () => {
    const member = await json(
      await call.post('/office/collections/board-members', editor, {
        nameAr: 'سالم الكعبي',
        nameEn: 'Salem Al Kaabi',
        positionAr: 'عضو مجلس الإدارة',
        positionEn: 'Board member',
        image: noPicture,
      }),
      CollectionItemSchema,
      201,
    );
    expect(member.image).toBeNull();
    await call.post(`/office/collections/board-members/${member.id}/publish`, editor, {});
    const board = await json(await call.get('/board-members'), BoardMembersResponseSchema);
    expect(board.items.at(-1)).toMatchObject({ name: { en: 'Salem Al Kaabi' }, photo: null });

    const lists = await officeList('links');
    expect(lists.groups.map((group) => group.slug)).toContain('relevant-websites');
    const link = await json(
      await call.post('/office/collections/links', editor, {
        listSlug: 'relevant-websites',
        titleAr: 'أرشيف الرماية الإماراتي',
        titleEn: 'Emirates Archery Archive',
        url: 'https://archive.example.ae',
        descriptionAr: '',
        descriptionEn: '',
        image: noPicture,
      }),
      CollectionItemSchema,
      201,
    );
    const inList = (await officeList('links')).items.filter((item) => item.group === 'relevant-websites');
    expect(inList.at(-1)).toMatchObject({ id: link.id, position: inList.length, status: 'draft' });
    const page = async () => json(await call.get('/links/relevant-websites'), LinkListPageSchema);
    expect((await page()).links.map((item) => item.title.en)).not.toContain('Emirates Archery Archive');
    await call.post(`/office/collections/links/${link.id}/publish`, editor, {});
    expect((await page()).links.at(-1)).toMatchObject({
      title: { en: 'Emirates Archery Archive' },
      url: 'https://archive.example.ae',
    });

    const badList = await expectApiError(
      await call.post('/office/collections/links', editor, {
        listSlug: 'nowhere',
        titleAr: 'رابط',
        titleEn: 'Link',
        url: 'mailto:someone@example.ae',
        descriptionAr: '',
        descriptionEn: '',
        image: noPicture,
      }),
      400,
      'validation_failed',
    );
    expect(badList.fields).toEqual({ listSlug: ['validation.invalid'], url: ['validation.invalid'] });
  });

  it('shows a scheduled item at its time', async () => {
    const item = await createPartner('Later');
    const at = new Date(clock.getTime() + 60 * 60_000);
    const scheduled = await json(
      await call.post(`/office/collections/partners/${item.id}/publish`, editor, { at: at.toISOString() }),
      CollectionItemSchema,
    );
    expect(scheduled.status).toBe('scheduled');
    expect(await publicPartners()).not.toContain('Partner Later');
    clock = new Date(at.getTime() + 1000);
    expect(await publicPartners()).toContain('Partner Later');
  });
});
