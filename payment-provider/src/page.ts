// The hosted payment pages, rendered on the server: they work without JavaScript, keyboard first. Errors sit under
// their fields (aria-describedby), are listed at the top with links to the fields, and the first wrong field takes
// the focus when the page comes back.
import { formattingLocale, messages, type Language, type Messages } from './messages';
import type { Order } from './orders';

export type CardField = 'cardNumber' | 'expiry' | 'cvv' | 'cardholderName';
export type CardErrors = Partial<Record<CardField, string>>;
export type CardValues = Partial<Record<CardField, string>>;
export type OutcomeKind = 'declined' | 'paid' | 'cancelled' | 'expired' | 'refunded';

export function formatAed(fils: number, language: Language): string {
  return new Intl.NumberFormat(formattingLocale[language], { style: 'currency', currency: 'AED' }).format(
    fils / 100,
  );
}

/** Where the payer goes back to; the reference lets the merchant look the order up (it proves nothing). */
export function returnUrl(order: Order): string {
  const url = new URL(order.redirectUrl);
  url.searchParams.set('ref', order.reference);
  return url.href;
}

export function cardPage(order: Order, values: CardValues = {}, errors: CardErrors = {}): string {
  const t = messages[order.language];
  const amount = formatAed(order.amount.value, order.language);
  const fieldOrder: CardField[] = ['cardNumber', 'expiry', 'cvv', 'cardholderName'];
  const wrong = fieldOrder.filter((field) => errors[field]);
  const input = (field: CardField, attributes: string) =>
    field === wrong[0] ? `${attributes} autofocus` : attributes;
  const body = `
    ${summary(order, t)}
    ${errorSummary(
      t,
      wrong.map((field) => [field, errors[field]!]),
    )}
    <form method="post" action="/pay/${order.reference}" novalidate>
      ${field(t.cardNumber, 'cardNumber', t.cardNumberHint, errors.cardNumber, input('cardNumber', `type="text" inputmode="numeric" autocomplete="cc-number" dir="ltr" value="${escape(values.cardNumber ?? '')}"`))}
      <div class="row">
        ${field(t.expiry, 'expiry', t.expiryHint, errors.expiry, input('expiry', `type="text" inputmode="numeric" autocomplete="cc-exp" dir="ltr" value="${escape(values.expiry ?? '')}"`))}
        ${field(t.cvv, 'cvv', t.cvvHint, errors.cvv, input('cvv', `type="password" inputmode="numeric" autocomplete="cc-csc" dir="ltr" value=""`))}
      </div>
      ${field(t.cardholderName, 'cardholderName', undefined, errors.cardholderName, input('cardholderName', `type="text" autocomplete="cc-name" value="${escape(values.cardholderName ?? '')}"`))}
      <button type="submit" class="pay">${escape(t.pay(amount))}</button>
    </form>
    ${cancelForm(order, t)}`;
  const title = wrong.length ? `${t.errorSummary(wrong.length)}: ${t.payTitle}` : t.payTitle;
  return layout(order.language, title, t.payTitle, body);
}

export function oneTimeCodePage(order: Order, error?: string): string {
  const t = messages[order.language];
  const attributes = `type="text" inputmode="numeric" autocomplete="one-time-code" dir="ltr" value=""${error ? ' autofocus' : ''}`;
  const body = `
    ${summary(order, t)}
    <p>${escape(t.otpIntro)}</p>
    ${errorSummary(t, error ? [['otp', error]] : [])}
    <form method="post" action="/pay/${order.reference}/otp" novalidate>
      ${field(t.otp, 'otp', t.otpHint, error, attributes)}
      <button type="submit" class="pay">${escape(t.confirm)}</button>
    </form>
    ${cancelForm(order, t)}`;
  return layout(order.language, error ? `${t.errorSummary(1)}: ${t.otpTitle}` : t.otpTitle, t.otpTitle, body);
}

const outcomeTexts: Record<OutcomeKind, (t: Messages) => [string, string]> = {
  declined: (t) => [t.declinedTitle, t.declinedClosedText],
  paid: (t) => [t.paidTitle, t.paidText],
  cancelled: (t) => [t.cancelledTitle, t.cancelledText],
  expired: (t) => [t.expiredTitle, t.expiredText],
  refunded: (t) => [t.refundedTitle, t.refundedText],
};

/** An order that is no longer waiting for a card: what happened, and the way back to the merchant. */
export function outcomePage(order: Order, kind: OutcomeKind): string {
  const t = messages[order.language];
  const [title, text] = outcomeTexts[kind](t);
  const body = `
    ${summary(order, t)}
    <p>${escape(text)}</p>
    <p><a href="${escape(returnUrl(order))}">${escape(t.backToMerchant)}</a></p>`;
  return layout(order.language, title, title, body);
}

/**
 * A card was declined and the order is still open: another card on the same order's card page, or the way back,
 * a form that ends the order (DECLINED) so the merchant learns what happened before the payer arrives.
 */
export function declinedPage(order: Order): string {
  const t = messages[order.language];
  const body = `
    ${summary(order, t)}
    <p>${escape(t.declinedText)}</p>
    <p><a href="/pay/${order.reference}" class="button">${escape(t.tryAnotherCard)}</a></p>
    <form method="post" action="/pay/${order.reference}/cancel" class="cancel">
      <button type="submit" class="link">${escape(t.backToMerchant)}</button>
    </form>`;
  return layout(order.language, t.declinedTitle, t.declinedTitle, body);
}

