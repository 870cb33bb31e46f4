// Issue 11, point 6: BITE's victory — the notes' worked examples (§7.6) named after their rules,
// each scenario's conditions as tables of cases (SBE1–SBE9), the national surrenders of the
// Victory Phase (7.11, 5.5, 36.0 with its exact odds, 37.0), the phase D cards, the events'
// strict schemas, and every message in both languages.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess, answersOf, noAnswers, walk } from '@/engine';
import type { GameEvent, RulesContext, Step, Text } from '@/engine/types';
import { bite } from '@/games/bite';
import {
  dueSurrenders,
  holderOf,
  italyThreshold,
  sbe3Result,
  sbe4Result,
  sbe5Result,
  sbe6Result,
  sbe7Result,
  scenarioVerdict,
  surrenderInScenario,
  surrenderSteps,
  victory,
  victoryOf,
  type City,
  type Holder,
} from '@/games/bite/victory';
import { italyCard, scenarioCard, surrenderCard } from '@/games/bite/victoryCards';
import { SEQUENCE } from '@/games/bite/calendar';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const withSettings = (settings: Record<string, string>): RulesContext => ({ ...ctx, settings });
const run = (s: BiteState, events: GameEvent[], c = ctx) => events.reduce((st, e) => biteBook.reduce(st, e, c), s);
const hold = (s: BiteState, cities: City[], holder: Holder = 'axis') =>
  run(
    s,
    cities.map((city) => ev('bite/objective', { city, holder })),
  );
