/**
 * BITE's state for the month and the battle (issue 10): where the calendar stands, the rule
 * layers agreed at set-up, the weather of each month rolled or corrected, the research levels
 * (17.0), and the blocks roster — nation, class, current and maximum SP, the colour of each SP
 * step (7.3: it prices repairs), shield, elite, 0-SP base, TECH field and exceptions.
 */
import type { SettingValue } from '@/engine/types';
import { monthKey, scenarioById, scenarioMonth, SEQUENCE, ym, type MonthDate, type ScenarioId } from './calendar';
import { layersOf } from './settings';
import type { RuleLayers } from './layers';
import { FIELDS, fieldOfClass, techOf, type BlockClass, type Nation, type Research, type TechField, type TechLevel } from './tech';
import type { Weather } from './weather';
import type { Economy } from './economy';
import type { RailLedger } from './rail';
import type { HqLedger } from './hq';
import type { OptionalLedger } from './optional';
import type { CampaignLedger } from './campaign';
import type { VictoryLedger } from './victory';
import type { SiegeLedger } from './siege';
import type { BiteStart } from './start';

/** The colour of an SP step on the block (7.3): black 1 PP, white 2, red 3, blue never rebuilt. */
export const STEP_COLOURS = ['black', 'white', 'red', 'blue'] as const;
export type StepColour = (typeof STEP_COLOURS)[number];

export interface Block {
  id: string;
  name: string;
  nation: Nation;
  cls: BlockClass;
  maxSp: number;
  sp: number;
  /** The colour of each SP step, from the first to the last (length maxSp). */
  colours: StepColour[];
  shield: boolean;
  elite?: 'attack' | 'defence';
  mountain: boolean;
  ski: boolean;
  zeroBase: boolean;
  /** A TECH of its own (Soviet Shock armies at infantry TECH 2, 6.1.1); absent: the nation's. */
  techOverride?: TechLevel;
  supplied: boolean;
  eliminated: boolean;
}

export interface WeatherRecord {
  weather: Weather;
  /** The die of the roll (9.0/39.0), or absent for a correction typed by the players. */
  faces?: number[];
}

export interface BiteState {
  scenario: ScenarioId;
  turn: number;
  turns: number;
  /** Index in SEQUENCE (A, B1…B10, C1…C10, D). */
  phaseIndex: number;
  over: boolean;
  layers: RuleLayers;
  /** 7.7.6, agreed once for the whole game. */
  cancellation: boolean;
  /** SBE5/SBE9 option. */
  supremacy: boolean;
  /** Weather recorded, by 'YYYY-MM'. */
  weather: Record<string, WeatherRecord>;
  /** 17.0: research levels reached (replacing the 3.13 schedule). */
  research: Research;
  blocks: Block[];
  nextId: number;
  /** Issue 11: the producing centres, each nation's PP box, the turn's collections and aid (economy.ts); absent in games saved before it. */
  economy?: Economy;
  /** Issue 11: the turn's strategic rail moves of each side, bombed stations, Moscow's fall (rail.ts). */
  rail?: RailLedger;
  /** Issue 11: the HQs activated this turn (hq.ts). */
  hq?: HqLedger;
  /** Issue 11: the optional rules' ledgers — research, partisans, Lend-Lease, trackers (optional.ts); absent until first used. */
  optional?: OptionalLedger;
  /** Issue 11: the long game's removals done (4.11) and each nation's months in PP and losses (campaign.ts). */
  campaign?: CampaignLedger;
  /** Issue 11: the victory marks, national surrenders, Italy's and SBE9's rolls, an immediate win (victory.ts); absent in games saved before it. */
  victory?: VictoryLedger;
  /** Issue 11: the besieged blocks and the Road of Life (siege.ts; advanced rules 12.1–12.3). */
  siege?: SiegeLedger;
  /** Issue 31: a game started mid-game — its month and phase, and what the players still have to complete (start.ts); absent when started at the scenario's start. */
  start?: BiteStart;
}

export const monthId = (d: MonthDate) => `${d.year}-${String(d.month).padStart(2, '0')}`;

