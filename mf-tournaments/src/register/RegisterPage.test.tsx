import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt, signInForTest, signOutForTest } from '@uaeaf/ui/testing';
import { tournamentErrorMessages, TournamentErrorCodes } from '@uaeaf/contracts';
import TournamentRoutes from '../routes';
import { tournamentMessageLoaders } from '../messages';
import { ok, refusal, stubApi } from '@uaeaf/ui/testing';
import { archer, detail, eligibility, entry, states } from '../test/fixtures';
import { refusalText } from './messages';

const url = '/en/tournament-details/register?tournament=1';

beforeEach(() => signInForTest('player'));

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

function answers(answer = eligibility(), extra = {}) {
  return {
    'GET /tournaments/1': ok(detail(1, states.open)),
    'GET /tournaments/1/eligibility': ok(answer),
    ...extra,
  };
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionNames = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('tournament registration', () => {
  it('sends a visitor to log in, to come back here', async () => {
    signOutForTest();
    stubApi(answers());
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: \u2068/en/auth/login\u2069' }),
    ).toBeTruthy();
  });

  it.each([
    [401, 'unauthenticated'],
    [403, 'account_blocked'],
  ])('forgets a session the server ended (%s %s) and sends the member to log in', async (status, code) => {
    stubApi({ ...answers(), 'GET /tournaments/1/eligibility': refusal(status, code) });
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: \u2068/en/auth/login\u2069' }),
    ).toBeTruthy();
  });

  it('lets a player enter themselves with a class their birth date allows, and shows the bill', async () => {
    let entered = false;
    const { requests } = stubApi({
      ...answers(),
      // Once entered, the player is refused a second entry and the form goes; the receipt must stay.
      'GET /tournaments/1/eligibility': () =>
        ok(
          eligibility({
            archers: [
              archer(21, { ageClasses: ['U21', 'SENIOR'], refusal: entered ? 'duplicate_entry' : null }),
            ],
            entries: entered ? [entry(9)] : [],
          }),
        ),
      'POST /tournaments/1/entries': () => {
        entered = true;
        return { status: 201, body: entry(9) };
      },
    });
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 2, name: 'New entry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Championship 1' })).toBeTruthy();
    expect(screen.getByText('Archer 21')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Archer' })).toBeNull();
    // The tournament offers U18 too, but not to this archer.
    expect(optionNames('Age class')).toEqual(['Choose an age class', 'Under 21', 'Senior']);
    fireEvent.change(select('Division'), { target: { value: 'R' } });
    fireEvent.change(select('Age class'), { target: { value: 'U21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit the entry' }));
    expect(await screen.findByText('This archer is already entered in this tournament.')).toBeTruthy();
    const receipt = screen
      .getByText('The request has been submitted')
      .closest<HTMLElement>('[role="status"]')!;
    expect(within(receipt).getByText('TS-2026-000042')).toBeTruthy();
    expect(within(receipt).getByText(/^AED\s100\.00$/)).toBeTruthy();
    expect(document.activeElement).toBe(receipt);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      archerId: 21,
      division: 'R',
      ageClass: 'U21',
    });
  });

  it('asks for the missing fields before sending anything', async () => {
    const { requests } = stubApi(answers());
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit the entry' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(select('Division').getAttribute('aria-invalid')).toBe('true');
    expect(select('Age class').getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the server refusal on its field and keeps every choice', async () => {
    signInForTest('club');
    stubApi(
      answers(eligibility({ archers: [archer(21), archer(22, { ageClasses: ['SENIOR'] })] }), {
        'POST /tournaments/1/entries': refusal(409, 'duplicate_entry', {
          archerId: [tournamentErrorMessages.duplicate_entry],
        }),
      }),
    );
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Archer' }), { target: { value: '21' } });
    fireEvent.change(select('Division'), { target: { value: 'C' } });
    fireEvent.change(select('Age class'), { target: { value: 'U21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit the entry' }));
    expect(await screen.findByText('This archer is already entered in this tournament.')).toBeTruthy();
    expect(select('Archer').getAttribute('aria-invalid')).toBe('true');
    expect(select('Archer').value).toBe('21');
    expect(select('Division').value).toBe('C');
    expect(select('Age class').value).toBe('U21');
  });

  it('shows a refusal without field list next to the field the contract names', async () => {
    stubApi(
      answers(eligibility(), {
        'POST /tournaments/1/entries': refusal(422, 'age_class_not_allowed'),
      }),
    );
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Division' }), { target: { value: 'R' } });
    fireEvent.change(select('Age class'), { target: { value: 'SENIOR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit the entry' }));
    expect(await screen.findByText("This age class does not fit the archer's birth date.")).toBeTruthy();
    expect(select('Age class').getAttribute('aria-invalid')).toBe('true');
    expect(select('Age class').value).toBe('SENIOR');
  });

  it("lets a club choose among its own players, offering each one's classes and telling why one cannot be entered", async () => {
    signInForTest('club');
    const { requests } = stubApi(
      answers(
        eligibility({
          archers: [
            archer(21),
            archer(22, { ownAgeClass: 'SENIOR', ageClasses: ['SENIOR'] }),
            archer(23, { refusal: 'archer_not_approved', ageClasses: [] }),
          ],
        }),
      ),
    );
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    const archerSelect = (await screen.findByRole('combobox', { name: 'Archer' })) as HTMLSelectElement;
    const refused = within(archerSelect).getByRole('option', {
      name: "Archer 23 (This archer's membership has not been approved yet.)",
    }) as HTMLOptionElement;
    expect(refused.disabled).toBe(true);
    fireEvent.change(archerSelect, { target: { value: '21' } });
    expect(optionNames('Age class')).toEqual(['Choose an age class', 'Under 18', 'Under 21', 'Senior']);
    fireEvent.change(select('Age class'), { target: { value: 'U18' } });
    fireEvent.change(archerSelect, { target: { value: '22' } });
    expect(optionNames('Age class')).toEqual(['Choose an age class', 'Senior']);
    // A class the newly chosen archer cannot take is cleared, not silently sent.
    expect(select('Age class').value).toBe('');
    fireEvent.change(select('Division'), { target: { value: 'R' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit the entry' }));
    await waitFor(() => expect(select('Age class').getAttribute('aria-invalid')).toBe('true'));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it.each([
    [
      'account_restricted',
      'This account is not eligible to participate in the tournament while it is under a penalty.',
    ],
    [
      'membership_not_approved',
      'This account is not eligible to participate in the tournament: its membership has not been approved yet.',
    ],
    ['account_kind_not_eligible', 'This account is not eligible to participate in this tournament.'],
    ['registration_ended', 'Registration period has ended'],
  ] as const)('refuses with the reason (%s) and shows no form', async (code, message) => {
    stubApi(answers(eligibility({ refusal: code, archers: [] })));
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You cannot register for this tournament')).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit the entry' })).toBeNull();
  });

  it('says in Arabic why an account may not enter', async () => {
    stubApi(answers(eligibility({ refusal: 'account_restricted', archers: [] })));
    await renderRemoteAt(
      TournamentRoutes,
      '/tournament-details/register?tournament=1',
      tournamentMessageLoaders,
    );
    expect(
      await screen.findByText('هذا الحساب غير مؤهل للمشاركة في البطولة ما دامت عليه عقوبة سارية.'),
    ).toBeTruthy();
  });

  it('withdraws an entry with a reason after "are you sure about that?"', async () => {
    const { requests } = stubApi(
      answers(eligibility({ archers: [archer(21, { refusal: 'duplicate_entry' })], entries: [entry(9)] }), {
        'POST /tournament-entries/9/withdrawal': ok(
          entry(9, {
            status: 'Withdrawn',
            mayWithdraw: false,
            history: [
              { event: 'submitted', at: '2026-11-23T08:15:00.000Z' },
              { event: 'withdrawalRequested', at: '2026-11-23T09:00:00.000Z', reason: 'afterSchedule' },
            ],
          }),
        ),
      }),
    );
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    expect(await screen.findByText('This archer is already entered in this tournament.')).toBeTruthy();
    const item = screen.getByRole('heading', { level: 3, name: 'Archer 21' }).closest('li')!;
    expect(within(item).getByText('Pending')).toBeTruthy();
    expect(within(item).getByText('Submitted on November 23, 2026 at 12:15 PM')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Withdraw Archer 21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Archer 21' });
    expect(within(dialog).getByText('Are you sure about that?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    expect(within(dialog).getByText('Please choose a reason for the withdrawal')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'After the schedule' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Withdrawal request has been submitted')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/tournament-entries/9/withdrawal',
      body: { reason: 'afterSchedule' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has a message, under the id of the contract, for every refusal code', () => {
    for (const code of Object.values(TournamentErrorCodes)) {
      expect(refusalText[code].id).toBe(tournamentErrorMessages[code]);
    }
  });
});
