/**
 * Inferno sugli Altipiani: what its screens keep typed between visits (stores/game.ts
 * `useDraft`), each under its key with the Valibot schema its draft is read through. A draft
 * that does not fit (an older version's, or another game's in an imported file) is set aside
 * and the screen starts fresh.
 */
import * as v from 'valibot';
import { answersSchema } from '@/engine/answersSchema';
import type { Answers } from '@/engine/types';
import { TERRAINS } from '@/games/inferno/charts';
import type { CombatDraft, TypedForm, TypedUnit } from '@/games/inferno/combatDraft';

const num = v.nullable(v.number());
const kind = v.picklist(['infantry', 'mountain', 'artillery', 'heavyArtillery', 'fort'] as const);
const supply = v.picklist(['supplied', 'low', 'out'] as const);
const role = v.picklist(['attacker', 'defender'] as const);
const ids = v.pipe(v.array(v.string()), v.maxLength(100));

const typedUnitSchema: v.GenericSchema<unknown, TypedUnit> = v.object({
  key: v.string(),
  name: v.string(),
  corps: v.string(),
  kind,
  attack: v.number(),
  defence: v.number(),
  artillery: v.number(),
  steps: v.number(),
  efficiency: v.number(),
  supply,
  role,
});
const typedFormSchema: v.GenericSchema<unknown, TypedForm> = v.object({
  name: v.string(),
  corps: v.string(),
  kind,
  attack: num,
  defence: num,
  artillery: num,
  steps: num,
  efficiency: num,
  supply,
  filledFrom: v.optional(v.nullable(v.object({ id: v.string(), name: v.string(), values: v.string() }))),
});

/** The combat calculator (7.0): units picked and typed, the map's facts, and the answers under way. */
export interface CombatPanelDraft {
  form: CombatDraft;
  answers: Answers;
}
export const COMBAT_DRAFT = 'combat-panel';
export const combatPanelSchema: v.GenericSchema<unknown, CombatPanelDraft> = v.object({
  form: v.object({
    attackers: ids,
    defenders: ids,
    attackSupport: ids,
    defenceSupport: ids,
    hexOf: v.record(v.string(), v.number()),
    higher: v.record(v.string(), v.boolean()),
    heldBack: v.record(v.string(), v.boolean()),
    heldBackChosen: v.boolean(),
    typed: v.pipe(v.array(typedUnitSchema), v.maxLength(100)),
    typing: v.nullable(role),
    form: typedFormSchema,
    hexes: v.pipe(v.array(v.object({ uphill: v.boolean(), torrent: v.boolean() })), v.length(3)),
    terrain: v.picklist(TERRAINS),
    stackLimit: num,
    mapEdge: v.boolean(),
    flankHexes: v.pipe(v.array(v.picklist(['enemy', 'zoc', 'friendly', 'open'] as const)), v.length(6)),
    retreatFail: v.object({ attacker: v.boolean(), defender: v.boolean() }),
  }),
  answers: answersSchema,
});

/** The roster's "add a unit" form, open or closed. */
export const ROSTER_OPEN_DRAFT = 'roster-add-open';
export const rosterOpenSchema: v.GenericSchema<unknown, boolean> = v.boolean();

/** Every draft of Inferno's screens, by key: what the tests walk. */
export const INFERNO_DRAFTS: Record<string, v.GenericSchema> = {
  [COMBAT_DRAFT]: combatPanelSchema,
  [ROSTER_OPEN_DRAFT]: rosterOpenSchema,
};
