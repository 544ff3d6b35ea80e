import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClubAccountRequest } from '@uaeaf/contracts';
import { sessionStore, toastsAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { renderKitAt } from '../test-harness';
import { ClubRequests } from './ClubRequests';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.set(toastsAtom, []);
  signOutForTest();
});

const request = (id: number, more: Partial<ClubAccountRequest>): ClubAccountRequest => ({
  id,
  kind: 'renewal',
  form: 'players',
  status: 'Pending',
  decisionReason: null,
  applicant: { id: 100 + id, name: { ar: `لاعب ${id}`, en: `Player ${id}` } },
  role: 'made',
  mayWithdraw: true,
  submittedAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  timeline: [],
  ...more,
});

const rejected = request(2, {
  kind: 'new',
  role: 'named',
  status: 'Cancled',
  mayWithdraw: false,
  decisionReason: 'The passport copy is unreadable',
  timeline: [
    {
      at: '2026-11-21T09:00:00.000Z',
      action: 'request.rejected',
      fromStatus: 'Pending',
      toStatus: 'Cancled',
      reason: 'The passport copy is unreadable',
      by: 'office',
      clubName: null,
    },
  ],
});

const ownRejected = request(3, {
  ...rejected,
  id: 3,
  role: 'own',
  applicant: { id: 7, name: { ar: 'لاعب 3', en: 'Player 3' } },
});

