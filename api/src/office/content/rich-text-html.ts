import {
  LinkHrefSchema,
  type RichText,
  type RichTextBlock,
  type TextRun,
  validationMessages,
} from '@uaeaf/contracts';
import { DomUtils, parseDocument, type parseDOM } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import * as v from 'valibot';
import { fieldRefusal } from '../publishing/transitions';

/**
 * The editor sends HTML; the site stores and renders rich-text blocks (paragraphs, headings 2 and 3, lists of runs
 * that may be bold, italic or a link). The HTML goes through sanitize-html with an allow-list of exactly what those
 * blocks can say, then is read into blocks: scripts, event handlers, styles, frames and unsafe links never get that far.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Their text is code or markup, never words to keep.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    b: 'strong',
    i: 'em',
    div: 'p',
  },
};

type ChildNode = ReturnType<typeof parseDOM>[number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;
const { isTag, isText } = DomUtils;

interface Marks {
  bold?: boolean;
  italic?: boolean;
  href?: string;
}

function sameMarks(a: TextRun, b: Marks): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.href === b.href;
}

/** The runs of an element's inline content: marks inherited, whitespace collapsed, neighbours with equal marks merged. */
function runsOf(nodes: ChildNode[], marks: Marks = {}, runs: TextRun[] = []): TextRun[] {
  for (const node of nodes) {
    if (isText(node) || (isTag(node) && node.name === 'br')) {
      const text = isText(node) ? node.data.replace(/\s+/g, ' ') : ' ';
      const last = runs.at(-1);
      if (last && sameMarks(last, marks)) last.text += text;
      else runs.push({ text, ...marks });
    } else if (isTag(node)) {
      runsOf(node.children, { ...marks, ...marksOf(node) }, runs);
    }
  }
  return runs;
}

function marksOf(element: Element): Marks {
  if (element.name === 'strong') return { bold: true };
  if (element.name === 'em') return { italic: true };
  if (element.name === 'a') {
    const href = element.attribs.href?.trim();
    return href && v.is(LinkHrefSchema, href) ? { href } : {};
  }
  return {};
}

/** Runs with the block's outer spaces trimmed and empty runs dropped; undefined when nothing visible is left. */
function trimmed(runs: TextRun[]): TextRun[] | undefined {
  if (runs.length > 0) {
    runs[0]!.text = runs[0]!.text.trimStart();
    runs.at(-1)!.text = runs.at(-1)!.text.trimEnd();
  }
  const kept = runs.filter((run) => run.text !== '');
  return kept.length > 0 ? kept : undefined;
}

function blockOf(element: Element): RichTextBlock | undefined {
  if (element.name === 'ul' || element.name === 'ol') {
    const items = element.children
      .filter((child): child is Element => isTag(child) && child.name === 'li')
      .map((item) => trimmed(runsOf(item.children)))
      .filter((runs) => runs !== undefined);
    return items.length > 0 ? { type: 'list', ordered: element.name === 'ol', items } : undefined;
  }
  const children = trimmed(runsOf(element.children));
  if (!children) return undefined;
  if (element.name === 'h2' || element.name === 'h3') {
    return { type: 'heading', level: element.name === 'h2' ? 2 : 3, children };
  }
  return { type: 'paragraph', children };
}

const blockTags = new Set(['p', 'h2', 'h3', 'ul', 'ol']);

/**
 * The blocks of an HTML text after the allow-list; inline content between blocks becomes a paragraph of its own.
 * An empty array when nothing visible is left (the caller says the field is required).
 */
export function htmlToRichText(html: string): RichText | [] {
  const document = parseDocument(sanitizeHtml(html, allowList));
  const blocks: RichTextBlock[] = [];
  let loose: ChildNode[] = [];
  const flushLoose = () => {
    const children = trimmed(runsOf(loose));
    if (children) blocks.push({ type: 'paragraph', children });
    loose = [];
  };
  for (const node of document.children) {
    if (isTag(node) && blockTags.has(node.name)) {
      flushLoose();
      const block = blockOf(node);
      if (block) blocks.push(block);
    } else {
      loose.push(node);
    }
  }
  flushLoose();
  return blocks as RichText | [];
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => escapes[char]!);

function runsToHtml(runs: TextRun[]): string {
  return runs
    .map((run) => {
      let html = escape(run.text);
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      return run.href ? `<a href="${escape(run.href)}">${html}</a>` : html;
    })
    .join('');
}

/** Stored blocks as the HTML the editor loads: every text escaped, so it reads back to the same blocks. */
export function richTextToHtml(blocks: RichText): string {
  return blocks
    .map((block) => {
      if (block.type === 'list') {
        const tag = block.ordered ? 'ol' : 'ul';
        return `<${tag}>${block.items.map((runs) => `<li>${runsToHtml(runs)}</li>`).join('')}</${tag}>`;
      }
      const tag = block.type === 'heading' ? `h${block.level}` : 'p';
      return `<${tag}>${runsToHtml(block.children)}</${tag}>`;
    })
    .join('');
}

/**
 * An optional rich text in both languages (a centre's description, a link list's introduction): the form's HTML
 * through the allow-list into blocks; nothing left in either is none in both, one left empty is `validation.required`
 * on its field, as the tables' checks want both or neither.
 */
export function optionalRichTextPair<TField extends string>(
  field: TField,
  values: Record<`${TField}Ar` | `${TField}En`, string>,
): Record<`${TField}Ar` | `${TField}En`, RichText | null> {
  const [keyAr, keyEn] = [`${field}Ar`, `${field}En`] as const;
  const ar = values[keyAr] === '' ? [] : htmlToRichText(values[keyAr]);
  const en = values[keyEn] === '' ? [] : htmlToRichText(values[keyEn]);
  if (ar.length === 0 && en.length === 0) return { [keyAr]: null, [keyEn]: null } as never;
  if (ar.length === 0) throw fieldRefusal(keyAr, validationMessages.required);
  if (en.length === 0) throw fieldRefusal(keyEn, validationMessages.required);
  return { [keyAr]: ar, [keyEn]: en } as never;
}
