import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  entersOwnPlayers,
  entersThemselves,
  mayEnter,
  openForEntries,
  registrationNotices,
  TournamentEligibilitySchema,
  TournamentEntryRequestSchema,
  TournamentErrorCodes,
  tournamentErrorMessages,
  TournamentListQuerySchema,
  TournamentListResponseSchema,
  tournamentEntrants,
  tournamentRegistrationState,
  WithdrawalRequestSchema,
} from '.';

/** The message ids per field, as the API's parseQuery and parseJsonBody answer them (a missing value is "required"). */
function messagesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return undefined;
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues) {
    (fields[v.getDotPath(issue) ?? ''] ??= []).push(
      issue.input === undefined ? 'validation.required' : issue.message,
    );
  }
  return fields;
}

const twoWindows = {
  firstRegistrationStart: '2026-11-01',
  firstRegistrationEnd: '2026-11-10',
  secondRegistrationStart: '2026-11-20',
  secondRegistrationEnd: '2026-11-25',
};
const oneWindow = { ...twoWindows, secondRegistrationStart: null, secondRegistrationEnd: null };

describe('registration state', () => {
  it.each([
    ['2026-10-31', { status: 'notYetOpen', opensOn: '2026-11-01' }],
    ['2026-11-01', { status: 'open', window: 'first', closesOn: '2026-11-10' }],
    ['2026-11-10', { status: 'open', window: 'first', closesOn: '2026-11-10' }],
    ['2026-11-11', { status: 'betweenWindows', opensOn: '2026-11-20' }],
    ['2026-11-20', { status: 'open', window: 'second', closesOn: '2026-11-25' }],
    ['2026-11-25', { status: 'open', window: 'second', closesOn: '2026-11-25' }],
    ['2026-11-26', { status: 'ended', closedOn: '2026-11-25' }],
  ])('with two windows, on %s is %o (both ends of a window included)', (today, state) => {
    expect(tournamentRegistrationState(twoWindows, today)).toEqual(state);
  });

  it('lists the tournaments taking entries on a day, soonest first', () => {
    const tournaments = [
      { id: 1, startDate: '2026-12-20', ...twoWindows },
      { id: 2, startDate: '2026-12-05', ...twoWindows },
      { id: 3, startDate: '2026-12-01', ...oneWindow },
    ];
    const open = openForEntries(tournaments, '2026-11-21');
    expect(open.map(({ tournament }) => tournament.id)).toEqual([2, 1]);
    expect(open[0]!.state).toEqual({ status: 'open', window: 'second', closesOn: '2026-11-25' });
    expect(openForEntries(tournaments, '2026-11-05').map(({ tournament }) => tournament.id)).toEqual([
      3, 2, 1,
    ]);
  });

  it('ends after the first window when there is no second one', () => {
    expect(tournamentRegistrationState(oneWindow, '2026-11-11')).toEqual({
      status: 'ended',
      closedOn: '2026-11-10',
    });
  });

  it('shows "unavailable" before and between the windows and "ended" after the last', () => {
    expect(registrationNotices).toEqual({
      notYetOpen: 'tournaments.registration.unavailable',
      betweenWindows: 'tournaments.registration.unavailable',
      ended: 'tournaments.registration.ended',
    });
    expect(tournamentErrorMessages.registration_unavailable).toBe(registrationNotices.notYetOpen);
    expect(tournamentErrorMessages.registration_ended).toBe(registrationNotices.ended);
  });
});

