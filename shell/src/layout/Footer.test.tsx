import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { RegistrationFormNames, federationContact } from '@uaeaf/contracts';
import type { MessageLoaders } from '@uaeaf/i18n';
import { RemoteRoot } from '@uaeaf/ui';
import { renderRemoteAt, stubApi } from '@uaeaf/ui/testing';
import { Footer } from './Footer';

const shellMessages: MessageLoaders = {
  ar: () => import('../../lang/ar.json'),
  en: () => import('../../lang/en.json'),
};

function Page() {
  return (
    <RemoteRoot messages={shellMessages}>
      <Footer />
    </RemoteRoot>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the footer', () => {
  it('links every registration form and the pages the menu does not reach', async () => {
    stubApi();
    await renderRemoteAt(Page, '/en', shellMessages);
    const register = await screen.findByRole('navigation', { name: 'Register' });
    expect(
      within(register)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(RegistrationFormNames.map((name) => `/en/register/${name}`));
    const federation = screen.getByRole('navigation', { name: 'The federation' });
    for (const name of ['Partners', 'Careers', 'Competitions and players']) {
      expect(within(federation).getByRole('link', { name })).toBeTruthy();
    }
    const links = screen.getByRole('navigation', { name: 'Useful links' });
    expect(within(links).getAllByRole('link')).toHaveLength(3);
  });

  it('gives the federation contact in Arabic, from the one shared source', async () => {
    stubApi();
    await renderRemoteAt(Page, '/', shellMessages);
    const contact = await screen.findByTestId('federation-contact');
    expect(contact.textContent).toContain(federationContact.address.ar);
    expect(within(contact).getByRole('link', { name: federationContact.phone })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'التسجيل' })).toBeTruthy();
  });
});
