import { can, type Permission } from '@uaeaf/contracts';
import type { MiddlewareHandler } from 'hono';
import type { SessionEnv } from '../auth/require-session';
import { ApiError } from '../http/errors';

/** The caller's rights, from the access table of the contracts (the same table the pages use). */
export function principalOf(member: SessionEnv['Variables']['member']) {
  return { accountType: member.accountType, officeRole: member.officeRole };
}

const forbidden = () => new ApiError(403, 'forbidden', 'This account may not do that');

/**
 * Goes after `requireSession`: lets the request through only when the member's kind or office role has the
 * permission, or one of several (a tournament entry is a player's `entries.self` or a club's `entries.players`);
 * else 403 `forbidden`, or the route's own 403 when its pages already explain one (`account_kind_not_eligible`).
 * Ownership of the row a route reads or changes is the route's own check, after this one.
 */
export function requirePermission(
  permission: Permission | readonly Permission[],
  refusal: () => ApiError = forbidden,
): MiddlewareHandler<SessionEnv> {
  const anyOf = typeof permission === 'string' ? [permission] : permission;
  return async (c, next) => {
    const principal = principalOf(c.get('member'));
    if (!anyOf.some((one) => can(principal, one))) throw refusal();
    await next();
  };
}
