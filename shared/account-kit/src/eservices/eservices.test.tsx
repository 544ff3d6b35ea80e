import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ServiceRequest } from '@uaeaf/contracts';
import { sessionStore, toastsAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { attach, pdfFile, slowUpload, testLookups, testMemberClubs } from '../registration/test-fixtures';
import { renderKitAt } from '../test-harness';
import { AwaitingAnswerBadge } from './AwaitingAnswerBadge';
import { ElectronicServices } from './ElectronicServices';
import { ElectronicServiceForm } from './ServiceForm';
import { ElectronicServiceRequest } from './ServiceRequestView';
import type { ServicePaths } from './service-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.set(toastsAtom, []);
  signOutForTest();
});

const clubPaths: ServicePaths = {
  services: '/my-account/Electronicservices',
  requests: '/my-account/ElectronicservicesRequests',
  request: '/my-account/ElectronicservicesRequests',
  fees: '/my-account/fees',
};
const playerPaths: ServicePaths = {
  services: '/my-account-player/Electronicservices',
  requests: '/my-account-player/Electronicservices',
  request: '/my-account-player/Electronicservices/request',
  fees: '/my-account-player/fees',
};

const serviceRequest = (more: Partial<ServiceRequest>): ServiceRequest => ({
  id: 31,
  kind: 'playerTransfer',
  status: 'awaitingParties',
  requester: { id: 7, name: { ar: 'مريم', en: 'Mariam Archer' }, accountType: 'player' },
  player: { id: 7, name: { ar: 'مريم', en: 'Mariam Archer' } },
  parties: [
    {
      role: 'releasingClub',
      club: { id: 2, name: { ar: 'الأكاديمية', en: 'Demo Academy' } },
      answer: 'pending',
      objection: null,
      note: null,
      answerBy: '2026-12-09T00:00:00.000Z',
      answeredAt: null,
    },
  ],
  details: { reason: 'Closer to home', season: '2026-2027', receivingClubId: 1 },
  files: [],
  officeNote: null,
  bill: { id: 5, number: 'ES-2026-000005', status: 'unpaid', amountFils: 50000 },
  verificationCode: null,
  submittedAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  role: 'releasingClub',
  allowedActions: [],
  timeline: [
    {
      at: '2026-11-25T08:00:00.000Z',
      action: 'service.submitted',
      fromStatus: null,
      toStatus: 'awaitingParties',
      reason: null,
      by: 'member',
      name: { ar: 'مريم', en: 'Mariam Archer' },
    },
  ],
  ...more,
});

const headings = async () =>
  (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);

