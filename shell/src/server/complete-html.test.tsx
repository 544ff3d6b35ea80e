// @vitest-environment node
import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { completeHtml } from './complete-html';

// Larger than React's default chunk size (12,800 bytes), as a news list or a results table is.
const rows = Array.from({ length: 400 }, (_, index) => `Archer number ${index} of the national ranking list`);

function Results({ answer }: { answer: Promise<string[]> }) {
  return (
    <ul>
      {use(answer).map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

const page = (answer: Promise<string[]>) => (
  <main>
    <h1>Rankings</h1>
    <Suspense fallback={<p>Loading</p>}>
      <Results answer={answer} />
    </Suspense>
  </main>
);

describe('completeHtml', () => {
  it('writes a large part that waited for its data in place, with no script, as one plain render would', async () => {
    let arrive!: (value: string[]) => void;
    const answer = new Promise<string[]>((resolve) => {
      arrive = resolve;
    });
    const html = completeHtml(page(answer));
    setTimeout(() => arrive(rows), 10);
    const written = await html;
    expect(written).not.toMatch(/<script|<template|Loading/);
    expect(written).toContain(rows[399]);
    // The same markup a render with the data already at hand writes (React reads a settled promise at once).
    const settled = Object.assign(Promise.resolve(rows), { status: 'fulfilled', value: rows });
    expect(written).toBe(renderToString(page(settled)));
  });
});
