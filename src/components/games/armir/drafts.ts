/**
 * ARMIR: what its calculators keep typed between visits (stores/game.ts `useDraft`), each under
 * its key with the Valibot schema its draft is read through. A draft that does not fit (an older
 * version's, or another game's in an imported file) is set aside and the calculator starts fresh.
 */
import * as v from 'valibot';
import { answersSchema } from '@/engine/answersSchema';
import type { Answers } from '@/engine/types';
import type { BombardInput } from '@/games/armir/bombard';
import type { CombatHexInput, CombatInput, CombatUnitInput, SupportInput } from '@/games/armir/combat';

const num = v.nullable(v.number());
const side = v.picklist(['axis', 'soviet'] as const);
const army = v.picklist(['army1', 'army2', 'army3'] as const);
const corps = v.picklist(['CA', 'II', 'XXXV', 'XXIX'] as const);
const list = <T>(item: v.GenericSchema<unknown, T>, max: number) => v.pipe(v.array(item), v.maxLength(max));

const unitSchema: v.GenericSchema<unknown, CombatUnitInput> = v.object({
  name: v.optional(v.string()),
  cp: num,
  kind: v.picklist(['combat', 'artillery', 'hq'] as const),
  oos: v.boolean(),
  tracked: v.boolean(),
  motorized: v.boolean(),
  german: v.boolean(),
  heavy: v.boolean(),
  army: v.optional(v.string()),
  corps: v.optional(corps),
});
const hexSchema: v.GenericSchema<unknown, CombatHexInput> = v.object({
  label: v.optional(v.string()),
  entry: v.optional(v.string()),
  dsg: v.boolean(),
  units: list(unitSchema, 60),
});
const supportSchema: v.GenericSchema<unknown, SupportInput> = v.object({ value: v.number(), dsg: v.boolean() });

/** The combat calculator (12, 14): the combat typed and the answers under way. */
export interface CombatDraft {
  input: CombatInput;
  answers: Answers;
}
export const COMBAT_DRAFT = 'combat-panel';
export const combatDraftSchema: v.GenericSchema<unknown, CombatDraft> = v.object({
  input: v.object({
    mode: v.picklist(['combat', 'overrun'] as const),
    attacker: side,
    attackers: list(hexSchema, 12),
    defender: hexSchema,
    attackSupports: list(supportSchema, 20),
    defenceSupports: list(supportSchema, 20),
    riverAll: v.boolean(),
    acrossDon: v.boolean(),
    strongholdHex: v.boolean(),
    strongholdAll: v.boolean(),
    city: v.boolean(),
    strongholdCorps: v.optional(corps),
  }),
  answers: answersSchema,
});

/** The bombardment calculator (9.1, 10.2, 11): its form as typed, points and BF not typed yet as null. */
export type BombardForm = BombardInput & { points: number | null; bf: number | null };
export interface BombardDraft {
  input: BombardForm;
  answers: Answers;
}
export const BOMBARD_DRAFT = 'bombard-panel';
export const bombardDraftSchema: v.GenericSchema<unknown, BombardDraft> = v.object({
  input: v.object({
    source: v.picklist(['soviet-artillery', 'italian-artillery', 'air'] as const),
    army: v.optional(army),
    points: num,
    bf: num,
    artilleryDsg: v.optional(v.boolean()),
    artilleryOos: v.optional(v.boolean()),
    strongholdTarget: v.boolean(),
    targetEntry: v.optional(v.string()),
    target: v.optional(v.string()),
  }),
  answers: answersSchema,
});

/** Every draft of ARMIR's screens, by key: what the tests walk. */
export const ARMIR_DRAFTS: Record<string, v.GenericSchema> = {
  [COMBAT_DRAFT]: combatDraftSchema,
  [BOMBARD_DRAFT]: bombardDraftSchema,
};
