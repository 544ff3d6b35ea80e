import { loaderBar } from '@uaeaf/design-tokens';

/**
 * The bar's width, in percent, `elapsed` ms after loading started: it advances in steps that slow down
 * as it nears the end of its default duration and never reaches 100 until the load completes.
 */
export function progressAt(elapsed: number, durationMs: number = loaderBar.durationMs): number {
  if (elapsed <= 0) return 0;
  const steps = Math.floor(elapsed / 100);
  const ratio = Math.min(1, (steps * 100) / durationMs);
  return Math.min(95, Math.round(90 * Math.sqrt(ratio) + Math.max(0, elapsed - durationMs) / 1000));
}
