import PDFDocument from 'pdfkit';
import { visualPieces, type Direction } from './bidi';
import { forDocument, type FontWeight } from './fonts';
import type { Font } from 'fontkit';

/** A4 in points, and the margin all round. */
const pageSize = { width: 595.28, height: 841.89 };
const margin = 48;
/** Room kept at the foot of every page for its number. */
const footerHeight = 28;

export const contentWidth = pageSize.width - 2 * margin;

export const colors = {
  text: '#1b1b1b',
  muted: '#5c5c5c',
  rule: '#d0d0d0',
  band: '#f3efe4',
  good: '#067647',
  bad: '#b42318',
} as const;

export interface TextStyle {
  weight?: FontWeight;
  size?: number;
  color?: string;
}

/**
 * Where a text goes across the page, measured from the side the document's language starts on (the right in Arabic),
 * so one layout serves both languages.
 */
export interface Span {
  from: number;
  width: number;
  align?: 'start' | 'end' | 'center';
}

const defaults: Required<TextStyle> = { weight: 'regular', size: 10, color: colors.text };

/** The line height of a text style: 1.5 times the size, enough for Arabic's marks above and below. */
export function lineHeight(style: TextStyle = {}): number {
  return (style.size ?? defaults.size) * 1.5;
}

/**
 * A PDF being written top to bottom in one language: lines are laid out by the Unicode Bidirectional Algorithm and drawn
 * piece by piece so that Arabic is joined and reads right to left, long texts wrap, and a block that does not fit goes
 * on a new page.
 */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  /** The top of the next thing to draw. */
  y = margin;
  readonly #direction: Direction;
  readonly #chunks: Uint8Array[] = [];
  /** Widths of pieces already shaped, by font, size and text: wrapping measures the same words again and again. */
  readonly #widths = new Map<string, number>();
  #style: Required<TextStyle> = defaults;
  readonly #ended: Promise<void>;

  /**
   * Starts a document. Everything from here to `finish` runs without awaiting, so no other document's layout can come
   * in between (see `forDocument`).
   */
  constructor(language: 'ar' | 'en', title: string, fonts: Record<FontWeight, Font>) {
    const doc = new PDFDocument({
      size: [pageSize.width, pageSize.height],
      margin,
      // No standard font: every text is in the embedded font, and pdfkit then reads none of its own font files.
      font: null as unknown as string,
      bufferPages: true,
      lang: language,
      displayTitle: true,
      info: { Title: title, Author: title.split(' — ')[0] ?? title },
    });
    // @types/pdfkit lists files only; pdfkit itself also takes a parsed fontkit font (`PDFFontFactory.open`).
    doc.registerFont('regular', forDocument(fonts.regular) as unknown as Uint8Array);
    doc.registerFont('bold', forDocument(fonts.bold) as unknown as Uint8Array);
    this.doc = doc;
    this.#direction = language === 'ar' ? 'rtl' : 'ltr';
    doc.on('data', (chunk: Uint8Array) => this.#chunks.push(chunk));
    this.#ended = new Promise((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
  }

  get bottom(): number {
    return pageSize.height - margin - footerHeight;
  }

  #use(style: TextStyle): void {
    this.#style = { ...defaults, ...style };
    this.doc.font(this.#style.weight).fontSize(this.#style.size).fillColor(this.#style.color);
  }

  #pieceWidth(piece: string): number {
    const key = `${this.#style.weight} ${this.#style.size} ${piece}`;
    let width = this.#widths.get(key);
    if (width === undefined) {
      width = this.doc.widthOfString(piece, { features: [] });
      this.#widths.set(key, width);
    }
    return width;
  }

  /** The width of one line of text. */
  width(text: string, style: TextStyle = {}): number {
    this.#use(style);
    return visualPieces(text, this.#direction).reduce((sum, piece) => sum + this.#pieceWidth(piece), 0);
  }

  /** The lines a text takes within `width`, broken between words (inside a word only when it is wider alone). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.trim().split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.width(candidate, style) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = '';
      let rest = word;
      while (this.width(rest, style) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && this.width(rest.slice(0, cut), style) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Draws one line of text at `top` within a span. */
  write(text: string, span: Span, top: number, style: TextStyle = {}): void {
    this.#use(style);
    const pieces = visualPieces(text, this.#direction).map((piece) => ({
      text: piece,
      width: this.#pieceWidth(piece),
    }));
    const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const align = span.align ?? 'start';
    const free = span.width - total;
    const offset =
      align === 'center' ? free / 2 : (align === 'start') === (this.#direction === 'ltr') ? 0 : free;
    let x = this.#left(span) + offset;
    for (const piece of pieces) {
      // An empty feature list makes pdfkit shape the piece as a whole rather than word by word, which would put
      // the words of a right-to-left piece in left-to-right order.
      this.doc.text(piece.text, x, top, { lineBreak: false, features: [] });
      x += piece.width;
    }
  }

  /** Draws a wrapped text from `top` and answers the height it took. */
  writeWrapped(text: string, span: Span, top: number, style: TextStyle = {}): number {
    const lines = this.wrap(text, span.width, style);
    lines.forEach((line, index) => this.write(line, span, top + index * lineHeight(style), style));
    return lines.length * lineHeight(style);
  }

  /** A filled band or a rule across a span. */
  fill(span: Span, top: number, height: number, color: string): void {
    this.doc.rect(this.#left(span), top, span.width, height).fill(color);
  }

  /** Moves to a new page when `height` more does not fit on this one; answers whether it did. */
  makeRoom(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = margin;
    return true;
  }

  /** Numbers the pages when there is more than one, and answers the finished file. */
  async finish(pageNumber: (page: number, pages: number) => string): Promise<Uint8Array> {
    const { start, count } = this.doc.bufferedPageRange();
    if (count > 1) {
      for (let page = start; page < start + count; page++) {
        this.doc.switchToPage(page);
        const label = pageNumber(page - start + 1, count);
        this.write(label, { from: 0, width: contentWidth, align: 'center' }, this.bottom + footerHeight / 2, {
          size: 8,
          color: colors.muted,
        });
      }
    }
    this.#readLigaturesInLogicalOrder();
    this.doc.end();
    await this.#ended;
    // A plain Uint8Array, not a Buffer: it is what the signature promises, and readers such as PDF.js refuse Buffers.
    const file = new Uint8Array(this.#chunks.reduce((size, chunk) => size + chunk.length, 0));
    let offset = 0;
    for (const chunk of this.#chunks) {
      file.set(chunk, offset);
      offset += chunk.length;
    }
    return file;
  }

  #left(span: Span): number {
    return this.#direction === 'ltr' ? margin + span.from : pageSize.width - margin - span.from - span.width;
  }

  /**
   * Text extraction (copy and paste, search, screen readers) reads the glyphs of a right-to-left run from left to
   * right and reverses the text it found. A ligature such as lam-alef is one glyph standing for two letters, which
   * that reversal would swap: pdfkit maps the glyph to its letters in logical order, so they are stored reversed here
   * and come out right. Only Arabic ligatures are touched; they appear in right-to-left runs only.
   */
  #readLigaturesInLogicalOrder(): void {
    const families = (this.doc as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })
      ._fontFamilies;
    // A font is listed under its registered name and its PostScript name: each once.
    for (const font of new Set(Object.values(families))) {
      font.unicode?.forEach((codePoints, glyph, unicode) => {
        if (
          codePoints.length > 1 &&
          codePoints.every((code) => arabicLetter.test(String.fromCodePoint(code)))
        ) {
          unicode[glyph] = [...codePoints].reverse();
        }
      });
    }
  }
}

const arabicLetter = /\p{Script=Arabic}/u;
