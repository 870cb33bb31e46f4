// BITE's victory (src/games/bite/victory.ts), read as the players read the Victory Phase (7.11):
// each surrender check line by line with its rule and tone — the capitals, Finland (5.5), Italy by
// the date or by the roll (7.11, 36.0), Persia (37.0), those already surrendered —, what each check
// finds due, and each scenario's conditions (Manuale degli Scenari, SBE1–SBE9) as the verdict's
// lines, word for word, with the headline the view shows.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import { ev } from '@/games/bite/events';
import { setupState, type BiteState } from '@/games/bite/state';
import { SEQUENCE, ym } from '@/games/bite/calendar';
import type { Step, Text } from '@/engine/types';
import {
  dueSurrenders,
  emptyVictory,
  italyRollDue,
  italyThreshold,
  nationsOf,
  persiaFalls,
  persianCorridorFrom,
  resultText,
  sbe9Roll,
  sbe9RollDue,
  scenarioVerdict,
  startHolder,
  surrenderInScenario,
  surrenderSteps,
  victory,
  victoryOf,
  CITIES,
  type City,
  type Holder,
  type VictoryLedger,
} from '@/games/bite/victory';
import { ctx, run } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const words = (x: Text): string => {
  if (x.key === 'engine.list.pair') return `${words(x.params?.head as Text)}, ${words(x.params?.tail as Text)}`;
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  return v.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p) : String(p);
  });
};
const say = (x: Step) => `[${x.rule}] ${words(x)}${x.tone ? ` (${x.tone})` : ''}`;
const withSettings = (settings: Record<string, string>) => ({ ...ctx, settings });
/** The game at the Victory Phase (D) of turn n. */
const atD = (sc: string, turn: number, o: Record<string, boolean> = {}): BiteState => ({ ...setupState(sc, o), turn, phaseIndex: SEQUENCE.length - 1 });
const hold = (s: BiteState, cities: City[], h: Holder = 'axis') =>
  run(
    s,
    cities.map((city) => ev('bite/objective', { city, holder: h })),
  );
/** The ledger as the players marked it, without the events' own consequences (a surrender recorded with Tehran). */
const marked = (s: BiteState, v: Partial<VictoryLedger>): BiteState => ({ ...s, victory: { ...victoryOf(s), ...v } });
const checks = (s: BiteState) => surrenderSteps(s).map(say);
const due = (s: BiteState) => dueSurrenders(s).map((x) => `${x.power} ${x.rule}: ${say(x.because)}`);
/** A draw names no winner: whether the verdict has one, its level and reason. */
const noWinner = (v: ReturnType<typeof scenarioVerdict>) => ['winner' in v, v.level, v.reason];
const verdict = (s: BiteState, settings: Record<string, string> = {}) => {
  const v = scenarioVerdict(s, withSettings(settings));
  return [`${v.winner ?? 'none'} ${v.level} ${v.reason}${v.immediate ? ' immediate' : ''}`, ...v.steps.map(say)];
};

const HELD = (city: string, power: string) => `[7.11] ${city} is not in enemy hands: ${power} fights on.`;
const CAPITALS_HELD = [
  HELD('Berlin', 'Germany'),
  HELD('Helsinki', 'Finland'),
  HELD('Bucharest', 'Romania'),
  HELD('Budapest', 'Hungary'),
  HELD('Bratislava', 'Slovakia'),
];
const FINNS = (n: number) => `[5.5] Finland: Vyborg is Soviet, ${n} Finnish ground units eliminated out of the 4 that make it surrender.`;
const ITALY_WHEN = '[7.11] Without the optional 36.0: Italy will surrender at the end of September 1943.';
const ITALY_NOW = '[7.11] Without the optional 36.0: Italy surrenders at the end of September 1943. (warning)';
const SOVIET = "[7.11] The Soviet surrender's procedure is announced but never given in the rulebook: only the scenario's conditions below apply.";
const RESULT = (r: string, rule: string) => `[${rule}] Result: ${r}. (result)`;

