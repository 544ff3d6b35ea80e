import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * IBM Plex Sans Arabic (OFL), from npm as TrueType: it has Arabic and Latin glyphs in one file, and each Arabic letter
 * is one glyph with its dots, so the PDF's ToUnicode map turns every glyph back into its letter (Noto Kufi Arabic draws
 * the dots as separate glyphs, and copied text came out with the wrong letters). The files are resolved from the
 * package at run time, relative to this module in tests and to `dist/server.mjs` in the bundle, which keeps npm
 * packages external.
 */
const fontFiles = {
  regular: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  bold: '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof fontFiles;

const require = createRequire(import.meta.url);
let loading: Promise<Record<FontWeight, Font>> | undefined;

async function parse(weight: FontWeight): Promise<Font> {
  return create(await readFile(require.resolve(fontFiles[weight]))) as Font;
}

/**
 * The fonts, read and parsed once per process: decoding a font's tables took most of the time of a document when
 * pdfkit parsed the file for each one. pdfkit takes a parsed fontkit font as it takes a file.
 */
export function loadFonts(): Promise<Record<FontWeight, Font>> {
  loading ??= Promise.all([parse('regular'), parse('bold')])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * A parsed font ready for one more document. fontkit keeps one glyph object per glyph with the letters it was first
 * asked for, and pdfkit writes those letters into the document's ToUnicode map (what copy, search and screen readers
 * read). Embedding a document's subset asks for glyphs without letters, so a glyph kept from the previous document
 * could read as nothing in the next: the kept glyphs are dropped here (the parsed tables, the slow part, stay).
 */
export function forDocument(font: Font): Font {
  (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
  return font;
}
