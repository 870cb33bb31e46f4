/**
 * Blocks in the East: what its screens keep typed between visits (stores/game.ts `useDraft`),
 * each under its key with the Valibot schema its draft is read through. A draft that does not
 * fit (an older version's, or another game's in an imported file) is set aside and the screen
 * starts fresh. Fields a later version added are optional here, with their blank value, so a
 * draft saved before them still comes back.
 */
import * as v from 'valibot';
import { answersSchema } from '@/engine/answersSchema';
import type { Answers } from '@/engine/types';
import type { BattleDraft, DraftUnit } from '@/games/bite/battleDraft';
import { PP_COLOURS, type PpColour } from '@/games/bite/economy';
import type { BombTarget, ChechenCause, PartisanExit, Researcher, TrackerKind } from '@/games/bite/optional';
import type { RailPay } from '@/games/bite/rail';
import type { BlockForm } from '@/games/bite/roster';
import { STEP_COLOURS } from '@/games/bite/state';
import type { BiteSideId } from '@/games/bite/supply';
import { CLASSES, NATIONS, type BlockClass, type Nation } from '@/games/bite/tech';
import { COUNTS, type VictoryCount } from '@/games/bite/victory';
import { WEATHERS } from '@/games/bite/weather';

const num = v.nullable(v.number());
const nation = v.picklist(NATIONS);
const cls = v.union([v.literal(''), v.picklist(CLASSES)]);
const side = v.picklist(['axis', 'soviet'] as const);
const sideOrNone = v.union([v.literal(''), side]);
const colour = v.picklist(PP_COLOURS);
const researcher = v.picklist(['germany', 'ussr'] as const);

const blockFormSchema: v.GenericSchema<unknown, BlockForm> = v.object({
  name: v.string(),
  nation,
  cls,
  maxSp: num,
  sp: num,
  colours: v.pipe(v.array(v.picklist(STEP_COLOURS)), v.maxLength(10)),
  shield: v.boolean(),
  elite: v.picklist(['', 'attack', 'defence'] as const),
  mountain: v.boolean(),
  ski: v.boolean(),
  zeroBase: v.boolean(),
  techOverride: v.picklist([0, 1, 2, 3] as const),
  supplied: v.boolean(),
});

/** The victory check's counts (the players' own tallies), as typed. */
export interface VictoryDraft {
  counts: Record<VictoryCount, string>;
}
export const VICTORY_DRAFT = 'bite-victory';
export const victoryDraftSchema: v.GenericSchema<unknown, VictoryDraft> = v.object({
  counts: v.object(Object.fromEntries(COUNTS.map((c) => [c, v.string()])) as Record<VictoryCount, v.StringSchema<undefined>>),
});

/** What is typed on the ledgers (optional rules): partisans, raids, bombing, the trackers. */
export interface LedgersDraft {
  partisans: {
    minor: number | null;
    major: number | null;
    n: number | null;
    stack: number;
    cause: PartisanExit;
    fire: number;
    centre?: string;
    onCentre?: number;
    from?: string;
  };
  raid: { bombers: number | null; fighters: number | null; bad: boolean; surviving: number | null; target: string; pp: number | null; colour: PpColour };
  bombing: { dice: number | null; hitOn: number; kind: BombTarget; owner: Researcher; target: string; pp: number | null; colour: PpColour };
  tracker: { kind: TrackerKind; nation: Researcher; name: string; colour: PpColour; start: number | null; centre?: string | null };
}
export const LEDGERS_DRAFT = 'bite-ledgers';
export const ledgersDraftSchema: v.GenericSchema<unknown, LedgersDraft> = v.object({
  partisans: v.object({
    minor: num,
    major: num,
    n: num,
    stack: v.number(),
    cause: v.picklist(['axisEntry', 'sovietEntry', 'combat'] as const),
    fire: v.number(),
    centre: v.optional(v.string()),
    onCentre: v.optional(v.number()),
    from: v.optional(v.string()),
  }),
  raid: v.object({ bombers: num, fighters: num, bad: v.boolean(), surviving: num, target: v.string(), pp: num, colour }),
  bombing: v.object({
    dice: num,
    hitOn: v.number(),
    kind: v.picklist(['industry', 'port', 'rail'] as const),
    owner: researcher,
    target: v.string(),
    pp: num,
    colour,
  }),
  tracker: v.object({
    kind: v.picklist(['industry', 'scorched', 'evacuation'] as const),
    nation: researcher,
    name: v.string(),
    colour,
    start: num,
    centre: v.optional(v.nullable(v.string())),
  }),
});

/** 26.0 (optional): a Chechen garrison count being typed. */
export interface GarrisonDraft {
  units: number | null;
  block: string | null;
  city: string;
  cause: ChechenCause;
}
export const GARRISONS_DRAFT = 'bite-garrisons';
export const garrisonDraftSchema: v.GenericSchema<unknown, GarrisonDraft> = v.object({
  units: num,
  block: v.nullable(v.string()),
  city: v.string(),
  cause: v.picklist(['ungarrisoned', 'axisHeld'] as const),
});

/** The economy screen: the nation shown, and the centre form open or being edited. */
export interface EconomyView {
  nation: Nation;
  centreOpen: boolean;
  centreEditing: string | null;
}
export const ECONOMY_DRAFT = 'bite-economy';
export const economyViewSchema: v.GenericSchema<unknown, EconomyView> = v.object({
  nation,
  centreOpen: v.boolean(),
  centreEditing: v.nullable(v.string()),
});

