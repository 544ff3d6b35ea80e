import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { auditEvent, page } from '../test/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const events = [
  auditEvent(3, {
    subject: 'fee',
    subjectId: 2,
    memberId: null,
    action: 'fee.changed',
    fromStatus: '5000',
    toStatus: '7525',
    reason: 'membershipCards.new',
  }),
  auditEvent(2, {
    subject: 'order',
    subjectId: 9,
    action: 'order.paid',
    fromStatus: 'awaitingPayment',
    toStatus: 'paid',
  }),
  auditEvent(1, {
    subject: 'bill',
    subjectId: 7,
    action: 'bill.waived',
    fromStatus: 'unpaid',
    toStatus: 'waived',
  }),
];

describe('billing in the audit log', () => {
  it('reads a fee’s change in AED, names order and bill steps, and links each to its finance page', async () => {
    signInForTest('admin', 'finance');
    stubApi({ 'GET /office/audit': ok(page(events)) });
    await renderRemoteAt(OfficeRoutes, '/en/office/audit', officeMessageLoaders);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const fee = within(table).getByRole('row', { name: /Fee changed/ });
    expect(fee.textContent).toMatch(/AED\s50\.00 → AED\s75\.25/);
    expect(within(fee).getByRole('link', { name: 'Fee 2' }).getAttribute('href')).toBe(
      '/en/office/fees?seasonId=2',
    );
    const paid = within(table).getByRole('row', { name: /Order paid/ });
    expect(paid.textContent).toContain('Awaiting payment → Paid');
    expect(within(paid).getByRole('link', { name: 'Payment 9' }).getAttribute('href')).toBe(
      '/en/office/payments/9',
    );
    const waived = within(table).getByRole('row', { name: /Bill waived/ });
    expect(waived.textContent).toContain('Unpaid → Waived');
    expect(within(waived).getByRole('link', { name: 'Bill 7' }).getAttribute('href')).toBe(
      '/en/office/bills/7',
    );
  });

  it('links no finance page for the membership officer, who may not open them', async () => {
    signInForTest('admin', 'membership');
    stubApi({ 'GET /office/audit': ok(page(events)) });
    await renderRemoteAt(OfficeRoutes, '/en/office/audit', officeMessageLoaders);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByRole('row', { name: /Bill waived/ }).textContent).toContain('Bill 7');
    expect(within(table).queryByRole('link', { name: 'Bill 7' })).toBeNull();
  });
});
