// The rules own every action: each Inferno event the rules limit (phase, side, unit, how often)
// is allowed where they allow it and refused, in words with its rule, where they do not — at a
// tap, at a replay and at an import alike.
import { describe, expect, it } from 'vitest';
import { parseGameFile } from '@/db/transfer';
import { makeChartAccess, replayLog } from '@/engine';
import type { GameEvent, GameModule, RulesContext } from '@/engine/types';
import { inferno } from '@/games/inferno';
import type { InfernoState } from '@/games/inferno/state';
import { eventWord } from '../refusals';
import { ctxWith, ev as e, run, start, unit } from './helpers';

const ctx = ctxWith();
/** The rules' word on an event: null, or the refusal's rule and key. */
const word = eventWord(inferno, ctx, 'inferno.refuse.');
const opts = { replacements: true, defensiveAbility: true };
/** A game with the optional rules: u1 Italian brigade, u2 A-H regiment, u3 Italian artillery, at `turn`, `phaseIndex`. */
function game(turn: number, phaseIndex: number, options: Record<string, boolean> = opts): InfernoState {
  const s = run(start(options), [
    e('inferno/add-unit', unit({ name: 'Brig. Lambro', side: 'it' })),
    e('inferno/add-unit', unit({ name: 'IR 59', side: 'ah', corps: 'XX' })),
    e('inferno/add-unit', { name: 'Batteria', side: 'it', kind: 'artillery', full: { attack: 0, defence: 0, artillery: 2 }, steps: 1 }),
    e('inferno/objective-add', { name: 'Asiago', kind: 'town', holder: 'it', inStart: false }),
  ]);
  return { ...s, turn, phaseIndex };
}
// Phase indexes (3.1): A-H 0 supply, 1 reinforcements, 2 movement, 3 combat; Italian 4..7.
const combat = (attackerSide: 'ah' | 'it', attackers: string[], defenders: string[]) =>
  e('inferno/combat', {
    attackerSide,
    column: '1:1',
    faces: [3, 4, 2],
    trc: '-',
    attackers,
    defenders,
    eliminated: [],
    reductions: [],
    typedLosses: [],
    attackerReductions: 0,
    defenderReductions: 0,
  });
const withRp = (s: InfernoState, n: number): InfernoState => ({ ...s, rp: { ah: n, it: n } });
const marked = (s: InfernoState, id: string, patch: Record<string, unknown>): InfernoState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...patch } : u)),
});

