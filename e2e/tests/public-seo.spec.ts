import { expect, test } from '../fixtures/test';

/** What search engines and link previews see, and the image optimiser behind every picture. */

interface Image {
  path: string;
  width: number;
  height: number;
}

test.describe('search engines and sharing', () => {
  test('GET /sitemap.xml lists the public pages in both languages with hreflang alternates', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of ['/', '/news', '/clubs', '/articles/send', '/contact-us', '/training-courses']) {
      expect(locs, path).toContain(path);
      expect(locs, path).toContain(path === '/' ? '/en' : `/en${path}`);
    }
    const { items } = (await (await request.get('/api/news')).json()) as { items: { id: number }[] };
    expect(locs).toContain(`/news/${items[0]!.id}`);
    expect(locs).toContain(`/en/news/${items[0]!.id}`);
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="[^"]+\/news"\/>/);
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en\/news"\/>/);
    expect(xml).toContain('hreflang="x-default"');
  });

  test('each page has its own title, description, canonical, hreflang alternates and Open Graph tags', async ({
    page,
  }) => {
    await page.goto('/en/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page).toHaveTitle('News | UAE Archery Federation');
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /latest news/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/en/news',
    );
    await expect(head.locator('link[hreflang="ar"]')).toHaveAttribute('href', 'http://localhost:4000/news');
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/en/news',
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'News | UAE Archery Federation',
    );

    await page.goto('/clubs');
    await expect(page).toHaveTitle('الأندية | اتحاد الإمارات للقوس والسهم');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:4000/clubs',
    );
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_AE');
  });

  test('an item page takes its title, summary and image for sharing', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/news')).json()) as {
      items: { id: number; title: { en: string }; summary: { en: string }; image: Image | null }[];
    };
    const story = items.find((item) => item.image) ?? items[0]!;
    await page.goto(`/en/news/${story.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title.en);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', story.summary.en);
    if (story.image) {
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `http://localhost:4000/api/images?path=${encodeURIComponent(story.image.path)}&w=1280`,
      );
    }
  });
});

test.describe('images', () => {
  test('the optimiser answers webp at the allowed widths only', async ({ request }) => {
    const { items } = (await (await request.get('/api/slider')).json()) as { items: { image: Image }[] };
    const { path } = items[0]!.image;
    const response = await request.get(`/api/images?path=${encodeURIComponent(path)}&w=320`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    const bytes = await response.body();
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await request.get(`/api/images?path=${encodeURIComponent(path)}&w=321`)).status()).toBe(400);
  });

  test('every image on a list has a size, alt text and 1x/2x sources; only the first loads eagerly', async ({
    page,
    request,
  }) => {
    const { items } = (await (await request.get('/api/news')).json()) as { items: { image: Image | null }[] };
    // Other tests publish news without a picture: the first picture on the page is the one loaded first.
    expect(
      items.some((item) => item.image),
      'a news item on the first page has an image',
    ).toBe(true);
    await page.goto('/en/news');
    const images = page.getByRole('main').locator('img');
    await expect(images.first()).toBeVisible();
    const described = await images.evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        alt: img.getAttribute('alt'),
        srcset: img.getAttribute('srcset'),
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
      })),
    );
    for (const image of described) {
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      expect(image.alt?.trim()).toBeTruthy();
      expect(image.srcset).toMatch(/\/api\/images\?path=[^ ]+&w=\d+ 1x/);
    }
    expect(described[0]).toMatchObject({ loading: 'eager', priority: 'high' });
    expect(described.slice(1).every((image) => image.loading === 'lazy' && !image.priority)).toBe(true);
    // The first image is loaded as webp from the optimiser.
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('the home page shows the first slide as its main image, and its content does not shift', async ({
    page,
  }) => {
    await page.goto('/en');
    const slide = page.getByRole('region', { name: 'Featured' }).locator('img');
    await expect(slide).toBeVisible();
    await expect(slide).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
    // Shifts of the page's own content (inside <main>), from the first paint on; fonts and the shell are not ours.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          const main = document.getElementById('main');
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[])
              if (
                !entry.hadRecentInput &&
                entry.sources.some((source) => source.node && main?.contains(source.node))
              )
                total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 1000);
        }),
    );
    expect(shift).toBeLessThan(0.1);
  });
});
