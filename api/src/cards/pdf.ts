import type { MembershipCard } from '@uaeaf/contracts';
import { brandColors, emblemRings } from '@uaeaf/design-tokens';
import { loadFonts } from '../documents/fonts';
import { colors, contentWidth, lineHeight, Sheet, type Span, type TextStyle } from '../documents/sheet';
import type { DocumentLanguage } from '../documents/types';
import { formats } from '../documents/words';
import { qrModules } from './qr';
import { accountTypeWords, ageClassWords, cardLabels, cardStateWords } from './words';

type IssuedCard = Extract<MembershipCard, { issued: true }>;

const photoSize = 110;
const qrSize = 150;
/** Room between the card's frame and what it holds, so that nothing touches the frame. */
const padding = 18;
const emblemSize = 44;
const inner = contentWidth - 2 * padding;

/** The federation's emblem, ring by ring from the design tokens, with its top-left corner at (x, y). */
function drawEmblem(doc: PDFKit.PDFDocument, x: number, y: number): void {
  const scale = emblemSize / 64;
  for (const ring of emblemRings) {
    doc.lineWidth(ring.strokeWidth * scale).circle(x + 32 * scale, y + 32 * scale, ring.r * scale);
    if (ring.fill && ring.stroke) doc.fillAndStroke(ring.fill, ring.stroke);
    else if (ring.fill) doc.fill(ring.fill);
    else if (ring.stroke) doc.stroke(ring.stroke);
  }
}

/**
 * The member's card as a PDF in one language (labels, dates and numbers; the names are printed in both): inside a
 * padded frame, the federation's emblem and name in both languages, the photo of the registration beside the facts of
 * the card page, the state on its band, and its QR code with the verification address under it.
 */
export async function renderCardPdf(
  card: IssuedCard,
  photo: Uint8Array | undefined,
  language: DocumentLanguage,
  verifyUrl: string,
): Promise<Uint8Array> {
  const l = language;
  const federation = cardLabels.federation[l];
  const sheet = new Sheet(
    l,
    `${federation} — ${cardLabels.title[l]} ${card.membershipNumber}`,
    await loadFonts(),
  );
  const { doc } = sheet;
  const left = doc.page.margins.left;
  const frameTop = sheet.y;
  const whole: Span = { from: padding, width: inner };
  /** The left edge of something `width` wide at the side the language starts on, inside the padding. */
  const startX = (width: number) => (l === 'ar' ? left + contentWidth - padding - width : left + padding);
  sheet.y += padding;

  drawEmblem(doc, startX(emblemSize), sheet.y);
  const besideEmblem: Span = { from: padding + emblemSize + 12, width: inner / 2 };
  // The federation's name in both languages, the document's own first.
  const other = l === 'ar' ? 'en' : 'ar';
  sheet.write(cardLabels.federation[l], besideEmblem, sheet.y + 4, { weight: 'bold', size: 13 });
  sheet.write(cardLabels.federation[other], besideEmblem, sheet.y + 24, { size: 11, color: colors.muted });
  const big: TextStyle = { weight: 'bold', size: 20 };
  sheet.write(cardLabels.title[l], { ...whole, align: 'end' }, sheet.y + 8, big);
  sheet.y += emblemSize + 10;
  sheet.fill(whole, sheet.y, 2, brandColors.primary);
  sheet.y += 16;

  const top = sheet.y;
  if (photo) {
    // The photo sits on the side the language starts on, beside the facts.
    doc.image(Buffer.from(photo), startX(photoSize), top, {
      fit: [photoSize, photoSize],
      align: 'center',
      valign: 'center',
    });
  }
  const f = formats(l);
  const facts: [string, string][] = [
    [cardLabels.nameAr[l], card.name.ar],
    [cardLabels.nameEn[l], card.name.en],
    [cardLabels.kind[l], card.accountType === 'admin' ? '' : accountTypeWords[card.accountType][l]],
    ...(card.club ? [[cardLabels.club[l], card.club[l]] as [string, string]] : []),
    [cardLabels.number[l], card.membershipNumber],
    [cardLabels.validUntil[l], card.validUntil ? f.day(card.validUntil) : '—'],
    ...(card.ageClass ? [[cardLabels.ageClass[l], ageClassWords[card.ageClass][l]] as [string, string]] : []),
    [cardLabels.code[l], card.code],
  ];
  const from = padding + photoSize + 20;
  const label: TextStyle = { size: 9, color: colors.muted };
  for (const [name, value] of facts) {
    sheet.write(name, { from, width: 120 }, sheet.y, label);
    sheet.write(value, { from: from + 120, width: contentWidth - padding - from - 120 }, sheet.y, {
      weight: 'bold',
    });
    sheet.y += lineHeight();
  }
  sheet.y = Math.max(sheet.y, top + photoSize) + 14;
  // The state on a tinted band with room around its words, as on the card page.
  const state: TextStyle = {
    weight: 'bold',
    size: 14,
    color: card.state === 'valid' ? colors.good : colors.bad,
  };
  const band = lineHeight(state) + 12;
  sheet.fill(whole, sheet.y, band, colors.band);
  sheet.write(cardStateWords[card.state][l], { ...whole, align: 'center' }, sheet.y + 8, state);
  sheet.y += band + 14;

  // Drawn module by module at absolute places: a QR code must never be mirrored for the right-to-left layout.
  const modules = qrModules(verifyUrl);
  const cell = qrSize / modules.length;
  const qrLeft = left + (contentWidth - qrSize) / 2;
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(qrLeft + c * cell, sheet.y + r * cell, cell, cell).fill(colors.text);
    }),
  );
  sheet.y += qrSize + 12;
  sheet.write(cardLabels.verify[l], { ...whole, align: 'center' }, sheet.y, label);
  sheet.y += lineHeight(label);
  sheet.write(verifyUrl, { ...whole, align: 'center' }, sheet.y, { size: 9 });
  sheet.y += lineHeight({ size: 9 }) + padding;
  doc
    .lineWidth(1)
    .roundedRect(left, frameTop, contentWidth, sheet.y - frameTop, 8)
    .stroke(brandColors.border);
  return sheet.finish((page, pages) => `${f.integer(page)} / ${f.integer(pages)}`);
}
