// @vitest-environment happy-dom
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider, useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages, MessagesScope, type MessageLoaders } from './messages-scope';

const loaders: MessageLoaders = {
  ar: async () => ({ default: { 'app.title': 'الاتحاد' } }),
  en: async () => ({ default: { 'app.title': 'The federation' } }),
};
// The shell's messages: loaded once per language, the same object at every render.
const hostMessages = { 'shell.home': 'Home' };

describe('MessagesScope', () => {
  it("adds the app's messages and keeps one intl across the host's re-renders", async () => {
    const seen = new Set<IntlShape>();
    function Page() {
      const intl = useIntl();
      seen.add(intl);
      return <p>{intl.formatMessage({ id: 'app.title' })}</p>;
    }
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
});
