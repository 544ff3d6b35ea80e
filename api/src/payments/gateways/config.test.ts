import { describe, expect, it } from 'vitest';
import { gatewayFromConfig, readPaymentConfig } from '.';

const secrets = { PAYMENT_API_KEY: 'k'.repeat(24), PAYMENT_WEBHOOK_SECRET: 's'.repeat(24) };
const ngenius = {
  ...secrets,
  PAYMENT_PROVIDER: 'ngenius',
  NGENIUS_API_URL: 'https://api-gateway.sandbox.ngenius-payments.com/',
  NGENIUS_OUTLET_REF: '670bfc06-63d6-472b-af75-ad0207ac44f5',
};

describe('payment configuration', () => {
  it('leaves payments unconfigured when no payment variable is set (empty ones count as unset)', () => {
    expect(readPaymentConfig({ PAYMENT_API_KEY: '' })).toEqual({ provider: 'none' });
    expect(gatewayFromConfig({ provider: 'none' })).toBeNull();
  });

  it('takes the embedded provider by default', () => {
    const config = readPaymentConfig({ ...secrets, PAYMENT_PROVIDER_URL: 'http://127.0.0.1:3200/' });
    expect(config).toEqual({
      provider: 'embedded',
      url: 'http://127.0.0.1:3200',
      apiKey: secrets.PAYMENT_API_KEY,
      webhookSecret: secrets.PAYMENT_WEBHOOK_SECRET,
    });
    expect(gatewayFromConfig(config)?.name).toBe('embedded');
  });

  it('takes N-Genius with its origin, outlet and webhook header (X-Webhook-Key unless named)', () => {
    const config = readPaymentConfig(ngenius);
    expect(config).toEqual({
      provider: 'ngenius',
      apiUrl: 'https://api-gateway.sandbox.ngenius-payments.com',
      apiKey: secrets.PAYMENT_API_KEY,
      outletRef: ngenius.NGENIUS_OUTLET_REF,
      webhookHeader: 'X-Webhook-Key',
      webhookSecret: secrets.PAYMENT_WEBHOOK_SECRET,
    });
    expect(gatewayFromConfig(config)?.name).toBe('ngenius');
    expect(readPaymentConfig({ ...ngenius, NGENIUS_WEBHOOK_HEADER: 'X-Uaeaf-Key' })).toMatchObject({
      webhookHeader: 'X-Uaeaf-Key',
    });
  });

  it('names every missing or invalid variable at once', () => {
    expect(() => readPaymentConfig({ PAYMENT_API_KEY: 'short' })).toThrow(
      'Invalid environment: PAYMENT_PROVIDER_URL is required: the embedded provider, such as http://127.0.0.1:3200; ' +
        'PAYMENT_API_KEY must be at least 16 characters; PAYMENT_WEBHOOK_SECRET is required',
    );
    expect(() =>
      readPaymentConfig({
        ...ngenius,
        NGENIUS_API_URL: 'http://api-gateway.ngenius-payments.com',
        NGENIUS_OUTLET_REF: 'x',
      }),
    ).toThrow(
      'Invalid environment: NGENIUS_API_URL must be an https origin such as https://api-gateway.ngenius-payments.com; ' +
        'NGENIUS_OUTLET_REF must be a UUID',
    );
    expect(() => readPaymentConfig({ PAYMENT_PROVIDER: 'telr' })).toThrow(
      'Invalid environment: PAYMENT_PROVIDER must be embedded or ngenius',
    );
  });
});
