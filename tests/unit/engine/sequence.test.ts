import { describe, expect, it } from 'vitest';
import { makeChartAccess, nextPhaseEvents, nextPosition, prevPosition, t, type PhaseDef, type RulesContext } from '@/engine';
import { armir } from '@/games/armir';
import { inferno } from '@/games/inferno';
import { wta } from '@/games/war-to-axis';

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

describe('"next phase": the phases a game folds, passed over in one step', () => {
  const ctx: RulesContext = { settings: {}, charts: makeChartAccess([], []) };
  const one = [{ type: 'core/next-phase' }];

  it('a game without the fold answer advances one phase per next, as before', () => {
    expect(nextPhaseEvents({}, {}, ctx)).toEqual(one);
    for (const m of [armir, inferno, wta]) expect([m.id, m.fold]).toEqual([m.id, undefined]);
  });
  it('a fold of n writes n + 1 nexts together; 0, a negative or broken answer moves one phase; a runaway answer is capped', () => {
    expect(nextPhaseEvents({ fold: () => 2 }, {}, ctx)).toEqual([...one, ...one, ...one]);
    for (const n of [0, -1, 1.5, Number.NaN]) expect(nextPhaseEvents({ fold: () => n }, {}, ctx)).toEqual(one);
    expect(nextPhaseEvents({ fold: () => 10_000 }, {}, ctx).length).toBe(65);
  });
  it('the answer is asked of the state the next leaves', () => {
    const seen: unknown[] = [];
    nextPhaseEvents({ fold: (s: { at: string }) => (seen.push(s.at), 0) }, { at: 'B10' }, ctx);
    expect(seen).toEqual(['B10']);
  });
});
