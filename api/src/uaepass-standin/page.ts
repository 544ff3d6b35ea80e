import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { formatEmiratesId } from '@uaeaf/contracts';
import type { StandinIdentity } from './identities';
import { messages, type Language } from './messages';

// The stand-in's pages, rendered on the server and working without JavaScript. hono/html escapes every value put
// into them.

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Test switches the sign-in page offers when the stand-in runs with them on. */
export const testSwitches = ['none', 'expiredCode', 'wrongState'] as const;
export type TestSwitch = (typeof testSwitches)[number];

export function signInPage(
  language: Language,
  request: string,
  identities: StandinIdentity[],
  withSwitches: boolean,
): Html {
  const t = messages[language];
  const switchLabels: Record<TestSwitch, string> = {
    none: t.switchNone,
    expiredCode: t.switchExpiredCode,
    wrongState: t.switchWrongState,
  };
  return page(
    language,
    t.heading,
    html`<p>${t.lead}</p>
      <form method="post" action="/idshub/authorize">
        <input type="hidden" name="request" value="${request}" />
        ${
          withSwitches
            ? html`<fieldset>
                <legend>${t.switches}</legend>
                ${testSwitches.map(
                  (name) =>
                    html`<label
                      ><input
                        type="radio"
                        name="switch"
                        value="${name}"
                        ${name === 'none' ? 'checked' : ''}
                      />
                      ${switchLabels[name]}</label
                    >`,
                )}
              </fieldset>`
            : ''
        }
        <h2>${t.identities}</h2>
        <ul class="identities">
          ${identities.map(
            ({ key, role, userinfo }) =>
              html`<li>
                <button type="submit" name="identity" value="${key}">
                  <span class="name">${language === 'ar' ? userinfo.fullnameAR : userinfo.fullnameEN}</span>
                  <span>${t.roles[role]} · ${userinfo.userType === 'SOP1' ? t.unverified : t.verified}</span>
                  <span dir="ltr">${userinfo.idn ? formatEmiratesId(userinfo.idn) : ''}</span>
                  ${userinfo.idn ? '' : html`<span>${t.noEmiratesId}</span>`}
                </button>
              </li>`,
          )}
        </ul>
        <button type="submit" name="identity" value="" class="cancel">${t.cancel}</button>
      </form>`,
  );
}

/** A request the stand-in cannot send back to its client (unknown client or return address), as UAE PASS shows it. */
export function badRequestPage(language: Language, problem: string): Html {
  const t = messages[language];
  return page(language, t.badRequestTitle, html`<p role="alert">${t.badRequest(problem)}</p>`);
}

export function signedOutPage(language: Language): Html {
  const t = messages[language];
  return page(language, t.signedOutTitle, html`<p>${t.signedOut}</p>`);
}

function page(language: Language, heading: string, body: Html): Html {
  const t = messages[language];
  return html`<!doctype html>
    <html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <!-- No icon of its own: without this line browsers ask for /favicon.ico and log its 404. -->
        <link rel="icon" href="data:," />
        <title>${heading} – ${t.title}</title>
        <style>
          ${styles}
        </style>
      </head>
      <body>
        <main>
          <p class="brand">${t.title}</p>
          <h1>${heading}</h1>
          ${body}
          <p class="notice">${t.notice}</p>
        </main>
      </body>
    </html>`;
}

// Logical properties only (one rule set for both directions); colours meet WCAG 2.2 AA on white.
const styles = `
:root { font-family: system-ui, "Segoe UI", Tahoma, sans-serif; color: #1b1b1b; background: #eef1f4; line-height: 1.5; }
body { margin: 0; }
main { box-sizing: border-box; max-inline-size: 36rem; margin-inline: auto; margin-block: 2rem; padding: 1.5rem;
  background: #fff; border: 1px solid #c4c8ce; border-radius: 0.5rem; }
h1 { font-size: 1.5rem; margin-block: 0 0.5rem; }
h2 { font-size: 1.125rem; margin-block: 1rem 0.5rem; }
.brand, .notice { color: #45484e; font-size: 0.875rem; margin-block: 0 0.25rem; }
.notice { margin-block-start: 1.5rem; }
fieldset { border: 1px solid #5f6368; border-radius: 0.25rem; }
fieldset label { display: block; }
.identities { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.identities button { inline-size: 100%; display: grid; gap: 0.125rem; text-align: start; padding: 0.75rem;
  font: inherit; color: inherit; background: #fff; border: 2px solid #5f6368; border-radius: 0.375rem; cursor: pointer; }
.identities button:hover { border-color: #1b1b1b; background: #f4f6f8; }
.name { font-weight: 700; }
.cancel { margin-block-start: 1rem; padding: 0; font: inherit; color: #0b4f8a; background: none; border: 0;
  text-decoration: underline; cursor: pointer; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
`;
