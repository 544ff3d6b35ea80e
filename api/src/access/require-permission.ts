import { can, type Permission } from '@uaeaf/contracts';
import type { MiddlewareHandler } from 'hono';
import type { SessionEnv } from '../auth/require-session';
import { ApiError } from '../http/errors';

/** The caller's rights, from the access table of the contracts (the same table the pages use). */
export function principalOf(member: SessionEnv['Variables']['member']) {
  return { accountType: member.accountType, officeRole: member.officeRole };
}

/**
 * Goes after `requireSession`: lets the request through only when the member's kind or office role has `permission`,
 * else 403 `forbidden`. Ownership of the row a route reads or changes is the route's own check, after this one.
 */
export function requirePermission(permission: Permission): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    if (!can(principalOf(c.get('member')), permission)) {
      throw new ApiError(403, 'forbidden', 'This account may not do that');
    }
    await next();
  };
}
