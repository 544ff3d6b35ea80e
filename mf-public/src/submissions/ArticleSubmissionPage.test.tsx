import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { imageUpload } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngFile(size: number, name = 'photo.png') {
  const bytes = new Uint8Array(size);
  bytes.set(png);
  return new File([bytes], name, { type: 'image/png' });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// The image goes ahead to the upload route when chosen (decision 052); the article refers to it.
const uploadId = 'u'.repeat(43);
const uploads = { 'POST /uploads': { status: 201, body: { id: uploadId } } };

const valid = {
  'Your name': 'Sara Al Marzouqi',
  Email: 'sara@example.ae',
  Phone: '+971 50 123 4567',
  'Title of the article': 'Why archery',
  Article: 'Focus, patience and practice.',
};

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.input(field(label), { target: { value } });
}

async function chooseImage(file: File) {
  fireEvent.change(field('Image (optional)'), { target: { files: [file] } });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the article' }));

async function openForm(url = '/en/articles/send') {
  await renderRemoteAt(PublicRoutes, url, publicMessageLoaders);
  await screen.findByRole('heading', { level: 1 });
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('send your article', () => {
  it('asks for every required field in the spec words, without calling the API', async () => {
    const { fetchMock } = stubApi();
    await openForm();
    send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Image (optional)').getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a bad email and phone, keeping what was typed', async () => {
    const { fetchMock } = stubApi();
    await openForm();
    fill({ ...valid, Email: 'sara@', Phone: 'call me' });
    send();
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText(/Please enter a valid phone number/)).toBeTruthy();
    expect(field('Title of the article').value).toBe('Why archery');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the messages in Arabic on Arabic pages', async () => {
    stubApi();
    await openForm('/articles/send');
    fireEvent.click(screen.getByRole('button', { name: 'إرسال المقال' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(5);
  });

  it('refuses an image over 1 MB as soon as it is chosen, naming the limit, before any request', async () => {
    const { fetchMock } = stubApi();
    await openForm();
    await chooseImage(pngFile(2 * 1024 * 1024));
    expect(await screen.findByText('The image must not be larger than 1 MB')).toBeTruthy();
    expect(field('Image (optional)').getAttribute('aria-invalid')).toBe('true');
    fill(valid);
    send();
    await waitFor(() => expect(document.activeElement).toBe(field('Image (optional)')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a ".png" that is really text, by its content', async () => {
    const { fetchMock } = stubApi();
    await openForm();
    await chooseImage(new File(['just some text, not a picture'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('The file must be a JPG, JPEG or PNG image')).toBeTruthy();
    fill(valid);
    send();
    await waitFor(() => expect(document.activeElement).toBe(field('Image (optional)')));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(screen.queryByText('The file must be a JPG, JPEG or PNG image')).toBeNull();
  });

  it('sends an image of exactly 1 MB ahead when chosen, and the article refers to it', async () => {
    const { requests } = stubApi({
      ...uploads,
      'POST /articles/submissions': { status: 201, body: { status: 'pending' } },
    });
    await openForm();
    await chooseImage(pngFile(imageUpload.maxBytes));
    fill(valid);
    expect(await screen.findByRole('button', { name: 'Remove the image' })).toBeTruthy();
    expect(screen.queryByText(/must not be larger/)).toBeNull();
    send();
    expect(await screen.findByText('The request has been submitted')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/uploads',
      '/articles/submissions',
    ]);
    const body = requests.find((request) => request.path === '/articles/submissions')?.body;
    expect(body).toMatchObject({ title: 'Why archery', image: { uploadId, name: 'photo.png' } });
  });

  it('waits for an image still on its way when sent, then sends the article referring to it', async () => {
    let answer!: (response: { status: number; body: unknown }) => void;
    const { requests } = stubApi({
      'POST /uploads': () => new Promise((resolve) => (answer = resolve)),
      'POST /articles/submissions': { status: 201, body: { status: 'pending' } },
    });
    await openForm();
    fill(valid);
    await chooseImage(pngFile(1000));
    expect(await screen.findByText('Sending the image…')).toBeTruthy();
    send();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(requests.some((request) => request.path === '/articles/submissions')).toBe(false);
    await act(async () => answer({ status: 201, body: { id: uploadId } }));
    expect(await screen.findByText('The request has been submitted')).toBeTruthy();
    const body = requests.find((request) => request.path === '/articles/submissions')?.body;
    expect(body).toMatchObject({ title: 'Why archery', image: { uploadId, name: 'photo.png' } });
  });

  it('shows why the API refused the chosen image on its field, and sends no article with it', async () => {
    const { requests } = stubApi({
      'POST /uploads': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'No',
            fields: { file: ['validation.imageUnreadable'] },
          },
        },
      },
    });
    await openForm();
    await chooseImage(pngFile(1000));
    expect(
      await screen.findByText('The image could not be read; the file may be damaged or incomplete'),
    ).toBeTruthy();
    expect(requests.some((request) => request.path === '/articles/submissions')).toBe(false);
  });

  it('shows the API field errors on their fields and keeps every value', async () => {
    stubApi({
      ...uploads,
      'POST /articles/submissions': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: {
              email: ['validation.email'],
              title: ['validation.maxLength'],
              image: ['validation.fileType'],
            },
          },
        },
      },
    });
    await openForm();
    fill(valid);
    await chooseImage(pngFile(1000));
    await screen.findByRole('button', { name: 'Remove the image' });
    send();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some fields need your attention');
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('You must enter a maximum of 200 characters')).toBeTruthy();
    expect(screen.getByText('The file must be a JPG, JPEG or PNG image')).toBeTruthy();
    for (const [label, value] of Object.entries(valid)) expect(field(label).value).toBe(value);
  });

  it('keeps every value when the API cannot be reached', async () => {
    stubApi({ 'POST /articles/submissions': { status: 503, body: {} } });
    await openForm();
    fill(valid);
    send();
    expect((await screen.findByRole('alert')).textContent).toContain('The request could not be sent');
    for (const [label, value] of Object.entries(valid)) expect(field(label).value).toBe(value);
  });

  it('confirms a valid submission and empties the form', async () => {
    const { requests } = stubApi({
      'POST /articles/submissions': { status: 201, body: { status: 'pending' } },
    });
    await openForm();
    fill(valid);
    send();
    expect(await screen.findByText('The request has been submitted')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/articles/submissions',
      body: {
        authorName: 'Sara Al Marzouqi',
        email: 'sara@example.ae',
        phone: '+971 50 123 4567',
        title: 'Why archery',
        body: 'Focus, patience and practice.',
        image: null,
      },
    });
    await waitFor(() => expect(field('Your name').value).toBe(''));
  });
});
