import bidiFactory from 'bidi-js';

export type Direction = 'rtl' | 'ltr';

const bidi = bidiFactory();

const arabicScript = /\p{Script=Arabic}/u;
const joinsArabic = /[\p{Script=Arabic}\p{M}\p{Zs}]/u;
/** Marks that steer the algorithm (Intl puts U+200F around Arabic currency) but have no glyph to draw. */
const directionMarks = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * Splits one line (no line breaks) into the pieces to draw from left to right, by the Unicode Bidirectional Algorithm
 * with the document's direction as the paragraph's. Each piece goes to the font as it is: fontkit shapes it (joins
 * Arabic letters) and, when it holds Arabic letters, lays its glyphs out right to left by itself. So a right-to-left
 * piece keeps its logical order, and a left-to-right piece never holds an Arabic-script character that fontkit would
 * take for a right-to-left run (Arabic-Indic digits are such characters: each is a piece of its own).
 */
export function visualPieces(line: string, direction: Direction): string[] {
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const groups: { rtl: boolean; arabic: boolean; visual: string[] }[] = [];
  for (const index of bidi.getReorderedIndices(line, embedding)) {
    const character = line[index]!;
    if (directionMarks.test(character)) continue;
    const rtl = embedding.levels[index]! % 2 === 1;
    const shown = rtl ? (bidi.getMirroredCharacter(character) ?? character) : character;
    // Right to left: Arabic words and the spaces between them go to the font together (it joins and orders them);
    // anything else (brackets, dashes, Latin letters at a right-to-left level) is drawn in visual order.
    // Left to right: runs of Latin, digits and punctuation go together, an Arabic-script character alone.
    const arabic = rtl ? joinsArabic.test(character) : arabicScript.test(character);
    const last = groups.at(-1);
    if (last && last.rtl === rtl && last.arabic === arabic && !(arabic && !rtl)) last.visual.push(shown);
    else groups.push({ rtl, arabic, visual: [shown] });
  }
  return groups.map(({ rtl, arabic, visual }) =>
    rtl && arabic && visual.some((character) => arabicScript.test(character))
      ? visual.reverse().join('')
      : visual.join(''),
  );
}
