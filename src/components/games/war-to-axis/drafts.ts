/**
 * War to Axis: what its screens keep typed between visits (stores/game.ts `useDraft`), each under
 * its key with the Valibot schema its draft is read through. A draft that does not fit (an older
 * version's, or another game's in an imported file) is set aside and the form starts fresh.
 */
import * as v from 'valibot';
import { answersSchema } from '@/engine/answersSchema';
import type { Answers } from '@/engine/types';
import type { FireForm } from '@/games/war-to-axis/calculators';
import { scenarioSchema, unitTypeFlags } from '@/games/war-to-axis/events';
import type { ArmyCard, Armour, ScenarioSheet, SideId, UnitType } from '@/games/war-to-axis/state';

const num = v.nullable(v.number());
const side = v.picklist(['allies', 'axis'] as const);
const armour = v.picklist(['L', 'M', 'H', '-'] as const);

/** A unit type's row as the army card form holds it: the card's fields, numbers not typed yet as null, fire as its notation. */
export type UnitRow = Omit<UnitType, 'id' | 'armour' | 'discs' | 'move' | 'apDice' | 'atDice'> & {
  armour: Armour | '-';
  discs: number | null;
  move: number | null;
  ap: string;
  at: string;
};
/** 2.5: the army card being typed. */
export type CardForm = Omit<ArmyCard, 'id' | 'units'> & { units: UnitRow[] };

// The numbers as typed so far (any number, or none yet: the rules check them on saving), the
// fire as its notation; the card's marks as the events hold them.
const unitRowSchema: v.GenericSchema<unknown, UnitRow> = v.object({
  name: v.string(),
  discs: num,
  move: num,
  advance: num,
  ap: v.string(),
  at: v.string(),
  armour,
  ...unitTypeFlags,
});

export const CARDS_DRAFT = 'wta.cards.form';
export const cardFormSchema: v.GenericSchema<unknown, CardForm> = v.object({
  name: v.string(),
  side: side,
  american: v.boolean(),
  units: v.pipe(v.array(unitRowSchema), v.maxLength(100)),
});

/** The fire screen (5.0–5.5.1): its form and the answers under way. */
export interface FireDraft {
  form: FireForm;
  answers: Answers;
}
export const FIRE_DRAFT = 'wta-fire';
export const fireDraftSchema: v.GenericSchema<unknown, FireDraft> = v.object({
  form: v.object({
    firer: v.string(),
    target: v.string(),
    attack: v.nullable(v.picklist(['ap', 'at'] as const)),
    range: num,
    dice: num,
    firerEngineers: v.boolean(),
    firerHalfLost: v.boolean(),
    elements: num,
    armour,
    apTarget: v.boolean(),
    eligible: v.boolean(),
    terrainMod: num,
    advancing: v.boolean(),
    opportunity: v.boolean(),
    final: v.boolean(),
    returnFire: v.boolean(),
    urban: v.boolean(),
    roadBonus: v.boolean(),
    cover: v.picklist(['auto', 'open', 'trench', 'bunker', 'city'] as const),
    room: num,
  }),
  answers: answersSchema,
});

/** The scenario form (2.6, 13.0) being edited: the sheet as it will be applied, or none open. */
export const SCENARIO_DRAFT = 'wta.scenario';
export const scenarioDraftSchema: v.GenericSchema<unknown, ScenarioSheet | null> = v.nullable(scenarioSchema);

/** The roster's side filter and the unit open in it. */
export const ROSTER_FILTER_DRAFT = 'wta.roster.filter';
export const rosterFilterSchema: v.GenericSchema<unknown, 'all' | SideId> = v.union([v.literal('all'), side]);
export const ROSTER_OPEN_DRAFT = 'wta.roster.open';
export const rosterOpenSchema: v.GenericSchema<unknown, { unit: string | null }> = v.object({ unit: v.nullable(v.string()) });

/** Every draft of War to Axis's screens, by key: what the tests walk. */
export const WTA_DRAFTS: Record<string, v.GenericSchema> = {
  [CARDS_DRAFT]: cardFormSchema,
  [FIRE_DRAFT]: fireDraftSchema,
  [SCENARIO_DRAFT]: scenarioDraftSchema,
  [ROSTER_FILTER_DRAFT]: rosterFilterSchema,
  [ROSTER_OPEN_DRAFT]: rosterOpenSchema,
};