describe('the club requests list', () => {
  it("shows each request's kind, member, status, reason and history; withdraws a pending one after asking", async () => {
    let pending = request(1, {});
    const { requests } = stubApi({
      'GET /account/club/requests': () => ok({ items: [pending, rejected, ownRejected] }),
      'POST /account/requests/1/withdrawal': () => {
        pending = { ...pending, status: 'Withdrawn', mayWithdraw: false };
        return ok({ id: 1, status: 'Withdrawn' });
      },
    });
    signInForTest('club');
    await renderKitAt('/en/my-account/requests', <ClubRequests />);

    const renewal = await screen.findByRole('article', { name: 'Contract renewal: Player 1' });
    const registration = screen.getByRole('article', { name: 'Registration: Player 2' });
    expect(within(registration).getByText('A player who named you')).toBeTruthy();
    expect(within(registration).getAllByText(/The passport copy is unreadable/).length).toBe(2);
    expect(within(registration).getByText(/by the federation office/)).toBeTruthy();
    expect(within(registration).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    // Only the club's own rejected request is corrected from here (issue 9's resubmission); a player's is theirs.
    expect(within(registration).queryByRole('link', { name: 'Correct and resubmit' })).toBeNull();
    const own = screen.getByRole('article', { name: 'Registration: Player 3' });
    expect(within(own).getByRole('link', { name: 'Correct and resubmit' }).getAttribute('href')).toBe(
      '/en/auth/resubmit',
    );

    fireEvent.click(within(renewal).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'are you sure about that?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual([
        'Withdrawal request has been submitted',
      ]),
    );
    expect(requests.filter((call) => call.method === 'POST')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Contract renewal: Player 1' })).queryByRole('button', {
          name: 'Withdraw',
        }),
      ).toBeNull(),
    );
  });

  it("shows the club's own rejected renewal with the federation's reason, and sends it to ask again, not to the registration form", async () => {
    const renewal = request(4, {
      role: 'own',
      form: 'club',
      status: 'Cancled',
      mayWithdraw: false,
      applicant: { id: 7, name: { ar: 'نادي الشارقة', en: 'Sharjah Archery Club' } },
      decisionReason: 'The licence of the sports authority has expired',
    });
    stubApi({ 'GET /account/club/requests': ok({ items: [renewal] }) });
    signInForTest('club');
    await renderKitAt('/en/my-account/requests', <ClubRequests />);
    const card = await screen.findByRole('article', { name: 'Membership renewal: Sharjah Archery Club' });
    expect(within(card).getByText("The federation's reason").nextSibling?.textContent).toBe(
      'The licence of the sports authority has expired',
    );
    expect(within(card).getByText('Rejected')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Correct and resubmit' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Ask for the renewal again' }).getAttribute('href')).toBe(
      '/en/my-account/renewal',
    );
    cleanup();

    await renderKitAt('/ar/my-account/requests', <ClubRequests />);
    const arabic = await screen.findByRole('article', { name: 'تجديد العضوية: نادي الشارقة' });
    expect(within(arabic).getByText('The licence of the sports authority has expired')).toBeTruthy();
  });

  it.each([
    ['ar', 'already_decided', 409, 'تم البت في هذا الطلب، فلم يعد سحبه ممكنًا.'],
    [
      'en',
      'already_decided',
      409,
      'This request has already been decided, so it can no longer be withdrawn.',
    ],
    ['ar', 'not_found', 404, 'هذا الطلب ليس من الطلبات التي قدّمتها أو لم يعد موجودًا، فلا يمكن سحبه.'],
    [
      'en',
      'not_found',
      404,
      'This request is not one you made, or it no longer exists, so it cannot be withdrawn.',
    ],
  ] as const)('says in words (%s) why a withdrawal is refused: %s', async (lang, code, status, text) => {
    stubApi({
      'GET /account/club/requests': ok({ items: [request(1, {})] }),
      'POST /account/requests/1/withdrawal': refusal(status, code),
    });
    signInForTest('academy');
    await renderKitAt(`/${lang}/my-account/requestsAcademy`, <ClubRequests />);
    const withdraw = lang === 'ar' ? 'سحب' : 'Withdraw';
    fireEvent.click(await screen.findByRole('button', { name: withdraw }));
    const dialog = screen.getByRole('dialog', {
      name: lang === 'ar' ? 'هل أنت متأكد من ذلك؟' : 'are you sure about that?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: withdraw }));
    expect(await within(dialog).findByText(text)).toBeTruthy();
  });

  it('lists the registrations waiting for the club first, each accepted, or rejected with the reason asked', async () => {
    let first = request(5, { kind: 'new', role: 'named', mayWithdraw: false });
    let second = request(6, { kind: 'new', role: 'named', mayWithdraw: false });
    const { requests } = stubApi({
      'GET /account/club/requests': () => ok({ items: [first, second, rejected] }),
      'POST /club/requests/5/decision': () => {
        first = { ...first, status: 'Accepted' };
        return ok({ id: 5, status: 'Accepted', membershipNumber: null, validUntil: null });
      },
      'POST /club/requests/6/decision': () => {
        second = { ...second, status: 'Cancled', decisionReason: 'Not one of our archers' };
        return ok({ id: 6, status: 'Cancled', membershipNumber: null, validUntil: null });
      },
    });
    signInForTest('club');
    await renderKitAt('/en/my-account/requests', <ClubRequests />);
    const awaiting = await screen.findByRole('region', { name: 'Registrations waiting for your answer (2)' });
    const one = within(awaiting).getByRole('article', { name: 'Registration: Player 5' });
    within(awaiting).getByRole('article', { name: 'Registration: Player 6' });
    // A named registration already decided is no longer the club's to answer.
    const all = screen.getByRole('region', { name: 'All requests' });
    const decided = within(all).getByRole('article', { name: 'Registration: Player 2' });
    expect(within(decided).queryByRole('button', { name: 'Accept' })).toBeNull();

    fireEvent.click(within(one).getByRole('button', { name: 'Accept' }));
    await screen.findByRole('region', { name: 'Registrations waiting for your answer (1)' });
    expect(
      within(screen.getByRole('region', { name: 'All requests' })).getByRole('article', {
        name: 'Registration: Player 5',
      }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the registration of Player 6' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(requests.filter((call) => call.path === '/club/requests/6/decision')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Not one of our archers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('No registration is waiting for your answer.');
    const posted = requests.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
    expect(posted).toEqual([
      ['/club/requests/5/decision', { decision: 'accept' }],
      ['/club/requests/6/decision', { decision: 'reject', reason: 'Not one of our archers' }],
    ]);
    expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual([
      'Registration accepted: it goes to the federation office for approval',
      'Registration rejected: the member is told your reason',
    ]);
  });

  it('says in Arabic when another hand answered the registration first', async () => {
    stubApi({
      'GET /account/club/requests': ok({
        items: [request(5, { kind: 'new', role: 'named', mayWithdraw: false })],
      }),
      'POST /club/requests/5/decision': refusal(409, 'already_decided'),
    });
    signInForTest('academy');
    await renderKitAt('/my-account/requestsAcademy', <ClubRequests />);
    const awaiting = await screen.findByRole('region', { name: 'طلبات تسجيل تنتظر ردك (1)' });
    fireEvent.click(within(awaiting).getByRole('button', { name: 'قبول' }));
    expect(
      await screen.findByText('تم الرد على طلب التسجيل هذا أو سُحب. تعرض القائمة الآن حالته الحالية.'),
    ).toBeTruthy();
  });
});
