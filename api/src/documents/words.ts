import { filsToAed, type BillStatus, type FeeCategory, type PaymentMethod } from '@uaeaf/contracts';
import type { DocumentLanguage } from './types';

/** Spec section 9's formatting locales, the ones the site's react-intl uses (`formattingLocale` of @uaeaf/i18n). */
const formattingLocale: Record<DocumentLanguage, string> = { ar: 'ar-EG', en: 'en-US' };
const federationTimeZone = 'Asia/Dubai';

export interface Words {
  /** The site's `ui.federation.name`. */
  federation: string;
  invoice: string;
  receipt: string;
  invoiceNumber: string;
  receiptNumber: string;
  issuedOn: string;
  dueOn: string;
  category: string;
  billFor: string;
  status: string;
  member: string;
  membershipNumber: string;
  email: string;
  paidAt: string;
  method: string;
  reference: string;
  lineNumber: string;
  description: string;
  bill: string;
  amount: string;
  subtotal: string;
  vat: (rate: string) => string;
  /** Neutral on purpose: the federation is not VAT-registered, and its fees are outside the scope of UAE VAT. */
  vatNote: string;
  total: string;
  page: (page: string, pages: string) => string;
  billStatuses: Record<BillStatus, string>;
  orderStatuses: Record<'paid' | 'refunded', string>;
  categories: Record<FeeCategory, string>;
  methods: Record<PaymentMethod, string>;
}

const english: Words = {
  federation: 'UAE Archery Federation',
  invoice: 'Invoice',
  receipt: 'Receipt',
  invoiceNumber: 'Invoice number',
  receiptNumber: 'Receipt number',
  issuedOn: 'Issue date',
  dueOn: 'Due date',
  category: 'Category',
  billFor: 'For',
  status: 'Status',
  member: 'Member',
  membershipNumber: 'Membership number',
  email: 'Email',
  paidAt: 'Paid on',
  method: 'Payment method',
  reference: 'Reference',
  lineNumber: 'No.',
  description: 'Description',
  bill: 'Bill',
  amount: 'Amount',
  subtotal: 'Subtotal',
  vat: (rate) => `VAT ${rate}`,
  vatNote: "The federation's fees are not subject to VAT.",
  total: 'Total',
  page: (page, pages) => `Page ${page} of ${pages}`,
  billStatuses: {
    unpaid: 'Unpaid',
    paid: 'Paid',
    cancelled: 'Cancelled',
    waived: 'Waived',
    refunded: 'Refunded',
  },
  orderStatuses: { paid: 'Paid', refunded: 'Refunded' },
  categories: {
    seasonSubscription: 'Season subscription',
    tournamentSubscription: 'Tournament subscription',
    electronicServices: 'Electronic services',
    membershipCards: 'Membership cards',
    penalties: 'Penalties',
    licenseRenewal: 'License renewal',
  },
  methods: { card: 'Card', bankTransfer: 'Bank transfer', cheque: 'Cheque' },
};

const arabic: Words = {
  federation: 'اتحاد الإمارات للقوس والسهم',
  invoice: 'فاتورة',
  receipt: 'إيصال',
  invoiceNumber: 'رقم الفاتورة',
  receiptNumber: 'رقم الإيصال',
  issuedOn: 'تاريخ الإصدار',
  dueOn: 'تاريخ الاستحقاق',
  category: 'الفئة',
  billFor: 'البيان',
  status: 'الحالة',
  member: 'العضو',
  membershipNumber: 'رقم العضوية',
  email: 'البريد الإلكتروني',
  paidAt: 'تاريخ الدفع',
  method: 'طريقة الدفع',
  reference: 'المرجع',
  lineNumber: 'م',
  description: 'الوصف',
  bill: 'الفاتورة',
  amount: 'المبلغ',
  subtotal: 'المجموع الفرعي',
  vat: (rate) => `ضريبة القيمة المضافة ${rate}`,
  vatNote: 'رسوم الاتحاد غير خاضعة لضريبة القيمة المضافة.',
  total: 'الإجمالي',
  page: (page, pages) => `صفحة ${page} من ${pages}`,
  billStatuses: {
    unpaid: 'غير مدفوعة',
    paid: 'مدفوعة',
    cancelled: 'ملغاة',
    waived: 'معفاة',
    refunded: 'مستردة',
  },
  orderStatuses: { paid: 'مدفوع', refunded: 'مسترد' },
  categories: {
    seasonSubscription: 'اشتراك الموسم',
    tournamentSubscription: 'اشتراك البطولة',
    electronicServices: 'الخدمات الإلكترونية',
    membershipCards: 'بطاقات العضوية',
    penalties: 'الغرامات',
    licenseRenewal: 'تجديد الرخصة',
  },
  methods: { card: 'بطاقة', bankTransfer: 'تحويل بنكي', cheque: 'شيك' },
};

export const words: Record<DocumentLanguage, Words> = { ar: arabic, en: english };

/** Numbers, money and dates as the site's pages show them (react-intl with the same locales and options). */
export function formats(language: DocumentLanguage) {
  const locale = formattingLocale[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'AED' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const integer = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: federationTimeZone,
  });
  const dayAndTime = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: federationTimeZone,
  });
  return {
    money: (fils: number) => money.format(filsToAed(fils)),
    percent: (ratio: number) => percent.format(ratio),
    integer: (value: number) => integer.format(value),
    /** An ISO day (`2026-03-01`) as the site's `DateText` shows it. */
    day: (isoDay: string) => day.format(Date.parse(isoDay)),
    /** An instant in UAE time. */
    dayAndTime: (isoInstant: string) => dayAndTime.format(Date.parse(isoInstant)),
  };
}
export type Formats = ReturnType<typeof formats>;
