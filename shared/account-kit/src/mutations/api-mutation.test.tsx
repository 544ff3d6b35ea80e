import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { useApi } from '@uaeaf/api-client';
import { isAuthenticatedAtom, sessionStore, toastsAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { renderKitAt } from '../test-harness';
import { sendJson, useApiMutation } from './api-mutation';

const Item = v.object({ status: v.string() });

function Decide({ onRefused = () => {} }: { onRefused?: () => void }) {
  const item = useApi(['test', 'item'], '/items/1', Item);
  const decide = useApiMutation({
    call: (decision: string) => sendJson('POST', '/items/1/decision', Item, { decision }),
    successText: (result) => `Now ${result.status}`,
    invalidates: [['test']],
    refusalText: (error) => (error.code === 'already_decided' ? 'Someone decided first' : undefined),
    onRefused,
  });
  return (
    <>
      <p>Status: {item.data?.status}</p>
      <button type="button" onClick={() => decide.mutate('approve')}>
        Approve
      </button>
      {decide.failure && <p role="alert">{decide.failure}</p>}
    </>
  );
}

beforeEach(() => signInForTest('admin', 'membership'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.set(toastsAtom, []);
  signOutForTest();
});

describe('useApiMutation', () => {
  it('raises a success toast and loads what it made stale', async () => {
    let status = 'Pending';
    const { requests } = stubApi({
      'GET /items/1': () => ok({ status }),
      'POST /items/1/decision': () => {
        status = 'Approved';
        return ok({ status });
      },
    });
    await renderKitAt('/en/items', <Decide />);
    expect(await screen.findByText('Status: Pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Status: Approved')).toBeTruthy();
    expect(sessionStore.get(toastsAtom).map((toast) => [toast.kind, toast.text])).toEqual([
      ['success', 'Now Approved'],
    ]);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ decision: 'approve' });
  });

  it('shows a known refusal in words and, on a conflict, loads the item again', async () => {
    const onRefused = vi.fn();
    let loads = 0;
    stubApi({
      'GET /items/1': () => ok({ status: ++loads === 1 ? 'Pending' : 'Cancled' }),
      'POST /items/1/decision': refusal(409, 'already_decided'),
    });
    await renderKitAt('/en/items', <Decide onRefused={onRefused} />);
    await screen.findByText('Status: Pending');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Someone decided first');
    expect(await screen.findByText('Status: Cancled')).toBeTruthy();
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it('says a role may not do it (403), and forgets a session the server ended (401)', async () => {
    stubApi({
      'GET /items/1': ok({ status: 'Pending' }),
      'POST /items/1/decision': refusal(403, 'forbidden'),
    });
    await renderKitAt('/en/items', <Decide />);
    await screen.findByText('Status: Pending');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');

    stubApi({
      'GET /items/1': ok({ status: 'Pending' }),
      'POST /items/1/decision': refusal(401, 'unauthenticated'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sessionStore.get(isAuthenticatedAtom)).toBe(false));
  });
});
