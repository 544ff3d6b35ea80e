/**
 * A cap on how many large bodies are decoded at once (decision 048). Turning a 15 MB registration into values
 * (UTF-8, JSON.parse, the text check, the contract's base64 decoding) is a few hundred milliseconds of the one
 * thread every request shares; one at a time, the other requests get the thread between the steps. The rest wait
 * in turn, and past `maxWaiting` are refused (503 `busy`) rather than held in memory.
 */
export interface DecodeSlots {
  /** A slot, or undefined when too many wait already; call the returned function when done. */
  acquire(): Promise<(() => void) | undefined>;
}

export function decodeSlots(count: number, maxWaiting: number): DecodeSlots {
  let free = count;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return {
    async acquire() {
      if (free > 0) {
        free--;
        return once(release);
      }
      if (waiting.length >= maxWaiting) return undefined;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return once(release);
    },
  };
}

function once(release: () => void): () => void {
  let released = false;
  return () => {
    if (!released) release();
    released = true;
  };
}

/** Bodies over this many bytes take a slot; smaller ones decode in well under a millisecond. */
export const largeBodyBytes = 256 * 1024;

/** The process's slots: one large body decoded at a time, 16 more waiting. */
export const largeBodySlots = decodeSlots(1, 16);

/** Lets whatever is waiting on the event loop (a health probe, other requests) run between two long steps. */
export function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
