import * as v from 'valibot';
import { LinkHrefSchema } from './urls';

/**
 * Formatted text as data, never as HTML: blocks of runs of plain text. The front ends render each run as a React
 * text node (escaped), so a run holding `<script>` shows those characters and runs nothing; there is no node kind
 * that carries markup, and strict objects refuse any extra key such as `html`. Links are limited to LinkHrefSchema.
 *
 *   [{ type: 'heading', level: 2, children: [{ text: 'Vision' }] },
 *    { type: 'paragraph', children: [{ text: 'Read the ' }, { text: 'rules', href: '/circulars' }, { text: '.' }] },
 *    { type: 'list', ordered: false, items: [[{ text: 'Recurve' }], [{ text: 'Compound', bold: true }]] }]
 */
export const TextRunSchema = v.strictObject({
  text: v.pipe(v.string(), v.minLength(1)),
  bold: v.optional(v.boolean()),
  italic: v.optional(v.boolean()),
  href: v.optional(LinkHrefSchema),
});
export type TextRun = v.InferOutput<typeof TextRunSchema>;

const runsSchema = v.pipe(v.array(TextRunSchema), v.minLength(1));

export const RichTextBlockSchema = v.variant('type', [
  v.strictObject({ type: v.literal('paragraph'), children: runsSchema }),
  // Level 1 is the page's own title.
  v.strictObject({ type: v.literal('heading'), level: v.picklist([2, 3]), children: runsSchema }),
  v.strictObject({
    type: v.literal('list'),
    ordered: v.boolean(),
    items: v.pipe(v.array(runsSchema), v.minLength(1)),
  }),
]);
export type RichTextBlock = v.InferOutput<typeof RichTextBlockSchema>;

export const RichTextSchema = v.pipe(v.array(RichTextBlockSchema), v.minLength(1));
export type RichText = v.InferOutput<typeof RichTextSchema>;

/** Each language has its own blocks: a translation need not have the same paragraphs. */
export const LocalizedRichTextSchema = v.object({ ar: RichTextSchema, en: RichTextSchema });
export type LocalizedRichText = v.InferOutput<typeof LocalizedRichTextSchema>;

/** The text alone, blocks separated by blank lines: for a page's meta description and for search indexing. */
export function richTextToPlainText(blocks: RichText): string {
  const line = (runs: TextRun[]) => runs.map((run) => run.text).join('');
  return blocks
    .map((block) => (block.type === 'list' ? block.items.map(line).join('\n') : line(block.children)))
    .join('\n\n');
}
