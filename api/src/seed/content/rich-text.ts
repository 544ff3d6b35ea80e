import type { RichText, RichTextBlock, TextRun } from '@uaeaf/contracts';

/**
 * The demo texts are written in a small subset of Markdown, which reads far better in the seed files than nested
 * blocks: blank lines separate blocks; `## ` and `### ` start headings; lines of `- ` or `1. ` make a list;
 * `**bold**` and `[text](/path)` work inside a line. Anything else is a paragraph.
 */
export function richText(source: string): RichText {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .map(toBlock);
}

function toBlock(block: string): RichTextBlock {
  const heading = /^(#{2,3}) (.+)$/s.exec(block);
  if (heading) {
    return { type: 'heading', level: heading[1]!.length as 2 | 3, children: runs(heading[2]!) };
  }
  const lines = block.split('\n').map((line) => line.trim());
  if (lines.every((line) => line.startsWith('- '))) {
    return { type: 'list', ordered: false, items: lines.map((line) => runs(line.slice(2))) };
  }
  if (lines.every((line) => /^\d+\. /.test(line))) {
    return { type: 'list', ordered: true, items: lines.map((line) => runs(line.replace(/^\d+\. /, ''))) };
  }
  return { type: 'paragraph', children: runs(lines.join(' ')) };
}

function runs(text: string): TextRun[] {
  const result: TextRun[] = [];
  const inline = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (const match of text.matchAll(inline)) {
    if (match.index > last) result.push({ text: text.slice(last, match.index) });
    if (match[1] !== undefined) result.push({ text: match[1], bold: true });
    else result.push({ text: match[2]!, href: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) result.push({ text: text.slice(last) });
  return result;
}
