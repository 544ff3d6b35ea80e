import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { MessageLoaders } from '@uaeaf/i18n';
import { ErrorPage, UnavailablePanel } from './pages';
import { NotFoundRoute } from './pages';
import { usePageMeta } from './page-title';
import { renderRemoteAt } from './testing';

const noMessages: MessageLoaders = { ar: async () => ({ default: {} }), en: async () => ({ default: {} }) };

function pageAt(element: React.ReactNode) {
  return function TestRoutes() {
    return (
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    );
  };
}

describe('shared pages', () => {
  it('names the missing path in both languages, with the page title to match', async () => {
    await renderRemoteAt(pageAt(<NotFoundRoute />), '/en/no/such/page', noMessages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      'Page Not Found: \u2068/en/no/such/page',
    );
    expect(document.title).toContain('Page Not Found');
    await renderRemoteAt(pageAt(<NotFoundRoute />), '/missing', noMessages);
    expect(screen.getAllByRole('heading', { level: 1 })[1]!.textContent).toContain(
      'الصفحة غير موجودة: \u2068/missing',
    );
  });

  it('keeps "Page Not Found" as the title of a detail page whose item is missing, mounted with it at once', async () => {
    function DetailPage() {
      usePageMeta({ title: 'News details' });
      return <NotFoundRoute />;
    }
    await renderRemoteAt(pageAt(<DetailPage />), '/en/news/99999', noMessages);
    expect(document.title).toContain('Page Not Found');
    expect(document.title).not.toContain('News details');
  });

  it('cuts a long path short in the heading and decodes an Arabic one', async () => {
    await renderRemoteAt(pageAt(<NotFoundRoute />), `/en/${'a'.repeat(300)}`, noMessages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `Page Not Found: \u2068/en/${'a'.repeat(35)}…\u2069`,
    );
    await renderRemoteAt(pageAt(<NotFoundRoute />), `/${encodeURIComponent('أخبار')}`, noMessages);
    expect(screen.getAllByRole('heading', { level: 1 })[1]!.textContent).toBe(
      'الصفحة غير موجودة: \u2068/أخبار\u2069',
    );
  });

  it('defaults the error page to 500 and "Internal Server Error"', async () => {
    await renderRemoteAt(pageAt(<ErrorPage />), '/en/x', noMessages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
    expect(screen.getByText('500')).toBeTruthy();
  });

  it('shows a given status and message', async () => {
    await renderRemoteAt(pageAt(<ErrorPage status={503} message="Maintenance" />), '/en/x', noMessages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Maintenance');
    expect(screen.getByText('503')).toBeTruthy();
  });

  it('offers a retry on the unavailable panel', async () => {
    const retry = vi.fn();
    await renderRemoteAt(pageAt(<UnavailablePanel onRetry={retry} />), '/en/x', noMessages);
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('page metadata', () => {
  it('gives each page its canonical address and its address in the other language', async () => {
    await renderRemoteAt(pageAt(<ErrorPage status={503} message="Maintenance" />), '/en/news/3', noMessages);
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    expect(document.title).toBe('Maintenance | UAE Archery Federation');
    expect(href('link[rel="canonical"]')).toBe(`${location.origin}/en/news/3`);
    expect(href('link[rel="alternate"][hreflang="ar"]')).toBe(`${location.origin}/news/3`);
    expect(href('link[rel="alternate"][hreflang="en"]')).toBe(`${location.origin}/en/news/3`);
    expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${location.origin}/news/3`);
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US');
  });
});
