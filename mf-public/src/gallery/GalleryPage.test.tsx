import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';
import { photo } from '../test/fixtures';

// jsdom has no modal dialogs: these stand in for the browser's (the browser test checks the real one).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

const photos = [1, 2, 3].map((id) => ({
  ...photo,
  id,
  image: { ...photo.image, alt: { ar: `صورة ${id}`, en: `Photo number ${id}` } },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

async function openAlbum(url: string) {
  stubApi({
    'GET /gallery/2/photos': ok({ items: photos, page: 1, pageSize: 24, total: 3, totalPages: 1 }),
  });
  await renderRemoteAt(PublicRoutes, url, publicMessageLoaders);
  return screen.findByRole('button', { name: url.startsWith('/en') ? 'Photo number 2' : 'صورة 2' });
}

describe('gallery lightbox', () => {
  it('opens a photo on the page, counts it, moves with the buttons and the arrow keys, and closes', async () => {
    const second = await openAlbum('/en/gallery/2');
    second.focus();
    fireEvent.click(second);
    const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(dialog).getByRole('img', { name: 'Photo number 2' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(second);
  });

  it('reads the arrow keys right to left in Arabic', async () => {
    fireEvent.click(await openAlbum('/gallery/2'));
    const dialog = screen.getByRole('dialog', { name: 'الصورة 2 من 3' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'الصورة 3 من 3' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'الصورة 1 من 3' })).toBeTruthy();
  });
});
