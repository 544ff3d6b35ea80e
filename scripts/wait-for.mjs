// Dependency-free (the entry scripts and CI's start check import it before anything is installed).

/**
 * Asks `url` until it answers 2xx, at most until `deadline` (epoch ms), or until `stopped()` gives a reason to stop
 * asking (the server's process ended). Returns undefined once answered, else why not.
 * @param {string} url
 * @param {{ deadline: number, intervalMs?: number, stopped?: () => string | undefined }} options
 */
export async function untilAnswered(url, { deadline, intervalMs = 200, stopped = () => undefined }) {
  let last = 'no answer';
  while (Date.now() < deadline) {
    const reason = stopped();
    if (reason) return `${reason} before ${url} answered`;
    try {
      // A server that accepts the connection and never answers must not hold the wait past its deadline.
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return undefined;
      last = `answered ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return `${url} did not answer in time (last: ${last})`;
}

/** Polls `url` until it answers 2xx; throws when it does not within `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const failure = await untilAnswered(url, { deadline: Date.now() + timeoutMs });
  if (failure) throw new Error(`${failure}, after ${timeoutMs} ms`);
}