interface Case {
  rule: string;
  what: string;
  event: GameEvent;
  ok: () => InfernoState;
  no: () => InfernoState;
  why: string;
}
const cases: Case[] = [
  {
    rule: '14.0',
    what: 'no phase after the end',
    event: e('core/next-phase'),
    ok: () => game(14, 7),
    no: () => ({ ...game(14, 7), over: true }),
    why: '14.0 gameOver',
  },
  {
    rule: '1.1',
    what: 'nothing before the A-H Combat Phase of turn 1',
    event: e('core/prev-phase'),
    ok: () => game(1, 4),
    no: () => game(1, 3),
    why: '1.1 firstPhase',
  },
  {
    rule: '15.1',
    what: 'the replacement point only with the optional rule',
    event: e('inferno/rp-income', { side: 'ah', delta: 1 }),
    ok: () => game(2, 1),
    no: () => game(2, 1, {}),
    why: '15.1 optionOff',
  },
  {
    rule: '15.1',
    what: "the replacement point in the side's own Reinforcement Phase",
    event: e('inferno/rp-income', { side: 'ah', delta: 1 }),
    ok: () => game(2, 1),
    no: () => game(2, 5),
    why: '15.1 onlyIn',
  },
  {
    rule: '15.1',
    what: 'the replacement point once',
    event: e('inferno/rp-income', { side: 'ah', delta: 1 }),
    ok: () => game(2, 1),
    no: () => run(game(2, 1), [e('inferno/rp-income', { side: 'ah', delta: 1 })]),
    why: '15.1 oncePerPhase',
  },
  {
    rule: '15.2',
    what: 'the defensive ability in the Italian Supply Phase',
    event: e('inferno/defensive-ability', { total: 15, success: true }),
    ok: () => game(5, 4),
    no: () => game(5, 0),
    why: '15.2 onlyIn',
  },
  {
    rule: '15.2',
    what: 'the defensive ability rolled until earned, not after',
    event: e('inferno/defensive-ability', { total: 15, success: true }),
    ok: () => game(5, 4),
    no: () => ({ ...game(5, 4), defensiveAbilityTurn: 4 }),
    why: '15.2 idaEarned',
  },
  {
    rule: '15.2',
    what: 'the defensive ability only with the optional rule',
    event: e('inferno/defensive-ability', { total: 15, success: true }),
    ok: () => game(5, 4),
    no: () => game(5, 4, {}),
    why: '15.2 optionOff',
  },
  {
    rule: '11.0',
    what: "a unit's supply in its owner's Supply Phase",
    event: e('inferno/supply', { id: 'u1', supply: 'out' }),
    ok: () => game(3, 4),
    no: () => game(3, 0),
    why: '11.0 onlyIn',
  },
  {
    rule: '11.0',
    what: 'the supply of a unit still in play',
    event: e('inferno/supply', { id: 'u1', supply: 'out' }),
    ok: () => game(3, 4),
    no: () => marked(game(3, 4), 'u1', { eliminated: true }),
    why: '11.0 eliminated',
  },
  {
    rule: '10.3',
    what: "recovery in the owner's Movement Phase",
    event: e('inferno/recover', { id: 'u1' }),
    ok: () => withRp(marked(game(3, 6), 'u1', { efficiency: 1 }), 1),
    no: () => withRp(marked(game(3, 2), 'u1', { efficiency: 1 }), 1),
    why: '10.3 onlyIn',
  },
  {
    rule: '10.3',
    what: 'recovery only with a marker to remove',
    event: e('inferno/recover', { id: 'u1' }),
    ok: () => withRp(marked(game(3, 6), 'u1', { efficiency: 1 }), 1),
    no: () => withRp(game(3, 6), 1),
    why: '10.3 recoverNothing',
  },
  {
    rule: '10.3.1',
    what: 'recovery only in supply',
    event: e('inferno/recover', { id: 'u1' }),
    ok: () => withRp(marked(game(3, 6), 'u1', { efficiency: 1 }), 1),
    no: () => withRp(marked(game(3, 6), 'u1', { efficiency: 1, supply: 'low' }), 1),
    why: '10.3.1 recoverSupply',
  },
  {
    rule: '10.3',
    what: 'recovery once a Movement Phase',
    event: e('inferno/recover', { id: 'u1' }),
    ok: () => withRp(marked(game(3, 6), 'u1', { efficiency: 2 }), 2),
    no: () => withRp(marked(game(3, 6), 'u1', { efficiency: 2, recoveredAt: '3:6' }), 2),
    why: '10.3 recoverTwice',
  },
  {
    rule: '10.3',
    what: 'only infantry recovers',
    event: e('inferno/recover', { id: 'u3' }),
    ok: () => withRp(marked(game(3, 6), 'u3', { kind: 'mountain', efficiency: 1 }), 1),
    no: () => withRp(marked(game(3, 6), 'u3', { efficiency: 1 }), 1),
    why: '10.3 recoverKind',
  },
  {
    rule: '15.1',
    what: 'recovery paid with a replacement point',
    event: e('inferno/recover', { id: 'u1' }),
    ok: () => withRp(marked(game(3, 6), 'u1', { efficiency: 1 }), 1),
    no: () => withRp(marked(game(3, 6), 'u1', { efficiency: 1 }), 0),
    why: '15.1 recoverRp',
  },
  {
    rule: '7.0',
    what: "a combat in the attacker's Combat Phase",
    event: combat('ah', ['u2'], ['u1']),
    ok: () => game(3, 3),
    no: () => game(3, 7),
    why: '7.0 onlyIn',
  },
  {
    rule: '7.0',
    what: 'no unit attacks twice in a Combat Phase',
    event: combat('ah', ['u2'], ['u1']),
    ok: () => game(3, 3),
    no: () => marked(game(3, 3), 'u2', { attackedAt: '3:3' }),
    why: '7.0 attackedTwice',
  },
  {
    rule: '7.0',
    what: 'no unit is attacked twice in a Combat Phase',
    event: combat('ah', ['u2'], ['u1']),
    ok: () => game(3, 3),
    no: () => marked(game(3, 3), 'u1', { defendedAt: '3:3' }),
    why: '7.0 defendedTwice',
  },
  {
    rule: '7.0',
    what: 'a combat of roster units still in play',
    event: combat('ah', ['u2'], ['u1']),
    ok: () => game(3, 3),
    no: () => marked(game(3, 3), 'u1', { eliminated: true }),
    why: '7.0 eliminated',
  },
  {
    rule: '2.5',
    what: 'no more steps than the counter prints',
    event: e('inferno/edit-unit', { id: 'u3', patch: { stepsLeft: 2 } }),
    ok: () => marked(game(3, 3), 'u3', { steps: 2 }),
    no: () => game(3, 3),
    why: '2.5 stepsPrinted',
  },
  {
    rule: '10.0',
    what: 'artillery takes no efficiency marker',
    event: e('inferno/reduce', { id: 'u3' }),
    ok: () => marked(game(3, 3), 'u3', { kind: 'infantry' }),
    no: () => game(3, 3),
    why: '10.0 artilleryEfficiency',
  },
  {
    rule: '10.2',
    what: 'an eliminated unit is not eliminated again',
    event: e('inferno/eliminate', { id: 'u1' }),
    ok: () => game(3, 3),
    no: () => marked(game(3, 3), 'u1', { eliminated: true }),
    why: '10.2 eliminated',
  },
  {
    rule: '12.3',
    what: 'only artillery shows In Mov',
    event: e('inferno/in-mov', { id: 'u3', inMov: true }),
    ok: () => game(3, 6),
    no: () => marked(game(3, 6), 'u3', { kind: 'infantry' }),
    why: '12.3 inMovArtillery',
  },
  {
    rule: '12.4',
    what: 'releasing a unit of the roster',
    event: e('inferno/release', { id: 'u1' }),
    ok: () => game(1, 3),
    no: () => marked(game(1, 3), 'u1', { eliminated: true }),
    why: '12.4 eliminated',
  },
  {
    rule: '14.0',
    what: 'an objective changes hands only to the other side',
    event: e('inferno/objective-holder', { id: 'o4', holder: 'ah' }),
    ok: () => game(3, 3),
    no: () => run(game(3, 3), [e('inferno/objective-holder', { id: 'o4', holder: 'ah' })]),
    why: '14.0 alreadyHeld',
  },
  {
    rule: '15.1',
    what: 'replacement points never below 0',
    event: e('inferno/rp', { side: 'it', delta: -1 }),
    ok: () => withRp(game(3, 3), 1),
    no: () => game(3, 3),
    why: '15.1 rpZero',
  },
];

