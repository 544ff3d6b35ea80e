import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffMember } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';

const staff: StaffMember[] = [
  {
    id: 1,
    email: 'admin@example.ae',
    name: { ar: 'مدير المكتب', en: 'Office Administrator' },
    officeRole: 'administrator',
    isBlocked: false,
    createdAt: '2026-01-01T08:00:00.000Z',
  },
  {
    id: 2,
    email: 'finance@example.ae',
    name: { ar: 'المسؤول المالي', en: 'Finance Officer' },
    officeRole: 'finance',
    isBlocked: false,
    createdAt: '2026-01-01T08:00:00.000Z',
  },
];

beforeEach(() => signInForTest('admin', 'administrator'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = () => renderRemoteAt(OfficeRoutes, '/en/office/staff', officeMessageLoaders);

describe('staff accounts', () => {
  it('lists the accounts with their roles and changes one', async () => {
    const { requests } = stubApi({
      'GET /office/staff': ok({ items: staff }),
      'PATCH /office/staff/2': ok({ ...staff[1], officeRole: 'membership' }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(within(table).getByRole('row', { name: /Finance Officer/ }).textContent).toContain(
      'Finance officer',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change the role of Finance Officer' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Finance Officer' });
    fireEvent.change(within(dialog).getByLabelText('New role'), { target: { value: 'membership' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      officeRole: 'membership',
    });
  });

  it('says why the last administrator keeps the role', async () => {
    stubApi({
      'GET /office/staff': ok({ items: staff }),
      'PATCH /office/staff/1': refusal(409, 'last_administrator'),
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the role of Office Administrator' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New role'), { target: { value: 'editor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The office must keep at least one administrator who can log in.',
    );
  });

  it('adds an account, and shows a taken email on its field', async () => {
    let taken = false;
    const { requests } = stubApi({
      'GET /office/staff': ok({ items: staff }),
      'POST /office/staff': () => {
        if (taken) return refusal(409, 'email_taken');
        taken = true;
        return { status: 201, body: { ...staff[1], id: 3, email: 'new@example.ae', officeRole: 'editor' } };
      },
    });
    await open();
    const form = (await screen.findByRole('region', { name: 'Add a staff account' })).querySelector('form')!;
    const fill = () => {
      fireEvent.change(within(form).getByLabelText('Name in Arabic'), { target: { value: 'محرر جديد' } });
      fireEvent.change(within(form).getByLabelText('Name in English'), { target: { value: 'New Editor' } });
      fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'new@example.ae' } });
      fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'editor' } });
      fireEvent.change(within(form).getByLabelText('First password'), { target: { value: 'Welcome2026' } });
    };
    fireEvent.click(within(form).getByRole('button', { name: 'Add the account' }));
    expect((await within(form).findAllByText('This field is required')).length).toBeGreaterThan(0);

    fill();
    fireEvent.click(within(form).getByRole('button', { name: 'Add the account' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'new@example.ae',
      nameAr: 'محرر جديد',
      nameEn: 'New Editor',
      officeRole: 'editor',
      password: 'Welcome2026',
    });

    fill();
    fireEvent.click(within(form).getByRole('button', { name: 'Add the account' }));
    expect(await within(form).findByText('An account with this email already exists')).toBeTruthy();
  });
});
