// BITE's weather (src/games/bite/weather.ts): the month's weather from the turn chart or the
// May/October roll (9.0; 39.0, light rain, never the same weather twice), and its effects (4.3,
// 7.5.3, 7.8, 9.1–9.3, 13.3, 19.1, 20.0, 39.0), each line word for word with its rule; the First
// Axis Winter's months (33.0).
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import { answersOf, cellKey, fText, makeChartAccess } from '@/engine';
import type { Step, Text } from '@/engine/types';
import { ym } from '@/games/bite/calendar';
import { BASIC_GAME, type RuleLayers } from '@/games/bite/layers';
import { isFirstWinter, parseWeatherCell, weatherChartSpec, weatherEffects, weatherOf, weatherRoll, type Weather } from '@/games/bite/weather';
import { words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const say = (s: Step) => `[${s.rule}] ${words(s, en)}${s.tone ? ` (${s.tone})` : ''}`;
const RA: RuleLayers = { advanced: true, optional: [] };
const RA39: RuleLayers = { advanced: true, optional: ['39.0'] };
const die = (...faces: number[]) => ({ faces, source: 'physical' as const });
const charts = makeChartAccess(
  [weatherChartSpec],
  [
    {
      chartId: 'bite.weather',
      columns: weatherChartSpec.columns,
      cells: { [cellKey('1942', '1')]: 'N', [cellKey('1942', '3')]: 'D', [cellKey('1942', '7')]: ' sereno ' },
    },
  ],
);

describe('9.0: the cells of the turn chart', () => {
  it('9.0: each word reads in either language, any case, spaces around; a word broken by a space does not', () => {
    expect(['s', 'Sereno', 'FAIR', 'p', 'Pioggia', 'rain', 'n', 'neve', 'Snow', 'd', 'Dado', 'roll'].map(parseWeatherCell)).toEqual([
      'fair',
      'fair',
      'fair',
      'rain',
      'rain',
      'rain',
      'snow',
      'snow',
      'snow',
      'roll',
      'roll',
      'roll',
    ]);
    expect(['  N  ', '\tpioggia '].map(parseWeatherCell)).toEqual(['snow', 'rain']);
    expect(['ne ve', 'da do', 'pioggia  leggera'].map(parseWeatherCell)).toEqual([null, null, null]);
  });
});

describe("9.0: the month's weather as it stands", () => {
  it('AMB-01: in the basic game every month is fair, said with its rule; with the chart chosen the turn chart is read as in the advanced rules', () => {
    expect(weatherOf(ym(1942, 1), BASIC_GAME, charts, undefined)).toEqual({ kind: 'known', weather: 'fair', source: 'basic', steps: [expect.anything()] });
    expect(weatherOf(ym(1942, 1), BASIC_GAME, charts, undefined).steps.map(say)).toEqual(['[7.0] January 1942: in the basic game the weather is always fair.']);
    const w = weatherOf(ym(1942, 1), BASIC_GAME, charts, undefined, { basicWeather: 'chart' });
    expect([w.kind === 'known' && w.weather, w.kind === 'known' && w.source, ...w.steps.map(say)]).toEqual([
      'snow',
      'chart',
      '[9.0] January 1942: Snow, from the turn chart.',
    ]);
  });
  it('9.0: the fixed weather from the chart; a cell not typed, or marked "rolled" in a month that is not rolled, asks for it', () => {
    const july = weatherOf(ym(1942, 7), RA, charts, undefined);
    expect([july.kind, july.kind === 'known' && july.weather, july.kind === 'known' && july.source, ...july.steps.map(say)]).toEqual([
      'known',
      'fair',
      'chart',
      '[9.0] July 1942: Fair, from the turn chart.',
    ]);
    for (const m of [2, 3]) {
      const w = weatherOf(ym(1942, m), RA, charts, undefined);
      expect([w.kind, ...w.steps.map(say)]).toEqual(['untyped', `[9.0] ${m === 2 ? 'February' : 'March'} 1942: type the turn chart's weather. (warning)`]);
    }
  });
  it('9.0, 39.0: May and October are rolled — asked for, or the roll recorded, with the rule of the roll', () => {
    const may = weatherOf(ym(1942, 5), RA, charts, undefined);
    expect([may.kind, ...may.steps.map(say)]).toEqual(['roll', '[9.0] May 1942: the weather is rolled.']);
    const rolled = (l: RuleLayers, w: Weather) => {
      const x = weatherOf(ym(1942, 10), l, charts, w);
      return [x.kind === 'known' && x.weather, x.kind === 'known' && x.source, ...x.steps.map(say)];
    };
    expect(rolled(RA, 'rain')).toEqual(['rain', 'roll', '[9.0] October 1942: Rain, from the roll.']);
    expect(rolled(RA39, 'lightRain')).toEqual(['lightRain', 'roll', '[39.0] October 1942: Light rain, from the roll.']);
  });
});

describe('9.0, 39.0: the May/October roll', () => {
  it("9.0, 39.0: refused in words — the basic game, a month that is not rolled, 39.0 without last month's weather; a refused roll resolves to nothing", () => {
    const e = weatherRoll(ym(1942, 6), BASIC_GAME, undefined);
    expect(e.errors.map((x: Text) => words(x, en))).toEqual([
      'The weather roll is made only with the advanced rules.',
      'In June 1942 the weather is not rolled: it is on the turn chart.',
    ]);
    const l = weatherRoll(ym(1942, 5), RA39, undefined);
    expect(l.errors.map((x: Text) => words(x, en))).toEqual([
      "To roll May 1942's weather with 39.0 the previous month's weather is needed: type it on the chart.",
    ]);
    expect(l.resolve(answersOf({ rolls: { weather: die(1) } }))).toEqual({ derivation: [], events: [] });
  });
  it('9.0: the roll says its odds and rule; 1–3 fair, 4–6 rain, last month not asked for', () => {
    const e = weatherRoll(ym(1941, 10), RA, 'rain');
    expect(e.errors).toEqual([]);
    expect(e.derivation.map(say)).toEqual(['[9.0] October 1941: the Soviet player rolls a die, 1–3 fair, 4–6 rain.']);
    const r0 = e.resolve(answersOf({}));
    expect(r0.derivation).toEqual([]);
    expect(r0.events).toEqual([]);
    const q = r0.next!;
    expect(
      q.kind === 'roll' && [q.id, words(q.roll.label, en), q.roll.rule, ...q.odds.map((o) => `${o.id} ${words(o.label, en)} ${o.tone} ${fText(o.p)}`)],
    ).toEqual(['weather', 'Weather roll', '9.0', 'fair Fair good 1/2', 'rain Rain bad 1/2']);
    const r = e.resolve(answersOf({ rolls: { weather: die(4) } }));
    expect(r.derivation.slice(0, 2).map(say)).toEqual(['[9.0] Die 4: Rain. (result)', '[9.0] Weather effects: Rain (result)']);
    expect(r.events).toEqual([{ type: 'bite/weather', payload: { year: 1941, month: 10, weather: 'rain', faces: [4] }, at: 0 }]);
  });
  it('9.0: a die that is no d6 face (0, 7) or two dice are asked again; 1 and 6 are faces', () => {
    const e = weatherRoll(ym(1942, 5), RA, undefined);
    for (const bad of [die(0), die(7), die(2, 3), die()]) {
      const r = e.resolve(answersOf({ rolls: { weather: bad } }));
      expect([r.next?.id, r.derivation, r.events]).toEqual(['weather', [], []]);
    }
    expect(e.resolve(answersOf({ rolls: { weather: die(1) } })).derivation.map(say)[0]).toBe('[9.0] Die 1: Fair. (result)');
    expect(e.resolve(answersOf({ rolls: { weather: die(6) } })).derivation.map(say)[0]).toBe('[9.0] Die 6: Rain. (result)');
  });
  it('39.0 (AMB-43): a roll repeating last month is rolled again, said; the reroll is its own question', () => {
    const e = weatherRoll(ym(1942, 5), RA39, 'rain');
    expect(e.derivation.map(say)).toEqual([
      '[39.0] May 1942: 1–2 fair, 3–4 light rain, 5–6 rain.',
      '[39.0] Last month: Rain. A roll repeating it is rolled again.',
    ]);
    const q0 = e.resolve(answersOf({})).next!;
    expect(q0.kind === 'roll' && [q0.id, words(q0.roll.label, en), q0.roll.rule, ...q0.odds.map((o) => `${o.id} ${words(o.label, en)} ${o.tone}`)]).toEqual([
      'weather',
      'Weather roll',
      '39.0',
      'fair Fair good',
      'lightRain Light rain bad',
      'again Rain again: roll again neutral',
    ]);
    const r1 = e.resolve(answersOf({ rolls: { weather: die(5) } }));
    expect(r1.derivation.map(say)).toEqual(['[39.0] Die 5: Rain as last month, roll again.']);
    expect(r1.next?.kind === 'roll' && [r1.next.id, words(r1.next.roll.label, en), r1.next.roll.rule]).toEqual([
      'weather.reroll1',
      'Weather roll again',
      '39.0',
    ]);
    const r2 = e.resolve(answersOf({ rolls: { weather: die(5), 'weather.reroll1': die(3) } }));
    expect(r2.derivation.slice(0, 3).map(say)).toEqual([
      '[39.0] Die 5: Rain as last month, roll again.',
      '[39.0] Die 3: Light rain. (result)',
      '[39.0] Weather effects: Light rain (result)',
    ]);
    expect(r2.events[0].payload).toEqual({ year: 1942, month: 5, weather: 'lightRain', faces: [3] });
  });
  it('39.0: the walk asks up to 20 rerolls; the 20th is still taken, after it nothing more is asked', () => {
    const e = weatherRoll(ym(1942, 10), RA39, 'fair');
    const rolls: Record<string, ReturnType<typeof die>> = { weather: die(1) };
    for (let i = 1; i <= 19; i++) rolls[`weather.reroll${i}`] = die(2);
    const r20 = e.resolve(answersOf({ rolls: { ...rolls, 'weather.reroll20': die(6) } }));
    expect(r20.events[0].payload).toMatchObject({ weather: 'rain', faces: [6] });
    const none = e.resolve(answersOf({ rolls: { ...rolls, 'weather.reroll20': die(1) } }));
    expect([none.next, none.events, none.derivation.length]).toEqual([undefined, [], 21]);
  });
  it("9.0 without 39.0: last month's weather is no reason to roll again", () => {
    const e = weatherRoll(ym(1942, 5), RA, 'rain');
    expect(e.resolve(answersOf({ rolls: { weather: die(6) } })).events[0].payload).toMatchObject({ weather: 'rain' });
  });
});

describe("9.1–9.3, 39.0: the month's effects", () => {
  const RA19: RuleLayers = { advanced: true, optional: ['19.0', '39.0'] };
  const lines = (w: Weather, l: RuleLayers) => weatherEffects(w, l).steps.map(say);
  const fields = (w: Weather) => {
    const { steps: _steps, ...rest } = weatherEffects(w, RA19);
    return rest;
  };
  it('4.3, 7.5.3, 7.8, 13.3: fair weather — supply 3 hexes, the printed costs, Blitz, HQ range 5', () => {
    expect(lines('fair', RA19)).toEqual([
      '[9.0] Weather effects: Fair (result)',
      '[4.3] Supply lines: 3 hexes.',
      '[7.5.3] Movement: plain 1, forest 2, hill 2, mountain 3, swamp 3 MP.',
      '[7.8] Blitz allowed.',
      '[13.3] HQ command range: 5 hexes.',
    ]);
    expect(fields('fair')).toEqual({
      supplyHexes: 3,
      moveCost: { plain: 1, forest: 2, hill: 2, mountain: 3, swamp: 3 },
      airMissions: true,
      attackerMalus: false,
      defenderBonus: false,
      airMalus: 'none',
      aaMalus: false,
      riversFrozen: false,
      seasFrozen: false,
      blitz: true,
      hqRange: 5,
      reconDrm: 0,
      specialAttacks: true,
      snowImmunity: false,
    });
  });
  it('9.1–9.3: rain — supply 2, every hex 3 MP, no Kerch crossing, no air missions, attacker and AA Malus, defender Bonus, no Blitz, HQ range 3, recon +2 (19.1)', () => {
    expect(lines('rain', RA19)).toEqual([
      '[9.0] Weather effects: Rain (result)',
      '[9.1] Supply lines: 2 hexes.',
      '[9.2] Rain: every hex costs 3 MP.',
      '[9.2] The Kerch Strait cannot be crossed.',
      '[9.3] Air units do not take off or fly missions; they may rebase.',
      '[9.3] Attacking ground units: 1 Malus (not artillery).',
      '[9.3] Defending ground units: 1 additional Bonus (not artillery).',
      '[9.3] AA: 1 Malus.',
      '[7.8] No Blitz.',
      '[20.0] No cavalry charge, Panzer attack, Stuka sirens, paradrops or landings.',
      '[13.3] HQ command range: 3 hexes.',
      '[19.1] Air recon: +2 to the die.',
    ]);
    expect(fields('rain')).toEqual({
      supplyHexes: 2,
      moveCost: { plain: 3, forest: 3, hill: 3, mountain: 3, swamp: 3 },
      airMissions: false,
      attackerMalus: true,
      defenderBonus: true,
      airMalus: 'none',
      aaMalus: true,
      riversFrozen: false,
      seasFrozen: false,
      blitz: false,
      hqRange: 3,
      reconDrm: 2,
      specialAttacks: false,
      snowImmunity: false,
    });
  });
  it('9.1–9.3: snow — plain, forest, swamp 2 MP, hills 3; air, AA and attackers 1 Malus; rivers and northern ports frozen; Soviets, Finns and mountain troops spared', () => {
    expect(lines('snow', RA19)).toEqual([
      '[9.0] Weather effects: Snow (result)',
      '[9.1] Supply lines: 2 hexes.',
      '[9.2] Snow: plain, forest and swamp 2 MP, hill and mountain 3 MP.',
      '[9.3] All air units: 1 Malus.',
      '[9.3] Attacking ground units: 1 Malus (not artillery).',
      '[9.3] AA: 1 Malus.',
      '[9.3] Rivers frozen: no effect on combat.',
      '[9.2] Ports of the White Sea, the Gulfs of Bothnia and Finland and the Sea of Azov freeze.',
      '[9.3] Soviets, Finns and Axis mountain troops suffer no snow combat penalty.',
      '[7.8] No Blitz.',
      '[20.0] No cavalry charge, Panzer attack, Stuka sirens, paradrops or landings.',
      '[13.3] HQ command range: 3 hexes.',
      '[19.1] Air recon: +2 to the die.',
    ]);
    expect(fields('snow')).toEqual({
      supplyHexes: 2,
      moveCost: { plain: 2, forest: 2, hill: 3, mountain: 3, swamp: 2 },
      airMissions: true,
      attackerMalus: true,
      defenderBonus: false,
      airMalus: 'all',
      aaMalus: true,
      riversFrozen: true,
      seasFrozen: true,
      blitz: false,
      hqRange: 3,
      reconDrm: 2,
      specialAttacks: false,
      snowImmunity: true,
    });
  });
  it('39.0: light rain — supply 2, plain 2 MP and every other hex 3, attacking ground and air units 1 Malus, no effect on the command range', () => {
    expect(lines('lightRain', RA19)).toEqual([
      '[39.0] Weather effects: Light rain (result)',
      '[39.0] Supply lines: 2 hexes.',
      '[39.0] Light rain: plain 2 MP, every other hex 3 MP.',
      '[39.0] Attacking air units: 1 Malus.',
      '[39.0] Attacking ground units: 1 Malus (not artillery).',
      '[7.8] No Blitz.',
      '[20.0] No cavalry charge, Panzer attack, Stuka sirens, paradrops or landings.',
      '[39.0] HQ command range: 5 hexes.',
    ]);
    expect(fields('lightRain')).toEqual({
      supplyHexes: 2,
      moveCost: { plain: 2, forest: 3, hill: 3, mountain: 3, swamp: 3 },
      airMissions: true,
      attackerMalus: true,
      defenderBonus: false,
      airMalus: 'attacking',
      aaMalus: false,
      riversFrozen: false,
      seasFrozen: false,
      blitz: false,
      hqRange: 5,
      reconDrm: 0,
      specialAttacks: false,
      snowImmunity: false,
    });
  });
  it('13.3, 19.1: the HQ range only with the advanced rules, the recon modifier only with 19.0', () => {
    expect(lines('rain', BASIC_GAME).slice(-2)).toEqual(['[7.8] No Blitz.', '[20.0] No cavalry charge, Panzer attack, Stuka sirens, paradrops or landings.']);
    expect(lines('snow', RA).slice(-1)).toEqual(['[13.3] HQ command range: 3 hexes.']);
  });
});

describe('33.0: the First Axis Winter', () => {
  it('33.0: December 1941 to March 1942, with the optional rule only', () => {
    const l: RuleLayers = { advanced: true, optional: ['33.0'] };
    expect([ym(1941, 11), ym(1941, 12), ym(1942, 1), ym(1942, 3), ym(1942, 4), ym(1942, 12)].map((d) => isFirstWinter(d, l))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isFirstWinter(ym(1942, 1), RA)).toBe(false);
  });
});
