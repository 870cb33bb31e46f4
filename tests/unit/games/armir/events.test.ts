// ARMIR's events through the door (check) and the reducer: every type has its schema, a real
// payload passes, a random, mistyped or truncated one is refused in words, and no payload the
// check accepts can put a game in a state its rules cannot reach.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameEvent } from '@/engine/types';
import { armir } from '@/games/armir';
import { armirBook } from '@/games/armir/events';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, next, setUp } from './helpers';
import { isEngineMessage, seedProperties } from '../../engine/helpers';
import { keyPaths, near, numbersIn, stringsIn, without, withValue, wrongTyped } from '../../support/event-arbitraries';

seedProperties();
const ctx = ctxWith();

/** One payload per event type, as the app builds it (procedures, calculators, panels). */
const FIXTURES: Record<string, unknown> = {
  'core/next-phase': undefined,
  'core/prev-phase': undefined,
  'core/roll': { spec: { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'engine.tray.title' } }, rolled: { faces: [4], source: 'app' } },
  'core/roll-void': {
    spec: { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'engine.tray.title' } },
    faces: [4],
    of: { key: 'calc:combat', question: 'roll' },
    why: 'takeBack',
  },
  'core/note': { text: 'Julia at Rossosh' },
  'core/start-at': { turn: '3', phase: 'axis-combat' },
  'core/start-done': { item: 'armies' },
  'armir/start-boxes': { pa: 16, ps: 3, cirBox: 2, garrison: 2, cai: 'available', depot: false, gebirgs: 4, axisVp: 0 },
  'armir/initiative': { side: 'soviet' },
  'armir/hq-face': { army: 'army1', face: 'move' },
  'armir/air-roll': { die: 2 },
  'armir/cai-roll': { die: 5 },
  'armir/tem-garrison-roll': { die: 1 },
  'armir/ack': { id: 'reinforcements' },
  'armir/gebirgs': { action: 'gain' },
  'armir/german-replacement': { unit: '385. ID' },
  'armir/xxiv-enter': { julia: true },
  'armir/hq-eliminated': { army: 'army2' },
  'armir/hq-return': { army: 'army2' },
  'armir/objectives-seal': { chosen: [2, 3] },
  'armir/objectives-reveal': {},
  'armir/army': { army: 'army1', range: 5, move: 3, artilleryStart: 3 },
  'armir/offmap-add': { track: 'cir', unit: { name: '5. Tank', cp: 12, steps: 2, motorized: true, armored: true } },
  'armir/offmap-remove': { track: 'cir', id: 'u1' },
  'armir/offmap-step': { track: 'tem', id: 'u2', delta: -1 },
  'armir/corps': { corps: 'CA', lostDelta: 1 },
  'armir/stronghold-lost': { corps: 'II' },
  'armir/armir-hq': { eliminated: true },
  'armir/roster-add': {
    entry: { name: 'Julia', side: 'axis', kind: 'unit', oos: false, dsg: false, used: false, german: false, italian: true, armored: false },
  },
  'armir/roster-edit': { id: 'r3', patch: { oos: true } },
  'armir/roster-remove': { id: 'r3' },
  'armir/location-add': { name: 'Rossosh', value: 2, controller: 'axis' },
  'armir/location-edit': { id: 'kazanskaja', value: 1 },
  'armir/location-remove': { id: 'l5' },
  'armir/control': { id: 'l5', controller: 'soviet' },
  'armir/ps': { delta: -1, reason: 'airports' },
  'armir/pa': { delta: -1, reason: 'motorized' },
  'armir/kantemirovka-entered': {},
  'armir/kantemirovka': { die: 4 },
  'armir/tem-supply': { die: 3, armoredInSupply: true },
  'armir/armored-supply': { entry: 'r4', label: '17th Tank', die: 2, inSupply: true },
  'armir/air-supply': { entry: 'r3', kind: 'german' },
  'armir/combat': {
    mode: 'combat',
    attacker: 'soviet',
    column: '3:1',
    die: 4,
    total: 5,
    cell: '1/2',
    attackerLoss: 1,
    defenderLoss: 2,
    retreat: false,
    paSpent: 1,
    defenderLabel: 'Julia',
    corpsLosses: { CA: 2 },
  },
  'armir/bombard': {
    source: 'soviet-artillery',
    side: 'soviet',
    army: 'army1',
    points: 2,
    column: '2',
    die: 5,
    total: 5,
    result: 'DSG',
    paSpent: 0,
    target: 'Julia',
    targetEntry: 'r3',
  },
  'armir/tem-combat': { die: 4, column: '2:1', cell: '0/1', attackerLoss: 0, defenderLoss: 1 },
  'armir/cir-roll': { die: 5, mod: 1, total: 6, advance: true, losses: 1 },
  'armir/attrition': { axis: 1, soviet: 2, tem: 1 },
};

