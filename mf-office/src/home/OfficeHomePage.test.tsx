import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';

const summary = {
  counts: {
    pendingClub: 4,
    awaitingOffice: 12,
    rejected: 3,
    approvedThisMonth: 1250,
    activePenalties: 2,
    blockedMembers: 1,
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe('the office home', () => {
  it('shows each queue’s count as a link into its list, in the page language', async () => {
    signInForTest('admin', 'membership');
    stubApi({ 'GET /office/summary': ok(summary) });
    await renderRemoteAt(OfficeRoutes, '/en/office', officeMessageLoaders);
    const queues = await screen.findByRole('region', { name: 'Work queues' });
    // The region's heading shows at once; its counts follow the summary's answer.
    const waiting = await within(queues).findByRole('link', { name: /Requests waiting for the office/ });
    expect(waiting.textContent).toContain('12');
    expect(waiting.getAttribute('href')).toBe('/en/office/requests?queue=awaitingOffice');
    expect(within(queues).getByRole('link', { name: /Approved this month/ }).textContent).toContain('1,250');
    expect(
      within(queues)
        .getByRole('link', { name: /Blocked members/ })
        .getAttribute('href'),
    ).toBe('/en/office/members?blocked=true');
  });

  it('counts the electronic services waiting for the office when the summary has them, and only then', async () => {
    signInForTest('admin', 'membership');
    stubApi({ 'GET /office/summary': ok({ counts: { ...summary.counts, servicesAwaitingOffice: 5 } }) });
    await renderRemoteAt(OfficeRoutes, '/en/office', officeMessageLoaders);
    const queues = await screen.findByRole('region', { name: 'Work queues' });
    const services = await within(queues).findByRole('link', {
      name: /Electronic services waiting for the office/,
    });
    expect(services.textContent).toContain('5');
    expect(services.getAttribute('href')).toBe('/en/office/requests?list=services&status=awaitingOffice');
    cleanup();
    queryClient.clear();
    stubApi({ 'GET /office/summary': ok(summary) });
    await renderRemoteAt(OfficeRoutes, '/en/office', officeMessageLoaders);
    const older = await screen.findByRole('region', { name: 'Work queues' });
    await within(older).findByRole('link', { name: /Requests waiting for the office/ });
    expect(within(older).queryByRole('link', { name: /Electronic services/ })).toBeNull();
  });

  it('links the finance officer only to the lists of that role, in Arabic digits on Arabic pages', async () => {
    signInForTest('admin', 'finance');
    stubApi({ 'GET /office/summary': ok(summary) });
    await renderRemoteAt(OfficeRoutes, '/office', officeMessageLoaders);
    const queues = await screen.findByRole('region', { name: 'قوائم العمل' });
    expect((await within(queues).findAllByRole('link')).map((link) => link.getAttribute('href'))).toEqual([
      '/office/penalties?status=active',
      '/office/members?blocked=true',
    ]);
    expect(queues.textContent).toContain('2');
  });

  it('tells the content editor that no office list is for that role', async () => {
    signInForTest('admin', 'editor');
    stubApi({ 'GET /office/summary': ok(summary) });
    await renderRemoteAt(OfficeRoutes, '/en/office', officeMessageLoaders);
    expect(await screen.findByText(/None of the office lists is for your role/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Work queues' })).toBeNull();
  });

  it('tells the results officer that their work is in the results, in Arabic', async () => {
    signInForTest('admin', 'results');
    stubApi({ 'GET /office/summary': ok(summary) });
    await renderRemoteAt(OfficeRoutes, '/office', officeMessageLoaders);
    expect(await screen.findByText('لا توجد قائمة في المكتب لدورك؛ عملك في نتائج البطولات.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'قوائم العمل' })).toBeNull();
  });
});