/** The game at the Victory Phase (D) of turn n. */
function atD(scenario: string, turn: number, opts: Record<string, boolean> = {}): BiteState {
  let s = setupState(scenario, opts);
  s = { ...s, turn, phaseIndex: SEQUENCE.length - 1 };
  return s;
}
const words = (x: Text, lang: Record<string, unknown>): string => {
  if (x.key === 'engine.list.pair') return `${words(x.params?.head as Text, lang)}, ${words(x.params?.tail as Text, lang)}`;
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  return v.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
const result = (s: BiteState, c = ctx) => {
  const v = scenarioVerdict(s, c);
  return [v.winner ?? 'none', v.level];
};

describe("Victory in the scenarios (Manuale degli Scenari), the notes' worked examples §7.6", () => {
  it('SBE4 (TC-66): Axis VP — Moscow + Leningrad only = 5; 3; 7; 8; 19 → Soviet marginal; Soviet decisive; draw; Axis marginal; Axis decisive', () => {
    const s = atD('SBE4', 3);
    const both = hold(s, ['moscow', 'leningrad']);
    expect(result(both)).toEqual(['soviet', 'marginal']);
    expect(scenarioVerdict(both, ctx).steps.some((x) => x.key === 'bite.victory.sbe4.vp' && x.params?.vp === 5)).toBe(true);
    expect([3, 7, 8, 19].map((vp) => sbe4Result(vp))).toEqual([
      { winner: 'soviet', level: 'decisive' },
      { level: 'draw' },
      { winner: 'axis', level: 'marginal' },
      { winner: 'axis', level: 'decisive' },
    ]);
    // 2 other major cities + Moscow 3 + Leningrad 2 = 7: a draw.
    expect(result(run(both, [ev('bite/victory-count', { count: 'majorCities', value: 2 })]))).toEqual(['none', 'draw']);
    // AMB-37 read the other way (on top of the 1 of a major city): 3 + 4 = 7.
    expect(result(both, withSettings({ sbe4Vp: 'extra' }))).toEqual(['none', 'draw']);
  });
  it("SBE4: the table's edges, 0–3 / 4–6 / 7 / 8–18 / 19+", () => {
    const table = [0, 3, 4, 6, 7, 8, 18, 19, 30].map((vp) => {
      const r = sbe4Result(vp);
      return `${r.winner ?? '-'} ${r.level}`;
    });
    expect(table).toEqual([
      'soviet decisive',
      'soviet decisive',
      'soviet marginal',
      'soviet marginal',
      '- draw',
      'axis marginal',
      'axis marginal',
      'axis decisive',
      'axis decisive',
    ]);
  });
  it('SBE5 (TC-67): Axis VP 0 / 1 / 2 / 3 / 4 → Soviet decisive / draw / Axis marginal / Axis decisive / Axis decisive', () => {
    expect([0, 1, 2, 3, 4].map((vp) => sbe5Result(vp))).toEqual([
      { winner: 'soviet', level: 'decisive' },
      { level: 'draw' },
      { winner: 'axis', level: 'marginal' },
      { winner: 'axis', level: 'decisive' },
      { winner: 'axis', level: 'decisive' },
    ]);
    const cities: City[] = ['leningrad', 'moscow', 'stalingrad', 'baku'];
    const s = atD('SBE5', 6);
    expect([0, 1, 2, 3, 4].map((n) => result(hold(s, cities.slice(0, n))).join(' '))).toEqual([
      'soviet decisive',
      'none draw',
      'axis marginal',
      'axis decisive',
      'axis decisive',
    ]);
  });
  it('SBE3 (TC-68): Rostov, Kharkov, Sevastopol held by the Axis at the end of Nov 1941: 3 / 2 / 1 / 0 → Axis decisive / Axis marginal / draw / Soviet win', () => {
    expect([3, 2, 1, 0].map((n) => sbe3Result(n))).toEqual([
      { winner: 'axis', level: 'decisive' },
      { winner: 'axis', level: 'marginal' },
      { level: 'draw' },
      { winner: 'soviet', level: 'win' },
    ]);
    const s = atD('SBE3', 6);
    expect(result(hold(s, ['rostov', 'kharkov', 'sevastopol']))).toEqual(['axis', 'decisive']);
    // Taken, then retaken: "mantenute fino alla fine di novembre".
    expect(result(run(hold(s, ['rostov', 'kharkov']), [ev('bite/objective', { city: 'rostov', holder: 'soviet' })]))).toEqual(['none', 'draw']);
  });
  it('SBE6 (TC-69): the Axis holds 2 key cities / 1 / 0 → Axis decisive / Axis marginal / Soviet decisive', () => {
    expect([2, 1, 0, 4].map((n) => sbe6Result(n))).toEqual([
      { winner: 'axis', level: 'decisive' },
      { winner: 'axis', level: 'marginal' },
      { winner: 'soviet', level: 'decisive' },
      { winner: 'axis', level: 'decisive' },
    ]);
    expect(result(hold(atD('SBE6', 6), ['stalingrad']))).toEqual(['axis', 'marginal']);
  });
  it('SBE7 (TC-70): 8 Guards without a bridgehead; a bridgehead with fewer than 8; neither; both (AMB-38) → Axis; Soviet; draw; draw', () => {
    expect([sbe7Result(8, false), sbe7Result(7, true), sbe7Result(7, false), sbe7Result(8, true)]).toEqual([
      { winner: 'axis', level: 'win' },
      { winner: 'soviet', level: 'win' },
      { level: 'draw' },
      { level: 'draw' },
    ]);
    const s = run(atD('SBE7', 6), [
      ev('bite/victory-count', { count: 'guardsEliminated', value: 8 }),
      ev('bite/victory-flag', { flag: 'dneprBridgehead', value: true }),
    ]);
    expect(result(s)).toEqual(['none', 'draw']);
    expect(result(s, withSettings({ sbe7Both: 'soviet' }))).toEqual(['soviet', 'win']);
    expect(scenarioVerdict(s, ctx).steps.some((x) => x.key === 'bite.victory.sbe7.both')).toBe(true);
  });
  it('SBE8 (TC-71): Berlin + Peenemünde by Dec 1944; by Jun 1945; not both → Soviet decisive; Soviet marginal; draw', () => {
    const dec44 = hold(atD('SBE8', 7), ['berlin', 'peenemunde'], 'soviet');
    const v = scenarioVerdict(dec44, ctx);
    expect([v.winner, v.level, v.immediate]).toEqual(['soviet', 'decisive', true]);
    expect(result(hold(atD('SBE8', 10), ['berlin', 'peenemunde'], 'soviet'))).toEqual(['soviet', 'marginal']);
    expect(result(hold(atD('SBE8', 13), ['peenemunde'], 'soviet'))).toEqual(['none', 'draw']);
  });
  it('SBE8 with Berlin alone (AMB-42): Germany surrenders (7.11) and the SBE8 table grades it — a draw; or 7.11 as written, a Soviet victory by the month', () => {
    const s = hold(atD('SBE8', 5), ['berlin'], 'soviet');
    const v = scenarioVerdict(s, ctx);
    expect([v.winner, v.level, v.immediate, v.reason]).toEqual([undefined, 'draw', true, 'sbe8BerlinOnly']);
    expect(result(s, withSettings({ germanSurrender: 'immediate' }))).toEqual(['soviet', 'decisive']);
  });
  it('SBE9 (TC-72a): the Axis holds Moscow and Leningrad; a d6 of 1 wins, 2 does not', () => {
    const s = hold(atD('SBE9', 12), ['moscow', 'leningrad']);
    const card = scenarioCard(s, ctx);
    const w1 = walk(card.evaluate({}, ctx), answersOf({ rolls: { sbe9: { faces: [1], source: 'physical' } } }));
    expect(w1.resolution.events.map((e) => e.type)).toEqual(['bite/victory-roll', 'bite/victory-result']);
    const after = run(s, w1.resolution.events);
    expect([after.over, victoryOf(after).result?.winner, victoryOf(after).result?.reason]).toEqual([true, 'axis', 'sbe9Roll']);
    const w2 = walk(card.evaluate({}, ctx), answersOf({ rolls: { sbe9: { faces: [2], source: 'physical' } } }));
    expect(w2.resolution.events.map((e) => e.type)).toEqual(['bite/victory-roll']);
    expect(run(s, w2.resolution.events).over).toBe(false);
  });
  it("SBE9: the roll's exact odds before it — 1 in 6 with two cities, 2 in 6 with three", () => {
    const odds = (s: BiteState) => {
      const w = walk(scenarioCard(s, ctx).evaluate({}, ctx), noAnswers());
      const q = w.pending;
      if (!q || q.kind !== 'roll') throw new Error('no roll');
      return q.odds.map((o) => [o.id, `${o.p.num}/${o.p.den}`]);
    };
    expect(odds(hold(atD('SBE9', 12), ['moscow', 'leningrad']))).toEqual([
      ['win', '1/6'],
      ['none', '5/6'],
    ]);
    expect(odds(hold(atD('SBE9', 12), ['moscow', 'baku', 'leningrad']))).toEqual([
      ['win', '1/3'],
      ['none', '2/3'],
    ]);
  });
  it('SBE9 (TC-72b): the Axis holds Moscow, Baku and Leningrad; a d6 of 2 wins (2 − 1 = 1), 3 does not', () => {
    const s = hold(atD('SBE9', 12), ['moscow', 'baku', 'leningrad']);
    const roll = (f: number) =>
      walk(scenarioCard(s, ctx).evaluate({}, ctx), answersOf({ rolls: { sbe9: { faces: [f], source: 'physical' } } })).resolution.events.length;
    expect([roll(2), roll(3)]).toEqual([2, 1]);
  });
  it('SBE9 (TC-72c): the Axis holds all 4 — an immediate Axis victory, no roll', () => {
    const s = hold(atD('SBE9', 12), ['moscow', 'baku', 'leningrad', 'stalingrad']);
    const v = scenarioVerdict(s, ctx);
    expect([v.winner, v.level, v.immediate]).toEqual(['axis', 'win', true]);
    const w = walk(scenarioCard(s, ctx).evaluate({}, ctx), noAnswers());
    expect(w.pending).toBeUndefined();
    expect(w.resolution.events.map((e) => e.type)).toEqual(['bite/victory-result']);
  });
  it('SBE9 (TC-72d): the Axis holds Moscow and Baku only — no roll (it needs Leningrad or Stalingrad)', () => {
    const s = hold(atD('SBE9', 12), ['moscow', 'baku']);
    expect(walk(scenarioCard(s, ctx).evaluate({}, ctx), noAnswers()).pending).toBeUndefined();
    expect(scenarioVerdict(s, ctx).steps.some((x) => x.key === 'bite.victory.sbe9.noRoll')).toBe(true);
  });
  it('SBE9 (TC-72e): Berlin Soviet in Dec 1944; in Feb 1945 → Soviet decisive; Soviet marginal (immediate)', () => {
    // Turn 43 = December 1944, turn 45 = February 1945 (turn n = June 1941 + n − 1).
    const dec = scenarioVerdict(hold(atD('SBE9', 43), ['berlin'], 'soviet'), ctx);
    const feb = scenarioVerdict(hold(atD('SBE9', 45), ['berlin'], 'soviet'), ctx);
    expect([dec.winner, dec.level, dec.immediate, feb.winner, feb.level, feb.immediate]).toEqual(['soviet', 'decisive', true, 'soviet', 'marginal', true]);
  });
  it('SBE1 and SBE2: Leningrad taken or cut off, Moscow taken or encircled (AMB-39: confirmed by the players); otherwise a draw — no Soviet win', () => {
    expect(result(atD('SBE1', 4))).toEqual(['none', 'draw']);
    expect(result(hold(atD('SBE1', 4), ['leningrad']))).toEqual(['axis', 'win']);
    expect(result(run(atD('SBE1', 4), [ev('bite/victory-flag', { flag: 'leningradCut', value: true })]))).toEqual(['axis', 'win']);
    expect(result(atD('SBE2', 4))).toEqual(['none', 'draw']);
    expect(result(run(atD('SBE2', 4), [ev('bite/victory-flag', { flag: 'moscowEncircled', value: true })]))).toEqual(['axis', 'win']);
  });
});

describe('SBE2 (Verso Mosca): only what its area and its conditions hold', () => {
  const cardSteps = (st: BiteState) => bite.procedures(st, ctx).flatMap((p) => p.evaluate({}, ctx).derivation);
  it('SBE2: phase D checks Moscow and Berlin (7.11), never a Finnish, Romanian, Hungarian or Slovak capital nor Vyborg (5.5); SBE3 still checks them', () => {
    const sbe2 = cardSteps(atD('SBE2', 2, { advanced: true }));
    const named = JSON.stringify(sbe2);
    for (const city of ['helsinki', 'bucharest', 'budapest', 'bratislava', 'vyborg']) expect(named, city).not.toContain(city);
    expect(sbe2.some((x) => x.key === 'bite.reminder.finland')).toBe(false);
    expect(named).toContain('berlin');
    expect(named).toContain('moscow');
    expect(surrenderInScenario(atD('SBE2', 2), 'finland')).toBe(false);
    // Unless the players typed Finnish blocks into the game.
    const finns = run(atD('SBE2', 2), [
      ev('bite/block-add', {
        block: {
          name: 'IV AK',
          nation: 'finland',
          cls: 'infantry',
          maxSp: 3,
          sp: 3,
          colours: ['black', 'white', 'white'],
          shield: false,
          mountain: false,
          ski: false,
          zeroBase: false,
          supplied: true,
        },
      }),
    ]);
    expect(surrenderInScenario(finns, 'finland')).toBe(true);
    const sbe3 = cardSteps(atD('SBE3', 2, { advanced: true }));
    expect(JSON.stringify(sbe3)).toContain('bucharest');
    expect(sbe3.some((x) => x.key === 'bite.reminder.finland')).toBe(true);
  });
  it("SBE2: Germany's production card names no aid card — without allies there is none (5.2); SBE3's does", () => {
    const production = (scenario: string) => {
      let st = setupState(scenario, { advanced: true });
      st = { ...st, turn: 2, phaseIndex: SEQUENCE.findIndex((p) => p.kind === 'production' && p.side === 'axis') };
      return bite.procedures(st, ctx);
    };
    const sbe2 = production('SBE2');
    expect(sbe2.some((p) => p.id === 'bite.aid')).toBe(false);
    expect(
      sbe2
        .find((p) => p.id === 'bite.income.germany')
        ?.evaluate({}, ctx)
        .derivation.some((x) => x.key === 'bite.aidCard.where'),
    ).toBe(false);
    const sbe3 = production('SBE3');
    expect(sbe3.some((p) => p.id === 'bite.aid')).toBe(true);
    expect(
      sbe3
        .find((p) => p.id === 'bite.income.germany')
        ?.evaluate({}, ctx)
        .derivation.some((x) => x.key === 'bite.aidCard.where'),
    ).toBe(true);
  });
});

/**
 * Each scenario's conditions as one table of cases (Manuale degli Scenari), read at the Victory
 * Phase of the month named: what the Axis (or the Soviets) hold, the players' confirmed facts and
 * counts → who wins, how, and whether it ends the game there and then.
 */
interface Case {
  turn: number;
  axis?: City[];
  soviet?: City[];
  flags?: ('leningradCut' | 'moscowEncircled' | 'dneprBridgehead')[];
  counts?: Partial<Record<'majorCities' | 'guardsEliminated', number>>;
  want: string;
}
const SCENARIO_CASES: Record<string, Case[]> = {
  // SBE1: Leningrad taken or cut off from Siberia → the Axis wins; otherwise a draw (no Soviet win).
  SBE1: [
    { turn: 4, want: 'none draw' },
    { turn: 4, axis: ['leningrad'], want: 'axis win' },
    { turn: 4, flags: ['leningradCut'], want: 'axis win' },
    { turn: 4, axis: ['moscow'], want: 'none draw' },
  ],
  // SBE2: Moscow taken or completely encircled by the end → the Axis wins; otherwise a draw.
  SBE2: [
    { turn: 4, want: 'none draw' },
    { turn: 4, axis: ['moscow'], want: 'axis win' },
    { turn: 4, flags: ['moscowEncircled'], want: 'axis win' },
    { turn: 4, axis: ['leningrad'], flags: ['leningradCut'], want: 'none draw' },
  ],
  // SBE3: Rostov, Kharkov, Sevastopol held at the end of November 1941: 3 decisive, 2 marginal, 1 draw; all 3 Soviet → Soviet win.
  SBE3: [
    { turn: 6, axis: ['rostov', 'kharkov', 'sevastopol'], want: 'axis decisive' },
    { turn: 6, axis: ['rostov', 'sevastopol'], want: 'axis marginal' },
    { turn: 6, axis: ['kharkov'], want: 'none draw' },
    { turn: 6, want: 'soviet win' },
    { turn: 6, axis: ['moscow', 'leningrad'], want: 'soviet win' },
  ],
  // SBE4: end of August 1941, Axis VP — each Soviet major city 1, Leningrad 2, Moscow 3 (AMB-37).
  SBE4: [
    { turn: 3, want: 'soviet decisive' },
    { turn: 3, counts: { majorCities: 4 }, want: 'soviet marginal' },
    { turn: 3, axis: ['moscow'], counts: { majorCities: 4 }, want: 'none draw' },
    { turn: 3, axis: ['moscow', 'leningrad'], counts: { majorCities: 3 }, want: 'axis marginal' },
    { turn: 3, axis: ['moscow', 'leningrad'], counts: { majorCities: 14 }, want: 'axis decisive' },
  ],
  // SBE5: end of November 1941, Leningrad, Moscow, Stalingrad, Baku 1 VP each: 0 Soviet decisive, 1 draw, 2 Axis marginal, 3+ Axis decisive.
  SBE5: [
    { turn: 6, want: 'soviet decisive' },
    { turn: 6, axis: ['baku'], want: 'none draw' },
    { turn: 6, axis: ['leningrad', 'stalingrad'], want: 'axis marginal' },
    { turn: 6, axis: ['leningrad', 'moscow', 'baku'], want: 'axis decisive' },
    { turn: 3, soviet: ['berlin'], want: 'soviet win immediate' },
  ],
  // SBE6: Moscow, Leningrad, Baku, Stalingrad: 2 held → Axis decisive, 1 → Axis marginal, none → Soviet decisive.
  SBE6: [
    { turn: 6, want: 'soviet decisive' },
    { turn: 6, axis: ['baku'], want: 'axis marginal' },
    { turn: 6, axis: ['moscow', 'stalingrad'], want: 'axis decisive' },
    { turn: 6, axis: ['rostov'], want: 'soviet decisive' },
  ],
  // SBE7: 8 Guards destroyed → Axis; a bridgehead over the Dnepr → Soviet; anything else (and both, AMB-38) a draw.
  SBE7: [
    { turn: 6, want: 'none draw' },
    { turn: 6, counts: { guardsEliminated: 8 }, want: 'axis win' },
    { turn: 6, counts: { guardsEliminated: 7 }, want: 'none draw' },
    { turn: 6, flags: ['dneprBridgehead'], want: 'soviet win' },
    { turn: 6, counts: { guardsEliminated: 9 }, flags: ['dneprBridgehead'], want: 'none draw' },
  ],
  // SBE8: Berlin and Peenemünde before the end of 1944 → Soviet decisive; before the end of June 1945 → marginal; else a draw.
  SBE8: [
    { turn: 7, soviet: ['berlin', 'peenemunde'], want: 'soviet decisive immediate' },
    { turn: 8, soviet: ['berlin', 'peenemunde'], want: 'soviet marginal immediate' },
    { turn: 13, soviet: ['berlin', 'peenemunde'], want: 'soviet marginal immediate' },
    { turn: 13, soviet: ['peenemunde'], want: 'none draw' },
    { turn: 13, want: 'none draw' },
  ],
  // SBE9: all 4 cities → Axis at once; Berlin Soviet before January 1945 → decisive, January–June 1945 → marginal; else a draw (the roll aside).
  SBE9: [
    { turn: 12, axis: ['moscow', 'baku', 'leningrad', 'stalingrad'], want: 'axis win immediate' },
    { turn: 43, soviet: ['berlin'], want: 'soviet decisive immediate' },
    { turn: 44, soviet: ['berlin'], want: 'soviet marginal immediate' },
    { turn: 49, soviet: ['berlin'], want: 'soviet marginal immediate' },
    { turn: 49, want: 'none draw' },
    { turn: 12, axis: ['moscow', 'baku'], want: 'none draw' },
  ],
};

describe("Victory: each scenario's conditions as a table of cases (SBE1–SBE9)", () => {
  for (const [scenario, cases] of Object.entries(SCENARIO_CASES)) {
    it(`${scenario}: ${cases.map((c) => c.want).join(' / ')}`, () => {
      const got = cases.map((c) => {
        let s = atD(scenario, c.turn);
        s = hold(s, c.axis ?? []);
        s = hold(s, c.soviet ?? [], 'soviet');
        s = run(
          s,
          (c.flags ?? []).map((flag) => ev('bite/victory-flag', { flag, value: true })),
        );
        s = run(
          s,
          Object.entries(c.counts ?? {}).map(([count, value]) =>
            ev('bite/victory-count', { count: count as 'majorCities' | 'guardsEliminated', value: value ?? 0 }),
          ),
        );
        const v = scenarioVerdict(s, ctx);
        return `${v.winner ?? 'none'} ${v.level}${v.immediate ? ' immediate' : ''}`;
      });
      expect(got).toEqual(cases.map((c) => c.want));
    });
  }
});

describe('National surrenders (7.11, 5.5, 36.0, 37.0)', () => {
  const axisBlock = (nation: Block['nation'], name: string): Omit<Block, 'id' | 'eliminated'> => ({
    name,
    nation,
    cls: 'infantry',
    maxSp: 4,
    sp: 4,
    colours: ['black', 'black', 'white', 'white'],
    shield: false,
    mountain: false,
    ski: false,
    zeroBase: false,
    supplied: true,
  });
  it('5.5 (TC-73): Vyborg Soviet with 4 Finnish ground units eliminated — Finland surrenders; with 3 — no', () => {
    const s = run(atD('SBE9', 3), [ev('bite/victory-count', { count: 'finnsEliminated', value: 3 })]);
    expect(dueSurrenders(s).map((x) => x.power)).toEqual([]);
    const four = run(s, [ev('bite/victory-count', { count: 'finnsEliminated', value: 4 })]);
    expect(dueSurrenders(four).map((x) => [x.power, x.rule])).toEqual([['finland', '5.5']]);
    // Vyborg retaken by the Finns: no surrender.
    expect(dueSurrenders(run(four, [ev('bite/objective', { city: 'vyborg', holder: 'axis' })]))).toEqual([]);
  });
  it('5.5: in the 1942–1944 scenarios Vyborg starts Finnish (a reading of the printed set-up), so 4 Finns lost alone do not make Finland surrender; taken by the Soviets, they do', () => {
    for (const sc of ['SBE6', 'SBE7', 'SBE8'] as const) {
      const four = run(atD(sc, 3), [ev('bite/victory-count', { count: 'finnsEliminated', value: 4 })]);
      expect(holderOf(four, 'vyborg'), sc).toBe('axis');
      expect(
        dueSurrenders(four).filter((x) => x.power === 'finland'),
        sc,
      ).toEqual([]);
      expect(
        dueSurrenders(run(four, [ev('bite/objective', { city: 'vyborg', holder: 'soviet' })])).map((x) => x.power),
        sc,
      ).toContain('finland');
    }
    for (const sc of ['SBE1', 'SBE5', 'SBE9'] as const) expect(holderOf(atD(sc, 1), 'vyborg'), sc).toBe('soviet');
  });
  it("SBE8: Berlin and Peenemünde Soviet in August 1944 — the view says the game ends at this month's Victory Phase, not at the scenario's end", () => {
    const s = hold(atD('SBE8', 3), ['berlin', 'peenemunde'], 'soviet');
    const v = victory(s, ctx);
    expect(v.headline.key).toBe('bite.victory.headline.immediateNext');
    expect(words(v.headline, it_)).toBe('Vittoria decisiva sovietica (Berlino e Peenemünde, SBE8): la partita finisce nella fase D di agosto 1944.');
  });
  it('7.11: SBE8 starts in June 1944 with Italy out of the war since September 1943, so no Italian surrender is asked for; SBE7 asks for it in September 1943', () => {
    const s = atD('SBE8', 1);
    expect(victoryOf(s).surrendered.italy).toEqual({ year: 1943, month: 9, turn: 0, rule: '7.11' });
    expect(dueSurrenders(s).map((x) => x.power)).not.toContain('italy');
    expect(dueSurrenders(atD('SBE7', 4)).map((x) => x.power)).toContain('italy');
  });
  it('7.11 (TC-74): Bucharest enemy-held — Romania surrenders, all Romanian units removed; Berlin enemy-held — every Axis power surrenders and the Soviets win at once', () => {
    let s = run(atD('SBE9', 20, { ro37: true }), [
      ev('bite/block-add', { block: axisBlock('romania', '3. Armata') }),
      ev('bite/block-add', { block: axisBlock('germany', '6. Armee') }),
    ]);
    s = hold(s, ['bucharest'], 'soviet');
    expect(dueSurrenders(s).map((x) => x.power)).toEqual(['romania']);
    const w = walk(surrenderCard(s).evaluate({}, ctx), noAnswers());
    s = run(s, w.resolution.events);
    expect([victoryOf(s).surrendered.romania?.rule, s.blocks.map((b) => b.eliminated)]).toEqual(['7.11', [true, false]]);
    // Permanent: Bucharest retaken changes nothing.
    s = hold(s, ['bucharest'], 'axis');
    expect(victoryOf(s).surrendered.romania).toBeDefined();
    s = hold(s, ['berlin'], 'soviet');
    expect(dueSurrenders(s).map((x) => x.power)).toEqual(['germany', 'finland', 'hungary', 'slovakia', 'italy', 'persia']);
    s = run(s, walk(surrenderCard(s).evaluate({}, ctx), noAnswers()).resolution.events);
    expect(s.blocks.every((b) => b.eliminated)).toBe(true);
    const v = scenarioVerdict(s, ctx);
    expect([v.winner, v.immediate]).toEqual(['soviet', true]);
  });
  it("7.11: in a short scenario, too, Germany's surrender is an immediate Soviet victory", () => {
    const v = scenarioVerdict(hold(atD('SBE5', 3), ['berlin'], 'soviet'), ctx);
    expect([v.winner, v.level, v.immediate, v.reason]).toEqual(['soviet', 'win', true, 'germanSurrender']);
  });
  it('7.11: in the basic game Italy surrenders at the end of September 1943 (not with 36.0)', () => {
    // SBE9 turn 28 = September 1943, turn 27 = August 1943.
    expect(dueSurrenders(atD('SBE9', 27)).map((x) => x.power)).toEqual([]);
    expect(dueSurrenders(atD('SBE9', 28)).map((x) => [x.power, x.rule])).toEqual([['italy', '7.11']]);
    expect(dueSurrenders(atD('SBE9', 28, { ro36: true }))).toEqual([]);
  });
  it('36.0: the roll from July 1943 — Italy surrenders on 1 in July, 2 or less in August, 4 or less in September, 5 or less from October', () => {
    expect(
      [
        [1943, 6],
        [1943, 7],
        [1943, 8],
        [1943, 9],
        [1943, 10],
        [1945, 3],
      ].map(([year, month]) => italyThreshold({ year, month })),
    ).toEqual([0, 1, 2, 4, 5, 5]);
  });
  it('36.0: the card at the start of the turn gives the exact odds, and a die in range surrenders Italy and removes its units', () => {
    let s = setupState('SBE9', { ro36: true });
    s = { ...s, turn: 28, phaseIndex: 0 }; // September 1943, phase A
    s = run(s, [ev('bite/block-add', { block: axisBlock('italy', '8ª Armata') })]);
    const card = italyCard(s);
    if (!card) throw new Error('no card');
    const w = walk(card.evaluate({}, ctx), noAnswers());
    const q = w.pending;
    if (!q || q.kind !== 'roll') throw new Error('no roll');
    expect(q.odds.map((o) => [o.id, `${o.p.num}/${o.p.den}`])).toEqual([
      ['falls', '2/3'],
      ['holds', '1/3'],
    ]);
    const held = run(s, walk(card.evaluate({}, ctx), answersOf({ rolls: { italy: { faces: [5], source: 'physical' } } })).resolution.events);
    expect([victoryOf(held).surrendered.italy, italyCard(held)]).toEqual([undefined, null]);
    const fell = run(s, walk(card.evaluate({}, ctx), answersOf({ rolls: { italy: { faces: [4], source: 'physical' } } })).resolution.events);
    expect([victoryOf(fell).surrendered.italy?.rule, fell.blocks[0].eliminated]).toEqual(['36.0', true]);
    // Not before July 1943, not without 36.0.
    expect(italyCard({ ...s, turn: 25 })).toBeNull();
    expect(italyCard({ ...setupState('SBE9', {}), turn: 28 })).toBeNull();
    expect(bite.procedures(s, ctx).some((p) => p.id === 'bite.victory.italy')).toBe(true);
  });
  it('37.0: Tehran occupied, Persia surrenders, and the Persian Corridor opens nine months later', () => {
    const s = run(atD('SBE9', 3, { ro37: true }), [ev('bite/nation-surrender', { power: 'persia', rule: '37.0' })]);
    const corridor = surrenderSteps(s).find((x) => x.key === 'bite.victory.check.corridor');
    expect(words(corridor as Text, en_)).toBe('Persia has surrendered: the USSR keeps a unit in Tehran; the Persian Corridor opens in May 1942.');
  });
});

describe('The Victory Phase in play, and the victory view', () => {
  it("phase D shows the surrenders' card and the scenario's card; an immediate win ends the game with who won and why", () => {
    let s = hold(atD('SBE9', 43), ['berlin'], 'soviet');
    const ids = bite.procedures(s, ctx).map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual(['bite.victory.surrenders', 'bite.victory.scenario']);
    for (const p of bite.procedures(s, ctx).slice(0, 2)) s = run(s, walk(p.evaluate({}, ctx), noAnswers()).resolution.events);
    expect(s.over).toBe(true);
    const v = victory(s, ctx);
    expect([v.final, v.winner]).toEqual([true, 'soviet']);
    expect(words(v.headline, en_)).toBe('Soviet decisive victory in December 1944: Berlin taken, SBE9.');
    expect(words(v.headline, it_)).toBe('Vittoria decisiva sovietica in dicembre 1944: Berlino conquistata, SBE9.');
  });
  it('the end of SBE5: the standing before, the final verdict after the last Victory Phase, rule by rule', () => {
    let s = hold(atD('SBE5', 6), ['leningrad', 'moscow']);
    const before = victory(s, ctx);
    expect([before.final, before.winner]).toEqual([false, 'axis']);
    expect(words(before.headline, en_)).toBe(
      'If the scenario ended now: Axis marginal victory (the Axis VP, SBE5); the verdict comes at the end of November 1941.',
    );
    s = run(s, [{ type: 'core/next-phase', at: 0 }]);
    const after = victory(s, ctx);
    expect([s.over, after.final, after.winner]).toEqual([true, true, 'axis']);
    expect(words(after.headline, it_)).toBe("Vittoria marginale dell'Asse: i VP dell'Asse, SBE5.");
    expect(after.derivation.filter((x) => x.tone === 'result').map((x) => x.rule)).toEqual(['SBE5']);
  });
  it('an old game without the victory ledger reads as the start: every city with its first holder', () => {
    const s = { ...atD('SBE5', 6) };
    delete s.victory;
    expect(result(s)).toEqual(['soviet', 'decisive']);
  });
  it("the events' strict schemas refuse what does not belong, and a well-formed event that cannot apply changes nothing", () => {
    const bad = [
      { type: 'bite/objective', payload: { city: 'paris', holder: 'axis' } },
      { type: 'bite/objective', payload: { city: 'moscow', holder: 'italy' } },
      { type: 'bite/victory-count', payload: { count: 'guardsEliminated', value: -1 } },
      { type: 'bite/victory-count', payload: { count: 'guardsEliminated', value: 2.5 } },
      { type: 'bite/victory-flag', payload: { flag: 'leningradCut', value: 'yes' } },
      { type: 'bite/nation-surrender', payload: { power: 'ussr', rule: '7.11' } },
      { type: 'bite/italy-roll', payload: { year: 1943, month: 9, face: 7 } },
      { type: 'bite/victory-result', payload: { level: 'crushing', reason: 'sbe9All' } },
      { type: 'bite/victory-result', payload: { level: 'win', reason: 'sbe9All', extra: 1 } },
    ];
    for (const e of bad) expect(biteBook.check({ ...e, at: 1 }).ok, JSON.stringify(e)).toBe(false);
    const s = run(atD('SBE9', 28, { ro36: true }), [ev('bite/italy-roll', { year: 1943, month: 9, face: 6 })]);
    expect(run(s, [ev('bite/italy-roll', { year: 1943, month: 9, face: 1 })])).toStrictEqual(s);
  });
  it('every message the victory rules show exists in Italian and English with the same placeholders, and every journal line reads in words', () => {
    const states: BiteState[] = [];
    for (const sc of ['SBE1', 'SBE2', 'SBE3', 'SBE4', 'SBE5', 'SBE6', 'SBE7', 'SBE8', 'SBE9']) {
      const base = atD(sc, sc === 'SBE9' ? 28 : 3, { ro36: true, ro37: true });
      states.push(
        base,
        hold(base, ['leningrad', 'moscow', 'baku']),
        hold(hold(base, ['berlin'], 'soviet'), ['stalingrad']),
        run(base, [
          ev('bite/victory-count', { count: 'guardsEliminated', value: 9 }),
          ev('bite/victory-flag', { flag: 'dneprBridgehead', value: true }),
          ev('bite/victory-count', { count: 'finnsEliminated', value: 5 }),
        ]),
      );
    }
    const steps: (Step | Text)[] = [];
    for (const s of states) {
      const v = victory(s, ctx);
      steps.push(v.headline, ...v.derivation);
      for (const p of bite.procedures(s, ctx)) {
        steps.push(p.title);
        const w = walk(p.evaluate({}, ctx), answersOf({ rolls: { sbe9: { faces: [1], source: 'physical' }, italy: { faces: [1], source: 'physical' } } }));
        steps.push(...w.resolution.derivation);
        for (const e of w.resolution.events) steps.push(bite.describe(e, s).text);
      }
    }
    for (const e of [
      ev('bite/objective', { city: 'kharkov', holder: 'axis' }),
      ev('bite/victory-flag', { flag: 'moscowEncircled', value: false }),
      ev('bite/victory-count', { count: 'majorCities', value: 4 }),
      ev('bite/nation-surrender', { power: 'persia', rule: '37.0' }),
      ev('bite/italy-roll', { year: 1943, month: 7, face: 3 }),
      ev('bite/victory-roll', { year: 1942, month: 1, face: 2 }),
    ]) {
      steps.push(bite.describe({ ...e, at: 0 }, states[0]).text);
    }
    for (const x of steps) {
      for (const lang of [it_, en_]) expect(words(x, lang), x.key).not.toMatch(/MISSING|\{\w+\}/);
    }
  });
});
