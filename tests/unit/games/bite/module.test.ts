// BITE's game module (issue 10): set-up (scenarios, layers, 7.7.6 once), where() with the month
// as the turn label, phase A's cards (the month's dated rules, the weather read from the typed
// turn chart or rolled in May/October, 9.0 and 39.0), the TECH tracks (3.13, 17.0), the roster
// pack, and the battle screen's draft walked to the damage landing on the roster (3.15, 7.7.4).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fText, makeChartAccess, noAnswers, optionApplies, setupOptions, sumF, walk } from '@/engine';
import type { Answers, ChartData, GameEvent, RulesContext } from '@/engine/types';
import { bite, where, type BiteState } from '@/games/bite';
import { findEntry } from '@/engine/registry';
import { battleInputOf, emptyBattleDraft, pickBlock, rulesOfGame } from '@/games/bite/battleDraft';
import { evaluateBattle } from '@/games/bite/battle';
import { exportRosterPack, parseRosterPack } from '@/games/bite/roster';
import { weatherChartSpec } from '@/games/bite/weather';
import { countDice, hitsOf } from '@/games/bite/dice';
import { distProbs } from '@/engine/distribution';

const chart = (cells: Record<string, string>): ChartData => ({ chartId: 'bite.weather', columns: weatherChartSpec.columns, cells });
const ctxOf = (cells: Record<string, string> = {}, settings: Record<string, unknown> = {}): RulesContext =>
  ({ settings, charts: makeChartAccess([weatherChartSpec], [chart(cells)]) }) as RulesContext;

function play(s: BiteState, events: Omit<GameEvent, 'at'>[], ctx = ctxOf()): BiteState {
  return events.reduce((x, e) => {
    const c = bite.check({ ...e, at: 1 });
    if (!c.ok) throw new Error(JSON.stringify(c.error));
    return bite.reduce(x, c.event, ctx);
  }, s);
}
const next = (n: number) => Array.from({ length: n }, () => ({ type: 'core/next-phase' }));
const SBE3_RA = () => bite.setup({ scenario: 'SBE3', options: { advanced: true, ro39: true, cancellation: true }, sideNames: {} });

