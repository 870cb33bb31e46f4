import { describe, expect, it } from 'vitest';
import { forgetCaches, registerCache } from '@/engine/memo';

describe("the rules' caches", () => {
  it('every cache registered is emptied when the caches are forgotten', () => {
    const cache = new Map([['k', 1]]);
    registerCache(() => cache.clear());
    forgetCaches();
    expect(cache.size).toBe(0);
  });
});
