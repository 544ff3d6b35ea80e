import { describe, expect, it } from 'vitest';
import { renderedAddress } from './page-server.mjs';

describe('the address a page is rendered and kept by', () => {
  const read = ['page', 'q', 'emirate'];

  it('keeps the query parameters the pages read, in their order, values and all', () => {
    expect(renderedAddress('/en/clubs?q=bow&page=2&emirate=dubai', read)).toBe(
      '/en/clubs?q=bow&page=2&emirate=dubai',
    );
    expect(renderedAddress('/news?q=%D9%82%D9%88%D8%B3', read)).toBe('/news?q=%D9%82%D9%88%D8%B3');
  });

  it('leaves out any other, so a campaign tag or a made-up parameter shares the page of the plain address', () => {
    expect(renderedAddress('/en/news?utm_source=newsletter&page=2&fbclid=abc', read)).toBe('/en/news?page=2');
    expect(renderedAddress('/en/news?x=1', read)).toBe('/en/news');
    expect(renderedAddress('/en/news?x=2', read)).toBe('/en/news');
    expect(renderedAddress('/en/news?x=1', [])).toBe('/en/news');
  });

  it('is the path alone without a query', () => {
    expect(renderedAddress('/', read)).toBe('/');
    expect(renderedAddress('/en/news/1?', read)).toBe('/en/news/1');
  });
});
