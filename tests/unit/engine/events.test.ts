// The event book: one def per event type builds a module's check, reduce and describe.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { defineEvent, eventBook, facesText, eventBuilder, noPayload, plainObject, type PayloadsOf } from '@/engine/events';
import type { GameEvent, RulesContext } from '@/engine/types';
import { isEngineMessage, seedProperties } from './helpers';

seedProperties();

interface Tally {
  n: number;
  phase: number;
}
const def = defineEvent<Tally>();
const defs = [
  def({
    type: 'tally/add',
    schema: v.object({ by: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)) }),
    reduce: (s, p) => ({ ...s, n: s.n + p.by }),
    describe: (p) => ({ text: { key: 'tally.add', params: { by: p.by } }, category: 'track' }),
  }),
  def({
    type: 'core/next-phase',
    schema: noPayload,
    reduce: (s) => ({ ...s, phase: s.phase + 1 }),
    describe: () => ({ text: { key: 'tally.next' }, category: 'phase' }),
  }),
];
const book = eventBook<Tally>(defs);
const ctx = { settings: {} } as unknown as RulesContext;
const s0: Tally = { n: 0, phase: 0 };

describe('eventBook: check', () => {
  it('lets a well-formed event in, as the rules will see it (unknown keys dropped)', () => {
    expect(book.check({ type: 'tally/add', at: 5, payload: { by: 2, extra: 'x' } })).toEqual({ ok: true, event: { type: 'tally/add', at: 5, payload: { by: 2 } } });
    expect(book.check({ type: 'core/next-phase', at: 5 })).toEqual({ ok: true, event: { type: 'core/next-phase', at: 5 } });
  });

  it('refuses what is not an event', () => {
    for (const e of [null, undefined, 3, 'tally/add', [], { at: 1 }, { type: 7, at: 1 }]) expect(book.check(e)).toEqual({ ok: false, error: { key: 'engine.event.notEvent' } });
  });

  it('refuses an unknown type, naming it', () => {
    const r = book.check({ type: 'chess/castle', at: 1 });
    expect(r).toEqual({ ok: false, error: { key: 'engine.event.unknownType', params: { type: 'chess/castle' } } });
    if (!r.ok) expect(isEngineMessage(r.error)).toBe(true);
  });

  it('refuses an event with no valid time', () => {
    for (const at of [undefined, 'now', Number.NaN, Infinity]) {
      const r = book.check({ type: 'tally/add', at, payload: { by: 1 } });
      expect(r).toEqual({ ok: false, error: { key: 'engine.event.badTime', params: { type: 'tally/add' } } });
      if (!r.ok) expect(isEngineMessage(r.error)).toBe(true);
    }
  });

  it('refuses a bad payload, saying where', () => {
    for (const [payload, where] of [
      [{ by: 4 }, 'by'],
      [{ by: 1.5 }, 'by'],
      [{ by: '2' }, 'by'],
      [{}, 'by'],
      [undefined, 'Object'],
    ] as const) {
      const r = book.check({ type: 'tally/add', at: 1, payload });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.key).toBe('engine.event.badPayload');
        expect(JSON.stringify(r.error.params?.detail)).toContain(where);
        expect(isEngineMessage(r.error)).toBe(true);
      }
    }
  });

  it('a payload-less event takes nothing, null or {} — not junk, not an array', () => {
    for (const payload of [undefined, null, {}]) expect(book.check({ type: 'core/next-phase', at: 1, payload }).ok).toBe(true);
    for (const payload of [[], { a: 1 }, 3, 'x']) expect(book.check({ type: 'core/next-phase', at: 1, payload }).ok).toBe(false);
  });

  it('lists every type it accepts, the core ones included', () => {
    expect([...book.types].sort()).toEqual(['core/next-phase', 'core/note', 'core/roll', 'core/roll-void', 'tally/add']);
  });
});