/** Keys a payload may leave out (all the others are required). */
const OPTIONAL: Record<string, string[]> = {
  'armir/army': ['range', 'move', 'artilleryStart'],
  'armir/offmap-add': [],
  'armir/roster-add': ['entry.german', 'entry.italian', 'entry.armored'],
  'armir/roster-edit': ['patch.oos'],
  'armir/location-edit': ['value'],
  'armir/combat': ['defenderLabel', 'corpsLosses', 'corpsLosses.CA'],
  'armir/bombard': ['targetEntry'],
  'core/roll': [],
  'core/roll-void': ['of', 'outcome'],
};

const event = (type: string, payload: unknown): GameEvent => (payload === undefined ? { type, at: 1 } : { type, payload, at: 1 });

/** A game in play with something of everything: armies, off-map units, roster, places. */
function populated(): ArmirState {
  return apply(setUp(), [
    next,
    { type: 'armir/offmap-add', payload: { track: 'cir', unit: { name: 'Cir 1', cp: 10, steps: 2, motorized: false, armored: false } } },
    { type: 'armir/offmap-add', payload: { track: 'tem', unit: { name: 'TeM 1', cp: 8, steps: 2, motorized: true, armored: true } } },
    { type: 'armir/roster-add', payload: { entry: { name: 'Julia', side: 'axis', kind: 'unit', oos: true, dsg: false, used: false, german: true } } },
    { type: 'armir/roster-add', payload: { entry: { name: '17th Tank', side: 'soviet', kind: 'unit', oos: false, dsg: false, used: false, armored: true } } },
    { type: 'armir/location-add', payload: { name: 'Rossosh', value: 2, controller: 'axis' } },
  ]);
}

/** The tracks' bounds (16, 16.1, 16.3, 15.2, 9.2, 10.2, 12.2, 17.1.1). */
function expectReachable(s: ArmirState): void {
  for (const n of numbersIn(s)) expect(Number.isSafeInteger(n.value), `${n.path} = ${n.value}`).toBe(true);
  for (const x of [s.turn, s.phaseIndex, s.pa, s.ps, s.tem.garrison, s.cir.box, s.gebirgs.steps, s.axisVp, s.nextId]) expect(typeof x).toBe('number');
  expect(s.pa).toBeGreaterThanOrEqual(0);
  expect(s.ps).toBeGreaterThanOrEqual(0);
  expect(s.turn).toBeGreaterThanOrEqual(1);
  expect(s.turn).toBeLessThanOrEqual(s.turns);
  expect(s.tem.garrison).toBeGreaterThanOrEqual(0);
  expect(s.cir.box).toBeGreaterThanOrEqual(1);
  expect(s.cir.box).toBeLessThanOrEqual(3);
  expect(s.cir.pendingLosses).toBeGreaterThanOrEqual(0);
  expect(s.tem.pendingLosses).toBeGreaterThanOrEqual(0);
  expect(s.gebirgs.steps).toBeGreaterThanOrEqual(0);
  expect(s.gebirgs.steps).toBeLessThanOrEqual(4);
  expect(s.airSupply.german).toBeLessThanOrEqual(2);
  expect(s.airSupply.italian).toBeLessThanOrEqual(1);
  expect(s.axisVp).toBeLessThanOrEqual(s.turn * 3);
  for (const a of Object.values(s.armies)) expect(a.points).toBeGreaterThanOrEqual(0);
  for (const c of Object.values(s.corps)) expect(c.lost).toBeGreaterThanOrEqual(0);
  for (const u of [...s.cir.units, ...s.tem.units]) expect(u.steps).toBeGreaterThanOrEqual(1);
  const ids = [...s.roster.map((r) => r.id), ...s.cir.units.map((u) => u.id), ...s.tem.units.map((u) => u.id), ...s.locations.map((l) => l.id)];
  expect(new Set(ids).size).toBe(ids.length);
}

