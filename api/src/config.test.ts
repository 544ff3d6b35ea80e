import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to PGlite in api/.pgdata on 127.0.0.1:3100 with the demo seed', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 3100,
      database: { kind: 'pglite', dataDir: resolve(import.meta.dirname, '../.pgdata') },
      seedDemo: true,
      seedDemoMembers: true,
      logLevel: 'info',
      publicOrigin: 'http://localhost:3000',
      imageAdminHost: 'admin.uaearchery.ae',
      smtpUrl: undefined,
      mailFrom: 'UAE Archery Federation <no-reply@uaearchery.ae>',
      payments: { gateway: { provider: 'none' }, notificationOrigin: undefined },
      trustedProxies: [],
      deviceCookieSecret: undefined,
    });
  });

  it('takes trusted proxies as addresses and ranges, and refuses anything else', () => {
    expect(readConfig({ TRUSTED_PROXIES: '127.0.0.1, ::1,10.0.0.0/8' }).trustedProxies).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
    ]);
    expect(() => readConfig({ TRUSTED_PROXIES: 'proxy.example.ae' })).toThrow('TRUSTED_PROXIES');
    expect(() => readConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow('TRUSTED_PROXIES');
    expect(() => readConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow('DEVICE_COOKIE_SECRET');
  });

  it('takes the origin the payment provider notifies the API at, and refuses anything but an origin', () => {
    expect(
      readConfig({ PAYMENT_NOTIFICATION_ORIGIN: 'https://api.uaearchery.ae/' }).payments?.notificationOrigin,
    ).toBe('https://api.uaearchery.ae');
    expect(() => readConfig({ PAYMENT_NOTIFICATION_ORIGIN: 'https://api.uaearchery.ae/hooks' })).toThrow(
      'PAYMENT_NOTIFICATION_ORIGIN',
    );
  });

  it('sends mail through SMTP_URL only when it is an smtp(s) URL', () => {
    expect(readConfig({ SMTP_URL: 'smtps://mailer:s3cret@smtp.example.ae:465' }).smtpUrl).toBe(
      'smtps://mailer:s3cret@smtp.example.ae:465',
    );
    // MailDev on `npm start`: plain SMTP, no credentials.
    expect(readConfig({ SMTP_URL: 'smtp://127.0.0.1:1025' }).smtpUrl).toBe('smtp://127.0.0.1:1025');
    expect(() => readConfig({ SMTP_URL: 'https://smtp.example.ae' })).toThrow('SMTP_URL');
    expect(() => readConfig({ MAIL_FROM: 'nobody' })).toThrow('MAIL_FROM');
  });

  it('keeps the demo members (a published password) out in production, and out with the rest of the demo', () => {
    expect(readConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: true, seedDemoMembers: false });
    expect(readConfig({ NODE_ENV: 'development' })).toMatchObject({ seedDemo: true, seedDemoMembers: true });
    expect(readConfig({ SEED_DEMO: 'false' })).toMatchObject({ seedDemo: false, seedDemoMembers: false });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(
      readConfig({ DATABASE_URL: 'postgres://u@db:5432/uaeaf', PGLITE_DIR: 'ignored' }).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/uaeaf',
    });
  });

  it('reads PGLITE_DIR relative to the working directory, and :memory: as no folder', () => {
    expect(readConfig({ PGLITE_DIR: 'data/db' }).database).toEqual({
      kind: 'pglite',
      dataDir: resolve('data/db'),
    });
    expect(readConfig({ PGLITE_DIR: ':memory:' }).database).toEqual({ kind: 'pglite', dataDir: undefined });
  });

  it('reads PORT, HOST, SEED_DEMO and LOG_LEVEL, treating empty values as unset', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      }),
    ).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      seedDemo: false,
      logLevel: 'silent',
      database: { kind: 'pglite' },
    });
  });

  it('reads PUBLIC_ORIGIN as an origin and IMAGE_ADMIN_HOST as a lower-case host', () => {
    expect(
      readConfig({ PUBLIC_ORIGIN: 'https://www.uaearchery.ae/', IMAGE_ADMIN_HOST: 'Media.UAEArchery.ae' }),
    ).toMatchObject({ publicOrigin: 'https://www.uaearchery.ae', imageAdminHost: 'media.uaearchery.ae' });
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://www.uaearchery.ae/en' })).toThrow('PUBLIC_ORIGIN');
    expect(() => readConfig({ PUBLIC_ORIGIN: 'ftp://files.example' })).toThrow('PUBLIC_ORIGIN');
    expect(() => readConfig({ IMAGE_ADMIN_HOST: 'https://admin.uaearchery.ae' })).toThrow('IMAGE_ADMIN_HOST');
  });

  it('names every invalid variable in one error', () => {
    expect(() => readConfig({ PORT: '99999', SEED_DEMO: 'no' })).toThrow(
      'Invalid environment: PORT must be at most 65535; SEED_DEMO must be true or false',
    );
  });
});