describe('eventBook: reduce and describe', () => {
  it('reduces with the def of the type', () => {
    const s = [
      { type: 'tally/add', at: 1, payload: { by: 3 } },
      { type: 'core/next-phase', at: 2 },
    ].reduce((st, e) => book.reduce(st, e, ctx), s0);
    expect(s).toEqual({ n: 3, phase: 1 });
  });

  it('an unknown type or a bad payload changes nothing: the same state comes back', () => {
    fc.assert(
      fc.property(fc.anything(), (payload) => {
        if (v.safeParse(defs[0].schema, payload).success) return;
        expect(book.reduce(s0, { type: 'tally/add', at: 1, payload }, ctx)).toBe(s0);
        expect(book.reduce(s0, { type: 'chess/castle', at: 1, payload }, ctx)).toBe(s0);
      }),
    );
  });

  it('core/roll and core/note change nothing and are journaled by the engine', () => {
    const roll: GameEvent = { type: 'core/roll', at: 1, payload: { spec: { dice: [{ kind: 'numbered', sides: 6 }, { kind: 'numbered', sides: 6 }], label: { key: 'x' } }, rolled: { faces: [2, 6], source: 'app' } } };
    const note: GameEvent = { type: 'core/note', at: 1, payload: { text: 'Asiago falls' } };
    expect(book.reduce(s0, roll, ctx)).toBe(s0);
    expect(book.reduce(s0, note, ctx)).toBe(s0);
    expect(book.describe(roll, s0)).toEqual({ text: { key: 'engine.journal.freeRoll', params: { faces: facesText([{ kind: 'numbered', sides: 6 }, { kind: 'numbered', sides: 6 }], [2, 6]) } }, rules: [], category: 'roll' });
    expect(book.describe(note, s0)).toEqual({ text: { key: 'engine.journal.note', params: { text: 'Asiago falls' } }, rules: [], category: 'note' });
    expect(isEngineMessage(book.describe(roll, s0).text)).toBe(true);
    expect(isEngineMessage(book.describe(note, s0).text)).toBe(true);
  });

  it('core/roll: one face per die, each one its die can show', () => {
    const spec = { dice: [{ kind: 'numbered', sides: 6 }, { kind: 'custom', faces: [{ id: 'hit', label: { key: 'h' } }, { id: 'miss', label: { key: 'm' } }] }], label: { key: 'x' } };
    const ok = (faces: number[]) => book.check({ type: 'core/roll', at: 1, payload: { spec, rolled: { faces, source: 'physical' } } }).ok;
    expect(ok([6, 1])).toBe(true);
    expect(ok([0, 1])).toBe(false);
    expect(ok([7, 0])).toBe(false);
    expect(ok([3, 2])).toBe(false);
    expect(ok([3])).toBe(false);
  });

  it('describes an event in words from its def; an unknown or malformed one in the engine\'s words', () => {
    expect(book.describe({ type: 'tally/add', at: 1, payload: { by: 2 } }, s0).text).toEqual({ key: 'tally.add', params: { by: 2 } });
    expect(book.describe({ type: 'chess/castle', at: 1 }, s0).text.key).toBe('engine.event.unknownType');
    expect(book.describe({ type: 'tally/add', at: 1, payload: { by: 9 } }, s0).text.key).toBe('engine.event.badPayload');
  });

  it('a module def of a core type replaces the engine\'s', () => {
    const noted = eventBook<Tally>([
      def({ type: 'core/note', schema: v.object({ text: v.string() }), reduce: (s) => ({ ...s, n: s.n + 100 }), describe: () => ({ text: { key: 'tally.note' }, category: 'note' }) }),
    ]);
    expect(noted.reduce(s0, { type: 'core/note', at: 1, payload: { text: 'x' } }, ctx).n).toBe(100);
  });
});

describe('typed builders', () => {
  it('builds events whose payloads are typed from the schemas', () => {
    type P = PayloadsOf<(typeof defs)[number]>;
    const ev = eventBuilder<P>();
    const e = ev('tally/add', { by: 2 });
    expect(e).toEqual({ type: 'tally/add', payload: { by: 2 }, at: 0 });
    expect(book.check(e).ok).toBe(true);
    // @ts-expect-error: 'by' is a number
    void ev('tally/add', { by: 'two' });
  });

  it('plainObject refuses an array where an object of optional keys is wanted', () => {
    const patch = plainObject(v.partial(v.object({ a: v.number() })));
    expect(v.safeParse(patch, {}).success).toBe(true);
    expect(v.safeParse(patch, []).success).toBe(false);
  });
});
