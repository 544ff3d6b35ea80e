import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { noLookups as lookups } from '../test/fixtures';
import { serviceRequest } from '../test/service-fixtures';

beforeEach(() => signInForTest('admin', 'membership'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = (url = '/en/office/services/7') => renderRemoteAt(OfficeRoutes, url, officeMessageLoaders);

describe('a service request', () => {
  it('shows who asks, the clubs’ answers with the objection in words, the form, its files, fee and history', async () => {
    const request = serviceRequest(7);
    request.files.push({
      id: 42,
      field: 'Signed agreement',
      contentType: 'application/pdf',
      byteSize: 10240,
      added: true,
    });
    stubApi({ 'GET /office/services/7': ok(request), 'GET /lookups': ok(lookups) });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Player transfer: request 7' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Archer 1' }).getAttribute('href')).toBe(
      '/en/office/members/101',
    );
    expect(screen.getByText('Fee').nextSibling?.textContent).toMatch(
      /^ES-2026-000009: AED\s500\.00, Unpaid$/,
    );

    const parties = screen.getByRole('region', { name: 'The clubs’ answers' });
    const releasing = within(parties).getByRole('heading', {
      name: 'Releasing club: Sharjah Archery Club',
    }).parentElement!;
    expect(within(releasing).getByText('Answer').nextSibling?.textContent).toBe('Objected');
    expect(within(releasing).getByText('Objection').nextSibling?.textContent).toBe(
      'The player owes the club fees',
    );
    expect(within(releasing).getByText('Answer due by').nextSibling?.textContent).toBe('March 15, 2026');

    const answers = screen.getByRole('region', { name: 'What the form says' });
    expect(within(answers).getByText('Reason').nextSibling?.textContent).toBe('Closer to home');
    expect(within(answers).queryByText('playerId')).toBeNull();
    const files = screen.getByRole('region', { name: 'Files' });
    expect(
      within(files)
        .getByRole('link', { name: /Agreement with the receiving club/ })
        .getAttribute('href'),
    ).toBe('/api/office/services/7/files/41');
    // A document the member added when asked is named as they named it, and marked as added.
    expect(
      within(files)
        .getByRole('link', { name: /Open Signed agreement, added after the office asked \(PDF\)/ })
        .getAttribute('href'),
    ).toBe('/api/office/services/7/files/42');
    const history = screen.getByRole('region', { name: 'History' });
    expect(history.textContent).toContain('A club objected');
    expect(history.textContent).toContain(
      'Reason: Releasing club — The player owes the club fees — Two months unpaid',
    );
    expect(history.textContent).toContain('By Sharjah Archery Club');
    // No document before approval.
    expect(screen.queryByRole('region', { name: 'Issued document' })).toBeNull();
  });

  it('asks for more documents with a reason, and sends nothing without one', async () => {
    let asked = false;
    const { requests } = stubApi({
      'GET /office/services/7': () =>
        ok(
          asked
            ? serviceRequest(7, {
                status: 'moreDocuments',
                officeNote: 'The signed agreement',
                allowedActions: ['reject'],
              })
            : serviceRequest(7),
        ),
      'POST /office/services/7/decision': () => {
        asked = true;
        return ok(serviceRequest(7, { status: 'moreDocuments' }));
      },
      'GET /lookups': ok(lookups),
    });
    await open();
    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(
      within(decision)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject', 'Ask for documents']);
    fireEvent.click(within(decision).getByRole('button', { name: 'Ask for documents' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for more documents?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for documents' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/What the requester must add/), {
      target: { value: 'The signed agreement' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for documents' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      decision: 'requestDocuments',
      reason: 'The signed agreement',
    });
    expect(await screen.findByText('The signed agreement')).toBeTruthy();
    expect(
      within(decision)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reject']);
  });

  it('says in Arabic why an approval is refused while a club has still to answer', async () => {
    stubApi({
      'GET /office/services/7': ok(serviceRequest(7)),
      'POST /office/services/7/decision': refusal(409, 'awaiting_parties'),
      'GET /lookups': ok(lookups),
    });
    await open('/office/services/7');
    const decision = await screen.findByRole('region', { name: 'القرار' });
    fireEvent.click(within(decision).getByRole('button', { name: 'موافقة' }));
    const dialog = screen.getByRole('dialog', { name: 'الموافقة على هذا الطلب؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'موافقة' }));
    expect((await within(decision).findByRole('alert')).textContent).toBe(
      'ما زال على نادٍ الرد على هذا الطلب: تمكن الموافقة عليه بعد رد كل الأندية.',
    );
  });

  it('once approved, offers its document in Arabic and English with its code', async () => {
    stubApi({
      'GET /office/services/7': ok(
        serviceRequest(7, {
          status: 'approved',
          verificationCode: 'UAEAF-ABCD-EFGH-JKLM',
          allowedActions: [],
        }),
      ),
      'GET /lookups': ok(lookups),
    });
    await open();
    const document = await screen.findByRole('region', { name: 'Issued document' });
    expect(document.textContent).toContain('UAEAF-ABCD-EFGH-JKLM');
    expect(
      within(document)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Download the document in Arabic (PDF)', '/api/office/services/7/document.pdf?lang=ar'],
      ['Download the document in English (PDF)', '/api/office/services/7/document.pdf?lang=en'],
    ]);
    expect(screen.getByText('No decision is open to the office on this request now.')).toBeTruthy();
  });

  it('is "Page Not Found" for an id the API does not know', async () => {
    stubApi({ 'GET /office/services/404': refusal(404, 'not_found') });
    await open('/en/office/services/404');
    expect(await screen.findByRole('heading', { level: 1, name: /Page Not Found/ })).toBeTruthy();
  });
});
