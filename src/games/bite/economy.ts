/**
 * BITE's production phase (issue 11; notes §4.3, §5.2, §8.3): each nation's income of the turn,
 * the saved-PP box and its storage limit (11.2), German aid to the allies (5.2), the Soviet
 * fixed-schedule deduction (3.13), and repairs and rebuilds priced by the colour of each SP
 * step (7.3) and, with the advanced rules, by the unit's kind (11.0). Pure rules.
 *
 * The producing centres are map data the rulebook does not print: the players type them once
 * (name, PP, colour, whose they are, who controls them) and the income follows control. The
 * scenario figures (Manuale degli Scenari) are the text's own and are the default baseline
 * (AMB-33); nothing else is invented.
 */
import type { RulesContext, SettingDef, SettingValue, Step, Text } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { monthText, type ScenarioId } from './calendar';
import { hasOptional } from './layers';
import { currentMonth, currentPhase, type Block, type BiteState, type StepColour } from './state';
import { NATIONS, sideOfNation, type BlockClass, type Nation } from './tech';

/** The PP colours BITE uses (11.0): white (shipyards) has no function in BITE. */
export const PP_COLOURS = ['yellow', 'red', 'blue', 'black'] as const;
export type PpColour = (typeof PP_COLOURS)[number];
export type PpBag = Record<PpColour, number>;

/** The allies Germany may aid (5.2). */
export const ALLIES = ['romania', 'hungary', 'slovakia', 'italy', 'finland'] as const satisfies readonly Nation[];
export type Ally = (typeof ALLIES)[number];
/** 5.2: at most 3 PP per ally per turn. */
export const AID_LIMIT = 3;
/** 3.13: the fixed TECH schedule costs the Soviets 4 yellow PP a turn. */
const SOVIET_TECH_DEDUCTION = 4;
/** 3.13: the scenarios whose Soviet figure the text gives as 50 − 4 (SBE9, and SBE5 with the same production). */
const SCHEDULE_NET: readonly ScenarioId[] = ['SBE5', 'SBE9'];
/** 7.3: what one SP of each colour costs to repair or rebuild; blue is never rebuilt. */
export const STEP_PRICE: Record<StepColour, number | null> = { black: 1, white: 2, red: 3, blue: null };

export const emptyBag = (): PpBag => ({ yellow: 0, red: 0, blue: 0, black: 0 });
export const bagTotal = (b: PpBag) => PP_COLOURS.reduce((n, c) => n + b[c], 0);
export const addBags = (a: PpBag, b: PpBag, sign = 1): PpBag => ({
  yellow: a.yellow + sign * b.yellow,
  red: a.red + sign * b.red,
  blue: a.blue + sign * b.blue,
  black: a.black + sign * b.black,
});
export const bagOf = (p: Partial<PpBag>): PpBag => ({ ...emptyBag(), ...p });

/** A producing centre as the players typed it from the map (3.6, 11.0). */
export interface Centre {
  id: string;
  name: string;
  pp: number;
  colour: PpColour;
  /** The nation whose centre it is at the start (its PP are in that nation's scenario figure). */
  owner: Nation;
  /** Who controls it now. */
  controller: Nation;
  /** 11.2: supplied and linked by rail or a blue sea route to the main source; else its PP cannot be used. */
  usable: boolean;
  /** 12.3: one of Leningrad's own centres (the pocket spends only these PP); absent on centres typed before it. */
  pocket?: boolean;
  /**
   * A plant finished on a tracker (15.1: a new industry; 16.2: a factory evacuated east): the turn
   * it first produces, and how it came. Absent on the centres typed from the map.
   */
  built?: { from: number; how: 'industry' | 'evacuation' };
  /** 16.1: the centre is an industry (destroyed when the enemy takes it); typed by the players, absent: not one. */
  industry?: boolean;
  /** 16.0: a Soviet centre (not an industry) the Axis took: destroyed by scorched earth, nothing for the Axis until repaired. */
  scorched?: boolean;
  /** 16.1: an industry destroyed when taken; it never produces again. */
  destroyed?: boolean;
  /** 16.0: a scorched centre repaired produces again from this turn (its controller's next production). */
  resumes?: number;
  /** 29.1: Soviet partisan battalions (1–3) placed on the centre: it produces nothing while they hold it. */
  partisans?: number;
}

