// Inferno's events through the door (check) and the reducer: every type has its schema, a real
// payload passes, a random, mistyped or truncated one is refused in words, and no payload the
// check accepts can put a game in a state its rules cannot reach.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameEvent } from '@/engine/types';
import { inferno } from '@/games/inferno';
import { infernoBook } from '@/games/inferno/events';
import { TURNS, type InfernoState } from '@/games/inferno/state';
import { ctxWith, run, start, unit } from './helpers';
import { isEngineMessage, seedProperties } from '../../engine/helpers';
import { keyPaths, near, numbersIn, stringsIn, without, withValue, wrongTyped } from '../../support/event-arbitraries';

seedProperties();
const ctx = ctxWith();

/** One payload per event type, as the app builds it (procedures, combat, panels). */
const FIXTURES: Record<string, unknown> = {
  'core/next-phase': undefined,
  'core/prev-phase': undefined,
  'core/roll': {
    spec: {
      dice: [
        { kind: 'numbered', sides: 6 },
        { kind: 'numbered', sides: 6 },
      ],
      label: { key: 'engine.tray.title' },
    },
    rolled: { faces: [6, 1], source: 'physical' },
  },
  'core/roll-void': {
    spec: {
      dice: [
        { kind: 'numbered', sides: 6 },
        { kind: 'numbered', sides: 6 },
      ],
      label: { key: 'engine.tray.title' },
    },
    faces: [6, 1],
    of: { key: 'calc:combat', question: 'roll' },
    why: 'takeBack',
  },
  'core/note': { text: 'Monte Cengio' },
  'inferno/add-unit': {
    name: 'Brig. Sassari',
    side: 'it',
    corps: '',
    kind: 'infantry',
    full: { attack: 4, defence: 4, artillery: 0 },
    reduced: { attack: 2, defence: 2, artillery: 0 },
    steps: 2,
    frozen: true,
    entryTurn: 3,
    hex: '2012',
  },
  'inferno/edit-unit': { id: 'u1', patch: { name: 'Brig. Ivrea' } },
  'inferno/remove-unit': { id: 'u3' },
  'inferno/reduce': { id: 'u1', count: 1 },
  'inferno/eliminate': { id: 'u2' },
  'inferno/in-mov': { id: 'u3', inMov: true },
  'inferno/supply': { id: 'u1', supply: 'out', length: null },
  'inferno/recover': { id: 'u1' },
  'inferno/combat': {
    attackerSide: 'ah',
    column: '2:1',
    faces: [3, 4, 5],
    trc: '1/2',
    attackers: ['u2'],
    defenders: ['u1'],
    eliminated: [],
    reductions: [{ unitId: 'u1', count: 2 }],
    typedLosses: [{ side: 'ah', steps: 1, replacementSteps: 1, eliminatedSteps: 0 }],
    attackerReductions: 1,
    defenderReductions: 2,
    watercourse: [],
  },
  'inferno/release': { id: 'u1' },
  'inferno/objective-add': { name: 'Asiago', kind: 'town', inStart: true, holder: 'it' },
  'inferno/objective-holder': { id: 'o4', holder: 'ah' },
  'inferno/objective-remove': { id: 'o4' },
  'inferno/vp-adjust': { delta: -2 },
  'inferno/step-lost': { side: 'it', replacement: false },
  'inferno/rp': { side: 'ah', delta: 1 },
  'inferno/rp-income': { side: 'it', roll: 2, delta: 1 },
  'inferno/defensive-ability': { total: 15, success: true },
  'inferno/ack': { procedure: 'stacking' },
};

const OPTIONAL: Record<string, string[]> = {
  'core/roll-void': ['of'],
  'inferno/add-unit': ['corps', 'frozen', 'entryTurn', 'hex'], // reduced: required of a two-step unit (2.5)
  'inferno/edit-unit': ['patch.name'],
  'inferno/reduce': ['count'],
  'inferno/supply': ['length'],
  'inferno/combat': ['watercourse'],
  'inferno/objective-add': ['inStart'],
  'inferno/step-lost': ['replacement'],
  'inferno/rp-income': ['roll'],
};

const event = (type: string, payload: unknown): GameEvent => (payload === undefined ? { type, at: 1 } : { type, payload, at: 1 });

