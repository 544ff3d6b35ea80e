import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';

const code = 'UAEAF-7KQ2-M9XD-4TPA';
const transfer = {
  type: 'serviceDocument',
  code,
  kind: 'playerTransfer',
  document: 'transferCertificate',
  holder: { ar: 'سالم الكعبي', en: 'Salem Al Kaabi' },
  requester: { ar: 'سالم الكعبي', en: 'Salem Al Kaabi' },
  parties: [
    { role: 'releasingClub', club: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' } },
    { role: 'receivingClub', club: { ar: 'أكاديمية الظفرة', en: 'Al Dhafra Academy' } },
  ],
  approvedOn: '2026-11-20',
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the verification page', () => {
  it('states what a transfer certificate says: the player, both clubs and the day', async () => {
    const { requests } = stubApi({ [`GET /verify/${code}`]: ok(transfer) });
    await renderRemoteAt(PublicRoutes, `/en/verify/${code}`, publicMessageLoaders);
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(await within(result).findByText('Player transfer certificate')).toBeTruthy();
    expect(within(result).getByText('Salem Al Kaabi')).toBeTruthy();
    expect(within(result).getByText('Releasing club')).toBeTruthy();
    expect(within(result).getByText('Sharjah Archery Club')).toBeTruthy();
    expect(within(result).getByText('Al Dhafra Academy')).toBeTruthy();
    expect(within(result).getByText(/^November 20, 2026$/)).toBeTruthy();
    // The holder asked for it: "Requested by" would say the same again.
    expect(within(result).queryByText('Requested by')).toBeNull();
    expect(requests.filter((request) => request.path.startsWith('/verify'))).toHaveLength(1);
  });

  it("shows a membership card's state in one sentence, the photo and only what the card prints", async () => {
    const card = {
      type: 'membership',
      code,
      name: { ar: 'حمدان عيسى الكتبي', en: 'Hamdan Essa Al Ketbi' },
      hasPhoto: true,
      accountType: 'player',
      club: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' },
      validUntil: '2027-08-31',
      state: 'suspended',
    };
    stubApi({ [`GET /verify/${code}`]: ok(card) });
    await renderRemoteAt(PublicRoutes, `/en/verify/${code}`, publicMessageLoaders);
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(
      await within(result).findByText('Suspended: a penalty of the federation covers today.'),
    ).toBeTruthy();
    expect(within(result).getByText('Hamdan Essa Al Ketbi')).toBeTruthy();
    expect(within(result).getByText('حمدان عيسى الكتبي')).toBeTruthy();
    expect(within(result).getByText('Player')).toBeTruthy();
    expect(within(result).getByText('Sharjah Archery Club')).toBeTruthy();
    expect(within(result).getByText(/^August 31, 2027$/)).toBeTruthy();
    const photo = within(result).getByRole('img', { name: 'Photo of Hamdan Essa Al Ketbi' });
    expect(photo.getAttribute('src')).toBe(`/api/verify/${code}/photo`);
  });

  it('reads a revoked card as not valid, in Arabic', async () => {
    stubApi({
      [`GET /verify/${code}`]: ok({
        type: 'membership',
        code,
        name: { ar: 'حمدان عيسى الكتبي', en: 'Hamdan Essa Al Ketbi' },
        hasPhoto: false,
        accountType: 'coach',
        club: null,
        validUntil: '2027-08-31',
        state: 'revoked',
      }),
    });
    await renderRemoteAt(PublicRoutes, `/verify/${code}`, publicMessageLoaders);
    expect(
      await screen.findByText('غير صالحة: ألغى الاتحاد هذه البطاقة. اطلب من العضو بطاقته الحالية.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says in Arabic when this address has checked too many unknown codes', async () => {
    stubApi({ [`GET /verify/${code}`]: refusal(429, 'too_many_verifications') });
    await renderRemoteAt(PublicRoutes, `/verify/${code}`, publicMessageLoaders);
    expect(
      await screen.findByText(
        'جرى التحقق من رموز غير معروفة كثيرة من اتصالك. يرجى المحاولة مرة أخرى بعد ساعة.',
      ),
    ).toBeTruthy();
  });

  it('refuses a malformed code without asking the API, on the field and at its address', async () => {
    const { requests } = stubApi();
    await renderRemoteAt(PublicRoutes, '/en/verify/hello', publicMessageLoaders);
    expect(await screen.findByText(/is not a verification code/)).toBeTruthy();
    const field = screen.getByLabelText('Verification code') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'UAEAF-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This field is not valid')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((request) => request.path.startsWith('/verify'))).toHaveLength(0);
  });
});
