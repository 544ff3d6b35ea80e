import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type OfficeResultsItem, resultsFileMaxChars } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { resultTournament } from '../test/fixtures';
import { officeMessageLoaders } from '../messages';

const item: OfficeResultsItem = {
  tournament: resultTournament,
  draft: null,
  published: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

async function openImport(locale: 'en' | 'ar') {
  signInForTest('admin', 'administrator');
  await renderRemoteAt(
    OfficeRoutes,
    `${locale === 'en' ? '/en' : ''}/office/results/tournaments/12`,
    officeMessageLoaders,
  );
}

describe('the results import', () => {
  it('says a refused file’s problems by line next to its text, which stays as typed, and sends the choices', async () => {
    const { requests } = stubApi({
      'GET /office/results/tournaments/12': ok(item),
      'POST /office/results/tournaments/12/import': refusal(400, 'results_file_invalid', {
        'line.4': ['results.file.division'],
        'line.2': ['results.file.totalMismatch', 'results.file.countsAboveArrows'],
        'finals.line.3': ['results.file.place'],
      }),
    });
    await openImport('en');
    await screen.findByRole('heading', { level: 1, name: 'Results of Test Cup' });
    const text = screen.getByLabelText('Text of the results file');
    fireEvent.change(text, { target: { value: 'WaID;FamilyName\r\nbad' } });
    fireEvent.change(screen.getByLabelText('Round shot'), { target: { value: 'WA18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import and preview' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing was imported. Correct the file and import it again:',
    );
    // Each file's problems are said by its text, which names them (aria-describedby).
    const said = (field: HTMLElement) =>
      within(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)!)
        .getAllByRole('listitem')
        .map((problem) => problem.textContent);
    expect(said(text)).toEqual([
      'Line 2: The total is not the sum of the distance scores.',
      'Line 2: There are more 10s or Xs than arrows in the round.',
      'Line 4: The division is not one of the federation’s.',
    ]);
    expect(said(screen.getByLabelText('Text of the matches file'))).toEqual([
      'Line 3: The final placing is not a whole number from 1.',
    ]);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect((text as HTMLTextAreaElement).value).toBe('WaID;FamilyName\r\nbad');
    expect(requests.at(-1)!.body).toEqual({
      format: 'ianseo',
      fileName: 'pasted.txt',
      content: 'WaID;FamilyName\r\nbad',
      finals: '',
      rounds: { default: 'WA18', byCategory: {} },
    });

    // Typing again clears what was said of the old text.
    fireEvent.change(text, { target: { value: 'WaID;FamilyName\r\nbetter' } });
    expect(text.getAttribute('aria-invalid')).toBe('false');
  });

  it('checks an empty text in the browser, in Arabic, without sending it', async () => {
    const { requests } = stubApi({ 'GET /office/results/tournaments/12': ok(item) });
    await openImport('ar');
    await screen.findByRole('heading', { level: 1, name: 'نتائج بطولة الاختبار' });
    fireEvent.click(screen.getByRole('button', { name: 'استيراد ومعاينة' }));
    expect(screen.getByLabelText('نص ملف النتائج').getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('refuses a text over the limit before sending it, and keeps it', async () => {
    const { requests } = stubApi({ 'GET /office/results/tournaments/12': ok(item) });
    await openImport('en');
    await screen.findByRole('heading', { level: 1, name: 'Results of Test Cup' });
    const text = screen.getByLabelText('Text of the results file') as HTMLTextAreaElement;
    const tooLong = 'x'.repeat(resultsFileMaxChars + 1);
    fireEvent.change(text, { target: { value: tooLong } });
    fireEvent.click(screen.getByRole('button', { name: 'Import and preview' }));
    expect(await screen.findByText(/^You must enter a maximum of 1,?500,?000 characters$/)).toBeTruthy();
    expect(text.value).toHaveLength(tooLong.length);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