describe('7.11, 5.5: the surrender checks of the Victory Phase, line by line', () => {
  it("7.11: each capital held, Finland's two conditions (5.5), Italy's date in the basic game, the Soviet procedure never given", () => {
    expect(checks(atD('SBE9', 3))).toEqual([...CAPITALS_HELD, FINNS(0), ITALY_WHEN, SOVIET]);
  });
  it('7.11: a capital in enemy hands is said with a warning; Berlin with every Axis power after it', () => {
    expect(checks(marked(atD('SBE9', 3), { control: { budapest: 'soviet' } }))).toEqual([
      HELD('Berlin', 'Germany'),
      HELD('Helsinki', 'Finland'),
      HELD('Bucharest', 'Romania'),
      '[7.11] Budapest is in enemy hands: Hungary surrenders, all its units leave the map. (warning)',
      HELD('Bratislava', 'Slovakia'),
      FINNS(0),
      ITALY_WHEN,
      SOVIET,
    ]);
    expect(due(marked(atD('SBE9', 3), { control: { budapest: 'soviet', bratislava: 'soviet' } }))).toEqual([
      'hungary 7.11: [7.11] Budapest is in enemy hands: Hungary surrenders, all its units leave the map. (warning)',
      'slovakia 7.11: [7.11] Bratislava is in enemy hands: Slovakia surrenders, all its units leave the map. (warning)',
    ]);
    const berlin = marked(atD('SBE9', 3), { control: { berlin: 'soviet', helsinki: 'soviet' } });
    expect(due(berlin)).toEqual([
      'germany 7.11: [7.11] Berlin is in enemy hands: Germany surrenders, all its units leave the map. (warning)',
      'finland 7.11: [7.11] With Germany, Finland surrenders too. (warning)',
      'romania 7.11: [7.11] With Germany, Romania surrenders too. (warning)',
      'hungary 7.11: [7.11] With Germany, Hungary surrenders too. (warning)',
      'slovakia 7.11: [7.11] With Germany, Slovakia surrenders too. (warning)',
      'italy 7.11: [7.11] With Germany, Italy surrenders too. (warning)',
    ]);
    // 37.0 in play: Persia, a minor Axis power, falls with Germany too.
    expect(dueSurrenders(marked(atD('SBE9', 3, { ro37: true }), { control: { berlin: 'soviet' } })).map((x) => x.power)).toEqual([
      'germany',
      'finland',
      'romania',
      'hungary',
      'slovakia',
      'italy',
      'persia',
    ]);
  });
  it('7.11: a surrender is for good — said with its month and rule, its capital no longer checked', () => {
    const s = marked(atD('SBE9', 30), {
      control: { bucharest: 'soviet' },
      surrendered: { romania: { year: 1943, month: 8, turn: 27, rule: '7.11' }, finland: { year: 1943, month: 2, turn: 21, rule: '5.5' } },
    });
    expect(checks(s)).toEqual([
      '[5.5] Finland surrendered in February 1943: for good.',
      '[7.11] Romania surrendered in August 1943: for good.',
      HELD('Berlin', 'Germany'),
      HELD('Budapest', 'Hungary'),
      HELD('Bratislava', 'Slovakia'),
      ITALY_NOW,
      SOVIET,
    ]);
    expect(due(s)).toEqual(['italy 7.11: [7.11] Without the optional 36.0: Italy surrenders at the end of September 1943. (warning)']);
  });
  it('5.5: Vyborg Soviet and 4 Finnish ground units eliminated — Finland surrenders (warning); Vyborg Finnish, the count alone does nothing', () => {
    const four = marked(atD('SBE9', 3), { counts: { finnsEliminated: 4 } });
    const line =
      '[5.5] Vyborg is Soviet and 4 Finnish ground units are eliminated (4 needed): Finland surrenders and becomes neutral; German and Soviet units in Finland must leave it as soon as possible. (warning)';
    expect(checks(four)).toEqual([...CAPITALS_HELD, line, ITALY_WHEN, SOVIET]);
    expect(due(four)).toEqual([`finland 5.5: ${line}`]);
    expect(checks(marked(atD('SBE9', 3), { counts: { finnsEliminated: 3 } }))).toEqual([...CAPITALS_HELD, FINNS(3), ITALY_WHEN, SOVIET]);
    expect(checks(marked(atD('SBE9', 3), { counts: { finnsEliminated: 5 }, control: { vyborg: 'axis' } }))[5]).toBe(
      '[5.5] Finland: Vyborg is not Soviet (5 Finnish ground units eliminated): no surrender.',
    );
    // Helsinki taken and the Finnish conditions met together: one surrender, for 7.11.
    expect(dueSurrenders(marked(four, { control: { helsinki: 'soviet' } })).map((x) => [x.power, x.rule])).toEqual([['finland', '7.11']]);
  });
  it('7.11: in the basic game Italy surrenders at the end of September 1943 — announced before, due from then on', () => {
    expect(checks(atD('SBE9', 27))[6]).toBe(ITALY_WHEN); // August 1943
    expect(checks(atD('SBE9', 28))[6]).toBe(ITALY_NOW); // September 1943
    expect(due(atD('SBE9', 28))).toEqual([`italy 7.11: ${ITALY_NOW}`]);
    expect(due(atD('SBE9', 40))).toEqual([`italy 7.11: ${ITALY_NOW}`]); // still due if never recorded
  });
  it("36.0: with the optional rule Italy's roll is announced until July 1943, then its number, never a date", () => {
    expect(checks(atD('SBE9', 25, { ro36: true }))[6]).toBe("[36.0] Italy's surrender roll starts in July 1943."); // June 1943
    expect([26, 27, 28, 29].map((t) => checks(atD('SBE9', t, { ro36: true }))[6])).toEqual(
      [1, 2, 4, 5].map((n) => `[36.0] Italy surrenders on a die of ${n} or less this month (the Soviet player rolls at the start of the turn).`),
    );
    expect(due(atD('SBE9', 30, { ro36: true }))).toEqual([]);
    expect([italyThreshold(ym(1943, 6)), italyThreshold(ym(1943, 7)), italyThreshold(ym(1944, 1))]).toEqual([0, 1, 5]);
  });
  it('36.0: the roll is due once a month from July 1943, with the rule in play and Italy still fighting', () => {
    const s = atD('SBE9', 27, { ro36: true }); // August 1943
    expect([
      italyRollDue(s),
      italyRollDue(atD('SBE9', 26, { ro36: true })),
      italyRollDue(atD('SBE9', 25, { ro36: true })),
      italyRollDue(atD('SBE9', 27)),
    ]).toEqual([true, true, false, false]);
    expect(italyRollDue(marked(s, { italyRolls: { '1943-08': 6 } }))).toBe(false);
    expect(italyRollDue(marked(s, { italyRolls: { '1943-07': 6 } }))).toBe(true);
    expect(italyRollDue(marked(s, { surrendered: { italy: { year: 1943, month: 7, turn: 26, rule: '36.0' } } }))).toBe(false);
  });
});

