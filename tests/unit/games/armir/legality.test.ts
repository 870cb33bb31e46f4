// The rules own every action: each ARMIR event the rules limit (phase, side, unit, how often)
// is allowed where they allow it and refused, in words with its rule, where they do not — at a
// tap, at a replay and at an import alike.
import { describe, expect, it } from 'vitest';
import { parseGameFile } from '@/db/transfer';
import { makeChartAccess, replayLog } from '@/engine';
import type { GameEvent, GameModule, RulesContext } from '@/engine/types';
import { armir } from '@/games/armir';
import { currentPhase } from '@/games/armir/sequence';
import type { ArmirState } from '@/games/armir/state';
import { eventWord } from '../refusals';
import { apply, ctxWith, next, setUp } from './helpers';

const ctx = ctxWith();
const e = (type: string, payload?: unknown): GameEvent => ({ type, payload, at: 0 });
/** The rules' word on an event: null, or the refusal's rule and key. */
const word = eventWord(armir, ctx, 'armir.refuse.');
/** Turn 2 at `phase` (B1: the Axis keeps the initiative). */
function at(phase: string, base: ArmirState = apply(setUp(), [next])): ArmirState {
  let s = base;
  for (let i = 0; i < 40 && !(s.turn >= 2 && currentPhase(s) === phase); i++) s = apply(s, [next]);
  expect(currentPhase(s)).toBe(phase);
  return s;
}
const withRoster = (s: ArmirState) =>
  apply(s, [
    e('armir/roster-add', { entry: { name: 'Cosseria', side: 'axis', kind: 'hex', oos: true, dsg: false, used: false, italian: true } }),
    e('armir/roster-add', { entry: { name: 'XVIII Corpo', side: 'soviet', kind: 'hex', oos: true, dsg: false, used: false, armored: true } }),
  ]);

