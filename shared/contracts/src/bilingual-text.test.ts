import { describe, expect, it } from 'vitest';
import { textIn } from './bilingual-text';

describe('textIn', () => {
  const both = 'سُحب الطلب.\nThe request was withdrawn.';

  it("gives the line of the page's language of a text the API wrote in both", () => {
    expect(textIn(both, 'en')).toBe('The request was withdrawn.');
    expect(textIn(both, 'ar')).toBe('سُحب الطلب.');
  });

  it('shows what staff typed as written, in one language or on several lines', () => {
    expect(textIn('إعفاء بقرار مجلس الإدارة', 'en')).toBe('إعفاء بقرار مجلس الإدارة');
    expect(textIn('First season of the club', 'ar')).toBe('First season of the club');
    expect(textIn('Paid twice.\nRefund the second.', 'ar')).toBe('Paid twice.\nRefund the second.');
    expect(textIn('دُفعت مرتين.\nأعيدوا الثانية.', 'en')).toBe('دُفعت مرتين.\nأعيدوا الثانية.');
  });
});
