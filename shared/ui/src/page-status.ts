import { useEffect } from 'react';
import { useServerPage } from './server-page';

/**
 * Says what the page shows instead of content: the server answers it with its status (404 for a page not found), and
 * in the browser it is on `<html data-page-status>`.
 */
export function usePageStatus(status: 'not-found' | 'unavailable') {
  const serverPage = useServerPage();
  serverPage?.setStatus(status);
  useEffect(() => {
    const { dataset } = document.documentElement;
    dataset.pageStatus = status;
    return () => {
      if (dataset.pageStatus === status) delete dataset.pageStatus;
    };
  }, [status]);
}
