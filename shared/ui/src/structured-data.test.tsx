import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { MessageLoaders } from '@uaeaf/i18n';
import { newServerPage, ServerPageContext } from './server-page';
import { structuredDataAttribute, useFederationOrganization, useStructuredData } from './structured-data';
import { renderRemoteAt } from './testing';

const noMessages: MessageLoaders = { ar: async () => ({ default: {} }), en: async () => ({ default: {} }) };

function Described({ data }: { data: object | undefined }) {
  useStructuredData(data);
  return null;
}

function Publisher() {
  useStructuredData({ '@type': 'WebPage', publisher: useFederationOrganization() });
  return null;
}

function routesOf(element: React.ReactNode) {
  return function TestRoutes() {
    return (
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    );
  };
}

const scripts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];

afterEach(() => {
  cleanup();
  for (const script of scripts()) script.remove();
});

describe('structured data during a server render', () => {
  it('writes each type once, with its context, though the page renders twice', async () => {
    const page = newServerPage('https://example.ae');
    render(
      <StrictMode>
        <ServerPageContext.Provider value={page}>
          <Described data={{ '@type': 'NewsArticle', headline: 'First' }} />
          <Described data={undefined} />
        </ServerPageContext.Provider>
      </StrictMode>,
    );
    expect(page.result().structuredData).toEqual([
      { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'First' },
    ]);
  });

  it("names the federation at the server's origin, in the page's language", async () => {
    const page = newServerPage('https://example.ae');
    await renderRemoteAt(
      routesOf(
        <ServerPageContext.Provider value={page}>
          <Publisher />
        </ServerPageContext.Provider>,
      ),
      '/en/news/1',
      noMessages,
    );
    expect(page.result().structuredData[0]).toMatchObject({
      publisher: {
        '@type': 'Organization',
        name: 'UAE Archery Federation',
        url: 'https://example.ae/en',
        logo: 'https://example.ae/favicon.svg',
      },
    });
  });
});

const news = (headline: string) => ({ '@type': 'NewsArticle', headline });
const shown = () => scripts().map((script) => JSON.parse(script.textContent!));

/** A news item, then another (the same page, new data), then a tournament (another page). */
function Navigation() {
  const [step, setStep] = useState(0);
  return (
    <>
      <button onClick={() => setStep(step + 1)}>next</button>
      {step < 2 ? <Described data={news(step === 0 ? 'First' : 'Second')} /> : <Event key="event" />}
    </>
  );
}

function Event() {
  useStructuredData({ '@type': 'SportsEvent', name: 'Cup' });
  return null;
}

describe('structured data in the browser', () => {
  it('keeps one script in the head that follows the page and goes with it', () => {
    const { unmount } = render(<Navigation />);
    expect(shown()).toEqual([
      { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'First' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(shown()).toEqual([
      { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Second' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(shown()).toEqual([{ '@context': 'https://schema.org', '@type': 'SportsEvent', name: 'Cup' }]);
    unmount();
    expect(scripts()).toHaveLength(0);
  });

  it('writes nothing while the data loads', () => {
    render(<Described data={undefined} />);
    expect(scripts()).toHaveLength(0);
  });

  it('takes over the script the server wrote instead of adding a second', () => {
    const written = document.createElement('script');
    written.setAttribute('type', 'application/ld+json');
    written.setAttribute(structuredDataAttribute, '');
    written.textContent = JSON.stringify(news('Old'));
    document.head.append(written);
    render(<Described data={news('New')} />);
    expect(shown()).toEqual([{ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'New' }]);
  });
});
