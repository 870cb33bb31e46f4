import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type GameEvent,
  type GameModule,
  latestSnapshot,
  makeChartAccess,
  nextPosition,
  type PhaseDef,
  phaseIndex,
  prevPosition,
  replay,
  replayLog,
  type RulesContext,
  SNAPSHOT_EVERY,
  snapshotDue,
  stateFrom,
  t,
} from '@/engine';
import { seedProperties } from './helpers';
import { looseCheck } from '../support/loose-check';

seedProperties();

// A tiny fake game: a turn, a phase along a two-phase sequence, and one track (PA).
const phases: PhaseDef[] = [
  { id: 'move', label: t('fake.move'), asks: t('fake.move.asks'), rule: '6' },
  { id: 'combat', label: t('fake.combat'), asks: t('fake.combat.asks'), rule: '12', side: 'red' },
];

interface FakeState {
  readonly turn: number;
  readonly phase: number;
  readonly pa: number;
  readonly notes: readonly string[];
}

const fake: GameModule<FakeState> = {
  check: looseCheck,
  id: 'fake',
  title: t('fake.title'),
  stateVersion: 1,
  sides: [{ id: 'red', name: t('fake.red'), colour: '#c00' }],
  scenarios: [{ id: 'only', title: t('fake.only'), turns: 6 }],
  options: [],
  interpretations: [],
  charts: [],
  setup: () => ({ turn: 1, phase: 0, pa: 16, notes: [] }),
  reduce(s, e) {
    switch (e.type) {
      case 'core/next-phase': {
        const p = nextPosition(phases, s.phase);
        return { ...s, phase: p.index, turn: s.turn + (p.wrapped ? 1 : 0) };
      }
      case 'core/prev-phase': {
        if (s.turn === 1 && s.phase === 0) return s;
        const p = prevPosition(phases, s.phase);
        return { ...s, phase: p.index, turn: s.turn - (p.wrapped ? 1 : 0) };
      }
      case 'fake/spend':
        return { ...s, pa: Math.max(0, s.pa - (e.payload as { n: number }).n) };
      case 'core/note':
        return { ...s, notes: [...s.notes, (e.payload as { text: string }).text] };
      default:
        return s;
    }
  },
  where: (s) => ({ turn: s.turn, turns: 6, phase: phases[s.phase].label, asks: phases[s.phase].asks }),
  describe: (e) => ({ text: t('fake.event', { type: e.type }), category: 'note' }),
  tracks: (s) => [{ id: 'pa', label: t('fake.pa'), abbr: 'PA', value: s.pa }],
  procedures: () => [],
  calculators: () => [],
  victory: () => null,
};

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([], []) };

const eventArb: fc.Arbitrary<GameEvent> = fc.oneof(
  fc.constant({ type: 'core/next-phase', at: 0 }),
  fc.constant({ type: 'core/prev-phase', at: 0 }),
  fc.integer({ min: 1, max: 3 }).map((n) => ({ type: 'fake/spend', payload: { n }, at: 0 })),
  fc.string({ maxLength: 5 }).map((text) => ({ type: 'core/note', payload: { text }, at: 0 })),
  fc.constant({ type: 'core/roll', payload: { spec: { dice: [], label: t('x') }, rolled: { faces: [], source: 'app' } }, at: 0 }),
);

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    Object.values(x).forEach(deepFreeze);
    Object.freeze(x);
  }
  return x;
}

describe('sequence of play', () => {
  it('walks forward and wraps to a new turn, and back', () => {
    expect(nextPosition(phases, 0)).toEqual({ index: 1, wrapped: false });
    expect(nextPosition(phases, 1)).toEqual({ index: 0, wrapped: true });
    expect(prevPosition(phases, 1)).toEqual({ index: 0, wrapped: false });
    expect(prevPosition(phases, 0)).toEqual({ index: 1, wrapped: true });
    expect(phaseIndex(phases, 'combat')).toBe(1);
    expect(phaseIndex(phases, 'nope')).toBe(-1);
  });

  it('property: next then prev comes back to the same phase', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), (n, i0) => {
        const ps = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, label: t('x'), asks: t('x') }));
        const i = i0 % n;
        const fwd = nextPosition(ps, i);
        const back = prevPosition(ps, fwd.index);
        expect(back.index).toBe(i);
        expect(back.wrapped).toBe(fwd.wrapped);
      }),
    );
  });
});

