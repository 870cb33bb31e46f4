// BITE's supply and surrender (src/games/bite/supply.ts): what a white barrel does to a block (4.4,
// 12.4.1 with the advanced rules) and what the enemy gains when one surrenders (4.5, 7.9; 12.5 with
// the advanced rules), each line word for word with its rule.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import { setupState, type Block } from '@/games/bite/state';
import type { Step } from '@/engine/types';
import { desperateGain, finalCheck, outOfSupplyEffects, surrenderGain } from '@/games/bite/supply';
import { words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const say = (s: Step) => `[${s.rule}] ${words(s, en)}${s.tone ? ` (${s.tone})` : ''}`;
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
const advanced = () => setupState('SBE7', { advanced: true });
const basic = () => setupState('SBE4', {});

const NO_REPAIR = '[4.4] No replacements while out of supply. (warning)';
const DESPERATE =
  '[12.4.1] TECH 2 or 3: it may make a Desperate Attack; failing to clear every enemy ground unit in the first round, it surrenders at once. (info)';
const lines = (s: ReturnType<typeof basic>, b: Block) => outOfSupplyEffects(s, b).map(say);

describe('4.4, 12.4.1: a block out of supply', () => {
  it('4.4: TECH 2 armour out of supply — no replacements, MP 4 → 2, no attack; with the advanced rules a Desperate Attack instead (12.4.1)', () => {
    expect(lines(basic(), unit({ cls: 'armour' }))).toEqual([
      NO_REPAIR,
      '[4.4] MP halved: 4 → 2 (rounded down, at least 1). (warning)',
      '[4.4] It may not attack. (warning)',
    ]);
    expect(lines(advanced(), unit({ cls: 'armour' }))).toEqual([
      NO_REPAIR,
      '[4.4] MP halved: 4 → 2 (rounded down, at least 1). (warning)',
      '[12.4.1] It may not attack. (warning)',
      DESPERATE,
    ]);
  });
  it('12.4.1: a TECH 1 block (Soviet infantry, June 1941) may not make a Desperate Attack, even with the advanced rules; MP 3 → 1', () => {
    expect(lines(setupState('SBE9', { advanced: true }), unit({ nation: 'ussr' }))).toEqual([
      NO_REPAIR,
      '[4.4] MP halved: 3 → 1 (rounded down, at least 1). (warning)',
      '[4.4] It may not attack. (warning)',
    ]);
  });
  it('4.4: a block whose MP the chart does not give (mechanised) or that never moves (static) is told "MP halved" without numbers', () => {
    for (const cls of ['mechanised', 'static'] as const)
      expect(lines(advanced(), unit({ cls }))).toEqual([
        NO_REPAIR,
        '[4.4] MP halved (rounded down, at least 1). (warning)',
        '[12.4.1] It may not attack. (warning)',
        DESPERATE,
      ]);
  });
  it('4.4: aircraft out of supply may only transfer, at half range', () => {
    expect(lines(advanced(), unit({ cls: 'fighter' }))).toEqual([NO_REPAIR, '[4.4] Aircraft may only transfer, at half range. (warning)']);
  });
});

describe('4.5, 7.9, 12.5: a surrender at the final check', () => {
  const said = (s: ReturnType<typeof basic>, b: Block) => {
    const g = surrenderGain(s, b);
    return g.ok ? g.steps.map(say) : words(g.error, en);
  };
  const FINAL = (n: string) => `[7.9] ${n} is still out of supply at the final check: it surrenders and is removed (it may be rebuilt later).`;
  it('4.5: in the basic game any block surrendering gives the enemy 1 yellow PP', () => {
    expect(said(basic(), unit({ cls: 'armour', name: 'Pz' }))).toEqual([
      FINAL('Pz'),
      '[4.5] Basic game: USSR gains 1 yellow PP.',
      '[4.5] USSR gains 1 yellow. (result)',
    ]);
  });
  it('12.5: with the advanced rules infantry gives 1 yellow; armour 1 yellow and 1 of its colour', () => {
    expect(said(advanced(), unit({ nation: 'ussr', name: 'A' }))).toEqual([
      FINAL('A'),
      '[12.5] Infantry: Germany gains 1 yellow PP.',
      '[12.5] Germany gains 1 yellow. (result)',
    ]);
    expect(said(advanced(), unit({ nation: 'ussr', cls: 'armour', name: 'T' }))).toEqual([
      FINAL('T'),
      "[12.5] Armour: Germany gains 1 yellow PP and 1 of the unit's colour.",
      '[12.5] Germany gains 1 yellow, 1 red. (result)',
    ]);
  });
  it('12.5 (AMB-36): paratroops and mechanised units, which 12.5 does not name, give the colour they are rebuilt with — said so', () => {
    expect(said(advanced(), unit({ nation: 'ussr', cls: 'paratroop', name: 'P' }))).toEqual([
      FINAL('P'),
      '[12.5] Paratroops: Germany gains 1 yellow PP and 1 of the colour the unit is rebuilt with (recommended reading).',
      '[12.5] Germany gains 1 yellow, 1 blue. (result)',
    ]);
    expect(said(advanced(), unit({ cls: 'mechanised', name: 'M' }))).toEqual([
      FINAL('M'),
      '[12.5] Mechanised: USSR gains 1 yellow PP and 1 of the colour the unit is rebuilt with (recommended reading).',
      '[12.5] USSR gains 1 yellow, 1 red. (result)',
    ]);
  });
  it('4.5, 6.1.1: refused in words — a block already eliminated, one supplied, a 0-SP unit, a static', () => {
    expect(said(advanced(), unit({ eliminated: true, name: 'G' }))).toBe('G is already eliminated.');
    expect(said(advanced(), unit({ supplied: true, name: 'S' }))).toBe('S is supplied: it does not surrender.');
    expect(said(advanced(), unit({ zeroBase: true, sp: 0, name: 'Z' }))).toBe('Z is a 0-SP unit: it never surrenders, it must be destroyed in combat.');
    expect(said(advanced(), unit({ cls: 'static', name: 'St' }))).toBe('St is a static unit: it never surrenders, it must be destroyed in combat.');
  });
  it('12.4.1: a block of a failed Desperate Attack surrenders at once, artillery too, and the enemy gains as at the final check', () => {
    expect(desperateGain(basic(), unit({ cls: 'artillery', name: 'Art' })).steps.map(say)).toEqual([
      '[12.4.1] Art surrenders at once: its Desperate Attack failed.',
      '[4.5] Basic game: USSR gains 1 yellow PP.',
      '[4.5] USSR gains 1 yellow. (result)',
    ]);
  });
  it("7.9: the final check lists the side's blocks still out of supply — not those supplied, not those already eliminated", () => {
    const s = {
      ...advanced(),
      blocks: [
        unit({ id: 'a', name: 'A' }),
        unit({ id: 'b', name: 'B', eliminated: true }),
        unit({ id: 'c', name: 'C', supplied: true }),
        unit({ id: 'd', name: 'D', nation: 'ussr' }),
      ],
    };
    expect(finalCheck(s, 'axis').map((c) => c.block.name)).toEqual(['A']);
    expect(finalCheck(s, 'soviet').map((c) => c.block.name)).toEqual(['D']);
  });
});
