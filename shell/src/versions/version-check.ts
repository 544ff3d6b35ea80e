import * as v from 'valibot';

const LatestBuildSchema = v.object({ id: v.union([v.string(), v.number()]) });

/**
 * The id a build's `builds/latest.json` names now. `no-cache`: the browser revalidates with the ETag it holds, so an
 * unchanged build costs a 304 without a body.
 */
async function fetchBuildId(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    return String(v.parse(LatestBuildSchema, await response.json()).id);
  } catch {
    return undefined;
  }
}

export interface BuildWatch {
  /** Watches one more build (the shell's, or a remote's once the tab has loaded it); its first answer is the baseline. */
  add: (source: string, url: string) => void;
  stop: () => void;
}

/**
 * Polls the `builds/latest.json` of every build the tab runs, while the tab is visible (and at once when it becomes
 * visible again), and calls onNewBuild once per build whose id differs from the one seen first.
 */
export function watchBuilds({
  intervalMs,
  onNewBuild,
}: {
  intervalMs: number;
  onNewBuild: (source: string) => void;
}): BuildWatch {
  const builds = new Map<string, { url: string; baseline?: string; replaced: boolean }>();
  let stopped = false;
  const check = async (source: string) => {
    const build = builds.get(source);
    if (!build || build.replaced) return;
    const id = await fetchBuildId(build.url);
    if (stopped || id === undefined) return;
    if (build.baseline === undefined) build.baseline = id;
    else if (id !== build.baseline) {
      build.replaced = true;
      onNewBuild(source);
    }
  };
  const checkAll = () => {
    if (document.visibilityState === 'visible') for (const source of builds.keys()) void check(source);
  };
  const timer = setInterval(checkAll, intervalMs);
  document.addEventListener('visibilitychange', checkAll);
  return {
    add(source, url) {
      if (stopped || builds.has(source)) return;
      builds.set(source, { url, replaced: false });
      void check(source);
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', checkAll);
    },
  };
}
