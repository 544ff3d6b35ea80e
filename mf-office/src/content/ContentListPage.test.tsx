import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ContentListItem } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { actionButton } from '@uaeaf/ui/dialog';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { page } from '../test/fixtures';

const item: ContentListItem = {
  id: 4,
  title: { ar: 'خبر الشتاء', en: 'Winter news' },
  status: 'published',
  publishAt: '2026-05-03T06:30:00.000Z',
  shownOn: '2026-05-03',
};

beforeEach(() => signInForTest('admin', 'editor'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe("an editors' list", () => {
  it('shows when each item went public, in the page’s language, and a button to write a new one', async () => {
    stubApi({ 'GET /office/content/news': ok(page([item])) });
    await renderRemoteAt(OfficeRoutes, '/en/office/content/news', officeMessageLoaders);
    const row = (await screen.findByRole('link', { name: 'Winter news' })).closest('tr')!;
    expect(row.textContent).toContain('Published');
    expect(row.textContent).toMatch(/May 3, 2026 at 10:30\sAM$/);
    expect(screen.getByRole('link', { name: 'Write a new one' }).className).toBe(actionButton.primary);
    cleanup();
    queryClient.clear();

    await renderRemoteAt(OfficeRoutes, '/office/content/news', officeMessageLoaders);
    const arabic = (await screen.findByRole('link', { name: 'خبر الشتاء' })).closest('tr')!;
    expect(within(arabic).getAllByRole('cell').at(-1)!.textContent).toMatch(/مايو 2026/);
  });
});
