import * as v from 'valibot';
import { validationMessages } from './auth';
import { ImageSchema } from './images';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { LocalizedRichTextSchema } from './rich-text';
import { WebUrlSchema } from './urls';

/**
 * Pages of text the federation edits, addressed by the site path they appear under (`privacy-police` is the spec's
 * spelling). `contact-us` is the text above the contact form: address, phones, office hours.
 */
export const InformationPageSlugs = [
  'about-us',
  'copyright',
  'privacy-police',
  'terms-and-conditions',
  'disclaimer-notice',
  'speech-of-chairman',
  'federation-strategy',
  'competitions-and-players',
  'contact-us',
] as const;
export type InformationPageSlug = (typeof InformationPageSlugs)[number];
export const InformationPageSlugSchema = v.picklist(InformationPageSlugs, validationMessages.invalid);

export const InformationPageSchema = v.object({
  slug: InformationPageSlugSchema,
  title: LocalizedTextSchema,
  body: LocalizedRichTextSchema,
  /** The chairman's portrait, a strategy diagram, … */
  image: v.nullable(ImageSchema),
  updatedOn: IsoDateSchema,
});
export type InformationPage = v.InferOutput<typeof InformationPageSchema>;

/** Pages that are mostly a list of links to other sites, each with an optional introduction. */
export const LinkListSlugs = ['relevant-websites', 'external-hyperlinks', 'hyperlinks-websites'] as const;
export type LinkListSlug = (typeof LinkListSlugs)[number];
export const LinkListSlugSchema = v.picklist(LinkListSlugs, validationMessages.invalid);

export const ExternalLinkSchema = v.object({
  id: v.number(),
  title: LocalizedTextSchema,
  url: WebUrlSchema,
  description: v.nullable(LocalizedTextSchema),
  logo: v.nullable(ImageSchema),
});
export type ExternalLink = v.InferOutput<typeof ExternalLinkSchema>;

export const LinkListPageSchema = v.object({
  slug: LinkListSlugSchema,
  title: LocalizedTextSchema,
  intro: v.nullable(LocalizedRichTextSchema),
  links: v.array(ExternalLinkSchema),
});
export type LinkListPage = v.InferOutput<typeof LinkListPageSchema>;
