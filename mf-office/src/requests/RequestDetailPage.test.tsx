import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { auditEvent, noLookups as lookups, requestDetail } from '../test/fixtures';

beforeEach(() => signInForTest('admin', 'membership'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = (url = '/en/office/requests/1') => renderRemoteAt(OfficeRoutes, url, officeMessageLoaders);

describe('a request', () => {
  it('shows what the applicant sent under the form’s labels, their files and the history', async () => {
    stubApi({ 'GET /office/requests/1': ok(requestDetail()), 'GET /lookups': ok(lookups) });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Archer 1' })).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'What the applicant sent' });
    expect(within(answers).getByText('Place of birth').nextSibling?.textContent).toBe('Al Ain');
    expect(within(answers).getByText('Do you live in the UAE?').nextSibling?.textContent).toBe('Yes');
    expect(within(answers).getByText('Date of birth').nextSibling?.textContent).toBe('May 1, 1995');
    const files = screen.getByRole('region', { name: 'Files' });
    expect(within(files).getByRole('img', { name: 'Personal photo' }).getAttribute('src')).toBe(
      '/api/office/requests/1/files/11',
    );
    expect(
      within(files)
        .getByRole('link', { name: /Open Copy of the passport \(PDF\)/ })
        .getAttribute('href'),
    ).toBe('/api/office/requests/1/files/12');
    expect(screen.getByRole('region', { name: 'History' }).textContent).toContain('Request submitted');
  });

  it('shows the answers in the form’s steps and order, each value by its name, the Emirates ID as printed', async () => {
    const details = {
      email: 'archer1@example.ae',
      phone: '+971501234567',
      gender: 2,
      heightCm: 170,
      shoeSize: 40,
      lastNameEn: 'Al Kaabi',
      firstNameEn: 'Mariam',
      secondNameEn: 'Salem',
      emiratesId: '784199012345674',
      residenceEmirate: 'dubai',
      birthDate: '1995-05-01',
    };
    const withGenders = {
      ...lookups,
      genders: [
        { id: 1, nameAr: 'ذكر', nameEn: 'Male' },
        { id: 2, nameAr: 'أنثى', nameEn: 'Female' },
      ],
    };
    stubApi({ 'GET /office/requests/1': ok(requestDetail({ details })), 'GET /lookups': ok(withGenders) });
    await open();
    const answers = await screen.findByRole('region', { name: 'What the applicant sent' });
    const steps = within(answers).getAllByRole('heading', { level: 3 });
    expect(steps.map((heading) => heading.textContent)).toEqual([
      'Names',
      'Personal details',
      'Account and contact',
      'Residence and Emirates ID',
      'Archery profile',
    ]);
    const names = within(answers).getByRole('region', { name: 'Names' });
    expect([...names.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'First name (English)',
      'Second name (English)',
      'Family name (English)',
    ]);
    const personal = within(answers).getByRole('region', { name: 'Personal details' });
    expect(await within(personal).findByText('Female')).toBeTruthy();
    expect(within(personal).getByText('May 1, 1995')).toBeTruthy();
    const residence = within(answers).getByRole('region', { name: 'Residence and Emirates ID' });
    expect(residence.textContent).toContain('Dubai');
    expect(residence.textContent).toContain('784-1990-1234567-4');
    expect(answers.textContent).not.toMatch(/dubai|784199012345674/);
    // The applicant's Emirates ID above the answers reads as printed too.
    expect(screen.getAllByText('784-1990-1234567-4')).toHaveLength(2);
  });

  it('warns when the applicant looks like an existing member, and says why', async () => {
    stubApi({
      'GET /office/requests/1': ok(
        requestDetail({
          possibleDuplicates: [
            {
              memberId: 55,
              name: { ar: 'سالم', en: 'Salem Al Kaabi' },
              email: 'salem@example.ae',
              membershipNumber: 'UAEAF-000055',
              membershipStatus: 'Approved',
              matches: ['emiratesId', 'nameAndBirthDate'],
            },
          ],
        }),
      ),
      'GET /lookups': ok(lookups),
    });
    await open();
    const warning = await screen.findByRole('region', { name: 'This applicant may already be a member' });
    expect(within(warning).getByRole('link', { name: 'Salem Al Kaabi' }).getAttribute('href')).toBe(
      '/en/office/members/55',
    );
    expect(warning.textContent).toContain('same Emirates ID and same name and date of birth');
  });

  it('approves after asking, and shows only the decisions the workflow leaves', async () => {
    let decided = false;
    const { requests } = stubApi({
      'GET /office/requests/1': () =>
        ok(
          decided
            ? requestDetail({ status: 'Approved', allowedActions: [] })
            : requestDetail({ allowedActions: ['approve'] }),
        ),
      'GET /lookups': ok(lookups),
      'POST /office/requests/1/decision': () => {
        decided = true;
        return ok({ id: 1, status: 'Approved', membershipNumber: 'UAEAF-000101', validUntil: '2026-08-31' });
      },
    });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Archer 1' });
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No decision is open to the office on this request now.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ decision: 'approve' });
  });

  it('says clearly that a colleague decided first, closes the question and reloads the request', async () => {
    let loads = 0;
    stubApi({
      'GET /office/requests/1': () => {
        loads += 1;
        return ok(
          loads === 1
            ? requestDetail()
            : requestDetail({
                status: 'Cancled',
                allowedActions: [],
                decisionReason: 'Duplicate',
                timeline: [auditEvent(2, { action: 'request.rejected', toStatus: 'Cancled' })],
              }),
        );
      },
      'GET /lookups': ok(lookups),
      'POST /office/requests/1/decision': refusal(409, 'already_decided'),
    });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Archer 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This request has already been decided, perhaps by a colleague a moment ago. It now shows its current state.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByText('Duplicate')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(loads).toBe(2);
  });

  it('shows a club’s renewal in words, the season and its bill, in both languages', async () => {
    const renewal = requestDetail({
      kind: 'renewal',
      form: 'club',
      accountType: 'club',
      details: {
        seasonId: 4,
        seasonName: '2027-2028',
        billId: 31,
        bill: { number: 'LR-2026-000031', amountFils: 150000, status: 'unpaid' },
      },
      files: [],
    });
    stubApi({ 'GET /office/requests/1': ok(renewal), 'GET /lookups': ok(lookups) });
    await open();
    const details = await screen.findByRole('region', { name: 'The renewal' });
    expect(within(details).getByText('Season renewed for').nextSibling?.textContent).toBe('2027-2028');
    expect(within(details).getByText('Renewal bill').nextSibling?.textContent).toMatch(
      /^LR-2026-000031: AED\s1,500\.00, Unpaid$/,
    );
    // The stored ids are not shown as answers.
    expect(within(details).queryByText(/seasonId|billId/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'What the applicant sent' })).toBeNull();
    // A club's own renewal is of its membership, and approving it says what approval does to one.
    expect(screen.getByText('Request').nextSibling?.textContent).toBe('Membership renewal');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Approve this request?' })).getByText(
        'The membership becomes valid to the end of the 2027-2028 season and its status stays as it is; the member is told by mail.',
      ),
    ).toBeTruthy();
    cleanup();

    await open('/office/requests/1');
    const arabic = await screen.findByRole('region', { name: 'التجديد' });
    expect(within(arabic).getByText('الموسم الذي يجدّد له').nextSibling?.textContent).toBe('2027-2028');
    const bill = within(arabic).getByText('فاتورة التجديد').nextSibling?.textContent;
    expect(bill).toMatch(/^LR-2026-000031: /);
    expect(bill).toMatch(/غير مدفوعة$/);
  });

  it('answers Page Not Found for a request that does not exist, or an id that is not one', async () => {
    stubApi({ 'GET /office/requests/9': refusal(404, 'not_found') });
    await open('/en/office/requests/9');
    expect(await screen.findByRole('heading', { level: 1, name: /Page Not Found/ })).toBeTruthy();
    cleanup();
    await open('/en/office/requests/abc');
    expect(await screen.findByRole('heading', { level: 1, name: /Page Not Found/ })).toBeTruthy();
  });
});
