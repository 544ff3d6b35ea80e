// Latin runs that an Arabic sentence reorders unless they are isolated (decision 084). The bidirectional algorithm
// keeps a run that starts with a letter together ("UAEAF-000042", "2027-2028" too: digits joined by a hyphen or a
// slash stay one number), but a run that starts with digits and goes on with letters ("784-YYYY-NNNNNNN-C" showed as
// "YYYY-NNNNNNN-C-784") or groups of digits separated by spaces (a phone number) is drawn in the wrong order. Such a
// run must follow U+2066 (left-to-right isolate) or U+2068 (first-strong isolate), and be closed by U+2069.
const unisolated = /(?<![\u2066\u2068\w+./-]|\d )(?:\+?\d[\d./-]*[A-Za-z][\w./-]*|\+?\d+(?: \d+)+)/gu;

/**
 * The runs of an Arabic message that need isolating and are not, ICU arguments left out (their values are isolated
 * where they are passed).
 * @param {string} text
 * @returns {string[]}
 */
export function unisolatedLatinRuns(text) {
  return [...text.replace(/\{[^}]*\}/g, ' ').matchAll(unisolated)].map((match) => match[0]);
}
