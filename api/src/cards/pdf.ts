import type { MembershipCard } from '@uaeaf/contracts';
import { loadFonts } from '../documents/fonts';
import { colors, contentWidth, lineHeight, Sheet, type Span, type TextStyle } from '../documents/sheet';
import type { DocumentLanguage } from '../documents/types';
import { formats } from '../documents/words';
import { qrModules } from './qr';
import { accountTypeWords, ageClassWords, cardLabels, cardStateWords } from './words';

type IssuedCard = Extract<MembershipCard, { issued: true }>;

const photoSize = 110;
const qrSize = 150;

/**
 * The member's card as a PDF in one language (labels, dates and numbers; the name is printed in both): the
 * federation, the photo, the facts of the card page and its QR code with the verification address under it.
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
  const whole: Span = { from: 0, width: contentWidth };
  const big: TextStyle = { weight: 'bold', size: 20 };
  sheet.write(federation, { from: 0, width: contentWidth / 2 }, sheet.y + 6, { weight: 'bold', size: 13 });
  sheet.write(cardLabels.title[l], { ...whole, align: 'end' }, sheet.y, big);
  sheet.y += lineHeight(big) + 4;
  sheet.fill(whole, sheet.y, 1, colors.rule);
  sheet.y += 14;

  const { doc } = sheet;
  const left = doc.page.margins.left;
  const top = sheet.y;
  if (photo) {
    // The photo sits on the side the language starts on, beside the facts.
    const x = l === 'ar' ? left + contentWidth - photoSize : left;
    doc.image(Buffer.from(photo), x, top, { fit: [photoSize, photoSize], align: 'center', valign: 'center' });
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
  const from = photoSize + 20;
  const label: TextStyle = { size: 9, color: colors.muted };
  for (const [name, value] of facts) {
    sheet.write(name, { from, width: 120 }, sheet.y, label);
    sheet.write(value, { from: from + 120, width: contentWidth - from - 120 }, sheet.y, { weight: 'bold' });
    sheet.y += lineHeight();
  }
  sheet.y = Math.max(sheet.y, top + photoSize) + 12;
  const state = cardStateWords[card.state][l];
  sheet.write(state, { ...whole, align: 'center' }, sheet.y, {
    weight: 'bold',
    size: 14,
    color: card.state === 'valid' ? colors.good : colors.bad,
  });
  sheet.y += lineHeight({ size: 14 }) + 10;

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
  return sheet.finish((page, pages) => `${f.integer(page)} / ${f.integer(pages)}`);
}
