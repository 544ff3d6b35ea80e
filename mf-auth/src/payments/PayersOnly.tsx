import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { homePathOf } from '@uaeaf/contracts';
import { accountTypeAtom, hasCartAtom, userInfoAtom } from '@uaeaf/session';
import { MembersOnly, NotAllowedPage } from '@uaeaf/ui';

function CartOwnersOnly({ children }: { children: ReactNode }) {
  const accountType = useAtomValue(accountTypeAtom);
  const officeRole = useAtomValue(userInfoAtom)?.officeRole;
  const hasCart = useAtomValue(hasCartAtom);
  if (!accountType) return null;
  return hasCart ? children : <NotAllowedPage homePath={homePathOf({ accountType, officeRole })} />;
}

/**
 * Checkout and the payment's return page are for members who pay bills of their own: a visitor logs in and comes
 * back; the office's staff, who have no cart, read "not allowed" with the way to the office (as on the areas).
 */
export function PayersOnly({ children }: { children: ReactNode }) {
  return (
    <MembersOnly>
      <CartOwnersOnly>{children}</CartOwnersOnly>
    </MembersOnly>
  );
}
