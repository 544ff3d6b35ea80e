import { describe, expect, it } from 'vitest';
import { readProviderConfig } from './config';

const secrets = { PAYMENT_API_KEY: 'k'.repeat(32), PAYMENT_WEBHOOK_SECRET: 's'.repeat(32) };

describe('provider configuration', () => {
  it('listens on 127.0.0.1:3200 with the test switches off unless asked', () => {
    expect(readProviderConfig(secrets)).toMatchObject({
      host: '127.0.0.1',
      port: 3200,
      publicUrl: 'http://localhost:3200',
      testSwitches: false,
      orderTtlMs: 3_600_000,
    });
    expect(
      readProviderConfig({ ...secrets, PORT: '4200', PAYMENT_PROVIDER_TEST_SWITCHES: 'true' }),
    ).toMatchObject({ port: 4200, publicUrl: 'http://localhost:4200', testSwitches: true });
  });

  it('names every missing or short secret at once', () => {
    expect(() => readProviderConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(
      'Invalid environment: PAYMENT_API_KEY is required; PAYMENT_WEBHOOK_SECRET must be at least 16 characters',
    );
  });
});