describe('event log', () => {
  it('replays a game: two phases make a turn, PA are spent, rolls change nothing', () => {
    const events: GameEvent[] = [
      { type: 'fake/spend', payload: { n: 2 }, at: 1 },
      { type: 'core/next-phase', at: 2 },
      { type: 'core/roll', payload: {}, at: 3 },
      { type: 'core/next-phase', at: 4 },
      { type: 'core/note', payload: { text: 'ciao' }, at: 5 },
    ];
    const s = replay(fake, fake.setup({ scenario: 'only', options: {}, sideNames: {} }), events, ctx);
    expect(s).toEqual({ turn: 2, phase: 0, pa: 14, notes: ['ciao'] });
    expect(replay(fake, fake.setup({ scenario: 'only', options: {}, sideNames: {} }), [], ctx)).toEqual({ turn: 1, phase: 0, pa: 16, notes: [] });
  });

  it('property: snapshot + tail equals a full replay', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), fc.nat(), fc.nat(), (events, a, b) => {
        const initial = deepFreeze(fake.setup({ scenario: 'only', options: {}, sideNames: {} }));
        const upTo = events.length === 0 ? 0 : b % (events.length + 1);
        const seq = upTo === 0 ? 0 : a % (upTo + 1);
        const snap = { seq, state: deepFreeze(replay(fake, initial, events.slice(0, seq), ctx)) };
        expect(stateFrom(fake, snap, events, upTo, ctx)).toEqual(replay(fake, initial, events.slice(0, upTo), ctx));
      }),
    );
  });

  it('refuses a snapshot taken after the point asked for', () => {
    const initial = fake.setup({ scenario: 'only', options: {}, sideNames: {} });
    const events: GameEvent[] = [
      { type: 'core/next-phase', at: 0 },
      { type: 'core/next-phase', at: 0 },
    ];
    expect(() => stateFrom(fake, { seq: 2, state: initial }, events, 1, ctx)).toThrow();
    expect(() => stateFrom(fake, { seq: 0, state: initial }, events, 3, ctx)).toThrow();
  });

  it('finds the latest snapshot at or before a point, and says when one is due', () => {
    const snaps = [0, 200, 400].map((seq) => ({ seq, state: seq }));
    expect(latestSnapshot(snaps, 399)?.seq).toBe(200);
    expect(latestSnapshot(snaps, 400)?.seq).toBe(400);
    expect(latestSnapshot([], 10)).toBeUndefined();
    expect(snapshotDue(SNAPSHOT_EVERY)).toBe(true);
    expect(snapshotDue(SNAPSHOT_EVERY + 1)).toBe(false);
    expect(snapshotDue(0)).toBe(false);
  });

  it('property: undo then redo restores the same state (a head moving over the list)', () => {
    type Op = { op: 'add'; e: GameEvent } | { op: 'undo' } | { op: 'redo' };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      eventArb.map((e) => ({ op: 'add' as const, e })),
      fc.constant({ op: 'undo' as const }),
      fc.constant({ op: 'redo' as const }),
    );
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 80 }), (ops) => {
        const initial = deepFreeze(fake.setup({ scenario: 'only', options: {}, sideNames: {} }));
        let log: GameEvent[] = [];
        let head = 0;
        // A reference built incrementally: states[i] = state after log[0..i).
        let states: FakeState[] = [initial];
        for (const o of ops) {
          if (o.op === 'add') {
            log = [...log.slice(0, head), o.e]; // a new event drops what could be redone
            states = [...states.slice(0, head + 1), deepFreeze(fake.reduce(states[head], o.e, ctx))];
            head++;
          } else if (o.op === 'undo' && head > 0) {
            const before = replay(fake, initial, log.slice(0, head), ctx);
            head--;
            // undo then redo gives back the same state
            expect(replay(fake, initial, log.slice(0, head + 1), ctx)).toEqual(before);
          } else if (o.op === 'redo' && head < log.length) {
            head++;
          }
          expect(replay(fake, initial, log.slice(0, head), ctx)).toEqual(states[head]);
        }
      }),
    );
  });
});