export function setupState(scenario: string, options: Record<string, SettingValue>): BiteState {
  const s = scenarioById(scenario) ?? scenarioById('SBE1');
  if (!s) throw new Error('no scenarios');
  const layers = layersOf(options);
  const plants = s.id === 'SBE9' && layers.optional.includes('15.0') ? campaignPlants() : null;
  return {
    scenario: s.id,
    turn: 1,
    turns: s.turns,
    phaseIndex: 0,
    over: false,
    layers,
    cancellation: options.cancellation === true,
    supremacy: options.supremacy === true,
    weather: {},
    research: {},
    blocks: [],
    nextId: 1,
    economy: { centres: [], box: {}, collected: {}, aid: {}, nextCentre: 1 },
    ...(plants ? { optional: { research: {}, partisans: { onMap: 0, turn: 0, placed: 0 }, trackers: plants, nextTracker: 1 } } : {}),
    // 7.11: Italy surrenders in September 1943; a scenario that starts later (SBE8) begins with her out of the war.
    ...(monthKey(s.start) > monthKey(ITALY_OUT)
      ? {
          victory: {
            control: {},
            flags: {},
            counts: {},
            surrendered: { italy: { year: ITALY_OUT.year, month: ITALY_OUT.month, turn: 0, rule: '7.11' } },
            italyRolls: {},
            rolls: {},
          },
        }
      : {}),
  };
}

/** 7.11: the month Italy surrenders in the basic game (the victory rules' ITALY_BASIC). */
const ITALY_OUT = ym(1943, 9);

/**
 * 15.1, note: "Nella Campagna 1941-45, entrambi i giocatori iniziano la partita con 10 impianti
 * industriali parzialmente costruiti (a 5/10): Germania: 5 industrie rosse, 4 blu e 1 nera. URSS:
 * 5 industrie rosse e 5 blu." Their ids (`p1`…) stay apart from the trackers the players open.
 */
const CAMPAIGN_PLANTS: readonly { nation: 'germany' | 'ussr'; colour: 'red' | 'blue' | 'black'; n: number }[] = [
  { nation: 'germany', colour: 'red', n: 5 },
  { nation: 'germany', colour: 'blue', n: 4 },
  { nation: 'germany', colour: 'black', n: 1 },
  { nation: 'ussr', colour: 'red', n: 5 },
  { nation: 'ussr', colour: 'blue', n: 5 },
];
function campaignPlants(): NonNullable<BiteState['optional']>['trackers'] {
  let i = 0;
  return CAMPAIGN_PLANTS.flatMap(({ nation, colour, n }) =>
    Array.from({ length: n }, () => {
      i += 1;
      return { id: `p${i}`, kind: 'industry' as const, nation, name: `SBE9 · ${i}`, colour, progress: 5, last: 0 };
    }),
  );
}

/** The month the game stands in. */
export function currentMonth(s: BiteState): MonthDate {
  const sc = scenarioById(s.scenario);
  return sc ? scenarioMonth(sc, s.turn) : { year: 1941, month: 6 };
}

export const currentPhase = (s: BiteState) => SEQUENCE[Math.max(0, Math.min(s.phaseIndex, SEQUENCE.length - 1))];

/** A block's TECH on the month: its own (Shock armies), else its nation's in its field. */
export function blockTech(s: BiteState, b: Pick<Block, 'nation' | 'cls' | 'techOverride'>, minorFollowGermany = true): TechLevel {
  if (b.techOverride) return b.techOverride;
  const f: TechField | null = fieldOfClass(b.cls);
  if (!f) return 1;
  const research = s.layers.optional.includes('17.0') ? researchOf(s) : undefined;
  return techOf(b.nation, f, currentMonth(s), { minorFollowGermany, research }).level;
}

/**
 * 17.0: with research in play, Germany's and the USSR's TECH in each field are the levels reached
 * by research — starting from where the 3.13 calendar stands in the scenario's first month (a
 * 1942 scenario's Soviet infantry is already at TECH 2, "Marzo '42"), not from 1941's.
 */
export function researchOf(s: BiteState): Research {
  const sc = scenarioById(s.scenario);
  const start = sc ? scenarioMonth(sc, 1) : { year: 1941, month: 6 };
  const out: Research = {};
  for (const n of ['germany', 'ussr'] as const) {
    const mine: Partial<Record<TechField, TechLevel>> = {};
    for (const f of FIELDS) mine[f] = s.research[n]?.[f] ?? techOf(n, f, start).level;
    out[n] = mine;
  }
  return out;
}
