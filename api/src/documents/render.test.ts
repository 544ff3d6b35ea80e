import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { visualPieces } from './bidi';
import { renderInvoicePdf, renderReceiptPdf, type InvoiceDocument, type ReceiptDocument } from './index';
import { pdfPages } from './pdf-text';

const club = {
  name: { en: 'Al Ain Archery Club', ar: 'نادي العين للقوس والسهم' },
  membershipNumber: 'UAEAF-000042',
  email: 'club@example.ae',
};

const invoice: InvoiceDocument = {
  number: 'TS-2026-000042',
  category: 'tournamentSubscription',
  name: { en: 'Tournament subscription: Federation Cup', ar: 'اشتراك البطولة: كأس الاتحاد' },
  issuedOn: '2026-11-20',
  dueOn: '2026-12-20',
  status: 'unpaid',
  member: club,
  lines: [
    {
      description: {
        en: 'Entry: Salem Al Kaabi, recurve men',
        ar: 'مشاركة سالم الكعبي، القوس الأولمبي رجال',
      },
      amountFils: 10000,
    },
    {
      description: { en: 'Entry: Rashid Al Mansoori, compound', ar: 'مشاركة راشد المنصوري، القوس المركب' },
      amountFils: 7550,
    },
    { description: { en: 'Late entry surcharge', ar: 'رسوم التسجيل المتأخر' }, amountFils: 123456 },
  ],
  totalFils: 141006,
};

const receipt: ReceiptDocument = {
  number: 'OR-2026-000007',
  status: 'paid',
  paidAt: '2026-11-25T09:15:00.000Z',
  method: 'card',
  reference: 'pay_8f3k2',
  member: { name: 'Salem Al Kaabi', membershipNumber: null, email: 'salem@example.ae' },
  bills: [
    { number: 'TS-2026-000042', name: invoice.name, amountFils: 141006 },
    { number: 'SS-2026-000003', name: { en: 'Season subscription', ar: 'اشتراك الموسم' }, amountFils: 50000 },
  ],
  totalFils: 191006,
};

/** The text a reader copies: Intl's direction marks are not drawn, and any run of spaces is one space. */
function shown(text: string): string {
  return text.replace(/[\u061c\u200e\u200f]/gu, '').replace(/\s+/gu, ' ');
}
const money = (locale: string, fils: number) =>
  shown(new Intl.NumberFormat(locale, { style: 'currency', currency: 'AED' }).format(fils / 100));
const day = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Dubai' }).format(Date.parse(iso));

/** The one line holding every one of `parts`. */
function lineWith(lines: string[], ...parts: string[]): string | undefined {
  return lines.find((line) => parts.every((part) => line.includes(part)));
}