describe('the electronic services page', () => {
  it('lists the services a club may request, each leading to its form', async () => {
    stubApi();
    signInForTest('club');
    await renderKitAt('/en/my-account/Electronicservices', <ElectronicServices paths={clubPaths} />);
    expect(await headings()).toEqual([
      'Player release',
      'Player transfer',
      'Organising an event',
      'No-objection for importing equipment',
    ]);
    // Each link is named for its service, so a list of links tells them apart.
    const links = screen.getAllByRole('link', { name: /^Request / });
    expect(links.map((link) => link.textContent)).toEqual([
      'Request a player release',
      'Request a player transfer',
      'Request to organise an event',
      'Request a no-objection for importing equipment',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/my-account/Electronicservices/playerRelease',
      '/en/my-account/Electronicservices/playerTransfer',
      '/en/my-account/Electronicservices/eventOrganisation',
      '/en/my-account/Electronicservices/equipmentImport',
    ]);
    expect(
      screen.getByRole('link', { name: 'See your electronic service requests' }).getAttribute('href'),
    ).toBe('/en/my-account/ElectronicservicesRequests');
  });

  it('offers a coach the international code only, and tells a member kind without services so, in Arabic', async () => {
    stubApi({ 'GET /account/services': ok({ items: [] }) });
    signInForTest('coach');
    await renderKitAt(
      '/en/my-account-coach/Electronicservices',
      <ElectronicServices paths={playerPaths} withRequests />,
    );
    expect((await headings()).slice(0, 1)).toEqual(['International code']);
    expect(screen.getAllByRole('link', { name: 'Request an international code' })).toHaveLength(1);
    cleanup();

    signInForTest('person');
    await renderKitAt('/my-account-person/Electronicservices', <ElectronicServices paths={playerPaths} />);
    expect(await screen.findByText(/لا توجد خدمة إلكترونية يطلبها نوع عضويتك/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^اطلب/ })).toBeNull();
  });

  it('says what each service costs today in AED, in both languages, and which the season has not priced', async () => {
    const fees = {
      items: [
        { kind: 'playerRelease', amountFils: 5_000 },
        { kind: 'playerTransfer', amountFils: 25_050 },
        { kind: 'eventOrganisation', amountFils: null },
        { kind: 'equipmentImport', amountFils: 5_000 },
      ],
    };
    stubApi({ 'GET /account/services/fees': ok(fees) });
    signInForTest('club');
    await renderKitAt('/en/my-account/Electronicservices', <ElectronicServices paths={clubPaths} />);
    const feeOf = async (heading: string) =>
      (await screen.findByRole('heading', { name: heading })).parentElement!.querySelectorAll('p')[1]!
        .textContent;
    await waitFor(async () =>
      expect(await feeOf('Player transfer')).toMatch(
        /^Fee: AED\s250\.50, billed when you send the request; pay it from your fees page\.$/,
      ),
    );
    expect(await feeOf('Player release')).toMatch(/^Fee: AED\s50\.00,/);
    expect(await feeOf('Organising an event')).toBe(
      'The federation has not priced this service for the season yet. Please try again later.',
    );
    cleanup();

    await renderKitAt('/my-account/Electronicservices', <ElectronicServices paths={clubPaths} />);
    expect(await screen.findByText(/^الرسم: .*250\.50/)).toBeTruthy();
  });

  it("shows a player's requests below the services, each with its status, player and day", async () => {
    stubApi({
      'GET /account/services': ok({ items: [serviceRequest({ role: 'requester' })] }),
    });
    signInForTest('player');
    await renderKitAt(
      '/en/my-account-player/Electronicservices',
      <ElectronicServices paths={playerPaths} withRequests />,
    );
    const list = await screen.findByRole('region', { name: 'Your requests' });
    const row = await within(list).findByRole('row', { name: /Player transfer/ });
    expect(within(row).getByText('Awaiting the clubs')).toBeTruthy();
    expect(within(row).getByText('Mariam Archer')).toBeTruthy();
    expect(within(row).getByText('You asked')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe(
      '/en/my-account-player/Electronicservices/request/31',
    );
  });
});

