// BITE's TECH table (src/games/bite/tech.ts, second half; notes §2.3, §2.4): the printed hit number
// of every block class at each TECH in each way of firing, with its rule and whether the notes
// infer it (3.14, 6.1–6.5, 7.7.1–7.7.3; AMB-03's TECH 1 bombers), the hit range in words, the
// movement points (5.3, 5.5, 6.1.1, 6.2.2, 7.5.3, 10.0), what a unit may do at its TECH (7.8, 7.10,
// 6.1.4, 12.4.1, 23.0, 24.0, 25.0, 31.0, 6.3.1, 6.3.2), and which classes are ground, air, combat,
// support, infantry or armour.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import type { Step } from '@/engine/types';
import {
  AIR_CLASSES,
  CLASSES,
  NATIONS,
  baseHitNumber,
  capabilities,
  hitRange,
  isAir,
  isArmour,
  isCombat,
  isGround,
  isInfantryClass,
  movementPoints,
  type BlockClass,
  type FireMode,
  type TechLevel,
} from '@/games/bite/tech';
import { words } from './gapsHelpers';

const en = en_ as Record<string, unknown>;
const TECHS: TechLevel[] = [1, 2, 3];
const MODES: FireMode[] = ['attack', 'defence', 'aa', 'airCombat', 'strike'];
/** "attack 5–6 [6.2.2]", "aa — [7.7.2]", "(inferred)" where the notes infer it. */
const fire = (c: BlockClass, tech: TechLevel, mode: FireMode, bomberT1 = false) => {
  const h = baseHitNumber(c, tech, mode, bomberT1);
  return `${mode} ${h.hitOn === null ? '—' : hitRange(h.hitOn)} [${h.rule}]${h.inferred ? ' (inferred)' : ''}`;
};
const row = (c: BlockClass, tech: TechLevel) => `${c} T${tech}: ${MODES.map((m) => fire(c, tech, m)).join(', ')}`;

