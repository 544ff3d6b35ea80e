import { createContext, useContext } from 'react';

/** A head element of a page, as data: written into the server-rendered HTML, or set in the document by the app. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export type PageStatus = 'ok' | 'not-found' | 'unavailable';

/** What a page's server render says besides its HTML (decision 090). */
export interface ServerPageResult {
  title?: string;
  head: HeadTag[];
  /** JSON-LD objects describing the page (schema.org), one per `@type`. */
  structuredData: object[];
  status: PageStatus;
  /** Search engines are asked to leave the page out (a search's results, a card's state now). */
  noIndex: boolean;
}

/** Where pages write it during a server render; the last write of a kind wins (a component may render twice). */
export interface ServerPage {
  /** The site's public origin, for canonical and Open Graph URLs. */
  readonly origin: string;
  setHead(title: string, head: HeadTag[]): void;
  setStatus(status: PageStatus): void;
  putStructuredData(data: object): void;
  setNoIndex(): void;
  result(): ServerPageResult;
}

/** Present only while the shell's server renders a page. */
export const ServerPageContext = createContext<ServerPage | undefined>(undefined);

export function useServerPage(): ServerPage | undefined {
  return useContext(ServerPageContext);
}

const typeOf = (data: object) => (data as { '@type'?: unknown })['@type'];

export function newServerPage(origin: string): ServerPage {
  const result: ServerPageResult = { head: [], structuredData: [], status: 'ok', noIndex: false };
  return {
    origin,
    setHead(title, head) {
      result.title = title;
      result.head = head;
    },
    setStatus(status) {
      result.status = status;
    },
    putStructuredData(data) {
      result.structuredData = [
        ...result.structuredData.filter((item) => typeOf(item) !== typeOf(data)),
        data,
      ];
    },
    setNoIndex() {
      result.noIndex = true;
    },
    result: () => result,
  };
}
