import * as v from 'valibot';
import { validationMessages } from './auth';
import { ContentImageInputSchema } from './content-files';
import { ImageSchema } from './images';
import { LocalizedTextSchema } from './localized';
import { LinkListSlugSchema } from './pages';
import { ContentStatusSchema } from './publishing';
import { requiredLine, typedCharacters } from './text';
import { LinkHrefSchema, WebUrlSchema } from './urls';

/**
 * The office's ordered collections (decision 065): short lists the site shows whole, in the federation's order, each
 * item with its names in both languages, a picture and a few fields. One framework for the four kinds.
 */
export const CollectionKinds = ['partners', 'board-members', 'slides', 'links'] as const;
export type CollectionKind = (typeof CollectionKinds)[number];
export const CollectionKindSchema = v.picklist(CollectionKinds);

export const collectionLimits = { name: 200, text: 600, url: 2000, introHtml: 20_000 } as const;

const { required, invalid } = validationMessages;

const line = requiredLine(collectionLimits.name);

/** Text that may be left empty (stored as none); one line. */
function optionalLine(max: number) {
  return v.pipe(
    v.string(),
    typedCharacters,
    v.transform((text: string) => text.replace(/\s+/g, ' ').trim()),
    v.maxLength(max, validationMessages.maxLength),
  );
}

/** An address that may be left empty; when given, http or https only (no `javascript:` in a public href). */
const optionalWebUrl = v.pipe(
  optionalLine(collectionLimits.url),
  v.check((url: string) => url === '' || v.is(WebUrlSchema, url), invalid),
);

type Fields = Record<string, string | unknown>;

/** Names each empty field of a pair of which the other is filled (both languages, or neither). */
function pairs<T extends Fields>(...groups: (readonly (keyof T & string)[])[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    for (const group of groups) {
      const filled = group.filter((key) => value[key] !== '');
      if (filled.length === 0 || filled.length === group.length) continue;
      for (const key of group.filter((key) => value[key] === '')) {
        addIssue({
          message: required,
          path: [{ type: 'object', origin: 'value', input: value, key, value: '' }],
        });
      }
    }
  });
}

/** A picture the kind cannot be shown without (a partner's logo, a slide's image). */
const requiredPicture = v.pipe(
  ContentImageInputSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.file !== '') return;
    addIssue({
      message: required,
      path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'file', value: '' }],
    });
  }),
);

export const PartnerInputSchema = v.object({
  nameAr: line,
  nameEn: line,
  website: optionalWebUrl,
  image: requiredPicture,
});

export const BoardMemberInputSchema = v.object({
  nameAr: line,
  nameEn: line,
  positionAr: line,
  positionEn: line,
  image: ContentImageInputSchema,
});

export const SlideInputSchema = v.pipe(
  v.object({
    titleAr: line,
    titleEn: line,
    textAr: optionalLine(collectionLimits.text),
    textEn: optionalLine(collectionLimits.text),
    // A slide may lead to a page of this site (`/tournaments`) or to another site.
    linkHref: v.pipe(
      optionalLine(collectionLimits.url),
      v.check(
        (href: string) => href === '' || (v.is(LinkHrefSchema, href) && !/^(mailto|tel):/i.test(href)),
        invalid,
      ),
    ),
    linkLabelAr: optionalLine(collectionLimits.name),
    linkLabelEn: optionalLine(collectionLimits.name),
    image: requiredPicture,
  }),
  pairs(['textAr', 'textEn'], ['linkHref', 'linkLabelAr', 'linkLabelEn']),
);

export const ExternalLinkInputSchema = v.pipe(
  v.object({
    listSlug: v.pipe(v.string(required), v.nonEmpty(required), LinkListSlugSchema),
    titleAr: line,
    titleEn: line,
    url: v.pipe(
      v.string(required),
      v.nonEmpty(required),
      v.check((url) => v.is(WebUrlSchema, url), invalid),
    ),
    descriptionAr: optionalLine(collectionLimits.text),
    descriptionEn: optionalLine(collectionLimits.text),
    image: ContentImageInputSchema,
  }),
  pairs(['descriptionAr', 'descriptionEn']),
);

