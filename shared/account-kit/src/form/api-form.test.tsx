import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { validationMessages } from '@uaeaf/contracts';
import { sessionStore, toastsAtom } from '@uaeaf/session';
import { formClassNames, queryClient, TextField, useValidationText } from '@uaeaf/ui';
import { ok, refusal, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { sendJson } from '../mutations/api-mutation';
import { renderKitAt } from '../test-harness';
import { useApiForm } from './api-form';

const Schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty(validationMessages.required)),
  email: v.pipe(v.string(), v.nonEmpty(validationMessages.required)),
});
type Values = v.InferOutput<typeof Schema>;
const Saved = v.object({ id: v.number() });

function Sample() {
  const validationText = useValidationText();
  const { form, onSubmit, pending, failure } = useApiForm({
    schema: Schema,
    defaultValues: { name: '', email: '' },
    fields: ['name', 'email'],
    codeFields: { email_taken: ['email', validationMessages.emailTaken] },
    call: (body: Values) => sendJson('POST', '/things', Saved, body),
    successText: (saved) => `Saved ${saved.id}`,
  });
  const { errors } = form.formState;
  return (
    <form className={formClassNames.form} noValidate onSubmit={onSubmit}>
      {failure && <p role="alert">{failure}</p>}
      <TextField label="Name" error={validationText(errors.name?.message)} {...form.register('name')} />
      <TextField label="Email" error={validationText(errors.email?.message)} {...form.register('email')} />
      <button type="submit" disabled={pending}>
        Save
      </button>
    </form>
  );
}

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

beforeEach(() => signInForTest('club'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.set(toastsAtom, []);
  signOutForTest();
});

describe('useApiForm', () => {
  it('checks the fields before sending, focusing the first wrong one', async () => {
    const { requests } = stubApi({ 'POST /things': ok({ id: 1 }) });
    await renderKitAt('/en/things', <Sample />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it("shows the server's field refusals on their fields in the page's language, the first focused", async () => {
    stubApi({
      'POST /things': refusal(422, 'validation_failed', {
        email: [validationMessages.email],
        name: [validationMessages.required],
      }),
    });
    await renderKitAt('/en/things', <Sample />);
    fill('Name', 'Al Ain Club');
    fill('Email', 'x@y');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    // The refusal is on the fields; the form adds no message of its own.
    expect(screen.queryByText('That did not work. Please check your connection and try again.')).toBeNull();
  });

  it('puts a refusal code about one field on that field', async () => {
    stubApi({ 'POST /things': refusal(409, 'email_taken') });
    await renderKitAt('/en/things', <Sample />);
    fill('Name', 'Al Ain Club');
    fill('Email', 'club@example.ae');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
  });

  it("shows any other refusal as the form's own message", async () => {
    stubApi({ 'POST /things': refusal(403, 'forbidden') });
    await renderKitAt('/en/things', <Sample />);
    fill('Name', 'Al Ain Club');
    fill('Email', 'club@example.ae');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
  });

  it('sends once however often it is pressed, the button disabled until the answer', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    await renderKitAt('/en/things', <Sample />);
    fill('Name', 'Al Ain Club');
    fill('Email', 'club@example.ae');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    fireEvent.submit(save.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify({ id: 7 }), { headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual(['Saved 7']);
  });
});
