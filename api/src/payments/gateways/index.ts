import type { PaymentConfig } from './config';
import { embeddedGateway } from './embedded';
import type { PaymentGateway } from './gateway';
import { ngeniusGateway } from './ngenius';

export { readPaymentConfig, type PaymentConfig } from './config';
export * from './gateway';

/** The configured provider's adapter; null = payments not configured. */
export function gatewayFromConfig(config: PaymentConfig): PaymentGateway | null {
  switch (config.provider) {
    case 'none':
      return null;
    case 'embedded':
      return embeddedGateway(config);
    case 'ngenius':
      return ngeniusGateway(config);
  }
}
