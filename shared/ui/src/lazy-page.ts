import { lazy, type ComponentType } from 'react';

type PageOf<T> = T extends ComponentType<infer Props> ? ComponentType<Props> : never;

/**
 * A page loaded as its own chunk when it is first shown, from a module's named export (the remotes' pages are named
 * exports; `lazy` wants a default). Modules holding several pages share one chunk.
 */
export function lazyPage<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) {
  return lazy(async () => ({ default: (await load())[name] as PageOf<TModule[TName]> }));
}
