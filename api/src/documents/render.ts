import * as v from 'valibot';
import { loadFonts } from './fonts';
import { colors, contentWidth, lineHeight, Sheet, type Span, type TextStyle } from './sheet';
import {
  InvoiceDocumentSchema,
  ReceiptDocumentSchema,
  type DocumentLanguage,
  type DocumentMember,
  type InvoiceDocument,
  type ReceiptDocument,
} from './types';
import { formats, words, type Formats, type Words } from './words';

const small: TextStyle = { size: 8.5, color: colors.muted };
const label: TextStyle = { size: 9, color: colors.muted };
const heading: TextStyle = { weight: 'bold', size: 9 };
const gap = 14;
const cellPadding = 5;

/** One row of the document's table; `first` and `third` are the narrow columns (line or bill number, amount). */
interface Row {
  first: string;
  description: string;
  amount: string;
}

interface Layout {
  title: string;
  number: string;
  status: { text: string; color: string };
  /** Label and value pairs in the start column, under the title. */
  facts: [string, string][];
  /** What a bill is for, across the page under the facts. */
  purpose?: [string, string];
  member: DocumentMember;
  columns: Row;
  /** The width of the first column. */
  firstWidth: number;
  rows: Row[];
  totalFils: number;
}

/**
 * The invoice of a bill as a PDF in one language: the federation, the bill's number, dates, category, purpose and
 * status, the member, its lines, and the subtotal, VAT (0%, with why) and total in AED.
 * Throws the valibot error for data that is not a valid invoice (such as an amount that is not whole fils).
 */
export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  language: DocumentLanguage,
): Promise<Uint8Array> {
  const bill = v.parse(InvoiceDocumentSchema, invoice);
  const w = words[language];
  const f = formats(language);
  return render(language, w, f, {
    title: w.invoice,
    number: bill.number,
    status: { text: w.billStatuses[bill.status], color: statusColor[bill.status] },
    facts: [
      [w.invoiceNumber, bill.number],
      [w.issuedOn, f.day(bill.issuedOn)],
      [w.dueOn, f.day(bill.dueOn)],
      [w.category, w.categories[bill.category]],
    ],
    purpose: [w.billFor, bill.name[language]],
    member: bill.member,
    columns: { first: w.lineNumber, description: w.description, amount: w.amount },
    firstWidth: 34,
    rows: bill.lines.map((line, index) => ({
      first: f.integer(index + 1),
      description: line.description[language],
      amount: f.money(line.amountFils),
    })),
    totalFils: bill.totalFils,
  });
}

/**
 * The receipt of a paid order as a PDF in one language: the federation, the receipt's (the order's) number, when and
 * how it was paid with the payment's reference, the member, the bills it paid, and the subtotal, VAT and total.
 * Throws the valibot error for data that is not a valid receipt.
 */
export async function renderReceiptPdf(
  receipt: ReceiptDocument,
  language: DocumentLanguage,
): Promise<Uint8Array> {
  const order = v.parse(ReceiptDocumentSchema, receipt);
  const w = words[language];
  const f = formats(language);
  return render(language, w, f, {
    title: w.receipt,
    number: order.number,
    status: { text: w.orderStatuses[order.status], color: statusColor[order.status] },
    facts: [
      [w.receiptNumber, order.number],
      [w.paidAt, f.dayAndTime(order.paidAt)],
      [w.method, w.methods[order.method]],
      ...(order.reference === null ? [] : [[w.reference, order.reference] as [string, string]]),
    ],
    member: order.member,
    columns: { first: w.bill, description: w.description, amount: w.amount },
    firstWidth: 112,
    rows: order.bills.map((bill) => ({
      first: bill.number,
      description: bill.name[language],
      amount: f.money(bill.amountFils),
    })),
    totalFils: order.totalFils,
  });
}

const statusColor = {
  unpaid: colors.bad,
  paid: colors.good,
  cancelled: colors.muted,
  waived: colors.muted,
  refunded: colors.muted,
} as const;

async function render(language: DocumentLanguage, w: Words, f: Formats, layout: Layout): Promise<Uint8Array> {
  const fonts = await loadFonts();
  const sheet = new Sheet(language, `${w.federation} — ${layout.title} ${layout.number}`, fonts);
  header(sheet, w, layout);
  details(sheet, language, w, layout);
  table(sheet, w, layout);
  totals(sheet, w, f, layout.totalFils);
  return sheet.finish((page, pages) => w.page(f.integer(page), f.integer(pages)));
}

const whole: Span = { from: 0, width: contentWidth };

function header(sheet: Sheet, w: Words, layout: Layout): void {
  const title: TextStyle = { weight: 'bold', size: 22 };
  sheet.write(w.federation, { from: 0, width: contentWidth / 2 }, sheet.y + 6, { weight: 'bold', size: 13 });
  sheet.write(layout.title, { ...whole, align: 'end' }, sheet.y, title);
  sheet.y += lineHeight(title);
  const status: TextStyle = { weight: 'bold', size: 11, color: layout.status.color };
  sheet.write(layout.status.text, { ...whole, align: 'end' }, sheet.y, status);
  sheet.y += lineHeight(status) + 4;
  sheet.fill(whole, sheet.y, 1, colors.rule);
  sheet.y += gap;
}

