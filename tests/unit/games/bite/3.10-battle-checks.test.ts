// The battle calculator's refusals and warnings (3.10 stacking, 3.9, 4.4, 5.3, 7.7.10, 12.4.1, the
// special attacks' conditions, 9.3, 13.8): each one word for word, and its bounds (what is still
// allowed).
import { describe, expect, it } from 'vitest';
import { checkBattle, type BattleInput, type BattleUnit } from '@/games/bite/battle';
import type { RuleLayers } from '@/games/bite/layers';
import { battle, line, refusals, say, unit } from './battle-view';

const ger = (id: string, more: Partial<Parameters<typeof unit>[0]> = {}) =>
  unit({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, ...more });
const sov = (id: string, more: Partial<Parameters<typeof unit>[0]> = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', ...more });
const warnings = (i: Parameters<typeof checkBattle>[0]) => checkBattle(i).warnings.map(line);

describe('3.10, 7.7.10: the SP typed for each block', () => {
  it('3.10: SP are whole numbers from 0 to 9; 9 is accepted, 10, −1 and 2.5 refused', () => {
    expect(refusals(battle([ger('a', { sp: 9, maxSp: 9 }), sov('s')]))).toEqual([]);
    expect(refusals(battle([ger('a', { sp: 10, maxSp: 10 }), sov('s')]))).toEqual(['A: SP must be a whole number from 0 to 9.']);
    expect(refusals(battle([ger('a', { sp: -1 }), sov('s')]))).toEqual(['A: SP must be a whole number from 0 to 9.']);
    expect(refusals(battle([ger('a', { sp: 2.5 }), sov('s')]))).toEqual(['A: SP must be a whole number from 0 to 9.']);
  });
  it('7.7.10: a block at 0 SP is refused unless it has a 0-SP base', () => {
    expect(refusals(battle([ger('a'), sov('s', { sp: 0 })]))).toEqual(['S: at 0 SP it is eliminated, except 0-SP base units.']);
    expect(refusals(battle([ger('a'), sov('s'), sov('art', { cls: 'artillery', sp: 0, zeroBase: true })]))).toEqual([]);
  });
  it("3.10: SP above the block's maximum are refused; at the maximum they are fine", () => {
    expect(refusals(battle([ger('a', { sp: 5, maxSp: 4 }), sov('s')]))).toEqual(['A: 5 SP above its maximum of 4.']);
    expect(refusals(battle([ger('a', { sp: 4, maxSp: 4 }), sov('s')]))).toEqual([]);
  });
});

describe('3.10: stacking in a battle hex', () => {
  it('3.10: 3 ground units and 2 air units per side are allowed; a fourth ground unit and a third aircraft are refused, with the side and the count', () => {
    const art = (id: string) => ger(id, { cls: 'artillery' });
    const fig = (id: string) => ger(id, { cls: 'fighter' });
    expect(refusals(battle([ger('a'), ger('b'), art('c'), fig('f'), sov('s')]))).toEqual([]);
    expect(refusals(battle([ger('a'), art('b'), art('c'), art('d'), sov('s')]))).toEqual(['attacker: 4 ground units, at most 3 per hex.']);
    expect(refusals(battle([ger('a'), fig('f'), fig('g'), fig('h'), sov('s')]))).toEqual(['attacker: 3 air units, at most 2 in a battle.']);
    expect(refusals(battle([ger('a'), fig('f'), fig('g'), sov('s')]))).toEqual([]);
  });
  it('3.10: at most 2 ground combat units per side, the defender too', () => {
    expect(refusals(battle([ger('a'), sov('s'), sov('t'), sov('u')]))).toEqual(['defender: 3 ground combat units, at most 2 per hex.']);
  });
  it('3.10: 4 units per hex plus a second aircraft: 4 ground units and an aircraft are 5 units, refused twice', () => {
    const art = (id: string) => ger(id, { cls: 'artillery' });
    expect(refusals(battle([ger('a'), art('b'), art('c'), art('d'), ger('f', { cls: 'fighter' }), sov('s')]))).toEqual([
      'attacker: 4 ground units, at most 3 per hex.',
      'attacker: 5 units, at most 4 per hex (plus a second aircraft in battle).',
    ]);
  });
  it('3.10, 23.0, 24.0, 7.3.2, 26.0: a paradrop or a landing, blocks just placed, the Gustav against a fortress may overstack (a warning, not a refusal)', () => {
    const three = [ger('a'), ger('b'), ger('c')];
    const over = '[3.10] Over the limit, but allowed here: attacker: 3 ground combat units, at most 2 per hex. (warning)';
    expect(refusals(battle([...three, sov('s')], { situations: { paradrop: true } }))).toEqual(['Optional rule 23.0 is not in play.']);
    expect(warnings(battle([...three, sov('s')], { situations: { paradrop: true } }))).toContain(over);
    expect(warnings(battle([...three, sov('s')], { situations: { amphibious: true } }))).toContain(over);
    expect(refusals(battle([ger('a'), ger('b'), ger('c', { justPlaced: true }), sov('s')]))).toEqual([]);
    expect(warnings(battle([ger('a'), ger('b'), ger('c', { justPlaced: true }), sov('s')]))).toEqual([over]);
    const gustav = (city: 'fortress' | 'bunker' | 'major') =>
      battle([ger('a'), ger('b', { cls: 'artillery' }), ger('c', { cls: 'artillery' }), ger('g', { cls: 'artillery', gustav: true }), sov('s')], {
        hex: { terrain: 'plain', city, crossing: 'none' },
        layers: { advanced: true, optional: ['26.0'] },
      });
    expect(refusals(gustav('fortress'))).toEqual([]);
    expect(refusals(gustav('bunker'))).toEqual([]);
    expect(refusals(gustav('major'))).toEqual(['attacker: 4 ground units, at most 3 per hex.']);
    // The defender never overstacks because the attacker drops or lands.
    expect(
      refusals(
        battle([ger('p', { cls: 'paratroop' }), sov('s'), sov('t'), sov('u')], {
          situations: { paradrop: true },
          layers: { advanced: true, optional: ['23.0'] },
        }),
      ),
    ).toEqual(['defender: 3 ground combat units, at most 2 per hex.']);
  });
});

describe('5.3, 3.8, 3.9, 4.4: who may fight together, and who may attack', () => {
  it('5.3: Romanians and Hungarians never fight in the same hex', () => {
    expect(refusals(battle([ger('r', { nation: 'romania' }), ger('h', { nation: 'hungary' }), sov('s')]))).toEqual([
      'attacker: Romanians and Hungarians may never stack or fight in the same hex.',
    ]);
    expect(refusals(battle([ger('r', { nation: 'romania' }), ger('h', { nation: 'romania' }), sov('s')]))).toEqual([]);
    expect(refusals(battle([ger('g'), ger('h', { nation: 'hungary' }), sov('s')]))).toEqual([]);
    expect(refusals(battle([ger('g'), ger('r', { nation: 'romania' }), sov('s')]))).toEqual([]);
  });
  it("5.3: minor Axis aircraft support only their own nation's units (a warning per aircraft); German aircraft support anyone", () => {
    for (const nation of ['romania', 'hungary', 'slovakia', 'italy', 'finland'] as const) {
      expect(warnings(battle([ger('g'), ger('air', { nation, cls: 'fighter', name: 'Air' }), sov('s')]))).toEqual([
        "[5.3] Air: minor Axis aircraft support only their own nation's units. (warning)",
      ]);
      expect(warnings(battle([ger('g', { nation }), ger('air', { nation, cls: 'fighter', name: 'Air' }), sov('s')]))).toEqual([]);
    }
    expect(warnings(battle([ger('r', { nation: 'romania' }), ger('air', { cls: 'bomber' }), sov('s')]))).toEqual([]);
    // One block of the aircraft's nation among the ground units is enough.
    expect(warnings(battle([ger('g'), ger('r', { nation: 'romania' }), ger('air', { nation: 'romania', cls: 'fighter' }), sov('s')]))).toEqual([]);
  });
  it('3.10: Axis and Soviet blocks on the same side are refused; so are two Axis sides, or a side missing', () => {
    expect(refusals(battle([ger('g'), ger('x', { nation: 'ussr' }), sov('s')]))).toEqual(['attacker: Axis and Soviet units on the same side.']);
    expect(refusals(battle([ger('g'), sov('s', { nation: 'romania' })]))).toEqual(['Attacker and defender are on the same side.']);
    expect(refusals(battle([sov('s')]))).toEqual(['The attacker is missing.']);
    expect(refusals(battle([ger('g')]))).toEqual(['The defender is missing.']);
  });
  it('3.9: support units never attack alone; an aircraft may', () => {
    expect(refusals(battle([ger('art', { cls: 'artillery' }), sov('s')]))).toEqual(['Support units (artillery, HQs) never attack alone.']);
    expect(refusals(battle([ger('b', { cls: 'bomber' }), sov('s')]))).toEqual([]);
  });
  it('4.4, 12.4.1: out of supply a block may not attack, unless a Desperate Attack with the advanced rules', () => {
    expect(refusals(battle([ger('g', { supplied: false }), sov('s')]))).toEqual(['G: out of supply, it may not attack.']);
    expect(refusals(battle([ger('g', { supplied: false }), sov('s')], { situations: { desperate: true }, layers: { advanced: false, optional: [] } }))).toEqual(
      ['G: out of supply, it may not attack.'],
    );
    const d = battle([ger('g', { supplied: false }), sov('s')], { situations: { desperate: true } });
    expect(refusals(d)).toEqual([]);
    expect(warnings(d)).toEqual(['[12.4.1] G: out of supply, desperate attack. (warning)']);
    // A defender out of supply still defends.
    expect(refusals(battle([ger('g'), sov('s', { supplied: false })]))).toEqual([]);
  });
});

describe('20.0, 21.0, 23.0, 24.0, 33.0, SBE5, 7.6.1: the special situations and their conditions', () => {
  const layers: RuleLayers = { advanced: true, optional: ['20.0', '21.0', '23.0', '24.0', '33.0'] };
  const cav = ger('cav', { cls: 'cavalry' });
  const tank = ger('pz', { cls: 'armour' });
  it('20.0: a cavalry charge needs the rule, attacking cavalry, no defending cavalry or tanks, fair weather and a plain (a minor city at most)', () => {
    const c = (units = [cav, sov('s')], more: Partial<BattleInput> = {}) => refusals(battle(units, { situations: { cavalryCharge: true }, layers, ...more }));
    const no = 'Cavalry charge: needs attacking cavalry, no defending cavalry or tanks, fair weather, a plain.';
    expect(refusals(battle([cav, sov('s')], { situations: { cavalryCharge: true } }))).toEqual(['Optional rule 20.0 is not in play.']);
    expect(c()).toEqual([]);
    expect(c([cav, sov('s')], { hex: { terrain: 'plain', city: 'minor', crossing: 'none' } })).toEqual([]);
    expect(c([ger('g'), sov('s')])).toEqual([no]);
    expect(c([cav, sov('s', { cls: 'cavalry' })])).toEqual([no]);
    expect(c([cav, sov('s', { cls: 'armour' })])).toEqual([no]);
    expect(c([cav, sov('s')], { weather: 'lightRain' })).toEqual([no]);
    expect(c([cav, sov('s')], { hex: { terrain: 'forest', city: 'none', crossing: 'none' } })).toEqual([no]);
    expect(c([cav, sov('s')], { hex: { terrain: 'plain', city: 'major', crossing: 'none' } })).toEqual([no]);
    // One cavalry among the attackers is enough; one tank among the defenders is too many.
    expect(c([cav, ger('g'), sov('s')])).toEqual([]);
    expect(c([cav, sov('s'), sov('t', { cls: 'armour' })])).toEqual([no]);
    expect(c([cav, sov('s'), sov('t', { cls: 'cavalry' })])).toEqual([no]);
  });
  it('21.0: a Panzer attack needs attacking armour, none defending, fair weather and a plain', () => {
    const p = (units = [tank, sov('s')], more: Partial<BattleInput> = {}) => refusals(battle(units, { situations: { panzerAttack: true }, layers, ...more }));
    const no = 'Panzer attack: needs attacking armour and none defending, fair weather, a plain.';
    expect(refusals(battle([tank, sov('s')], { situations: { panzerAttack: true } }))).toEqual(['Optional rule 21.0 is not in play.']);
    expect(p()).toEqual([]);
    expect(p([ger('g'), sov('s')])).toEqual([no]);
    expect(p([tank, sov('s', { cls: 'mechanised', tech: 2 })])).toEqual([no]);
    expect(p([tank, sov('s', { cls: 'mechanised', tech: 1 })])).toEqual([]);
    expect(p([tank, sov('s')], { weather: 'snow' })).toEqual([no]);
    expect(p([tank, sov('s')], { hex: { terrain: 'swamp', city: 'none', crossing: 'none' } })).toEqual([no]);
    expect(p([tank, ger('g'), sov('s')])).toEqual([]);
    expect(p([tank, sov('s'), sov('t', { cls: 'armour' })])).toEqual([no]);
  });
  it('23.0: a paradrop needs paratroops and fair weather', () => {
    const p = (units = [ger('para', { cls: 'paratroop' }), sov('s')], more: Partial<BattleInput> = {}) =>
      refusals(battle(units, { situations: { paradrop: true }, layers, ...more }));
    expect(p()).toEqual([]);
    expect(p([ger('g'), sov('s')])).toEqual(['Paradrop: needs paratroops and good weather.']);
    expect(p(undefined, { weather: 'lightRain' })).toEqual(['Paradrop: needs paratroops and good weather.']);
    expect(p([ger('para', { cls: 'paratroop' }), ger('g'), sov('s')])).toEqual([]);
  });
  it('24.0: a landing needs marines, fair weather, a hex neither mountain nor major city', () => {
    const l = (units = [ger('m', { cls: 'marine' }), sov('s')], more: Partial<BattleInput> = {}) =>
      refusals(battle(units, { situations: { amphibious: true }, layers, ...more }));
    const no = 'Landing: needs marines, fair weather, a hex that is neither mountain nor major city.';
    expect(l()).toEqual([]);
    expect(l(undefined, { hex: { terrain: 'hill', city: 'fortress', crossing: 'none' } })).toEqual([]);
    expect(l([ger('g'), sov('s')])).toEqual([no]);
    expect(l(undefined, { weather: 'rain' })).toEqual([no]);
    expect(l(undefined, { hex: { terrain: 'mountain', city: 'none', crossing: 'none' } })).toEqual([no]);
    expect(l(undefined, { hex: { terrain: 'plain', city: 'major', crossing: 'none' } })).toEqual([no]);
    expect(l([ger('m', { cls: 'marine' }), ger('g'), sov('s')])).toEqual([]);
  });
  it('33.0: the First Axis Winter needs its rule in play, and nothing else', () => {
    expect(refusals(battle([ger('g'), sov('s')], { situations: { firstWinter: true } }))).toEqual(['Optional rule 33.0 is not in play.']);
    expect(refusals(battle([ger('g'), sov('s')], { situations: { firstWinter: true }, layers }))).toEqual([]);
  });
  it('SBE5: air supremacy only in the surprise attack; 7.6.1: an attack on an airbase needs attacking aircraft with 1 SP or more', () => {
    expect(refusals(battle([ger('g'), sov('s')], { situations: { supremacy: true } }))).toEqual(['Air supremacy applies only in the surprise attack.']);
    expect(refusals(battle([ger('g'), sov('s')], { situations: { supremacy: true, surprise: true } }))).toEqual([]);
    const needs = 'Attack on an airbase: it needs attacking air units with at least 1 SP.';
    expect(refusals(battle([ger('g'), sov('s')], { situations: { airbase: true } }))).toEqual([needs]);
    expect(refusals(battle([ger('g'), ger('b', { cls: 'bomber', sp: 0, zeroBase: true }), sov('s')], { situations: { airbase: true } }))).toEqual([needs]);
    expect(refusals(battle([ger('g'), ger('b', { cls: 'bomber', sp: 1 }), sov('s')], { situations: { airbase: true } }))).toEqual([]);
  });
  it('22.0, 26.0: a Stuka or the Gustav with its rule out of play is a warning that its effect does not apply', () => {
    expect(warnings(battle([ger('g'), ger('st', { cls: 'bomber', stuka: true }), sov('s')]))).toEqual([
      '[22.0] Optional rule 22.0 is not in play: its effect does not apply. (warning)',
    ]);
    expect(warnings(battle([ger('g'), ger('st', { cls: 'bomber', stuka: true }), sov('s')], { layers: { advanced: true, optional: ['22.0'] } }))).toEqual([]);
    expect(warnings(battle([ger('g'), ger('gu', { cls: 'artillery', gustav: true }), sov('s')]))).toEqual([
      '[26.0] Optional rule 26.0 is not in play: its effect does not apply. (warning)',
    ]);
    expect(warnings(battle([ger('g'), ger('gu', { cls: 'artillery', gustav: true }), sov('s')], { layers: { advanced: true, optional: ['26.0'] } }))).toEqual(
      [],
    );
  });
  it('9.3: in rain aircraft do not take off (a warning only when aircraft are there)', () => {
    expect(warnings(battle([ger('g'), ger('b', { cls: 'bomber' }), sov('s')], { weather: 'rain' }))).toEqual([
      '[9.3] In rain air units do not take off. (warning)',
    ]);
    expect(warnings(battle([ger('g'), sov('s')], { weather: 'rain' }))).toEqual([]);
    expect(warnings(battle([ger('g'), ger('b', { cls: 'bomber' }), sov('s')], { weather: 'fair' }))).toEqual([]);
  });
  it('13.8: an HQ with no AA value in the rulebook is a warning, unless it fires as artillery or its value is typed', () => {
    const hq = (more: Partial<BattleUnit> = {}) => warnings(battle([ger('g'), sov('s'), sov('stavka', { cls: 'hq', name: 'Stavka', ...more })]));
    expect(hq()).toEqual(["[13.8] Stavka: this HQ's AA value is not in the rulebook; type it to let it fire. (warning)"]);
    expect(hq({ aaHitOn: 5 })).toEqual([]);
    expect(hq({ asArtillery: true })).toEqual([]);
    expect(warnings(battle([ger('g'), ger('ahq', { cls: 'armourHq' }), sov('s')]))).toEqual([]);
  });
  it('3.10: the sides are named in the refusals in words', () => {
    expect(checkBattle(battle([ger('a'), sov('s'), sov('t'), sov('u')])).errors.map((e) => say(e.params?.side as never))).toEqual(['defender']);
  });
});