describe('3.14, 6.1–6.5, 7.7.1–7.7.3: the printed hit numbers', () => {
  it('3.14, 5.3, 6.1.1, 6.1.3, 6.5: infantry-class units (cavalry, mountain, paratroops, marines alike) hit on 6, and on 5–6 defending at TECH 3; they do not fly', () => {
    for (const c of ['infantry', 'mountain', 'cavalry', 'paratroop', 'marine'] as BlockClass[]) {
      expect(TECHS.map((t) => row(c, t).replace(`${c} `, ''))).toEqual([
        'T1: attack 6 [3.14], defence 6 [5.3], aa 6 [6.5], airCombat — [6.1], strike — [6.1]',
        'T2: attack 6 [3.14] (inferred), defence 6 [5.3] (inferred), aa 6 [6.5] (inferred), airCombat — [6.1], strike — [6.1]',
        'T3: attack 6 [3.14] (inferred), defence 5–6 [6.1.1], aa 5–6 [6.5], airCombat — [6.1], strike — [6.1]',
      ]);
    }
  });
  it('6.1.1: static units never attack and defend as infantry (5–6 at TECH 3); they do not fly either', () => {
    expect(TECHS.map((t) => row('static', t))).toEqual([
      'static T1: attack — [6.1.1], defence 6 [6.1.1] (inferred), aa 6 [6.5] (inferred), airCombat — [6.1.1], strike — [6.1.1]',
      'static T2: attack — [6.1.1], defence 6 [6.1.1] (inferred), aa 6 [6.5] (inferred), airCombat — [6.1.1], strike — [6.1.1]',
      'static T3: attack — [6.1.1], defence 5–6 [6.1.1] (inferred), aa 5–6 [6.5] (inferred), airCombat — [6.1.1], strike — [6.1.1]',
    ]);
  });
  it('6.1.4: artillery hits on 6, 5–6, 4–6 at TECH 1, 2, 3, attacking and defending; its AA is its defence (6.5)', () => {
    expect(TECHS.map((t) => row('artillery', t))).toEqual([
      'artillery T1: attack 6 [6.1.4], defence 6 [6.1.4], aa 6 [6.5], airCombat — [6.1.4], strike — [6.1.4]',
      'artillery T2: attack 5–6 [6.1.4], defence 5–6 [6.1.4], aa 5–6 [6.5], airCombat — [6.1.4], strike — [6.1.4]',
      'artillery T3: attack 4–6 [6.1.4], defence 4–6 [6.1.4], aa 4–6 [6.5], airCombat — [6.1.4], strike — [6.1.4]',
    ]);
  });
  it('6.2.1: mechanised units attack on 6 (5–6 at TECH 3) and defend one better: 6, 5–6, 4–6', () => {
    expect(TECHS.map((t) => row('mechanised', t))).toEqual([
      'mechanised T1: attack 6 [6.2.1] (inferred), defence 6 [6.2.1] (inferred), aa 6 [6.5] (inferred), airCombat — [6.2.1], strike — [6.2.1]',
      'mechanised T2: attack 6 [6.2.1] (inferred), defence 5–6 [6.2.1], aa 5–6 [6.5], airCombat — [6.2.1], strike — [6.2.1]',
      'mechanised T3: attack 5–6 [6.2.1], defence 4–6 [6.2.1], aa 4–6 [6.5], airCombat — [6.2.1], strike — [6.2.1]',
    ]);
  });
  it('6.2.2, 6.4: tanks attack on 6, 5–6, 4–6 and defend on 5–6, 5–6, 4–6; an armour HQ fights as the tanks, under 6.4', () => {
    expect(TECHS.map((t) => row('armour', t))).toEqual([
      'armour T1: attack 6 [6.2.2], defence 5–6 [6.2.2], aa 5–6 [6.5], airCombat — [6.2.2], strike — [6.2.2]',
      'armour T2: attack 5–6 [6.2.2], defence 5–6 [6.2.2], aa 5–6 [6.5], airCombat — [6.2.2], strike — [6.2.2]',
      'armour T3: attack 4–6 [6.2.2], defence 4–6 [6.2.2], aa 4–6 [6.5], airCombat — [6.2.2], strike — [6.2.2]',
    ]);
    expect(TECHS.map((t) => row('armourHq', t))).toEqual([
      'armourHq T1: attack 6 [6.4], defence 5–6 [6.4], aa 5–6 [6.5], airCombat — [6.2.2], strike — [6.2.2]',
      'armourHq T2: attack 5–6 [6.4], defence 5–6 [6.4], aa 5–6 [6.5], airCombat — [6.2.2], strike — [6.2.2]',
      'armourHq T3: attack 4–6 [6.4], defence 4–6 [6.4], aa 4–6 [6.5], airCombat — [6.2.2], strike — [6.2.2]',
    ]);
  });
  it('6.4, 13.8: a support HQ does not fight; its own AA is typed (the notes infer none printed)', () => {
    expect(row('hq', 2)).toBe('hq T2: attack — [6.4], defence — [6.4], aa — [13.8] (inferred), airCombat — [6.4], strike — [6.4]');
  });
  it('6.3.1, 7.7.1, 7.7.3: fighters fight in the air on 6, 5–6, 4–6 and strike the ground from TECH 2 on 6, then 5–6; no ground fire, no AA', () => {
    expect(TECHS.map((t) => row('fighter', t))).toEqual([
      'fighter T1: attack — [6.3], defence — [6.3], aa — [7.7.2], airCombat 6 [6.3.1], strike — [6.3.1]',
      'fighter T2: attack — [6.3], defence — [6.3], aa — [7.7.2], airCombat 5–6 [6.3.1], strike 6 [6.3.1]',
      'fighter T3: attack — [6.3], defence — [6.3], aa — [7.7.2], airCombat 4–6 [6.3.1], strike 5–6 [6.3.1]',
    ]);
  });
  it('6.3.2, 7.7.3, AMB-03: bombers strike on 6, 5–6, 4–6 and fight in the air from TECH 2 (6, then 5–6); at TECH 1 only where the players read 7.7.1 so', () => {
    expect(TECHS.map((t) => row('bomber', t))).toEqual([
      'bomber T1: attack — [6.3], defence — [6.3], aa — [7.7.2], airCombat — [6.3.2], strike 6 [7.7.3]',
      'bomber T2: attack — [6.3], defence — [6.3], aa — [7.7.2], airCombat 6 [6.3.2], strike 5–6 [7.7.3]',
      'bomber T3: attack — [6.3], defence — [6.3], aa — [7.7.2], airCombat 5–6 [6.3.2], strike 4–6 [7.7.3]',
    ]);
    expect(TECHS.map((t) => fire('bomber', t, 'airCombat', true))).toEqual(['airCombat 6 [6.3.2]', 'airCombat 6 [6.3.2]', 'airCombat 5–6 [6.3.2]']);
  });
  it('notes §2.3: a value the text states carries no "inferred" mark at all; an inferred one is marked', () => {
    expect(baseHitNumber('armour', 1, 'attack')).toStrictEqual({ hitOn: 6, rule: '6.2.2' });
    expect(baseHitNumber('mechanised', 1, 'attack')).toStrictEqual({ hitOn: 6, rule: '6.2.1', inferred: true });
  });
  it('the hit range in words: 6 → "6", 5 → "5–6", 4 → "4–6", 1 → "1–6", and never below 1', () => {
    expect([7, 6, 5, 4, 2, 1, 0, -1].map(hitRange)).toEqual(['6', '6', '5–6', '4–6', '2–6', '1–6', '1–6', '1–6']);
  });
});

