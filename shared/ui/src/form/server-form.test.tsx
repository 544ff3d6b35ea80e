import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { ApiError, apiRequest } from '@uaeaf/api-client';
import { refusal, stubApi } from '../testing-api';
import { serverFieldErrors, trackUpload, useServerForm } from './server-form';
import { hasUnsavedForms } from './unsaved-forms';

const Schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('required')),
  email: v.pipe(v.string(), v.nonEmpty('required')),
});
type Values = v.InferOutput<typeof Schema>;
const Receipt = v.object({ id: v.number() });

const send = (values: Values) =>
  apiRequest('/things', Receipt, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });

/** A bare form: the field messages are the message ids as they arrive (localizing them is the fields' job). */
function Sample({ onRefused }: { onRefused?: (error: unknown, marked: readonly string[]) => void }) {
  const { form, onSubmit, pending, refusal } = useServerForm({
    schema: Schema,
    defaultValues: { name: '', email: '' },
    fields: ['name', 'email'],
    codeFields: { email_taken: ['email', 'validation.emailTaken'] },
    send,
    onRefused,
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit}>
      {refusal !== undefined && <p role="alert">{refusal instanceof ApiError ? refusal.code : 'offline'}</p>}
      <label>
        Name
        <input {...form.register('name')} aria-invalid={errors.name ? true : undefined} />
      </label>
      {errors.name && <p>name: {errors.name.message}</p>}
      <label>
        Email
        <input {...form.register('email')} aria-invalid={errors.email ? true : undefined} />
      </label>
      {errors.email && <p>email: {errors.email.message}</p>}
      <button type="submit" disabled={pending}>
        Save
      </button>
    </form>
  );
}

/** A form whose file goes ahead (decision 052) and, once taken, puts the email it stands for in the form. */
function WithUpload({ upload }: { upload: Promise<boolean> }) {
  const { form, onSubmit, pending } = useServerForm({
    schema: Schema,
    defaultValues: { name: '', email: '' },
    fields: ['name', 'email'],
    send,
  });
  const attach = async () => {
    const taken = await upload;
    if (taken) form.setValue('email', 'club@example.ae');
    return taken;
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <input aria-label="Name" {...form.register('name')} />
      <input
        aria-label="File"
        type="file"
        onChange={(event) => trackUpload(form.control, event.currentTarget, attach())}
      />
      <button type="submit" disabled={pending}>
        Save
      </button>
    </form>
  );
}

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const fillBoth = () => {
  fill('Name', 'Al Ain Club');
  fill('Email', 'club@example.ae');
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('serverFieldErrors', () => {
  const refused = (code: string, fields: Record<string, string[]> = {}) =>
    new ApiError(422, code, code, fields);

  it("keeps the form's own fields with their first message id, and a known code's field when none is named", () => {
    const fields = ['name', 'email'] as const;
    expect(
      serverFieldErrors(refused('validation_failed', { email: ['a', 'b'], other: ['c'] }), fields),
    ).toEqual([['email', 'a']]);
    expect(serverFieldErrors(refused('email_taken'), fields, { email_taken: ['email', 'taken'] })).toEqual([
      ['email', 'taken'],
    ]);
    expect(serverFieldErrors(refused('too_late'), fields)).toEqual([]);
    expect(serverFieldErrors(new TypeError('Failed to fetch'), fields)).toEqual([]);
  });
});

describe('useServerForm', () => {
  it('checks the fields before sending, focusing the first wrong one', async () => {
    const { requests } = stubApi({ 'POST /things': { status: 200, body: { id: 1 } } });
    render(<Sample />);
    save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByText('name: required')).toBeTruthy();
    expect(screen.getByText('email: required')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("puts the server's field refusals on their fields, the first focused, and says nothing else", async () => {
    stubApi({
      'POST /things': refusal(422, 'validation_failed', {
        email: ['validation.email'],
        name: ['validation.required'],
      }),
    });
    const onRefused = vi.fn();
    render(<Sample onRefused={onRefused} />);
    fillBoth();
    save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('email: validation.email')).toBeTruthy();
    expect(screen.getByText('name: validation.required')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onRefused).toHaveBeenCalledWith(expect.any(ApiError), ['email', 'name']);
  });

  it('puts a refusal code about one field on that field', async () => {
    stubApi({ 'POST /things': refusal(409, 'email_taken') });
    render(<Sample />);
    fillBoth();
    save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByText('email: validation.emailTaken')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("leaves a refusal about a field the form does not have, or no field, to the form's own message", async () => {
    stubApi({ 'POST /things': refusal(422, 'validation_failed', { phone: ['validation.phone'] }) });
    const onRefused = vi.fn();
    render(<Sample onRefused={onRefused} />);
    fillBoth();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('validation_failed');
    expect(screen.queryByText(/validation\.phone/)).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(onRefused).toHaveBeenCalledWith(expect.any(ApiError), []);

    // The next send starts without the last message; a network failure is the form's too.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('offline'));
  });

  it('sends once however often it is submitted, pending until the answer', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(<Sample />);
    fillBoth();
    const button = screen.getByRole('button', { name: 'Save' });
    const form = button.closest('form')!;
    // Two submits in the same tick, before a render could disable the button.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify({ id: 7 }), { headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    // Once answered, the form can be sent again.
    fireEvent.submit(form);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  describe('with a file still on its way when sent', () => {
    const sendDuringUpload = async () => {
      let settle: (taken: boolean) => void = () => {};
      const { requests } = stubApi({ 'POST /things': { status: 200, body: { id: 1 } } });
      render(<WithUpload upload={new Promise((resolve) => (settle = resolve))} />);
      fill('Name', 'Al Ain Club');
      fireEvent.change(screen.getByLabelText('File'), { target: { files: [new File(['x'], 'a.pdf')] } });
      save();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requests).toEqual([]);
      return { requests, settle };
    };

    it('waits for it, then checks and sends the values it brought', async () => {
      const { requests, settle } = await sendDuringUpload();
      settle(true);
      await waitFor(() =>
        expect(requests.map((request) => request.body)).toEqual([
          { name: 'Al Ain Club', email: 'club@example.ae' },
        ]),
      );
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
      );
    });

    it('sends nothing when it is refused, and focuses its input', async () => {
      const { requests, settle } = await sendDuringUpload();
      settle(false);
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('File')));
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
      expect(requests).toEqual([]);
    });
  });

  it('tells the page it holds unsent input from the first change until it is emptied again or leaves', async () => {
    const { unmount } = render(<Sample />);
    expect(hasUnsavedForms()).toBe(false);
    fill('Name', 'Al Ain Club');
    await waitFor(() => expect(hasUnsavedForms()).toBe(true));
    fill('Name', '');
    await waitFor(() => expect(hasUnsavedForms()).toBe(false));
    fill('Email', 'club@example.ae');
    await waitFor(() => expect(hasUnsavedForms()).toBe(true));
    unmount();
    expect(hasUnsavedForms()).toBe(false);
  });
});