describe('set-up and where()', () => {
  it('is registered once, with the nine scenarios SBE1–SBE9 (months, turns, difficulty, layers)', () => {
    expect(findEntry('bite')).toBeDefined();
    expect(bite.scenarios.map((s) => [s.id, s.turns])).toEqual([
      ['SBE1', 4],
      ['SBE2', 4],
      ['SBE3', 6],
      ['SBE4', 3],
      ['SBE5', 6],
      ['SBE6', 6],
      ['SBE7', 6],
      ['SBE8', 13],
      ['SBE9', 49],
    ]);
    expect(bite.scenarios[2].detail?.params).toMatchObject({ difficulty: 3, layers: { key: 'bite.scenario.layers.basic' } });
    expect(bite.options.find((o) => o.id === 'ro39')).toMatchObject({ rule: '39.0', recommended: true, group: 'weather' });
  });
  it('RO 14.0–39.0: a checklist by what they touch — every optional rule in one group with its rule and a line saying what it does; only 39.0 strongly recommended', () => {
    const ro = bite.options.filter((o) => o.id.startsWith('ro'));
    expect(ro).toHaveLength(26);
    const groups = new Set((bite.optionGroups ?? []).map((g) => g.id));
    for (const o of ro) {
      expect(groups.has(o.group ?? '')).toBe(true);
      expect(o.help?.key).toBe(`bite.optionalHelp.${o.id}`);
      expect(o.rule).toMatch(/^\d\d\.0$/);
    }
    expect(ro.filter((o) => o.recommended).map((o) => o.rule)).toEqual(['39.0']);
    expect(ro.filter((o) => o.group === 'battle').map((o) => o.rule)).toEqual(['19.0', '20.0', '21.0', '22.0', '23.0', '24.0', '25.0', '26.0']);
    // The 7.7.6 cancellation and the rule layers stay options of their own, agreed once.
    expect(bite.options.filter((o) => !o.group).map((o) => o.id)).toEqual(['advanced', 'cancellation', 'supremacy']);
  });
  it("Manuale degli Scenari: the scenario's recommended layers in one tap — SBE5 advanced rules and 39.0, SBE4 the basic rules only", () => {
    const on = (id: string) =>
      Object.entries(bite.optionPresets?.(id)[0]?.values ?? {})
        .filter(([, v]) => v === true)
        .map(([k]) => k);
    expect(on('SBE5')).toEqual(['advanced', 'ro39']);
    expect(on('SBE9')).toEqual(['advanced', 'ro39']);
    expect(on('SBE4')).toEqual([]);
    expect(on('SBE1')).toEqual([]);
    // Every optional rule is set by the preset (the others switched off), never the 7.7.6 agreement.
    expect(Object.keys(bite.optionPresets?.('SBE4')[0]?.values ?? {})).toHaveLength(27);
    expect(bite.optionPresets?.('SBE5')[0]?.values.cancellation).toBeUndefined();
    expect(bite.optionPresets?.('SBE5')[0]?.label.params?.layers).toEqual({ key: 'bite.preset.layers.advanced' });
  });
  it('29.0, 30.0, 33.0, 34.0, 36.0, 37.0, 39.0, SBE4, SBE5, short scenarios: an option a scenario cannot use is not offered there', () => {
    const offeredIn = (id: string) => bite.options.filter((o) => optionApplies(o, id)).map((o) => o.id);
    const missing = (id: string) => bite.options.map((o) => o.id).filter((o) => !offeredIn(id).includes(o));
    // SBE1 (June–September 1941): no Chechens (from January 1942), no winter, no Italian roll,
    // no May or October for 39.0, no supremacy, no RHG or Slovaks (27.0) in a short scenario;
    // Persia (August 1941), partisans and Lend-Lease (from September 1941) yes.
    expect(missing('SBE1')).toEqual(['ro27', 'ro30', 'ro33', 'ro36', 'ro39', 'supremacy']);
    expect(missing('SBE2')).toEqual(['ro27', 'ro30', 'ro33', 'ro36', 'ro39', 'supremacy']);
    // SBE3 reaches October (39.0's roll) and November 1941 (33.1's winter locomotives).
    expect(missing('SBE3')).toEqual(['ro27', 'ro30', 'ro36', 'supremacy']);
    // SBE4: "in alcun modo previste RA o RO": the basic game only.
    expect(missing('SBE4')).toEqual(['advanced', ...bite.options.filter((o) => o.group).map((o) => o.id), 'supremacy']);
    expect(missing('SBE5')).toEqual(['ro30', 'ro36']);
    // SBE6 (June–November 1942): the second winter's locomotives; Persia is past (AMB-26).
    expect(missing('SBE6')).toEqual(['ro36', 'ro37', 'supremacy']);
    // SBE7 (June–November 1943): the Italian roll from July 1943; no winter of the text.
    expect(missing('SBE7')).toEqual(['ro33', 'ro37', 'supremacy']);
    // SBE8 (June 1944): Italy is out of the war already (7.11), so no roll either.
    expect(missing('SBE8')).toEqual(['ro33', 'ro36', 'ro37', 'supremacy']);
    expect(missing('SBE9')).toEqual([]);
  });
  it('a game of a scenario that cannot use an option is created with its default, whatever was ticked', () => {
    const o = setupOptions(bite.options, 'SBE6', { ro37: true, ro30: true, supremacy: true, advanced: true });
    expect([o.ro37, o.ro30, o.supremacy, o.advanced, o.ro39]).toEqual([false, true, false, true, false]);
    expect(setupOptions(bite.options, 'SBE9', { ro37: true, supremacy: true })).toMatchObject({ ro37: true, supremacy: true });
  });
  it('7.0, 7.7.6: SBE3 with RA and 39.0 starts in June 1941 at phase A; the cancellation is agreed once', () => {
    const s = SBE3_RA();
    expect(s.layers).toEqual({ advanced: true, optional: ['39.0'] });
    expect(s.cancellation).toBe(true);
    const w = where(s);
    expect(w.turnLabel).toEqual({ key: 'bite.calendar.monthYear', params: { month: { key: 'bite.month.6' }, year: '1941' } });
    expect(w.phase.params?.code).toBe('A');
    const b7 = where(play(s, next(7)));
    expect([b7.phase.params?.code, b7.side?.key, b7.rule]).toEqual(['B7', 'bite.side.axis', '7.7']);
    const oct = where(play(s, next(22 * 4)));
    expect(oct.turnLabel?.params?.month).toEqual({ key: 'bite.month.10' });
  });
  it("7.0 (AMB-01): phase A's line in the basic game says fair weather every month unless the players chose the chart; with RA, the chart and the May/October roll", () => {
    const basic = bite.setup({ scenario: 'SBE3', options: {}, sideNames: {} });
    expect(where(basic).asks).toEqual({ key: 'bite.phase.asks.weatherBasic' });
    expect(where(SBE3_RA()).asks).toEqual({ key: 'bite.phase.asks.weather' });
    // Past phase A the basic game's lines are the phases' own.
    expect(where(play(basic, next(1))).asks?.key).toBe('bite.phase.asks.strategicWarfare');
  });
});