/** A game in play with an Italian brigade, an A-H regiment, an artillery and an objective. */
function populated(): InfernoState {
  return run(start({ replacements: true, defensiveAbility: true }), [
    event('inferno/add-unit', unit({ name: 'Brig. Ivrea', side: 'it' })),
    event('inferno/add-unit', unit({ name: 'IR 14', side: 'ah', corps: 'III' })),
    event('inferno/add-unit', unit({ name: 'Art 2903', side: 'it', kind: 'artillery', full: { attack: 0, defence: 0, artillery: 2 }, steps: 1 })),
    event('inferno/objective-add', { name: 'Asiago', kind: 'town', holder: 'ah' }),
  ]);
}

/** The tracks' and markers' bounds (3.0, 9.4.2, 10.2, 14.0, 15.1). */
function expectReachable(s: InfernoState): void {
  for (const n of numbersIn(s)) expect(Number.isSafeInteger(n.value), `${n.path} = ${n.value}`).toBe(true);
  for (const x of [s.turn, s.phaseIndex, s.vpAdjust, s.rp.ah, s.rp.it, s.nextId]) expect(typeof x).toBe('number');
  expect(s.turn).toBeGreaterThanOrEqual(1);
  expect(s.turn).toBeLessThanOrEqual(TURNS);
  expect(s.phaseIndex).toBeGreaterThanOrEqual(0);
  expect(s.phaseIndex).toBeLessThanOrEqual(7);
  for (const side of ['ah', 'it'] as const) {
    expect(s.rp[side]).toBeGreaterThanOrEqual(0);
    expect(s.stepsLost[side]).toBeGreaterThanOrEqual(0);
    expect(s.stepsEliminated[side]).toBeGreaterThanOrEqual(0);
  }
  for (const u of s.units) {
    expect(u.efficiency).toBeGreaterThanOrEqual(0);
    expect(u.efficiency).toBeLessThanOrEqual(2);
    expect(u.stepsLeft).toBeGreaterThanOrEqual(0);
    expect(u.stepsLeft).toBeLessThanOrEqual(u.steps);
    expect([1, 2]).toContain(u.steps);
    if (u.eliminated) expect(u.stepsLeft).toBe(0);
    if (u.kind === 'artillery' || u.kind === 'heavyArtillery') expect(u.efficiency).toBe(0);
  }
  const ids = [...s.units.map((u) => u.id), ...s.objectives.map((o) => o.id)];
  expect(new Set(ids).size).toBe(ids.length);
}

const TYPES = infernoBook.types;
const POOL = [
  ...new Set([...stringsIn(Object.values(FIXTURES)), 'u1', 'u2', 'u3', 'o4', 'nope', '', ' ', 'low', 'supplied', 'mountain', 'fort', 'peak', 'village']),
];
const accepted = (type: string, payload: unknown) => inferno.check(event(type, payload)).ok;