describe('7.11: Italy out of the war, or in a scenario that has it', () => {
  it('7.11: SBE8 starts with Italy surrendered (September 1943): said so, never asked again; SBE1 asks of Italy only if the players typed an Italian block', () => {
    expect(checks(atD('SBE8', 2))).toEqual([
      '[7.11] Italy surrendered in September 1943: for good.',
      ...CAPITALS_HELD,
      '[5.5] Finland: Vyborg is not Soviet (0 Finnish ground units eliminated): no surrender.',
      SOVIET,
    ]);
    const italian = run(atD('SBE1', 2), [
      ev('bite/block-add', {
        block: {
          name: 'Pasubio',
          nation: 'italy',
          cls: 'infantry',
          maxSp: 4,
          sp: 4,
          colours: ['black', 'black', 'white', 'white'],
          shield: false,
          mountain: false,
          ski: false,
          zeroBase: false,
          supplied: true,
        },
      }),
    ]);
    expect(checks(italian)).toEqual([HELD('Berlin', 'Germany'), ITALY_WHEN, SOVIET]);
  });
});

describe('37.0: Persia, a minor Axis power from August 1941', () => {
  it('37.0: announced in June and July 1941, standing from August; Tehran occupied — it falls at once (warning), the corridor nine months on', () => {
    expect(checks(atD('SBE9', 2, { ro37: true }))[7]).toBe('[37.0] Persia becomes a minor Axis power in August 1941.');
    expect(checks(atD('SBE9', 3, { ro37: true }))[7]).toBe(
      '[37.0] Persia, a minor Axis power without units, stands while Tehran is not occupied by Soviet units (mark it below when it is).',
    );
    const tehran = marked(atD('SBE9', 3, { ro37: true }), { control: { tehran: 'soviet' } });
    const line =
      '[37.0] Tehran is occupied by Soviet units: Persia surrenders at once; the USSR keeps a unit in Tehran and the Persian Corridor opens in May 1942. (warning)';
    expect(checks(tehran)[7]).toBe(line);
    expect(due(tehran)).toEqual([`persia 37.0: ${line}`]);
    expect([
      persiaFalls(tehran),
      persiaFalls(marked(atD('SBE9', 2, { ro37: true }), { control: { tehran: 'soviet' } })),
      persiaFalls(marked(atD('SBE9', 3), { control: { tehran: 'soviet' } })),
    ]).toEqual([true, false, false]);
    // Without 37.0 Persia is nobody and nothing is said of it.
    expect(checks(atD('SBE9', 3))).not.toContain(expect.stringContaining('[37.0]'));
  });
  it("37.0: fallen, it is said with its month and the corridor's, and never falls again; the corridor opens nine months after (34.0)", () => {
    const fell = marked(atD('SBE9', 10, { ro37: true }), {
      control: { tehran: 'soviet' },
      surrendered: { persia: { year: 1941, month: 9, turn: 4, rule: '37.0' } },
    });
    expect(checks(fell)[0]).toBe('[37.0] Persia surrendered in September 1941: for good.');
    expect(checks(fell)[8]).toBe('[37.0] Persia has surrendered: the USSR keeps a unit in Tehran; the Persian Corridor opens in June 1942.');
    expect([persiaFalls(fell), due(fell)]).toEqual([false, []]);
    expect(persianCorridorFrom(fell)).toEqual(ym(1942, 6));
    expect(persianCorridorFrom(atD('SBE9', 10, { ro37: true }))).toBeNull();
    expect(persianCorridorFrom(atD('SBE9', 10))).toBeUndefined();
    // Persia has no blocks to remove; every other power its own nation's.
    expect([nationsOf('persia'), nationsOf('romania'), nationsOf('germany')]).toEqual([[], ['romania'], ['germany']]);
  });
});

