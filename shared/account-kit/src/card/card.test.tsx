import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { renderKitAt } from '../test-harness';
import MembershipCardPage from '.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
  document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
});

const card = {
  issued: true,
  code: 'UAEAF-7KQ2-M9XD-4TPA',
  name: { ar: 'سالم محمد الكعبي', en: 'Salem Mohammed Al Kaabi' },
  hasPhoto: true,
  accountType: 'player',
  club: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' },
  validUntil: '2027-08-31',
  state: 'valid',
  membershipNumber: 'UAEAF-000042',
  photoFileId: 12,
  ageClass: 'U21',
};

describe('the membership card page', () => {
  it('shows the card: both names, kind, club, number, validity, age class, photo and QR code, and its PDF', async () => {
    stubApi({ 'GET /account/card': ok(card) });
    await renderKitAt('/en/my-account-player/card', <MembershipCardPage />);
    const region = await screen.findByRole('region', { name: 'Your card' });
    // Under the federation's emblem and its name in both languages.
    expect(region.querySelectorAll('svg[aria-hidden="true"] circle')).toHaveLength(3);
    expect(within(region).getByText('UAE Archery Federation').getAttribute('lang')).toBe('en');
    expect(within(region).getByText('اتحاد الإمارات للقوس والسهم').getAttribute('lang')).toBe('ar');
    expect(within(region).getByText('Valid today')).toBeTruthy();
    expect(within(region).getByText('سالم محمد الكعبي')).toBeTruthy();
    expect(within(region).getByText('Salem Mohammed Al Kaabi')).toBeTruthy();
    expect(within(region).getByText('Player')).toBeTruthy();
    expect(within(region).getByText('Sharjah Archery Club')).toBeTruthy();
    expect(within(region).getByText('UAEAF-000042')).toBeTruthy();
    expect(within(region).getByText(/^August 31, 2027$/)).toBeTruthy();
    expect(within(region).getByText('Under 21')).toBeTruthy();
    expect(within(region).getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe(
      '/api/account/files/12',
    );
    const qr = within(region).getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe('/api/account/card/qr.svg?lang=en');
    const pdf = screen.getByRole('link', { name: 'Download as PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/account/card/card.pdf?lang=en');
    // The browser is offered this page for the home screen.
    const manifest = document.head.querySelector('link[rel="manifest"]')!;
    expect(manifest.getAttribute('href')).toBe(
      '/api/card/manifest.webmanifest?lang=en&start=%2Fen%2Fmy-account-player%2Fcard',
    );
  });

  it("names a club's logo as its picture, in Arabic", async () => {
    stubApi({ 'GET /account/card': ok({ ...card, accountType: 'club', ageClass: null, club: null }) });
    await renderKitAt('/my-account/card', <MembershipCardPage />);
    const region = await screen.findByRole('region', { name: 'بطاقتك' });
    expect(within(region).getByRole('img', { name: 'شعارك' }).getAttribute('src')).toBe(
      '/api/account/files/12',
    );
  });

  it('tells a member waiting for approval, in Arabic, why there is no card', async () => {
    stubApi({ 'GET /account/card': ok({ issued: false, membershipStatus: 'Pending' }) });
    await renderKitAt('/my-account-player/card', <MembershipCardPage />);
    expect(
      await screen.findByText('عضويتك بانتظار الاعتماد. تصدر بطاقتك فور اعتماد الاتحاد لها.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'تنزيل بصيغة PDF' })).toBeNull();
  });
});