/** What taking a centre does under 16.0–16.1 (the option in play, sides changing): nothing, or its rule's effect. */
export type CaptureEffect = 'destroyed' | 'scorched' | 'repaired' | null;
export function captureEffect(s: BiteState, c: Centre, controller: Nation): CaptureEffect {
  if (!hasOptional(s.layers, '16.0') || c.destroyed) return null;
  const from = sideOfNation(c.controller);
  const to = sideOfNation(controller);
  if (from === to) return null;
  // 16.1: an enemy industry taken is destroyed at once, and gives its captor 1 PP of its colour, once.
  if (c.industry) return 'destroyed';
  // 16.0: a Soviet oil, mine or city centre the Axis takes is destroyed; the USSR repairs it at once when it takes it back.
  if (c.owner === 'ussr' && to === 'axis') return 'scorched';
  if (c.scorched && to === 'soviet') return 'repaired';
  return null;
}

/** 16.0/16.1: why a centre produces nothing for its controller this turn, or null. */
export function idleReason(s: BiteState, c: Centre): 'destroyed' | 'scorched' | 'repairing' | 'partisans' | null {
  if (c.destroyed) return 'destroyed';
  if (c.scorched) return 'scorched';
  if (c.resumes !== undefined && s.turn < c.resumes) return 'repairing';
  // 29.1: "E' possibile piazzare un battaglione direttamente su un centro risorsa, impedendo la produzione della risorsa, fin tanto che l'area è occupata dai partigiani."
  if (c.partisans && c.controller !== 'ussr') return 'partisans';
  return null;
}

/** The rule that keeps an idle centre from producing. */
export const idleRule = (idle: NonNullable<ReturnType<typeof idleReason>>): string => (idle === 'destroyed' ? '16.1' : idle === 'partisans' ? '29.1' : '16.0');

export interface Economy {
  centres: Centre[];
  /** The PP each nation holds now: the saved-PP box plus this turn's income not yet spent (7.3). */
  box: Partial<Record<Nation, PpBag>>;
  /** The turn each nation last collected its income (one collection a turn). */
  collected: Partial<Record<Nation, number>>;
  /** German aid given this turn, by ally (5.2). */
  aid: Partial<Record<Ally, { turn: number; pp: number }>>;
  nextCentre: number;
  /** 12.3: Leningrad's PP spent in the pocket this turn (repairs and builds there); absent until first spent. */
  pocket?: { turn: number; pp: PpBag };
  /** SBE9: the turn the Caucasus was lost (the Axis holds Stalingrad and has reached the Volga); the Soviets track oil from then on. */
  caucasusLost?: number;
}

/** SBE9: the Soviets track no oil until the Caucasus is lost (the Axis takes Stalingrad and reaches the Volga); then normally. */
export const sovietOil = (s: BiteState): boolean => s.scenario === 'SBE9' && s.layers.advanced && s.economy?.caucasusLost !== undefined;

export const emptyEconomy = (): Economy => ({ centres: [], box: {}, collected: {}, aid: {}, nextCentre: 1 });

/** The economy of a game (games saved before issue 11 have none yet). */
export const economyOf = (s: BiteState): Economy => s.economy ?? emptyEconomy();
export const boxOf = (s: BiteState, n: Nation): PpBag => economyOf(s).box[n] ?? emptyBag();

// ---------------------------------------------------------------------------------------------
// Interpretations (notes §8.3): each doubtful reading a setting with the recommended default.
// ---------------------------------------------------------------------------------------------

const L = (id: string) => ({ key: `bite.eco.settings.${id}.label` });
const H = (id: string) => ({ key: `bite.eco.settings.${id}.help` });
const O = (id: string, value: string) => ({ value, label: { key: `bite.eco.settings.${id}.${value}` } });

