import { describe, expect, it } from 'vitest';
import { resultsFileTexts, resultsMessageTexts } from '@uaeaf/contracts';
import ar from '../../lang/ar.json';
import en from '../../lang/en.json';
import { fileProblemText, matchProblemText } from './messages';

describe('the results file problems', () => {
  // The contracts hold the texts the API documents (docs/results-csv.md); the office says the same in both languages.
  it.each([
    ...Object.entries(fileProblemText).map(([id, descriptor]) => [id, descriptor.id] as const),
    ...Object.entries(matchProblemText).map(([id, descriptor]) => [id, descriptor.id] as const),
  ])('%s reads as the contracts write it', (id, messageId) => {
    const texts = { ...resultsFileTexts, ...resultsMessageTexts }[id as keyof typeof resultsFileTexts];
    expect(en[messageId as keyof typeof en]).toBe(texts.en);
    expect(ar[messageId as keyof typeof ar]).toBe(texts.ar);
  });

  it('has words for every problem the API names', () => {
    expect(Object.keys(fileProblemText).sort()).toEqual(Object.keys(resultsFileTexts).sort());
    expect(Object.keys(matchProblemText).sort()).toEqual(Object.keys(resultsMessageTexts).sort());
  });
});
