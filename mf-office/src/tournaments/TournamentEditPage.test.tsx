import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditedTournament } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';

const divisions = {
  seasons: [],
  divisions: [
    { code: 'R', name: { ar: 'القوس الأولمبي', en: 'Recurve' } },
    { code: 'C', name: { ar: 'القوس المركب', en: 'Compound' } },
  ],
};

const saved: EditedTournament = {
  id: 7,
  status: 'draft',
  publishAt: null,
  season: '2026-2027',
  fields: {
    kind: 'Open',
    nameAr: 'بطولة الاختبار',
    nameEn: 'Test Open',
    venueAr: 'الشارقة',
    venueEn: 'Sharjah',
    startDate: '2027-03-10',
    endDate: '2027-03-11',
    firstRegistrationStart: '2027-02-01',
    firstRegistrationEnd: '2027-02-10',
    secondRegistrationStart: null,
    secondRegistrationEnd: null,
    entryFeeAed: 150,
    divisions: ['R'],
    ageClasses: ['SENIOR'],
    descriptionAr: '',
    descriptionEn: '',
    capacity: null,
  },
  documents: [],
};

beforeEach(() => signInForTest('admin', 'editor'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const inGroup = (group: string, label: string) =>
  within(screen.getByRole('group', { name: group })).getByLabelText(label);

describe('the tournament editor', () => {
  it('names each missing answer, then a window that closes on the first day on its field; nothing is sent', async () => {
    const { requests } = stubApi({ 'GET /tournaments/filters': ok(divisions) });
    await renderRemoteAt(OfficeRoutes, '/en/office/events/tournaments/new', officeMessageLoaders);
    await screen.findByRole('heading', { level: 1, name: 'New: Tournaments' });
    type('Name in Arabic', 'بطولة الاختبار');
    type('Name in English', 'Test Open');
    type('First day', '2027-03-10');
    type('Last day', '2027-03-11');
    fireEvent.change(inGroup('First registration window', 'Opens on'), { target: { value: '2027-02-01' } });
    const closes = inGroup('First registration window', 'Closes on (its last day)');
    fireEvent.change(closes, { target: { value: '2027-03-10' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Recurve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: 'Age classes offered' })).getByText('Choose at least one'),
    ).toBeTruthy();

    type('Venue in Arabic', 'الشارقة');
    type('Venue in English', 'Sharjah');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Senior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The registration window must end before the tournament starts'),
    ).toBeTruthy();
    expect(closes.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('This field is required')).toBeNull();
    expect((field('Name in English') as HTMLInputElement).value).toBe('Test Open');
    expect((screen.getByRole('checkbox', { name: 'Recurve' }) as HTMLInputElement).checked).toBe(true);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal of the first day on its field', async () => {
    stubApi({
      'GET /tournaments/filters': ok(divisions),
      'GET /office/editor/tournaments/7': ok(saved),
      'PUT /office/editor/tournaments/7': refusal(400, 'validation_failed', {
        startDate: ['validation.noSeason'],
      }),
    });
    await renderRemoteAt(OfficeRoutes, '/en/office/events/tournaments/7', officeMessageLoaders);
    await screen.findByRole('heading', { level: 1, name: 'Test Open' });
    type('Name in English', 'Test Open 2027');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No season holds this day: add the season first')).toBeTruthy();
    expect((field('Name in English') as HTMLInputElement).value).toBe('Test Open 2027');
  });

  it('publishes the saved tournament and says so', async () => {
    const { requests } = stubApi({
      'GET /tournaments/filters': ok(divisions),
      'GET /office/editor/tournaments/7': ok(saved),
      'POST /office/editor/tournaments/7/publish': ok({ ...saved, status: 'published' }),
    });
    await renderRemoteAt(OfficeRoutes, '/en/office/events/tournaments/7', officeMessageLoaders);
    const publishing = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(publishing).getByText('Draft')).toBeTruthy();
    fireEvent.click(within(publishing).getByRole('button', { name: 'Publish now' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/office/editor/tournaments/7/publish')).toBe(true),
    );
  });
});
