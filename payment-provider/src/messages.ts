// Every string the hosted pages show, in both languages. One type for both, so a string missing in one language does
// not compile; the unit tests also check that each Arabic string is written in Arabic.

export type Language = 'ar' | 'en';

export const formattingLocale: Record<Language, string> = { ar: 'ar-EG', en: 'en-US' };

export interface Messages {
  merchant: string;
  gateway: string;
  testNotice: string;
  payTitle: string;
  amountLabel: string;
  merchantLabel: string;
  forLabel: string;
  errorSummary: (count: number) => string;
  cardNumber: string;
  cardNumberHint: string;
  expiry: string;
  expiryHint: string;
  cvv: string;
  cvvHint: string;
  cardholderName: string;
  pay: (amount: string) => string;
  cancel: string;
  cardNumberRequired: string;
  cardNumberInvalid: string;
  expiryRequired: string;
  expiryInvalid: string;
  expiryPassed: string;
  cvvRequired: string;
  cvvInvalid: string;
  cardholderNameRequired: string;
  otpTitle: string;
  otpIntro: string;
  otp: string;
  otpHint: string;
  otpRequired: string;
  otpWrong: (attemptsLeft: number) => string;
  confirm: string;
  declinedTitle: string;
  declinedText: string;
  declinedClosedText: string;
  tryAnotherCard: string;
  paidTitle: string;
  paidText: string;
  cancelledTitle: string;
  cancelledText: string;
  expiredTitle: string;
  expiredText: string;
  refundedTitle: string;
  refundedText: string;
  backToMerchant: string;
  notFoundTitle: string;
  notFoundText: string;
}