describe('tournament list query', () => {
  it('takes the kind and defaults the rest', () => {
    expect(v.parse(TournamentListQuerySchema, { kind: 'Local' })).toEqual({
      kind: 'Local',
      page: 1,
      pageSize: 12,
      q: undefined,
      season: undefined,
      division: undefined,
    });
  });

  it('reads the filters, normalising the division code and treating empty ones as absent', () => {
    expect(
      v.parse(TournamentListQuerySchema, { kind: 'Open', season: '2025-2026', division: ' r ' }),
    ).toMatchObject({ season: '2025-2026', division: 'R' });
    expect(v.parse(TournamentListQuerySchema, { kind: 'Open', season: '', division: '' })).toMatchObject({
      season: undefined,
      division: undefined,
    });
  });

  it('refuses an unknown kind, a malformed season or division and bad page values', () => {
    expect(messagesOf(TournamentListQuerySchema, { kind: 'Regional' })).toEqual({
      kind: ['validation.invalid'],
    });
    expect(messagesOf(TournamentListQuerySchema, { kind: 'local' })).toEqual({
      kind: ['validation.invalid'],
    });
    expect(
      messagesOf(TournamentListQuerySchema, { kind: 'Local', season: '2025', division: 'recurve bow' }),
    ).toEqual({ season: ['validation.invalid'], division: ['validation.invalid'] });
    expect(messagesOf(TournamentListQuerySchema, { kind: 'Local', page: '-1' })).toEqual({
      page: ['validation.invalid'],
    });
    expect(messagesOf(TournamentListQuerySchema, { kind: 'Local', page: 'abc' })).toEqual({
      page: ['validation.integer'],
    });
  });

  it('requires the kind and caps a huge page size', () => {
    expect(v.safeParse(TournamentListQuerySchema, {}).success).toBe(false);
    expect(v.parse(TournamentListQuerySchema, { kind: 'Local', pageSize: '5000' }).pageSize).toBe(48);
  });

  it('accepts a page of list items with their registration state', () => {
    const item = {
      id: 1,
      kind: 'Local',
      name: { ar: 'بطولة', en: 'Championship' },
      venue: { ar: 'الشارقة', en: 'Sharjah' },
      season: '2026-2027',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      isPast: false,
      hasResults: false,
      registration: { status: 'open', window: 'second', closesOn: '2026-11-25' },
    };
    const page = { items: [item], page: 1, pageSize: 12, total: 1, totalPages: 1 };
    expect(v.is(TournamentListResponseSchema, page)).toBe(true);
    expect(
      v.is(TournamentListResponseSchema, {
        ...page,
        items: [{ ...item, registration: { status: 'open', closesOn: '2026-11-25' } }],
      }),
    ).toBe(false);
  });
});

describe('entry request', () => {
  it('takes an archer, a division code and an age class', () => {
    expect(v.parse(TournamentEntryRequestSchema, { archerId: 7, division: 'c', ageClass: 'U18' })).toEqual({
      archerId: 7,
      division: 'C',
      ageClass: 'U18',
    });
  });

  it('names every missing or invalid field', () => {
    expect(messagesOf(TournamentEntryRequestSchema, {})).toEqual({
      archerId: ['validation.required'],
      division: ['validation.required'],
      ageClass: ['validation.required'],
    });
    expect(
      messagesOf(TournamentEntryRequestSchema, { archerId: 1.5, division: '  ', ageClass: 'U16' }),
    ).toEqual({
      archerId: ['validation.invalid'],
      division: ['validation.required'],
      ageClass: ['validation.invalid'],
    });
    expect(messagesOf(TournamentEntryRequestSchema, { archerId: 0, division: 'R', ageClass: 'U21' })).toEqual(
      {
        archerId: ['validation.invalid'],
      },
    );
  });

  it('takes only the three withdrawal reasons of the spec', () => {
    for (const reason of ['afterSubscription', 'afterSchedule', 'internationalChampionship']) {
      expect(v.is(WithdrawalRequestSchema, { reason })).toBe(true);
    }
    expect(messagesOf(WithdrawalRequestSchema, { reason: 'illness' })).toEqual({
      reason: ['validation.invalid'],
    });
    expect(messagesOf(WithdrawalRequestSchema, {})).toEqual({ reason: ['validation.required'] });
  });
});

describe('who enters what', () => {
  it('lets players enter competitions and community-activity players community activities', () => {
    expect(mayEnter('player', 'Local')).toBe(true);
    expect(mayEnter('player', 'Communityactivities')).toBe(false);
    expect(mayEnter('activity', 'Communityactivities')).toBe(true);
    expect(mayEnter('activity', 'International')).toBe(false);
    expect(mayEnter('club', 'Open')).toBe(true);
    expect(mayEnter('academy', 'Activities')).toBe(true);
  });

  it('names every account that enters anyone as entering themselves or their players', () => {
    const entrants = new Set(Object.values(tournamentEntrants).flat());
    expect(entrants).toEqual(new Set([...entersThemselves, ...entersOwnPlayers]));
  });

  it.each(['coach', 'referee', 'person', 'employee', 'technical', 'guest', 'admin'] as const)(
    'lets no %s enter any tournament',
    (accountType) => {
      for (const kind of ['Local', 'Open', 'International', 'Activities', 'Communityactivities'] as const) {
        expect(mayEnter(accountType, kind)).toBe(false);
      }
    },
  );

  it('has a message for every error code and codes the eligibility answer accepts', () => {
    for (const code of Object.values(TournamentErrorCodes)) {
      expect(tournamentErrorMessages[code]).toMatch(/^tournaments\./);
    }
    const answer = {
      tournamentId: 3,
      registration: { status: 'ended', closedOn: '2026-11-01' },
      refusal: 'registration_ended',
      archers: [],
      entries: [],
    };
    expect(v.is(TournamentEligibilitySchema, answer)).toBe(true);
    expect(v.is(TournamentEligibilitySchema, { ...answer, refusal: 'already_withdrawn' })).toBe(false);
  });
});
