import {
  type CollectionInput,
  type CollectionItem,
  type CollectionKind,
  CollectionKindSchema,
  type CollectionListResponse,
  CollectionMoveInputSchema,
  collectionInputSchemas,
  type LinkListHeading,
  LinkListHeadingInputSchema,
  type LinkListHeadings,
  LinkListSlugSchema,
  PublishInputSchema,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { ownerOfForm } from '../../uploads/owner';
import { resolveUploads } from '../../uploads/store';
import {
  changeCollectionStatus,
  type CollectionValues,
  createCollectionItem,
  deleteCollectionItem,
  findCollectionItem,
  listCollection,
  moveCollectionItem,
  updateCollectionItem,
} from './collections';
import { listLinkListHeadings, saveLinkListHeading } from './link-lists';

/** `:kind` is one of the collections; any other word is a page that does not exist. */
function kindParam(c: Context): CollectionKind {
  const kind = v.safeParse(CollectionKindSchema, c.req.param('kind'));
  if (!kind.success) throw notFound(c);
  return kind.output;
}

/**
 * The office's ordered collections (decision 065): partners, board members, the home page's slides and the link
 * lists' links. List in order, read, create (a draft at the end), edit, move, publish (now or at a time), unpublish,
 * delete what the public does not see. Every route needs `content.publish`; every change writes the audit trail.
 */
export function officeCollectionRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const base = '/office/collections';
  routes.use(`${base}/*`, requireSession(db, now), requirePermission('content.publish'));

  const item = async (c: Context, kind: CollectionKind, id: number, status: 200 | 201 = 200) =>
    c.json<CollectionItem>((await findCollectionItem(db, kind, id, now()))!, status);

  // The link lists' own headings; before `:kind/:id`, which would read "lists" as an id.
  routes.get(`${base}/links/lists`, async (c) => c.json<LinkListHeadings>(await listLinkListHeadings(db)));

  routes.put(`${base}/links/lists/:slug`, async (c) => {
    const slug = v.safeParse(LinkListSlugSchema, c.req.param('slug'));
    if (!slug.success) throw notFound(c);
    const input = await parseJsonBody(c, LinkListHeadingInputSchema);
    const saved = await saveLinkListHeading(db, c.get('member'), slug.output, input);
    if (!saved) throw notFound(c);
    return c.json<LinkListHeading>(saved);
  });

  routes.get(`${base}/:kind`, async (c) =>
    c.json<CollectionListResponse>(await listCollection(db, kindParam(c), now())),
  );

  routes.get(`${base}/:kind/:id`, async (c) => {
    const found = await findCollectionItem(db, kindParam(c), idParam(c), now());
    if (!found) throw notFound(c);
    return c.json<CollectionItem>(found);
  });

  // The picture went ahead to POST /api/uploads (decision 060); the save claims it.
  const withUploads = async (c: Context<SessionEnv>, kind: CollectionKind) => {
    const body = await parseJsonBody(
      c,
      collectionInputSchemas[kind] as unknown as v.GenericSchema<unknown, CollectionInput>,
    );
    const uploads = await resolveUploads(db, ownerOfForm(c, c.get('member').id), body);
    return { values: uploads.values as CollectionValues, claim: uploads.claim };
  };

  routes.post(`${base}/:kind`, async (c) => {
    const kind = kindParam(c);
    const { values, claim } = await withUploads(c, kind);
    const id = await createCollectionItem(db, c.get('member'), kind, values, claim);
    return item(c, kind, id, 201);
  });

  routes.put(`${base}/:kind/:id`, async (c) => {
    const kind = kindParam(c);
    const id = idParam(c);
    const { values, claim } = await withUploads(c, kind);
    if (!(await updateCollectionItem(db, c.get('member'), kind, id, values, claim))) throw notFound(c);
    return item(c, kind, id);
  });

  routes.post(`${base}/:kind/:id/move`, async (c) => {
    const kind = kindParam(c);
    const id = idParam(c);
    const { position } = await parseJsonBody(c, CollectionMoveInputSchema);
    if (!(await moveCollectionItem(db, c.get('member'), kind, id, position))) throw notFound(c);
    return item(c, kind, id);
  });

  routes.post(`${base}/:kind/:id/publish`, async (c) => {
    const kind = kindParam(c);
    const id = idParam(c);
    const { at } = await parseJsonBody(c, PublishInputSchema);
    const done = await changeCollectionStatus(
      db,
      c.get('member'),
      kind,
      id,
      at ? new Date(at) : undefined,
      now(),
    );
    if (!done) throw notFound(c);
    return item(c, kind, id);
  });

  routes.post(`${base}/:kind/:id/unpublish`, async (c) => {
    const kind = kindParam(c);
    const id = idParam(c);
    if (!(await changeCollectionStatus(db, c.get('member'), kind, id, null, now()))) throw notFound(c);
    return item(c, kind, id);
  });

  routes.delete(`${base}/:kind/:id`, async (c) => {
    const id = idParam(c);
    if (!(await deleteCollectionItem(db, c.get('member'), kindParam(c), id))) throw notFound(c);
    return c.json<{ id: number }>({ id });
  });

  return routes;
}