describe('the one replay (replayLog)', () => {
  const checked: GameModule<FakeState> = {
    ...fake,
    check: (e) => {
      const r = looseCheck(e);
      if (!r.ok) return r;
      if (r.event.type === 'fake/spend' && typeof (r.event.payload as { n?: unknown } | undefined)?.n !== 'number') {
        return { ok: false, error: t('engine.event.badPayload', { type: 'fake/spend', detail: 'n' }) };
      }
      return r;
    },
  };
  const initial = () => fake.setup({ scenario: 'only', options: {}, sideNames: {} });

  it('checks each event before the rules see it, and stops at the first refused one, naming it', () => {
    const events = [
      { type: 'fake/spend', payload: { n: 2 }, at: 1 },
      { type: 'fake/spend', payload: {}, at: 2 },
      { type: 'fake/spend', payload: { n: 1 }, at: 3 },
    ];
    const r = replayLog(checked, { seq: 10, state: initial() }, events, ctx);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.failure).toEqual({ seq: 11, type: 'fake/spend', cause: 'check', error: t('engine.event.badPayload', { type: 'fake/spend', detail: 'n' }) });
    expect(r.state.pa).toBe(14); // the state before the refused event
  });

  it('a rule that throws is a failure in words, not an exception', () => {
    const boom: GameModule<FakeState> = {
      ...fake,
      reduce: () => {
        throw new Error('no');
      },
    };
    const r = replayLog(boom, { seq: 0, state: initial() }, [{ type: 'core/next-phase', at: 1 }], ctx);
    expect(r).toMatchObject({ ok: false, failure: { seq: 0, cause: 'reduce', message: 'no', error: { key: 'engine.event.reduceFailed' } } });
  });

  it('property: on a good log it is the plain replay, and it reports every state', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        const seen: number[] = [];
        const r = replayLog(fake, { seq: 0, state: initial() }, events, ctx, (seq) => seen.push(seq));
        expect(r.ok && r.state).toEqual(replay(fake, initial(), events, ctx));
        expect(seen).toEqual(events.map((_, i) => i + 1));
      }),
    );
  });
});

// The event log's replay, read the way the session and import meet it: a snapshot at the
// wrong place refused in words, the latest snapshot found, a refused or failing event named
// by its place and type, every state handed to the one who caches it.
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

const add = (n: number, at = 1): GameEvent => ({ type: 'sum/add', payload: { n }, at });

describe('replaying from a snapshot (stateFrom)', () => {
  const events = [add(1), add(2), add(4)];

  it('a snapshot after the point asked for is refused, naming both', () => {
    expect(() => stateFrom(sumGame, { seq: 2, state: { n: 3 } }, events, 1, ctx)).toThrow(new RangeError('stateFrom: snapshot at 2 is after 1'));
  });

  it('a point past the log is refused, naming how many events there are', () => {
    expect(() => stateFrom(sumGame, { seq: 0, state: { n: 0 } }, events, 4, ctx)).toThrow(new RangeError('stateFrom: only 3 events, asked for 4'));
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

  it("a refused event's long type is cut at 80 characters", () => {
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
        seq: 11,
        type: 'sum/throw',
        cause: 'reduce',
        message: 'cannot',
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
    expect(seen).toEqual([
      [8, 1, 'sum/add'],
      [9, 3, 'sum/add'],
    ]);
    expect(r).toEqual({ ok: true, state: { n: 3 }, events, waived: [] });
    expect(replay(sumGame, { n: 0 }, events, ctx)).toEqual({ n: 3 });
  });
});
