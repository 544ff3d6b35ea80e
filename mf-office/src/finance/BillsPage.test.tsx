import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { memberDetail, page } from '../test/fixtures';
import { bill, billDetail, billList, catalogue, member, orderDetail } from '../test/finance-fixtures';

beforeEach(() => signInForTest('admin', 'finance'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = (url: string) => renderRemoteAt(OfficeRoutes, url, officeMessageLoaders);

const memberRow = {
  ...member,
  accountType: 'player',
  membershipStatus: 'Approved',
  validUntil: null,
  club: null,
  isBlocked: false,
  isRestricted: false,
  createdAt: '2026-01-10T08:00:00.000Z',
};

/** Opens "Issue a bill" and picks Archer 1 through the members search. */
async function issueDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Issue a bill' }));
  const dialog = screen.getByRole('dialog', { name: 'Issue a bill' });
  const search = within(dialog).getByLabelText('Find the member');
  fireEvent.change(search, { target: { value: 'archer1' } });
  fireEvent.keyDown(search, { key: 'Enter' });
  fireEvent.click(await within(dialog).findByRole('button', { name: /Archer 1/ }));
  await within(dialog).findByRole('option', { name: /New membership card/ });
  return dialog;
}

describe('the bills list', () => {
  it('sends the filters in the address to the API and shows the matching total in AED', async () => {
    const { requests } = stubApi({
      'GET /office/bills': ok(
        billList([bill(1, { dueOn: '2000-01-31' }), bill(2, { dueOn: '2999-01-31' })], 1234550),
      ),
    });
    await open(
      '/en/office/bills?q=archer&status=unpaid&category=membershipCards&from=2026-11-01&to=2026-11-30&page=2&status2=x',
    );
    const table = await screen.findByRole('table', { name: 'Bills' });
    expect(within(table).getByRole('link', { name: 'MC-2026-000001' }).getAttribute('href')).toBe(
      '/en/office/bills/1',
    );
    expect(screen.getByText(/Total of the matching bills/).textContent).toMatch(/AED\s12,345\.50/);
    // An unpaid bill whose due day has gone by says so; one still within it does not.
    expect(within(table).getByRole('row', { name: /MC-2026-000001/ }).textContent).toContain('Past due');
    expect(within(table).getByRole('row', { name: /MC-2026-000002/ }).textContent).not.toContain('Past due');
    const sent = requests.find((request) => request.path === '/office/bills')!.params;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'archer',
      status: 'unpaid',
      category: 'membershipCards',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '2',
    });
  });

  it('drops a filter value the list does not offer', async () => {
    const { requests } = stubApi({ 'GET /office/bills': ok(billList([], 0)) });
    await open('/en/office/bills?status=lost&category=food&from=2026-02-30');
    expect(await screen.findByText(/No bills/)).toBeTruthy();
    expect([...requests[0]!.params.keys()]).toEqual(['page']);
  });

  it('issues a bill for a catalogue fee to a member found with the members search, then opens it', async () => {
    const { requests } = stubApi({
      'GET /office/bills': ok(billList([], 0)),
      'GET /office/fees': ok(catalogue()),
      'GET /office/members': ok(page([memberRow])),
      'POST /office/bills': { status: 201, body: bill(12) },
      'GET /office/bills/12': ok(billDetail()),
    });
    await open('/en/office/bills');
    fireEvent.click(await screen.findByRole('button', { name: 'Issue a bill' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue a bill' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue a bill' }));
    expect(await within(dialog).findByText('Choose the member')).toBeTruthy();
    expect(within(dialog).getByText('This field is required')).toBeTruthy();

    const search = within(dialog).getByLabelText('Find the member');
    fireEvent.change(search, { target: { value: 'archer1' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Archer 1/ }));
    expect(within(dialog).getByText('Member: Archer 1')).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Choose another member' }),
    );
    // Only priced fees can be billed.
    const feeSelect = within(dialog).getByLabelText('Fee');
    await within(feeSelect).findByRole('option', { name: /New membership card/ });
    expect(within(feeSelect).queryByRole('option', { name: /Replacement card/ })).toBeNull();
    fireEvent.change(feeSelect, { target: { value: 'membershipCards.new' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: '  lost at the cup ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue a bill' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill MC-2026-000007' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      memberId: 101,
      feeCode: 'membershipCards.new',
      note: 'lost at the cup',
    });
    expect(requests.find((request) => request.path === '/office/members')?.params.get('q')).toBe('archer1');
  });

  it('says in the dialog that a fee has no amount this season', async () => {
    stubApi({
      'GET /office/bills': ok(billList([], 0)),
      'GET /office/fees': ok(catalogue()),
      'GET /office/members': ok(page([memberRow])),
      'POST /office/bills': refusal(409, 'fee_not_priced'),
    });
    await open('/en/office/bills');
    const dialog = await issueDialog();
    fireEvent.change(within(dialog).getByLabelText('Fee'), { target: { value: 'membershipCards.new' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue a bill' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This fee has no amount for the current season yet: set it on the fee catalogue first.',
    );
  });
});

describe('bills on a member’s page', () => {
  it('lets the finance officer bill the member whose page it is, and opens their bills', async () => {
    const { requests } = stubApi({
      'GET /office/members/101': ok({ ...memberDetail(), bills: [bill(7)] }),
      'GET /office/fees': ok(catalogue()),
      'POST /office/bills': { status: 201, body: bill(12) },
      'GET /office/bills/12': ok(billDetail()),
    });
    await open('/en/office/members/101');
    const bills = await screen.findByRole('table', { name: 'Bills' });
    expect(within(bills).getByRole('link', { name: 'MC-2026-000007' }).getAttribute('href')).toBe(
      '/en/office/bills/7',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Issue a bill' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue a bill' });
    expect(within(dialog).getByText('Member: Archer 1')).toBeTruthy();
    // The fees are the catalogue's, once it has answered.
    await within(dialog).findByRole('option', { name: /New membership card/ });
    fireEvent.change(within(dialog).getByLabelText('Fee'), { target: { value: 'membershipCards.new' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue a bill' }));
    await screen.findByRole('heading', { level: 1, name: 'Bill MC-2026-000007' });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      memberId: 101,
      feeCode: 'membershipCards.new',
    });
  });

  it('offers the membership officer neither billing nor links to the finance pages', async () => {
    signInForTest('admin', 'membership');
    stubApi({ 'GET /office/members/101': ok({ ...memberDetail(), bills: [bill(7)] }) });
    await open('/en/office/members/101');
    const bills = await screen.findByRole('table', { name: 'Bills' });
    expect(within(bills).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue a bill' })).toBeNull();
  });
});

describe('a bill’s page', () => {
  it('shows the bill, its member, lines and history, and cancels it with the reason given', async () => {
    let status: 'unpaid' | 'cancelled' = 'unpaid';
    const { requests } = stubApi({
      'GET /office/bills/7': () =>
        ok(billDetail({ status, statusReason: status === 'cancelled' ? 'Issued twice' : null })),
      'POST /office/bills/7/cancel': () => {
        status = 'cancelled';
        return ok(bill(7, { status }));
      },
    });
    await open('/en/office/bills/7');
    await screen.findByRole('heading', { level: 1, name: 'Bill MC-2026-000007' });
    expect(screen.getByRole('link', { name: 'Archer 1' }).getAttribute('href')).toBe(
      '/en/office/members/101',
    );
    expect(screen.getByRole('link', { name: 'Invoice (PDF)' }).getAttribute('href')).toBe(
      '/api/account/bills/7/invoice.pdf?lang=en',
    );
    expect(screen.getByRole('table', { name: 'Lines' }).textContent).toMatch(
      /New membership card.*AED\s50\.00/,
    );
    expect(screen.getByRole('list', { name: 'History' }).textContent).toContain('Bill issued');
    expect(screen.getByRole('link', { name: 'Record an offline payment' }).getAttribute('href')).toBe(
      '/en/office/payments/offline?memberId=101&billId=7',
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the bill' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this bill?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the bill' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Issued twice ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the bill' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Issued twice' });
    expect(await screen.findByText('Issued twice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the bill' })).toBeNull();
  });

  it("shows a reason the API wrote in both languages in the page's language only", async () => {
    stubApi({
      'GET /office/bills/7': ok(
        billDetail({ status: 'cancelled', statusReason: 'سُحب الطلب.\nThe request was withdrawn.' }),
      ),
    });
    await open('/en/office/bills/7');
    await screen.findByRole('heading', { level: 1, name: 'Bill MC-2026-000007' });
    expect(screen.getByText('The request was withdrawn.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('سُحب الطلب');
  });

  it('closes the waiver on a conflict and says the bill is no longer unpaid, over the bill as it now is', async () => {
    let status: 'unpaid' | 'paid' = 'unpaid';
    stubApi({
      'GET /office/bills/7': () => ok(billDetail({ status })),
      'POST /office/bills/7/waive': () => {
        status = 'paid';
        return refusal(409, 'bill_not_unpaid');
      },
    });
    await open('/office/bills/7');
    await screen.findByRole('heading', { level: 1, name: 'الفاتورة MC-2026-000007' });
    fireEvent.click(screen.getByRole('button', { name: 'إعفاء' }));
    const dialog = screen.getByRole('dialog', { name: 'الإعفاء من هذه الفاتورة؟' });
    fireEvent.change(within(dialog).getByLabelText(/السبب/), { target: { value: 'ظروف العضو' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إعفاء' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'لم تعد هذه الفاتورة غير مدفوعة، فلا يمكن إلغاؤها أو الإعفاء منها.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'استرداد' })).toBeTruthy();
  });

  it('says a card payment is refunded through the provider, and a bank one by bank', async () => {
    const { requests } = stubApi({
      'GET /office/bills/7': ok(
        billDetail({ status: 'paid', receiptOrderId: 3, paidAt: '2026-11-20T08:01:00.000Z' }),
      ),
      'GET /office/orders/3': ok(orderDetail()),
      'POST /office/bills/7/refund': refusal(503, 'payments_unavailable'),
    });
    await open('/en/office/bills/7');
    expect((await screen.findByRole('link', { name: 'Order 3' })).getAttribute('href')).toBe(
      '/en/office/payments/3',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this bill?' });
    expect(dialog.textContent).toContain('the amount goes back to the card through the payment provider');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Event cancelled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The payment provider did not answer. Nothing was changed; try again later.',
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Event cancelled',
    });

    cleanup();
    queryClient.clear();
    stubApi({
      'GET /office/bills/7': ok(billDetail({ status: 'paid', receiptOrderId: 3 })),
      'GET /office/orders/3': ok(orderDetail({ method: 'bankTransfer', provider: null, reference: 'TT-1' })),
    });
    await open('/en/office/bills/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Refund this bill?' })).findByText(
        /returns the money by bank/,
      ),
    ).toBeTruthy();
  });
});
