import {
  type DeletedDraft,
  InformationPageInputSchema,
  InformationPageSlugSchema,
  type OfficeInformationPage,
  type OfficeInformationPageItem,
  type OfficeTrainingCentre,
  type OfficeTrainingCentreList,
  OfficeTrainingCentreQuerySchema,
  PublishInputSchema,
  TrainingCentreInputSchema,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { ownerOfForm } from '../../uploads/owner';
import { resolveUploads } from '../../uploads/store';
import {
  changeCentreStatus,
  createCentre,
  deleteCentre,
  findOfficeCentre,
  listOfficeCentres,
  type TrainingCentreValues,
  updateCentre,
} from '../centres/centres';
import {
  findOfficeInformationPage,
  type InformationPageValues,
  listInformationPages,
  publishInformationPage,
  saveInformationPage,
} from './information-pages';

/** `:slug` is one of the site's pages; any other word is a page that does not exist. */
function slugParam(c: Context) {
  const slug = v.safeParse(InformationPageSlugSchema, c.req.param('slug'));
  if (!slug.success) throw notFound(c);
  return slug.output;
}

/**
 * The information pages and training centres in the office (issue 14 item 1, decision 066): the editors'
 * (`content.publish`); every change writes the audit trail in its transaction.
 */
export function officePageRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const asEditor = [requireSession(db, now), requirePermission('content.publish')] as const;
  routes.use('/office/pages', ...asEditor);
  routes.use('/office/pages/*', ...asEditor);
  routes.use('/office/centres', ...asEditor);
  routes.use('/office/centres/*', ...asEditor);

  // The form's pictures went ahead to POST /api/uploads (decision 060); the save claims them.
  const withUploads = async <T>(c: Context<SessionEnv>, schema: v.GenericSchema<unknown, unknown>) =>
    resolveUploads(db, ownerOfForm(c, c.get('member').id), (await parseJsonBody(c, schema)) as T);

  routes.get('/office/pages', async (c) =>
    c.json<OfficeInformationPageItem[]>(await listInformationPages(db, now())),
  );

  const page = async (c: Context, slug: Parameters<typeof findOfficeInformationPage>[1]) => {
    const found = await findOfficeInformationPage(db, slug, now());
    if (!found) throw notFound(c);
    return c.json<OfficeInformationPage>(found);
  };

  routes.get('/office/pages/:slug', (c) => page(c, slugParam(c)));

  routes.put('/office/pages/:slug', async (c) => {
    const slug = slugParam(c);
    const uploads = await withUploads<InformationPageValues>(c, InformationPageInputSchema);
    const values = uploads.values as InformationPageValues;
    if (!(await saveInformationPage(db, c.get('member'), slug, values, now(), uploads.claim)))
      throw notFound(c);
    return page(c, slug);
  });

  routes.post('/office/pages/:slug/publish', async (c) => {
    const slug = slugParam(c);
    const { at } = await parseJsonBody(c, PublishInputSchema);
    const time = now();
    if (!(await publishInformationPage(db, c.get('member'), slug, at ? new Date(at) : undefined, time)))
      throw notFound(c);
    return page(c, slug);
  });

  routes.get('/office/centres', async (c) =>
    c.json<OfficeTrainingCentreList>(
      await listOfficeCentres(db, parseQuery(c, OfficeTrainingCentreQuerySchema), now()),
    ),
  );

  const centre = async (c: Context, id: number, status = 200 as 200 | 201) =>
    c.json<OfficeTrainingCentre>((await findOfficeCentre(db, id, now()))!, status);

  routes.get('/office/centres/:id', async (c) => {
    const found = await findOfficeCentre(db, idParam(c), now());
    if (!found) throw notFound(c);
    return c.json<OfficeTrainingCentre>(found);
  });

  routes.post('/office/centres', async (c) => {
    const uploads = await withUploads<TrainingCentreValues>(c, TrainingCentreInputSchema);
    const id = await createCentre(db, c.get('member'), uploads.values as TrainingCentreValues, uploads.claim);
    return centre(c, id, 201);
  });

  routes.put('/office/centres/:id', async (c) => {
    const id = idParam(c);
    const uploads = await withUploads<TrainingCentreValues>(c, TrainingCentreInputSchema);
    const values = uploads.values as TrainingCentreValues;
    if (!(await updateCentre(db, c.get('member'), id, values, uploads.claim))) throw notFound(c);
    return centre(c, id);
  });

  routes.post('/office/centres/:id/publish', async (c) => {
    const id = idParam(c);
    const { at } = await parseJsonBody(c, PublishInputSchema);
    if (!(await changeCentreStatus(db, c.get('member'), id, at ? new Date(at) : undefined, now())))
      throw notFound(c);
    return centre(c, id);
  });

  routes.post('/office/centres/:id/unpublish', async (c) => {
    const id = idParam(c);
    if (!(await changeCentreStatus(db, c.get('member'), id, null, now()))) throw notFound(c);
    return centre(c, id);
  });

  // `{ id }` as the other editors' deletes answer (decision 072): the office's client reads a JSON answer.
  routes.delete('/office/centres/:id', async (c) => {
    const id = idParam(c);
    if (!(await deleteCentre(db, c.get('member'), id))) throw notFound(c);
    return c.json<DeletedDraft>({ id });
  });

  return routes;
}
