export function assertPortsFree(ports: number[]): Promise<void>;
export const mailCatcherPorts: { smtp: number; web: number };
export const paymentProviderPort: number;
export function waitFor(url: string, timeoutMs: number): Promise<void>;
export function sitePorts(options?: {
  portOffset?: number;
  catchMail?: boolean;
  embeddedPayments?: boolean;
  uaePassStandin?: boolean;
}): number[];
export function startSite(options?: {
  portOffset?: number;
  apiEnv?: Record<string, string>;
  shellSettings?: Record<string, unknown>;
  shellConfigFile?: string;
  catchMail?: boolean;
  mailDirectory?: string;
  embeddedPayments?: boolean;
  paymentTestSwitches?: boolean;
  uaePassStandin?: boolean;
  uaePassTestSwitches?: boolean;
  proxySecret?: string;
  stdio?: 'inherit' | 'ignore';
}): Promise<{
  urls: Record<string, string>;
  stop: () => Promise<void>;
}>;
