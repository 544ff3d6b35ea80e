import * as v from 'valibot';

/** A path on this site (`/circulars`, `/api/files/12`). Not `//…` or `/\…`, which browsers read as another host. */
export const SitePathSchema = v.pipe(v.string(), v.regex(/^\/(?![/\\])[^\s\\]*$/));

/**
 * An absolute web address (a club's website, a partner's site). Only http and https: a `javascript:` or `data:` URL
 * in an href would run code or show forged content under this site's name.
 */
export const WebUrlSchema = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i));

/** Where a link in content may point: a site path, a web address, an email address or a phone number. */
export const LinkHrefSchema = v.union([
  SitePathSchema,
  WebUrlSchema,
  v.pipe(v.string(), v.regex(/^mailto:[^\s@]+@[^\s@]+$/i)),
  v.pipe(v.string(), v.regex(/^tel:\+?\d{3,20}$/)),
]);