describe('invoice PDF', () => {
  it('shows an English reader the federation, the bill, its lines, VAT at 0% with its note and the total in AED', async () => {
    const pages = await pdfPages(await renderInvoicePdf(invoice, 'en'));
    expect(pages).toHaveLength(1);
    const lines = pages[0]!;
    expect(lines[0]).toBe('UAE Archery Federation');
    expect(lines).toContain('Invoice');
    expect(lines).toContain('Unpaid');
    expect(lineWith(lines, 'Invoice number', 'TS-2026-000042')).toBeDefined();
    expect(lineWith(lines, 'Issue date', 'November 20, 2026')).toBeDefined();
    expect(lineWith(lines, 'Due date', 'December 20, 2026')).toBeDefined();
    expect(lineWith(lines, 'Category', 'Tournament subscription')).toBeDefined();
    expect(lineWith(lines, 'For', 'Tournament subscription: Federation Cup')).toBeDefined();
    expect(lineWith(lines, 'Member', 'Al Ain Archery Club')).toBeDefined();
    expect(lineWith(lines, 'Membership number', 'UAEAF-000042')).toBeDefined();
    expect(lineWith(lines, 'club@example.ae')).toBeDefined();
    expect(lineWith(lines, 'Entry: Salem Al Kaabi, recurve men', '1', 'AED 100.00')).toBeDefined();
    expect(lineWith(lines, 'Entry: Rashid Al Mansoori, compound', '2', 'AED 75.50')).toBeDefined();
    expect(lineWith(lines, 'Late entry surcharge', '3', 'AED 1,234.56')).toBeDefined();
    expect(lineWith(lines, 'Subtotal', 'AED 1,410.06')).toBeDefined();
    expect(lineWith(lines, 'VAT 0%', 'AED 0.00')).toBeDefined();
    expect(lineWith(lines, 'Total', 'AED 1,410.06')).toBeDefined();
    expect(lines).toContain("The federation's fees are not subject to VAT.");
    expect(lines.join('\n')).not.toMatch(/Page \d/);
  });

  it('shows an Arabic reader the same in Arabic, words in reading order and amounts as the site formats them', async () => {
    const lines = (await pdfPages(await renderInvoicePdf(invoice, 'ar')))[0]!;
    // Extracted in logical order, letters right (lam-alef ligatures included): the glyphs are shaped and mapped back.
    expect(lines[0]).toBe('اتحاد الإمارات للقوس والسهم');
    expect(lines).toContain('فاتورة');
    expect(lines).toContain('غير مدفوعة');
    expect(lineWith(lines, 'رقم الفاتورة', 'TS-2026-000042')).toBeDefined();
    expect(lineWith(lines, 'تاريخ الإصدار', day('ar-EG', '2026-11-20'))).toBeDefined();
    expect(day('ar-EG', '2026-11-20')).toBe('٢٠ نوفمبر ٢٠٢٦');
    expect(lineWith(lines, 'تاريخ الاستحقاق', day('ar-EG', '2026-12-20'))).toBeDefined();
    expect(lineWith(lines, 'الفئة', 'اشتراك البطولة')).toBeDefined();
    expect(lineWith(lines, 'البيان', 'اشتراك البطولة: كأس الاتحاد')).toBeDefined();
    expect(lineWith(lines, 'العضو', 'نادي العين للقوس والسهم')).toBeDefined();
    expect(lineWith(lines, 'رقم العضوية', 'UAEAF-000042')).toBeDefined();
    expect(
      lineWith(lines, 'مشاركة سالم الكعبي، القوس الأولمبي رجال', '١', money('ar-EG', 10000)),
    ).toBeDefined();
    expect(lineWith(lines, 'مشاركة راشد المنصوري، القوس المركب', '٢', money('ar-EG', 7550))).toBeDefined();
    expect(lineWith(lines, 'رسوم التسجيل المتأخر', '٣', money('ar-EG', 123456))).toBeDefined();
    expect(money('ar-EG', 141006)).toBe('١٬٤١٠٫٠٦ د.إ.');
    expect(lineWith(lines, 'المجموع الفرعي', money('ar-EG', 141006))).toBeDefined();
    expect(lineWith(lines, 'ضريبة القيمة المضافة ٠٪', money('ar-EG', 0))).toBeDefined();
    expect(lineWith(lines, 'الإجمالي', money('ar-EG', 141006))).toBeDefined();
    expect(lines).toContain('رسوم الاتحاد غير خاضعة لضريبة القيمة المضافة.');
  });

  it('names every status of a bill', async () => {
    for (const [status, en, ar] of [
      ['paid', 'Paid', 'مدفوعة'],
      ['cancelled', 'Cancelled', 'ملغاة'],
      ['waived', 'Waived', 'معفاة'],
      ['refunded', 'Refunded', 'مستردة'],
    ] as const) {
      expect((await pdfPages(await renderInvoicePdf({ ...invoice, status }, 'en')))[0]).toContain(en);
      expect((await pdfPages(await renderInvoicePdf({ ...invoice, status }, 'ar')))[0]).toContain(ar);
    }
  });

  it('reads right when several documents are made at once, in both languages', async () => {
    const statuses = ['waived', 'cancelled', 'paid', 'refunded', 'unpaid'] as const;
    const files = await Promise.all(
      statuses.flatMap((status) => [
        renderInvoicePdf({ ...invoice, status }, 'ar'),
        renderReceiptPdf(receipt, 'ar'),
      ]),
    );
    const texts = await Promise.all(files.map(async (file) => (await pdfPages(file))[0]!));
    statuses.forEach((status, index) => {
      const [bill, paid] = [texts[2 * index]!, texts[2 * index + 1]!];
      expect(bill[0]).toBe('اتحاد الإمارات للقوس والسهم');
      expect(bill).toContain(
        { waived: 'معفاة', cancelled: 'ملغاة', paid: 'مدفوعة', refunded: 'مستردة', unpaid: 'غير مدفوعة' }[
          status
        ],
      );
      expect(lineWith(bill, 'العضو', 'نادي العين للقوس والسهم')).toBeDefined();
      expect(lineWith(paid, 'رقم الإيصال', 'OR-2026-000007')).toBeDefined();
      expect(lineWith(paid, 'الإجمالي', money('ar-EG', 191006))).toBeDefined();
    });
  });

  it('runs a bill of 60 lines onto numbered pages, each line once, the headings on every page, totals at the end', async () => {
    const long: InvoiceDocument = {
      ...invoice,
      lines: Array.from({ length: 60 }, (_, index) => ({
        description: { en: `Entry of archer ${index + 1}`, ar: `مشاركة الرامي ${index + 1}` },
        amountFils: 1000 + index,
      })),
      totalFils: 60 * 1000 + (59 * 60) / 2,
    };
    for (const [language, heading, line, page] of [
      [
        'en',
        'Description',
        (n: number) => `Entry of archer ${n}`,
        (n: number, of: number) => `Page ${n} of ${of}`,
      ],
      [
        'ar',
        'الوصف',
        (n: number) => `مشاركة الرامي ${n}`,
        (n: number, of: number) => `صفحة ${ar(n)} من ${ar(of)}`,
      ],
    ] as const) {
      const pages = await pdfPages(await renderInvoicePdf(long, language));
      expect(pages.length).toBeGreaterThan(1);
      const all = pages.flat();
      for (let n = 1; n <= 60; n++) {
        expect(
          all.filter((text) => new RegExp(`${line(n)}(?!\\d)`).test(text)),
          line(n),
        ).toHaveLength(1);
      }
      pages.forEach((lines, index) => {
        expect(lineWith(lines, heading)).toBeDefined();
        expect(lines.at(-1)).toBe(page(index + 1, pages.length));
      });
      const total = language === 'en' ? 'Total' : 'الإجمالي';
      expect(
        pages
          .slice(0, -1)
          .flat()
          .some((text) => text.startsWith(total)),
      ).toBe(false);
      expect(
        lineWith(pages.at(-1)!, total, money(language === 'en' ? 'en-US' : 'ar-EG', long.totalFils)),
      ).toBeDefined();
    }
  });

  it('refuses amounts that are not whole fils, negative ones and a total that is not the sum, drawing nothing', async () => {
    const line = invoice.lines[0]!;
    for (const bad of [
      { ...invoice, lines: [{ ...line, amountFils: -100 }], totalFils: -100 },
      { ...invoice, lines: [{ ...line, amountFils: 100.5 }], totalFils: 100.5 },
      { ...invoice, totalFils: invoice.totalFils + 1 },
      { ...invoice, lines: [], totalFils: 0 },
    ]) {
      await expect(renderInvoicePdf(bad, 'en')).rejects.toBeInstanceOf(v.ValiError);
    }
  });
});