export const economyInterpretations: SettingDef[] = [
  {
    id: 'incomeBasis',
    rule: '11.0',
    kind: 'select',
    default: 'scenario',
    options: [O('incomeBasis', 'scenario'), O('incomeBasis', 'centres')],
    label: L('incomeBasis'),
    help: H('incomeBasis'),
  },
  {
    id: 'sovietDeduction',
    rule: '3.13',
    kind: 'select',
    default: 'net',
    options: [O('sovietDeduction', 'net'), O('sovietDeduction', 'deduct')],
    label: L('sovietDeduction'),
    help: H('sovietDeduction'),
  },
  {
    id: 'repairPricing',
    rule: '11.0',
    kind: 'select',
    default: 'both',
    options: [O('repairPricing', 'both'), O('repairPricing', 'yellowOnly')],
    label: L('repairPricing'),
    help: H('repairPricing'),
  },
];
const ECO_DEFAULTS: Record<string, SettingValue> = Object.fromEntries(economyInterpretations.map((d) => [d.id, d.default]));
export const ecoSetting = (ctx: Pick<RulesContext, 'settings'> | undefined, id: string): SettingValue =>
  ctx?.settings?.[id] ?? (ECO_DEFAULTS[id] as SettingValue);

// ---------------------------------------------------------------------------------------------
// The scenarios' production (Manuale degli Scenari: "Produzione (PP/turno dal ...)").
// ---------------------------------------------------------------------------------------------

interface ScenarioProduction {
  /** The first turn with income: July 1941 = turn 2 for the 1941 scenarios; turn 1 for SBE6–8 (AMB-32). */
  fromTurn: number;
  income: Partial<Record<Nation, Partial<PpBag>>>;
}

const LONG_1941 = {
  germany: { yellow: 24, red: 3, blue: 9, black: 10 },
  romania: { yellow: 2, black: 2 },
  hungary: { yellow: 1, black: 1 },
  ussr: { yellow: 46, red: 7, blue: 6 },
};

/** "Corazzati" = red, "Aerei" = blue, "Petrolio" = black (11.0); the Soviets do not track oil. */
export const SCENARIO_PRODUCTION: Record<ScenarioId, ScenarioProduction> = {
  SBE1: { fromTurn: 2, income: { germany: { yellow: 5 }, ussr: { yellow: 10 } } },
  SBE2: { fromTurn: 2, income: { germany: { yellow: 5 }, ussr: { yellow: 20 } } },
  SBE3: { fromTurn: 2, income: { germany: { yellow: 5 }, romania: { yellow: 2 }, hungary: { yellow: 1 }, ussr: { yellow: 15 } } },
  SBE4: { fromTurn: 2, income: { germany: { yellow: 15 }, romania: { yellow: 2 }, hungary: { yellow: 1 }, ussr: { yellow: 46 } } },
  SBE5: { fromTurn: 2, income: LONG_1941 },
  SBE6: {
    fromTurn: 1,
    income: {
      germany: { yellow: 36, red: 8, blue: 12, black: 12 },
      romania: { yellow: 2, black: 2 },
      hungary: { yellow: 1, black: 1 },
      ussr: { yellow: 34, red: 12, blue: 12 },
    },
  },
  SBE7: {
    fromTurn: 1,
    income: {
      germany: { yellow: 37, red: 13, blue: 15, black: 14 },
      romania: { yellow: 2, black: 2 },
      hungary: { yellow: 1, black: 1 },
      ussr: { yellow: 34, red: 18, blue: 18 },
    },
  },
  SBE8: {
    fromTurn: 1,
    income: {
      germany: { yellow: 28, red: 15, blue: 18, black: 14 },
      romania: { yellow: 2, black: 2 },
      hungary: { yellow: 1, black: 1 },
      ussr: { yellow: 43, red: 18, blue: 18 },
    },
  },
  SBE9: { fromTurn: 2, income: LONG_1941 },
};

const nationText = (n: Nation): Text => t(`bite.nation.${n}`);
/** The colour's word, agreeing with the number it follows when there is one ("1 giallo", "3 gialli"). */
const colourText = (c: PpColour, n?: number): Text => (n === undefined ? t(`bite.eco.colour.${c}`) : t(`bite.eco.colour.${c}`, { n }));

/** Which colours count in this game: the basic game knows only yellow PP (7.3); the Soviets track no oil (SBE5–SBE9). */
function colourCounts(s: BiteState, n: Nation, c: PpColour): boolean {
  if (!s.layers.advanced) return c === 'yellow';
  if (n === 'ussr' && c === 'black') return sovietOil(s);
  return true;
}

export interface Income {
  bag: PpBag;
  steps: Step[];
}

/**
 * A nation's income for the current turn (7.3, 11.0, 3.13, AMB-32, AMB-33): the scenario's
 * figure adjusted by the typed centres whose control changed or that are cut off (default), or
 * the typed centres alone; the Soviet 3.13 deduction; nothing before the scenario's first
 * production month.
 */
