// The event book: one def per event type builds a module's check, reduce and describe.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { coreEvents, defineEvent, eventBook, eventBuilder, facesText, issuePath, noPayload, type PayloadsOf, plainObject } from '@/engine/events';
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
    expect(book.check({ type: 'tally/add', at: 5, payload: { by: 2, extra: 'x' } })).toEqual({
      ok: true,
      event: { type: 'tally/add', at: 5, payload: { by: 2 } },
    });
    expect(book.check({ type: 'core/next-phase', at: 5 })).toEqual({ ok: true, event: { type: 'core/next-phase', at: 5 } });
  });

  it('refuses what is not an event', () => {
    for (const e of [null, undefined, 3, 'tally/add', [], { at: 1 }, { type: 7, at: 1 }])
      expect(book.check(e)).toEqual({ ok: false, error: { key: 'engine.event.notEvent' } });
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
    const roll: GameEvent = {
      type: 'core/roll',
      at: 1,
      payload: {
        spec: {
          dice: [
            { kind: 'numbered', sides: 6 },
            { kind: 'numbered', sides: 6 },
          ],
          label: { key: 'x' },
        },
        rolled: { faces: [2, 6], source: 'app' },
      },
    };
    const note: GameEvent = { type: 'core/note', at: 1, payload: { text: 'Asiago falls' } };
    expect(book.reduce(s0, roll, ctx)).toBe(s0);
    expect(book.reduce(s0, note, ctx)).toBe(s0);
    expect(book.describe(roll, s0)).toEqual({
      text: {
        key: 'engine.journal.freeRoll',
        params: {
          faces: facesText(
            [
              { kind: 'numbered', sides: 6 },
              { kind: 'numbered', sides: 6 },
            ],
            [2, 6],
          ),
        },
      },
      rules: [],
      category: 'roll',
    });
    expect(book.describe(note, s0)).toEqual({ text: { key: 'engine.journal.note', params: { text: 'Asiago falls' } }, rules: [], category: 'note' });
    expect(isEngineMessage(book.describe(roll, s0).text)).toBe(true);
    expect(isEngineMessage(book.describe(note, s0).text)).toBe(true);
  });

  it('core/roll: one face per die, each one its die can show', () => {
    const spec = {
      dice: [
        { kind: 'numbered', sides: 6 },
        {
          kind: 'custom',
          faces: [
            { id: 'hit', label: { key: 'h' } },
            { id: 'miss', label: { key: 'm' } },
          ],
        },
      ],
      label: { key: 'x' },
    };
    const ok = (faces: number[]) => book.check({ type: 'core/roll', at: 1, payload: { spec, rolled: { faces, source: 'physical' } } }).ok;
    expect(ok([6, 1])).toBe(true);
    expect(ok([0, 1])).toBe(false);
    expect(ok([7, 0])).toBe(false);
    expect(ok([3, 2])).toBe(false);
    expect(ok([3])).toBe(false);
  });

  it("describes an event in words from its def; an unknown or malformed one in the engine's words", () => {
    expect(book.describe({ type: 'tally/add', at: 1, payload: { by: 2 } }, s0).text).toEqual({ key: 'tally.add', params: { by: 2 } });
    expect(book.describe({ type: 'chess/castle', at: 1 }, s0).text.key).toBe('engine.event.unknownType');
    expect(book.describe({ type: 'tally/add', at: 1, payload: { by: 9 } }, s0).text.key).toBe('engine.event.badPayload');
  });

  it("a module def of a core type replaces the engine's", () => {
    const noted = eventBook<Tally>([
      def({
        type: 'core/note',
        schema: v.object({ text: v.string() }),
        reduce: (s) => ({ ...s, n: s.n + 100 }),
        describe: () => ({ text: { key: 'tally.note' }, category: 'note' }),
      }),
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

// The event book at the door, read the way a log meets it: a free roll or a note let in or
// refused with the words that say where, a payload the rules never see unchecked.
describe('the event book at the door', () => {
  interface Tally {
    n: number;
  }
  const def = defineEvent<Tally>();
  const book = eventBook<Tally>([
    def({
      type: 'tally/add',
      schema: v.object({ by: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)) }),
      reduce: (s, p, _ctx, event) => ({ n: s.n + p.by + (event.at === 99 ? 1000 : 0) }),
      describe: (p, before) => ({ text: { key: 'tally.add', params: { by: p.by, was: before.n } }, category: 'track' }),
    }),
    def({ type: 'tally/reset', schema: noPayload, reduce: () => ({ n: 0 }), describe: () => ({ text: { key: 'tally.reset' }, category: 'track' }) }),
  ]);
  const ctx = { settings: {} } as unknown as RulesContext;
  const s0: Tally = { n: 5 };

  const d6 = { kind: 'numbered' as const, sides: 6 };
  const roll = (spec: Record<string, unknown>, rolled: Record<string, unknown>) => ({ type: 'core/roll', at: 1, payload: { spec, rolled } });
  const rollOk = (spec: Record<string, unknown>, rolled: Record<string, unknown>) => book.check(roll(spec, rolled)).ok;
  const label = { key: 'roll.label' };

  describe('a free roll at the door (core/roll)', () => {
    it('takes numbered dice of 2 to 1000 sides, whole', () => {
      const one = (die: unknown, face: number) => rollOk({ dice: [die], label }, { faces: [face], source: 'app' });
      expect(one({ kind: 'numbered', sides: 2 }, 2)).toBe(true);
      expect(one({ kind: 'numbered', sides: 1000 }, 1000)).toBe(true);
      expect(one({ kind: 'numbered', sides: 1 }, 1)).toBe(false);
      expect(one({ kind: 'numbered', sides: 1001 }, 1)).toBe(false);
      expect(one({ kind: 'numbered', sides: 6.5 }, 1)).toBe(false);
      expect(one({ kind: 'numbered', sides: '6' }, 1)).toBe(false);
      expect(one({ kind: 'loaded', sides: 6 }, 1)).toBe(false);
      expect(one({ kind: 'numbered', sides: 6, label: { key: 'red' }, colour: '#c00' }, 6)).toBe(true);
      expect(one({ kind: 'numbered', sides: 6, label: 'red' }, 6)).toBe(false);
      expect(one({ kind: 'numbered', sides: 6, colour: 3 }, 6)).toBe(false);
    });

    it('takes custom dice of one face or more, each with an id and a label, and faces by index', () => {
      const hit = { id: 'hit', label: { key: 'h' } };
      const one = (die: unknown, face: number) => rollOk({ dice: [die], label }, { faces: [face], source: 'physical' });
      expect(one({ kind: 'custom', faces: [hit] }, 0)).toBe(true);
      expect(one({ kind: 'custom', faces: [hit] }, 1)).toBe(false);
      expect(one({ kind: 'custom', faces: [] }, 0)).toBe(false);
      expect(one({ kind: 'custom', faces: [{ id: 3, label: { key: 'h' } }] }, 0)).toBe(false);
      expect(one({ kind: 'custom', faces: [{ id: 'x' }] }, 0)).toBe(false);
      expect(one({ kind: 'custom', faces: [hit], label: { key: 'die' }, colour: 'black' }, 0)).toBe(true);
      expect(one({ kind: 'custom', faces: [hit], label: 7 }, 0)).toBe(false);
      expect(one({ kind: 'custom', faces: [hit], colour: false }, 0)).toBe(false);
    });

    it('a roll has 1 to 200 dice, one face each, a label and maybe a rule of up to 20 characters, from the app or the table', () => {
      const many = (n: number) => rollOk({ dice: Array(n).fill(d6), label }, { faces: Array(n).fill(1), source: 'app' });
      expect(many(1)).toBe(true);
      expect(many(200)).toBe(true);
      expect(many(0)).toBe(false);
      expect(many(201)).toBe(false);
      expect(rollOk({ dice: [d6], label, rule: '7.4.1' }, { faces: [3], source: 'app' })).toBe(true);
      expect(rollOk({ dice: [d6], label, rule: 'x'.repeat(20) }, { faces: [3], source: 'app' })).toBe(true);
      expect(rollOk({ dice: [d6], label, rule: 'x'.repeat(21) }, { faces: [3], source: 'app' })).toBe(false);
      expect(rollOk({ dice: [d6], label, rule: 7 }, { faces: [3], source: 'app' })).toBe(false);
      expect(rollOk({ dice: [d6] }, { faces: [3], source: 'app' })).toBe(false);
      expect(rollOk({ dice: [d6], label }, { faces: [3], source: 'table' })).toBe(false);
      expect(rollOk({ dice: [d6], label }, { faces: [3] })).toBe(false);
      expect(rollOk({ dice: [d6], label }, { faces: [3.5], source: 'app' })).toBe(false);
      expect(rollOk({ dice: [d6], label }, { faces: ['3'], source: 'app' })).toBe(false);
      expect(rollOk({ dice: [{ kind: 'numbered', sides: 1000 }], label }, { faces: [1001], source: 'app' })).toBe(false);
      expect(rollOk({ dice: [d6], label }, { faces: [-1], source: 'app' })).toBe(false);
      expect(rollOk({ dice: [d6, d6], label }, { faces: [3, 4, 5], source: 'app' })).toBe(false);
    });

    it('more than 200 faces are refused by their own bound, where they are', () => {
      const r = book.check(roll({ dice: Array(200).fill(d6), label }, { faces: Array(201).fill(1), source: 'app' }));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.params?.detail).toEqual({ key: 'engine.event.issue.manyItems', params: { field: 'rolled › faces', n: 200 } });
    });

    it('a face of a custom die past 1000 is refused as a face, not only as off the die', () => {
      const faces = Array.from({ length: 1002 }, (_, i) => ({ id: `f${i}`, label }));
      expect(rollOk({ dice: [{ kind: 'custom', faces }], label }, { faces: [1000], source: 'app' })).toBe(true);
      expect(rollOk({ dice: [{ kind: 'custom', faces }], label }, { faces: [1001], source: 'app' })).toBe(false);
    });

    it('its label is a message key of up to 200 characters with parameters of words, numbers or messages', () => {
      const withLabel = (l: unknown) => rollOk({ dice: [d6], label: l }, { faces: [3], source: 'app' });
      expect(withLabel({ key: 'k'.repeat(200) })).toBe(true);
      expect(withLabel({ key: 'k'.repeat(201) })).toBe(false);
      expect(withLabel({ key: 3 })).toBe(false);
      expect(withLabel({ key: 'k', params: { a: 'x', b: 2, c: { key: 'inner', params: { d: 1 } } } })).toBe(true);
      expect(withLabel({ key: 'k', params: { c: { key: 'k'.repeat(201) } } })).toBe(false);
      expect(withLabel({ key: 'k', params: { a: true } })).toBe(false);
      expect(withLabel({ key: 'k', params: 'x' })).toBe(false);
    });

    it('is journaled with its faces, one after another', () => {
      const e = roll({ dice: [d6, d6, d6], label }, { faces: [1, 6, 3], source: 'app' }) as GameEvent;
      expect(book.describe(e, s0)).toEqual({
        text: { key: 'engine.journal.freeRoll', params: { faces: facesText([d6, d6, d6], [1, 6, 3]) } },
        rules: [],
        category: 'roll',
      });
      expect(book.reduce(s0, e, ctx)).toBe(s0);
    });
  });

  describe('a note at the door (core/note)', () => {
    it('takes words up to 10,000 characters', () => {
      expect(book.check({ type: 'core/note', at: 1, payload: { text: 'x'.repeat(10_000) } }).ok).toBe(true);
      expect(book.check({ type: 'core/note', at: 1, payload: { text: 'x'.repeat(10_001) } }).ok).toBe(false);
      expect(book.check({ type: 'core/note', at: 1, payload: { text: 3 } }).ok).toBe(false);
    });

    it('the engine defines the roll and the note once, in that order', () => {
      expect(coreEvents<Tally>().map((d) => d.type)).toEqual(['core/roll', 'core/roll-void', 'core/note']);
    });

    it('every book gets the free roll and the note: let in, journaled, changing nothing', () => {
      // Built here, not at load: the book is made when a module's rules load.
      const fresh = eventBook<Tally>([
        def({ type: 'tally/reset', schema: noPayload, reduce: () => ({ n: 0 }), describe: () => ({ text: { key: 'tally.reset' }, category: 'track' }) }),
      ]);
      expect(fresh.types).toEqual(['core/roll', 'core/roll-void', 'core/note', 'tally/reset']);
      const r = roll({ dice: [d6, d6], label }, { faces: [4, 2], source: 'physical' }) as GameEvent;
      const n: GameEvent = { type: 'core/note', at: 2, payload: { text: 'Kiev holds' } };
      expect(fresh.check(r).ok).toBe(true);
      expect(fresh.check(n)).toEqual({ ok: true, event: n });
      expect(fresh.reduce(s0, r, ctx)).toBe(s0);
      expect(fresh.reduce(s0, n, ctx)).toBe(s0);
      expect(fresh.describe(r, s0)).toEqual({
        text: { key: 'engine.journal.freeRoll', params: { faces: facesText([d6, d6], [4, 2]) } },
        rules: [],
        category: 'roll',
      });
      expect(fresh.describe(n, s0)).toEqual({ text: { key: 'engine.journal.note', params: { text: 'Kiev holds' } }, rules: [], category: 'note' });
    });
  });

  describe('the words of a refusal (issuePath)', () => {
    it('says where and what was expected; at the top, only what', () => {
      const deep = v.safeParse(v.object({ a: v.object({ b: v.number() }) }), { a: { b: 'x' } });
      expect(deep.success).toBe(false);
      if (!deep.success) expect(issuePath(deep.issues)).toBe('a.b: number');
      const top = v.safeParse(v.number(), 'x');
      if (!top.success) expect(issuePath(top.issues)).toBe('number');
      expect(issuePath([])).toBe('');
    });

    it('without an expectation, says the kind of check', () => {
      const r = v.safeParse(
        v.pipe(
          v.string(),
          v.check(() => false, 'never'),
        ),
        'x',
      );
      if (!r.success) expect(issuePath(r.issues)).toBe('validation');
    });

    it('cuts a long detail at 120 characters with an ellipsis, and leaves one of exactly 120 whole', () => {
      const long = 'k'.repeat(200);
      const r = v.safeParse(v.object({ [long]: v.number() }), { [long]: 'x' });
      if (!r.success) {
        const d = issuePath(r.issues);
        expect(d).toHaveLength(120);
        expect(d).toBe(`${'k'.repeat(119)}…`);
      }
      const exact = 'k'.repeat(120 - ': number'.length);
      const e = v.safeParse(v.object({ [exact]: v.number() }), { [exact]: 'x' });
      if (!e.success) expect(issuePath(e.issues)).toBe(`${exact}: number`);
      const over = 'k'.repeat(121 - ': number'.length);
      const o = v.safeParse(v.object({ [over]: v.number() }), { [over]: 'x' });
      if (!o.success) expect(issuePath(o.issues)).toBe(`${`${over}: number`.slice(0, 119)}…`);
    });
  });

  describe('the book at the door and in the replay', () => {
    it('an unknown type is named, cut at 80 characters', () => {
      const type = 't'.repeat(100);
      expect(book.check({ type, at: 1 })).toEqual({ ok: false, error: { key: 'engine.event.unknownType', params: { type: 't'.repeat(80) } } });
    });

    it('a bad payload names the type and where', () => {
      expect(book.check({ type: 'tally/add', at: 1, payload: { by: 'two' } })).toEqual({
        ok: false,
        error: {
          key: 'engine.event.badPayload',
          params: { type: 'tally/add', detail: { key: 'engine.event.issue.kind', params: { field: 'by', kind: { key: 'engine.event.kind.number' } } } },
        },
      });
    });

    it('a payload-less event enters with no payload key at all; a null payload is kept as null', () => {
      const r = book.check({ type: 'tally/reset', at: 4 });
      expect(r.ok && Object.keys(r.event)).toEqual(['type', 'at']);
      const n = book.check({ type: 'tally/reset', at: 4, payload: null });
      expect(n).toEqual({ ok: true, event: { type: 'tally/reset', at: 4, payload: null } });
    });

    it('an event with no time, or a time that is not a number, is refused at the door', () => {
      expect(book.check({ type: 'tally/reset' })).toEqual({ ok: false, error: { key: 'engine.event.badTime', params: { type: 'tally/reset' } } });
      expect(book.check({ type: 'tally/reset', at: '1' }).ok).toBe(false);
      expect(book.check({ type: 'tally/reset', at: 0 }).ok).toBe(true);
    });

    it('the rules see the event with its time and the checked payload', () => {
      expect(book.reduce(s0, { type: 'tally/add', at: 99, payload: { by: 2, junk: 1 } }, ctx)).toEqual({ n: 1007 });
      expect(book.reduce(s0, { type: 'tally/add', at: 1, payload: { by: 2 } }, ctx)).toEqual({ n: 7 });
    });

    it("describes from the state before; an unknown or malformed event in the engine's words, with its type and where", () => {
      expect(book.describe({ type: 'tally/add', at: 1, payload: { by: 1 } }, s0)).toEqual({
        text: { key: 'tally.add', params: { by: 1, was: 5 } },
        category: 'track',
      });
      expect(book.describe({ type: 'chess/castle', at: 1 }, s0)).toEqual({
        text: { key: 'engine.event.unknownType', params: { type: 'chess/castle' } },
        rules: [],
        category: 'note',
      });
      expect(book.describe({ type: 'tally/add', at: 1, payload: { by: 9 } }, s0)).toEqual({
        text: { key: 'engine.event.badPayload', params: { type: 'tally/add', detail: { key: 'engine.event.issue.atMost', params: { field: 'by', max: 3 } } } },
        rules: [],
        category: 'note',
      });
    });

    it('plainObject refuses an array, null, a number or words as "an object", before the object\'s own check', () => {
      for (const x of [[], null, 3, 'x', undefined]) {
        const r = v.safeParse(plainObject(v.object({})), x);
        expect(r.success).toBe(false);
        if (!r.success) expect(r.issues[0].message).toBe('an object');
      }
      expect(v.safeParse(plainObject(v.object({})), {}).success).toBe(true);
    });
  });
});
