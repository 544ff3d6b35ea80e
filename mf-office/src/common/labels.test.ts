import { describe, expect, it } from 'vitest';
import { OrderStatuses } from '@uaeaf/contracts';
import { auditActionText } from './labels';

describe('audit action labels', () => {
  // Every action the API's payments code writes on an order (api/src/payments): one per status it moves to, the
  // member's request to cancel (decision 085) and a late payment's refund. One without words reads as its raw code.
  it('name every action written on an order', () => {
    const actions = [
      ...OrderStatuses.map((status) => `order.${status}`),
      'order.cancelRequested',
      'order.latePaymentRefunded',
    ];
    expect(actions.filter((action) => !auditActionText[action])).toEqual([]);
  });
});
