import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryStates, RequireNumericId } from '@uaeaf/ui';

function ItemContent<T>({
  useItem,
  listTitle,
  children,
}: {
  useItem: (id: string) => UseQueryResult<T>;
  listTitle: MessageDescriptor;
  children: (item: T) => ReactNode;
}) {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useItem(id);
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(listTitle)}>
      {children}
    </QueryStates>
  );
}

/**
 * An item's page at `…/:id`: an id that is no number, or one the API does not know, is "Page Not Found"; until the
 * item arrives the page shows its list's title over the loading or error state.
 */
export function ItemPage<T>(props: {
  useItem: (id: string) => UseQueryResult<T>;
  listTitle: MessageDescriptor;
  children: (item: T) => ReactNode;
}) {
  return (
    <RequireNumericId>
      <ItemContent {...props} />
    </RequireNumericId>
  );
}
