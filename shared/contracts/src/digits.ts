// Arabic keyboards type ٠١٢… (U+0660-0669), Persian ones ۰۱۲… (U+06F0-06F9); both are the digits 0-9.
// (phone.ts keeps a private copy of this from before; it can import this one.)
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String(digit.charCodeAt(0) - (digit >= '\u06f0' ? 0x06f0 : 0x0660)),
  );
}