describe('SBE1, SBE2: Army Groups North and Centre alone', () => {
  it("SBE1, SBE2: only Germany's capital is checked — no ally, no Vyborg, no Italian date — unless the players typed that nation", () => {
    expect(checks(atD('SBE1', 2))).toEqual([HELD('Berlin', 'Germany'), SOVIET]);
    expect(checks(atD('SBE2', 2, { ro36: true }))).toEqual([HELD('Berlin', 'Germany'), SOVIET]);
    const s = atD('SBE1', 2);
    expect(['germany', 'finland', 'romania', 'italy', 'persia'].map((p) => surrenderInScenario(s, p as 'germany'))).toEqual([true, false, false, false, false]);
    expect(['germany', 'finland', 'persia'].map((p) => surrenderInScenario(atD('SBE3', 2, { ro37: true }), p as 'germany'))).toEqual([true, true, true]);
    const finns = run(s, [
      ev('bite/block-add', {
        block: {
          name: 'V AK',
          nation: 'finland',
          cls: 'infantry',
          maxSp: 4,
          sp: 4,
          colours: ['black', 'black', 'white', 'white'],
          shield: false,
          mountain: false,
          ski: false,
          zeroBase: false,
          supplied: true,
        },
      }),
    ]);
    expect(checks(finns)).toEqual([HELD('Berlin', 'Germany'), HELD('Helsinki', 'Finland'), FINNS(0), SOVIET]);
  });
});

describe("7.11: the cities' first holders", () => {
  it('7.11, 29.0, 37.0: the Soviet cities Soviet, Berlin, Peenemünde, the Axis capitals and Tehran Axis; Vyborg Soviet in 1941, Finnish from 1942 (a reading of the printed set-ups)', () => {
    const axis = ['berlin', 'peenemunde', 'helsinki', 'bucharest', 'budapest', 'bratislava', 'tehran'];
    expect(CITIES.filter((c) => startHolder(c) === 'axis')).toEqual(axis);
    expect(CITIES.filter((c) => startHolder(c, 'SBE5') === 'axis')).toEqual(axis);
    expect(['SBE1', 'SBE5', 'SBE6', 'SBE7', 'SBE8', 'SBE9'].map((sc) => startHolder('vyborg', sc))).toEqual([
      'soviet',
      'soviet',
      'axis',
      'axis',
      'axis',
      'soviet',
    ]);
    expect(startHolder('vyborg')).toBe('soviet');
    expect(emptyVictory()).toEqual({ control: {}, flags: {}, counts: {}, surrendered: {}, italyRolls: {}, rolls: {} });
  });
});