export function incomeOf(s: BiteState, n: Nation, ctx?: Pick<RulesContext, 'settings'>): Income {
  const steps: Step[] = [];
  const sc = SCENARIO_PRODUCTION[s.scenario];
  let bag = emptyBag();
  if (s.turn < sc.fromTurn) {
    steps.push(step('bite.eco.step.notYet', { month: monthText(currentMonth(s)) }, s.scenario, 'info'));
    return { bag, steps };
  }
  const basis = ecoSetting(ctx, 'incomeBasis') === 'centres' ? 'centres' : 'scenario';
  const centres = economyOf(s).centres;
  if (basis === 'scenario') {
    const base = bagOf(sc.income[n] ?? {});
    for (const c of PP_COLOURS) if (colourCounts(s, n, c)) bag[c] = base[c];
    steps.push(step('bite.eco.step.scenario', { scenario: s.scenario, pp: bagText(bag) }, s.scenario));
    if (!s.layers.advanced && bagTotal(base) > base.yellow) steps.push(step('bite.eco.step.basicYellow', undefined, '7.3', 'info'));
    const net = ecoSetting(ctx, 'sovietDeduction') !== 'deduct';
    if (n === 'ussr' && hasOptional(s.layers, '17.0')) {
      // 17.0: research replaces the fixed schedule, and with it the 4 PP it cost (3.13: "50 − 4 =
      // 46", the Campaign's figure, which SBE5 shares): read as already net, that figure gets them
      // back; the other reading never took them. The other scenarios' figures are left as printed.
      if (net && SCHEDULE_NET.includes(s.scenario) && bag.yellow > 0) {
        bag.yellow += SOVIET_TECH_DEDUCTION;
        steps.push(step('bite.eco.step.researchRefund', { pp: SOVIET_TECH_DEDUCTION }, '17.0'));
      }
    } else if (n === 'ussr' && !net) {
      bag.yellow -= SOVIET_TECH_DEDUCTION;
      steps.push(step('bite.eco.step.deduction', { pp: SOVIET_TECH_DEDUCTION }, '3.13'));
    } else if (n === 'ussr' && bag.yellow > 0) steps.push(step('bite.eco.step.alreadyNet', undefined, '3.13', 'info'));
    steps.push(...trackerIncome(s, n, bag));
    for (const c of centres) {
      if (c.built) continue; // counted by trackerIncome: not in the scenario's figure, or its evacuated factory
      if (!colourCounts(s, c.controller, c.colour) && !colourCounts(s, c.owner, c.colour)) continue;
      const idle = idleReason(s, c);
      if (n === 'ussr' && c.owner === 'ussr' && c.colour === 'black') {
        // SBE9, the Caucasus lost: the Soviet oil is not in the scenario's figure; what the USSR still holds counts.
        if (c.controller !== 'ussr' || c.destroyed || !colourCounts(s, n, 'black')) continue;
        if (idle) steps.push(step(`bite.eco.step.idle_${idle}`, { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, idleRule(idle), 'info'));
        else if (!c.usable) steps.push(step('bite.eco.step.cut', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, '11.2', 'warning'));
        else {
          bag.black += c.pp;
          steps.push(step('bite.eco.step.sovietOil', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, 'SBE9'));
        }
        continue;
      }
      if (c.destroyed && c.owner === n && colourCounts(s, n, c.colour)) {
        // 16.1: the industry is gone, for its owner too, whoever holds the ground now.
        bag[c.colour] -= c.pp;
        steps.push(step('bite.eco.step.destroyed', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, '16.1'));
      } else if (c.destroyed) continue;
      else if (c.owner === n && c.controller !== n && colourCounts(s, n, c.colour)) {
        bag[c.colour] -= c.pp;
        steps.push(step('bite.eco.step.lost', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp), controller: nationText(c.controller) }, '3.6'));
      } else if (c.controller === n && c.owner !== n && colourCounts(s, n, c.colour)) {
        if (idle) steps.push(step(`bite.eco.step.idle_${idle}`, { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, idleRule(idle), 'info'));
        else if (c.usable) {
          bag[c.colour] += c.pp;
          steps.push(step('bite.eco.step.captured', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp), owner: nationText(c.owner) }, '3.6'));
        } else steps.push(step('bite.eco.step.cut', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, '11.2', 'warning'));
      } else if (c.controller === n && c.owner === n && !c.usable && colourCounts(s, n, c.colour)) {
        bag[c.colour] -= c.pp;
        steps.push(step('bite.eco.step.cut', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, '11.2', 'warning'));
      }
    }
  } else {
    for (const c of centres) {
      if (c.controller !== n || !colourCounts(s, n, c.colour)) continue;
      if (c.built && s.turn < c.built.from) {
        steps.push(step('bite.plant.step.notYet', { name: c.name }, c.built.how === 'industry' ? '15.1' : '16.2', 'info'));
        continue;
      }
      const idle = idleReason(s, c);
      if (idle) {
        steps.push(step(`bite.eco.step.idle_${idle}`, { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, idleRule(idle), 'info'));
        continue;
      }
      if (!c.usable) {
        steps.push(step('bite.eco.step.cut', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, '11.2', 'warning'));
        continue;
      }
      bag[c.colour] += c.pp;
      steps.push(step('bite.eco.step.centre', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, '3.6'));
    }
    if (!centres.some((c) => c.controller === n)) steps.push(step('bite.eco.step.noCentres', undefined, '11.0', 'info'));
    if (n === 'ussr' && !hasOptional(s.layers, '17.0')) {
      bag.yellow -= SOVIET_TECH_DEDUCTION;
      steps.push(step('bite.eco.step.deduction', { pp: SOVIET_TECH_DEDUCTION }, '3.13'));
    }
  }
  if (n === 'italy' || n === 'finland') steps.push(step('bite.eco.step.aidOnly', { nation: nationText(n) }, '5.2', 'info'));
  const floored = PP_COLOURS.some((c) => bag[c] < 0);
  bag = { yellow: Math.max(0, bag.yellow), red: Math.max(0, bag.red), blue: Math.max(0, bag.blue), black: Math.max(0, bag.black) };
  if (floored) steps.push(step('bite.eco.step.floor', undefined, '7.3', 'info'));
  steps.push(step('bite.eco.step.total', { pp: bagText(bag) }, '7.3', 'result'));
  return { bag, steps };
}

