import * as v from 'valibot';
import { ImageSchema } from './images';
import { LocalizedTextSchema } from './localized';
import { LinkHrefSchema } from './urls';

/** The home page slider (`/` and `/slider`), in the federation's order. */
export const SlideSchema = v.object({
  id: v.number(),
  title: LocalizedTextSchema,
  text: v.nullable(LocalizedTextSchema),
  image: ImageSchema,
  link: v.nullable(v.object({ href: LinkHrefSchema, label: LocalizedTextSchema })),
});
export type Slide = v.InferOutput<typeof SlideSchema>;
export const SliderResponseSchema = v.object({ items: v.array(SlideSchema) });
