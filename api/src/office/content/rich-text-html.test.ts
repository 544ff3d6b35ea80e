import { RichTextSchema } from '@uaeaf/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { htmlToRichText, richTextToHtml } from './rich-text-html';

/** Every text and link of the blocks, for checking that nothing executable survived. */
const flatten = (html: string) => JSON.stringify(htmlToRichText(html));

// After the OWASP XSS filter evasion cheat sheet: tags, attributes, schemes and encodings that run code.
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=x oNeRrOr="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="//xss.example/">click</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1));">styled</div>',
  '<style>@import "https://xss.example/x.css";</style>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">hover</p>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="https://example.ae" onclick="alert(1)">site</a>',
];

const hrefs = (blocks: unknown) =>
  [...JSON.stringify(blocks).matchAll(/"href":"([^"]*)"/g)].map((m) => m[1]!);

describe('the rich-text allow-list', () => {
  it.each(payloads)('leaves nothing executable of %s', (payload) => {
    const blocks = htmlToRichText(`<p>before</p>${payload}`);
    // Only text, bold, italic and links: the strict schema refuses any other key, so no node can carry markup.
    expect(v.is(RichTextSchema, blocks)).toBe(true);
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [{ text: 'before' }] });
    // Attributes and styles are gone; what is left of a broken tag is words, which the pages show escaped.
    expect(JSON.stringify(blocks)).not.toMatch(/onerror|onload|onclick|xss\.example|expression|url\(/i);
    for (const href of hrefs(blocks)) expect(href).toMatch(/^(\/[^/\\]|https:\/\/example\.ae)/);
  });

  it('keeps text that only looks like markup as text, which the pages show escaped', () => {
    expect(htmlToRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt; %3Cscript%3E</p>')).toEqual([
      { type: 'paragraph', children: [{ text: '<script>alert(1)</script> %3Cscript%3E' }] },
    ]);
  });

  it('keeps the words of a link whose address was dropped, without the link', () => {
    expect(htmlToRichText('<p><a href="javascript:alert(1)">click</a></p>')).toEqual([
      { type: 'paragraph', children: [{ text: 'click' }] },
    ]);
  });

  it('keeps the formatting the public pages render', () => {
    const html =
      '<h2>Vision</h2><p>Read the <a href="/circulars">rules</a>, <strong>bold</strong> and <em>italic</em>.</p>' +
      '<h3>Bows</h3><ul><li>Recurve</li><li><b>Compound</b></li></ul><ol><li>One</li></ol>' +
      '<p><a href="https://example.ae/x">site</a> <a href="mailto:info@example.ae">mail</a></p>';
    expect(htmlToRichText(html)).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'Vision' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Read the ' },
          { text: 'rules', href: '/circulars' },
          { text: ', ' },
          { text: 'bold', bold: true },
          { text: ' and ' },
          { text: 'italic', italic: true },
          { text: '.' },
        ],
      },
      { type: 'heading', level: 3, children: [{ text: 'Bows' }] },
      { type: 'list', ordered: false, items: [[{ text: 'Recurve' }], [{ text: 'Compound', bold: true }]] },
      { type: 'list', ordered: true, items: [[{ text: 'One' }]] },
      {
        type: 'paragraph',
        children: [
          { text: 'site', href: 'https://example.ae/x' },
          { text: ' ' },
          { text: 'mail', href: 'mailto:info@example.ae' },
        ],
      },
    ]);
  });

  it('keeps Arabic text and its characters as typed', () => {
    expect(htmlToRichText('<p>الاتحاد &amp; <strong>الأندية</strong> &lt;3</p>')).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'الاتحاد & ' }, { text: 'الأندية', bold: true }, { text: ' <3' }],
      },
    ]);
  });

  it('finds nothing in markup that shows nothing', () => {
    expect(htmlToRichText('<p> </p><p><br></p><script>alert(1)</script>')).toEqual([]);
  });

  it('reads back what it wrote for the editor', () => {
    const html =
      '<h2>A &amp; B</h2><p>x <strong><em>both</em></strong> <a href="/news?a=1&amp;b=2">&lt;link&gt;</a></p>' +
      '<ul><li>one</li></ul>';
    const blocks = htmlToRichText(html);
    expect(htmlToRichText(richTextToHtml(blocks as never))).toEqual(blocks);
    expect(flatten(richTextToHtml(blocks as never))).toBe(JSON.stringify(blocks));
  });
});
