import { createContext, useContext } from 'react';

/** A head element of a page, as data: written into the server-rendered HTML, or set in the document by the app. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** What a page's server render says besides its HTML (decision 090). */
export interface ServerPage {
  /** The site's public origin, for canonical and Open Graph URLs. */
  origin: string;
  title?: string;
  head: HeadTag[];
  /** JSON-LD objects describing the page (schema.org). */
  structuredData: object[];
  status: 'ok' | 'not-found' | 'unavailable';
}

/** Present only while the shell's server renders a page; pages write their head and status into it. */
export const ServerPageContext = createContext<ServerPage | undefined>(undefined);

export function useServerPage(): ServerPage | undefined {
  return useContext(ServerPageContext);
}

export function newServerPage(origin: string): ServerPage {
  return { origin, head: [], structuredData: [], status: 'ok' };
}
