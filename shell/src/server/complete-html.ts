import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * A tree's HTML once everything it waits for (code, messages, data) has arrived, in one render. React's prerender
 * writes a part larger than its chunk size after the rest, moved into place by an inline script the site's CSP does
 * not allow: with no limit, every part is written in place (decision 098).
 */
export async function completeHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