/** No order to tell the language by: both, Arabic first as the site is. */
export function notFoundPage(): string {
  const body = (['ar', 'en'] as const)
    .map(
      (language) => `
    <section lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
      <h${language === 'ar' ? '1' : '2'}>${escape(messages[language].notFoundTitle)}</h${language === 'ar' ? '1' : '2'}>
      <p>${escape(messages[language].notFoundText)}</p>
    </section>`,
    )
    .join('');
  return document('ar', `${messages.ar.notFoundTitle} / ${messages.en.notFoundTitle}`, body);
}

function summary(order: Order, t: Messages): string {
  return `
    <dl class="summary">
      <dt>${escape(t.merchantLabel)}</dt><dd>${escape(t.merchant)}</dd>
      <dt>${escape(t.amountLabel)}</dt><dd>${escape(formatAed(order.amount.value, order.language))}</dd>
      ${order.description ? `<dt>${escape(t.forLabel)}</dt><dd>${escape(order.description)}</dd>` : ''}
    </dl>`;
}

function errorSummary(t: Messages, errors: [string, string][]): string {
  if (!errors.length) return '';
  const items = errors.map(([id, message]) => `<li><a href="#${id}">${escape(message)}</a></li>`).join('');
  return `
    <div class="problems" aria-labelledby="problems-title">
      <h2 id="problems-title">${escape(t.errorSummary(errors.length))}</h2>
      <ul>${items}</ul>
    </div>`;
}

function field(
  label: string,
  id: string,
  hint: string | undefined,
  error: string | undefined,
  attributes: string,
) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return `
      <div class="field">
        <label for="${id}">${escape(label)}</label>
        ${hint ? `<span class="hint" id="${id}-hint">${escape(hint)}</span>` : ''}
        ${error ? `<p class="error" id="${id}-error">${escape(error)}</p>` : ''}
        <input id="${id}" name="${id}" ${attributes}${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''} required>
      </div>`;
}

function cancelForm(order: Order, t: Messages): string {
  return `
    <form method="post" action="/pay/${order.reference}/cancel" class="cancel">
      <button type="submit" class="link">${escape(t.cancel)}</button>
    </form>`;
}

function layout(language: Language, title: string, heading: string, body: string): string {
  const t = messages[language];
  return document(
    language,
    `${title} – ${t.merchant}`,
    `
    <p class="gateway">${escape(t.gateway)}</p>
    <h1>${escape(heading)}</h1>
    ${body}
    <p class="notice">${escape(t.testNotice)}</p>`,
  );
}

function document(language: Language, title: string, main: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>${main}
</main>
</body>
</html>`;
}

// Logical properties only, so the same rules lay out the Arabic (RTL) and English (LTR) pages. Colours meet WCAG 2.2
// AA: text at least 4.5:1 on white, input borders and the focus ring at least 3:1.
const styles = `
:root { font-family: system-ui, "Segoe UI", Tahoma, sans-serif; color: #1b1b1b; background: #f2f3f5; line-height: 1.5; }
body { margin: 0; }
main { box-sizing: border-box; max-inline-size: 34rem; margin-inline: auto; margin-block: 2rem; padding: 1.5rem;
  background: #fff; border: 1px solid #c4c8ce; border-radius: 0.5rem; }
h1 { font-size: 1.5rem; margin-block: 0 1rem; }
h2 { font-size: 1.125rem; margin-block: 0 0.5rem; }
.gateway, .hint, .notice { color: #45484e; font-size: 0.875rem; }
.gateway { margin-block: 0 0.25rem; }
.summary { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin-block: 0 1.5rem; }
.summary dt { color: #45484e; }
.summary dd { margin: 0; font-weight: 600; }
.problems { border: 2px solid #b3261e; border-radius: 0.25rem; padding: 1rem; margin-block-end: 1.5rem; }
.problems ul { margin: 0; padding-inline-start: 1.25rem; }
.field { margin-block-end: 1rem; }
.row { display: flex; flex-wrap: wrap; gap: 0 1rem; }
.row > .field { flex: 1 1 10rem; }
label { display: block; font-weight: 600; }
.hint { display: block; }
.error { color: #b3261e; font-weight: 600; margin-block: 0.25rem; }
input { box-sizing: border-box; inline-size: 100%; margin-block-start: 0.25rem; padding-block: 0.5rem;
  padding-inline: 0.75rem; font: inherit; color: inherit; border: 2px solid #5f6368; border-radius: 0.25rem; }
input[aria-invalid="true"] { border-color: #b3261e; }
input[dir="ltr"] { text-align: start; }
.pay { inline-size: 100%; padding-block: 0.75rem; font: inherit; font-weight: 700; color: #fff; background: #00573f;
  border: 0; border-radius: 0.25rem; cursor: pointer; }
.pay:hover, .button:hover { background: #00412f; }
.button { display: inline-block; padding-block: 0.75rem; padding-inline: 1.5rem; font-weight: 700; color: #fff;
  background: #00573f; border-radius: 0.25rem; text-decoration: none; }
.cancel { margin-block-start: 1rem; }
.link { padding: 0; font: inherit; color: #0b4f8a; background: none; border: 0; text-decoration: underline;
  cursor: pointer; }
a { color: #0b4f8a; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
.notice { margin-block: 1.5rem 0; }
`;

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