export const messages: Record<Language, Messages> = {
  en: {
    merchant: 'UAE Archery Federation',
    gateway: 'Secure payment',
    testNotice: 'Test payment page: no real card is charged.',
    payTitle: 'Pay by card',
    amountLabel: 'Amount',
    merchantLabel: 'Paid to',
    forLabel: 'For',
    errorSummary: (count) => (count === 1 ? 'There is a problem' : `There are ${count} problems`),
    cardNumber: 'Card number',
    cardNumberHint: 'The 16 digits on the front of your card',
    expiry: 'Expiry date',
    expiryHint: 'Month and year, for example 08/29',
    cvv: 'Security code (CVV)',
    cvvHint: 'The last 3 digits on the back of your card',
    cardholderName: 'Name on the card',
    pay: (amount) => `Pay ${amount}`,
    cancel: 'Cancel and return to the federation',
    cardNumberRequired: 'Enter the card number',
    cardNumberInvalid: 'The card number is not valid: check the digits',
    expiryRequired: 'Enter the expiry date',
    expiryInvalid: 'Enter the expiry date as month and year, such as 08/29',
    expiryPassed: 'This card has expired',
    cvvRequired: 'Enter the security code',
    cvvInvalid: 'The security code is 3 or 4 digits',
    cardholderNameRequired: 'Enter the name as it is written on the card',
    otpTitle: 'Confirm it is you',
    otpIntro: 'Your bank has sent a one-time code to your phone. Enter it to complete the payment.',
    otp: 'One-time code',
    otpHint: 'The 6 digits in the message from your bank',
    otpRequired: 'Enter the one-time code',
    otpWrong: (attemptsLeft) =>
      attemptsLeft === 1
        ? 'The code is not right: 1 attempt left'
        : `The code is not right: ${attemptsLeft} attempts left`,
    confirm: 'Confirm',
    declinedTitle: 'Payment declined',
    declinedText: 'Your card was declined. No money was taken. You can try another card.',
    declinedClosedText: 'Your card was declined and this payment has ended. No money was taken.',
    tryAnotherCard: 'Try another card',
    paidTitle: 'Payment received',
    paidText: 'This order has been paid.',
    cancelledTitle: 'Payment cancelled',
    cancelledText: 'This payment was cancelled. No money was taken.',
    expiredTitle: 'Payment expired',
    expiredText: 'This payment was not completed in time. No money was taken.',
    refundedTitle: 'Payment refunded',
    refundedText: 'This payment has been refunded.',
    backToMerchant: 'Return to the UAE Archery Federation',
    notFoundTitle: 'Payment not found',
    notFoundText: 'There is no payment at this address. Go back to the federation and start again.',
  },
  ar: {
    merchant: 'اتحاد الإمارات للقوس والسهم',
    gateway: 'دفع آمن',
    testNotice: 'صفحة دفع تجريبية: لا يُخصم أي مبلغ من أي بطاقة حقيقية.',
    payTitle: 'الدفع بالبطاقة',
    amountLabel: 'المبلغ',
    merchantLabel: 'الدفع إلى',
    forLabel: 'مقابل',
    errorSummary: (count) =>
      count === 1 ? 'توجد مشكلة واحدة' : `توجد مشكلات (${new Intl.NumberFormat('ar-EG').format(count)})`,
    cardNumber: 'رقم البطاقة',
    cardNumberHint: 'الأرقام الستة عشر على وجه البطاقة',
    expiry: 'تاريخ الانتهاء',
    expiryHint: 'الشهر والسنة، مثل 08/29',
    cvv: 'رمز الأمان (CVV)',
    cvvHint: 'آخر 3 أرقام على ظهر البطاقة',
    cardholderName: 'الاسم على البطاقة',
    pay: (amount) => `ادفع ${amount}`,
    cancel: 'إلغاء والعودة إلى الاتحاد',
    cardNumberRequired: 'أدخل رقم البطاقة',
    cardNumberInvalid: 'رقم البطاقة غير صحيح: تحقق من الأرقام',
    expiryRequired: 'أدخل تاريخ الانتهاء',
    expiryInvalid: 'أدخل تاريخ الانتهاء بالشهر والسنة، مثل 08/29',
    expiryPassed: 'انتهت صلاحية هذه البطاقة',
    cvvRequired: 'أدخل رمز الأمان',
    cvvInvalid: 'رمز الأمان من 3 أو 4 أرقام',
    cardholderNameRequired: 'أدخل الاسم كما هو مكتوب على البطاقة',
    otpTitle: 'تأكيد هويتك',
    otpIntro: 'أرسل مصرفك رمزًا لمرة واحدة إلى هاتفك. أدخله لإتمام الدفع.',
    otp: 'الرمز لمرة واحدة',
    otpHint: 'الأرقام الستة في رسالة مصرفك',
    otpRequired: 'أدخل الرمز لمرة واحدة',
    otpWrong: (attemptsLeft) =>
      attemptsLeft === 1
        ? 'الرمز غير صحيح: بقيت محاولة واحدة'
        : attemptsLeft === 2
          ? 'الرمز غير صحيح: بقيت محاولتان'
          : `الرمز غير صحيح: بقيت ${new Intl.NumberFormat('ar-EG').format(attemptsLeft)} محاولات`,
    confirm: 'تأكيد',
    declinedTitle: 'رُفضت عملية الدفع',
    declinedText: 'رُفضت بطاقتك ولم يُخصم أي مبلغ. يمكنك تجربة بطاقة أخرى.',
    declinedClosedText: 'رُفضت بطاقتك وانتهت عملية الدفع هذه. لم يُخصم أي مبلغ.',
    tryAnotherCard: 'جرّب بطاقة أخرى',
    paidTitle: 'تم استلام الدفعة',
    paidText: 'تم دفع هذا الطلب.',
    cancelledTitle: 'أُلغيت عملية الدفع',
    cancelledText: 'أُلغيت عملية الدفع هذه ولم يُخصم أي مبلغ.',
    expiredTitle: 'انتهت مهلة الدفع',
    expiredText: 'لم تكتمل عملية الدفع في الوقت المحدد ولم يُخصم أي مبلغ.',
    refundedTitle: 'تم استرداد الدفعة',
    refundedText: 'تم استرداد مبلغ هذه الدفعة.',
    backToMerchant: 'العودة إلى اتحاد الإمارات للقوس والسهم',
    notFoundTitle: 'لم يُعثر على عملية الدفع',
    notFoundText: 'لا توجد عملية دفع على هذا العنوان. عد إلى موقع الاتحاد وابدأ من جديد.',
  },
};
