import { useEffect } from 'react';

/**
 * Says on `<html data-page-status>` what the page shows instead of content, for the pre-rendering (decision 074):
 * neither a page not found nor a remote's unavailable panel is kept as a page's HTML.
 */
export function usePageStatus(status: 'not-found' | 'unavailable') {
  useEffect(() => {
    const { dataset } = document.documentElement;
    dataset.pageStatus = status;
    return () => {
      if (dataset.pageStatus === status) delete dataset.pageStatus;
    };
  }, [status]);
}