describe('receipt PDF', () => {
  it('shows the order, when and how it was paid, the bills it paid and the totals, in English', async () => {
    const lines = (await pdfPages(await renderReceiptPdf(receipt, 'en')))[0]!;
    expect(lines[0]).toBe('UAE Archery Federation');
    expect(lines).toContain('Receipt');
    expect(lines).toContain('Paid');
    expect(lineWith(lines, 'Receipt number', 'OR-2026-000007')).toBeDefined();
    // 09:15 UTC is 13:15 in the UAE.
    expect(lineWith(lines, 'Paid on', 'November 25, 2026 at 1:15 PM')).toBeDefined();
    expect(lineWith(lines, 'Payment method', 'Card')).toBeDefined();
    expect(lineWith(lines, 'Reference', 'pay_8f3k2')).toBeDefined();
    expect(lineWith(lines, 'Member', 'Salem Al Kaabi')).toBeDefined();
    expect(lineWith(lines, 'Membership number')).toBeUndefined();
    expect(
      lineWith(lines, 'TS-2026-000042', 'Tournament subscription: Federation Cup', 'AED 1,410.06'),
    ).toBeDefined();
    expect(lineWith(lines, 'SS-2026-000003', 'Season subscription', 'AED 500.00')).toBeDefined();
    expect(lineWith(lines, 'VAT 0%', 'AED 0.00')).toBeDefined();
    expect(lineWith(lines, 'Total', 'AED 1,910.06')).toBeDefined();
    expect(lines).toContain("The federation's fees are not subject to VAT.");
  });

  it('in Arabic, with an offline payment and a refund', async () => {
    const refunded = {
      ...receipt,
      status: 'refunded',
      method: 'bankTransfer',
      reference: 'TT-99812',
    } as const;
    const lines = (await pdfPages(await renderReceiptPdf(refunded, 'ar')))[0]!;
    expect(lines[0]).toBe('اتحاد الإمارات للقوس والسهم');
    expect(lines).toContain('إيصال');
    expect(lines).toContain('مسترد');
    expect(lineWith(lines, 'رقم الإيصال', 'OR-2026-000007')).toBeDefined();
    expect(lineWith(lines, 'طريقة الدفع', 'تحويل بنكي')).toBeDefined();
    expect(lineWith(lines, 'المرجع', 'TT-99812')).toBeDefined();
    expect(
      lineWith(lines, 'TS-2026-000042', 'اشتراك البطولة: كأس الاتحاد', money('ar-EG', 141006)),
    ).toBeDefined();
    expect(lineWith(lines, 'الإجمالي', money('ar-EG', 191006))).toBeDefined();
    expect(lines).toContain('رسوم الاتحاد غير خاضعة لضريبة القيمة المضافة.');
  });

  it('refuses a receipt whose bills do not add up to its total', async () => {
    await expect(renderReceiptPdf({ ...receipt, totalFils: 1 }, 'ar')).rejects.toBeInstanceOf(v.ValiError);
  });
});

