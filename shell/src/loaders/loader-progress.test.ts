import { describe, expect, it } from 'vitest';
import { progressAt } from './loader-progress';

describe('top loader bar progress', () => {
  it('starts empty and advances in 100 ms steps', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(50)).toBe(0);
    expect(progressAt(150)).toBe(progressAt(100));
    expect(progressAt(200)).toBeGreaterThan(progressAt(100));
  });

  it('reaches 90 % at the default 2000 ms and never 100 % before the load ends', () => {
    expect(progressAt(2000)).toBe(90);
    expect(progressAt(60_000)).toBe(95);
    const samples = [100, 500, 1000, 1500, 2000, 5000].map((t) => progressAt(t));
    expect(samples).toEqual([...samples].sort((a, b) => a - b));
  });
});