describe("The scenarios' conditions, the verdict line by line (Manuale degli Scenari)", () => {
  it('SBE1: Leningrad taken, or cut off from Siberia (the players confirm), an Axis victory; otherwise a draw', () => {
    expect(verdict(atD('SBE1', 4))).toEqual([
      'none draw sbe1Draw',
      '[SBE1] Leningrad: held by the Soviets.',
      '[SBE1] Leningrad still communicates with Siberia.',
      '[SBE1] Neither condition is met: a draw (the Soviets cannot win this scenario).',
      RESULT('Draw', 'SBE1'),
    ]);
    expect(verdict(hold(atD('SBE1', 4), ['leningrad']))).toEqual([
      'axis win sbe1',
      '[SBE1] Leningrad: held by the Axis.',
      '[SBE1] Leningrad still communicates with Siberia.',
      '[SBE1] The Axis has taken Leningrad or cut it off from Siberia: the Axis wins.',
      RESULT('Axis victory', 'SBE1'),
    ]);
    expect(verdict(run(atD('SBE1', 4), [ev('bite/victory-flag', { flag: 'leningradCut', value: true })])).slice(0, 3)).toEqual([
      'axis win sbe1',
      '[SBE1] Leningrad: held by the Soviets.',
      '[SBE1] The Axis has cut every line between Leningrad and Siberia (confirmed by the players).',
    ]);
  });
  it('SBE2: Moscow taken or encircled, an Axis victory; otherwise a draw', () => {
    expect(verdict(atD('SBE2', 4))).toEqual([
      'none draw sbe2Draw',
      '[SBE2] Moscow: held by the Soviets.',
      '[SBE2] Moscow is not encircled.',
      '[SBE2] Moscow neither taken nor encircled: a draw.',
      RESULT('Draw', 'SBE2'),
    ]);
    expect(verdict(hold(atD('SBE2', 4), ['moscow']))).toEqual([
      'axis win sbe2',
      '[SBE2] Moscow: held by the Axis.',
      '[SBE2] Moscow is not encircled.',
      '[SBE2] The Axis has taken or encircled Moscow: the Axis wins.',
      RESULT('Axis victory', 'SBE2'),
    ]);
    expect(verdict(run(atD('SBE2', 4), [ev('bite/victory-flag', { flag: 'moscowEncircled', value: true })])).slice(0, 3)).toEqual([
      'axis win sbe2',
      '[SBE2] Moscow: held by the Soviets.',
      '[SBE2] The Axis has completely encircled Moscow (confirmed by the players).',
    ]);
  });
  it('SBE3: Rostov, Kharkov and Sevastopol counted', () => {
    expect(verdict(hold(atD('SBE3', 6), ['rostov', 'sevastopol']))).toEqual([
      'axis marginal sbe3',
      '[SBE3] Rostov: held by the Axis.',
      '[SBE3] Kharkov: held by the Soviets.',
      '[SBE3] Sevastopol: held by the Axis.',
      '[SBE3] Objectives held by the Axis: 2 of 3 (3 decisive, 2 marginal, 1 draw, 0 Soviet victory).',
      RESULT('Axis marginal victory', 'SBE3'),
    ]);
  });
  it('SBE4: the other major cities typed, Leningrad 2 and Moscow 3 in all (or 3 and 4 with the other reading)', () => {
    const s = run(hold(atD('SBE4', 3), ['leningrad', 'moscow']), [ev('bite/victory-count', { count: 'majorCities', value: 3 })]);
    const VP = (l: number, m: number, vp: number) =>
      `[SBE4] Axis VP: other major cities 3 + Leningrad ${l} + Moscow ${m} = ${vp} (0–3 Soviet decisive, 4–6 Soviet marginal, 7 draw, 8–18 Axis marginal, 19+ Axis decisive).`;
    expect(verdict(s)).toEqual([
      'axis marginal sbe4',
      '[SBE4] Leningrad: held by the Axis.',
      '[SBE4] Moscow: held by the Axis.',
      VP(2, 3, 8),
      RESULT('Axis marginal victory', 'SBE4'),
    ]);
    expect(verdict(s, { sbe4Vp: 'extra' })[3]).toBe(VP(3, 4, 10));
    expect(verdict(hold(s, ['moscow'], 'soviet'))).toEqual([
      'soviet marginal sbe4',
      '[SBE4] Leningrad: held by the Axis.',
      '[SBE4] Moscow: held by the Soviets.',
      VP(2, 0, 5),
      RESULT('Soviet marginal victory', 'SBE4'),
    ]);
    expect(verdict(hold(s, ['leningrad'], 'soviet'), { sbe4Vp: 'extra' })[3]).toBe(VP(0, 4, 7));
  });
  it('SBE5: 1 VP each for Leningrad, Moscow, Stalingrad and Baku', () => {
    expect(verdict(hold(atD('SBE5', 6), ['stalingrad', 'baku', 'moscow']))).toEqual([
      'axis decisive sbe5',
      '[SBE5] Leningrad: held by the Soviets.',
      '[SBE5] Moscow: held by the Axis.',
      '[SBE5] Stalingrad: held by the Axis.',
      '[SBE5] Baku: held by the Axis.',
      '[SBE5] Axis VP: 3 (0 Soviet decisive, 1 draw, 2 Axis marginal, 3+ Axis decisive).',
      RESULT('Axis decisive victory', 'SBE5'),
    ]);
  });
  it('SBE6: the key cities Moscow, Leningrad, Baku and Stalingrad', () => {
    expect(verdict(hold(atD('SBE6', 6), ['baku']))).toEqual([
      'axis marginal sbe6',
      '[SBE6] Moscow: held by the Soviets.',
      '[SBE6] Leningrad: held by the Soviets.',
      '[SBE6] Baku: held by the Axis.',
      '[SBE6] Stalingrad: held by the Soviets.',
      '[SBE6] Key cities held by the Axis: 1 (2 decisive, 1 marginal, 0 Soviet decisive).',
      RESULT('Axis marginal victory', 'SBE6'),
    ]);
  });
  it("SBE7: 8 Guards destroyed for the Axis, a Dnepr bridgehead for the Soviets; both a draw (warning), or the Soviets' with the other reading", () => {
    const guards = (n: number) => `[SBE7] Soviet Guards destroyed: ${n} (8 for the Axis to win; every means counts, recommended reading).`;
    const BRIDGE = '[SBE7] The Soviets have crossed the Dnepr and hold a bridgehead on the west bank.';
    const NO_BRIDGE = '[SBE7] No Soviet bridgehead on the west bank of the Dnepr.';
    const count = (n: number) => ev('bite/victory-count', { count: 'guardsEliminated', value: n });
    const bridge = ev('bite/victory-flag', { flag: 'dneprBridgehead', value: true });
    expect(verdict(run(atD('SBE7', 6), [count(8)]))).toEqual(['axis win sbe7', guards(8), NO_BRIDGE, RESULT('Axis victory', 'SBE7')]);
    expect(verdict(run(atD('SBE7', 6), [count(7), bridge]))).toEqual(['soviet win sbe7', guards(7), BRIDGE, RESULT('Soviet victory', 'SBE7')]);
    const both = run(atD('SBE7', 6), [count(8), bridge]);
    const BOTH = '[SBE7] Both sides meet their condition: the manual does not say: the setting decides. (warning)';
    expect(verdict(both)).toEqual(['none draw sbe7', guards(8), BRIDGE, BOTH, RESULT('Draw', 'SBE7')]);
    expect(verdict(both, { sbe7Both: 'soviet' })).toEqual(['soviet win sbe7', guards(8), BRIDGE, BOTH, RESULT('Soviet victory', 'SBE7')]);
  });
  it('SBE8: Berlin and Peenemünde Soviet — decisive to December 1944, marginal to June 1945, at once; Berlin alone, Germany surrenders (7.11) and the table grades it a draw, or by the month with the other reading', () => {
    const both = (turn: number) => hold(atD('SBE8', turn), ['berlin', 'peenemunde'], 'soviet');
    const HELD8 = ['[SBE8] Berlin: held by the Soviets.', '[SBE8] Peenemünde: held by the Soviets.'];
    const BOTH = (m: string) => `[SBE8] Berlin and Peenemünde are Soviet in ${m} (before the end of 1944 decisive, before the end of June 1945 marginal).`;
    expect(verdict(both(7))).toEqual(['soviet decisive sbe8 immediate', ...HELD8, BOTH('December 1944'), RESULT('Soviet decisive victory', 'SBE8')]);
    expect(verdict(both(8))).toEqual(['soviet marginal sbe8 immediate', ...HELD8, BOTH('January 1945'), RESULT('Soviet marginal victory', 'SBE8')]);
    expect(verdict(both(13))[0]).toBe('soviet marginal sbe8 immediate');
    expect(noWinner(scenarioVerdict(both(13), ctx, ym(1945, 7)))).toEqual([false, 'draw', 'sbe8']);
    const berlin = hold(atD('SBE8', 8), ['berlin'], 'soviet');
    const GERMANY = '[7.11] Berlin in Soviet hands: Germany surrenders, and with it every Axis power — an immediate Soviet victory. (warning)';
    const HELD1 = ['[SBE8] Berlin: held by the Soviets.', '[SBE8] Peenemünde: held by the Axis.'];
    expect(verdict(berlin)).toEqual([
      'none draw sbe8BerlinOnly immediate',
      ...HELD1,
      GERMANY,
      "[SBE8] Berlin has fallen but not Peenemünde: graded by the scenario's table, it is a draw (recommended reading). (warning)",
      RESULT('Draw', 'SBE8'),
    ]);
    expect(verdict(berlin, { germanSurrender: 'immediate' })).toEqual([
      'soviet marginal germanSurrender immediate',
      ...HELD1,
      GERMANY,
      RESULT('Soviet marginal victory', '7.11'),
    ]);
    expect(verdict(hold(atD('SBE8', 6), ['berlin'], 'soviet'), { germanSurrender: 'immediate' })[0]).toBe('soviet decisive germanSurrender immediate');
    expect(noWinner(scenarioVerdict(berlin, withSettings({ germanSurrender: 'immediate' }), ym(1945, 7)))).toEqual([false, 'draw', 'germanSurrender']);
    // Germany's surrender recorded with Berlin retaken since: graded all the same.
    const recorded = marked(atD('SBE8', 8), { surrendered: { germany: { year: 1945, month: 1, turn: 8, rule: '7.11' } } });
    expect(verdict(recorded)[0]).toBe('none draw sbe8BerlinOnly immediate');
    expect(verdict(hold(atD('SBE8', 8), ['peenemunde'], 'soviet'))).toEqual([
      'none draw sbe8Draw',
      '[SBE8] Berlin: held by the Axis.',
      '[SBE8] Peenemünde: held by the Soviets.',
      '[SBE8] Berlin and Peenemünde are not both Soviet.',
      RESULT('Draw', 'SBE8'),
    ]);
  });
  it("7.11: in the other scenarios Germany's surrender, recorded or by Berlin, is a Soviet victory at once, said before anything else", () => {
    const GERMANY = '[7.11] Berlin in Soviet hands: Germany surrenders, and with it every Axis power — an immediate Soviet victory. (warning)';
    expect(verdict(hold(atD('SBE6', 3), ['berlin'], 'soviet'))).toEqual(['soviet win germanSurrender immediate', GERMANY, RESULT('Soviet victory', '7.11')]);
    expect(verdict(marked(atD('SBE1', 3), { surrendered: { germany: { year: 1941, month: 8, turn: 3, rule: '7.11' } } }))[0]).toBe(
      'soviet win germanSurrender immediate',
    );
  });
  it('SBE9: Berlin Soviet — decisive before January 1945, marginal to June 1945, at once; the Axis holding all 4 cities wins at once, no roll', () => {
    const FOUR = [
      '[SBE9] Moscow: held by the Soviets.',
      '[SBE9] Baku: held by the Soviets.',
      '[SBE9] Leningrad: held by the Soviets.',
      '[SBE9] Stalingrad: held by the Soviets.',
    ];
    const berlin = (turn: number) => hold(atD('SBE9', turn), ['berlin'], 'soviet');
    const B = (m: string) => `[SBE9] Berlin is Soviet in ${m}: an immediate Soviet victory, decisive before January 1945, marginal from January to June 1945.`;
    expect(verdict(berlin(43))).toEqual([
      'soviet decisive sbe9Berlin immediate',
      ...FOUR,
      '[SBE9] Berlin: held by the Soviets.',
      B('December 1944'),
      RESULT('Soviet decisive victory', 'SBE9'),
    ]);
    expect(verdict(berlin(44))).toEqual([
      'soviet marginal sbe9Berlin immediate',
      ...FOUR,
      '[SBE9] Berlin: held by the Soviets.',
      B('January 1945'),
      RESULT('Soviet marginal victory', 'SBE9'),
    ]);
    expect(noWinner(scenarioVerdict(berlin(49), ctx, ym(1945, 7)))).toEqual([false, 'draw', 'sbe9Berlin']);
    // Germany's surrender recorded, Berlin retaken since: still Berlin's verdict, by the month.
    expect(verdict(marked(atD('SBE9', 44), { surrendered: { germany: { year: 1945, month: 1, turn: 44, rule: '7.11' } } }))[0]).toBe(
      'soviet marginal sbe9Berlin immediate',
    );
    const all = hold(atD('SBE9', 20), ['moscow', 'baku', 'leningrad', 'stalingrad']);
    expect(verdict(all)).toEqual([
      'axis win sbe9All immediate',
      '[SBE9] Moscow: held by the Axis.',
      '[SBE9] Baku: held by the Axis.',
      '[SBE9] Leningrad: held by the Axis.',
      '[SBE9] Stalingrad: held by the Axis.',
      '[SBE9] Berlin: held by the Axis.',
      '[SBE9] The Axis holds all 4 cities: an immediate Axis victory, no roll.',
      RESULT('Axis victory', 'SBE9'),
    ]);
    expect([sbe9Roll(all), sbe9RollDue(all)]).toEqual([null, null]);
  });
  it('SBE9: one of Moscow and Baku and one of Leningrad and Stalingrad — a die of 1 wins, 2 or less with 3 of them; missed, a draw; rolled once a month', () => {
    const two = hold(atD('SBE9', 20), ['baku', 'stalingrad']);
    const PAIR = (c: string) => `[SBE9] The Axis holds ${c}: one of Moscow and Baku and one of Leningrad and Stalingrad — it rolls a die in the Victory Phase.`;
    const H = (m: string, b: string, l: string, st: string) => [
      `[SBE9] Moscow: held by the ${m}.`,
      `[SBE9] Baku: held by the ${b}.`,
      `[SBE9] Leningrad: held by the ${l}.`,
      `[SBE9] Stalingrad: held by the ${st}.`,
      '[SBE9] Berlin: held by the Axis.',
    ];
    expect(verdict(two)).toEqual([
      'none draw sbe9Draw',
      ...H('Soviets', 'Axis', 'Soviets', 'Axis'),
      PAIR('Baku, Stalingrad'),
      '[SBE9] The Axis wins on 1 or less.',
      RESULT('Draw', 'SBE9'),
    ]);
    const rolled = (s: BiteState, face: number) => run(s, [ev('bite/victory-roll', { year: 1943, month: 1, face })]);
    expect(verdict(rolled(two, 1))).toEqual([
      'axis win sbe9Roll immediate',
      ...H('Soviets', 'Axis', 'Soviets', 'Axis'),
      PAIR('Baku, Stalingrad'),
      '[SBE9] The Axis wins on 1 or less.',
      '[SBE9] The die shows 1 (1 or less needed): the Axis wins.',
      RESULT('Axis victory', 'SBE9'),
    ]);
    expect(verdict(rolled(two, 2))).toEqual([
      'none draw sbe9Draw',
      ...H('Soviets', 'Axis', 'Soviets', 'Axis'),
      PAIR('Baku, Stalingrad'),
      '[SBE9] The Axis wins on 1 or less.',
      '[SBE9] The die shows 2 (1 or less needed): no victory this month.',
      RESULT('Draw', 'SBE9'),
    ]);
    const three = hold(two, ['moscow']);
    expect(verdict(rolled(three, 2))).toEqual([
      'axis win sbe9Roll immediate',
      ...H('Axis', 'Axis', 'Soviets', 'Axis'),
      PAIR('Moscow, Baku, Stalingrad'),
      '[SBE9] 3 of the 4 cities: 1 is taken off the die.',
      '[SBE9] The Axis wins on 2 or less.',
      '[SBE9] The die shows 2 (2 or less needed): the Axis wins.',
      RESULT('Axis victory', 'SBE9'),
    ]);
    expect(verdict(rolled(three, 3))[0]).toBe('none draw sbe9Draw');
    // Rolled this month, then Baku lost before the check: no roll stands, a draw.
    expect(verdict(hold(rolled(two, 1), ['baku'], 'soviet')).slice(-2)).toEqual([
      '[SBE9] The Axis does not hold one of Moscow and Baku and one of Leningrad and Stalingrad: no roll.',
      RESULT('Draw', 'SBE9'),
    ]);
    // A roll of another month is not this month's.
    expect(verdict(run(three, [ev('bite/victory-roll', { year: 1942, month: 12, face: 1 })]))[0]).toBe('none draw sbe9Draw');
    // Due once a month, not with Berlin fallen or Germany surrendered, nor in another scenario.
    expect(sbe9RollDue(two)?.need).toBe(1);
    expect(sbe9RollDue(rolled(two, 4))).toBeNull();
    expect(sbe9RollDue(hold(two, ['berlin'], 'soviet'))).toBeNull();
    expect(sbe9RollDue(marked(two, { surrendered: { germany: { year: 1943, month: 1, turn: 20, rule: '7.11' } } }))).toBeNull();
    expect(sbe9RollDue({ ...two, scenario: 'SBE5' })).toBeNull();
    // Moscow and Baku only, or Leningrad and Stalingrad only: no roll.
    expect([sbe9Roll(hold(atD('SBE9', 20), ['moscow', 'baku'])), sbe9Roll(hold(atD('SBE9', 20), ['leningrad', 'stalingrad']))]).toEqual([null, null]);
    expect(verdict(hold(atD('SBE9', 20), ['leningrad', 'stalingrad'])).slice(-2)).toEqual([
      '[SBE9] The Axis does not hold one of Moscow and Baku and one of Leningrad and Stalingrad: no roll.',
      RESULT('Draw', 'SBE9'),
    ]);
  });
});

