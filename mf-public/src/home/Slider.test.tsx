import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';
import { slide } from '../test/fixtures';

const slides = [1, 2, 3].map((id) => ({ ...slide, id, title: { ar: `شريحة ${id}`, en: `Slide ${id}` } }));

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('slider', () => {
  it('steps both ways in Arabic, wrapping round, with each arrow drawn for its own way', async () => {
    stubApi({ 'GET /slider': ok({ items: slides }) });
    await renderRemoteAt(PublicRoutes, '/slider', publicMessageLoaders);
    expect(await screen.findByRole('heading', { level: 2, name: 'شريحة 1' })).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'الشريحة السابقة' });
    const next = screen.getByRole('button', { name: 'الشريحة التالية' });
    // One drawing per way; the stylesheet alone mirrors both on right-to-left pages.
    expect(previous.querySelector('svg')?.dataset.towards).toBe('previous');
    expect(next.querySelector('svg')?.dataset.towards).toBe('next');
    expect(previous.textContent).toBe('');
    fireEvent.click(next);
    expect(screen.getByRole('heading', { level: 2, name: 'شريحة 2' })).toBeTruthy();
    expect(screen.getByText('2 من 3')).toBeTruthy();
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(screen.getByRole('heading', { level: 2, name: 'شريحة 3' })).toBeTruthy();
  });
});
