import { LinkListHeadingSchema, LinkListHeadingsSchema, LinkListPageSchema } from '@uaeaf/contracts';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { editor, json, officeTestContext } from '../../../test/office';
import { linkLists } from '../../db/schema';

// Decision 070: the link lists' own headings, written in the office.

const test = officeTestContext();

const headings = async () =>
  json(await test.call.get('/office/collections/links/lists', editor), LinkListHeadingsSchema);
const publicPage = async (slug: string) => json(await test.call.get(`/links/${slug}`), LinkListPageSchema);
const save = (slug: string, body: Record<string, unknown>, who = editor) =>
  test.call.put(`/office/collections/links/lists/${slug}`, who, body);

const heading = {
  titleAr: 'مواقع ذات صلة بالرماية',
  titleEn: 'Websites about archery',
  introAr: '<p>روابط <strong>مفيدة</strong></p>',
  introEn: '<p>Useful <strong>links</strong><script>alert(1)</script></p>',
};

describe("the link lists' headings", () => {
  it('lists the three lists in the site order with their seeded headings', async () => {
    const lists = await headings();
    expect(lists.map((list) => list.slug)).toEqual([
      'relevant-websites',
      'external-hyperlinks',
      'hyperlinks-websites',
    ]);
    const page = await publicPage('external-hyperlinks');
    expect(lists[1]).toMatchObject({ titleAr: page.title.ar, titleEn: page.title.en });
  });

  it('saves a title and introduction the public page shows at once, sanitized, and audits it', async () => {
    await publicPage('relevant-websites');
    const saved = await json(await save('relevant-websites', heading), LinkListHeadingSchema);
    expect(saved).toEqual({
      slug: 'relevant-websites',
      titleAr: heading.titleAr,
      titleEn: heading.titleEn,
      introAr: '<p>روابط <strong>مفيدة</strong></p>',
      introEn: '<p>Useful <strong>links</strong></p>',
    });
    const page = await publicPage('relevant-websites');
    expect(page.title).toEqual({ ar: heading.titleAr, en: heading.titleEn });
    expect(page.intro?.en).toEqual([
      { type: 'paragraph', children: [{ text: 'Useful ' }, { text: 'links', bold: true }] },
    ]);
    expect((await headings())[0]).toEqual(saved);
    expect((await auditTrail(test.database.db, 'externalLink', 1)).at(-1)).toMatchObject({
      action: 'content.headingEdited',
      reason: 'relevant-websites',
    });
  });

  it('takes the introduction away when both languages are left empty', async () => {
    await json(
      await save('hyperlinks-websites', { titleAr: 'مواقع', titleEn: 'Websites' }),
      LinkListHeadingSchema,
    );
    expect((await publicPage('hyperlinks-websites')).intro).toBeNull();
  });

  it('refuses each bad field on its field, writing nothing', async () => {
    const before = await test.database.db.select().from(linkLists);
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const error = await expectApiError(await save('external-hyperlinks', body), 400, 'validation_failed');
      expect(error.fields?.[field]).toEqual([message]);
    };
    await refused({ ...heading, titleEn: ' ' }, 'titleEn', 'validation.required');
    await refused({ titleAr: heading.titleAr }, 'titleEn', 'validation.required');
    await refused({ ...heading, titleAr: 'ر'.repeat(201) }, 'titleAr', 'validation.maxLength');
    await refused({ ...heading, introEn: '' }, 'introEn', 'validation.required');
    // Nothing is left of this one once the allow-list has run: as good as empty.
    await refused({ ...heading, introAr: '<script>alert(1)</script>' }, 'introAr', 'validation.required');
    expect(await test.database.db.select().from(linkLists)).toEqual(before);
  });

  it('answers 404 for a list that is not one of the three, and refuses finance and membership', async () => {
    await expectApiError(await save('partners', heading), 404, 'not_found');
    for (const who of ['finance@example.ae', 'membership@example.ae']) {
      expect((await save('relevant-websites', heading, who)).status).toBe(403);
      expect((await test.call.get('/office/collections/links/lists', who)).status).toBe(403);
    }
  });
});
