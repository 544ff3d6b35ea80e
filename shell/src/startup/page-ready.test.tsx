import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { firstPageReady, markPageSettled } from './page-ready';

function Form() {
  return (
    <form aria-label="Check a code">
      <input name="code" defaultValue="" />
      <button type="submit">Verify</button>
    </form>
  );
}

const frames = (count: number) =>
  act(async () => {
    for (let i = 0; i < count; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

describe('the first page of a server-rendered visit', () => {
  it('is ready only once the controls of a page under its own Suspense boundary are hydrated', async () => {
    const page = (Inner: ComponentType) => (
      <main>
        <h1>Verify a document</h1>
        <Suspense fallback={null}>
          <Inner />
        </Suspense>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(Form));
    document.body.append(container);

    // The page's code arrives when the test says so, as a lazy page's chunk does.
    let arrive!: () => void;
    const chunk = new Promise<{ default: typeof Form }>((resolve) => {
      arrive = () => resolve({ default: Form });
    });
    const LazyForm = lazy(() => chunk);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, page(LazyForm));
    });
    markPageSettled();
    let ready = false;
    void firstPageReady(container).then(() => {
      ready = true;
    });
    await frames(6);
    expect(ready).toBe(false);
    expect(document.documentElement.dataset.pageReady).toBeUndefined();

    await act(async () => {
      arrive();
      await chunk;
    });
    await frames(6);
    expect(ready).toBe(true);
    expect(document.documentElement.dataset.pageReady).toBe('');
  });
});