describe('5.3, 5.5, 6.1.1, 6.2.2, 7.5.3, 10.0: movement points', () => {
  const mp = (c: BlockClass, t: TechLevel, flags = {}) => {
    const m = movementPoints(c, t, flags);
    return `${m.mp ?? '?'} [${m.rule}]${m.inferred ? ' (inferred)' : ''}`;
  };
  it('7.5.3, 6.2.2, 5.3: TECH 1 units move 3, cavalry 4; at TECH 2 infantry 4, tanks 4, cavalry 5; TECH 3 is not given', () => {
    expect(CLASSES.map((c) => `${c}: ${TECHS.map((t) => mp(c, t)).join(' / ')}`)).toEqual([
      'infantry: 3 [7.5.3] / 4 [7.5.3] / ? [3.13]',
      'mountain: 3 [7.5.3] / 4 [7.5.3] / ? [3.13]',
      'static: 0 [6.1.1] / 0 [6.1.1] / 0 [6.1.1]',
      'cavalry: 4 [5.3] / 5 [5.3] (inferred) / ? [3.13]',
      'paratroop: 3 [7.5.3] / 4 [7.5.3] / ? [3.13]',
      'marine: 3 [7.5.3] / 4 [7.5.3] / ? [3.13]',
      'artillery: 3 [7.5.3] / 4 [7.5.3] / ? [3.13]',
      'mechanised: ? [6.2.1] / ? [6.2.1] / ? [6.2.1]',
      'armour: 3 [7.5.3] / 4 [6.2.2] / ? [3.13]',
      'armourHq: 3 [7.5.3] / 4 [6.2.2] / ? [3.13]',
      'hq: ? [6.2.1] / ? [6.2.1] / ? [6.2.1]',
      'fighter: ? [7.5.2] / ? [7.5.2] / ? [7.5.2]',
      'bomber: ? [7.5.2] / ? [7.5.2] / ? [7.5.2]',
    ]);
  });
  it('10.0: Guards move 4 from the start, Guards cavalry 5, at any TECH; 6.1.1: a Shock army moves 4 — static units and aircraft aside', () => {
    const guards = { guards: true };
    const shock = { shock: true };
    expect([mp('infantry', 1, guards), mp('infantry', 3, guards), mp('cavalry', 1, guards), mp('cavalry', 3, guards), mp('armour', 1, guards)]).toEqual([
      '4 [10.0]',
      '4 [10.0]',
      '5 [10.0]',
      '5 [10.0]',
      '4 [10.0]',
    ]);
    expect([mp('infantry', 1, shock), mp('mechanised', 1, shock), mp('cavalry', 1, shock)]).toEqual(['4 [6.1.1]', '4 [6.1.1]', '4 [5.3]']);
    expect([mp('static', 1, guards), mp('fighter', 2, guards), mp('bomber', 2, shock)]).toEqual(['0 [6.1.1]', '? [7.5.2]', '? [7.5.2]']);
  });
  it('5.5: Finnish infantry-class units move 4; Finnish tanks and artillery move as any others', () => {
    const fin = { finnish: true };
    expect([mp('infantry', 1, fin), mp('paratroop', 3, fin), mp('armour', 1, fin), mp('artillery', 1, fin), mp('armour', 2, fin), mp('hq', 1, fin)]).toEqual([
      '4 [5.5]',
      '4 [5.5]',
      '3 [7.5.3]',
      '3 [7.5.3]',
      '4 [6.2.2]',
      '? [6.2.1]',
    ]);
  });
});

