import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { federationToday, queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { memberDetail, page } from '../test/fixtures';
import { bill, billList, order, orderDetail, reconciliation } from '../test/finance-fixtures';

beforeEach(() => signInForTest('admin', 'finance'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = (url: string) => renderRemoteAt(OfficeRoutes, url, officeMessageLoaders);

const unpaidBills = billList(
  [bill(7), bill(8, { amountFils: 12550 }), bill(9, { amountFils: 1000, paymentInProgress: true })],
  18550,
);

describe('recording an offline payment', () => {
  it('includes the member’s ticked unpaid bills, totals them and sends the transfer as one payment', async () => {
    const { requests } = stubApi({
      'GET /office/members/101': ok(memberDetail()),
      'GET /office/bills': ok(unpaidBills),
      'POST /office/payments/offline': {
        status: 201,
        body: order(21, { method: 'bankTransfer', reference: 'TT-2026-1' }),
      },
      'GET /office/orders/21': ok(orderDetail({ method: 'bankTransfer', reference: 'TT-2026-1' })),
    });
    await open('/en/office/payments/offline?memberId=101&billId=7');
    expect(await screen.findByText('Member: Archer 1')).toBeTruthy();
    const bills = await screen.findByRole('group', { name: 'Unpaid bills to include' });
    expect(within(bills).getByRole('checkbox', { name: /MC-2026-000007/ })).toHaveProperty('checked', true);
    expect(within(bills).getByRole('checkbox', { name: /MC-2026-000009/ })).toHaveProperty('disabled', true);
    fireEvent.click(within(bills).getByRole('checkbox', { name: /MC-2026-000008/ }));
    expect(bills.textContent).toMatch(/2 bills ticked: AED\s175\.50/);
    const bankQuery = requests.find((request) => request.path === '/office/bills')!.params;
    expect(Object.fromEntries(bankQuery)).toEqual({ memberId: '101', status: 'unpaid', pageSize: '100' });

    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: ' TT-2026-1 ' } });
    fireEvent.change(screen.getByLabelText('Day the money arrived'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('The day cannot be after today')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Day the money arrived'), {
      target: { value: federationToday() },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'OR-2026-000003' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      billIds: [7, 8],
      method: 'bankTransfer',
      reference: 'TT-2026-1',
      paidOn: federationToday(),
    });
  });

  it('asks for a bill before sending, and says in Arabic that a bill is being paid online', async () => {
    const { requests } = stubApi({
      'GET /office/members/101': ok(memberDetail()),
      'GET /office/bills': ok(unpaidBills),
      'POST /office/payments/offline': refusal(409, 'bill_in_payment'),
    });
    await open('/office/payments/offline?memberId=101');
    fireEvent.click(await screen.findByRole('radio', { name: 'شيك' }));
    fireEvent.change(screen.getByLabelText(/^المرجع/), { target: { value: '000123' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدفعة' }));
    expect(await screen.findByText('اختر فاتورة واحدة على الأقل')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(await screen.findByRole('checkbox', { name: /MC-2026-000008/ }));
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدفعة' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'إحدى هذه الفواتير يجري دفعها عبر الإنترنت الآن. انتظر انتهاء تلك العملية ثم حاول مجددًا.',
    );
  });

  it('names the refusal of bills of several members', async () => {
    stubApi({
      'GET /office/members/101': ok(memberDetail()),
      'GET /office/bills': ok(unpaidBills),
      'POST /office/payments/offline': refusal(409, 'bills_of_several_members'),
    });
    await open('/en/office/payments/offline?memberId=101&billId=7');
    fireEvent.click(await screen.findByRole('radio', { name: 'Cheque' }));
    fireEvent.change(screen.getByLabelText(/^Reference/), { target: { value: '000123' } });
    await screen.findByRole('checkbox', { name: /MC-2026-000007/ });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'One payment can only include bills of one member.',
    );
  });
});

describe('the payments', () => {
  it('sends the list’s filters from the address', async () => {
    const { requests } = stubApi({ 'GET /office/orders': ok(page([order(3)])) });
    await open('/en/office/payments?status=awaitingPayment&method=card&q=OR-2026&from=2026-11-01&method2=x');
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('link', { name: 'OR-2026-000003' }).getAttribute('href')).toBe(
      '/en/office/payments/3',
    );
    expect(Object.fromEntries(requests[0]!.params)).toEqual({
      q: 'OR-2026',
      status: 'awaitingPayment',
      method: 'card',
      from: '2026-11-01',
      page: '1',
    });
  });

  it('shows an order with its bills, provider, notifications and their outcome, history and receipt', async () => {
    stubApi({ 'GET /office/orders/3': ok(orderDetail()) });
    await open('/en/office/payments/3');
    await screen.findByRole('heading', { level: 1, name: 'OR-2026-000003' });
    expect(screen.getByText('pay_123')).toBeTruthy();
    // The gateway by its name, not the API's code (issue 28, item 9).
    expect(screen.getByText('Payment provider').nextSibling?.textContent).toBe(
      'The federation’s test card gateway',
    );
    expect(
      within(screen.getByRole('table', { name: 'Bills' }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/en/office/bills/7');
    const notifications = screen.getByRole('table', { name: 'Notifications from the provider' });
    expect(notifications.textContent).toContain('Duplicate, ignored');
    expect(notifications.textContent).toContain('Bad signature, refused');
    expect(screen.getByRole('list', { name: 'History' }).textContent).toContain('Awaiting payment → Paid');
    expect(screen.getByRole('link', { name: 'Receipt (PDF)' }).getAttribute('href')).toBe(
      '/api/account/orders/3/receipt.pdf?lang=en',
    );
  });

  it('offers no receipt for an order not paid', async () => {
    stubApi({ 'GET /office/orders/3': ok(orderDetail({ status: 'declined', paidAt: null })) });
    await open('/en/office/payments/3');
    await screen.findByRole('heading', { level: 1, name: 'OR-2026-000003' });
    expect(screen.queryByRole('link', { name: 'Receipt (PDF)' })).toBeNull();
  });
});

describe('the daily reconciliation', () => {
  it('asks for today in the UAE, shows the three totals and each difference in words', async () => {
    const { requests } = stubApi({ 'GET /office/reconciliation': ok(reconciliation()) });
    await open('/en/office/reconciliation');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals.textContent).toMatch(/Paid at the payment provider\s*AED\s300\.00\s*3 payments/);
    expect(totals.textContent).toMatch(/Recorded offline\s*AED\s75\.00\s*1 payment/);
    expect(screen.getByText('Payment provider: The federation’s test card gateway')).toBeTruthy();
    expect(document.body.textContent).not.toContain('embedded');
    const differences = screen.getByRole('table', { name: 'Differences' });
    expect(differences.textContent).toContain(
      'The payment provider took the money, but the order is not marked paid',
    );
    expect(requests[0]!.params.get('day')).toBe(federationToday());
    fireEvent.change(screen.getByLabelText('Day (UAE time)'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(requests.at(-1)!.params.get('day')).toBe('2026-11-01'));
  });

  it('says when nothing differs', async () => {
    stubApi({ 'GET /office/reconciliation': ok(reconciliation({ differences: [] })) });
    await open('/office/reconciliation?day=2026-11-20');
    expect(
      await screen.findByText('لا فروقات: ما حصّله مزود الدفع يطابق الفواتير المسجلة مدفوعة.'),
    ).toBeTruthy();
    expect(screen.getByText('مزود الدفع: بوابة البطاقات التجريبية للاتحاد')).toBeTruthy();
  });
});

describe('the finance queue on the office home', () => {
  const summary = {
    counts: {
      pendingClub: 0,
      awaitingOffice: 0,
      rejected: 0,
      approvedThisMonth: 0,
      activePenalties: 2,
      blockedMembers: 1,
    },
  };

  it('counts unpaid bills and orders awaiting payment for the finance officer, each a link to its list', async () => {
    const { requests } = stubApi({
      'GET /office/summary': ok(summary),
      'GET /office/bills': ok({ ...billList([bill(1)], 5000), total: 14 }),
      'GET /office/orders': ok({ ...page([order(1)]), total: 3 }),
    });
    await open('/en/office');
    const finance = await screen.findByRole('region', { name: 'Finance' });
    await waitFor(() =>
      expect(within(finance).getByRole('link', { name: /Unpaid bills/ }).textContent).toContain('14'),
    );
    expect(
      within(finance)
        .getByRole('link', { name: /Unpaid bills/ })
        .getAttribute('href'),
    ).toBe('/en/office/bills?status=unpaid');
    expect(within(finance).getByRole('link', { name: /Orders awaiting payment/ }).textContent).toContain('3');
    expect(requests.find((request) => request.path === '/office/orders')!.params.get('status')).toBe(
      'awaitingPayment',
    );
  });

  it('is absent for the membership officer, who asks nothing of billing', async () => {
    signInForTest('admin', 'membership');
    const { requests } = stubApi({ 'GET /office/summary': ok(summary) });
    await open('/en/office');
    await screen.findByRole('region', { name: 'Work queues' });
    expect(screen.queryByRole('region', { name: 'Finance' })).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/office/bills'))).toBe(false);
  });
});