/** The campaign screen: the nation and block picked, and its questions answered. */
export interface CampaignDraft {
  nation: Nation;
  block: string;
  answers?: string;
  more?: boolean;
}
export const CAMPAIGN_DRAFT = 'bite-campaign';
export const campaignDraftSchema: v.GenericSchema<unknown, CampaignDraft> = v.object({
  nation,
  block: v.string(),
  answers: v.optional(v.string()),
  more: v.optional(v.boolean()),
});

/** The HQ screen: the side shown and, per supreme HQ, the unit typed for its next action. */
export interface HqDraft {
  side: '' | BiteSideId;
  unit: Record<string, string>;
}
export const HQ_DRAFT = 'bite-hq';
export const hqDraftSchema: v.GenericSchema<unknown, HqDraft> = v.object({
  side: sideOrNone,
  // Drafts saved before it have no such field.
  unit: v.optional(v.record(v.string(), v.string()), {}),
});

/** The supply screen: the side shown. */
export interface SupplyDraft {
  side: '' | BiteSideId;
}
export const SUPPLY_DRAFT = 'bite-supply';
export const supplyDraftSchema: v.GenericSchema<unknown, SupplyDraft> = v.object({ side: sideOrNone });

/** The rail screen (strategic movement): the unit, how it is paid, the hits. */
export interface RailDraft {
  side: '' | BiteSideId;
  unit: string;
  pay: RailPay;
  hits: number | null;
  hq?: string;
}
export const RAIL_DRAFT = 'bite-rail';
export const railDraftSchema: v.GenericSchema<unknown, RailDraft> = v.object({
  side: sideOrNone,
  unit: v.string(),
  pay: v.picklist(['pp', 'ap', 'free'] as const),
  hits: num,
  hq: v.optional(v.string()),
});

/** The roster screen: its filter, and the block form open or editing a block. */
export interface RosterDraft {
  nation: '' | Nation;
  cls: '' | BlockClass;
  open: boolean;
  editing: string | null;
  form: BlockForm;
}
export const ROSTER_DRAFT = 'bite-roster';
export const rosterDraftSchema: v.GenericSchema<unknown, RosterDraft> = v.object({
  nation: v.union([v.literal(''), nation]),
  cls,
  open: v.boolean(),
  editing: v.nullable(v.string()),
  form: blockFormSchema,
});

const battleSide = v.picklist(['attacker', 'defender'] as const);
const draftUnitSchema: v.GenericSchema<unknown, DraftUnit> = v.object({
  key: v.string(),
  side: battleSide,
  blockId: v.optional(v.string()),
  typed: v.optional(blockFormSchema),
  crosses: v.boolean(),
  asArtillery: v.boolean(),
  aaHitOn: num,
  stuka: v.boolean(),
  gustav: v.boolean(),
  barbo: v.boolean(),
  noRecon: v.boolean(),
  justPlaced: v.boolean(),
});
const situation = v.picklist(['airbase', 'surprise', 'supremacy', 'cavalryCharge', 'panzerAttack', 'paradrop', 'amphibious', 'desperate'] as const);

/** The battle calculator (7.0): the blocks in it, the hex, the weather, and the answers under way. */
export interface BattlePanelDraft {
  form: BattleDraft;
  /** Which side attacks: the phasing player unless changed. */
  attackerSide: '' | BiteSideId;
  answers: Answers;
  /** The turn the battle was opened in: one left open into a later month is said (7.7: each battle is resolved completely). */
  openedTurn?: number;
}
export const BATTLE_DRAFT = 'bite-battle';
export const battleDraftSchema: v.GenericSchema<unknown, BattlePanelDraft> = v.object({
  form: v.object({
    units: v.pipe(v.array(draftUnitSchema), v.maxLength(100)),
    nextKey: v.number(),
    typing: v.nullable(battleSide),
    form: blockFormSchema,
    hex: v.object({
      terrain: v.picklist(['plain', 'forest', 'hill', 'mountain', 'swamp'] as const),
      city: v.picklist(['none', 'minor', 'major', 'fortress', 'bunker'] as const),
      crossing: v.picklist(['none', 'river', 'strait'] as const),
      faz: v.optional(v.boolean()),
    }),
    weather: v.union([v.literal(''), v.picklist(WEATHERS)]),
    round: num,
    recon: v.boolean(),
    situations: v.record(situation, v.optional(v.boolean())),
  }),
  attackerSide: sideOrNone,
  answers: answersSchema,
  openedTurn: v.optional(v.number()),
});

/** Every draft of Blocks in the East's screens, by key: what the tests walk. */
export const BITE_DRAFTS: Record<string, v.GenericSchema> = {
  [VICTORY_DRAFT]: victoryDraftSchema,
  [LEDGERS_DRAFT]: ledgersDraftSchema,
  [GARRISONS_DRAFT]: garrisonDraftSchema,
  [ECONOMY_DRAFT]: economyViewSchema,
  [CAMPAIGN_DRAFT]: campaignDraftSchema,
  [HQ_DRAFT]: hqDraftSchema,
  [SUPPLY_DRAFT]: supplyDraftSchema,
  [RAIL_DRAFT]: railDraftSchema,
  [ROSTER_DRAFT]: rosterDraftSchema,
  [BATTLE_DRAFT]: battleDraftSchema,
};