describe('what a unit may do at its TECH (7.8, 7.10, 6.1.4, 12.4.1, 23.0, 24.0, 25.0, 31.0, 6.3.1, 6.3.2)', () => {
  const can = (n: (typeof NATIONS)[number], c: BlockClass, t: TechLevel) =>
    capabilities(n, c, t)
      .map((s: Step) => `${words(s, en)} [${s.rule}]`)
      .join(', ') || '—';
  it('7.8, 7.10, 31.0: tanks and armour HQs Blitz and make the Extra move at any TECH, and go in reserve from TECH 2', () => {
    for (const c of ['armour', 'armourHq'] as BlockClass[]) {
      expect(TECHS.map((t) => can('ussr', c, t))).toEqual([
        'Blitz [7.8], Extra armour move [7.10]',
        'Blitz [7.8], Extra armour move [7.10], Reserve mode [31.0]',
        'Blitz [7.8], Extra armour move [7.10], Reserve mode [31.0]',
      ]);
    }
  });
  it('7.8, 7.10: mechanised units Blitz from TECH 2 — German ones from the start — and go in reserve from TECH 2', () => {
    expect(TECHS.map((t) => can('ussr', 'mechanised', t))).toEqual([
      '—',
      'Blitz [7.8], Extra armour move [7.10], Reserve mode [31.0]',
      'Blitz [7.8], Extra armour move [7.10], Reserve mode [31.0]',
    ]);
    expect(can('germany', 'mechanised', 1)).toBe('Blitz [7.8], Extra armour move [7.10]');
    expect(can('romania', 'mechanised', 1)).toBe('—');
  });
  it('31.0, 12.4.1: infantry-class units go in reserve and make desperate attacks from TECH 2; static units never', () => {
    expect(TECHS.map((t) => can('italy', 'infantry', t))).toEqual([
      '—',
      'Reserve mode [31.0], Desperate attack [12.4.1]',
      'Reserve mode [31.0], Desperate attack [12.4.1]',
    ]);
    expect(TECHS.map((t) => can('germany', 'static', t))).toEqual(['—', '—', '—']);
    expect(can('finland', 'cavalry', 2)).toBe('Reserve mode [31.0], Desperate attack [12.4.1]');
  });
  it('6.1.4, 25.0: artillery follows armour in a Blitz from TECH 2; Soviet artillery at TECH 2 is Katyusha too', () => {
    expect(TECHS.map((t) => can('ussr', 'artillery', t))).toEqual([
      '—',
      'May follow armour in a Blitz [6.1.4], Katyusha: 2 more dice [25.0]',
      'May follow armour in a Blitz [6.1.4], Katyusha: 2 more dice [25.0]',
    ]);
    expect(can('germany', 'artillery', 2)).toBe('May follow armour in a Blitz [6.1.4]');
  });
  it('24.0: Soviet marines land from TECH 2; no other marines do', () => {
    expect(TECHS.map((t) => can('ussr', 'marine', t))).toEqual([
      '—',
      'Reserve mode [31.0], Desperate attack [12.4.1], Amphibious landing [24.0]',
      'Reserve mode [31.0], Desperate attack [12.4.1], Amphibious landing [24.0]',
    ]);
    expect(can('germany', 'marine', 3)).toBe('Reserve mode [31.0], Desperate attack [12.4.1]');
  });
  it('23.0: paratroops drop from TECH 2 — German ones from the start', () => {
    expect(TECHS.map((t) => can('ussr', 'paratroop', t))).toEqual([
      '—',
      'Reserve mode [31.0], Desperate attack [12.4.1], Paradrop [23.0]',
      'Reserve mode [31.0], Desperate attack [12.4.1], Paradrop [23.0]',
    ]);
    expect(can('germany', 'paratroop', 1)).toBe('Paradrop [23.0]');
  });
  it('6.3.1, 6.3.2: fighters attack the ground and bombers fight in the air from TECH 2; support HQs do none of it', () => {
    expect(TECHS.map((t) => can('germany', 'fighter', t))).toEqual(['—', 'Ground attack [6.3.1]', 'Ground attack [6.3.1]']);
    expect(TECHS.map((t) => can('hungary', 'bomber', t))).toEqual(['—', 'Air combat against fighters [6.3.2]', 'Air combat against fighters [6.3.2]']);
    expect(TECHS.map((t) => can('germany', 'hq', t))).toEqual(['—', '—', '—']);
  });
});

describe('3.8, 3.9, 6.1, 6.2, 21.0: the kinds of block', () => {
  const kinds = (c: BlockClass) =>
    [
      isAir(c) && 'air',
      isGround(c) && 'ground',
      isCombat(c) && 'combat',
      isGround(c) && !isCombat(c) && 'support',
      isInfantryClass(c) && 'infantry-class',
      isArmour(c, 1) && 'armour',
      isArmour(c, 2) && 'armour at TECH 2',
    ]
      .filter(Boolean)
      .join(' ');
  it('each class: air or ground, combat or support, infantry-class, armour (mechanised units from TECH 2)', () => {
    expect(CLASSES.map((c) => `${c}: ${kinds(c)}`)).toEqual([
      'infantry: ground combat infantry-class',
      'mountain: ground combat infantry-class',
      'static: ground combat infantry-class',
      'cavalry: ground combat infantry-class',
      'paratroop: ground combat infantry-class',
      'marine: ground combat infantry-class',
      'artillery: ground support',
      'mechanised: ground combat armour at TECH 2',
      'armour: ground combat armour armour at TECH 2',
      'armourHq: ground support armour armour at TECH 2',
      'hq: ground support',
      'fighter: air',
      'bomber: air',
    ]);
    expect(AIR_CLASSES).toEqual(['fighter', 'bomber']);
    expect(isArmour('mechanised', 3)).toBe(true);
  });
});
