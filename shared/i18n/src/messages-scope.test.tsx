// @vitest-environment happy-dom
import { Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider, useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages, MessagesScope, type MessageLoaders } from './messages-scope';
import { SharedIntlProvider } from './shared-intl';

const loaders: MessageLoaders = {
  ar: async () => ({ default: { 'app.title': 'الاتحاد' } }),
  en: async () => ({ default: { 'app.title': 'The federation' } }),
};
// The shell's messages: loaded once per language, the same object at every render.
const hostMessages = { 'shell.home': 'Home' };

/** A page showing the app's title, and every intl it was rendered with. */
function recordingPage() {
  const seen = new Set<IntlShape>();
  function Page() {
    const intl = useIntl();
    seen.add(intl);
    return <p>{intl.formatMessage({ id: 'app.title' })}</p>;
  }
  return { seen, Page };
}

describe('MessagesScope', () => {
  it("adds the app's messages and keeps one intl across the host's re-renders", async () => {
    const { seen, Page } = recordingPage();
    let rerender = () => {};
    function Host() {
      const [count, setCount] = useState(0);
      rerender = () => setCount(count + 1);
      return (
        <IntlProvider locale="en-US" defaultLocale="ar-EG" messages={hostMessages}>
          <Suspense fallback={null}>
            <MessagesScope loaders={loaders}>
              <Page />
            </MessagesScope>
          </Suspense>
        </IntlProvider>
      );
    }
    await loadMessages(loaders, 'en');
    await act(async () => render(<Host />));
    expect(await screen.findByText('The federation')).toBeTruthy();
    await act(async () => rerender());
    await act(async () => rerender());
    // A new intl would make everything a page derives from it anew (a table's cells, the button focus is on).
    expect(seen.size).toBe(1);
  });

  it('gives separate renders of the same messages one intl, as the server renders each page anew', async () => {
    const { seen, Page } = recordingPage();
    const page = () => (
      <SharedIntlProvider locale="en-US" defaultLocale="ar-EG" messages={hostMessages}>
        <MessagesScope loaders={loaders}>
          <Page />
        </MessagesScope>
      </SharedIntlProvider>
    );
    await loadMessages(loaders, 'en');
    expect(renderToString(page())).toContain('The federation');
    expect(renderToString(page())).toContain('The federation');
    // A new intl per render would build the same formatters and parse the same messages again for every page.
    expect(seen.size).toBe(1);
  });
});
