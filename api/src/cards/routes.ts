import {
  AccountAreas,
  BlockRequestSchema,
  CardErrorCodes,
  DocumentLanguageSchema,
  type MembershipCard,
  type OfficeCard,
  verificationPagePath,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { parseJsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { cardPhoto, officeCard, ownCard } from './cards';
import { revokeCard } from './office';
import { renderCardPdf } from './pdf';
import { qrSvg } from './qr';
import { cardLabels } from './words';

export interface CardContext {
  db: Database;
  now: () => Date;
  publicOrigin: string;
}

const noCard = () => new ApiError(409, CardErrorCodes.notApproved, 'Only an approved membership has a card');

/** The card, or 409 `membership_not_approved` for a member who has none. */
async function issuedCard(c: Context<SessionEnv>, ctx: CardContext) {
  const card = await ownCard(ctx.db, c.get('member').id, ctx.now());
  if (!card.issued) throw noCard();
  return card;
}

const verifyUrl = (ctx: CardContext, lang: 'ar' | 'en', code: string) =>
  `${ctx.publicOrigin}${verificationPagePath(lang, code)}`;

/** The areas' card pages a home-screen icon may open (`/en/players/card`, `/clubs/card`...). */
const cardPages = new Set(
  Object.values(AccountAreas).flatMap(({ path }) => [`${path}/card`, `/en${path}/card`]),
);
const ManifestQuerySchema = v.object({
  ...DocumentLanguageSchema.entries,
  start: v.pipe(
    v.string(),
    v.check((start) => cardPages.has(start)),
  ),
});

// The federation's target, on the site's colours, for the home-screen icon.
const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7c5e24"/><circle cx="32" cy="32" r="24" fill="#fff"/><circle cx="32" cy="32" r="15" fill="none" stroke="#b42318" stroke-width="5"/><circle cx="32" cy="32" r="6" fill="#7c5e24"/></svg>`;
const iconSizes = [192, 512] as const;
const icons = new Map<number, Promise<Buffer>>();
function icon(size: number): Promise<Buffer> {
  let png = icons.get(size);
  if (!png) {
    png = sharp(Buffer.from(iconSvg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png()
      .toBuffer();
    icons.set(size, png);
  }
  return png;
}

/**
 * The member's digital card (decision 055): `GET /api/account/card` (own.read), its PDF (`?lang=ar|en`) and its QR
 * code as SVG (`?lang=`: the verification page's language); the office's view, revoke and reissue of a member's card
 * (`members.read`, `members.block`, audited); and, public, the web app manifest and icons that let a phone put the
 * card page on its home screen.
 */
export function cardRoutes(ctx: CardContext): Hono<SessionEnv> {
  const { db, now } = ctx;
  const routes = new Hono<SessionEnv>();
  const member = [requireSession(db, now), requirePermission('own.read')] as const;
  routes.get('/account/card', ...member, async (c) =>
    c.json<MembershipCard>(await ownCard(db, c.get('member').id, now())),
  );
  routes.get('/account/card/qr.svg', ...member, async (c) => {
    const { lang } = parseQuery(c, DocumentLanguageSchema);
    const card = await issuedCard(c, ctx);
    return c.body(await qrSvg(verifyUrl(ctx, lang, card.code)), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  routes.get('/account/card/card.pdf', ...member, async (c) => {
    const { lang } = parseQuery(c, DocumentLanguageSchema);
    const card = await issuedCard(c, ctx);
    const photo = await cardPhoto(db, c.get('member').id);
    const file = await renderCardPdf(card, photo?.bytes, lang, verifyUrl(ctx, lang, card.code));
    return c.body(file as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="membership-card-${card.membershipNumber}-${lang}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  routes.get(
    '/office/members/:id/card',
    requireSession(db, now),
    requirePermission('members.read'),
    async (c) => c.json<OfficeCard>(await officeCard(db, idParam(c))),
  );
  const change = (reissue: boolean) => async (c: Context<SessionEnv>) => {
    const { reason } = await parseJsonBody(c, BlockRequestSchema);
    const card = await revokeCard(db, c.get('member'), idParam(c), reissue, reason, now());
    if (!card) throw notFound(c);
    if (card === 'noCard')
      throw new ApiError(409, CardErrorCodes.noCard, 'This member has no card to revoke');
    return c.json<OfficeCard>(card);
  };
  const block = [requireSession(db, now), requirePermission('members.block')] as const;
  routes.post('/office/members/:id/card/revoke', ...block, change(false));
  routes.post('/office/members/:id/card/reissue', ...block, change(true));

  routes.get('/card/manifest.webmanifest', (c) => {
    const { lang, start } = parseQuery(c, ManifestQuerySchema);
    const name = `${cardLabels.title[lang]} — ${cardLabels.federation[lang]}`;
    c.header('Content-Type', 'application/manifest+json');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(
      JSON.stringify({
        name,
        short_name: cardLabels.title[lang],
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        start_url: start,
        scope: start,
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#7c5e24',
        icons: iconSizes.map((size) => ({
          // Beside the manifest, wherever the API is served from.
          src: `icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
      }),
    );
  });
  for (const size of iconSizes) {
    routes.get(`/card/icon-${size}.png`, async (c) =>
      c.body(new Uint8Array(await icon(size)), 200, {
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=604800',
      }),
    );
  }
  return routes;
}
