// Issue 11: BITE's HQs and action points (advanced rules) — the notes' worked examples TC-32 and
// TC-33 (§7.4) named after their rules.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState, type Block } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext } from '@/engine/types';
import { canActivate, deactivation, isActive, usableAp } from '@/games/bite/hq';
// The words of a message in a language, its plural form chosen by `n` as the app does.
import { words } from './gapsHelpers';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => biteBook.reduce(st, e, ctx), s);
const hq = (p: Partial<Block>): Omit<Block, 'id' | 'eliminated'> => ({
  name: 'Pz.Gr. 2',
  nation: 'germany',
  cls: 'armourHq',
  maxSp: 4,
  sp: 4,
  colours: ['black', 'black', 'black', 'black'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});

describe('BITE HQs and action points (3.12, 13.x)', () => {
  it('13.4/13.5 (TC-32): supplied with 4 AP → 4 units; out of supply 4 AP → 2; 3 AP → 1; 1 AP → 1', () => {
    expect(usableAp({ sp: 4, supplied: true }).units).toBe(4);
    expect(usableAp({ sp: 4, supplied: false }).units).toBe(2);
    expect(usableAp({ sp: 3, supplied: false }).units).toBe(1);
    expect(usableAp({ sp: 1, supplied: false }).units).toBe(1);
    expect(usableAp({ sp: 3, supplied: false }).steps.map((x) => x.rule)).toEqual(['3.12', '13.5', '13.5']);
  });
  it("13.6 (TC-33): at the end of the Blitz an activated 4-AP HQ drops to 3; an activated 1-AP HQ is removed (rebuildable); the other side's HQs wait for their own Blitz", () => {
    let s = setupState('SBE9', { advanced: true });
    s = run(s, [
      ev('bite/block-add', { block: hq({}) }),
      ev('bite/block-add', { block: hq({ name: 'AOK 11', cls: 'hq', sp: 1 }) }),
      ev('bite/block-add', { block: hq({ name: 'Stavka', nation: 'ussr', cls: 'hq' }) }),
    ]);
    s = run(s, [ev('bite/hq-activate', { id: 'b1' }), ev('bite/hq-activate', { id: 'b2' }), ev('bite/hq-activate', { id: 'b3' })]);
    expect(['b1', 'b2', 'b3'].map((id) => isActive(s, id))).toEqual([true, true, true]);
    expect(deactivation(s, 'axis').map((x) => words(x.text, en_))).toEqual(['Pz.Gr. 2: 4 AP → 3.', 'AOK 11: activated at 1 AP, removed (it may be rebuilt).']);
    const e = ev('bite/hq-deactivate', { side: 'axis' });
    expect(words(biteBook.describe(e, s).text, en_)).toBe('End of the Blitz: 2 activated HQs lose 1 AP and are hidden again; removed: AOK 11.');
    s = run(s, [e]);
    expect(s.blocks.map((b) => [b.name, b.sp, b.eliminated])).toEqual([
      ['Pz.Gr. 2', 3, false],
      ['AOK 11', 0, true],
      ['Stavka', 4, false],
    ]);
    expect(['b1', 'b2', 'b3'].map((id) => isActive(s, id))).toEqual([false, false, true]);
    // Deactivating again changes nothing.
    expect(run(s, [e])).toBe(s);
  });
  it('13.3: activation is refused in words in the basic game, for a block that is not an HQ, or twice in a turn', () => {
    const basic = run(setupState('SBE4', {}), [ev('bite/block-add', { block: hq({}) })]);
    const r = canActivate(basic, basic.blocks[0]);
    expect(r.ok ? '' : words(r.error, en_)).toBe('HQs and action points belong to the advanced rules.');
    let s = run(setupState('SBE9', { advanced: true }), [
      ev('bite/block-add', { block: hq({}) }),
      ev('bite/block-add', { block: hq({ name: 'IX AK', cls: 'infantry' }) }),
    ]);
    const inf = canActivate(s, s.blocks[1]);
    expect(inf.ok ? '' : words(inf.error, en_)).toBe('IX AK is not an HQ.');
    s = run(s, [ev('bite/hq-activate', { id: 'b1' })]);
    expect(run(s, [ev('bite/hq-activate', { id: 'b1' })])).toBe(s);
  });
});