/**
 * The scenario-figure basis and the trackers' plants (15.1, 16.2): a new industry finished on its
 * tracker adds its PP from the turn after completion (it is not in the scenario's figure); a
 * factory evacuated east (16.2) is in the figure already, so it produces nothing while on the
 * Soviet production track (boxes 8–9) and its PP again once placed. Mutates `bag`; returns the steps.
 */
function trackerIncome(s: BiteState, n: Nation, bag: PpBag): Step[] {
  const steps: Step[] = [];
  for (const x of s.optional?.trackers ?? []) {
    if (x.kind !== 'evacuation' || x.nation !== n || x.progress >= 10 || !colourCounts(s, n, x.colour)) continue;
    bag[x.colour] -= 1;
    steps.push(step('bite.plant.step.inTransit', { name: x.name, colour: colourText(x.colour, 1) }, '16.2'));
  }
  for (const c of economyOf(s).centres) {
    // 16.1: an industry the enemy takes is destroyed at once (its one-off PP is a correction of the box): only the builder's count.
    if (!c.built || c.destroyed || c.controller !== n || c.owner !== n || !colourCounts(s, n, c.colour)) continue;
    const rule = c.built.how === 'industry' ? '15.1' : '16.2';
    const params = { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) };
    if (s.turn < c.built.from) steps.push(step('bite.plant.step.notYet', { name: c.name }, rule, 'info'));
    else if (!c.usable) steps.push(step('bite.eco.step.cut', params, '11.2', 'warning'));
    else if (c.built.how === 'industry') {
      bag[c.colour] += c.pp;
      steps.push(step('bite.plant.step.new', params, rule));
    } else steps.push(step('bite.plant.step.placed', params, rule));
  }
  return steps;
}

/** A bag in words: "24 yellow, 3 red" (the colours with PP), "0" when empty. */
export function bagText(b: PpBag): Text {
  const parts = PP_COLOURS.filter((c) => b[c] !== 0);
  if (!parts.length) return t('bite.eco.bag.none');
  return t(
    `bite.eco.bag.n${parts.length}`,
    Object.fromEntries(
      parts.flatMap((c, i) => [
        [`n${i}`, b[c]],
        [`c${i}`, colourText(c, b[c])],
      ]),
    ),
  );
}