describe('phase A: the month and its weather (9.0, 39.0)', () => {
  it('1.1, 9.0: the turn chart is read by year and month, not with dice — its rows are the months by name, under "Month"', () => {
    expect(weatherChartSpec.dice).toBeUndefined();
    expect(weatherChartSpec.rowHeader).toEqual({ key: 'bite.weather.monthHeader' });
    expect(weatherChartSpec.columns).toEqual(['1941', '1942', '1943', '1944', '1945']);
    expect(weatherChartSpec.rows.map((r) => [r.label, r.name?.key, r.min, r.max])).toEqual(
      Array.from({ length: 12 }, (_, i) => [String(i + 1), `bite.month.${i + 1}`, i + 1, i + 1]),
    );
  });
  const cards = (s: BiteState, ctx: RulesContext) => bite.procedures(s, ctx);
  it('9.0: the fixed weather is read from the typed turn chart, with its effects; untyped, the players are asked for it', () => {
    const s = SBE3_RA();
    const untyped = cards(s, ctxOf()).find((c) => c.id === 'bite.weather');
    expect(untyped?.required).toBe(true);
    // Not an error: what the card waits for is the weather printed for the month.
    expect(untyped?.evaluate({}, ctxOf()).errors).toEqual([]);
    const q = untyped?.evaluate({}, ctxOf()).resolve(noAnswers()).next;
    // 9.0: a fixed month is fair, rain or snow — light rain only ever comes from the 39.0 roll — and one tap records it.
    expect(q?.kind === 'choice' && [q.options.map((o) => o.id), q.rule, q.settles]).toEqual([['fair', 'rain', 'snow'], '9.0', true]);
    const snow = untyped?.evaluate({}, ctxOf()).resolve({ rolls: {}, cells: {}, choices: { weather: 'snow' } });
    expect(snow?.next).toBeUndefined();
    expect(snow?.events.map((e) => e.payload)).toEqual([{ year: 1941, month: 6, weather: 'snow' }]);
    const typed = cards(s, ctxOf({ '1941|6': 'S' })).find((c) => c.id === 'bite.weather');
    const d = typed?.evaluate({}, ctxOf({ '1941|6': 'S' })).derivation.map((x) => x.key);
    expect(d).toContain('bite.weather.fromChart');
    expect(d).toContain('bite.weatherEffect.blitzAllowed');
  });
  it("9.0, 39.0: a fixed month's weather card cites 9.0 even with 39.0 in play; May and October's roll cites 39.0", () => {
    const s = SBE3_RA();
    expect(cards(s, ctxOf()).find((c) => c.id === 'bite.weather')?.rule).toBe('9.0');
    expect(cards(s, ctxOf({ '1941|6': 'S' })).find((c) => c.id === 'bite.weather')?.rule).toBe('9.0');
    const october = play(s, next(22 * 4), ctxOf({ '1941|9': 'S' }));
    expect(cards(october, ctxOf({ '1941|9': 'S' })).find((c) => c.id === 'bite.weather')?.rule).toBe('39.0');
  });
  it('9.0 in the basic game every month is fair (AMB-01 default)', () => {
    const s = bite.setup({ scenario: 'SBE1', options: {}, sideNames: {} });
    const d = cards(s, ctxOf())
      .find((c) => c.id === 'bite.weather')
      ?.evaluate({}, ctxOf()).derivation;
    expect(d?.[0].key).toBe('bite.weather.basicFair');
  });
  it("39.0: October 1941 is rolled, September's rain typed on the chart is never repeated; the roll lands in the month", () => {
    const ctx = ctxOf({ '1941|9': 'P' });
    const s = play(SBE3_RA(), next(22 * 4), ctx);
    const card = cards(s, ctx).find((c) => c.id === 'bite.weather');
    const e = card!.evaluate({}, ctx);
    expect(e.errors).toEqual([]);
    const first = e.resolve(noAnswers());
    expect(first.next?.kind === 'roll' && first.next.odds.map((o) => [o.id, fText(o.p)])).toEqual([
      ['fair', '1/3'],
      ['lightRain', '1/3'],
      ['again', '1/3'],
    ]);
    const r = e.resolve({
      rolls: { weather: { faces: [5], source: 'physical' }, 'weather.reroll1': { faces: [2], source: 'physical' } },
      cells: {},
      choices: {},
    });
    expect(r.events[0].payload).toEqual({ year: 1941, month: 10, weather: 'fair', faces: [2] });
    const after = play(s, [r.events[0]], ctx);
    expect(cards(after, ctx).find((c) => c.id === 'bite.weather')?.done?.key).toBe('bite.proc.weather.done');
  });
  it('1.5: the month card shows the dated rules of the layers in play (SBE4 refuses the RA)', () => {
    const s = bite.setup({ scenario: 'SBE4', options: { advanced: true }, sideNames: {} });
    const month = cards(s, ctxOf())
      .find((c) => c.id === 'bite.month')
      ?.evaluate({}, ctxOf()).derivation;
    expect(month?.some((x) => x.key === 'bite.scenario.basicOnly' && x.tone === 'error')).toBe(true);
  });
});

