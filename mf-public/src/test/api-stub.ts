import { ok, stubApi as stubAnyApi, type Answer } from '@uaeaf/ui/testing';
import { contentAnswers } from './fixtures';

/** The API stub with the content fixtures answering every GET they hold; `overrides` answer first. */
export function stubApi(overrides: Record<string, Answer> = {}) {
  const content = contentAnswers();
  return stubAnyApi(overrides, ({ method, path }) =>
    method === 'GET' && path in content ? ok(content[path]) : undefined,
  );
}