describe('The victory view: headline, winner and derivation', () => {
  it('7.11: the result in words — a draw whatever the winner said', () => {
    expect(
      [resultText({ level: 'draw' }), resultText({ winner: 'axis', level: 'draw' }), resultText({ winner: 'soviet', level: 'marginal' })].map(words),
    ).toEqual(['Draw', 'Draw', 'Soviet marginal victory']);
  });
  it("the standing until the end names the scenario's last month; a draw names no winner", () => {
    const v = victory(atD('SBE3', 2), ctx);
    expect([v.final, v.winner, words(v.headline)]).toEqual([
      false,
      'soviet',
      'If the scenario ended now: Soviet victory (Rostov, Kharkov and Sevastopol, SBE3); the verdict comes at the end of November 1941.',
    ]);
    const d = victory(hold(atD('SBE3', 2), ['rostov']), ctx);
    expect([d.final, 'winner' in d, words(d.headline)]).toEqual([
      false,
      false,
      'If the scenario ended now: Draw (Rostov, Kharkov and Sevastopol, SBE3); the verdict comes at the end of November 1941.',
    ]);
    expect(d.derivation.slice(-5).map(say)).toEqual([
      '[SBE3] Rostov: held by the Axis.',
      '[SBE3] Kharkov: held by the Soviets.',
      '[SBE3] Sevastopol: held by the Soviets.',
      '[SBE3] Objectives held by the Axis: 1 of 3 (3 decisive, 2 marginal, 1 draw, 0 Soviet victory).',
      RESULT('Draw', 'SBE3'),
    ]);
    expect(d.derivation.slice(0, 8).map(say)).toEqual(checks(hold(atD('SBE3', 2), ['rostov'])));
  });
  it('the game over: the final verdict; an immediate win recorded is told with its month, read as the marks stood then', () => {
    const end = { ...hold(atD('SBE5', 6), ['leningrad', 'moscow', 'baku']), over: true };
    const f = victory(end, ctx);
    expect([f.final, f.winner, words(f.headline)]).toEqual([true, 'axis', 'Axis decisive victory: the Axis VP, SBE5.']);
    const none = victory({ ...atD('SBE5', 6), over: true }, ctx);
    expect([none.final, none.winner, words(none.headline)]).toEqual([true, 'soviet', 'Soviet decisive victory: the Axis VP, SBE5.']);
    const drawn = victory({ ...hold(atD('SBE5', 6), ['baku']), over: true }, ctx);
    expect([drawn.final, 'winner' in drawn, words(drawn.headline)]).toEqual([true, false, 'Draw: the Axis VP, SBE5.']);
    // SBE9: the Axis rolled its win in January 1943; the game ended there.
    const won = {
      ...marked(hold(atD('SBE9', 20), ['baku', 'stalingrad']), {
        rolls: { '1943-01': 1 },
        result: { winner: 'axis', level: 'win', reason: 'sbe9Roll', year: 1943, month: 1, turn: 20 },
      }),
      over: true,
    };
    const v = victory(won, ctx);
    expect([v.final, v.winner, words(v.headline)]).toEqual([true, 'axis', 'Axis victory in January 1943: the Victory Phase roll, SBE9.']);
    expect(v.derivation.map(say).slice(8)).toEqual([
      '[7.11] The game ended at the Victory Phase of January 1943.',
      '[SBE9] Moscow: held by the Soviets.',
      '[SBE9] Baku: held by the Axis.',
      '[SBE9] Leningrad: held by the Soviets.',
      '[SBE9] Stalingrad: held by the Axis.',
      '[SBE9] Berlin: held by the Axis.',
      '[SBE9] The Axis holds Baku, Stalingrad: one of Moscow and Baku and one of Leningrad and Stalingrad — it rolls a die in the Victory Phase.',
      '[SBE9] The Axis wins on 1 or less.',
      '[SBE9] The die shows 1 (1 or less needed): the Axis wins.',
      RESULT('Axis victory', 'SBE9'),
    ]);
    // A recorded draw (SBE8, Berlin alone) names no winner.
    const sbe8 = {
      ...marked(hold(atD('SBE8', 8), ['berlin'], 'soviet'), { result: { level: 'draw', reason: 'sbe8BerlinOnly', year: 1945, month: 1, turn: 8 } }),
      over: true,
    };
    const r = victory(sbe8, ctx);
    expect([r.final, 'winner' in r, words(r.headline)]).toEqual([true, false, 'Draw in January 1945: Berlin without Peenemünde, SBE8.']);
    // Not over: a recorded result is not read yet; an immediate win says the game ends at this Victory Phase.
    const next = victory({ ...won, over: false }, ctx);
    expect([next.final, words(next.headline)]).toEqual([
      false,
      'Axis victory (the Victory Phase roll, SBE9): the game ends at the Victory Phase of January 1943.',
    ]);
  });
});
