import type { SocialMediaItem } from '@uaeaf/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { socialLinks } from '../db/schema';

export function listSocialLinks(db: Database): Promise<SocialMediaItem[]> {
  return db
    .select({
      id: socialLinks.id,
      platform: socialLinks.platform,
      url: socialLinks.url,
      label: { ar: socialLinks.labelAr, en: socialLinks.labelEn },
    })
    .from(socialLinks)
    .orderBy(asc(socialLinks.sortOrder), asc(socialLinks.id));
}
