import { homePathOf, textIn, type LocalizedText } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { MailLanguage } from '../auth/reset-mail';
import { bills, members, orders } from '../db/schema';
import { aed } from '../mail/aed';
import type { Mail } from '../mail/mailer';
import type { Payments } from './context';
import { billsOfOrders } from './orders';

interface Recipient {
  to: string;
  language: MailLanguage;
  name: LocalizedText;
  /** The member's fees page on the public site, in their language. */
  feesLink: string;
}

export interface PaymentConfirmation extends Recipient {
  orderNumber: string;
  bills: { number: string; name: LocalizedText; amountFils: number }[];
  totalFils: number;
}

export interface RefundNotice extends Recipient {
  bill: { number: string; name: LocalizedText; amountFils: number };
  /** As stored: the officer's words, or a text the API wrote in both languages (quoted in the mail's). */
  reason: string;
  /** Paid offline: the money goes back by bank transfer, not to the card. */
  byBank: boolean;
}

/** The mail an order sends once it is paid (online or recorded offline), in the member's language. */
export function paymentConfirmationMail(mail: PaymentConfirmation): Mail {
  const { language } = mail;
  const lines = mail.bills.map(
    (bill) => `- ${bill.number}: ${bill.name[language]} (${aed(bill.amountFils, language)})`,
  );
  if (language === 'en') {
    return {
      to: mail.to,
      language,
      subject: `Payment received: UAE Archery Federation order ${mail.orderNumber}`,
      text: [
        `Dear ${mail.name.en},`,
        '',
        `We have received your payment for order ${mail.orderNumber}. These bills are paid:`,
        ...lines,
        `Total: ${aed(mail.totalFils, 'en')}`,
        '',
        `Your bills and the receipt are on your fees page: ${mail.feesLink}`,
      ].join('\n'),
    };
  }
  return {
    to: mail.to,
    language,
    subject: `تم استلام دفعتك: طلب اتحاد الإمارات للقوس والسهم ${mail.orderNumber}`,
    text: [
      `عزيزنا ${mail.name.ar}،`,
      '',
      `استلمنا دفعتك للطلب ${mail.orderNumber}. سُددت الفواتير التالية:`,
      ...lines,
      `المجموع: ${aed(mail.totalFils, 'ar')}`,
      '',
      `فواتيرك والإيصال في صفحة الرسوم: ${mail.feesLink}`,
    ].join('\n'),
  };
}

/** The mail a refunded bill sends, in the member's language. */
export function refundMail(mail: RefundNotice): Mail {
  const { bill, language } = mail;
  const reason = textIn(mail.reason, language);
  if (language === 'en') {
    return {
      to: mail.to,
      language,
      subject: `Your UAE Archery Federation bill ${bill.number} was refunded`,
      text: [
        `Dear ${mail.name.en},`,
        '',
        `The UAE Archery Federation has refunded your bill ${bill.number} (${bill.name.en}, ${aed(bill.amountFils, 'en')}).`,
        mail.byBank
          ? 'You paid it by bank transfer or cheque: the money is returned to you by bank transfer.'
          : 'The money is returned to the card you paid with; your bank may take a few days to show it.',
        '',
        'Reason:',
        reason,
        '',
        `Your bills are on your fees page: ${mail.feesLink}`,
      ].join('\n'),
    };
  }
  return {
    to: mail.to,
    language,
    subject: `رُدّت قيمة فاتورتك ${bill.number} لدى اتحاد الإمارات للقوس والسهم`,
    text: [
      `عزيزنا ${mail.name.ar}،`,
      '',
      `ردّ اتحاد الإمارات للقوس والسهم قيمة فاتورتك ${bill.number} (${bill.name.ar}، ${aed(bill.amountFils, 'ar')}).`,
      mail.byBank
        ? 'سددتها بتحويل بنكي أو بشيك: يُعاد إليك المبلغ بتحويل بنكي.'
        : 'يُعاد المبلغ إلى البطاقة التي دفعت بها، وقد يستغرق ظهوره لدى مصرفك بضعة أيام.',
      '',
      'السبب:',
      reason,
      '',
      `فواتيرك في صفحة الرسوم: ${mail.feesLink}`,
    ].join('\n'),
  };
}

async function recipientOf(payments: Payments, memberId: number): Promise<Recipient> {
  const [member] = await payments.db
    .select({
      email: members.email,
      language: members.language,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      accountType: members.accountType,
    })
    .from(members)
    .where(eq(members.id, memberId));
  const { email, language, nameAr, nameEn, accountType } = member!;
  return {
    to: email,
    language,
    name: { ar: nameAr, en: nameEn },
    feesLink: `${payments.publicOrigin}${language === 'en' ? '/en' : ''}${homePathOf({ accountType })}/fees`,
  };
}

/**
 * Mails the member of a paid order the bills it paid. Called after the payment committed: a mail that cannot be
 * recorded is logged and the payment stands.
 */
export async function sendPaymentConfirmation(payments: Payments, orderId: number): Promise<void> {
  try {
    const [order] = await payments.db.select().from(orders).where(eq(orders.id, orderId));
    const paid = (await billsOfOrders(payments.db, [orderId])).get(orderId) ?? [];
    const paidIds = new Set(
      (await payments.db.select({ id: bills.id }).from(bills).where(eq(bills.paidOrderId, orderId))).map(
        (bill) => bill.id,
      ),
    );
    const billList = paid.filter((bill) => paidIds.has(bill.id));
    await payments.mailer.send(
      paymentConfirmationMail({
        ...(await recipientOf(payments, order!.memberId)),
        orderNumber: order!.number,
        bills: billList,
        totalFils: billList.reduce((sum, bill) => sum + bill.amountFils, 0),
      }),
    );
  } catch (error) {
    payments.logger.error(`The confirmation of order ${orderId} could not be mailed:`, error);
  }
}

/** Mails the member of a refunded bill; like the confirmation, a failure is logged and the refund stands. */
export async function sendRefundMail(payments: Payments, billId: number): Promise<void> {
  try {
    const [bill] = await payments.db
      .select({
        memberId: bills.memberId,
        number: bills.number,
        nameAr: bills.nameAr,
        nameEn: bills.nameEn,
        amountFils: bills.amountFils,
        reason: bills.statusReason,
        method: orders.method,
      })
      .from(bills)
      .innerJoin(orders, eq(orders.id, bills.paidOrderId))
      .where(eq(bills.id, billId));
    const { memberId, number, nameAr, nameEn, amountFils, reason, method } = bill!;
    await payments.mailer.send(
      refundMail({
        ...(await recipientOf(payments, memberId)),
        bill: { number, name: { ar: nameAr, en: nameEn }, amountFils },
        reason: reason ?? '',
        byBank: method !== 'card',
      }),
    );
  } catch (error) {
    payments.logger.error(`The refund of bill ${billId} could not be mailed:`, error);
  }
}