it("names the federation as the site's header does", async () => {
  for (const language of ['ar', 'en'] as const) {
    const messages = JSON.parse(
      readFileSync(new URL(`../../../shared/ui/lang/${language}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const pages = await pdfPages(await renderReceiptPdf(receipt, language));
    expect(pages[0]![0]).toBe(messages['ui.federation.name']);
  }
});

describe('line layout', () => {
  it('puts a number inside Arabic to the left of the words before it, and keeps Arabic words right to left', () => {
    expect(visualPieces('فاتورة رقم TS-2026-000042', 'rtl')).toEqual(['TS-2026-000042', 'فاتورة رقم ']);
    expect(visualPieces('Member: سالم الكعبي (UAEAF-000042)', 'ltr')).toEqual([
      'Member: ',
      'سالم الكعبي',
      ' (UAEAF-000042)',
    ]);
  });

  it('draws Arabic-Indic digits left to right one by one, so the font does not turn them round', () => {
    expect(visualPieces('‏١٢٫٥٠ د.إ.‏', 'rtl').slice(-5)).toEqual(['١', '٢', '٫', '٥', '٠']);
  });

  it('mirrors brackets in Arabic and hands Arabic words to the font in logical order', () => {
    expect(visualPieces('راشد (تحت)', 'rtl')).toEqual(['(', 'تحت', ')', 'راشد ']);
  });
});

function ar(n: number): string {
  return new Intl.NumberFormat('ar-EG').format(n);
}
