// The one interface the API's payments code talks to, whichever provider takes the money.
import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

export type GatewayState = 'awaitingPayment' | 'paid' | 'declined' | 'cancelled' | 'expired' | 'refunded';

export interface CreatePaymentInput {
  orderNumber: string;
  amountFils: number;
  language: 'ar' | 'en';
  returnUrl: string;
  notificationUrl: string;
  description: string;
}

export interface CreatedPayment {
  providerRef: string;
  paymentUrl: string;
}

export interface PaymentStatus {
  providerRef: string;
  orderNumber: string;
  state: GatewayState;
  amountFils: number;
  refundedFils: number;
}

/** A notification whose signature (or shared header) checked out; only a hint: the API re-queries the order. */
export interface VerifiedNotification {
  providerRef: string;
  orderNumber: string;
  eventId: string;
}

export interface PaymentGateway {
  readonly name: 'embedded' | 'ngenius';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  queryPayment(providerRef: string): Promise<PaymentStatus>;
  refund(providerRef: string, amountFils: number, idempotencyKey: string): Promise<PaymentStatus>;
  /**
   * Ends a payment still waiting for its payer, so its page takes no card any more; answers the state after, which
   * is the payment's own when it was no longer waiting (paid: the payer was quicker). Decision 085.
   */
  cancelPayment(providerRef: string): Promise<PaymentStatus>;
  /** null when the notification is forged, unsigned, malformed or too old. Never throws on bad input. */
  verifyNotification(rawBody: string, headers: Headers): VerifiedNotification | null;
}

/**
 * The provider could not be reached, answered something unexpected, or refused the request (`status`, when it
 * answered). Nothing is known to have changed at the provider, so the caller may retry or query.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** Calls a provider with a deadline; a network failure or timeout becomes a GatewayError. */
export async function callProvider(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  what: string,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new GatewayError(`${what}: the payment provider could not be reached`, undefined, { cause: error });
  }
}

/** The JSON of a 2xx answer, or a GatewayError that carries the provider's status and message. */
export async function providerJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) {
    throw new GatewayError(
      `${what}: the payment provider answered ${response.status} ${text.slice(0, 300)}`,
      response.status,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new GatewayError(`${what}: the payment provider's answer is not JSON`, response.status, {
      cause: error,
    });
  }
}

/** Whether a header carries the expected secret, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A notification's body as the schema reads it; undefined when it is not JSON or not of that shape. */
export function parseNotification<TSchema extends v.GenericSchema>(
  rawBody: string,
  schema: TSchema,
): v.InferOutput<TSchema> | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const result = v.safeParse(schema, body);
  return result.success ? result.output : undefined;
}
