import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderKitAt } from '../test-harness';
import { ReasonDialog } from './ReasonDialog';

function Opener({ onConfirm, pending = false }: { onConfirm: (reason: string) => void; pending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Block
      </button>
      {open && (
        <ReasonDialog
          title="Block this member?"
          confirmLabel="Block"
          danger
          pending={pending}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

afterEach(cleanup);

describe('ReasonDialog', () => {
  it('asks for the reason before confirming, and sends it trimmed', async () => {
    const onConfirm = vi.fn();
    await renderKitAt('/en/members', <Opener onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block this member?' });
    const reason = within(dialog).getByLabelText(/Reason/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(within(dialog).getByText('You must enter a maximum of 1,000 characters')).toBeTruthy();

    fireEvent.change(reason, { target: { value: '  Impersonation  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(onConfirm).toHaveBeenCalledWith('Impersonation');
  });

  it('closes on Escape, giving the focus back to the button that opened it, but not while it works', async () => {
    await renderKitAt('/en/members', <Opener onConfirm={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Block' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    cleanup();
    await renderKitAt('/en/members', <Opener onConfirm={() => {}} pending />);
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Saving…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('speaks Arabic on Arabic pages', async () => {
    await renderKitAt('/members', <Opener onConfirm={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(/السبب/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
  });
});
