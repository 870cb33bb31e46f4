/**
 * TECH levels (3.13, 5.1–5.5, 17.1; notes §2): per nation and field on a month's date from
 * the fixed schedule of 3.13; the minor Axis powers one level below Germany (17.1, AMB-28),
 * Italy never improving, Finland's infantry at 2; and the hit numbers and capabilities that
 * follow (the Tech Level Table rebuilt from the prose, notes §2.3).
 */
import type { Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import type { MonthDate } from './calendar';

export const NATIONS = ['germany', 'ussr', 'romania', 'hungary', 'slovakia', 'italy', 'finland'] as const;
export type Nation = (typeof NATIONS)[number];
export const FIELDS = ['infantry', 'armour', 'fighters', 'bombers'] as const;
export type TechField = (typeof FIELDS)[number];
export type TechLevel = 1 | 2 | 3;

/** The minor Axis powers that follow Germany one level below (17.1): Finland too, its infantry aside. */
export const MINOR_AXIS: readonly Nation[] = ['romania', 'hungary', 'slovakia', 'finland'];

export const nationText = (n: Nation): Text => t(`bite.nation.${n}`);
/**
 * A nation and its forms with a preposition (Italian joins article and preposition: "alla
 * Germania", "all'URSS", "dalla", "della"): messages say {aNation}, {daNation}, {diNation}
 * where a language needs them, {nation} elsewhere.
 */
export const nationForms = (n: Nation): Record<'nation' | 'aNation' | 'daNation' | 'diNation', Text> => ({
  nation: nationText(n),
  aNation: t(`bite.nationA.${n}`),
  daNation: t(`bite.nationDa.${n}`),
  diNation: t(`bite.nationDi.${n}`),
});
export const fieldText = (f: TechField): Text => t(`bite.field.${f}`);

export function sideOfNation(n: Nation): 'axis' | 'soviet' {
  return n === 'ussr' ? 'soviet' : 'axis';
}

// ---------------------------------------------------------------------------
// The schedule (3.13).
// ---------------------------------------------------------------------------

export interface TechAdvance {
  from: MonthDate;
  nation: 'germany' | 'ussr';
  field: TechField;
  level: TechLevel;
}

const adv = (year: number, month: number, nation: 'germany' | 'ussr', field: TechField, level: TechLevel): TechAdvance => ({
  from: { year, month },
  nation,
  field,
  level,
});

/** 3.13's fixed schedule, in date order. Soviet fighters and bombers never reach TECH 3 on it. */
export const TECH_SCHEDULE: readonly TechAdvance[] = [
  adv(1942, 3, 'ussr', 'infantry', 2),
  adv(1942, 11, 'ussr', 'armour', 2),
  adv(1943, 1, 'ussr', 'fighters', 2),
  adv(1943, 7, 'germany', 'armour', 3),
  adv(1943, 9, 'ussr', 'bombers', 2),
  adv(1944, 5, 'germany', 'fighters', 3),
  adv(1944, 7, 'ussr', 'armour', 3),
  adv(1944, 9, 'ussr', 'infantry', 3),
  adv(1944, 10, 'germany', 'infantry', 3),
  adv(1945, 3, 'germany', 'bombers', 3),
];

const key = (d: MonthDate) => d.year * 12 + d.month - 1;

/** Research levels reached under 17.0, which replaces the schedule (typed by the players). */
export type Research = Partial<Record<Nation, Partial<Record<TechField, TechLevel>>>>;

export interface TechOptions {
  /** AMB-28: the minor Axis powers follow Germany one level below (17.1) also outside the optional rules (default). */
  minorFollowGermany: boolean;
  /** 17.0 in play: the research levels replace the 3.13 schedule for Germany and the USSR. */
  research?: Research;
}

const DEFAULT_TECH_OPTIONS: TechOptions = { minorFollowGermany: true };

/** A nation's TECH in a field on a date, with the rules that give it. */
export function techOf(nation: Nation, field: TechField, date: MonthDate, opts: TechOptions = DEFAULT_TECH_OPTIONS): { level: TechLevel; steps: Step[] } {
  const params = { nation: nationText(nation), field: fieldText(field) };
  if (nation === 'germany' || nation === 'ussr') {
    const start: TechLevel = nation === 'germany' ? 2 : 1;
    if (opts.research) {
      const r = opts.research[nation]?.[field] ?? start;
      return { level: r, steps: [step('bite.tech.research', { ...params, level: r }, '17.0')] };
    }
    let level: TechLevel = start;
    const steps: Step[] = [
      step(nation === 'germany' ? 'bite.tech.startGermany' : 'bite.tech.startUssr', { ...params, level }, nation === 'germany' ? '5.2' : '5.1'),
    ];
    for (const a of TECH_SCHEDULE) {
      if (a.nation === nation && a.field === field && key(a.from) <= key(date)) {
        level = a.level;
        steps.push(step('bite.tech.schedule', { ...params, level, month: t(`bite.month.${a.from.month}`), year: String(a.from.year) }, '3.13'));
      }
    }
    return { level, steps };
  }
  if (nation === 'italy') return { level: 1, steps: [step('bite.tech.italy', params, '17.1')] };
  const base: TechLevel = nation === 'finland' && field === 'infantry' ? 2 : 1;
  const steps: Step[] = [step(base === 2 ? 'bite.tech.finnishInfantry' : 'bite.tech.startMinor', { ...params, level: base }, base === 2 ? '5.5' : '5.3')];
  if (!opts.minorFollowGermany) return { level: base, steps };
  const g = techOf('germany', field, date, opts).level;
  const below = Math.max(1, g - 1) as TechLevel;
  // 17.1: one level below Germany; Finland's infantry stays at 2 (never 3).
  const level = Math.min(2, Math.max(base, below)) as TechLevel;
  if (level > base) steps.push(step('bite.tech.belowGermany', { ...params, level, germany: g }, '17.1'));
  return { level, steps };
}

/** Every nation × field on a date (the TECH table of the month). */
export function techTable(date: MonthDate, opts: TechOptions = DEFAULT_TECH_OPTIONS): Record<Nation, Record<TechField, TechLevel>> {
  const out = {} as Record<Nation, Record<TechField, TechLevel>>;
  for (const n of NATIONS) {
    out[n] = {} as Record<TechField, TechLevel>;
    for (const f of FIELDS) out[n][f] = techOf(n, f, date, opts).level;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Block classes and their fields.
// ---------------------------------------------------------------------------

export const CLASSES = [
  'infantry',
  'mountain',
  'static',
  'cavalry',
  'paratroop',
  'marine',
  'artillery',
  'mechanised',
  'armour',
  'armourHq',
  'hq',
  'fighter',
  'bomber',
] as const;
export type BlockClass = (typeof CLASSES)[number];

/** Ground combat units (3.8): they may attack alone. */
export const COMBAT_CLASSES: readonly BlockClass[] = ['infantry', 'mountain', 'static', 'cavalry', 'paratroop', 'marine', 'mechanised', 'armour'];
export const AIR_CLASSES: readonly BlockClass[] = ['fighter', 'bomber'];

export const isAir = (c: BlockClass) => AIR_CLASSES.includes(c);
export const isGround = (c: BlockClass) => !isAir(c);
export const isCombat = (c: BlockClass) => COMBAT_CLASSES.includes(c);
/** Infantry-class units (6.1): infantry, mountain, static, cavalry (6.1.3), paratroops, marines. */
export const isInfantryClass = (c: BlockClass) => ['infantry', 'mountain', 'static', 'cavalry', 'paratroop', 'marine'].includes(c);
/** Armour for the Panzer Attack and the Blitz (6.2): tanks and armour HQs; mechanised units from TECH 2 (21.0). */
export const isArmour = (c: BlockClass, tech: TechLevel) => c === 'armour' || c === 'armourHq' || (c === 'mechanised' && tech >= 2);

/**
 * The TECH field a class follows (notes §2.1 [I]): artillery and cavalry follow infantry
 * (6.1.1, 26.0, 25.0); mechanised units and armour HQs follow armour (7.10). Support HQs have none.
 */
export function fieldOfClass(c: BlockClass): TechField | null {
  switch (c) {
    case 'fighter':
      return 'fighters';
    case 'bomber':
      return 'bombers';
    case 'mechanised':
    case 'armour':
    case 'armourHq':
      return 'armour';
    case 'hq':
      return null;
    default:
      return 'infantry';
  }
}

// ---------------------------------------------------------------------------
// Hit numbers (3.14, 6.x, 7.7.1–7.7.5; notes §2.3).
// ---------------------------------------------------------------------------

/** How a unit fires: attacking or defending on the ground, AA (= its defence, 6.5/7.7.2), air-to-air, ground attack. */
export type FireMode = 'attack' | 'defence' | 'aa' | 'airCombat' | 'strike';

export interface HitNumber {
  /** The lowest face that hits (6 = "6", 5 = "5–6"); null: the unit does not fire so. */
  hitOn: number | null;
  rule: string;
  /** True where the notes infer the value ([I]); the text does not state it. */
  inferred?: boolean;
}

const H = (hitOn: number | null, rule: string, inferred = false): HitNumber => (inferred ? { hitOn, rule, inferred } : { hitOn, rule });

/**
 * The unit's printed hit number before any Bonus or Malus. `bomberAirCombatT1`: AMB-03 —
 * TECH 1 bombers do not fire in air combat (6.3.2), unless the players read 7.7.1 so.
 */
export function baseHitNumber(c: BlockClass, tech: TechLevel, mode: FireMode, bomberAirCombatT1 = false): HitNumber {
  if (mode === 'aa') {
    if (isAir(c)) return H(null, '7.7.2');
    if (c === 'hq') return H(null, '13.8', true); // the HQ's own AA is typed (Stavka 5–6, FHQ 4–6, others not given)
    const d = baseHitNumber(c, tech, 'defence');
    return { ...d, rule: '6.5' };
  }
  switch (c) {
    case 'fighter':
      if (mode === 'airCombat') return H(tech === 1 ? 6 : tech === 2 ? 5 : 4, '6.3.1');
      if (mode === 'strike') return H(tech === 1 ? null : tech === 2 ? 6 : 5, '6.3.1');
      return H(null, '6.3');
    case 'bomber':
      if (mode === 'airCombat') return H(tech === 1 ? (bomberAirCombatT1 ? 6 : null) : tech === 2 ? 6 : 5, tech === 1 ? '6.3.2' : '6.3.2');
      if (mode === 'strike') return H(tech === 1 ? 6 : tech === 2 ? 5 : 4, '7.7.3');
      return H(null, '6.3');
    case 'hq':
      return H(null, '6.4');
    case 'artillery':
      if (mode === 'airCombat' || mode === 'strike') return H(null, '6.1.4');
      return H(tech === 1 ? 6 : tech === 2 ? 5 : 4, '6.1.4');
    case 'armour':
    case 'armourHq':
      if (mode === 'airCombat' || mode === 'strike') return H(null, '6.2.2');
      if (mode === 'attack') return H(tech === 1 ? 6 : tech === 2 ? 5 : 4, c === 'armourHq' ? '6.4' : '6.2.2');
      return H(tech === 3 ? 4 : 5, c === 'armourHq' ? '6.4' : '6.2.2');
    case 'mechanised':
      if (mode === 'airCombat' || mode === 'strike') return H(null, '6.2.1');
      if (mode === 'attack') return H(tech === 3 ? 5 : 6, '6.2.1', tech !== 3);
      return H(tech === 1 ? 6 : tech === 2 ? 5 : 4, '6.2.1', tech === 1);
    case 'static':
      // Static units never attack (6.1.1) and, like every ground unit, do not fire in the air or at the ground from the air.
      if (mode === 'attack' || mode === 'airCombat' || mode === 'strike') return H(null, '6.1.1');
      return H(tech === 3 ? 5 : 6, '6.1.1', true);
    default:
      // infantry, mountain, cavalry (6.1.3: as infantry), paratroops, marines
      if (mode === 'airCombat' || mode === 'strike') return H(null, '6.1');
      if (mode === 'attack') return H(6, '3.14', tech !== 1);
      return H(tech === 3 ? 5 : 6, tech === 3 ? '6.1.1' : '5.3', tech === 2);
  }
}

/** The hit range in words: 6 → "6", 5 → "5–6", 1 → "1–6". */
export function hitRange(hitOn: number): string {
  return hitOn >= 6 ? '6' : `${Math.max(1, hitOn)}–6`;
}

// ---------------------------------------------------------------------------
// Movement and capabilities (notes §2.3, §2.4).
// ---------------------------------------------------------------------------

/** Movement points where the text gives them (7.5.3, 5.3, 5.5, 6.1.1, 6.2.2, 10.0); null where it does not [?]. */
export function movementPoints(
  c: BlockClass,
  tech: TechLevel,
  flags: { guards?: boolean; shock?: boolean; finnish?: boolean } = {},
): { mp: number | null; rule: string; inferred?: boolean } {
  if (isAir(c)) return { mp: null, rule: '7.5.2' };
  if (c === 'static') return { mp: 0, rule: '6.1.1' };
  if (c === 'cavalry') {
    if (flags.guards) return { mp: 5, rule: '10.0' };
    return tech === 1 ? { mp: 4, rule: '5.3' } : tech === 2 ? { mp: 5, rule: '5.3', inferred: true } : { mp: null, rule: '3.13' };
  }
  if (flags.guards || flags.shock) return { mp: 4, rule: flags.guards ? '10.0' : '6.1.1' };
  if (flags.finnish && isInfantryClass(c)) return { mp: 4, rule: '5.5' };
  if (c === 'mechanised' || c === 'hq') return { mp: null, rule: '6.2.1' };
  if (tech === 1) return { mp: 3, rule: '7.5.3' };
  if (tech === 2) return { mp: 4, rule: c === 'armour' || c === 'armourHq' ? '6.2.2' : '7.5.3' };
  return { mp: null, rule: '3.13' };
}

/** What a unit of this nation, class and TECH may do (Blitz, Extra move, reserve, Katyusha, paradrop...). */
export function capabilities(nation: Nation, c: BlockClass, tech: TechLevel): Step[] {
  const out: Step[] = [];
  const blitz = c === 'armour' || c === 'armourHq' || (c === 'mechanised' && (nation === 'germany' || tech >= 2));
  if (blitz) out.push(step('bite.capability.blitz', {}, '7.8'));
  if (blitz) out.push(step('bite.capability.extraMove', {}, '7.10'));
  if (c === 'artillery' && tech >= 2) out.push(step('bite.capability.artilleryBlitz', {}, '6.1.4'));
  if (tech >= 2 && (isInfantryClass(c) || isArmour(c, tech)) && c !== 'static') out.push(step('bite.capability.reserve', {}, '31.0'));
  if (tech >= 2 && isInfantryClass(c) && c !== 'static') out.push(step('bite.capability.desperate', {}, '12.4.1'));
  if (c === 'marine' && nation === 'ussr' && tech >= 2) out.push(step('bite.capability.landing', {}, '24.0'));
  if (c === 'paratroop' && (tech >= 2 || nation === 'germany')) out.push(step('bite.capability.paradrop', {}, '23.0'));
  if (c === 'artillery' && nation === 'ussr' && tech >= 2) out.push(step('bite.capability.katyusha', {}, '25.0'));
  if (c === 'fighter' && tech >= 2) out.push(step('bite.capability.fighterStrike', {}, '6.3.1'));
  if (c === 'bomber' && tech >= 2) out.push(step('bite.capability.bomberAirCombat', {}, '6.3.2'));
  return out;
}
