import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GalleryAlbumItem } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';

const photo = (name: string, en: string) => ({
  image: { path: `gallery/${name}.jpg`, width: 800, height: 600, alt: { ar: `${en} ar`, en } },
  caption: { ar: `${en} ar`, en },
});

const album: GalleryAlbumItem = {
  id: 7,
  status: 'draft',
  publishAt: null,
  titleAr: 'بطولة الشتاء',
  titleEn: 'Winter championship',
  takenOn: '2026-01-15',
  descriptionAr: '',
  descriptionEn: '',
  photos: [photo('line', 'The line'), photo('target', 'The target'), photo('podium', 'The podium')],
  cover: 1,
};

beforeEach(() => signInForTest('admin', 'editor'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe('the album editor', () => {
  it('moves a photo with its buttons, says where it went, keeps the cover on its photo and sends the new order', async () => {
    const { requests } = stubApi({
      'GET /office/gallery/7': ok(album),
      'PUT /office/gallery/7': ({ body }) => ok({ ...album, cover: (body as { cover: number }).cover }),
    });
    await renderRemoteAt(OfficeRoutes, '/en/office/gallery/7', officeMessageLoaders);
    await screen.findByRole('heading', { level: 1, name: 'Winter championship' });
    const cover = within(screen.getByRole('group', { name: 'Cover' }));
    expect((cover.getByRole('radio', { name: 'The target' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move The target up' }));
    expect(screen.getByRole('status').textContent).toBe('The target is now number 1');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move The target down' })),
    );
    expect((screen.getByRole('button', { name: 'Move The target up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((cover.getByRole('radio', { name: 'The target' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    fireEvent.click(cover.getByRole('radio', { name: 'The line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const sent = requests.find((request) => request.method === 'PUT')!.body as {
      photos: { file: { path: string } }[];
      cover: number;
    };
    expect(sent.photos.map(({ file }) => file.path)).toEqual(['gallery/target.jpg', 'gallery/line.jpg']);
    expect(sent.cover).toBe(1);
  });
});
