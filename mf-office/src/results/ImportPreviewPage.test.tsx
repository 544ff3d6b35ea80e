import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OfficeResultRow, ResultsImport } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { resultTournament } from '../test/fixtures';
import { officeMessageLoaders } from '../messages';

const member = {
  id: 41,
  name: { ar: 'مريم الرامية', en: 'Mariam Archer' },
  membershipNumber: 'UAEAF-000041',
  birthDate: '2006-04-02',
  club: null,
};

function row(id: number, name: string, match: OfficeResultRow['match'], rank: number): OfficeResultRow {
  return {
    id,
    line: id + 1,
    name,
    birthDate: null,
    membershipNumber: null,
    clubCode: null,
    clubName: 'Sharjah Archery Club',
    division: 'R',
    gender: 'female',
    ageClass: 'U21',
    round: 'WA720-70',
    distances: [310, 305],
    total: 615,
    tens: 15,
    xs: 4,
    rank,
    finalPlace: null,
    match,
  };
}

const draft: ResultsImport = {
  id: 5,
  tournament: resultTournament,
  status: 'draft',
  format: 'ianseo',
  fileName: 'TEST.txt',
  importedAt: '2026-01-12T08:00:00.000Z',
  importedBy: { id: 1, name: { ar: 'المدير', en: 'The Administrator' } },
  publishedAt: null,
  publishedBy: null,
  counts: { rows: 2, matched: 0, proposed: 1, unmatched: 1, guests: 0 },
  rows: [
    row(1, 'Mariam Archer', { state: 'proposed', member }, 1),
    row(2, 'Visiting Archer', { state: 'unmatched', member: null }, 2),
  ],
  recordCandidates: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

async function openPreview(answers: Parameters<typeof stubApi>[0] = {}) {
  const stub = stubApi({ 'GET /office/results/imports/5': ok(draft), ...answers });
  signInForTest('admin', 'administrator');
  await renderRemoteAt(OfficeRoutes, '/en/office/results/imports/5', officeMessageLoaders);
  await screen.findByRole('heading', { level: 1, name: 'Results of Test Cup' });
  return stub;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the results preview', () => {
  it('shows each category with its rows and matches, and confirms a proposed member', async () => {
    const { requests } = await openPreview({ 'PUT /office/results/rows/1/match': ok(draft) });
    const table = screen.getByRole('table', { name: 'R Women Under 21, WA 70m round (720)' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(rowOf('Mariam Archer')).getByText('Proposed')).toBeTruthy();
    expect(within(rowOf('Visiting Archer')).getByText('Unmatched')).toBeTruthy();
    expect(screen.getByText('2 archers. Matched: 0; proposed: 1; unmatched: 1; guests: 0')).toBeTruthy();

    fireEvent.click(within(rowOf('Mariam Archer')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
        path: '/office/results/rows/1/match',
        body: { action: 'confirm' },
      }),
    );
  });

  it('checks a correction against the round before sending it', async () => {
    const { requests } = await openPreview();
    fireEvent.click(within(rowOf('Visiting Archer')).getByRole('button', { name: 'Correct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the scores of Visiting Archer' });
    fireEvent.change(within(dialog).getByLabelText('Distance 1'), { target: { value: '365' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the correction' }));
    expect(
      await within(dialog).findByText('A distance score is above the most the round allows.'),
    ).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('marks the archers left unresolved when publishing is refused', async () => {
    await openPreview({
      'POST /office/results/imports/5/publish': refusal(409, 'results_unresolved', {
        'row.2': ['results.match.unresolved'],
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish the results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the results of Test Cup?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish the results' }));
    expect(
      await within(dialog).findByText(
        'Some archers are neither matched to a member nor kept as guests: each is marked below. Resolve them, then publish.',
      ),
    ).toBeTruthy();
    expect(
      within(rowOf('Visiting Archer')).getByText(
        'Match this archer to a member or keep them as a guest before publishing.',
      ),
    ).toBeTruthy();
    expect(within(rowOf('Mariam Archer')).queryByText(/before publishing/)).toBeNull();
  });
});