const TYPES = armirBook.types;
const POOL = [...new Set([...stringsIn(Object.values(FIXTURES)), 'u1', 'u2', 'r1', 'r2', 'l3', 'l4', 'nope', '', ' '])];
const accepted = (type: string, payload: unknown) => armir.check(event(type, payload)).ok;

describe('ARMIR events: one payload per type passes the door', () => {
  it('every event type the module accepts has its fixture here, and no more', () => {
    expect([...TYPES].sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  it.each(Object.keys(FIXTURES))('%s: the payload the app builds passes check, reduces and is described', (type) => {
    const r = armir.check(event(type, FIXTURES[type]));
    expect(r).toMatchObject({ ok: true, event: { type, at: 1 } });
    const s = populated();
    const after = armir.reduce(s, r.ok ? r.event : event(type, undefined), ctx);
    expectReachable(after);
    const line = armir.describe(event(type, FIXTURES[type]), s);
    expect(line.text.key).toMatch(/^(armir|engine)\.journal\./);
  });
});

describe('ARMIR events: bad payloads are refused in words, with nothing changed', () => {
  const refusedInWords = (type: string, payload: unknown) => {
    const r = armir.check(event(type, payload));
    expect(r.ok, JSON.stringify(payload)).toBe(false);
    if (!r.ok) {
      expect(isEngineMessage(r.error)).toBe(true);
      expect(r.error.key).toBe('engine.event.badPayload');
    }
    // and the reducer, given it anyway (an old log), changes nothing
    const s = populated();
    expect(armir.reduce(s, event(type, payload), ctx)).toBe(s);
  };

  it.each(Object.keys(FIXTURES).filter((t) => FIXTURES[t] !== undefined && keyPaths(FIXTURES[t]).length > 0))('%s: random payloads are refused', (type) => {
    const required = keyPaths(FIXTURES[type]).filter((k) => !k.includes('.') && !(OPTIONAL[type] ?? []).includes(k));
    const anything = fc.anything().filter((x) => !(typeof x === 'object' && x !== null && required.every((k) => k in x)));
    fc.assert(
      fc.property(anything, (p) => refusedInWords(type, p)),
      { numRuns: 60 },
    );
  });

  it.each(Object.keys(FIXTURES).filter((t) => keyPaths(FIXTURES[t]).length > 0))('%s: a key of the wrong type is refused', (type) => {
    const fixture = FIXTURES[type];
    const paths = keyPaths(fixture);
    const arb = fc.constantFrom(...paths).chain((path) => {
      const value = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], fixture);
      return wrongTyped(value).map((w) => withValue(fixture, path, w));
    });
    fc.assert(
      fc.property(arb, (p) => refusedInWords(type, p)),
      { numRuns: 60 },
    );
  });

  it.each(Object.keys(FIXTURES).filter((t) => keyPaths(FIXTURES[t]).length > 0))('%s: a payload with a required key taken away is refused', (type) => {
    const paths = keyPaths(FIXTURES[type]).filter((k) => !(OPTIONAL[type] ?? []).includes(k));
    for (const path of paths) refusedInWords(type, without(FIXTURES[type], path));
    for (const path of OPTIONAL[type] ?? []) expect(accepted(type, without(FIXTURES[type], path)), path).toBe(true);
  });

  it('an empty armir/combat payload (imported) is refused, and replayed it leaves PA a number', () => {
    const s = populated();
    const r = armir.check(event('armir/combat', {}));
    expect(r).toMatchObject({ ok: false, error: { key: 'engine.event.badPayload', params: { type: 'armir/combat' } } });
    const after = armir.reduce(s, event('armir/combat', {}), ctx);
    expect(after.pa).toBe(16);
    expect(after).toBe(s);
  });
});

describe('ARMIR events: no accepted payload reaches a state the rules cannot reach', () => {
  const valid = fc.constantFrom(...Object.keys(FIXTURES)).chain((type) =>
    near(FIXTURES[type], POOL)
      .filter((p) => accepted(type, p))
      .map((p) => event(type, p)),
  );

  it('any sequence of accepted events from a game in play keeps every track a whole number within its bounds', () => {
    fc.assert(
      fc.property(fc.array(valid, { minLength: 1, maxLength: 25 }), (events) => {
        let s = populated();
        for (const e of events) {
          const r = armir.check(e);
          if (!r.ok) throw new Error('the arbitrary only gives accepted events');
          s = armir.reduce(s, r.event, ctx);
          expectReachable(s);
          expect(armir.describe(r.event, s).text.key).toBeTypeOf('string');
        }
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});

describe('ARMIR events: well-formed payloads the state refuses change nothing', () => {
  const s = populated();
  const same = (type: string, payload: unknown, state = s) => expect(armir.reduce(state, event(type, payload), ctx)).toBe(state);

  it('an id that does not exist', () => {
    same('armir/offmap-step', { track: 'cir', id: 'u99', delta: -1 });
    same('armir/offmap-remove', { track: 'tem', id: 'u1' }); // u1 is on the Čir track
    same('armir/control', { id: 'nope', controller: 'axis' });
    same('armir/roster-edit', { id: 'r99', patch: { dsg: true } });
    same('armir/air-supply', { entry: 'r99', kind: 'german' });
    same('armir/armored-supply', { entry: 'r99', label: 'x', die: 3, inSupply: false });
  });

  it('16.4.1, 18.3: the three named places stay on the PS track', () => {
    same('armir/location-remove', { id: 'pavlovsk' });
  });

  it('9.2: no third German air supply in a turn, no Italian one without the CAI', () => {
    const two = apply(s, [
      { type: 'armir/air-supply', payload: { entry: 'r3', kind: 'german' } },
      { type: 'armir/air-supply', payload: { entry: 'r3', kind: 'german' } },
    ]);
    expect(two.airSupply.german).toBe(2);
    same('armir/air-supply', { entry: 'r3', kind: 'german' }, two);
    const used = { ...s, cai: 'used' as const };
    same('armir/air-supply', { entry: 'r3', kind: 'italian' }, used);
  });

  it('15.3, 16.4.4: a second German replacement in a turn gains no second PS', () => {
    const once = apply(s, [{ type: 'armir/german-replacement', payload: { unit: 'x' } }]);
    expect(once.ps).toBe(s.ps + 1);
    same('armir/german-replacement', { unit: 'y' }, once);
  });

  it('16.3, 16.1, 16.3.2: the once-a-turn and once-a-phase rolls count once', () => {
    const t = apply(s, [{ type: 'armir/tem-garrison-roll', payload: { die: 1 } }]);
    same('armir/tem-garrison-roll', { die: 1 }, t);
    const c = apply(s, [{ type: 'armir/cir-roll', payload: { die: 6, mod: 0, total: 6, advance: true, losses: 1 } }]);
    same('armir/cir-roll', { die: 6, mod: 0, total: 6, advance: true, losses: 1 }, c);
    const captured = apply(s, [{ type: 'armir/tem-combat', payload: { die: 6, column: '3:1', cell: '0/1', attackerLoss: 0, defenderLoss: 1 } }]);
    expect(captured.tem.capturedOnTurn).toBe(captured.turn);
    same('armir/tem-combat', { die: 6, column: '3:1', cell: '0/1', attackerLoss: 0, defenderLoss: 1 }, captured);
  });

  it('17.1.3: an HQ already off the map gives no second VP', () => {
    const gone = apply(s, [{ type: 'armir/hq-eliminated', payload: { army: 'army1' } }]);
    expect(gone.axisVp).toBe(1);
    same('armir/hq-eliminated', { army: 'army1' }, gone);
    same('armir/hq-return', { army: 'army2' }, gone);
  });

  it('A14, 10.1.4: PA spent beyond the track stops at 0', () => {
    const poor = { ...s, pa: 1 };
    expect(armir.reduce(poor, event('armir/combat', { ...(FIXTURES['armir/combat'] as object), paSpent: 3 }), ctx).pa).toBe(0);
  });

  it('a malformed check answer names the field that is wrong', () => {
    const r = armir.check(event('armir/cir-roll', { die: 7, mod: 0, total: 7, advance: true, losses: 1 }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(JSON.stringify(r.error.params?.detail)).toContain('"field":"die"');
  });
});
