// Issue 11: BITE's supply and surrender — the notes' worked examples TC-34b and TC-45/45b/45c
// (§7.4, §7.5) named after their rules: what a white barrel does, and who surrenders at the
// final check with the PP the enemy gains.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import { bagOf, boxOf } from '@/games/bite/economy';
import { finalCheck, outOfSupplyEffects, surrenderGain } from '@/games/bite/supply';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => biteBook.reduce(st, e, ctx), s);
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  // A message with plural forms ("giallo | gialli") takes the one its n asks for, as the app does.
  const forms = v.split(' | ');
  const form = forms.length === 1 ? v : x.params?.n === 1 ? forms[0]! : forms[forms.length - 1]!;
  return form.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
const unit = (p: Partial<Block>): Block => ({
  id: 'b1',
  name: 'U',
  nation: 'germany',
  cls: 'infantry',
  maxSp: 3,
  sp: 3,
  colours: ['black', 'black', 'black'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: false,
  eliminated: false,
  ...p,
});
const gain = (s: BiteState, b: Block) => {
  const g = surrenderGain(s, b);
  return g.ok ? g.pp : words(g.error, en_);
};

describe('BITE supply (4.4) and surrender (4.5, 7.9, 12.5)', () => {
  it('4.4 (TC-34b): out of supply — MP halved, rounded down, at least 1 (Soviet TECH 1 infantry 3 → 1, German TECH 2 armour 4 → 2); no attack, no repairs', () => {
    const s = setupState('SBE9', { advanced: true });
    const soviet = outOfSupplyEffects(s, unit({ nation: 'ussr' }));
    expect(soviet.find((x) => x.key === 'bite.eco.supply.mpHalved')?.params).toEqual({ mp: 3, half: 1 });
    const panzer = outOfSupplyEffects(setupState('SBE7', { advanced: true }), unit({ cls: 'armour' }));
    expect(panzer.find((x) => x.key === 'bite.eco.supply.mpHalved')?.params).toEqual({ mp: 4, half: 2 });
    expect(soviet.map((x) => [x.key, x.rule])).toContainEqual(['bite.eco.supply.noAttack', '4.4']);
    expect(soviet.map((x) => [x.key, x.rule])).toContainEqual(['bite.eco.supply.noRepair', '4.4']);
    expect(outOfSupplyEffects(s, unit({ cls: 'fighter' })).map((x) => x.key)).toEqual(['bite.eco.supply.noRepair', 'bite.eco.supply.airTransfer']);
  });
  it('4.5/7.9 (TC-45): basic game — any unit surrendering gives the enemy 1 yellow PP', () => {
    const s = setupState('SBE4', {});
    expect(gain(s, unit({ cls: 'armour' }))).toEqual(bagOf({ yellow: 1 }));
    expect(gain(s, unit({ nation: 'ussr', cls: 'fighter' }))).toEqual(bagOf({ yellow: 1 }));
  });
  it('12.5 (TC-45b): advanced — infantry 1 yellow; tank 1 yellow + 1 red; fighter 1 yellow + 1 blue; HQ 1 yellow + 1 black', () => {
    const s = setupState('SBE9', { advanced: true });
    expect(gain(s, unit({ nation: 'ussr' }))).toEqual(bagOf({ yellow: 1 }));
    expect(gain(s, unit({ nation: 'ussr', cls: 'armour' }))).toEqual(bagOf({ yellow: 1, red: 1 }));
    expect(gain(s, unit({ nation: 'ussr', cls: 'fighter' }))).toEqual(bagOf({ yellow: 1, blue: 1 }));
    expect(gain(s, unit({ nation: 'ussr', cls: 'hq' }))).toEqual(bagOf({ yellow: 1, black: 1 }));
    // AMB-36: paratroops by build type (blue); a German HQ surrendering gives the Soviets no oil (they track none).
    expect(gain(s, unit({ nation: 'ussr', cls: 'paratroop' }))).toEqual(bagOf({ yellow: 1, blue: 1 }));
    expect(gain(s, unit({ cls: 'hq' }))).toEqual(bagOf({ yellow: 1 }));
  });
  it('4.5/6.1.1 (TC-45c): a 0-SP unit or a static out of supply never surrenders; a supplied unit is not checked', () => {
    const s = setupState('SBE9', { advanced: true });
    expect(gain(s, unit({ cls: 'artillery', zeroBase: true, sp: 0 }))).toContain('never surrenders');
    expect(gain(s, unit({ cls: 'static' }))).toContain('static unit: it never surrenders');
    expect(gain(s, unit({ supplied: true }))).toContain('is supplied');
  });
  it("7.9: the final check lists the phasing side's units still out; a surrender removes the block and pays the enemy; a second one changes nothing", () => {
    let s = setupState('SBE9', { advanced: true });
    const b = {
      name: '6. Armee',
      nation: 'germany' as const,
      cls: 'armour' as const,
      maxSp: 4,
      sp: 2,
      colours: ['black', 'black', 'red', 'red'] as Block['colours'],
      shield: false,
      mountain: false,
      ski: false,
      zeroBase: false,
      supplied: true,
    };
    s = run(s, [
      ev('bite/block-add', { block: b }),
      ev('bite/block-add', { block: { ...b, name: 'Art', cls: 'artillery', zeroBase: true, sp: 0 } }),
      ev('bite/block-add', { block: { ...b, name: '5th Army', nation: 'ussr' } }),
    ]);
    s = run(s, [
      ev('bite/supply', { id: 'b1', supplied: false }),
      ev('bite/supply', { id: 'b2', supplied: false }),
      ev('bite/supply', { id: 'b3', supplied: false }),
    ]);
    const axis = finalCheck(s, 'axis');
    expect(axis.map((c) => [c.block.name, c.gain.ok])).toEqual([
      ['6. Armee', true],
      ['Art', false],
    ]);
    const g = axis[0].gain;
    if (!g.ok) throw new Error('gain');
    const e = ev('bite/surrender', { id: 'b1', gainer: g.gainer, pp: g.pp });
    expect(words(biteBook.describe(e, s).text, it_)).toBe('6. Armee si arrende al controllo finale del rifornimento: URSS guadagna 1 giallo, 1 rosso.');
    s = run(s, [e]);
    expect([s.blocks[0].eliminated, s.blocks[0].sp, boxOf(s, 'ussr')]).toEqual([true, 0, bagOf({ yellow: 1, red: 1 })]);
    expect(run(s, [e])).toBe(s);
    // The 0-SP artillery: refused by the reducer too.
    const art = run(s, [ev('bite/surrender', { id: 'b2', gainer: 'ussr', pp: bagOf({ yellow: 1 }) })]);
    expect(art).toBe(s);
    expect(finalCheck(s, 'soviet').map((c) => c.block.name)).toEqual(['5th Army']);
  });
});
