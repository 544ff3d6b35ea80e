import * as v from 'valibot';
import { ImageSchema } from './images';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { PageQuerySchema, paginated } from './pagination';
import { LocalizedRichTextSchema } from './rich-text';

/** `/news` and `/articles`, newest first; both are searched by `q`. */

export const NewsQuerySchema = PageQuerySchema;

export const NewsSummarySchema = v.object({
  id: v.number(),
  title: LocalizedTextSchema,
  /** A sentence or two of plain text for the card. */
  summary: LocalizedTextSchema,
  publishedOn: IsoDateSchema,
  image: v.nullable(ImageSchema),
});
export type NewsSummary = v.InferOutput<typeof NewsSummarySchema>;
export const NewsListResponseSchema = paginated(NewsSummarySchema);

export const NewsDetailSchema = v.object({
  ...NewsSummarySchema.entries,
  body: LocalizedRichTextSchema,
  /** More photos of the story, after the main image. */
  photos: v.array(ImageSchema),
});
export type NewsDetail = v.InferOutput<typeof NewsDetailSchema>;

export const ArticleQuerySchema = PageQuerySchema;

export const ArticleSummarySchema = v.object({
  id: v.number(),
  title: LocalizedTextSchema,
  summary: LocalizedTextSchema,
  /** Reader-sent articles get both spellings of the author's name from the editor who publishes them. */
  author: LocalizedTextSchema,
  publishedOn: IsoDateSchema,
  image: v.nullable(ImageSchema),
});
export type ArticleSummary = v.InferOutput<typeof ArticleSummarySchema>;
export const ArticleListResponseSchema = paginated(ArticleSummarySchema);

export const ArticleDetailSchema = v.object({
  ...ArticleSummarySchema.entries,
  body: LocalizedRichTextSchema,
});
export type ArticleDetail = v.InferOutput<typeof ArticleDetailSchema>;
