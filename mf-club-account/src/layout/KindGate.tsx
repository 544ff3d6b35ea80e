import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isAreaPageFor, usePrincipal } from '@uaeaf/account-kit';
import { homePathOf } from '@uaeaf/contracts';
import { NotAllowedPage } from '@uaeaf/ui';
import type { ClubAccountPage } from '../page-registry';

/**
 * A page for one member kind, opened by the other: a club on the academy's players list is sent to its own list (the
 * addresses differ only by the spec's spelling), and a page without a counterpart is not allowed.
 */
export function KindGate({ page, children }: { page: ClubAccountPage; children: ReactNode }) {
  const principal = usePrincipal();
  if (isAreaPageFor(principal, page)) return children;
  if (!principal) return null;
  if (page.counterpart !== undefined) {
    return <Navigate to={`../${page.counterpart}`} relative="path" replace />;
  }
  return <NotAllowedPage homePath={homePathOf(principal)} />;
}