/** The nations with a box on this game: those with income in the scenario, those with centres, Germany's aided allies. */
export function nationsInPlay(s: BiteState): Nation[] {
  const e = economyOf(s);
  const inc = SCENARIO_PRODUCTION[s.scenario].income;
  return NATIONS.filter((n) => inc[n] || e.centres.some((c) => c.owner === n || c.controller === n) || e.box[n] || s.blocks.some((b) => b.nation === n));
}

// ---------------------------------------------------------------------------------------------
// Collecting, aid, storage.
// ---------------------------------------------------------------------------------------------

export type Refusal = { ok: false; error: Text };
export type Check = { ok: true } | Refusal;
const refuse = (key: string, params?: Text['params']): Refusal => ({ ok: false, error: t(`bite.eco.err.${key}`, params) });
const OK: Check = { ok: true };
const refusePocket = (key: string, params?: Text['params']): Refusal => ({ ok: false, error: t(`bite.pocket.err.${key}`, params) });

/** The phase a nation's income belongs to (7.0, 7.3): its side's production phase, B3 for the Axis, C3 for the Soviets. */
const productionPhaseOf = (n: Nation): 'B3' | 'C3' => (sideOfNation(n) === 'axis' ? 'B3' : 'C3');

/**
 * 7.3: a nation collects its income once a turn, in its side's production phase; a second time,
 * or in another phase, is refused in words. (The event itself, once recorded, always applies
 * once a turn: games saved before the phase was checked replay as they were played.)
 */
export function canCollect(s: BiteState, n: Nation): Check {
  if (economyOf(s).collected[n] === s.turn) return refuse('collected', { nation: nationText(n), month: monthText(currentMonth(s)) });
  const p = currentPhase(s);
  if (s.over || p.id !== productionPhaseOf(n))
    return refuse('notProduction', { nation: nationText(n), phase: productionPhaseOf(n), side: t(`bite.side.${sideOfNation(n)}`) });
  return OK;
}

/**
 * 7.3: PP are spent — repairs and rebuilds, aid (5.2), research (17.0), construction and repair
 * trackers (15.1, 16.0) — by the active player in their production phase (B3 for the Axis, C3
 * for the Soviets); at another time it is refused in words. (Recorded events replay as they were
 * played: the check is the screen's, like the income's.)
 */
export function spendingPhase(s: BiteState, n: Nation): Check {
  if (!s.over && currentPhase(s).id === productionPhaseOf(n)) return OK;
  return refuse('notSpending', { nation: nationText(n), phase: productionPhaseOf(n), side: t(`bite.side.${sideOfNation(n)}`) });
}

/** Aid already given to an ally this turn (5.2). */
export function aidGiven(s: BiteState, ally: Ally): number {
  const a = economyOf(s).aid[ally];
  return a && a.turn === s.turn ? a.pp : 0;
}

export function canAid(s: BiteState, ally: Ally, colour: PpColour, pp: number): Check {
  if (!Number.isInteger(pp) || pp < 1) return refuse('amount');
  const given = aidGiven(s, ally);
  if (given + pp > AID_LIMIT) return refuse('aidLimit', { nation: nationText(ally), given, limit: AID_LIMIT, left: AID_LIMIT - given });
  if (!colourCounts(s, 'germany', colour)) return refuse('colourBasic', { colour: colourText(colour) });
  const have = boxOf(s, 'germany')[colour];
  if (have < pp) return refuse('short', { nation: nationText('germany'), need: bagText(bagOf({ [colour]: pp })), have: bagText(boxOf(s, 'germany')) });
  return OK;
}

/**
 * 11.2 (advanced): for every red, blue or black PP kept, one yellow must be kept too; checked at
 * the end of the owner's production (AMB-35): the coloured PP over the yellow ones are lost, the
 * player choosing which. Returns how many coloured PP are over (0 when the box is lawful).
 */
export function storageExcess(s: BiteState, n: Nation): number {
  if (!s.layers.advanced) return 0;
  const b = boxOf(s, n);
  // 34.0: this turn's Lend-Lease PP need no yellow beside them and are never saved (they go at the
  // end of production), so they are not part of what 11.2 weighs.
  const ll = n === 'ussr' ? s.optional?.lendLease : undefined;
  const lend = ll && !ll.expired && ll.turn === s.turn ? Math.min(ll.arrived.red, b.red) + Math.min(ll.arrived.blue, b.blue) : 0;
  return Math.max(0, b.red + b.blue + b.black - lend - b.yellow);
}

