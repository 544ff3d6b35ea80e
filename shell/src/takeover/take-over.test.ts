import { afterEach, describe, expect, it } from 'vitest';
import { appContainer, takeOver } from './take-over';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-prerendered');
});

const page = (marker: string) =>
  `<header><a href="/en">Home</a><button type="button">Menu</button></header><main><h1>${marker}</h1><a href="/en/news/1">Read</a></main>`;

describe('taking over a pre-rendered page', () => {
  it('renders into #root itself when the page was not pre-rendered', () => {
    document.body.innerHTML = '<div id="root"><div class="boot-loader"></div></div>';
    const { container, prerendered } = appContainer();
    expect(container).toBe(document.getElementById('root'));
    expect(prerendered).toBeUndefined();
  });

  it('keeps the HTML on screen while the app renders hidden beside it, then swaps them, focus and presses following', () => {
    document.documentElement.setAttribute('data-prerendered', '');
    document.body.innerHTML = `<div id="root" data-prerendered="">${page('HTML')}</div>`;
    const { container, prerendered } = appContainer();
    expect(prerendered).toBe(document.getElementById('root'));
    expect(container.hidden).toBe(true);
    container.innerHTML = page('App');
    document.querySelector<HTMLAnchorElement>('#root main a')!.focus();
    let menuOpened = 0;
    container.querySelector('button')!.addEventListener('click', () => menuOpened++);
    window.__uaeafPressedEarly = [document.querySelector('#root button')!];

    takeOver(prerendered!, container);
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(document.getElementById('root')).toBe(container);
    expect(container.hidden).toBe(false);
    expect(document.querySelector('h1')!.textContent).toBe('App');
    expect(document.activeElement).toBe(container.querySelector('main a'));
    expect(document.documentElement.hasAttribute('data-prerendered')).toBe(false);
    expect(menuOpened).toBe(1);
  });
});
