import { useLayoutEffect, useState } from 'react';
import { hasUnsavedForms } from '@uaeaf/ui/unsaved-forms';
import type { RemoteName } from '../config/runtime-config';
import { watchBuilds, type BuildWatch } from './version-check';

/**
 * Which builds running in this tab a newer deploy has replaced ('shell' or a remote's name), so that a remote
 * redeployed alone reaches open tabs too, not only new visitors (decision 047).
 */
const replaced = new Set<string>();
let watch: BuildWatch | undefined;

/**
 * Starts watching the shell's build; remotes join once the tab has loaded them. A new shell reloads the page at once
 * (the spec's version check), unless a form holds unsent input: then, like a new remote, at the next navigation.
 */
export function watchTabBuilds(intervalMs: number, reload = () => window.location.reload()) {
  watch?.stop();
  replaced.clear();
  watch = watchBuilds({
    intervalMs,
    onNewBuild: (source) => {
      replaced.add(source);
      if (source === 'shell' && !hasUnsavedForms()) reload();
    },
  });
  watch.add('shell', '/builds/latest.json');
}

/** A remote's build sits next to its manifest (remotes are built with `publicPath: 'auto'`). */
export function watchRemoteBuild(name: RemoteName, manifestUrl: string) {
  watch?.add(name, new URL('builds/latest.json', manifestUrl).href);
}

/** Whether a page of `remote` should now be fetched afresh: its build or the shell's was replaced, and no form holds input. */
export function needsFullLoad(remote: RemoteName | undefined): boolean {
  const stale = replaced.has('shell') || (remote !== undefined && replaced.has(remote));
  return stale && !hasUnsavedForms();
}

/**
 * Turns a navigation into a full load of its target when `needsFullLoad` says so. Decided when the location changes
 * (a new location object: keys repeat for history entries without state), before the replaced code renders the new
 * page; a re-render without a navigation never reloads. Returns whether the page is being reloaded (render nothing
 * meanwhile).
 */
export function useFullLoadOnNewBuild(
  location: object,
  remote: RemoteName | undefined,
  reload = () => window.location.reload(),
): boolean {
  const [seen, setSeen] = useState(location);
  const [fullLoad, setFullLoad] = useState(false);
  if (seen !== location) {
    setSeen(location);
    if (needsFullLoad(remote)) setFullLoad(true);
  }
  useLayoutEffect(() => {
    if (fullLoad) reload();
  }, [fullLoad, reload]);
  return fullLoad;
}