export function canDiscard(s: BiteState, n: Nation, colour: PpColour, pp: number): Check {
  if (!Number.isInteger(pp) || pp < 1) return refuse('amount');
  if (boxOf(s, n)[colour] < pp) return refuse('short', { nation: nationText(n), need: bagText(bagOf({ [colour]: pp })), have: bagText(boxOf(s, n)) });
  return OK;
}

// ---------------------------------------------------------------------------------------------
// Repairs and rebuilds (7.3, 11.0, AMB-34).
// ---------------------------------------------------------------------------------------------

/** The colour of PP a unit kind needs beside yellow with the advanced rules (11.0, AMB-34/36). */
export function typeColour(cls: BlockClass, nation: Nation, oil = false): PpColour | null {
  switch (cls) {
    case 'armour':
    case 'mechanised':
      return 'red';
    case 'fighter':
    case 'bomber':
    case 'paratroop':
      return 'blue';
    case 'hq':
    case 'armourHq':
      // 11.0: "QG: 1 PP giallo + 1 Nero" — an armoured HQ is an HQ. The Soviets track no oil (SBE5–SBE9): their HQs cost yellow only — until SBE9's Caucasus is lost (`oil`).
      return nation === 'ussr' && !oil ? null : 'black';
    default:
      return null;
  }
}

export interface RepairPrice {
  ok: true;
  cost: PpBag;
  /** The colours of the steps restored, in order. */
  colours: StepColour[];
  rebuild: boolean;
  /** 12.3: paid with Leningrad's own PP (a unit in the pocket, or a new unit built in Leningrad). */
  pocket: boolean;
  steps: Step[];
}

/**
 * What restoring `n` SP to a block costs (7.3): each step restored is priced by its colour on
 * the block (black 1, white 2, red 3; blue never rebuilt); with the advanced rules (11.0) the
 * same number of PP of the kind's colour too (AMB-34, or 1 a step with the other reading).
 * Refused in words: out of supply (4.4), more steps than are missing, a blue step, an eliminated
 * Italian unit (5.4), a box short of PP.
 */
export function repairPrice(s: BiteState, b: Block, n: number, ctx?: Pick<RulesContext, 'settings'>, where?: { inLeningrad?: boolean }): RepairPrice | Refusal {
  const name = b.name;
  if (!Number.isInteger(n) || n < 1) return refuse('amount');
  const when = spendingPhase(s, b.nation);
  if (!when.ok) return when;
  // 12.3: a unit in the Leningrad pocket, out of supply, may still be repaired with Leningrad's PP while the Road of Life runs;
  // an eliminated unit may be rebuilt in Leningrad with them.
  const pocket = inPocket(s, b) || (b.eliminated && where?.inLeningrad === true && b.nation === 'ussr' && s.layers.advanced);
  if (where?.inLeningrad && !pocket) return s.layers.advanced ? refusePocket('notSoviet', { name }) : refuse('siegeBasic');
  if (pocket && !roadOfLife(s)) return refusePocket('roadCut', { name });
  if (!b.supplied && !pocket) return refuse('outOfSupply', { name });
  if (b.eliminated && b.nation === 'italy') return refuse('italianGone', { name });
  const from = b.eliminated ? 0 : b.sp;
  const missing = b.maxSp - from;
  if (n > missing) return refuse('tooMany', { name, n, missing });
  const colours = b.colours.slice(from, from + n);
  const steps: Step[] = [];
  const cost = emptyBag();
  const kind = s.layers.advanced ? typeColour(b.cls, b.nation, sovietOil(s)) : null;
  const both = ecoSetting(ctx, 'repairPricing') !== 'yellowOnly';
  for (const [i, c] of colours.entries()) {
    const price = STEP_PRICE[c];
    if (price === null) return refuse('blue', { name, step: from + i + 1 });
    cost.yellow += price;
    if (kind) cost[kind] += both ? price : 1;
    steps.push(step('bite.eco.step.stepPrice', { step: from + i + 1, colour: t(`bite.colour.${c}`), pp: price }, '7.3'));
  }
  if (kind)
    steps.push(
      step(
        both ? 'bite.eco.step.kindBoth' : 'bite.eco.step.kindOne',
        { colour: colourText(kind, both ? undefined : 1), cls: t(`bite.class.${b.cls}`) },
        '11.0',
      ),
    );
  if (pocket) {
    // 12.3: "solo utilizzando i PP (sia Rossi che Gialli) di Leningrado".
    const other = PP_COLOURS.find((c) => c !== 'yellow' && c !== 'red' && cost[c] > 0);
    if (other) return refusePocket('colour', { name, colour: colourText(other, 2) });
    const budget = pocketBudget(s);
    if (cost.yellow > budget.left.yellow || cost.red > budget.left.red) return refusePocket('short', { name, need: bagText(cost), have: bagText(budget.left) });
    steps.push(step('bite.pocket.step.budget', { pp: bagText(budget.left) }, '12.3', 'info'));
  }
  steps.push(step('bite.eco.step.cost', { pp: bagText(cost) }, '7.3', 'result'));
  return { ok: true, cost, colours, rebuild: b.eliminated, pocket, steps };
}