describe("the club's navigation badge", () => {
  it("shows the API's count of requests waiting for the club's answer, heard as what it counts", async () => {
    stubApi({ 'GET /account/services/awaiting': ok({ awaiting: 2 }) });
    signInForTest('club');
    await renderKitAt('/en/my-account', <AwaitingAnswerBadge label="Electronic service requests" />);
    expect(await screen.findByText('Electronic service requests, 2 waiting for your answer')).toBeTruthy();
    expect(screen.getByText('2').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('a service form', () => {
  const renderPlayerForm = (kind: string) =>
    renderKitAt(
      `/en/my-account-player/Electronicservices/${kind}`,
      <ElectronicServiceForm paths={playerPaths} />,
      ':locale?/my-account-player/Electronicservices/:kind',
    );

  const renderForm = (url: string) =>
    renderKitAt(
      url,
      <ElectronicServiceForm paths={clubPaths} />,
      ':locale?/my-account/Electronicservices/:kind',
    );

  it('shows a localized message on each required field left empty, keeps what was typed, and sends nothing', async () => {
    const { requests } = stubApi({ 'GET /lookups': ok(testLookups) });
    signInForTest('club');
    await renderForm('/en/my-account/Electronicservices/eventOrganisation');
    const venue = await screen.findByLabelText('Venue');
    fireEvent.change(venue, { target: { value: 'Sharjah range' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThan(3));
    const nameEn = screen.getByLabelText('Event name in English');
    expect(nameEn.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Venue') as HTMLInputElement).value).toBe('Sharjah range');
    expect(screen.getByLabelText('Venue').getAttribute('aria-invalid')).toBe('false');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's refusal on its field and keeps the answers (a player naming their own club)", async () => {
    const { requests } = stubApi({
      'GET /lookups': ok(testLookups),
      'GET /lookups/member-clubs': ok(testMemberClubs),
      'POST /account/services/playerTransfer': refusal(409, 'same_club'),
    });
    signInForTest('player');
    await renderPlayerForm('playerTransfer');
    fireEvent.change(await screen.findByLabelText('Club or academy to move to'), { target: { value: '41' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Closer to home' } });
    fireEvent.change(screen.getByLabelText('Season it takes effect'), { target: { value: '2026-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('The player already plays for this club.')).toBeTruthy();
    const posted = requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({ receivingClubId: 41, reason: 'Closer to home', season: '2026-2027' });
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Closer to home');
  });

  it('lets a receiving club name the player by membership number, shows whose it is, and refuses an unknown one on the field', async () => {
    const { requests } = stubApi({
      'GET /lookups': ok(testLookups),
      'GET /account/services/player': ({ params }) =>
        ok({
          name: { ar: 'مريم', en: params.get('membershipNumber') === 'UAEAF-000042' ? 'Mariam Archer' : '?' },
          club: { ar: 'أكاديمية الظفرة', en: 'Al Dhafra Archery Academy' },
          requestPending: false,
        }),
      'POST /account/services/playerTransfer': refusal(404, 'player_not_found'),
    });
    signInForTest('club');
    await renderForm('/en/my-account/Electronicservices/playerTransfer');
    const number = await screen.findByLabelText("Player's membership number");
    fireEvent.change(number, { target: { value: '42' } });
    fireEvent.blur(number);
    expect(
      await screen.findByText('This number is Mariam Archer’s, now with Al Dhafra Archery Academy.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Scouted' } });
    fireEvent.change(screen.getByLabelText('Season it takes effect'), { target: { value: '2026-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(
      await screen.findByText('No player has this membership number. Check it with the player.'),
    ).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      membershipNumber: '42',
      reason: 'Scouted',
      season: '2026-2027',
    });
  });

  it("says in the spec's words that the request has been submitted, and opens it", async () => {
    stubApi({
      'GET /lookups': ok(testLookups),
      'POST /account/services/playerRelease': ok(serviceRequest({ kind: 'playerRelease' })),
      'GET /account/services/31': ok(serviceRequest({ kind: 'playerRelease' })),
    });
    signInForTest('player');
    await renderPlayerForm('playerRelease');
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Moving abroad' } });
    fireEvent.change(screen.getByLabelText('Season it takes effect'), { target: { value: '2026-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual([
        'The request has been submitted.',
      ]),
    );
  });

  describe('with a file still on its way when sent', () => {
    const uploadId = 'u'.repeat(43);
    /** A player's transfer filled in, its agreement chosen and still being sent, and "Send" pressed. */
    const sendDuringUpload = async () => {
      const slow = slowUpload();
      const stub = stubApi({
        'GET /lookups': ok(testLookups),
        'GET /lookups/member-clubs': ok(testMemberClubs),
        'POST /uploads': slow.upload,
        'POST /account/services/playerTransfer': ok(serviceRequest({})),
        'GET /account/services/31': ok(serviceRequest({})),
      });
      signInForTest('player');
      await renderPlayerForm('playerTransfer');
      fireEvent.change(await screen.findByLabelText('Club or academy to move to'), {
        target: { value: '41' },
      });
      fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Closer to home' } });
      fireEvent.change(screen.getByLabelText('Season it takes effect'), { target: { value: '2026-2027' } });
      await attach('Agreement with the receiving club (PDF)', pdfFile('agreement.pdf'));
      expect(await screen.findByText('Sending the file…')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
      const waiting = await screen.findByRole('button', { name: 'Sending…' });
      expect(waiting.getAttribute('aria-busy')).toBe('true');
      expect(stub.requests.some((request) => request.path === '/account/services/playerTransfer')).toBe(
        false,
      );
      return { ...stub, answer: slow.answer };
    };

    it('waits for it, then sends the request referring to it', async () => {
      const { requests, answer } = await sendDuringUpload();
      await act(async () => answer({ status: 201, body: { id: uploadId } }));
      await waitFor(() =>
        expect(requests.find((request) => request.path === '/account/services/playerTransfer')?.body).toEqual(
          {
            receivingClubId: 41,
            reason: 'Closer to home',
            season: '2026-2027',
            agreement: { uploadId, name: 'agreement.pdf' },
          },
        ),
      );
    });

    it('sends nothing when it is refused, and says why on its field with every answer kept', async () => {
      const { requests, answer } = await sendDuringUpload();
      await act(async () =>
        answer(refusal(400, 'validation_failed', { file: ['validation.imageUnreadable'] })),
      );
      const field = screen.getByLabelText('Agreement with the receiving club (PDF)');
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(
        screen.getByText('The image could not be read; the file may be damaged or incomplete'),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Send the request' })).toBeTruthy();
      expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Closer to home');
      expect(requests.some((request) => request.path === '/account/services/playerTransfer')).toBe(false);
    });
  });

  it('says so, in words, when a penalty refuses the request', async () => {
    stubApi({
      'GET /lookups': ok(testLookups),
      'POST /account/services/playerRelease': refusal(403, 'account_restricted'),
    });
    signInForTest('player');
    await renderPlayerForm('playerRelease');
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Moving abroad' } });
    fireEvent.change(screen.getByLabelText('Season it takes effect'), { target: { value: '2026-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account is under a penalty: you cannot request a service until it ends.',
    );
  });

  it('says above the send button what sending bills', async () => {
    stubApi({
      'GET /lookups': ok(testLookups),
      'GET /account/services/fees': ok({ items: [{ kind: 'internationalCode', amountFils: 5_000 }] }),
    });
    signInForTest('coach');
    await renderKitAt(
      '/en/my-account-coach/Electronicservices/internationalCode',
      <ElectronicServiceForm paths={playerPaths} />,
      ':locale?/my-account-coach/Electronicservices/:kind',
    );
    const send = await screen.findByRole('button', { name: 'Send the request' });
    await waitFor(() =>
      expect(
        send.getAttribute('aria-describedby') && document.getElementById('service-fee')?.textContent,
      ).toMatch(/^Fee: AED\s50\.00, billed when you send the request; pay it from your fees page\.$/),
    );
    expect(document.getElementById('service-fee')!.compareDocumentPosition(send)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('adds and removes lines of equipment', async () => {
    stubApi({ 'GET /lookups': ok(testLookups) });
    signInForTest('club');
    await renderForm('/en/my-account/Electronicservices/equipmentImport');
    fireEvent.change(await screen.findByLabelText('Description (1)'), { target: { value: 'Recurve bows' } });
    expect(screen.getByLabelText('Quantity (1)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(screen.getByLabelText('Description (2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByLabelText('Description (2)')).toBeNull();
  });
});

describe("a request's page", () => {
  const renderRequest = (
    request: ServiceRequest,
    answers = {},
    url = '/en/my-account/ElectronicservicesRequests/31',
  ) => {
    let current = request;
    const stub = stubApi({
      'GET /account/services/31': () => ok(current),
      'GET /lookups': ok(testLookups),
      ...answers,
    });
    void renderKitAt(
      url,
      <ElectronicServiceRequest paths={clubPaths} />,
      ':locale?/my-account/ElectronicservicesRequests/:id',
    );
    return { ...stub, change: (next: ServiceRequest) => (current = next) };
  };

  it('offers a releasing club exactly the answers the API allows, and an objection needs its reason', async () => {
    signInForTest('academy');
    const { requests, change } = renderRequest(serviceRequest({ allowedActions: ['agree', 'object'] }), {
      'POST /account/services/31/answer': () => {
        change(
          serviceRequest({
            parties: [
              {
                ...serviceRequest({}).parties[0]!,
                answer: 'objected',
                objection: 'feesOwed',
                note: 'Two months unpaid',
              },
            ],
          }),
        );
        return ok(serviceRequest({}));
      },
    });
    const actions = await screen.findByRole('region', { name: 'Your answer' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Agree', 'Object']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Object' }));
    const dialog = screen.getByRole('dialog', { name: 'Object to this request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Object' }));
    expect(within(dialog).getByText('Please choose the reason.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('The player owes the club fees'));
    fireEvent.change(within(dialog).getByLabelText(/Note for the other parties/), {
      target: { value: 'Two months unpaid' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Object' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        answer: 'object',
        objection: 'feesOwed',
        note: 'Two months unpaid',
      }),
    );
    expect(await screen.findByText(/Objected \(The player owes the club fees\)/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your answer' })).toBeNull();
  });

  it('lets the requester withdraw after confirming, and shows a refusal in words', async () => {
    signInForTest('player');
    const { requests } = renderRequest(serviceRequest({ role: 'requester', allowedActions: ['withdraw'] }), {
      'POST /account/services/31/withdraw': refusal(409, 'already_decided'),
    });
    const actions = await screen.findByRole('region', { name: 'Your answer' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Withdraw the request']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Withdraw the request' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the request' }));
    expect(await within(dialog).findByText('The request has already been decided.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows an approved request with its documents in both languages and no actions', async () => {
    signInForTest('club');
    renderRequest(
      serviceRequest({
        status: 'approved',
        role: 'receivingClub',
        verificationCode: 'UAEAF-ABCD-EFGH-JKMN',
        bill: { id: 5, number: 'ES-2026-000005', status: 'paid', amountFils: 50000 },
      }),
    );
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your answer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download in Arabic (PDF)' }).getAttribute('href')).toBe(
      '/api/account/services/31/document.pdf?lang=ar',
    );
    expect(screen.getByRole('link', { name: 'Download in English (PDF)' }).getAttribute('href')).toBe(
      '/api/account/services/31/document.pdf?lang=en',
    );
    expect(screen.getByText(/AED\s?500\.00/)).toBeTruthy();
    expect(screen.getByText('Mariam Archer sent the request')).toBeTruthy();
  });

  it('shows every answer and step in words in the page’s language, never a stored code', async () => {
    const event = serviceRequest({
      kind: 'eventOrganisation',
      role: 'requester',
      player: null,
      parties: [],
      details: {
        nameAr: 'بطولة الشارقة',
        nameEn: 'Sharjah Cup',
        eventKind: 'competition',
        startDate: '2027-01-15',
        endDate: '2027-01-16',
        venue: 'Sharjah range',
        emirate: 'abu-dhabi',
        participants: 80,
      },
      timeline: [
        {
          at: '2026-11-25T08:00:00.000Z',
          action: 'service.submitted',
          fromStatus: null,
          toStatus: 'awaitingOffice',
          reason: 'eventOrganisation',
          by: 'member',
          name: { ar: 'نادي الشارقة', en: 'Sharjah Club' },
        },
        {
          at: '2026-11-26T08:00:00.000Z',
          action: 'service.withdrawn',
          fromStatus: 'awaitingOffice',
          toStatus: 'withdrawn',
          reason: 'سُحب الطلب.\nThe request was withdrawn.',
          by: 'member',
          name: { ar: 'نادي الشارقة', en: 'Sharjah Club' },
        },
      ],
    });
    signInForTest('club');
    renderRequest(event);
    const answers = await screen.findByRole('region', { name: 'The answers of the form' });
    expect(within(answers).getByText('Emirate').nextSibling?.textContent).toBe('Abu Dhabi');
    expect(within(answers).getByText('Kind of event').nextSibling?.textContent).toBe('Competition');
    const history = screen.getByRole('region', { name: 'What happened' });
    expect(history.textContent).toContain('Reason: The request was withdrawn.');
    expect(document.body.textContent).not.toMatch(/abu-dhabi|eventOrganisation|سُحب/);
    cleanup();
    queryClient.clear();

    renderRequest(event, {}, '/my-account/ElectronicservicesRequests/31');
    const arabic = await screen.findByRole('region', { name: 'إجابات النموذج' });
    expect(arabic.textContent).toContain('أبوظبي');
    expect(document.body.textContent).not.toMatch(/abu-dhabi|eventOrganisation|The request was withdrawn/);
  });

  it('names a passport’s nationality from the served list', async () => {
    signInForTest('coach');
    renderRequest(
      serviceRequest({
        kind: 'internationalCode',
        role: 'requester',
        player: null,
        parties: [],
        details: {
          role: 'coach',
          passportNumber: 'N1234567',
          passportExpiry: '2030-05-01',
          nationality: 'IN',
        },
      }),
    );
    const answers = await screen.findByRole('region', { name: 'The answers of the form' });
    expect(await within(answers).findByText('Indian')).toBeTruthy();
    expect(answers.textContent).not.toContain('IN');
  });
});
