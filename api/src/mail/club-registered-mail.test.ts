import { describe, expect, it } from 'vitest';
import { clubRegisteredMail } from './club-registered-mail';

const mail = (language: 'ar' | 'en') =>
  clubRegisteredMail({
    to: 'salem@example.ae',
    language,
    name: { ar: 'سالم الكعبي', en: 'Salem Al Kaabi' },
    club: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' },
    setPasswordLink: `https://uaeaf.test${language === 'en' ? '/en' : ''}/auth/reset-password?token=t`,
    publicOrigin: 'https://uaeaf.test',
  });

describe('the mail of a player a club registered', () => {
  it('says in English which club registered them and invites them to set a password', () => {
    const { to, subject, text } = mail('en');
    expect(to).toBe('salem@example.ae');
    expect(subject).toContain('set your password');
    expect(text).toContain('Dear Salem Al Kaabi,');
    expect(text).toContain('Sharjah Archery Club has registered you as a player');
    expect(text).toContain('To set your password and use your account, open this link within 60 minutes:');
    expect(text).toContain('https://uaeaf.test/en/auth/reset-password?token=t');
    expect(text).toContain('https://uaeaf.test/en/auth/login');
  });

  it('says the same in Arabic, with the links without the /en prefix', () => {
    const { subject, text } = mail('ar');
    expect(subject).toContain('اختر كلمة المرور');
    expect(text).toContain('عزيزنا سالم الكعبي،');
    expect(text).toContain('سجّلك نادي الشارقة للرماية لاعباً');
    expect(text).toContain('https://uaeaf.test/auth/reset-password?token=t');
    expect(text).toContain('https://uaeaf.test/auth/login');
    expect(text).not.toContain('/en/');
  });
});
