import { describe, expect, it } from 'vitest';
import { readUaePassConfig } from './config';

const credentials = { UAEPASS_CLIENT_ID: 'uaeaf-site', UAEPASS_CLIENT_SECRET: 'a-long-enough-secret' };

describe('UAEPASS_* configuration', () => {
  it('is off without any UAE PASS variable, or with empty ones', () => {
    expect(readUaePassConfig({})).toBeUndefined();
    expect(readUaePassConfig({ UAEPASS_ENV: '', UAEPASS_CLIENT_ID: '' })).toBeUndefined();
  });

  it('points staging and production at their UAE PASS hosts, browser and server alike', () => {
    expect(readUaePassConfig({ UAEPASS_ENV: 'staging', ...credentials })).toEqual({
      env: 'staging',
      ...{ clientId: 'uaeaf-site', clientSecret: 'a-long-enough-secret' },
      browserOrigin: 'https://stg-id.uaepass.ae',
      serverOrigin: 'https://stg-id.uaepass.ae',
      upgradeUrl: 'https://stg-selfcare.uaepass.ae',
    });
    expect(readUaePassConfig({ UAEPASS_ENV: 'production', ...credentials })).toMatchObject({
      browserOrigin: 'https://id.uaepass.ae',
      upgradeUrl: 'https://selfcare.uaepass.ae',
    });
  });

  it('reaches the stand-in on loopback and sends browsers to its public address', () => {
    expect(
      readUaePassConfig({
        UAEPASS_ENV: 'standin',
        ...credentials,
        UAEPASS_STANDIN_PUBLIC_URL: 'http://localhost:4300/',
      }),
    ).toMatchObject({ browserOrigin: 'http://localhost:4300', serverOrigin: 'http://127.0.0.1:3300' });
  });

  it('refuses the stand-in in production, and names every missing or wrong variable', () => {
    expect(() =>
      readUaePassConfig({ UAEPASS_ENV: 'standin', NODE_ENV: 'production', ...credentials }),
    ).toThrow('UAEPASS_ENV=standin is refused in production');
    expect(() => readUaePassConfig({ UAEPASS_ENV: 'live', UAEPASS_CLIENT_ID: 'x' })).toThrow(
      'Invalid environment: UAEPASS_ENV must be standin, staging or production; UAEPASS_CLIENT_SECRET is required',
    );
  });
});
