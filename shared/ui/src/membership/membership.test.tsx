import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { OwnRequest, OwnRequests } from '@uaeaf/contracts';
import type { MessageLoaders } from '@uaeaf/i18n';
import { sessionStore, userInfoAtom } from '@uaeaf/session';
import { queryClient } from '../providers';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '../testing';
import { MemberSummary } from './member-summary';
import { RequestTimeline } from './RequestTimeline';

const noMessages: MessageLoaders = { ar: async () => ({ default: {} }), en: async () => ({ default: {} }) };

function HomePage() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <>
            <MemberSummary />
            <RequestTimeline />
          </>
        }
      />
    </Routes>
  );
}

const club = {
  id: 41,
  name: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' },
  kind: 'club',
} as const;

const rejected: OwnRequest = {
  id: 9,
  kind: 'new',
  form: 'players',
  status: 'Cancled',
  decisionReason: 'The passport copy cannot be read',
  club,
  submittedAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-03T08:00:00.000Z',
  timeline: [
    {
      at: '2026-03-01T08:00:00.000Z',
      action: 'request.submitted',
      fromStatus: null,
      toStatus: 'Pending',
      reason: null,
      by: 'member',
      clubName: null,
    },
    {
      at: '2026-03-02T08:00:00.000Z',
      action: 'request.accepted',
      fromStatus: 'Pending',
      toStatus: 'Accepted',
      reason: null,
      by: 'club',
      clubName: club.name,
    },
    {
      at: '2026-03-03T08:00:00.000Z',
      action: 'request.rejected',
      fromStatus: 'Accepted',
      toStatus: 'Cancled',
      reason: 'The passport copy cannot be read',
      by: 'office',
      clubName: null,
    },
  ],
};

function serve(answer: OwnRequests) {
  return stubApi({ '/account/requests': ok(answer) });
}

async function openHome(url = '/en/my-account-player') {
  await renderRemoteAt(HomePage, url, noMessages);
  return screen.findByRole('region', { name: /Your membership$|^عضويتك$/ });
}

describe('the membership summary and the requests of a member', () => {
  afterEach(() => {
    cleanup();
    signOutForTest();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('shows a rejection with its reason and the way to correct and resubmit', async () => {
    signInForTest('player');
    serve({ membership: { status: 'Cancled', number: null, validUntil: null }, requests: [rejected] });
    const summary = await openHome();
    await within(summary).findByText('The passport copy cannot be read');
    expect(within(summary).getAllByText('Rejected')).toHaveLength(2);
    expect(within(summary).getByRole('link', { name: 'Correct and resubmit' }).getAttribute('href')).toBe(
      '/en/auth/resubmit',
    );

    const history = screen.getByRole('region', { name: 'Your membership requests' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('You sent the request'),
      expect.stringContaining('Sharjah Archery Club accepted it'),
      expect.stringMatching(/The federation office rejected it.*Reason: The passport copy cannot be read/),
    ]);
  });

  it('says who acts next on a request, and shows the number and validity of an approved membership', async () => {
    signInForTest('player');
    serve({
      membership: { status: 'Approved', number: 'UAEAF-000042', validUntil: '2026-08-31' },
      requests: [{ ...rejected, status: 'Accepted', decisionReason: null, timeline: [] }],
    });
    const summary = await openHome();
    await within(summary).findByText('UAEAF-000042');
    expect(summary.textContent).toContain('August 31, 2026');
    expect(summary.textContent).toContain(
      'Accepted by your club, Sharjah Archery Club: waiting for the federation office',
    );
    expect(within(summary).queryByRole('link', { name: 'Correct and resubmit' })).toBeNull();
  });

  it('names each request by its kind: a termination is not called a membership request', async () => {
    signInForTest('player');
    serve({
      membership: { status: 'Approved', number: 'UAEAF-000042', validUntil: '2026-08-31' },
      requests: [
        { ...rejected, id: 11, kind: 'termination', status: 'Pending', decisionReason: null, timeline: [] },
        { ...rejected, id: 10, kind: 'renewal', status: 'Approved', decisionReason: null, timeline: [] },
      ],
    });
    await openHome();
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      expect.stringContaining('Membership termination'),
      expect.stringContaining('Membership renewal'),
    ]);
  });

  it('offers no resubmission while the account is restricted, and says so in Arabic', async () => {
    signInForTest('player');
    sessionStore.set(userInfoAtom, { ...sessionStore.get(userInfoAtom)!, isRestricted: true });
    serve({ membership: { status: 'Cancled', number: null, validUntil: null }, requests: [rejected] });
    const summary = await openHome('/my-account-player');
    await within(summary).findByText('يمكنك تصحيح الطلب وإعادة تقديمه بعد انتهاء التقييد.');
    expect(within(summary).queryByRole('link')).toBeNull();
    expect(screen.getByRole('region', { name: 'طلبات العضوية الخاصة بك' }).textContent).toContain(
      'رفضه مكتب الاتحاد',
    );
  });

  it("falls back to the session's status when the requests cannot be loaded", async () => {
    signInForTest('coach');
    sessionStore.set(userInfoAtom, { ...sessionStore.get(userInfoAtom)!, membershipStatus: 'Pending' });
    stubApi({ '/account/requests': refusal(503, 'unavailable') });
    const summary = await openHome('/en/my-account-coach');
    expect(within(summary).getByText('Pending')).toBeTruthy();
    // A 5xx is tried once more before the failure shows.
    const failure = 'This content could not be loaded. Please check your connection and try again.';
    expect(await screen.findByText(failure, {}, { timeout: 5000 })).toBeTruthy();
  });
});
