import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LocalizedRichTextSchema, type RichText, richTextToPlainText, RichTextSchema } from './rich-text';

const vision: RichText = [
  { type: 'heading', level: 2, children: [{ text: 'Vision' }] },
  {
    type: 'paragraph',
    children: [{ text: 'Read the ' }, { text: 'circulars', href: '/circulars', bold: true }, { text: '.' }],
  },
  { type: 'list', ordered: false, items: [[{ text: 'Recurve' }], [{ text: 'Compound', italic: true }]] },
];

describe('rich text', () => {
  it('accepts paragraphs, headings, lists and links', () => {
    expect(v.is(RichTextSchema, vision)).toBe(true);
    expect(v.is(LocalizedRichTextSchema, { ar: vision, en: vision })).toBe(true);
  });

  it('keeps markup inside text as text, to be rendered escaped', () => {
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const parsed = v.parse(RichTextSchema, [{ type: 'paragraph', children: [{ text: script }] }]);
    expect(parsed[0]).toEqual({ type: 'paragraph', children: [{ text: script }] });
  });

  it.each([
    ['an html block', [{ type: 'html', html: '<b>bold</b>' }]],
    ['an html key on a block', [{ type: 'paragraph', children: [{ text: 'x' }], html: '<b>x</b>' }]],
    ['an html key on a text run', [{ type: 'paragraph', children: [{ text: 'x', html: '<b>x</b>' }] }]],
    [
      'React raw html',
      [{ type: 'paragraph', children: [{ text: 'x', dangerouslySetInnerHTML: { __html: '<b>' } }] }],
    ],
    ['markup as an object', [{ type: 'paragraph', children: [{ text: { __html: '<b>x</b>' } }] }]],
    ['a heading of level 1', [{ type: 'heading', level: 1, children: [{ text: 'x' }] }]],
    ['an empty paragraph', [{ type: 'paragraph', children: [] }]],
    ['no blocks at all', []],
  ])('refuses %s', (_, blocks) => {
    expect(v.is(RichTextSchema, blocks)).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/phish',
    '/\\evil.example',
    'vbscript:msgbox(1)',
  ])('refuses a link to %j', (href) => {
    expect(v.is(RichTextSchema, [{ type: 'paragraph', children: [{ text: 'x', href }] }])).toBe(false);
  });

  it.each(['/news/12', 'https://worldarchery.sport', 'mailto:info@example.ae', 'tel:+97165551234'])(
    'allows a link to %j',
    (href) => {
      expect(v.is(RichTextSchema, [{ type: 'paragraph', children: [{ text: 'x', href }] }])).toBe(true);
    },
  );

  it('gives the plain text of blocks', () => {
    expect(richTextToPlainText(vision)).toBe('Vision\n\nRead the circulars.\n\nRecurve\nCompound');
  });
});
