import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { can, homePathOf, type Permission, type Principal } from '@uaeaf/contracts';
import { accountTypeAtom, userInfoAtom } from '@uaeaf/session';
import { NotAllowedPage } from '@uaeaf/ui';

/** Whoever is signed in, as the access table sees them; null for a visitor. */
export function usePrincipal(): Principal | null {
  const accountType = useAtomValue(accountTypeAtom);
  const officeRole = useAtomValue(userInfoAtom)?.officeRole;
  return accountType ? { accountType, officeRole } : null;
}

/** Whether the signed-in member or staff may do something: the same table the API checks. */
export function useCan(permission: Permission): boolean {
  return can(usePrincipal(), permission);
}

/** Renders its children only for those who may; the server refuses the others anyway, this only hides the way. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : null;
}

/** A page of an area that some of its users may not open: they read "not allowed", with the way to their home. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const principal = usePrincipal();
  if (can(principal, permission)) return children;
  return principal ? <NotAllowedPage homePath={homePathOf(principal)} /> : null;
}
