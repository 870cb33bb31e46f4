import { describe, expect, it } from 'vitest';
import { nextPosition, prevPosition, t, type PhaseDef } from '@/engine';

describe("the turn's phases", () => {
  const three: PhaseDef[] = ['a', 'b', 'c'].map((id) => ({ id, label: t(`x.${id}`), asks: t('x.asks') }));

  it('with no phases there is nowhere to go; an index past the end counts as the last phase', () => {
    expect(nextPosition([], 0)).toEqual({ index: 0, wrapped: false });
    expect(prevPosition([], 0)).toEqual({ index: 0, wrapped: false });
    expect(prevPosition(three, 7)).toEqual({ index: 1, wrapped: false });
    expect(nextPosition(three, 7)).toEqual({ index: 0, wrapped: true });
    expect(prevPosition(three, 0)).toEqual({ index: 2, wrapped: true });
  });
});