interface Case {
  rule: string;
  what: string;
  event: GameEvent;
  ok: () => ArmirState;
  no: () => ArmirState;
  why: string;
}
const cases: Case[] = [
  {
    rule: '17.2',
    what: 'no next phase after the end',
    event: e('core/next-phase'),
    ok: () => at('attrition'),
    no: () => ({ ...at('attrition'), stage: 'over' }),
    why: '17.2 gameOver',
  },
  { rule: '18', what: 'no phase before set-up', event: e('core/prev-phase'), ok: () => at('supply'), no: () => setUp(), why: '18 prevSetup' },
  {
    rule: '3',
    what: 'an earlier turn only with Undo',
    event: e('core/prev-phase'),
    ok: () => at('axis-movement'),
    no: () => at('initiative'),
    why: '3 prevTurn',
  },
  {
    rule: '4',
    what: 'the initiative in the initiative phase',
    event: e('armir/initiative', { side: 'soviet' }),
    ok: () => at('initiative'),
    no: () => at('axis-movement'),
    why: '4 onlyIn',
  },
  {
    rule: '4',
    what: 'the initiative decided once',
    event: e('armir/initiative', { side: 'soviet' }),
    ok: () => at('initiative'),
    no: () => apply(at('initiative'), [e('armir/initiative', { side: 'axis' })]),
    why: '4 oncePerPhase',
  },
  {
    rule: '9.1',
    what: 'the air roll in the initiative phase',
    event: e('armir/air-roll', { die: 2 }),
    ok: () => at('initiative'),
    no: () => at('supply'),
    why: '9.1 onlyIn',
  },
  {
    rule: '9.1',
    what: 'the air roll once',
    event: e('armir/air-roll', { die: 2 }),
    ok: () => at('initiative'),
    no: () => apply(at('initiative'), [e('armir/air-roll', { die: 5 })]),
    why: '9.1 oncePerPhase',
  },
  {
    rule: '9.2.1',
    what: 'the CAI roll only for a CAI on its U side',
    event: e('armir/cai-roll', { die: 5 }),
    ok: () => ({ ...at('initiative'), cai: 'used' }),
    no: () => at('initiative'),
    why: '9.2.1 caiNotUsed',
  },
  {
    rule: '9.2.1',
    what: 'the CAI roll once a turn',
    event: e('armir/cai-roll', { die: 5 }),
    ok: () => ({ ...at('initiative'), cai: 'used' }),
    no: () => ({ ...at('initiative'), cai: 'used', turnDone: ['cai-roll'] }),
    why: '9.2.1 oncePerTurn',
  },
  {
    rule: '16.3',
    what: 'the garrison roll in the Axis reinforcement phase',
    event: e('armir/tem-garrison-roll', { die: 1 }),
    ok: () => at('axis-reinforcements'),
    no: () => at('axis-movement'),
    why: '16.3 onlyIn',
  },
  {
    rule: '16.3.2',
    what: 'no garrison roll once the airports are taken',
    event: e('armir/tem-garrison-roll', { die: 1 }),
    ok: () => at('axis-reinforcements'),
    no: () => {
      const s = at('axis-reinforcements');
      return { ...s, tem: { ...s.tem, capturedOnTurn: 1 } };
    },
    why: '16.3.2 airportsTaken',
  },
  {
    rule: '15.2',
    what: 'the Gebirgs-Division once a turn',
    event: e('armir/gebirgs', { action: 'gain' }),
    ok: () => at('axis-reinforcements'),
    no: () => apply(at('axis-reinforcements'), [e('armir/gebirgs', { action: 'arrive', steps: 1 })]),
    why: '15.2 oncePerTurn',
  },
  {
    rule: '15.3.1',
    what: 'one German replacement a turn',
    event: e('armir/german-replacement', { unit: '294. ID' }),
    ok: () => at('axis-reinforcements'),
    no: () => apply(at('axis-reinforcements'), [e('armir/german-replacement', { unit: '62. ID' })]),
    why: '15.3.1 oncePerTurn',
  },
  {
    rule: '15.1',
    what: 'the XXIV Pz.Korps HQ enters once',
    event: e('armir/xxiv-enter', { julia: false }),
    ok: () => at('axis-reinforcements'),
    no: () => apply(at('axis-reinforcements'), [e('armir/xxiv-enter', { julia: true })]),
    why: '15.1 xxivIn',
  },
  {
    rule: '17.1.3',
    what: 'an HQ eliminated once while off the map',
    event: e('armir/hq-eliminated', { army: 'army1' }),
    ok: () => at('axis-combat'),
    no: () => apply(at('axis-combat'), [e('armir/hq-eliminated', { army: 'army1' })]),
    why: '17.1.3 hqOff',
  },
  {
    rule: '17.1.3',
    what: 'only an eliminated HQ returns',
    event: e('armir/hq-return', { army: 'army2' }),
    ok: () => apply(at('axis-combat'), [e('armir/hq-eliminated', { army: 'army2' })]),
    no: () => at('axis-combat'),
    why: '17.1.3 hqOn',
  },
  {
    rule: '17.1',
    what: 'the objectives chosen at set-up',
    event: e('armir/objectives-seal', { chosen: [1] }),
    ok: () => setUp(),
    no: () => at('initiative'),
    why: '17.1 objectivesSetup',
  },
  {
    rule: '16.3.1',
    what: 'the TeM combat in the Soviet combat phase',
    event: e('armir/tem-combat', { die: 4, column: '2:1', cell: '0/1', attackerLoss: 0, defenderLoss: 1 }),
    ok: () => at('soviet-combat'),
    no: () => at('axis-combat'),
    why: '16.3.1 onlyIn',
  },
  {
    rule: '16.3.1',
    what: 'the TeM combat once',
    event: e('armir/tem-combat', { die: 4, column: '2:1', cell: '0/0', attackerLoss: 0, defenderLoss: 0 }),
    ok: () => at('soviet-combat'),
    no: () => ({ ...at('soviet-combat'), phaseDone: ['tem-combat'] }),
    why: '16.3.1 oncePerPhase',
  },
  {
    rule: '16.1.1',
    what: 'the Čir roll only with Soviet units on the track',
    event: e('armir/cir-roll', { die: 3, mod: 0, total: 3, advance: true, losses: 1 }),
    ok: () =>
      apply(at('soviet-combat'), [e('armir/offmap-add', { track: 'cir', unit: { name: '14 Div', cp: 6, steps: 2, motorized: false, armored: false } })]),
    no: () => at('soviet-combat'),
    why: '16.1.1 cirEmpty',
  },
  {
    rule: '8.6',
    what: 'attrition in the attrition phase, once',
    event: e('armir/attrition', { axis: 0, soviet: 0, tem: 0 }),
    ok: () => at('attrition'),
    no: () => apply(at('attrition'), [e('armir/attrition', { axis: 0, soviet: 0, tem: 0 })]),
    why: '8.6 oncePerPhase',
  },
  {
    rule: '8.6',
    what: 'attrition not in the supply phase',
    event: e('armir/attrition', { axis: 0, soviet: 0, tem: 0 }),
    ok: () => at('attrition'),
    no: () => at('supply'),
    why: '8.6 onlyIn',
  },
  {
    rule: '16.3.3',
    what: 'the TeM box supply in the supply phase, once',
    event: e('armir/tem-supply', { die: null, armoredInSupply: false }),
    ok: () => at('supply'),
    no: () => ({ ...at('supply'), phaseDone: ['tem-supply'] }),
    why: '8.4.1 oncePerPhase',
  },
  {
    rule: '8.4',
    what: 'the armored corps roll at the supply check',
    event: e('armir/armored-supply', { entry: 'r2', label: 'XVIII Corpo', die: 2, inSupply: true }),
    ok: () => at('supply', withRoster(apply(setUp(), [next]))),
    no: () => at('soviet-combat', withRoster(apply(setUp(), [next]))),
    why: '8.4 onlyIn',
  },
  {
    rule: '8.4.1',
    what: 'the armored corps roll once for each hex',
    event: e('armir/armored-supply', { entry: 'r2', label: 'XVIII Corpo', die: 2, inSupply: true }),
    ok: () => at('supply', withRoster(apply(setUp(), [next]))),
    no: () =>
      apply(at('supply', withRoster(apply(setUp(), [next]))), [e('armir/armored-supply', { entry: 'r2', label: 'XVIII Corpo', die: 6, inSupply: false })]),
    why: '8.4.1 oncePerPhase',
  },
  {
    rule: '9.2',
    what: 'air supply to a hex in the register',
    event: e('armir/air-supply', { entry: 'r1', kind: 'german' }),
    ok: () => at('supply', withRoster(apply(setUp(), [next]))),
    no: () => at('supply'),
    why: '9.2 noEntry',
  },
  {
    rule: '9.2',
    what: 'two German hexes at most',
    event: e('armir/air-supply', { entry: 'r1', kind: 'german' }),
    ok: () => at('supply', withRoster(apply(setUp(), [next]))),
    no: () => ({ ...at('supply', withRoster(apply(setUp(), [next]))), airSupply: { german: 2, italian: 0 } }),
    why: '9.2 airSupplyTwo',
  },
  {
    rule: '9.2.1',
    what: 'the Italian hex only with the CAI available',
    event: e('armir/air-supply', { entry: 'r1', kind: 'italian' }),
    ok: () => at('supply', withRoster(apply(setUp(), [next]))),
    no: () => ({ ...at('supply', withRoster(apply(setUp(), [next]))), cai: 'used' }),
    why: '9.2.1 caiUsed',
  },
  {
    rule: '16.4.2',
    what: 'the airports PS once a turn',
    event: e('armir/ps', { delta: -1, reason: 'airports' }),
    ok: () => at('axis-reinforcements'),
    no: () => ({ ...at('axis-reinforcements'), turnDone: ['airports-ps'] }),
    why: '16.4.2 oncePerTurn',
  },
  {
    rule: '10.1.4',
    what: 'a PA spent only while the track holds one',
    event: e('armir/pa', { delta: -1, reason: 'artillery' }),
    ok: () => at('axis-combat'),
    no: () => ({ ...at('axis-combat'), pa: 0 }),
    why: '10.1.4 noPa',
  },
  {
    rule: '5.4',
    what: 'motorized movement paid from the PA left',
    event: e('armir/pa', { delta: -1, reason: 'motorized' }),
    ok: () => at('axis-motorized'),
    no: () => ({ ...at('axis-motorized'), pa: 0 }),
    why: '5.4 noPa',
  },
  {
    rule: '10.1.4',
    what: 'a combat spends no more PA than the track holds',
    event: e('armir/combat', {
      mode: 'combat',
      attacker: 'axis',
      column: '2:1',
      die: 3,
      total: 3,
      cell: '1/1',
      attackerLoss: 1,
      defenderLoss: 1,
      retreat: false,
      paSpent: 2,
    }),
    ok: () => at('axis-combat'),
    no: () => ({ ...at('axis-combat'), pa: 1 }),
    why: '10.1.4 noPa',
  },
  {
    rule: '10.2.1',
    what: "Soviet artillery fires no more than its army's pool",
    event: e('armir/bombard', {
      source: 'soviet-artillery',
      side: 'soviet',
      army: 'army1',
      points: 3,
      column: '3',
      die: 4,
      total: 4,
      result: '-',
      paSpent: 0,
      target: 'Cosseria',
    }),
    ok: () => at('bombardment-1'),
    no: () => {
      const s = at('bombardment-1');
      return { ...s, armies: { ...s.armies, army1: { ...s.armies.army1, points: 2 } } };
    },
    why: '10.2.1 pool',
  },
  {
    rule: '9.1.1',
    what: "the turn's air unit bombards once",
    event: e('armir/bombard', { source: 'air', side: 'axis', points: 0, column: '4', die: 4, total: 4, result: '-', paSpent: 0, target: 'Boguchar' }),
    ok: () => apply(at('initiative'), [e('armir/air-roll', { die: 1 })]),
    no: () => ({ ...apply(at('initiative'), [e('armir/air-roll', { die: 1 })]), airUnit: { owner: 'axis', value: 4, used: true } }),
    why: '9.1.1 airUsed',
  },
  {
    rule: '9.1',
    what: 'only the side whose air unit it is bombards with it',
    event: e('armir/bombard', { source: 'air', side: 'soviet', points: 0, column: '3', die: 4, total: 4, result: '-', paSpent: 0, target: 'Cosseria' }),
    ok: () => apply(at('initiative'), [e('armir/air-roll', { die: 6 })]),
    no: () => apply(at('initiative'), [e('armir/air-roll', { die: 1 })]),
    why: '9.1 noAir',
  },
  {
    rule: '1.5',
    what: 'control changes hands only to the other side',
    event: e('armir/control', { id: 'kazanskaja', controller: 'axis' }),
    ok: () => at('axis-movement'),
    no: () => apply(at('axis-movement'), [e('armir/control', { id: 'kazanskaja', controller: 'axis' })]),
    why: '1.5 alreadyHeld',
  },
  {
    rule: '18.3',
    what: 'the three places of the set-up stay on the list',
    event: e('armir/location-remove', { id: 'pavlovsk' }),
    ok: () => ({ ...setUp(), locations: [...setUp().locations.map((l) => (l.id === 'pavlovsk' ? { ...l, named: false } : l))] }),
    no: () => setUp(),
    why: '18.3 namedPlace',
  },
  {
    rule: '16.4.1',
    what: 'a place edited must be on the list',
    event: e('armir/location-edit', { id: 'l9', value: 2 }),
    ok: () => apply(setUp(), [e('armir/location-add', { name: 'Rossosh', value: 1, controller: 'axis' })].concat(Array.from({ length: 0 }))),
    no: () => setUp(),
    why: '16.4.1 noPlace',
  },
  {
    rule: '16.1',
    what: 'an off-map unit must be on its track',
    event: e('armir/offmap-step', { track: 'cir', id: 'u1', delta: -1 }),
    ok: () => apply(setUp(), [e('armir/offmap-add', { track: 'cir', unit: { name: '14 Div', cp: 6, steps: 2, motorized: false, armored: false } })]),
    no: () => setUp(),
    why: '16.1 noOffmap',
  },
];

