import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

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
let loading: Promise<Record<FontWeight, Buffer>> | undefined;

/** The font files, read once per process. */
export function loadFonts(): Promise<Record<FontWeight, Buffer>> {
  loading ??= Promise.all([
    readFile(require.resolve(fontFiles.regular)),
    readFile(require.resolve(fontFiles.bold)),
  ])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
