import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PhoneSchema } from './phone';
import { ArticleSubmissionSchema, articleSubmissionLimits, ContactMessageSchema } from './submissions';

/** The first message per field, as the form shows it and the API (which parses with abortPipeEarly) answers it. */
function messagesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return undefined;
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

const contact = {
  name: 'Maryam Al Suwaidi',
  email: 'maryam@example.ae',
  phone: '+971 50 123 4567',
  subject: 'Junior training',
  message: 'Which clubs in Sharjah train juniors?',
};

const article = {
  authorName: 'سالم الكعبي',
  email: 'salem@example.ae',
  phone: '050 1234567',
  title: 'أول بطولة لي',
  body: 'الفقرة الأولى.\r\n\r\nالفقرة الثانية.',
};

describe('phone numbers', () => {
  it.each([
    ['+971 50 123 4567', '+971 50 123 4567'],
    ['0501234567', '0501234567'],
    ['04 1234567', '04 1234567'],
    ['00971501234567', '00971501234567'],
    ['  +971   50 123\t4567 ', '+971 50 123 4567'],
    ['٠٥٠١٢٣٤٥٦٧', '0501234567'],
    ['+۹۷۱ ۵۰ ۱۲۳ ۴۵۶۷', '+971 50 123 4567'],
    ['1234567', '1234567'],
    ['1'.repeat(20), '1'.repeat(20)],
  ])('takes %j as %j', (input, output) => {
    expect(v.parse(PhoneSchema, input)).toBe(output);
  });

  it.each([
    ['six digits', '123456'],
    ['21 digits', '1'.repeat(21)],
    ['dashes', '050-123-4567'],
    ['brackets', '(04) 1234567'],
    ['a plus that does not lead', '971+501234567'],
    ['two pluses', '++971501234567'],
    ['letters', '050 CALL ME'],
    ['a plus alone', '+'],
  ])('refuses %s with validation.phone', (_, input) => {
    expect(messagesOf(PhoneSchema, input)).toEqual({ '': 'validation.phone' });
  });

  it('calls a blank number missing, not invalid', () => {
    expect(messagesOf(PhoneSchema, '   ')).toEqual({ '': 'validation.required' });
  });
});

describe('contact message', () => {
  it('accepts a complete message and trims it', () => {
    expect(v.parse(ContactMessageSchema, { ...contact, name: '  Maryam  ' }).name).toBe('Maryam');
  });

  it('names each missing field as required', () => {
    expect(messagesOf(ContactMessageSchema, {})).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      subject: 'validation.required',
      message: 'validation.required',
    });
  });

  it.each(['maryam', 'maryam@', '@example.ae', 'maryam @example.ae', 'maryam@example'])(
    'refuses the email %j',
    (email) => {
      expect(messagesOf(ContactMessageSchema, { ...contact, email })).toEqual({ email: 'validation.email' });
    },
  );

  it('takes an email of 254 characters with spaces around it, and refuses a longer one', () => {
    const longest = `${'a'.repeat(243)}@example.ae`;
    expect(v.parse(ContactMessageSchema, { ...contact, email: ` ${longest} ` }).email).toBe(longest);
    const long = `${'a'.repeat(244)}@example.ae`;
    expect(messagesOf(ContactMessageSchema, { ...contact, email: long })).toEqual({
      email: 'validation.maxLength',
    });
  });

  it('keeps a subject on one line, so it cannot add headers to a forwarding email', () => {
    const subject = 'Hello\r\nBcc: everyone@example.ae';
    expect(v.parse(ContactMessageSchema, { ...contact, subject }).subject).toBe(
      'Hello Bcc: everyone@example.ae',
    );
  });

  it('refuses a message over its limit', () => {
    expect(messagesOf(ContactMessageSchema, { ...contact, message: 'x'.repeat(5_001) })).toEqual({
      message: 'validation.maxLength',
    });
  });
});

describe('article submission', () => {
  it('accepts an article without an image and keeps its paragraphs', () => {
    const parsed = v.parse(ArticleSubmissionSchema, article);
    expect(parsed.body).toBe('الفقرة الأولى.\n\nالفقرة الثانية.');
    expect(parsed.image).toBeUndefined();
    expect(v.parse(ArticleSubmissionSchema, { ...article, image: null }).image).toBeNull();
  });

  it('takes the image as the upload it was sent ahead as, to be claimed only as a JPG or PNG', () => {
    const image = { uploadId: 'i'.repeat(43), name: 'bow.png' };
    expect(v.parse(ArticleSubmissionSchema, { ...article, image }).image).toEqual({
      uploadId: image.uploadId,
      accepts: ['image/jpeg', 'image/png'],
    });
  });

  it('refuses a file sent inline as the image', () => {
    const image = btoa('just some text, named photo.jpg');
    expect(messagesOf(ArticleSubmissionSchema, { ...article, image })).toEqual({
      image: 'validation.required',
    });
  });

  it('refuses a title or body over its limit, and a body of only spaces', () => {
    expect(
      messagesOf(ArticleSubmissionSchema, {
        ...article,
        title: 't'.repeat(articleSubmissionLimits.title + 1),
        body: ' \n\n ',
      }),
    ).toEqual({ title: 'validation.maxLength', body: 'validation.required' });
  });

  it('keeps markup as the text it is; it is never read as HTML', () => {
    const body = '<img src=x onerror="alert(1)">';
    expect(v.parse(ArticleSubmissionSchema, { ...article, body }).body).toBe(body);
  });
});
