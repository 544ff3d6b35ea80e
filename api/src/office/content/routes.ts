import {
  type ContentInput,
  type ContentItem,
  type ContentKind,
  ContentKindSchema,
  type ContentListResponse,
  type DeletedDraft,
  ContentListQuerySchema,
  contentInputSchemas,
  PublishInputSchema,
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
  createContent,
  deleteDraft,
  findContent,
  listContent,
  publishContent,
  unpublishContent,
  updateContent,
} from './content';

/** `:kind` is one of the editors' kinds; any other word is a page that does not exist. */
function kindParam(c: Context) {
  const kind = v.safeParse(ContentKindSchema, c.req.param('kind'));
  if (!kind.success) throw notFound(c);
  return kind.output;
}

/**
 * The editors' screens (issue 14, decision 057): list, read, create, edit, publish (now or at a time) and unpublish
 * news, articles and circulars, and delete a draft never published. Every route needs `content.publish`; every change writes the audit trail.
 */
export function officeContentRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/content/*', requireSession(db, now), requirePermission('content.publish'));

  routes.get('/office/content/:kind', async (c) =>
    c.json<ContentListResponse>(
      await listContent(db, kindParam(c), parseQuery(c, ContentListQuerySchema), now()),
    ),
  );

  routes.get('/office/content/:kind/:id', async (c) => {
    const item = await findContent(db, kindParam(c), idParam(c), now());
    if (!item) throw notFound(c);
    return c.json<ContentItem>(item);
  });

  // The form's pictures and PDFs went ahead to POST /api/uploads (decision 060); the save claims them.
  const withUploads = async (c: Context<SessionEnv>, kind: ContentKind) =>
    resolveUploads(
      db,
      ownerOfForm(c, c.get('member').id),
      await parseJsonBody(c, contentInputSchemas[kind] as v.GenericSchema<unknown, ContentInput>),
    );

  routes.post('/office/content/:kind', async (c) => {
    const kind = kindParam(c);
    const uploads = await withUploads(c, kind);
    const at = now();
    const id = await createContent(db, c.get('member'), kind, uploads.values, at, uploads.claim);
    return c.json<ContentItem>((await findContent(db, kind, id, at))!, 201);
  });

  routes.put('/office/content/:kind/:id', async (c) => {
    const kind = kindParam(c);
    const id = idParam(c);
    const uploads = await withUploads(c, kind);
    if (!(await updateContent(db, c.get('member'), kind, id, uploads.values, uploads.claim)))
      throw notFound(c);
    return c.json<ContentItem>((await findContent(db, kind, id, now()))!);
  });

  routes.post('/office/content/:kind/:id/publish', async (c) => {
    const kind = kindParam(c);
    const id = idParam(c);
    const { at } = await parseJsonBody(c, PublishInputSchema);
    const time = now();
    const done = await publishContent(db, c.get('member'), kind, id, at ? new Date(at) : undefined, time);
    if (!done) throw notFound(c);
    return c.json<ContentItem>((await findContent(db, kind, id, time))!);
  });

  routes.post('/office/content/:kind/:id/unpublish', async (c) => {
    const kind = kindParam(c);
    const id = idParam(c);
    if (!(await unpublishContent(db, c.get('member'), kind, id, now()))) throw notFound(c);
    return c.json<ContentItem>((await findContent(db, kind, id, now()))!);
  });

  // Only a draft never published; anything the public has seen answers 409 (unpublish it instead).
  routes.delete('/office/content/:kind/:id', async (c) => {
    const id = idParam(c);
    if (!(await deleteDraft(db, c.get('member'), kindParam(c), id))) throw notFound(c);
    return c.json<DeletedDraft>({ id });
  });

  return routes;
}
