// The event log's replay, read the way the session and import meet it: a snapshot at the
// wrong place refused in words, the latest snapshot found, a refused or failing event named
// by its place and type, every state handed to the one who caches it.
import { describe, it, expect } from 'vitest';
import {
  replay, replayLog, stateFrom, latestSnapshot, snapshotDue, SNAPSHOT_EVERY,
  makeChartAccess, t,
  type GameEvent, type GameModule, type RulesContext,
} from '@/engine';
import { looseCheck } from '../support/loose-check';

interface S {
  readonly n: number;
}

const sumGame: GameModule<S> = {
  check: looseCheck,
  id: 'sum',
  title: t('sum.title'),
  stateVersion: 1,
  sides: [{ id: 'a', name: t('sum.a'), colour: '#000' }],
  scenarios: [{ id: 'only', title: t('sum.only'), turns: 1 }],
  options: [],
  interpretations: [],
  charts: [],
  setup: () => ({ n: 0 }),
  reduce(s, e) {
    if (e.type === 'sum/add') return { n: s.n + (e.payload as { n: number }).n };
    if (e.type === 'sum/throw-text') throw 'plain words'; // not an Error, on purpose: a rule may throw anything
    if (e.type === 'sum/throw') throw new Error('cannot');
    return s;
  },
  where: () => ({ turn: 1, turns: 1, phase: t('x'), asks: t('x') }),
  describe: (e) => ({ text: t('sum.event', { type: e.type }), category: 'note' }),
  tracks: () => [],
  procedures: () => [],
  calculators: () => [],
  victory: () => null,
};

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([], []) };
const add = (n: number, at = 1): GameEvent => ({ type: 'sum/add', payload: { n }, at });

describe('replaying from a snapshot (stateFrom)', () => {
  const events = [add(1), add(2), add(4)];

  it('a snapshot after the point asked for is refused, naming both', () => {
    expect(() => stateFrom(sumGame, { seq: 2, state: { n: 3 } }, events, 1, ctx)).toThrow(
      new RangeError('stateFrom: snapshot at 2 is after 1'),
    );
  });

  it('a point past the log is refused, naming how many events there are', () => {
    expect(() => stateFrom(sumGame, { seq: 0, state: { n: 0 } }, events, 4, ctx)).toThrow(
      new RangeError('stateFrom: only 3 events, asked for 4'),
    );
  });

  it('a snapshot at the very point asked for, and the end of the log, are fine', () => {
    expect(stateFrom(sumGame, { seq: 2, state: { n: 3 } }, events, 2, ctx)).toEqual({ n: 3 });
    expect(stateFrom(sumGame, { seq: 1, state: { n: 1 } }, events, 3, ctx)).toEqual({ n: 7 });
  });
});

describe('the latest snapshot and when one is due', () => {
  it('takes the latest at or before the point, whatever the order they are listed in', () => {
    const snaps = [400, 0, 200, 600].map((seq) => ({ seq, state: { n: seq } }));
    expect(latestSnapshot(snaps, 599)?.seq).toBe(400);
    expect(latestSnapshot(snaps, 600)?.seq).toBe(600);
    expect(latestSnapshot(snaps, 0)?.seq).toBe(0);
    expect(latestSnapshot([{ seq: 5, state: 1 }], 4)).toBeUndefined();
  });

  it('is due only at whole multiples of SNAPSHOT_EVERY, never at 0 or below', () => {
    expect(SNAPSHOT_EVERY).toBe(200);
    expect([0, -200, 1, 199, 200, 201, 400].map(snapshotDue)).toEqual([false, false, false, false, true, false, true]);
  });
});

describe('the one replay names what it refuses', () => {
  it('an event that is not an object (nothing, null, a number, a string), or with no string type, is named "?"', () => {
    for (const raw of [null, undefined, 7, 'core/note', { type: 3, at: 1 }, {}]) {
      const r = replayLog(sumGame, { seq: 0, state: { n: 0 } }, [raw], ctx);
      expect(r).toEqual({ ok: false, state: { n: 0 }, failure: { seq: 0, type: '?', cause: 'check', error: { key: 'engine.event.notEvent' } } });
    }
  });

  it('a refused event\'s long type is cut at 80 characters', () => {
    const type = 'x'.repeat(100);
    const r = replayLog(sumGame, { seq: 3, state: { n: 5 } }, [add(1), { type }], ctx);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.failure.seq).toBe(4);
    expect(r.failure.type).toBe('x'.repeat(80));
    expect(r.state).toEqual({ n: 6 });
  });

  it('a rule that fails is named with its type and message, in words; a thrown string is its message', () => {
    const r = replayLog(sumGame, { seq: 10, state: { n: 0 } }, [add(2), { type: 'sum/throw', at: 2 }], ctx);
    expect(r).toEqual({
      ok: false,
      state: { n: 2 },
      failure: {
        seq: 11, type: 'sum/throw', cause: 'reduce', message: 'cannot',
        error: { key: 'engine.event.reduceFailed', params: { type: 'sum/throw', message: 'cannot' } },
      },
    });
    const s = replayLog(sumGame, { seq: 0, state: { n: 0 } }, [{ type: 'sum/throw-text', at: 1 }], ctx);
    expect(s.ok === false && s.failure.message).toBe('plain words');
  });

  it('hands every state to the caller with its place and the event checked, and returns the events', () => {
    const seen: [number, number, string][] = [];
    const events = [add(1), add(2)];
    const r = replayLog(sumGame, { seq: 7, state: { n: 0 } }, events, ctx, (seq, s, e) => seen.push([seq, s.n, e.type]));
    expect(seen).toEqual([[8, 1, 'sum/add'], [9, 3, 'sum/add']]);
    expect(r).toEqual({ ok: true, state: { n: 3 }, events, waived: [] });
    expect(replay(sumGame, { n: 0 }, events, ctx)).toEqual({ n: 3 });
  });
});
