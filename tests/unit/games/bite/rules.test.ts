// BITE's calendar, TECH schedule and weather: the notes' worked cases (§7.5) and the rules they cite.
import { describe, expect, it } from 'vitest';
import { cellKey, fText, makeChartAccess, noAnswers, walk, answersOf } from '@/engine';
import { eventsOf, phaseReminders, scenarioById, scenarioMonth, SEQUENCE, ym, layerAdvice } from '@/games/bite/calendar';
import { BASIC_GAME, type RuleLayers } from '@/games/bite/layers';
import { baseHitNumber, techOf, techTable } from '@/games/bite/tech';
import { weatherChartSpec, weatherEffects, weatherOf, weatherOfFace, weatherRoll, parseWeatherCell } from '@/games/bite/weather';

const RA: RuleLayers = { advanced: true, optional: [] };
const RA39: RuleLayers = { advanced: true, optional: ['39.0'] };
const die = (n: number) => ({ faces: [n], source: 'physical' as const });

describe('1.1 calendar: one turn a month from June 1941', () => {
  it('scenarios: SBE3 runs June to November 1941 in 6 turns; SBE8 13 turns from June 1944', () => {
    const s3 = scenarioById('SBE3')!;
    expect([s3.turns, s3.difficulty, scenarioMonth(s3, 6)]).toEqual([6, 3, ym(1941, 11)]);
    const s8 = scenarioById('SBE8')!;
    expect(scenarioMonth(s8, 13)).toEqual(ym(1945, 6));
    expect(layerAdvice(scenarioById('SBE4')!, RA)[0].tone).toBe('error');
  });
  it('7.0: the sequence is A, B1–B10, C1–C10, D', () => {
    expect(SEQUENCE.map((p) => p.id)).toEqual([
      'A',
      ...Array.from({ length: 10 }, (_, i) => `B${i + 1}`),
      ...Array.from({ length: 10 }, (_, i) => `C${i + 1}`),
      'D',
    ]);
  });
  it('7.0: phase reminders show only the layers in play (weather roll RA only, in May and October)', () => {
    const keys = (id: string, l: RuleLayers, d = ym(1942, 5)) => phaseReminders(id, l, d).map((s) => s.key);
    expect(keys('A', BASIC_GAME)).toEqual(['bite.reminder.weatherBasic']);
    expect(keys('A', RA)).toEqual(['bite.reminder.weatherChart', 'bite.reminder.weatherRoll']);
    expect(keys('A', RA39)).toContain('bite.reminder.weatherRollLight');
    expect(keys('A', RA, ym(1942, 6))).toEqual(['bite.reminder.weatherChart']);
    expect(keys('B3', RA)).toContain('bite.reminder.fhqFirst');
    expect(keys('C3', RA)).not.toContain('bite.reminder.fhqFirst');
  });
  it('1.5: dated events surface in their month — TECH changes, First Winter, Italy, removals', () => {
    const ids = (d: ReturnType<typeof ym>, l: RuleLayers, sc?: 'SBE9') => eventsOf(d, l, sc).map((e) => e.id);
    expect(ids(ym(1942, 3), BASIC_GAME)).toContain('tech.ussr.infantry.2');
    expect(ids(ym(1942, 1), { advanced: true, optional: ['33.0'] })).toContain('firstWinter');
    expect(ids(ym(1942, 1), RA)).not.toContain('firstWinter');
    expect(ids(ym(1943, 9), BASIC_GAME)).toContain('italySurrenders');
    expect(ids(ym(1943, 9), { advanced: true, optional: ['36.0'] })).not.toContain('italySurrenders');
    expect(ids(ym(1941, 12), BASIC_GAME, 'SBE9')).toContain('removeDec41');
    expect(ids(ym(1943, 7), BASIC_GAME)).toEqual(expect.arrayContaining(['tech.germany.armour.3', 'tech.minor.armour.2']));
    expect(ids(ym(1942, 3), { advanced: true, optional: ['17.0'] })).not.toContain('tech.ussr.infantry.2');
  });
});

describe("3.13's schedule and 17.1", () => {
  it('3.13: every dated advance, and Soviet fighters and bombers never reach TECH 3', () => {
    expect(techOf('ussr', 'infantry', ym(1942, 2)).level).toBe(1);
    expect(techOf('ussr', 'infantry', ym(1942, 3)).level).toBe(2);
    expect(techOf('ussr', 'armour', ym(1942, 11)).level).toBe(2);
    expect(techOf('ussr', 'fighters', ym(1943, 1)).level).toBe(2);
    expect(techOf('germany', 'armour', ym(1943, 7)).level).toBe(3);
    expect(techOf('ussr', 'bombers', ym(1943, 9)).level).toBe(2);
    expect(techOf('germany', 'fighters', ym(1944, 5)).level).toBe(3);
    expect(techOf('ussr', 'armour', ym(1944, 7)).level).toBe(3);
    expect(techOf('ussr', 'infantry', ym(1944, 9)).level).toBe(3);
    expect(techOf('germany', 'infantry', ym(1944, 10)).level).toBe(3);
    expect(techOf('germany', 'bombers', ym(1945, 3)).level).toBe(3);
    expect([techOf('ussr', 'fighters', ym(1945, 6)).level, techOf('ussr', 'bombers', ym(1945, 6)).level]).toEqual([2, 2]);
  });
  it('TC-60 17.1: Germany armour TECH 3 in Jul 1943 → Romanian and Hungarian armour TECH 2; Italy stays 1; Finnish infantry 2', () => {
    const t = techTable(ym(1943, 7));
    expect([t.romania.armour, t.hungary.armour, t.italy.armour, t.finland.infantry]).toEqual([2, 2, 1, 2]);
    expect(techTable(ym(1943, 6)).romania.armour).toBe(1);
    expect(techTable(ym(1945, 6)).finland.infantry).toBe(2);
    expect(techOf('romania', 'armour', ym(1943, 7), { minorFollowGermany: false }).level).toBe(1);
  });
  it('§2.3: hit numbers rebuilt from the prose', () => {
    expect(baseHitNumber('armour', 1, 'attack').hitOn).toBe(6);
    expect(baseHitNumber('armour', 1, 'defence').hitOn).toBe(5);
    expect(baseHitNumber('artillery', 2, 'aa').hitOn).toBe(5);
    expect(baseHitNumber('fighter', 1, 'strike').hitOn).toBeNull();
    expect(baseHitNumber('bomber', 1, 'airCombat').hitOn).toBeNull();
    expect(baseHitNumber('bomber', 1, 'airCombat', true).hitOn).toBe(6);
    expect(baseHitNumber('bomber', 2, 'strike').hitOn).toBe(5);
  });
});