/** The document's facts in the start column, the member in the end column. */
function details(sheet: Sheet, language: DocumentLanguage, w: Words, layout: Layout): void {
  // The facts column is the wider: a date and time must fit on one line; an email may wrap.
  const factsWidth = 265;
  const labelWidth = 92;
  const member = layout.member;
  const memberFacts: [string, string][] = [
    [w.member, typeof member.name === 'string' ? member.name : member.name[language]],
    ...(member.membershipNumber === null
      ? []
      : [[w.membershipNumber, member.membershipNumber] as [string, string]]),
    [w.email, member.email],
  ];
  const list = (facts: [string, string][], from: number, width: number) => {
    let top = sheet.y;
    for (const [name, value] of facts) {
      sheet.write(name, { from, width: labelWidth }, top, label);
      top += sheet.writeWrapped(value, { from: from + labelWidth, width: width - labelWidth }, top);
    }
    return top;
  };
  const memberFrom = factsWidth + gap;
  sheet.y = Math.max(
    list(layout.facts, 0, factsWidth),
    list(memberFacts, memberFrom, contentWidth - memberFrom),
  );
  if (layout.purpose) {
    const [name, value] = layout.purpose;
    sheet.write(name, { from: 0, width: labelWidth }, sheet.y, label);
    sheet.y += sheet.writeWrapped(value, { from: labelWidth, width: contentWidth - labelWidth }, sheet.y);
  }
  sheet.y += gap;
}

function columns(layout: Layout) {
  const amountWidth = 110;
  return {
    first: { from: 0, width: layout.firstWidth },
    description: { from: layout.firstWidth, width: contentWidth - layout.firstWidth - amountWidth },
    amount: { from: contentWidth - amountWidth, width: amountWidth, align: 'end' },
  } satisfies Record<keyof Row, Span>;
}

function inset(span: Span): Span {
  return { ...span, from: span.from + cellPadding, width: span.width - 2 * cellPadding };
}

/** The lines (or bills), with the column headings again at the top of every page the table runs onto. */
function table(sheet: Sheet, w: Words, layout: Layout): void {
  const spans = columns(layout);
  const headingHeight = lineHeight(heading) + 2 * cellPadding;
  const headings = () => {
    sheet.fill(whole, sheet.y, headingHeight, colors.band);
    for (const key of ['first', 'description', 'amount'] as const) {
      sheet.write(layout.columns[key], inset(spans[key]), sheet.y + cellPadding, heading);
    }
    sheet.y += headingHeight;
  };
  const continued = () => {
    sheet.write(`${w.federation} — ${layout.title} ${layout.number}`, whole, sheet.y, small);
    sheet.y += lineHeight(small) + gap / 2;
    headings();
  };
  sheet.makeRoom(headingHeight + lineHeight() + 2 * cellPadding);
  headings();
  for (const row of layout.rows) {
    const description = sheet.wrap(row.description, inset(spans.description).width);
    const firstLines = sheet.wrap(row.first, inset(spans.first).width);
    const height = Math.max(description.length, firstLines.length) * lineHeight() + 2 * cellPadding;
    if (sheet.makeRoom(height)) continued();
    const top = sheet.y + cellPadding;
    description.forEach((text, index) =>
      sheet.write(text, inset(spans.description), top + index * lineHeight()),
    );
    firstLines.forEach((text, index) => sheet.write(text, inset(spans.first), top + index * lineHeight()));
    sheet.write(row.amount, inset(spans.amount), top);
    sheet.y += height;
    sheet.fill(whole, sheet.y - 0.5, 0.5, colors.rule);
  }
  sheet.y += gap;
}

/** Subtotal, VAT at 0% and total, kept together with the note on VAT. */
function totals(sheet: Sheet, w: Words, f: Formats, totalFils: number): void {
  const strong: TextStyle = { weight: 'bold', size: 11 };
  const height = 2 * lineHeight() + lineHeight(strong) + 2 * cellPadding + lineHeight(small) + gap;
  sheet.makeRoom(height);
  const labels: Span = { from: contentWidth - 280, width: 160 };
  const amounts: Span = { from: contentWidth - 120, width: 120 - cellPadding, align: 'end' };
  const rows: [string, string, TextStyle][] = [
    [w.subtotal, f.money(totalFils), {}],
    [w.vat(f.percent(0)), f.money(0), {}],
  ];
  for (const [name, amount, style] of rows) {
    sheet.write(name, labels, sheet.y, style);
    sheet.write(amount, amounts, sheet.y, style);
    sheet.y += lineHeight(style);
  }
  sheet.fill(
    { from: labels.from, width: contentWidth - labels.from },
    sheet.y + cellPadding / 2,
    1,
    colors.rule,
  );
  sheet.y += cellPadding;
  sheet.write(w.total, labels, sheet.y, strong);
  sheet.write(f.money(totalFils), amounts, sheet.y, strong);
  sheet.y += lineHeight(strong) + cellPadding;
  sheet.write(w.vatNote, { ...whole, align: 'end' }, sheet.y, small);
  sheet.y += lineHeight(small);
}
