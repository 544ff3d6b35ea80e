import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { MessageLoaders } from '@uaeaf/i18n';
import { FormField } from '../forms';
import { renderRemoteAt } from '../testing';
import { FilePicker } from './FilePicker';

const noMessages: MessageLoaders = { ar: async () => ({ default: {} }), en: async () => ({ default: {} }) };

function PhotoField({ error }: { error?: string }) {
  const [name, setName] = useState<string>();
  return (
    <FormField label="الصورة الشخصية" hint="JPG أو PNG" error={error}>
      {(control) => (
        <FilePicker
          {...control}
          fileName={name}
          onChange={(event) => setName(event.target.files?.[0]?.name)}
        />
      )}
    </FormField>
  );
}

afterEach(cleanup);

describe('FilePicker', () => {
  it("says in Arabic what to press and that no file is chosen, where the browser's picker said it in English", async () => {
    await renderRemoteAt(() => <PhotoField />, '/', noMessages);
    expect(screen.getByText('اختر ملفًا')).toBeTruthy();
    expect(screen.getByText('لم يُختر ملف')).toBeTruthy();
    // The native input is the control, named by its field and described by its hint and its state.
    const input = screen.getByLabelText('الصورة الشخصية') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(['JPG أو PNG', 'لم يُختر ملف']);
  });

  it("shows the chosen file's name, isolated in the sentence, and opens the chooser from its drawn button", async () => {
    await renderRemoteAt(() => <PhotoField />, '/en', noMessages);
    const input = screen.getByLabelText('الصورة الشخصية') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByText('Choose a file'));
    expect(click).toHaveBeenCalledOnce();
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo 1.png', { type: 'image/png' })] } });
    expect(screen.getByText('\u2068photo 1.png\u2069')).toBeTruthy();
    expect(screen.queryByText('No file chosen')).toBeNull();
  });

  it('adds no name of its own when the page names the attached file itself', async () => {
    await renderRemoteAt(
      () => <FormField label="Logo">{(control) => <FilePicker {...control} fileName={null} />}</FormField>,
      '/en',
      noMessages,
    );
    expect(screen.getByText('Choose a file')).toBeTruthy();
    expect(screen.queryByText('No file chosen')).toBeNull();
    expect(screen.getByLabelText('Logo').getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps the field error, described on the input', async () => {
    await renderRemoteAt(() => <PhotoField error="The file must be a PDF document" />, '/en', noMessages);
    const input = screen.getByLabelText('الصورة الشخصية');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByText('The file must be a PDF document').id,
    );
  });
});