export const collectionInputSchemas = {
  partners: PartnerInputSchema,
  'board-members': BoardMemberInputSchema,
  slides: SlideInputSchema,
  links: ExternalLinkInputSchema,
} as const;
export type CollectionInput<K extends CollectionKind = CollectionKind> = v.InferOutput<
  (typeof collectionInputSchemas)[K]
>;

/** The kinds whose picture is required: the form marks it so. */
export const collectionPictureRequired: Record<CollectionKind, boolean> = {
  partners: true,
  'board-members': false,
  slides: true,
  links: false,
};

/** One item in the office's list, in the order the site shows them. */
export const CollectionListItemSchema = v.object({
  id: v.number(),
  /** A partner's or board member's name, a slide's or link's title. */
  name: LocalizedTextSchema,
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
  /** The link list a link is on; null for the other kinds. */
  group: v.nullable(v.string()),
  /** 1, 2, … within its group, as the site orders them. */
  position: v.number(),
});
export type CollectionListItem = v.InferOutput<typeof CollectionListItemSchema>;

export const CollectionListResponseSchema = v.object({
  items: v.array(CollectionListItemSchema),
  /** The link lists a link may be put on (only for links; empty for the other kinds). */
  groups: v.array(v.object({ slug: v.string(), title: LocalizedTextSchema })),
});
export type CollectionListResponse = v.InferOutput<typeof CollectionListResponseSchema>;

/** One item as the editor edits it: the input's fields as text (empty for none), its picture as the site shows it. */
export const CollectionItemSchema = v.object({
  id: v.number(),
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
  position: v.number(),
  fields: v.record(v.string(), v.string()),
  image: v.nullable(ImageSchema),
});
export type CollectionItem = v.InferOutput<typeof CollectionItemSchema>;

/** `POST …/move`: the item's new place within its group, from 1; beyond the end is the end. */
export const CollectionMoveInputSchema = v.object({
  position: v.pipe(v.number(invalid), v.integer(invalid), v.minValue(1, validationMessages.minValue)),
});
export type CollectionMoveInput = v.InferOutput<typeof CollectionMoveInputSchema>;

export const collectionMessages = {
  /** Only a draft or a withdrawn item may be deleted: a published one is unpublished first. */
  deletePublished: 'collections.deletePublished',
} as const;

/**
 * A link list's own heading (the three public links pages' title and introduction): the title in both languages, the
 * introduction (HTML from the rich-text editor, stored as blocks) in both or neither.
 */
export const LinkListHeadingInputSchema = v.pipe(
  v.object({
    titleAr: line,
    titleEn: line,
    introAr: v.optional(
      v.pipe(v.string(), v.maxLength(collectionLimits.introHtml, validationMessages.maxLength)),
      '',
    ),
    introEn: v.optional(
      v.pipe(v.string(), v.maxLength(collectionLimits.introHtml, validationMessages.maxLength)),
      '',
    ),
  }),
  pairs(['introAr', 'introEn']),
);
export type LinkListHeadingInput = v.InferOutput<typeof LinkListHeadingInputSchema>;

/** A link list's heading as the office edits it: the introduction as the editor's HTML, empty for none. */
export const LinkListHeadingSchema = v.object({
  slug: LinkListSlugSchema,
  titleAr: v.string(),
  titleEn: v.string(),
  introAr: v.string(),
  introEn: v.string(),
});
export type LinkListHeading = v.InferOutput<typeof LinkListHeadingSchema>;

/** `GET /api/office/collections/links/lists`: the three lists in the site's order. */
export const LinkListHeadingsSchema = v.array(LinkListHeadingSchema);
export type LinkListHeadings = v.InferOutput<typeof LinkListHeadingsSchema>;
