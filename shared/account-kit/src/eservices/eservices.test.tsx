import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { signInForTest, signOutForTest } from '@uaeaf/ui/testing';
import { renderKitAt } from '../test-harness';
import { ElectronicServiceRequests, ElectronicServices } from './ElectronicServices';

afterEach(() => {
  cleanup();
  signOutForTest();
});

describe('the electronic services', () => {
  it("lists the spec's five services, each coming, and leads to the requests", async () => {
    signInForTest('club');
    await renderKitAt(
      '/en/my-account/Electronicservices',
      <ElectronicServices requestsPath="/my-account/ElectronicservicesRequests" />,
    );
    const services = await screen.findAllByRole('heading', { level: 2 });
    expect(services.map((heading) => heading.textContent)).toEqual([
      'Player release',
      'Player transfer',
      'Organising an event',
      'International code',
      'No-objection for importing equipment',
    ]);
    expect(screen.getAllByText('Coming soon: this service will be requested online here.')).toHaveLength(5);
    expect(
      screen.getByRole('link', { name: 'See your electronic service requests' }).getAttribute('href'),
    ).toBe('/en/my-account/ElectronicservicesRequests');
  });

  it('says there are no requests yet, in Arabic, with a link to the services', async () => {
    signInForTest('academy');
    await renderKitAt(
      '/ar/my-account/ElectronicservicesRequests',
      <ElectronicServiceRequests servicesPath="/my-account/Electronicservices" />,
    );
    expect(await screen.findByText('لم تقدّم أي طلبات خدمات إلكترونية.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اطّلع على الخدمات الإلكترونية' }).getAttribute('href')).toBe(
      '/my-account/Electronicservices',
    );
  });
});
