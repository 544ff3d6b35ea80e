import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { RichText as RichTextBlocks } from '@uaeaf/contracts';
import { image } from '../test/fixtures';
import { imageSources, ResponsiveImage } from './ResponsiveImage';
import { RichText } from './RichText';

function renderIn(locale: 'en-US' | 'ar-EG', node: ReactNode) {
  return render(
    <MemoryRouter>
      <IntlProvider locale={locale} defaultLocale="ar-EG" messages={{}} onError={() => {}}>
        {node}
      </IntlProvider>
    </MemoryRouter>,
  );
}

describe('RichText', () => {
  it('shows markup in the text as characters and never renders it', () => {
    const blocks = [
      {
        type: 'paragraph',
        children: [
          { text: '<script>window.hacked = true</script>' },
          { text: '<img src=x onerror=alert(1)>', bold: true },
        ],
      },
      { type: 'heading', level: 2, children: [{ text: '<b>Vision</b>' }] },
      { type: 'list', ordered: true, items: [[{ text: '<i>one</i>' }]] },
    ] as RichTextBlocks;
    const { container } = renderIn('en-US', <RichText blocks={blocks} />);
    expect(container.querySelector('script, img, b, i')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect(container.querySelector('strong')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Vision</b>');
    expect(container.querySelector('ol li')?.textContent).toBe('<i>one</i>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('ignores keys that are not part of the format, such as html', () => {
    const blocks = [
      { type: 'paragraph', html: '<em>x</em>', children: [{ text: 'plain', html: '<u>y</u>' }] },
    ] as unknown as RichTextBlocks;
    const { container } = renderIn('en-US', <RichText blocks={blocks} />);
    expect(container.querySelector('p')?.outerHTML).toBe('<p>plain</p>');
    expect(container.querySelector('em, u')).toBeNull();
  });

  it('links site pages in the page language, keeps other links, and drops unsafe ones', () => {
    const blocks = [
      {
        type: 'paragraph',
        children: [
          { text: 'rules', href: '/circulars' },
          { text: 'site', href: 'https://www.worldarchery.sport' },
          { text: 'bad', href: 'javascript:alert(1)' },
        ],
      },
    ] as RichTextBlocks;
    renderIn('en-US', <RichText blocks={blocks} />);
    expect(screen.getByRole('link', { name: 'rules' }).getAttribute('href')).toBe('/en/circulars');
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad')).toBeTruthy();
  });

  it('puts its headings under the level it is given', () => {
    const blocks = [{ type: 'heading', level: 3, children: [{ text: 'Deep' }] }] as RichTextBlocks;
    renderIn('en-US', <RichText blocks={blocks} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Deep' })).toBeTruthy();
  });
});

describe('ResponsiveImage', () => {
  it('asks the optimiser for the 1x and 2x widths, reserves its size, and is lazy', () => {
    renderIn('en-US', <ResponsiveImage image={image('news/a.jpg', 1200, 800)} width={384} />);
    const img = screen.getByRole('img', { name: 'Archers at the tournament' });
    expect(img.getAttribute('src')).toBe('/api/images?path=news%2Fa.jpg&w=640');
    expect(img.getAttribute('srcset')).toBe(
      '/api/images?path=news%2Fa.jpg&w=640 1x, /api/images?path=news%2Fa.jpg&w=768 2x',
    );
    expect(img.getAttribute('width')).toBe('384');
    expect(img.getAttribute('height')).toBe('256');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the main image first, with its Arabic alt text on Arabic pages', () => {
    renderIn('ar-EG', <ResponsiveImage image={image('news/a.jpg')} width={768} priority />);
    const img = screen.getByRole('img', { name: 'صورة الرماة في البطولة' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('srcset')).toContain('w=1536 2x');
  });

  it('gives a wide image a narrow-screen source, so a phone never downloads the desktop size', () => {
    const { container } = renderIn('en-US', <ResponsiveImage image={image('news/a.jpg')} width={768} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('media')).toBe('(max-width: 416px)');
    expect(source?.getAttribute('srcset')).toBe(
      '/api/images?path=news%2Fa.jpg&w=640 1x, /api/images?path=news%2Fa.jpg&w=768 2x',
    );
    expect(container.querySelector('picture > img')?.getAttribute('srcset')).toContain('w=1536 2x');
  });

  it('does not ask for a 2x variant the original is too small for', () => {
    expect(imageSources({ path: 'logos/a.png', width: 90 }, 80).srcSet).toBe(
      '/api/images?path=logos%2Fa.png&w=96 1x',
    );
    expect(imageSources({ path: 'a.jpg', width: 4000 }, 2000).srcSet).toBe(
      '/api/images?path=a.jpg&w=2048 1x, /api/images?path=a.jpg&w=3072 2x',
    );
  });
});