describe('Inferno: the rules allow or refuse each limited event', () => {
  it.each(cases.map((c) => [`${c.rule} ${c.what}`, c] as const))('%s', (_name, c) => {
    expect(word(c.ok(), c.event)).toBeNull();
    expect(word(c.no(), c.event)).toBe(c.why);
  });

  it('11.0: a supply check typed in the wrong phase never enters — the replay stops at it, in words with the rule', () => {
    const s = game(3, 0);
    const r = replayLog(inferno, { seq: 0, state: s }, [e('inferno/supply', { id: 'u1', supply: 'out' })], ctx, undefined, { from: 0 });
    expect(!r.ok && r.failure.error).toMatchObject({
      key: 'engine.event.refusedRule',
      params: { rule: '11.0', why: { key: 'inferno.refuse.onlyIn', params: { phase: { key: 'inferno.phase.supply' }, side: { key: 'inferno.sides.it' } } } },
    });
    expect(r.state).toBe(s);
  });
});

describe('Inferno: an imported game holding a forbidden event is refused in words', () => {
  const m = inferno as unknown as GameModule;
  const ctxFor = (): RulesContext => ({ settings: Object.fromEntries(m.interpretations.map((i) => [i.id, i.default])), charts: makeChartAccess(m.charts, []) });
  const file = (events: GameEvent[]) =>
    JSON.stringify({
      kind: 'aiutante-game',
      version: 1,
      game: { moduleId: 'inferno', name: 'Strafexpedition', setup: { scenario: 'strafexpedition', options: {}, sideNames: {} }, createdAt: 1, updatedAt: 2 },
      events: events.map((x, i) => ({ ...x, at: i + 1 })),
      head: events.length,
      checkedFrom: 0,
    });

  it('7.0: checkedFrom 0 and a unit attacking twice in one Combat Phase — refused, naming the event and the rule', () => {
    const events = [
      e('inferno/add-unit', unit({ name: 'Brig. Lambro', side: 'it' })),
      e('inferno/add-unit', unit({ name: 'IR 59', side: 'ah' })),
      e('inferno/add-unit', unit({ name: 'IR 14', side: 'it' })),
      combat('ah', ['u2'], ['u1']),
      combat('ah', ['u2'], ['u3']),
    ];
    const r = parseGameFile(file(events), (id) => (id === 'inferno' ? m : undefined), ctxFor);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({
      key: 'stores.import.refusedEvent',
      params: {
        index: 5,
        type: 'inferno/combat',
        why: { key: 'engine.event.refusedRule', params: { rule: '7.0', why: { key: 'inferno.refuse.attackedTwice', params: { name: 'IR 59' } } } },
      },
    });
    // Without the second attack the file imports.
    expect(parseGameFile(file(events.slice(0, 4)), (id) => (id === 'inferno' ? m : undefined), ctxFor).ok).toBe(true);
  });
});