// ---------------------------------------------------------------------------------------------
// The Leningrad pocket (12.3, advanced sieges).
// ---------------------------------------------------------------------------------------------

/** 12.3: the block is marked besieged in the Leningrad pocket (siege.ts keeps the marks; read here to spare a cycle). */
export const inPocket = (s: BiteState, b: Block): boolean => s.layers.advanced && !b.eliminated && s.siege?.blocks[b.id] === 'leningrad';
/** 12.3: the Road of Life across Lake Ladoga runs (it does until the players mark it cut). */
export const roadOfLife = (s: BiteState): boolean => s.siege?.roadOfLife !== false;

export interface PocketBudget {
  /** Leningrad's own PP of the turn: its centres the players marked, held by the Soviets, red and yellow only. */
  total: PpBag;
  spent: PpBag;
  left: PpBag;
  steps: Step[];
}

/**
 * 12.3: what the Leningrad pocket may spend this turn on its repairs and new units: the red and
 * yellow PP of Leningrad's own centres (typed from the map and marked as Leningrad's), less what
 * the pocket already spent this turn. Paid from the Soviet box, which holds them once collected.
 */
export function pocketBudget(s: BiteState): PocketBudget {
  const total = emptyBag();
  const steps: Step[] = [];
  for (const c of economyOf(s).centres) {
    if (!c.pocket || c.controller !== 'ussr' || (c.colour !== 'yellow' && c.colour !== 'red')) continue;
    total[c.colour] += c.pp;
    steps.push(step('bite.pocket.step.centre', { name: c.name, pp: c.pp, colour: colourText(c.colour, c.pp) }, '12.3'));
  }
  const p = economyOf(s).pocket;
  const spent = p && p.turn === s.turn ? p.pp : emptyBag();
  const left = bagOf({ yellow: Math.max(0, total.yellow - spent.yellow), red: Math.max(0, total.red - spent.red) });
  if (!steps.length) steps.push(step('bite.pocket.step.none', undefined, '12.3', 'warning'));
  if (bagTotal(spent)) steps.push(step('bite.pocket.step.spent', { pp: bagText(spent) }, '12.3'));
  steps.push(step('bite.pocket.step.left', { pp: bagText(left) }, '12.3', 'result'));
  return { total, spent, left, steps };
}

/** Whether the block's nation can pay this (its box: the saved PP plus the turn's income and aid). */
export function canPay(s: BiteState, n: Nation, cost: PpBag): Check {
  const have = boxOf(s, n);
  if (PP_COLOURS.some((c) => have[c] < cost[c])) return refuse('short', { nation: nationText(n), need: bagText(cost), have: bagText(have) });
  return OK;
}

export const isPpColour = (x: unknown): x is PpColour => (PP_COLOURS as readonly unknown[]).includes(x);

/** SBE9: whether the Caucasus may be marked lost (or found again) in this game. */
export function canMarkCaucasus(s: BiteState): Check {
  if (s.scenario !== 'SBE9') return refuse('caucasusSbe9');
  if (!s.layers.advanced) return refuse('caucasusBasic');
  return OK;
}

/** The allies Germany may aid in this game (5.2): only those the scenario has (SBE1 and SBE2 have none). */
export function alliesInPlay(s: BiteState): Ally[] {
  const inPlay = nationsInPlay(s);
  return ALLIES.filter((a) => inPlay.includes(a));
}
