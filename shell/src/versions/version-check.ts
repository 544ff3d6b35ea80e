import * as v from 'valibot';

const LatestBuildSchema = v.object({ id: v.union([v.string(), v.number()]) });

async function fetchBuildId(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return undefined;
    return String(v.parse(LatestBuildSchema, await response.json()).id);
  } catch {
    return undefined;
  }
}

/**
 * Polls builds/latest.json and calls onNewVersion once its id differs from the one seen first,
 * so a tab left open across a deploy picks the new build up. Returns a function that stops polling.
 */
export function watchForNewVersion({
  url = '/builds/latest.json',
  intervalMs,
  onNewVersion,
}: {
  url?: string;
  intervalMs: number;
  onNewVersion: () => void;
}): () => void {
  let baseline: string | undefined;
  let stopped = false;
  const check = async () => {
    const id = await fetchBuildId(url);
    if (stopped || id === undefined) return;
    if (baseline === undefined) baseline = id;
    else if (id !== baseline) {
      stopped = true;
      onNewVersion();
    }
  };
  void check();
  const timer = setInterval(check, intervalMs);
  const onVisible = () => document.visibilityState === 'visible' && void check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