describe("9.0's roll and 39.0", () => {
  it('TC-55 9.0: 1–3 fair, 4–6 rain', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => weatherOfFace(f, false))).toEqual(['fair', 'fair', 'fair', 'rain', 'rain', 'rain']);
  });
  it('TC-55b 39.0: 1–2 fair, 3–4 light rain, 5–6 rain; a repeat of last month is rolled again', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => weatherOfFace(f, true))).toEqual(['fair', 'fair', 'lightRain', 'lightRain', 'rain', 'rain']);
    const e = weatherRoll(ym(1942, 5), RA39, 'rain');
    let w = walk(e, noAnswers());
    expect(w.pending?.kind === 'roll' && w.pending.odds.map((o) => [o.id, fText(o.p)])).toEqual([
      ['fair', '1/3'],
      ['lightRain', '1/3'],
      ['again', '1/3'],
    ]);
    w = walk(e, answersOf({ rolls: { weather: die(6), 'weather.reroll1': die(3) } }));
    expect(w.resolution.events[0].payload).toMatchObject({ year: 1942, month: 5, weather: 'lightRain' });
  });
  it('9.0: the roll needs the advanced rules and May or October', () => {
    expect(weatherRoll(ym(1942, 5), BASIC_GAME, undefined).errors).toHaveLength(1);
    expect(weatherRoll(ym(1942, 6), RA, undefined).errors).toHaveLength(1);
    expect(weatherRoll(ym(1942, 5), RA39, undefined).errors).toHaveLength(1);
    const w = walk(weatherRoll(ym(1941, 10), RA, undefined), answersOf({ rolls: { weather: die(4) } }));
    expect(w.resolution.events[0].payload).toMatchObject({ weather: 'rain' });
  });
  it("9.0: the fixed weather is typed on the chart; May/October cells are the rule's; nothing else is invented", () => {
    expect(weatherChartSpec.prefilled.every((p) => p.row === '5' || p.row === '10')).toBe(true);
    const charts = makeChartAccess(
      [weatherChartSpec],
      [{ chartId: 'bite.weather', columns: weatherChartSpec.columns, cells: { [cellKey('1942', '1')]: 'N' } }],
    );
    expect(weatherOf(ym(1942, 1), RA, charts, undefined)).toMatchObject({ kind: 'known', weather: 'snow' });
    expect(weatherOf(ym(1942, 2), RA, charts, undefined).kind).toBe('untyped');
    expect(weatherOf(ym(1942, 5), RA, charts, undefined).kind).toBe('roll');
    expect(weatherOf(ym(1942, 2), BASIC_GAME, charts, undefined)).toMatchObject({ kind: 'known', weather: 'fair' });
    expect(['S', 'pioggia', 'Snow', 'D', 'x'].map(parseWeatherCell)).toEqual(['fair', 'rain', 'snow', 'roll', null]);
    // 9.0: the turn chart fixes fair, rain or snow; light rain comes only from the 39.0 roll.
    expect(['PL', 'pioggia leggera', 'Light rain'].map(parseWeatherCell)).toEqual([null, null, null]);
    expect(new RegExp(weatherChartSpec.cell.pattern).test('Pioggia Leggera')).toBe(false);
    expect(new RegExp(weatherChartSpec.cell.pattern).test('Pioggia')).toBe(true);
  });
  it('TC-36/37 9.2, 39.0, 7.8: movement costs and the Blitz by weather', () => {
    expect(weatherEffects('snow', RA).moveCost).toEqual({ plain: 2, forest: 2, hill: 3, mountain: 3, swamp: 2 });
    expect(weatherEffects('lightRain', RA).moveCost.plain).toBe(2);
    expect(['fair', 'rain', 'snow', 'lightRain'].map((w) => weatherEffects(w as 'fair', RA).blitz)).toEqual([true, false, false, false]);
    expect(weatherEffects('rain', RA)).toMatchObject({ supplyHexes: 2, airMissions: false, hqRange: 3 });
    expect(weatherEffects('lightRain', RA).hqRange).toBe(5);
  });
});
