// For the tests: what a reader of a PDF gets when they copy its text, page by page and line by line, as PDF.js (the
// viewer in Firefox and many others) extracts it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface Item {
  str: string;
  transform: number[];
}

/** Each page's lines, top to bottom; a line's text items joined in the order PDF.js gives them. */
export async function pdfPages(data: Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const { items } = await page.getTextContent();
      const lines = new Map<number, string[]>();
      for (const item of items as Item[]) {
        if (!item.str.trim()) continue;
        const top = Math.round(item.transform[5]!);
        const line = [...lines.keys()].find((y) => Math.abs(y - top) <= 2) ?? top;
        lines.set(line, [...(lines.get(line) ?? []), item.str]);
      }
      pages.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, parts]) => parts.join(' ').replace(/\s+/g, ' ')),
      );
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
