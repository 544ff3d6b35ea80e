import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { catalogue, fee, season } from '../test/finance-fixtures';

beforeEach(() => signInForTest('admin', 'finance'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = (url = '/en/office/fees') => renderRemoteAt(OfficeRoutes, url, officeMessageLoaders);

const english = { change: 'Change the amount of', amount: 'Amount in AED', save: 'Save the amount' };
const arabic = { change: 'تعديل مبلغ', amount: 'المبلغ بالدرهم', save: 'حفظ المبلغ' };

/** Opens a fee's dialog from its row's button; the dialog is named like the button. */
async function changeDialog(name: string, text = english) {
  fireEvent.click(await screen.findByRole('button', { name: `${text.change} ${name}` }));
  const dialog = screen.getByRole('dialog', { name: `${text.change} ${name}` });
  return {
    dialog,
    type: (value: string) =>
      fireEvent.change(within(dialog).getByLabelText(new RegExp(text.amount)), { target: { value } }),
    save: () => fireEvent.click(within(dialog).getByRole('button', { name: text.save })),
  };
}

describe('the fee catalogue', () => {
  it('groups the season’s fees by category, in AED, with the fees not priced yet said so', async () => {
    const { requests } = stubApi({ 'GET /office/fees': ok(catalogue()) });
    await open();
    const cards = await screen.findByRole('table', { name: 'Fees of Membership cards' });
    expect(within(cards).getByRole('rowheader', { name: 'New membership card' })).toBeTruthy();
    expect(cards.textContent).toMatch(/AED\s50\.00/);
    expect(cards.textContent).toContain('Not priced');
    expect(screen.getByRole('table', { name: 'Fees of Season subscription' }).textContent).toMatch(
      /AED\s2,500\.00/,
    );
    expect(screen.queryByRole('table', { name: 'Fees of Penalties' })).toBeNull();
    expect(requests[0]?.params.get('seasonId')).toBeNull();
  });

  it('asks for another season through the address when one is picked', async () => {
    const { requests } = stubApi({ 'GET /office/fees': ok(catalogue()) });
    await open();
    fireEvent.change(await screen.findByLabelText('Season'), { target: { value: '1' } });
    await waitFor(() => expect(requests.at(-1)?.params.get('seasonId')).toBe('1'));
  });

  it('sends a typed amount as whole fils, and refuses more than two decimals or no amount', async () => {
    const { requests } = stubApi({
      'GET /office/fees': ok(catalogue()),
      'PUT /office/fees/membershipCards.replacement': (request) =>
        ok(
          fee({
            code: 'membershipCards.replacement',
            amountFils: (request.body as { amountFils: number }).amountFils,
          }),
        ),
    });
    await open();
    const { dialog, type, save } = await changeDialog('Replacement card');
    save();
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    type('19.999');
    save();
    expect(await within(dialog).findByText('An amount has at most two decimals (fils)')).toBeTruthy();
    type('abc');
    save();
    expect(await within(dialog).findByText('This field is not valid')).toBeTruthy();
    type('2000000');
    save();
    expect(await within(dialog).findByText('The value must be at most 1000000')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    type('19.99');
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      seasonId: 2,
      amountFils: 1999,
    });
  });

  it('reads Arabic digits and answers in Arabic, and makes a fee free with 0', async () => {
    const { requests } = stubApi({
      'GET /office/fees': ok(catalogue()),
      'PUT /office/fees/membershipCards.new': ok(fee({ amountFils: 0 })),
    });
    await open('/office/fees');
    const { dialog, type, save } = await changeDialog('بطاقة عضوية جديدة', arabic);
    type('٧٥٫٢٥٥');
    save();
    expect(await within(dialog).findByText('للمبلغ منزلتان عشريتان على الأكثر (فلس)')).toBeTruthy();
    type('٠');
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      seasonId: 2,
      amountFils: 0,
    });
  });

  it('says so in the dialog when the season ended meanwhile', async () => {
    stubApi({
      'GET /office/fees': ok(catalogue()),
      'PUT /office/fees/membershipCards.new': refusal(409, 'season_closed'),
    });
    await open();
    const { dialog, type, save } = await changeDialog('New membership card');
    type('60');
    save();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This season has ended, so its fees can no longer be changed.',
    );
  });

  it('shows an ended season read-only', async () => {
    const ended = season(1, { name: '2025-2026', endDate: '2026-08-31', active: false });
    stubApi({ 'GET /office/fees': ok(catalogue({ season: ended })) });
    await open('/en/office/fees?seasonId=1');
    expect(await screen.findByText(/This season has ended/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change the amount/ })).toBeNull();
  });
});