describe('ARMIR: the rules allow or refuse each limited event', () => {
  it.each(cases.map((c) => [`${c.rule} ${c.what}`, c] as const))('%s', (_name, c) => {
    // The case's own "ok" state: the location-edit case names the place the add created.
    const okState = c.ok();
    const event = c.event.type === 'armir/location-edit' ? e('armir/location-edit', { id: okState.locations.at(-1)!.id, value: 2 }) : c.event;
    expect(word(okState, event)).toBeNull();
    expect(word(c.no(), c.event)).toBe(c.why);
  });

  it('a refused event never enters: the replay stops at it, says why with the rule, and the state is the one before it', () => {
    const s = at('axis-movement');
    const r = replayLog(armir, { seq: 0, state: s }, [e('armir/initiative', { side: 'soviet' })], ctx, undefined, { from: 0 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.failure.cause).toBe('rules');
    expect(r.failure.error).toMatchObject({
      key: 'engine.event.refusedRule',
      params: { rule: '4', why: { key: 'armir.refuse.onlyIn', params: { phase: { key: 'armir.phase.initiative.label' } } } },
    });
    expect(r.state).toBe(s);
  });

  it('an event that would change nothing is refused too (a roster entry marked as it already is)', () => {
    const s = withRoster(at('supply'));
    const r = replayLog(armir, { seq: 0, state: s }, [e('armir/roster-edit', { id: 'r1', patch: { oos: true } })], ctx, undefined, { from: 0 });
    expect(!r.ok && r.failure.error.key).toBe('engine.event.noEffect');
  });
});

describe('ARMIR: an imported game holding a forbidden event is refused in words', () => {
  const m = armir as unknown as GameModule;
  const ctxFor = (): RulesContext => ({ settings: Object.fromEntries(m.interpretations.map((i) => [i.id, i.default])), charts: makeChartAccess(m.charts, []) });
  const file = (events: GameEvent[], checkedFrom?: number) =>
    JSON.stringify({
      kind: 'aiutante-game',
      version: 1,
      game: { moduleId: 'armir', name: 'Sabato', setup: { scenario: 'campaign', options: {}, sideNames: {} }, createdAt: 1, updatedAt: 2 },
      events: events.map((x, i) => ({ ...x, at: i + 1 })),
      head: events.length,
      ...(checkedFrom === undefined ? {} : { checkedFrom }),
    });
  const setupEvents = [
    e('armir/army', { army: 'army1', range: 5, move: 3, artilleryStart: 3 }),
    e('armir/objectives-seal', { chosen: [2] }),
    e('core/next-phase'),
  ];

  it('16.2.1: checkedFrom 0 and a Depot roll with no Soviet entry — refused, naming the event, its place in the file and the rule', () => {
    const r = parseGameFile(file([...setupEvents, e('armir/kantemirovka', { die: 3 })], 0), (id) => (id === 'armir' ? m : undefined), ctxFor);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({
      key: 'stores.import.refusedEvent',
      params: {
        index: 4,
        type: 'armir/kantemirovka',
        why: { key: 'engine.event.refusedRule', params: { rule: '16.2.1', why: { key: 'armir.refuse.depotNotDue' } } },
      },
    });
  });

  it('the same game with the entry first imports', () => {
    const r = parseGameFile(
      file([...setupEvents, e('armir/kantemirovka-entered'), e('armir/kantemirovka', { die: 3 })], 0),
      (id) => (id === 'armir' ? m : undefined),
      ctxFor,
    );
    expect(r.ok).toBe(true);
  });

  it('a file from before the rules checked every action (no checkedFrom) imports as it was, the refusal counted', () => {
    const r = parseGameFile(file([...setupEvents, e('armir/kantemirovka', { die: 3 })]), (id) => (id === 'armir' ? m : undefined), ctxFor);
    expect(r.ok && r.game.waived).toBe(1);
  });
});
