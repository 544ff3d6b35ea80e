import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { federationToday, queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { memberDetail, penalty } from '../test/fixtures';

beforeEach(() => signInForTest('admin', 'membership'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = () => renderRemoteAt(OfficeRoutes, '/en/office/members/101', officeMessageLoaders);

describe('a member’s page', () => {
  it('blocks with the reason given, and then offers to unblock', async () => {
    let blocked = false;
    const { requests } = stubApi({
      'GET /office/members/101': () => ok(memberDetail({ isBlocked: blocked })),
      'POST /office/members/101/block': () => {
        blocked = true;
        return ok({ ...memberDetail().member, isBlocked: true });
      },
    });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Archer 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this member?' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Impersonation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Impersonation' });
    expect(screen.getAllByText('Blocked').length).toBeGreaterThan(0);
  });

  it('shows no block or penalty actions to the finance officer, who only reads', async () => {
    signInForTest('admin', 'finance');
    stubApi({ 'GET /office/members/101': ok({ ...memberDetail(), penalties: [penalty(1)] }) });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Archer 1' });
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue a penalty' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Lift/ })).toBeNull();
    expect(screen.getByRole('table', { name: 'Penalties' }).textContent).toContain('Unsporting conduct');
    // The age class by its name, never its code (issue 28, item 9).
    expect(screen.getByText('Age class this year').nextSibling?.textContent).toBe('Senior');
    expect(document.body.textContent).not.toContain('SENIOR');
  });

  it('says whether a person signs in with UAE PASS, and nothing of it for a club', async () => {
    signInForTest('admin', 'membership');
    stubApi({ 'GET /office/members/101': ok(memberDetail({ uaePassLinked: true })) });
    const { unmount } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Archer 1' });
    expect(screen.getByText('UAE PASS').nextSibling?.textContent).toBe('Linked: signs in with UAE PASS');
    unmount();
    stubApi({ 'GET /office/members/101': ok(memberDetail({ accountType: 'club', ageClass: null })) });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Archer 1' });
    expect(screen.queryByText('UAE PASS')).toBeNull();
  });

  it('issues a penalty only with both reasons and days in order, with the fine in AED', async () => {
    const today = federationToday();
    const { requests } = stubApi({
      'GET /office/members/101': ok(memberDetail()),
      'POST /office/penalties': { status: 201, body: penalty(9) },
    });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Archer 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Issue a penalty' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue a penalty' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Issue a penalty' }));
    fireEvent.change(field(/Reason in English/), { target: { value: 'Unsporting conduct' } });
    submit();
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(field(/Reason in Arabic/), { target: { value: 'سلوك غير رياضي' } });
    fireEvent.change(field(/Last day/), { target: { value: '2000-01-01' } });
    submit();
    expect(await within(dialog).findByText('The last day cannot be before the first')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(field(/Last day/), { target: { value: today } });
    fireEvent.change(field(/Fine in AED/), { target: { value: '150.5' } });
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      memberId: 101,
      reasonAr: 'سلوك غير رياضي',
      reasonEn: 'Unsporting conduct',
      startsOn: today,
      endsOn: today,
      fineAed: 150.5,
    });
  });

  it('lifts an active penalty with a reason, and says so when it can no longer be lifted', async () => {
    const { requests } = stubApi({
      'GET /office/members/101': ok({ ...memberDetail(), penalties: [penalty(4)] }),
      'POST /office/penalties/4/lift': refusal(409, 'penalty_not_liftable'),
    });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Archer 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Lift the penalty of Archer 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Lift this penalty early?' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Appeal accepted' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This penalty has ended or was lifted already.',
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Appeal accepted',
    });
  });
});

describe('a member’s documents on their page', () => {
  const documents = [
    {
      document: 'emiratesId',
      fileIds: [31, 32],
      expiresOn: '2026-01-05',
      state: 'expired',
      replacementPending: true,
      requestId: 7,
    },
    {
      document: 'passport',
      fileIds: [33],
      expiresOn: '2030-04-01',
      state: 'valid',
      replacementPending: false,
      requestId: 7,
    },
    {
      document: 'photo',
      fileIds: [34],
      expiresOn: null,
      state: 'noExpiry',
      replacementPending: false,
      requestId: 7,
    },
  ] as const;
  const detail = () => ({
    ...memberDetail(),
    documents: documents.map((document) => ({ ...document, fileIds: [...document.fileIds] })),
  });

  it('lists each document with its expiry, its state and its files for the membership officer', async () => {
    stubApi({ 'GET /office/members/101': ok(detail()) });
    await open();
    const table = await screen.findByRole('table', { name: 'Documents' });
    const emiratesId = within(table).getByRole('row', { name: /Emirates ID/ });
    expect(emiratesId.textContent).toContain('January 5, 2026');
    expect(emiratesId.textContent).toContain('Expired');
    expect(emiratesId.textContent).toContain('A replacement waits for a decision');
    expect(
      within(emiratesId)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Emirates ID, file 1', '/api/office/requests/7/files/31'],
      ['Emirates ID, file 2', '/api/office/requests/7/files/32'],
    ]);
    expect(within(table).getByRole('row', { name: /Passport/ }).textContent).toContain('Valid');
    expect(within(table).getByRole('row', { name: /Personal photo/ }).textContent).toContain(
      'No expiry date',
    );
  });

  it('gives the finance officer the states without the files, in Arabic', async () => {
    signInForTest('admin', 'finance');
    stubApi({ 'GET /office/members/101': ok(detail()) });
    await renderRemoteAt(OfficeRoutes, '/office/members/101', officeMessageLoaders);
    const table = await screen.findByRole('table', { name: 'المستندات' });
    expect(within(table).getByRole('row', { name: /الهوية الإماراتية/ }).textContent).toContain(
      'منتهي الصلاحية',
    );
    expect(within(table).queryByRole('link')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'الملفات' })).toBeNull();
  });

  it('says so when the member registered without documents, and shows none for a club', async () => {
    stubApi({ 'GET /office/members/101': ok(memberDetail()) });
    await open();
    expect(
      await screen.findByText('No documents on record: the member registered without them.'),
    ).toBeTruthy();
    cleanup();
    queryClient.clear();
    stubApi({ 'GET /office/members/101': ok(memberDetail({ accountType: 'club' })) });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Archer 1' });
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
  });
});