describe('3.13 TECH tracks; 17.0 research', () => {
  it('3.13: in June 1941 Germany is TECH 2 everywhere and the USSR 1, with the next change named', () => {
    const t = bite.tracks(SBE3_RA(), ctxOf());
    expect(t.map((x) => x.value)).toEqual([2, 2, 2, 2, 1, 1, 1, 1]);
    expect(t.find((x) => x.id === 'tech.ussr.infantry')?.detail?.params?.level).toBe(2);
  });
  it('17.0: research replaces the schedule; a tap raises a level, never above 3', () => {
    const s = bite.setup({ scenario: 'SBE9', options: { advanced: true, ro17: true }, sideNames: {} });
    const t = bite.tracks(s, ctxOf()).find((x) => x.id === 'tech.ussr.armour');
    const up = play(s, t!.actions![0].events);
    expect(bite.tracks(up, ctxOf()).find((x) => x.id === 'tech.ussr.armour')?.value).toBe(2);
  });
});

const BLOCK = {
  nation: 'germany',
  cls: 'infantry',
  maxSp: 3,
  sp: 3,
  colours: ['black', 'white', 'red'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
};

describe('the roster pack', () => {
  it('goes out and comes back whole: the printed blocks at full strength', () => {
    const s = play(SBE3_RA(), [{ type: 'bite/block-add', payload: { block: { ...BLOCK, name: 'IV AK', sp: 1, elite: 'attack' } } }]);
    const r = parseRosterPack(exportRosterPack(s.blocks));
    expect(r.ok).toBe(true);
    const back = play(SBE3_RA(), r.ok ? r.events : []);
    expect(back.blocks[0]).toMatchObject({ name: 'IV AK', sp: 3, maxSp: 3, elite: 'attack', colours: ['black', 'white', 'red'] });
  });
  it('a bad block refuses the whole pack, in words', () => {
    const text = JSON.stringify({
      kind: 'aiutante-bite-roster',
      version: 1,
      blocks: [
        { ...BLOCK, name: 'ok' },
        { ...BLOCK, name: 'bad', colours: ['black'] },
      ],
    });
    expect(parseRosterPack(text)).toEqual({ ok: false, error: { key: 'bite.ui.pack.badBlock', params: { n: 2, name: 'bad' } } });
    expect(parseRosterPack('nope')).toMatchObject({ ok: false, error: { key: 'bite.ui.pack.notJson' } });
  });
});

/** The browser evening's battle (tests/e2e/bite.e2e.ts), through the battle screen's draft. */
function evening() {
  const ctx = ctxOf({ '1941|9': 'P' });
  const blocks = [
    { ...BLOCK, name: 'XLVII Pz', cls: 'armour', maxSp: 2, sp: 2, colours: ['black', 'black'] },
    { ...BLOCK, name: 'IX AK', maxSp: 2, sp: 2, colours: ['black', 'black'] },
    { ...BLOCK, name: 'Art 1', cls: 'artillery', maxSp: 2, sp: 2, colours: ['black', 'black'] },
    { ...BLOCK, name: 'JG 51', cls: 'fighter', maxSp: 1, sp: 1, colours: ['black'] },
    { ...BLOCK, name: '13a Armata', nation: 'ussr', maxSp: 3, sp: 3, shield: true },
    { ...BLOCK, name: '20a Armata', nation: 'ussr', maxSp: 2, sp: 2, colours: ['black', 'black'] },
    { ...BLOCK, name: 'VVS', nation: 'ussr', cls: 'fighter', maxSp: 1, sp: 1, colours: ['black'] },
  ];
  let s = play(SBE3_RA(), next(22 * 4), ctx);
  s = play(
    s,
    [
      { type: 'bite/weather', payload: { year: 1941, month: 10, weather: 'fair', faces: [1] } },
      ...blocks.map((block) => ({ type: 'bite/block-add', payload: { block } })),
      ...next(7),
    ],
    ctx,
  );
  let d = emptyBattleDraft();
  for (const b of s.blocks) d = pickBlock(d, b.nation === 'ussr' ? 'defender' : 'attacker', b.id);
  d = { ...d, hex: { terrain: 'plain', city: 'major', crossing: 'river' }, units: d.units.map((u) => ({ ...u, crosses: u.side === 'attacker' })) };
  const input = battleInputOf(d, s, ctx);
  if (!input.ok) throw new Error('input');
  return { s, ctx, e: evaluateBattle(input.input, rulesOfGame(s, ctx)) };
}

/** The evening's answers: what the e2e types, by question id. */
export const EVENING: Record<string, number | string> = {
  'r1.air1.a': 6,
  'r1.air1.d': 1,
  'r1.air1.withdraw.a': 'stay',
  'r1.aa.d': 1,
  'r1.strike.a': 6,
  'r1.artillery.a': 1,
  'r1.ground.d': 1,
  'r1.ground.a': 6,
  'r1.ground.a.hit2': 'b6',
  'r1.retreat.d': 'stay',
  'r1.retreat.a': 'stay',
  'r2.aa.d': 1,
  'r2.strike.a': 1,
  'r2.artillery.a': 1,
  'r2.ground.d': 1,
  'r2.ground.a': 1,
  'r2.retreat.d': 'stay',
  'r2.retreat.a': 'all',
};

describe('the battle screen’s draft (7.7)', () => {
  it('October 1941: air units on both sides, a river crossing into a major city, artillery reduced after firing, a shield, a second round', () => {
    const { e } = evening();
    expect(e.errors).toEqual([]);
    let a: Answers = noAnswers();
    const asked: [string, number][] = [];
    for (let k = 0; k < 60; k++) {
      const w = walk(e, a);
      if (!w.pending) break;
      const q = w.pending;
      const v = EVENING[q.id];
      expect(v, q.id).toBeDefined();
      if (q.kind === 'roll') {
        asked.push([q.id, q.roll.dice.length]);
        expect(fText(sumF(q.odds.map((o) => o.p)))).toBe('1');
        a = { ...a, rolls: { ...a.rolls, [q.id]: { faces: q.roll.dice.map(() => Number(v)), source: 'physical' } } };
      } else a = { ...a, choices: { ...a.choices, [q.id]: String(v) } };
    }
    const w = walk(e, a);
    expect(w.pending).toBeUndefined();
    // Dice of each roll: the defender's AA is its two armies and the major city's 2 dice (7.7.2);
    // the attackers across the river into the major city have 2 Malus each, pooled, one die each (3.17, 7.7.7).
    expect(asked).toEqual([
      ['r1.air1.a', 1],
      ['r1.air1.d', 1],
      ['r1.aa.d', 7],
      ['r1.strike.a', 1],
      ['r1.artillery.a', 2],
      ['r1.ground.d', 5],
      ['r1.ground.a', 2],
      ['r2.aa.d', 5],
      ['r2.strike.a', 1],
      ['r2.artillery.a', 1],
      ['r2.ground.d', 3],
      ['r2.ground.a', 2],
    ]);
    const keys = w.resolution.derivation.map((x) => x.key);
    expect(keys).toContain('bite.damage.shield');
    expect(w.resolution.derivation.filter((x) => x.key === 'bite.battle.reduced').map((x) => [x.params?.from, x.params?.to])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    const out = w.resolution.events[0].payload as { units: { name: string; sp: number; fate: string }[] };
    expect(out.units.map((u) => [u.name, u.sp, u.fate])).toEqual([
      ['XLVII Pz', 2, 'withdrawn'],
      ['IX AK', 2, 'withdrawn'],
      ['Art 1', 0, 'eliminated'],
      ['JG 51', 1, 'withdrawn'],
      ['13a Armata', 2, 'in'],
      ['20a Armata', 1, 'in'],
      ['VVS', 0, 'eliminated'],
    ]);
  });
});

describe('properties of the dice (3.17, 7.7.6, 7.7.7)', () => {
  it('every pooled step sums to exactly 1; Malus never changes a hit number; Bonus never adds a die', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sp: fc.integer({ min: 1, max: 7 }),
            base: fc.integer({ min: 4, max: 6 }),
            m: fc.integer({ min: 0, max: 3 }),
            b: fc.integer({ min: 0, max: 3 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (us) => {
          const mk = (m: number, b: number, i: number, sp: number, base: number) => ({
            id: `u${i}`,
            sp,
            base,
            bonus: Array.from({ length: b }, () => ({ key: 'b', rule: '7.7.6' })),
            malus: Array.from({ length: m }, () => ({ key: 'm', rule: '7.7.6' })),
            extra: [],
          });
          const lines = countDice(us.map((u, i) => mk(u.m, u.b, i, u.sp, u.base)));
          expect(fText(sumF(distProbs(hitsOf(lines)).map((x) => x.p)))).toBe('1');
          us.forEach((u, i) => {
            const alone = countDice([mk(u.m, u.b, i, u.sp, u.base)])[0];
            expect(alone.hitOn).toBe(countDice([mk(0, u.b, i, u.sp, u.base)])[0].hitOn);
            expect(alone.dice).toBe(countDice([mk(u.m, 0, i, u.sp, u.base)])[0].dice);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('7.6.1 attacking an airbase', () => {
  it('the defending fighter scrambles, the bomber stays on the ground in round 1 and takes the air strike', () => {
    const u = (id: string, side: 'attacker' | 'defender', nation: 'germany' | 'ussr', cls: 'fighter' | 'bomber', sp: number) => ({
      id,
      name: id,
      side,
      nation,
      cls,
      sp,
      maxSp: sp,
      tech: 2 as const,
      supplied: true,
    });
    const input = {
      units: [u('kg', 'attacker', 'germany', 'bomber', 2), u('vvsF', 'defender', 'ussr', 'fighter', 1), u('vvsB', 'defender', 'ussr', 'bomber', 2)],
      hex: { terrain: 'plain' as const, city: 'none' as const, crossing: 'none' as const },
      weather: 'fair' as const,
      round: 1,
      recon: false,
      situations: { airbase: true },
      layers: { advanced: true, optional: [] },
    };
    const e = evaluateBattle(input);
    expect(e.errors).toEqual([]);
    expect(e.derivation.some((s) => s.key === 'bite.battle.airbase' && s.rule === '7.6.1')).toBe(true);
    // Air combat: only the scrambling fighter answers the bomber (7.6.1).
    const w1 = walk(e, noAnswers());
    expect(w1.pending?.id).toBe('r1.air1.a');
    const a: Answers = {
      rolls: { 'r1.air1.a': { faces: [1, 1], source: 'physical' }, 'r1.air1.d': { faces: [1], source: 'physical' } },
      cells: {},
      choices: { 'r1.air1.withdraw.d': 'all', 'r1.air1.withdraw.a': 'stay' },
    };
    const w2 = walk(e, a);
    expect(
      w2.answered.find((x) => x.question.id === 'r1.air1.d')?.question.kind === 'roll' &&
        (w2.answered.find((x) => x.question.id === 'r1.air1.d')?.question as { roll: { dice: unknown[] } }).roll.dice.length,
    ).toBe(1);
    // The strike: both dice hit, on the bomber on the ground.
    expect(w2.pending?.id).toBe('r1.strike.a');
    const w3 = walk(e, { ...a, rolls: { ...a.rolls, 'r1.strike.a': { faces: [6, 6], source: 'physical' } } });
    const hits = w3.resolution.derivation.filter((s) => s.key.startsWith('bite.damage.')).map((s) => s.params?.unit);
    expect(hits).toEqual(['vvsB', 'vvsB']);
    expect(evaluateBattle({ ...input, units: input.units.filter((x) => x.side === 'defender').concat([]) }).errors.map((x) => x.key)).toContain(
      'bite.check.airbaseNeedsAir',
    );
  });
});

describe('19.2 guided fire', () => {
  it('with fair weather and the recon made, the attacker’s TECH 2 artillery picks among enemy units tied on SP', () => {
    const u = (id: string, side: 'attacker' | 'defender', nation: 'germany' | 'ussr', cls: 'infantry' | 'artillery', tech: 1 | 2) => ({
      id,
      name: id,
      side,
      nation,
      cls,
      sp: 2,
      maxSp: 2,
      tech,
      supplied: true,
    });
    const input = (recon: boolean) => ({
      units: [
        u('inf', 'attacker', 'germany', 'infantry', 2),
        u('art', 'attacker', 'germany', 'artillery', 2),
        u('s1', 'defender', 'ussr', 'infantry', 1),
        u('s2', 'defender', 'ussr', 'artillery', 1),
      ],
      hex: { terrain: 'plain' as const, city: 'none' as const, crossing: 'none' as const },
      weather: 'fair' as const,
      round: 1,
      recon,
      situations: {},
      layers: { advanced: true, optional: ['19.0' as const] },
    });
    const a: Answers = { rolls: { 'r1.artillery.a': { faces: [6, 1], source: 'physical' } }, cells: {}, choices: {} };
    const guided = walk(evaluateBattle(input(true)), a).pending;
    expect(guided).toMatchObject({
      kind: 'choice',
      id: 'r1.artillery.a.hit1',
      rule: '19.2',
      prompt: { key: 'bite.damage.tieGuided', params: { side: { key: 'bite.battle.attacker' } } },
    });
    // Without the recon (19.0: 1 Malus, one die) the owner chooses (7.7.9).
    const owner = walk(evaluateBattle(input(false)), { ...a, rolls: { 'r1.artillery.a': { faces: [6], source: 'physical' } } }).pending;
    expect(owner).toMatchObject({ kind: 'choice', rule: '7.7.9', prompt: { key: 'bite.damage.tie', params: { side: { key: 'bite.battle.defender' } } } });
  });
});