describe('Inferno events: one payload per type passes the door', () => {
  it('every event type the module accepts has its fixture here, and no more', () => {
    expect([...TYPES].sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  it.each(Object.keys(FIXTURES))('%s: the payload the app builds passes check, reduces and is described', (type) => {
    const r = inferno.check(event(type, FIXTURES[type]));
    expect(r).toMatchObject({ ok: true, event: { type, at: 1 } });
    const s = populated();
    expectReachable(inferno.reduce(s, r.ok ? r.event : event(type, undefined), ctx));
    expect(inferno.describe(event(type, FIXTURES[type]), s).text.key).toMatch(/^(inferno\.j|engine\.journal)\./);
  });
});

describe('Inferno events: bad payloads are refused in words, with nothing changed', () => {
  const refusedInWords = (type: string, payload: unknown) => {
    const r = inferno.check(event(type, payload));
    expect(r.ok, JSON.stringify(payload)).toBe(false);
    if (!r.ok) {
      expect(isEngineMessage(r.error)).toBe(true);
      expect(r.error.key).toBe('engine.event.badPayload');
    }
    const s = populated();
    expect(inferno.reduce(s, event(type, payload), ctx)).toBe(s);
  };
  const withKeys = Object.keys(FIXTURES).filter((t) => keyPaths(FIXTURES[t]).length > 0);

  it.each(withKeys)('%s: random payloads are refused', (type) => {
    const required = keyPaths(FIXTURES[type]).filter((k) => !k.includes('.') && !(OPTIONAL[type] ?? []).includes(k));
    const anything = fc.anything().filter((x) => !(typeof x === 'object' && x !== null && required.every((k) => k in x)));
    fc.assert(
      fc.property(anything, (p) => refusedInWords(type, p)),
      { numRuns: 60 },
    );
  });

  it.each(withKeys)('%s: a key of the wrong type is refused', (type) => {
    const fixture = FIXTURES[type];
    const arb = fc.constantFrom(...keyPaths(fixture)).chain((path) => {
      const value = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], fixture);
      return wrongTyped(value).map((w) => withValue(fixture, path, w));
    });
    fc.assert(
      fc.property(arb, (p) => refusedInWords(type, p)),
      { numRuns: 60 },
    );
  });

  it.each(withKeys)('%s: a payload with a required key taken away is refused', (type) => {
    for (const path of keyPaths(FIXTURES[type]).filter((k) => !(OPTIONAL[type] ?? []).includes(k))) refusedInWords(type, without(FIXTURES[type], path));
    for (const path of OPTIONAL[type] ?? []) expect(accepted(type, without(FIXTURES[type], path)), path).toBe(true);
  });

  it('2.5: a combat unit with no defence, or a two-step unit with no reduced side, is refused', () => {
    refusedInWords('inferno/add-unit', { ...(FIXTURES['inferno/add-unit'] as object), full: { attack: 4, defence: 0, artillery: 0 } });
    refusedInWords('inferno/add-unit', without(FIXTURES['inferno/add-unit'], 'reduced'));
  });
});

describe('Inferno events: no accepted payload reaches a state the rules cannot reach', () => {
  const valid = fc.constantFrom(...Object.keys(FIXTURES)).chain((type) =>
    near(FIXTURES[type], POOL)
      .filter((p) => accepted(type, p))
      .map((p) => event(type, p)),
  );

  it('any sequence of accepted events from a game in play keeps every marker and track a whole number within its bounds', () => {
    fc.assert(
      fc.property(fc.array(valid, { minLength: 1, maxLength: 25 }), (events) => {
        let s = populated();
        for (const e of events) {
          const r = inferno.check(e);
          if (!r.ok) throw new Error('the arbitrary only gives accepted events');
          s = inferno.reduce(s, r.event, ctx);
          expectReachable(s);
          expect(inferno.describe(r.event, s).text.key).toBeTypeOf('string');
        }
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});

describe('Inferno events: well-formed payloads the state refuses change nothing', () => {
  const s = populated();
  const same = (type: string, payload: unknown, state = s) => expect(inferno.reduce(state, event(type, payload), ctx)).toBe(state);

  it('an id that does not exist', () => {
    same('inferno/supply', { id: 'u99', supply: 'out' });
    same('inferno/recover', { id: 'u99' });
    same('inferno/reduce', { id: 'u99', count: 2 });
    same('inferno/eliminate', { id: 'u99' });
    same('inferno/edit-unit', { id: 'u99', patch: { name: 'x' } });
  });

  it('10.3, 15.1: no recovery without a replacement point, nor twice in a phase', () => {
    const hurt = run(s, [event('inferno/reduce', { id: 'u1', count: 2 })]);
    expect(hurt.rp.it).toBe(0);
    same('inferno/recover', { id: 'u1' }, hurt);
    const paid = { ...hurt, rp: { ...hurt.rp, it: 2 } };
    const once = run(paid, [event('inferno/recover', { id: 'u1' })]);
    expect([once.units[0].efficiency, once.rp.it]).toEqual([1, 1]);
    same('inferno/recover', { id: 'u1' }, once);
  });

  it('12.3, 10.0: only artillery goes In Mov; artillery takes no efficiency marker; no more steps than printed', () => {
    same('inferno/in-mov', { id: 'u1', inMov: true });
    same('inferno/edit-unit', { id: 'u3', patch: { efficiency: 1 } });
    same('inferno/edit-unit', { id: 'u3', patch: { stepsLeft: 2 } });
  });

  it('15.1: a spend below zero RP changes nothing; the RP income counts once a phase', () => {
    same('inferno/rp', { side: 'ah', delta: -1 });
    const once = run(s, [event('inferno/rp-income', { side: 'ah', delta: 1 })]);
    expect(once.rp.ah).toBe(1);
    same('inferno/rp-income', { side: 'ah', delta: 1 }, once);
  });

  it("a reminder acknowledged is journaled with its card's title (15.2 included)", () => {
    expect(inferno.describe(event('inferno/ack', { procedure: 'defensive-ability' }), s).text).toMatchObject({
      key: 'inferno.j.ack',
      params: { what: { key: 'inferno.proc.ida' } },
    });
  });
});
