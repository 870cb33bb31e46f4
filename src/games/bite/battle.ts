/**
 * The battle calculator (3.10, 3.11, 3.14–3.17, 7.7 and its sub-rules, BOX 1; notes §3): the
 * two sides' blocks in the hex, its terrain and river, the weather, recon and the special
 * situations; then round by round in the rule's order — air combat (repeated while neither
 * withdraws, 7.7.1), AA barrage with the city and fortress dice (7.7.2), air strike (7.7.3),
 * artillery (attacker first, reduced after firing, 7.7.4), ground fire (defender first,
 * 7.7.5) — each step's dice and hit numbers with every Bonus and Malus and its rule, the exact
 * distribution of its hits before the roll, the hits allocated as 3.15 and 7.7.9 say, the
 * retreat decisions (defender first, 7.7.13) and the next round from the AA barrage (7.7.12).
 */
import type { Answers, ChoiceOption, Evaluation, GameEvent, Outcome, Question, Resolution, RollQuestion, Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { distProbs } from '@/engine/distribution';
import { choiceQuestion, chosen, rollQuestion } from '@/engine/resolution';
import { listText } from '@/engine/text';
import { countDice, hitsOf, DEFAULT_DICE_RULES, type DiceRules, type FireInput, type FireLine, type Mod } from './dice';
import { hasOptional, type RuleLayers } from './layers';
import {
  baseHitNumber,
  hitRange,
  isAir,
  isArmour,
  isCombat,
  isGround,
  isInfantryClass,
  sideOfNation,
  type BlockClass,
  type Nation,
  type TechLevel,
} from './tech';
import { weatherEffects, type Weather } from './weather';

// ---------------------------------------------------------------------------
// Input.
// ---------------------------------------------------------------------------

export type BattleSide = 'attacker' | 'defender';
export const other = (s: BattleSide): BattleSide => (s === 'attacker' ? 'defender' : 'attacker');

export interface BattleUnit {
  /** The roster block's id (damage lands there), or an id of the moment for a block typed on the spot. */
  id: string;
  name: string;
  side: BattleSide;
  nation: Nation;
  cls: BlockClass;
  /** Current SP. */
  sp: number;
  /** Full strength (Stuka sirens need it, 22.0). */
  maxSp: number;
  tech: TechLevel;
  /** 10.0: Guards, GD, HG, SS attack with 1 Bonus; marines, 22nd, 7th Flieger defend (and AA) with 1 Bonus. */
  elite?: 'attack' | 'defence';
  /** 6.1.2: mountain troops (also when the class is 'infantry'); 9.3/33.0 exempt. */
  mountain?: boolean;
  /** 5.5: Finnish ski troops. */
  ski?: boolean;
  /** 3.15: two hits per damage. */
  shield?: boolean;
  /** 7.7.10, 4.5: a 0-SP base unit, not eliminated at 0 SP. */
  zeroBase?: boolean;
  supplied: boolean;
  /** Attacker: crosses the hex's river or strait hexside (BOX 1). */
  crosses?: boolean;
  /** An armour HQ (6.4) or a supreme HQ (Mannerheim, 5.5) firing as artillery. */
  asArtillery?: boolean;
  /** A support HQ's AA hit number, typed (Stavka 5, FHQ 4; the others are not given, 13.8). */
  aaHitOn?: number;
  /** 22.0: a Stuka formation. */
  stuka?: boolean;
  /** 26.0: the Gustav railway gun. */
  gustav?: boolean;
  /** 20.0: the Italian Barbò Group, +3 dice once per game in a charge. */
  barbo?: boolean;
  /** Needs no air recon: Soviet long-range bombers (6.3.2) and strategic bombers (19.0). */
  noRecon?: boolean;
  /** Reinforcements just placed may overstack until the next Movement phase (7.3.2). */
  justPlaced?: boolean;
}

export type Terrain = 'plain' | 'forest' | 'hill' | 'mountain' | 'swamp';
export type City = 'none' | 'minor' | 'major' | 'fortress' | 'bunker';

export interface BattleHex {
  terrain: Terrain;
  /** Major cities include the capitals (3.3); a captured fortress is a bunker. */
  city: City;
  /** The hexside the attacker crosses: a river, or a strait / red arrow (BOX 1). */
  crossing: 'none' | 'river' | 'strait';
  /** Inside the Finnish Attack Zone (5.5). */
  faz?: boolean;
}

export interface Situations {
  /** Barbarossa surprise (SBE5, SBE9; June 1941). */
  surprise?: boolean;
  /** Luftwaffe air supremacy in the surprise attack (SBE5 optional). */
  supremacy?: boolean;
  /** 33.0: the First Axis Winter. */
  firstWinter?: boolean;
  /** 7.6.1: the attacker's aircraft attack an airbase: the defending bombers stay on the ground in round 1. */
  airbase?: boolean;
  cavalryCharge?: boolean;
  panzerAttack?: boolean;
  paradrop?: boolean;
  amphibious?: boolean;
  /** 12.4.1: out-of-supply TECH 2 units attacking anyway (advanced rules). */
  desperate?: boolean;
}

export interface BattleInput {
  units: BattleUnit[];
  hex: BattleHex;
  weather: Weather;
  /** The round the calculator starts at (1 unless a battle is resumed). */
  round: number;
  /** 19.0: the attacker's air recon succeeded (only with 19.0 in play). */
  recon: boolean;
  situations: Situations;
  layers: RuleLayers;
}

/** The interpretation settings the battle reads (settings.ts), resolved. */
export interface BattleRules extends DiceRules {
  artilleryReduction: 'halve' | 'minus2';
  bomberAirCombatT1: boolean;
  weatherAa: 'all' | 'attacker';
  fortressScope: 'all' | 'ground';
  riverBonusCount: 'combat' | 'all';
  straitBonus: boolean;
  eliteAa: boolean;
  zeroSpFire: boolean;
  /** AMB-24: bombers alone on an airbase the enemy's ground units enter: one round defenceless, then away (6.3.2), or away at once like fighters (7.6.2). */
  overrunBombers: 'defenceless' | 'immediate';
}

export const DEFAULT_BATTLE_RULES: BattleRules = {
  ...DEFAULT_DICE_RULES,
  artilleryReduction: 'halve',
  bomberAirCombatT1: false,
  weatherAa: 'all',
  fortressScope: 'all',
  riverBonusCount: 'combat',
  straitBonus: true,
  eliteAa: false,
  zeroSpFire: false,
  overrunBombers: 'defenceless',
};

/** The battle rules from a game's settings (interpretations and the 7.7.6 option). */
export function battleRules(settings: Record<string, unknown>): BattleRules {
  const pick = <K extends keyof BattleRules>(k: K): BattleRules[K] => (settings[k] === undefined ? DEFAULT_BATTLE_RULES[k] : (settings[k] as BattleRules[K]));
  const out = { ...DEFAULT_BATTLE_RULES };
  for (const k of Object.keys(DEFAULT_BATTLE_RULES) as (keyof BattleRules)[]) (out as Record<string, unknown>)[k] = pick(k);
  return out;
}

// ---------------------------------------------------------------------------
// Checks (3.10, 3.9, 4.4, 5.3, 7.7.10, the special attacks' conditions).
// ---------------------------------------------------------------------------

/** The stacking limits of 3.10 and the prohibitions, in words: errors stop the battle, warnings inform. */
export function checkBattle(input: BattleInput): { errors: Text[]; warnings: Step[] } {
  const errors: Text[] = [];
  const warnings: Step[] = [];
  const { units, hex, situations: s, layers } = input;
  for (const u of units) {
    if (!Number.isInteger(u.sp) || u.sp < 0 || u.sp > 9) errors.push(t('bite.check.badSp', { unit: u.name }));
    else if (u.sp === 0 && !u.zeroBase) errors.push(t('bite.check.zeroSp', { unit: u.name }));
    if (u.sp > u.maxSp) errors.push(t('bite.check.overMax', { unit: u.name, sp: u.sp, max: u.maxSp }));
  }
  for (const side of ['attacker', 'defender'] as const) {
    const mine = units.filter((u) => u.side === side);
    const ground = mine.filter((u) => isGround(u.cls));
    const combat = mine.filter((u) => isCombat(u.cls));
    const air = mine.filter((u) => isAir(u.cls));
    const name = t(`bite.battle.${side}`);
    const exception =
      (side === 'attacker' && (s.paradrop || s.amphibious)) ||
      mine.some((u) => u.justPlaced) ||
      (mine.some((u) => u.gustav) && (hex.city === 'fortress' || hex.city === 'bunker'));
    const over: Text[] = [];
    if (ground.length > 3) over.push(t('bite.check.ground', { side: name, n: ground.length }));
    if (combat.length > 2) over.push(t('bite.check.combat', { side: name, n: combat.length }));
    if (air.length > 2) over.push(t('bite.check.air', { side: name, n: air.length }));
    if (ground.length + Math.min(air.length, 1) > 4) over.push(t('bite.check.total', { side: name, n: mine.length }));
    for (const o of over) {
      if (exception) warnings.push({ ...t('bite.check.overstackAllowed', { what: o }), rule: '3.10', tone: 'warning' });
      else errors.push(o);
    }
    if (mine.some((u) => u.nation === 'romania') && mine.some((u) => u.nation === 'hungary')) errors.push(t('bite.check.romHun', { side: name }));
    const minorAir = air.filter((u) => ['romania', 'hungary', 'slovakia', 'italy', 'finland'].includes(u.nation));
    for (const a of minorAir) if (!ground.some((g) => g.nation === a.nation)) warnings.push(step('bite.check.minorAir', { unit: a.name }, '5.3', 'warning'));
    const nations = new Set(mine.map((u) => sideOfNation(u.nation)));
    if (nations.size > 1) errors.push(t('bite.check.mixedSides', { side: name }));
  }
  const att = units.filter((u) => u.side === 'attacker');
  const def = units.filter((u) => u.side === 'defender');
  if (att.length === 0) errors.push(t('bite.check.noAttacker'));
  if (def.length === 0) errors.push(t('bite.check.noDefender'));
  if (att.length && def.length && sideOfNation(att[0].nation) === sideOfNation(def[0].nation)) errors.push(t('bite.check.sameSide'));
  if (att.length && !att.some((u) => isCombat(u.cls) || isAir(u.cls))) errors.push(t('bite.check.supportAlone'));
  for (const u of att) {
    if (!u.supplied) {
      if (s.desperate && layers.advanced) warnings.push(step('bite.check.desperate', { unit: u.name }, '12.4.1', 'warning'));
      else errors.push(t('bite.check.outOfSupply', { unit: u.name }));
    }
  }
  const w = weatherEffects(input.weather, layers);
  const fair = input.weather === 'fair';
  const plain = hex.terrain === 'plain' && (hex.city === 'none' || hex.city === 'minor');
  const need = (on: boolean | undefined, rule: '20.0' | '21.0' | '23.0' | '24.0' | '33.0', ok: boolean, why: string) => {
    if (!on) return;
    if (!hasOptional(layers, rule)) errors.push(t('bite.check.notInPlay', { rule }));
    else if (!ok) errors.push(t(`bite.check.${why}`));
  };
  const defTanks = def.some((u) => isArmour(u.cls, u.tech));
  need(
    s.cavalryCharge,
    '20.0',
    fair && plain && att.some((u) => u.cls === 'cavalry') && !def.some((u) => u.cls === 'cavalry') && !defTanks,
    'chargeConditions',
  );
  need(s.panzerAttack, '21.0', fair && plain && att.some((u) => isArmour(u.cls, u.tech)) && !defTanks, 'panzerConditions');
  need(s.paradrop, '23.0', fair && att.some((u) => u.cls === 'paratroop'), 'paradropConditions');
  need(s.amphibious, '24.0', fair && hex.terrain !== 'mountain' && hex.city !== 'major' && att.some((u) => u.cls === 'marine'), 'landingConditions');
  need(s.firstWinter, '33.0', true, '');
  if (s.supremacy && !s.surprise) errors.push(t('bite.check.supremacyNeedsSurprise'));
  if (s.airbase && !att.some((u) => isAir(u.cls) && u.sp >= 1)) errors.push(t('bite.check.airbaseNeedsAir'));
  if (units.some((u) => u.stuka) && !hasOptional(layers, '22.0')) warnings.push(step('bite.check.ruleOff', { rule: '22.0' }, '22.0', 'warning'));
  if (units.some((u) => u.gustav) && !hasOptional(layers, '26.0')) warnings.push(step('bite.check.ruleOff', { rule: '26.0' }, '26.0', 'warning'));
  if (!w.airMissions && units.some((u) => isAir(u.cls))) warnings.push(step('bite.check.noFlying', {}, '9.3', 'warning'));
  for (const u of units)
    if (u.cls === 'hq' && !u.asArtillery && u.aaHitOn === undefined) warnings.push(step('bite.check.hqAa', { unit: u.name }, '13.8', 'warning'));
  return { errors, warnings };
}

// ---------------------------------------------------------------------------
// The live battle.
// ---------------------------------------------------------------------------

export interface LiveUnit extends BattleUnit {
  cur: number;
  /** A shield hit taken, waiting for the second (3.15); cleared when the battle ends. */
  pending: boolean;
  /** 'surrendered': a failed Desperate Attack (12.4.1). */
  out?: 'eliminated' | 'withdrawn' | 'surrendered';
}

export type FireStep = 'air' | 'aa' | 'strike' | 'artillery' | 'ground';

interface Battle {
  input: BattleInput;
  rules: BattleRules;
  units: LiveUnit[];
  round: number;
  /** The fixed AA of the hex (7.7.2), the defender's. */
  city: City;
  /** The weather's effects (9.1–9.3, 39.0), worked out once per walk. */
  fx: ReturnType<typeof weatherEffects>;
  /** What the replays of one evaluation share (fireMemo). */
  memo: FireMemo;
  /** 7.6.2: the attacker's ground units enter a hex where only the defender's aircraft stand (on the ground). */
  overrun: boolean;
}

/**
 * The fire of a side in a step depends only on the battle's input and on where the units
 * stand (SP, in or out) in that round; every replay of a battle (each tap replays it from its
 * start) meets the same fires again. They are worked out once per evaluation — dice, hit
 * numbers, the steps that explain them, the roll question and its exact odds — and replays
 * take them from here. Nothing kept here is changed after it is made.
 */
interface FireMemo {
  fires: Map<string, { lines: (FireLine & { unit: LiveUnit; idx: number })[]; steps: Step[]; shown: Step[] }>;
  questions: Map<string, RollQuestion>;
}
const FIRE_MEMO_SIZE = 4000;
const newFireMemo = (): FireMemo => ({ fires: new Map(), questions: new Map() });

/** Where the units stand: what a side's fire in a step depends on, besides the input. */
function standing(b: Battle): string {
  let k = String(b.round);
  for (const u of b.units) k += `|${u.cur}${u.out === undefined ? '' : u.out[0]}`;
  return k;
}

const present = (u: LiveUnit) => u.out === undefined;
const alive = (u: LiveUnit) => present(u) && u.cur >= 1;
const sideUnits = (b: Battle, s: BattleSide) => b.units.filter((u) => u.side === s && present(u));
const isSoviet = (u: BattleUnit) => u.nation === 'ussr';
const isAxis = (u: BattleUnit) => !isSoviet(u);
/** The unit fires as artillery in step 4: artillery, or an HQ firing as artillery (6.4, 5.5). */
const firesAsArtillery = (u: BattleUnit) => u.cls === 'artillery' || ((u.cls === 'armourHq' || u.cls === 'hq') && !!u.asArtillery);
const flies = (b: Battle) => b.fx.airMissions;

/**
 * 7.6.1: in an attack on an airbase the defending bombers stay on the ground for the first
 * round, and may be hit there. 6.3.2 (AMB-24): bombers alone on an airbase the enemy's ground
 * units enter first suffer one round defenceless, on the ground.
 */
function grounded(b: Battle, u: LiveUnit): boolean {
  if (b.round !== 1 || u.side !== 'defender' || u.cls !== 'bomber' || !alive(u)) return false;
  return !!b.input.situations.airbase || (b.overrun && b.rules.overrunBombers === 'defenceless');
}

/** 7.6.2: ground units of the attacker entering a hex that only the defender's aircraft hold, at the battle's start. */
export function isOverrun(input: Pick<BattleInput, 'units' | 'round'>): boolean {
  const def = input.units.filter((u) => u.side === 'defender');
  return input.round === 1 && def.length > 0 && def.every((u) => isAir(u.cls)) && input.units.some((u) => u.side === 'attacker' && isGround(u.cls));
}

/**
 * 7.6.2, 6.3.1, 6.3.2: aircraft that must leave an airbase the enemy's ground units entered —
 * each loses 1 SP and rebases to a friendly airbase within range (7.7.16), or, with none, is
 * destroyed where it stands. Whether such a base exists is on the map: the owner says.
 */
function evacuate(b: Battle, units: LiveUnit[], id: string, rule: string, answers: Answers, out: Step[]): Question | undefined {
  for (const u of units) {
    const q = choiceQuestion(
      `${id}.${u.id}`,
      t('bite.overrun.prompt', { unit: u.name }),
      [
        { id: 'go', label: t('bite.overrun.go'), rule: '7.7.16' },
        { id: 'cannot', label: t('bite.overrun.cannot'), rule },
      ],
      rule,
    );
    const a = chosen(answers, q);
    if (!a) return q;
    if (a === 'cannot') {
      u.out = 'eliminated';
      out.push(step('bite.overrun.destroyed', { unit: u.name }, rule, 'warning'));
      continue;
    }
    u.cur = Math.max(0, u.cur - 1);
    if (u.cur === 0 && !u.zeroBase) {
      u.out = 'eliminated';
      out.push(step('bite.overrun.lostLast', { unit: u.name }, rule, 'warning'));
      continue;
    }
    u.out = 'withdrawn';
    out.push(step('bite.overrun.evacuated', { unit: u.name, sp: u.cur }, rule));
  }
  return undefined;
}

/** In the air: present aircraft, unless it rains (9.3) or a surprised Soviet fighter stays on the ground (SBE5). */
function inAir(b: Battle, u: LiveUnit): boolean {
  if (!isAir(u.cls) || !alive(u) || !flies(b)) return false;
  if (grounded(b, u)) return false;
  if (b.input.situations.surprise && isSoviet(u) && u.cls === 'fighter') return false;
  return true;
}

function snowImmune(u: BattleUnit): boolean {
  return u.nation === 'ussr' || u.nation === 'finland' || !!u.mountain || u.cls === 'mountain';
}
const isMountain = (u: BattleUnit) => !!u.mountain || u.cls === 'mountain';

/** The Bonus, Malus and extra dice of one unit in one step, each with its rule. */
function fireOf(
  b: Battle,
  u: LiveUnit,
  fs: FireStep,
): { base: number | null; rule: string; bonus: Mod[]; malus: Mod[]; extra: Mod[]; double?: Mod; silent?: Text } {
  const { hex, situations: s, layers } = b.input;
  const r = b.rules;
  const w = b.fx;
  const attacking = u.side === 'attacker';
  const round1 = b.round === 1;
  const mode = fs === 'air' ? 'airCombat' : fs === 'aa' ? 'aa' : fs === 'strike' ? 'strike' : attacking ? 'attack' : 'defence';
  const artilleryMode = fs === 'artillery' && u.cls !== 'artillery' ? (u.cls === 'armourHq' ? 'armour' : 'infantry') : null;
  let hn = artilleryMode ? baseHitNumber('artillery', u.tech, mode) : baseHitNumber(u.cls, u.tech, mode, r.bomberAirCombatT1);
  if (fs === 'aa' && u.cls === 'hq') hn = { hitOn: u.aaHitOn ?? null, rule: '13.8' };
  const bonus: Mod[] = [];
  const malus: Mod[] = [];
  const extra: Mod[] = [];
  let double: Mod | undefined;
  const B = (key: string, rule: string) => bonus.push({ key, rule });
  const M = (key: string, rule: string) => malus.push({ key, rule });
  const fortScope = (ground: boolean) => r.fortressScope === 'all' || ground;

  // Terrain (BOX 1, 7.7.6): attacking ground units and their AA; fortresses and bunkers all attackers (AMB-10).
  const terrainMalus = (groundUnit: boolean, artillery: boolean, airUnit: boolean) => {
    if (u.gustav && (hex.city === 'fortress' || hex.city === 'bunker')) return;
    if (groundUnit && !artillery) {
      if (['forest', 'hill', 'mountain', 'swamp'].includes(hex.terrain) && !(isMountain(u) && (hex.terrain === 'hill' || hex.terrain === 'mountain')))
        M(`terrain.${hex.terrain}`, '7.7.6');
      if (hex.terrain === 'swamp' && hasOptional(layers, '14.0') && (u.cls === 'armour' || u.cls === 'armourHq') && !w.riversFrozen) M('swampArmour', '14.0');
      if (u.crosses && hex.crossing === 'river' && !w.riversFrozen) M('river', '7.7.6');
      if (u.crosses && hex.crossing === 'strait') {
        M('strait', '7.7.6');
        M('strait', '7.7.6');
      }
      if (hex.city === 'major') M('majorCity', '7.7.6');
    }
    if (hex.city === 'fortress' && fortScope(groundUnit && !artillery) && !(airUnit && fs === 'air')) {
      M('fortress', '7.7.6');
      M('fortress', '7.7.6');
    }
    if (hex.city === 'bunker' && fortScope(groundUnit && !artillery) && !(airUnit && fs === 'air')) M('bunker', '7.7.6');
  };

  if (fs === 'ground' || fs === 'artillery' || (fs === 'aa' && attacking)) {
    if (attacking) terrainMalus(true, fs === 'artillery' || (fs === 'aa' && firesAsArtillery(u)), false);
  }
  if (fs === 'strike' && attacking) terrainMalus(false, false, true);

  // Gustav (26.0): against bunkers and fortresses +1 Bonus, no fortification Malus, no recon.
  if (fs === 'artillery' && u.gustav && hasOptional(layers, '26.0') && (hex.city === 'fortress' || hex.city === 'bunker')) B('gustav', '26.0');

  // Defender's terrain Bonus: ground units only, never artillery or AA (7.7.6).
  if (fs === 'ground' && !attacking) {
    if (hex.city === 'major') B('majorCity', '7.7.6');
    if (hex.city === 'fortress') {
      B('fortress', '7.7.6');
      B('fortress', '7.7.6');
    }
    if (hex.city === 'bunker') B('bunker', '7.7.6');
    const crossers = b.units.filter((x) => x.side === 'attacker' && present(x) && isGround(x.cls) && (r.riverBonusCount === 'all' || isCombat(x.cls)));
    const allCross = crossers.length > 0 && crossers.every((x) => x.crosses);
    if (allCross && hex.crossing === 'river' && !w.riversFrozen) B('riverDefence', '7.7.6');
    if (allCross && hex.crossing === 'strait' && r.straitBonus) B('straitDefence', '7.7.6');
    if (isMountain(u) && (hex.terrain === 'hill' || hex.terrain === 'mountain')) B('mountainDefence', '6.1.2');
    if (u.nation === 'finland' && isInfantryClass(u.cls) && hex.faz && (hex.terrain === 'forest' || hex.terrain === 'swamp')) B('finnDefence', '5.5');
  }
  if (fs === 'ground' && attacking && u.nation === 'finland' && u.ski && hex.faz && (hex.terrain === 'forest' || hex.terrain === 'swamp'))
    B('skiAttack', '5.5');

  // Elite units (10.0; AMB-14).
  if (fs === 'ground' && attacking && u.elite === 'attack') B('eliteAttack', '10.0');
  if (fs === 'ground' && !attacking && u.elite === 'defence') B('eliteDefence', '10.0');
  if (fs === 'aa' && !attacking && u.elite === 'defence') B('eliteAa', '10.0');
  if (fs === 'aa' && attacking && u.elite === 'attack' && r.eliteAa) B('eliteAttackAa', '10.0');

  // Weather (9.3, 39.0): artillery is unaffected; snow spares Soviets, Finns, mountain troops.
  const snowSpared = b.input.weather === 'snow' && snowImmune(u);
  if (fs === 'ground' && attacking && w.attackerMalus && !snowSpared) M(`weather.${b.input.weather}`, b.input.weather === 'lightRain' ? '39.0' : '9.3');
  if (fs === 'ground' && !attacking && w.defenderBonus) B('weather.rainDefence', '9.3');
  if (fs === 'aa' && w.aaMalus && !snowSpared && (r.weatherAa === 'all' || attacking)) M(`weatherAa.${b.input.weather}`, '9.3');
  if ((fs === 'air' || fs === 'strike') && !snowSpared && (w.airMalus === 'all' || (w.airMalus === 'attacking' && attacking)))
    M(`weatherAir.${b.input.weather}`, w.airMalus === 'all' ? '9.3' : '39.0');

  // First Axis Winter (33.0; AMB-53): +1 Malus on every roll of a non-exempt Axis unit, defending too.
  if (s.firstWinter && isAxis(u) && u.nation !== 'finland' && !isMountain(u)) M('firstWinter', '33.0');

  // Air recon (19.0): without it, the attacker's aircraft striking and artillery firing get 1 Malus in round 1.
  const reconMalus = round1 && attacking && hasOptional(layers, '19.0') && !b.input.recon && !u.noRecon && !u.gustav && (fs === 'strike' || fs === 'artillery');
  if (reconMalus) M('noRecon', '19.0');

  // Special attacks.
  if (fs === 'strike' && u.stuka && hasOptional(layers, '22.0')) {
    const cover = hex.terrain !== 'plain' || ['major', 'fortress', 'bunker'].includes(hex.city);
    const enemyFighters = b.units.some((x) => x.side !== u.side && x.cls === 'fighter' && inAir(b, x));
    if (u.cur === u.maxSp && b.input.weather === 'fair' && !cover && !enemyFighters && (b.input.recon || !hasOptional(layers, '19.0') || !attacking))
      extra.push({ key: 'stuka', rule: '22.0', dice: 2 });
  }
  if (fs === 'artillery' && u.cls === 'artillery' && isSoviet(u) && u.tech >= 2 && hasOptional(layers, '25.0'))
    extra.push({ key: 'katyusha', rule: '25.0', dice: 2 });
  if (fs === 'ground' && attacking && u.barbo && s.cavalryCharge && u.cls === 'cavalry') extra.push({ key: 'barbo', rule: '20.0', dice: 3 });
  if (fs === 'ground' && attacking && s.paradrop && u.cls === 'paratroop' && round1) M('paradrop', '23.0');
  if (fs === 'ground' && attacking && s.amphibious && u.cls === 'marine' && round1) M('landing', '24.0');
  if (fs === 'ground' && !attacking && s.amphibious && round1) B('landingDefence', '24.0');

  // Barbarossa surprise (SBE5): German artillery and Axis aircraft +1 Bonus in round 1; no Soviet Bonus; no Axis Malus but recon.
  if (s.surprise) {
    if (round1 && isAxis(u) && ((fs === 'artillery' && u.nation === 'germany') || fs === 'air' || fs === 'strike')) B('surprise', 'SBE5');
    if (s.supremacy && round1 && (fs === 'air' || fs === 'strike') && (u.nation === 'germany' || u.nation === 'romania'))
      double = { key: 'supremacy', rule: 'SBE5' };
  }
  let silent: Text | undefined;
  if (s.surprise && round1 && fs === 'aa' && isSoviet(u)) silent = t('bite.battle.surpriseNoAa');
  const finalBonus = s.surprise && isSoviet(u) ? [] : bonus;
  const finalMalus = s.surprise && isAxis(u) ? malus.filter((m) => m.key === 'noRecon') : malus;
  const lost: Mod[] = [];
  if (s.surprise && isSoviet(u) && bonus.length) lost.push({ key: 'surpriseNoBonus', rule: 'SBE5' });
  if (s.surprise && isAxis(u) && finalMalus.length < malus.length) lost.push({ key: 'surpriseNoMalus', rule: 'SBE5' });
  return {
    base: hn.hitOn,
    rule: hn.rule,
    bonus: finalBonus,
    malus: [...finalMalus],
    extra: [...extra, ...lost.map((l) => ({ ...l, dice: 0 }))],
    double,
    silent,
  };
}

/** Which of a side's units fire in a step, and why the others do not. */
function firers(b: Battle, side: BattleSide, fs: FireStep, group?: 'charge' | 'rest'): { units: LiveUnit[]; notes: Step[] } {
  const notes: Step[] = [];
  const mine = sideUnits(b, side);
  const enemyGroundCombat = b.units.some((x) => x.side !== side && alive(x) && isCombat(x.cls));
  const friendlyCombat = mine.some((x) => alive(x) && isCombat(x.cls));
  const out: LiveUnit[] = [];
  for (const u of mine) {
    const canFireAt0 = b.rules.zeroSpFire && u.cur === 0;
    if (u.cur < 1 && !canFireAt0) continue;
    if (fs === 'air' && !inAir(b, u)) continue;
    if (fs === 'strike' && !inAir(b, u)) continue;
    if (fs === 'aa' && !isGround(u.cls)) continue;
    if (fs === 'artillery' && !firesAsArtillery(u)) continue;
    if (fs === 'ground' && (!isGround(u.cls) || firesAsArtillery(u) || u.cls === 'hq')) continue;
    if (fs === 'ground' && side === 'attacker' && u.cls === 'static') continue;
    if (fs === 'artillery' && !friendlyCombat && enemyGroundCombat) {
      notes.push(step('bite.battle.artilleryAlone', { unit: u.name }, u.cls === 'artillery' ? '6.1.4' : '6.4', 'warning'));
      continue;
    }
    if (group) {
      const charging = isCharging(b, u);
      if ((group === 'charge') !== charging) continue;
    }
    out.push(u);
  }
  return { units: out, notes };
}

/** 20.0/21.0: the charging cavalry or the attacking armour fire first. */
function isCharging(b: Battle, u: BattleUnit): boolean {
  const s = b.input.situations;
  if (u.side !== 'attacker') return false;
  return (!!s.cavalryCharge && u.cls === 'cavalry') || (!!s.panzerAttack && isArmour(u.cls, u.tech));
}

interface Fire {
  lines: (FireLine & { unit: LiveUnit })[];
  steps: Step[];
}

/** The dice of one side in one step, the city and fortress dice included for the AA (7.7.2). */
function fire(b: Battle, side: BattleSide, fs: FireStep, group?: 'charge' | 'rest'): Fire & { key: string; shown: Step[] } {
  const key = `${side}.${fs}.${group ?? ''}.${standing(b)}`;
  let m = b.memo.fires.get(key);
  if (!m) {
    const f = computeFire(b, side, fs, group);
    const lines = f.lines.map((l) => ({ ...l, idx: b.units.indexOf(l.unit) }));
    const shown = lines.flatMap((l) => [
      step('bite.battle.line', { unit: unitName(b, l.unit), count: l.dice, hit: hitRange(l.hitOn), bonus: l.bonus, malus: l.malus }, RULE[fs]),
      ...l.steps.map((x) => ({ ...x, params: { ...x.params, unit: unitName(b, l.unit) } })),
    ]);
    if (b.memo.fires.size >= FIRE_MEMO_SIZE) b.memo.fires.clear();
    m = { lines, steps: f.steps, shown };
    b.memo.fires.set(key, m);
  }
  // The lines point at this replay's units (artillery is reduced after firing, 7.7.4); the hex's own AA is no unit.
  return { key, steps: m.steps, shown: m.shown, lines: m.lines.map((l) => (l.idx < 0 ? l : { ...l, unit: b.units[l.idx] })) };
}

function computeFire(b: Battle, side: BattleSide, fs: FireStep, group?: 'charge' | 'rest'): Fire {
  const { units, notes } = firers(b, side, fs, group);
  const inputs: FireInput[] = [];
  const steps: Step[] = [...notes];
  const byId = new Map<string, LiveUnit>();
  for (const u of units) {
    const f = fireOf(b, u, fs);
    if (f.silent) {
      steps.push({ ...f.silent, rule: 'SBE5', tone: 'warning' });
      continue;
    }
    if (f.base === null) continue;
    byId.set(u.id, u);
    inputs.push({
      id: u.id,
      sp: Math.max(u.cur, b.rules.zeroSpFire ? 1 : 0),
      base: f.base,
      bonus: f.bonus,
      malus: f.malus,
      extra: f.extra.filter((e) => (e.dice ?? 0) > 0),
      double: f.double,
    });
    for (const e of f.extra.filter((x) => !x.dice)) steps.push(step(`bite.mod.${e.key}`, { unit: u.name }, e.rule, 'info'));
  }
  // The hex's own AA: the defender's city or fortification (7.7.2).
  const cityAa: Record<City, [number, number] | null> = { none: null, minor: [1, 6], major: [2, 6], fortress: [2, 5], bunker: [1, 5] };
  const ca = cityAa[b.city];
  let cityUnit: LiveUnit | undefined;
  if (fs === 'aa' && side === 'defender' && ca) {
    const holder = b.units.find((u) => u.side === 'defender') as LiveUnit;
    const pseudo: LiveUnit = {
      ...holder,
      id: '#city',
      name: '',
      cls: 'static',
      cur: ca[0],
      sp: ca[0],
      maxSp: ca[0],
      elite: undefined,
      mountain: false,
      pending: false,
      out: undefined,
      gustav: false,
    };
    const f = fireOf(b, pseudo, 'aa');
    if (!f.silent) {
      cityUnit = pseudo;
      inputs.push({ id: '#city', sp: ca[0], base: ca[1], bonus: [], malus: f.malus, extra: [] });
    }
  }
  const lines = countDice(inputs, b.rules).map((l) => ({ ...l, unit: l.id === '#city' ? (cityUnit as LiveUnit) : (byId.get(l.id) as LiveUnit) }));
  return { lines: lines.filter((l) => l.dice > 0), steps };
}

/** A unit's name in a derivation: its own, or the hex's AA (7.7.2). */
function unitName(b: Battle, u: LiveUnit): Param {
  return u.id === '#city' ? t(`bite.battle.cityAa.${b.city}`) : u.name;
}
type Param = string | Text;

/** The roll question of one fire: one die per line die, each hitting on its unit's number; odds exact. */
function fireQuestion(b: Battle, id: string, label: Text, rule: string, f: Fire & { key: string }): RollQuestion {
  const key = `${id}@${f.key}`;
  const known = b.memo.questions.get(key);
  if (known) return known;
  if (b.memo.questions.size >= FIRE_MEMO_SIZE) b.memo.questions.clear();
  const made = newFireQuestion(b, id, label, rule, f);
  b.memo.questions.set(key, made);
  return made;
}

function newFireQuestion(b: Battle, id: string, label: Text, rule: string, f: Fire): RollQuestion {
  const perDie: number[] = [];
  const dice = f.lines.flatMap((l) => {
    const die = { kind: 'numbered' as const, sides: 6, label: t('bite.battle.die', { unit: unitName(b, l.unit), hit: hitRange(l.hitOn) }) };
    return Array.from({ length: l.dice }, () => {
      perDie.push(l.hitOn);
      return die;
    });
  });
  const classify = (faces: number[]) => {
    const n = faces.filter((x, i) => x >= perDie[i]).length;
    return { id: `h${n}`, label: t('bite.battle.hits', { n }) };
  };
  const q = rollQuestion(id, { dice, label, rule }, classify, []);
  // 7.7.7 (and 3.11, 7.7.6): a fire is read as how many dice hit; dice hitting on the same number
  // are one group however many units roll them ("1 die at 5–6 and 2 dice at 6"), so the table's
  // dice are given as one count per hit number.
  const hitNumbers = [...new Set(perDie)].sort((a, b) => a - b);
  q.counts = {
    groups: hitNumbers.map((h) => {
      const units = [...new Set(f.lines.filter((l) => l.hitOn === h).map((l) => unitName(b, l.unit)))];
      return {
        id: `hit${h}`,
        label: t('bite.battle.countGroup', {
          hit: hitRange(h),
          units: listText(units.map((u) => (typeof u === 'string' ? t('bite.battle.named', { name: u }) : u))),
        }),
        faces: Array.from({ length: 7 - Math.max(1, Math.min(6, h)) }, (_, k) => Math.max(1, Math.min(6, h)) + k),
        dice: perDie.flatMap((x, i) => (x === h ? [i] : [])),
      };
    }),
  };
  // The exact odds are computed when shown: a battle replayed to its current question (every
  // tap) does not recompute the distributions of the rolls already made.
  let odds: Outcome[] | undefined;
  Object.defineProperty(q, 'odds', {
    enumerable: true,
    get: () => (odds ??= distProbs(hitsOf(f.lines)).map(({ value, p }) => ({ id: `h${value}`, label: t('bite.battle.hits', { n: value }), p }))),
  });
  return q;
}

/** The hits of a roll answered, or undefined when it is not (yet) a well-formed roll of these dice. */
function hitsRolled(q: RollQuestion, answers: Answers): number | undefined {
  const r = answers.rolls[q.id];
  if (!r || r.faces.length !== q.roll.dice.length || r.faces.some((x) => !Number.isInteger(x) || x < 1 || x > 6)) return undefined;
  return Number(q.outcomeOf(r.faces)?.slice(1));
}

// ---------------------------------------------------------------------------
// Damage (3.15, 7.7.8–7.7.11).
// ---------------------------------------------------------------------------

type Target = 'air' | 'ground';

/**
 * Hits landing on the enemy's units of a kind, one at a time: the unit with the most SP
 * first, the owner choosing on ties (3.15, 7.7.9); a shield needs two hits (3.15); a unit at 0
 * is eliminated unless it has a 0-SP base (7.7.10); hits beyond the last unit are lost
 * (7.7.11). `first`: units the hits go to first (a charge's return fire, 20.0/21.0).
 */
function allocate(
  b: Battle,
  owner: BattleSide,
  kind: Target,
  hits: number,
  qid: string,
  answers: Answers,
  out: Step[],
  first?: (u: LiveUnit) => boolean,
  guided = false,
): Question | undefined {
  for (let i = 1; i <= hits; i++) {
    let pool = b.units.filter((u) => u.side === owner && alive(u) && (kind === 'air' ? isAir(u.cls) && inAir(b, u) : isGround(u.cls) || grounded(b, u)));
    if (first && pool.some(first)) pool = pool.filter(first);
    if (pool.length === 0) {
      out.push(step('bite.damage.lost', { n: hits - i + 1 }, '7.7.11', 'info'));
      return undefined;
    }
    const max = Math.max(...pool.map((u) => u.cur));
    const tied = pool.filter((u) => u.cur === max);
    let target = tied[0];
    if (tied.length > 1) {
      // 19.2: guided fire — the firing side picks among the units tied on SP; otherwise their owner (7.7.9).
      const chooser = guided ? other(owner) : owner;
      const q = choiceQuestion(
        `${qid}.hit${i}`,
        t(guided ? 'bite.damage.tieGuided' : 'bite.damage.tie', { side: t(`bite.battle.${chooser}`), sp: max, n: i }),
        tied.map((u): ChoiceOption => ({
          id: u.id,
          label: t('bite.damage.option', {
            unit: u.name,
            sp: u.cur,
            shield: t(`bite.damage.shieldState.${u.shield ? (u.pending ? 'pending' : 'yes') : 'no'}`),
          }),
        })),
        guided ? '19.2' : '7.7.9',
      );
      const pick = chosen(answers, q);
      if (!pick) return q;
      target = tied.find((u) => u.id === pick) as LiveUnit;
    }
    if (target.shield && !target.pending) {
      target.pending = true;
      out.push(step('bite.damage.shield', { unit: target.name }, '3.15'));
      continue;
    }
    target.pending = false;
    target.cur -= 1;
    if (target.cur === 0 && !target.zeroBase) {
      target.out = 'eliminated';
      out.push(step('bite.damage.eliminated', { unit: target.name }, '7.7.10', 'warning'));
    } else out.push(step('bite.damage.hit', { unit: target.name, sp: target.cur }, '3.15'));
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// The walk.
// ---------------------------------------------------------------------------

/** Rounds and air-combat repeats the calculator walks at most (each needs its answers). */
export const MAX_ROUNDS = 40;
export const MAX_AIR_ROUNDS = 30;

/** A step title: "Round 2 — 4. Artillery fire (attacker)". */
function stepTitle(b: Battle, fs: FireStep | 'retreat' | 'airWithdraw', side?: BattleSide, rule?: string): Step {
  return step('bite.battle.step', { round: b.round, step: t(`bite.battle.stepName.${fs}`), side: side ? t(`bite.battle.${side}`) : '' }, rule, 'result');
}

const RULE: Record<FireStep, string> = { air: '7.7.1', aa: '7.7.2', strike: '7.7.3', artillery: '7.7.4', ground: '7.7.5' };

/** Ground units of a side still able to fight (7.7.10: 0-SP units alone with enemy combat units are removed). */
function settle(b: Battle, out: Step[]): boolean {
  for (const s of ['attacker', 'defender'] as const) {
    const mine = sideUnits(b, s);
    const enemyCombat = b.units.some((u) => u.side !== s && alive(u) && isCombat(u.cls));
    if (mine.length && !mine.some(alive) && enemyCombat) {
      for (const u of mine) {
        u.out = 'eliminated';
        out.push(step('bite.damage.zeroAlone', { unit: u.name }, '7.7.10', 'warning'));
      }
    }
  }
  return !b.units.some((u) => u.side === 'attacker' && alive(u)) || !b.units.some((u) => u.side === 'defender' && alive(u));
}

function reduceArtillery(b: Battle, u: LiveUnit, out: Step[]): void {
  const before = u.cur;
  if (u.cls === 'armourHq' || u.cls === 'hq')
    u.cur = Math.max(0, u.cur - 1); // 6.4: −1 SP after firing
  else u.cur = b.rules.artilleryReduction === 'halve' ? Math.floor(u.cur / 2) : Math.max(0, u.cur - 2);
  out.push(step('bite.battle.reduced', { unit: u.name, from: before, to: u.cur }, u.cls === 'artillery' ? '7.7.4' : '6.4'));
  if (u.cur === 0 && !u.zeroBase) {
    u.out = 'eliminated';
    out.push(step('bite.damage.eliminated', { unit: u.name }, '7.7.10', 'warning'));
  }
}

/** One side firing in one step: its lines, the roll, the hits allocated. Returns a pending question, or the dice rolled. */
function fireStep(b: Battle, side: BattleSide, fs: FireStep, answers: Answers, out: Step[], group?: 'charge' | 'rest'): { next?: Question; fired: number } {
  const f = fire(b, side, fs, group);
  const id = `r${b.round}.${fs}${group === 'charge' ? '.charge' : ''}.${side === 'attacker' ? 'a' : 'd'}`;
  if (f.lines.length === 0) {
    // Why a unit there does not fire (6.1.4, 6.4, SBE5) is said even when nothing fires in the step.
    out.push(...f.steps);
    return { fired: 0 };
  }
  out.push(stepTitle(b, fs, side, fs === 'ground' && group === 'charge' ? (b.input.situations.cavalryCharge ? '20.0' : '21.0') : RULE[fs]));
  out.push(...f.steps, ...f.shown);
  const q = fireQuestion(b, id, t('bite.battle.rollLabel', { step: t(`bite.battle.stepName.${fs}`), side: t(`bite.battle.${side}`) }), RULE[fs], f);
  const hits = hitsRolled(q, answers);
  if (hits === undefined) return { next: q, fired: 0 };
  out.push(step('bite.battle.rolled', { hits }, RULE[fs], 'result'));
  if (fs === 'artillery') for (const l of f.lines) reduceArtillery(b, l.unit, out);
  const target: Target = fs === 'air' || fs === 'aa' ? 'air' : 'ground';
  const s = b.input.situations;
  // 20.0/21.0: the defender's return fire goes first at the charging units; the charge first at enemy infantry (cavalry) or non-armour.
  const first =
    fs === 'ground' && side === 'defender' && (s.cavalryCharge || s.panzerAttack)
      ? (u: LiveUnit) => isCharging(b, u)
      : group === 'charge'
        ? (u: LiveUnit) => (s.cavalryCharge ? isInfantryClass(u.cls) : !isArmour(u.cls, u.tech))
        : undefined;
  // 19.2: with fair weather and the recon made, TECH 2+ aircraft and artillery may aim at one of the enemy units tied on SP.
  const guided =
    (fs === 'strike' || fs === 'artillery') &&
    side === 'attacker' &&
    hasOptional(b.input.layers, '19.0') &&
    b.input.recon &&
    b.input.weather === 'fair' &&
    f.lines.every((l) => l.unit.id !== '#city' && l.unit.tech >= 2);
  const next = allocate(b, other(side), target, hits, id, answers, out, first, guided);
  return { next, fired: f.lines.reduce((n, l) => n + l.dice, 0) };
}

/** Withdrawal choice of one side: stay, all, or some (then unit by unit). */
function withdrawal(b: Battle, side: BattleSide, id: string, units: LiveUnit[], answers: Answers, out: Step[], rule: string): Question | undefined {
  if (units.length === 0) return undefined;
  const q = choiceQuestion(
    id,
    t('bite.retreat.prompt', { side: t(`bite.battle.${side}`), round: b.round }),
    [
      { id: 'stay', label: t('bite.retreat.stay') },
      { id: 'all', label: t('bite.retreat.all'), rule },
      ...(units.length > 1 ? [{ id: 'some', label: t('bite.retreat.some'), rule }] : []),
    ],
    rule,
  );
  const a = chosen(answers, q);
  if (!a) return q;
  if (a === 'stay') {
    out.push(step('bite.retreat.stays', { side: t(`bite.battle.${side}`) }, rule));
    return undefined;
  }
  for (const u of units) {
    let leave = a === 'all';
    if (a === 'some') {
      const uq = choiceQuestion(
        `${id}.${u.id}`,
        t('bite.retreat.unit', { unit: u.name }),
        [
          { id: 'stay', label: t('bite.retreat.stay') },
          { id: 'go', label: t('bite.retreat.go'), rule },
          ...(isGround(u.cls) ? [{ id: 'cannot', label: t('bite.retreat.cannot'), rule: '7.7.18' }] : []),
        ],
        rule,
      );
      const ua = chosen(answers, uq);
      if (!ua) return uq;
      if (ua === 'cannot') {
        u.out = 'eliminated';
        out.push(step('bite.retreat.eliminated', { unit: u.name }, '7.7.18', 'warning'));
        continue;
      }
      leave = ua === 'go';
    }
    if (!leave) continue;
    if (u.cls === 'static') {
      out.push(step('bite.retreat.static', { unit: u.name }, '6.1.1', 'warning'));
      continue;
    }
    u.out = 'withdrawn';
    out.push(step('bite.retreat.withdrawn', { unit: u.name }, rule));
  }
  return undefined;
}

/** The outcome of a battle walked to its end: each unit's SP and fate. */
export interface BattleOutcome {
  units: { id: string; name: string; side: BattleSide; sp: number; fate: 'in' | 'eliminated' | 'withdrawn' | 'surrendered' }[];
  rounds: number;
}

function outcome(b: Battle): BattleOutcome {
  return {
    rounds: b.round,
    units: b.units.map((u) => ({ id: u.id, name: u.name, side: u.side, sp: u.cur, fate: u.out ?? 'in' })),
  };
}

function start(input: BattleInput, rules: BattleRules, memo: FireMemo = newFireMemo()): Battle {
  return {
    input,
    rules,
    units: input.units.map((u) => ({ ...u, cur: u.sp, pending: false })),
    round: input.round,
    city: input.hex.city,
    fx: weatherEffects(input.weather, input.layers),
    memo,
    overrun: isOverrun(input),
  };
}

/** Walks the battle with the answers so far: the steps done, the next question, or the end. */
function run(input: BattleInput, rules: BattleRules, answers: Answers, memo: FireMemo): Resolution {
  const b = start(input, rules, memo);
  const out: Step[] = [];
  const pause = (q: Question): Resolution => ({ derivation: out, next: q, events: [] });
  // 7.6.2 (6.3.1): the fighters — and the bombers too if so agreed (AMB-24) — leave at once, before any fire.
  if (b.overrun) {
    const now = b.units.filter((u) => u.side === 'defender' && alive(u) && !grounded(b, u));
    if (now.length) {
      out.push(step('bite.overrun.title', {}, '7.6.2', 'result'));
      const q = evacuate(b, now, 'evac', '7.6.2', answers, out);
      if (q) return pause(q);
      if (settle(b, out)) return end(b, out);
    }
  }
  for (let n = 0; n < MAX_ROUNDS; n++) {
    let fired = 0;
    // 1. Air combat (7.7.1): while both sides fly and one has a fighter; repeated while neither withdraws (AMB-21/23).
    for (let k = 1; k <= MAX_AIR_ROUNDS; k++) {
      const fliers = (s: BattleSide) => b.units.filter((u) => u.side === s && inAir(b, u));
      const possible = fliers('attacker').length > 0 && fliers('defender').length > 0 && b.units.some((u) => u.cls === 'fighter' && inAir(b, u));
      if (!possible) break;
      const prefix = `r${b.round}.air${k}`;
      out.push(step('bite.battle.airRound', { k }, '7.7.1', 'result'));
      // Simultaneous: both sides' dice before any hit lands.
      const fa = fire(b, 'attacker', 'air');
      const fd = fire(b, 'defender', 'air');
      const results: { side: BattleSide; f: Fire; q: RollQuestion; hits?: number }[] = [];
      for (const [side, f] of [
        ['attacker', fa],
        ['defender', fd],
      ] as const) {
        if (f.lines.length === 0) continue;
        out.push(...f.steps, ...f.shown);
        const q = fireQuestion(
          b,
          `${prefix}.${side === 'attacker' ? 'a' : 'd'}`,
          t('bite.battle.rollLabel', { step: t('bite.battle.stepName.air'), side: t(`bite.battle.${side}`) }),
          '7.7.1',
          f,
        );
        const hits = hitsRolled(q, answers);
        if (hits === undefined) return pause(q);
        fired += f.lines.reduce((x, l) => x + l.dice, 0);
        results.push({ side, f, q, hits });
      }
      for (const r of results) {
        out.push(step('bite.battle.rolled', { hits: r.hits ?? 0 }, '7.7.1', 'result'));
        const next = allocate(b, other(r.side), 'air', r.hits ?? 0, r.q.id, answers, out);
        if (next) return pause(next);
      }
      // Withdrawals after each air round: only air units, the defender first (7.7.1, 7.7.13).
      let withdrew = false;
      for (const side of ['defender', 'attacker'] as const) {
        const mine = b.units.filter((u) => u.side === side && inAir(b, u));
        const before = mine.length;
        const q = withdrawal(b, side, `${prefix}.withdraw.${side === 'attacker' ? 'a' : 'd'}`, mine, answers, out, '7.7.1');
        if (q) return pause(q);
        if (b.units.filter((u) => u.side === side && inAir(b, u)).length < before && mine.some((u) => u.out === 'withdrawn')) withdrew = true;
      }
      if (withdrew) break;
    }
    // 2. AA barrage (7.7.2): when aircraft are in the hex; each side's AA at the enemy's aircraft.
    for (const side of ['defender', 'attacker'] as const) {
      const enemyAir = b.units.some((u) => u.side !== side && inAir(b, u));
      if (!enemyAir) continue;
      const r = fireStep(b, side, 'aa', answers, out);
      if (r.next) return pause(r.next);
      fired += r.fired;
    }
    // 3. Air strike (7.7.3).
    for (const side of ['attacker', 'defender'] as const) {
      const r = fireStep(b, side, 'strike', answers, out);
      if (r.next) return pause(r.next);
      fired += r.fired;
      if (settle(b, out)) return end(b, out);
    }
    // 4. Artillery (7.7.4): attacker first, then the defender; reduced after firing.
    for (const side of ['attacker', 'defender'] as const) {
      const r = fireStep(b, side, 'artillery', answers, out);
      if (r.next) return pause(r.next);
      fired += r.fired;
      if (settle(b, out)) return end(b, out);
    }
    // 5. Ground combat (7.7.5): defender first; a charge or Panzer attack fires before it (20.0, 21.0).
    const special = b.input.situations.cavalryCharge || b.input.situations.panzerAttack;
    const order: [BattleSide, 'charge' | 'rest' | undefined][] = special
      ? [
          ['attacker', 'charge'],
          ['defender', undefined],
          ['attacker', 'rest'],
        ]
      : [
          ['defender', undefined],
          ['attacker', undefined],
        ];
    for (const [side, group] of order) {
      const r = fireStep(b, side, 'ground', answers, out, group);
      if (r.next) return pause(r.next);
      fired += r.fired;
      if (settle(b, out)) return end(b, out);
    }
    // 12.4.1 (AMB-58): a Desperate Attack that leaves an enemy ground combat unit standing after the first round surrenders at once.
    if (desperateFailed(b)) {
      out.push(step('bite.battle.desperateFailed', {}, '12.4.1', 'warning'));
      for (const u of b.units) {
        if (u.side !== 'attacker' || !present(u) || u.supplied) continue;
        u.out = 'surrendered';
        out.push(step('bite.battle.desperateSurrenders', { unit: u.name }, '12.4.1'));
      }
      return end(b, out);
    }
    // 6.3.2 (AMB-24): bombers alone on the airbase, after their round defenceless, leave at once.
    const stranded = b.units.filter((u) => grounded(b, u) && b.overrun);
    if (stranded.length) {
      out.push(step('bite.overrun.bombersTitle', {}, '6.3.2', 'result'));
      const q = evacuate(b, stranded, `r${b.round}.evac`, '6.3.2', answers, out);
      if (q) return pause(q);
      if (settle(b, out)) return end(b, out);
    }
    if (fired === 0) {
      out.push(step('bite.battle.nothingFires', {}, '7.7', 'warning'));
      return end(b, out);
    }
    // Retreat (7.7.13, 7.7.18; AMB-22): the defender declares first, then the attacker.
    out.push(stepTitle(b, 'retreat', undefined, '7.7.13'));
    for (const side of ['defender', 'attacker'] as const) {
      const q = withdrawal(b, side, `r${b.round}.retreat.${side === 'attacker' ? 'a' : 'd'}`, sideUnits(b, side).filter(alive), answers, out, '7.7.13');
      if (q) return pause(q);
    }
    if (settle(b, out)) return end(b, out);
    b.round += 1;
    out.push(step('bite.battle.nextRound', { round: b.round }, '7.7.12', 'info'));
  }
  return end(b, out);
}

/** 12.4.1: the first round of a Desperate Attack is over and an enemy ground combat unit still stands (AMB-58). */
function desperateFailed(b: Battle): boolean {
  if (!b.input.situations.desperate || !b.input.layers.advanced || b.input.round !== 1 || b.round !== 1) return false;
  if (!b.units.some((u) => u.side === 'attacker' && present(u) && !u.supplied)) return false;
  return b.units.some((u) => u.side === 'defender' && alive(u) && isCombat(u.cls));
}

function end(b: Battle, out: Step[]): Resolution {
  if (
    b.input.situations.desperate &&
    b.input.layers.advanced &&
    b.round === 1 &&
    !b.units.some((u) => u.side === 'defender' && alive(u) && isCombat(u.cls)) &&
    b.units.some((u) => u.side === 'attacker' && alive(u))
  ) {
    out.push(step('bite.battle.desperateWon', {}, '12.4.1', 'info'));
  }
  for (const u of b.units)
    if (u.pending) {
      u.pending = false;
      out.push(step('bite.damage.shieldCleared', { unit: u.name }, '3.15'));
    }
  const o = outcome(b);
  out.push(step('bite.battle.over', { rounds: o.rounds }, '7.7', 'result'));
  for (const u of o.units) out.push(step(`bite.battle.fate.${u.fate}`, { unit: u.name, sp: u.sp }, u.fate === 'withdrawn' ? '7.7.13' : '3.15'));
  const event: GameEvent<BattleOutcome> = { type: 'bite/battle', payload: o, at: 0 };
  return { derivation: out, events: [event] };
}

/**
 * The battle as an Evaluation: the checks (errors stop it), the weather's effects, then
 * `resolve(answers)` walking round after round, one roll or choice at a time.
 */
export function evaluateBattle(input: BattleInput, rules: BattleRules = DEFAULT_BATTLE_RULES): Evaluation {
  // The screen asks again for the same battle after any change anywhere (a render, a draft
  // written back): the same input gets the same evaluation, its replays and odds kept.
  const key = JSON.stringify([input, rules]);
  const known = evaluations.get(key);
  if (known) return known;
  const e = newEvaluation(input, rules);
  if (evaluations.size >= 4) evaluations.delete(evaluations.keys().next().value as string);
  evaluations.set(key, e);
  return e;
}
const evaluations = new Map<string, Evaluation>();

function newEvaluation(input: BattleInput, rules: BattleRules): Evaluation {
  const { errors, warnings } = checkBattle(input);
  const derivation: Step[] = [...warnings];
  derivation.push(
    step(
      `bite.battle.hex.${input.hex.terrain}`,
      { city: t(`bite.battle.city.${input.hex.city}`), crossing: t(`bite.battle.crossing.${input.hex.crossing}`) },
      'BOX 1',
    ),
  );
  derivation.push(...weatherEffects(input.weather, input.layers).steps.slice(0, 1));
  if (input.situations.surprise) derivation.push(step('bite.battle.surprise', {}, 'SBE5', 'info'));
  if (input.situations.airbase) derivation.push(step('bite.battle.airbase', {}, '7.6.1', 'info'));
  if (isOverrun(input)) {
    derivation.push(step('bite.battle.overrunFighters', {}, '7.6.2', 'info'));
    if (input.units.some((u) => u.side === 'defender' && u.cls === 'bomber'))
      derivation.push(
        step(
          rules.overrunBombers === 'defenceless' ? 'bite.battle.overrunBombers' : 'bite.battle.overrunBombersAtOnce',
          {},
          rules.overrunBombers === 'defenceless' ? '6.3.2' : '7.6.2',
          'info',
        ),
      );
  }
  if (input.situations.firstWinter) derivation.push(step('bite.battle.firstWinter', {}, '33.0', 'info'));
  if (rules.cancellation) derivation.push(step('bite.battle.cancellationOn', {}, '7.7.6', 'info'));
  // Each tap replays the battle from its start once per question answered (engine walk): the
  // resolutions of the answers already walked are kept, so a tap costs one replay, not one per
  // question (a battle of two rounds asks some twenty). Resolutions are never changed after.
  const memo = new Map<string, Resolution>();
  const fires = newFireMemo();
  return {
    errors,
    derivation,
    resolve(answers) {
      if (errors.length) return { derivation: [], events: [] };
      const key = JSON.stringify([answers.rolls, answers.choices]);
      const hit = memo.get(key);
      if (hit) return hit;
      if (memo.size >= MEMO_SIZE) memo.clear();
      const r = run(input, rules, answers, fires);
      memo.set(key, r);
      return r;
    },
  };
}

/** Resolutions kept per battle evaluation (a long battle asks some hundred questions). */
const MEMO_SIZE = 500;

/** One side's dice in one step as the battle stands at its start (for previews and tests). */
export function previewFire(
  input: BattleInput,
  side: BattleSide,
  fs: FireStep,
  rules: BattleRules = DEFAULT_BATTLE_RULES,
): { id: string; dice: number; hitOn: number; steps: Step[] }[] {
  const b = start(input, rules);
  return fire(b, side, fs).lines.map((l) => ({ id: l.id, dice: l.dice, hitOn: l.hitOn, steps: l.steps }));
}

// The evaluations kept above are emptied between tests when the rules are mutated (npm run
// mutate): an import here, at the end, so that no line above moves (docs/MUTATION.md names
// mutants by line).
import { registerCache } from '@/engine/memo';
registerCache(() => evaluations.clear());
