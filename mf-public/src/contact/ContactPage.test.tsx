import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { federationContact } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const valid = {
  'Your name': 'Omar',
  Email: 'omar@example.ae',
  Phone: '050 1234567',
  Subject: 'Club affiliation',
  Message: 'How does a new club join the federation?',
};
const fill = () => {
  for (const [label, value] of Object.entries(valid)) fireEvent.input(field(label), { target: { value } });
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the message' }));

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('contact us', () => {
  it("gives the federation's address, phone, email, office hours in Sharjah and reply promise", async () => {
    stubApi();
    await renderRemoteAt(PublicRoutes, '/en/contact-us', publicMessageLoaders);
    const details = await screen.findByTestId('federation-contact');
    expect(details.textContent).toContain(federationContact.address.en);
    expect(screen.getByRole('link', { name: federationContact.phone }).getAttribute('href')).toBe(
      'tel:+97165562030',
    );
    expect(screen.getByRole('link', { name: federationContact.email }).getAttribute('href')).toBe(
      'mailto:info@uaearchery.ae',
    );
    expect(screen.getByText('Office hours: 8 AM to 4 PM, Sharjah time')).toBeTruthy();
    expect(screen.getByText('We reply within 3 working days.')).toBeTruthy();
  });

  it('gives them in Arabic too', async () => {
    stubApi();
    await renderRemoteAt(PublicRoutes, '/contact-us', publicMessageLoaders);
    const details = await screen.findByTestId('federation-contact');
    expect(details.textContent).toContain(federationContact.address.ar);
    expect(details.textContent).toContain('نرد على الرسائل خلال 3 أيام عمل.');
    expect(details.textContent).toContain('بتوقيت الشارقة');
  });

  it('checks the fields like the API, then stores the message and confirms', async () => {
    const { requests } = stubApi({ 'POST /contact-messages': { status: 201, body: { status: 'received' } } });
    await renderRemoteAt(PublicRoutes, '/en/contact-us', publicMessageLoaders);
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    fill();
    fireEvent.input(field('Email'), { target: { value: 'omar.example.ae' } });
    send();
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    fireEvent.input(field('Email'), { target: { value: 'omar@example.ae' } });
    send();
    expect(await screen.findByText('Thank you, your message has been received.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Omar',
      email: 'omar@example.ae',
      phone: '050 1234567',
      subject: 'Club affiliation',
      message: 'How does a new club join the federation?',
    });
    await waitFor(() => expect(field('Subject').value).toBe(''));
  });

  it('keeps every value when the API refuses a field', async () => {
    stubApi({
      'POST /contact-messages': {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'Invalid', fields: { phone: ['validation.phone'] } },
        },
      },
    });
    await renderRemoteAt(PublicRoutes, '/en/contact-us', publicMessageLoaders);
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    fill();
    send();
    expect(await screen.findByText(/Please enter a valid phone number/)).toBeTruthy();
    for (const [label, value] of Object.entries(valid)) expect(field(label).value).toBe(value);
  });
});
