/**
 * Inferno's events, each defined once (engine/events.ts): its payload schema, its reducer and
 * its journal sentence together, grouped by area. The module's reduce, describe and check are
 * built from this list.
 */
import type * as v from 'valibot';
import { eventBook, eventBuilder, type PayloadsOf } from '@/engine/events';
import type { InfernoState } from '../state';
import { combatEvents } from './combat';
import { turnEvents, type rpIncomeSchema } from './turn';
import { unitEvents, type newUnitSchema, type unitPatchSchema } from './units';
import { victoryEvents } from './victory';

const infernoEvents = [...turnEvents, ...unitEvents, ...combatEvents, ...victoryEvents];

/** Type → payload of every Inferno event (core ones included), inferred from the schemas. */
export type InfernoPayloads = PayloadsOf<(typeof infernoEvents)[number]>;
export type InfernoEventType = keyof InfernoPayloads;

/** A unit as typed into the roster (2.1). */
export type NewUnit = v.InferOutput<typeof newUnitSchema>;
export type UnitPatch = v.InferOutput<typeof unitPatchSchema>;
export type RpIncomePayload = v.InferOutput<typeof rpIncomeSchema>;

/** Build an event (the store stamps `at`), its payload typed from its schema. */
export const ev = eventBuilder<InfernoPayloads>();

/** Inferno's reduce, describe and check. */
export const infernoBook = eventBook<InfernoState>(infernoEvents);
