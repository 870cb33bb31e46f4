/**
 * ARMIR's events, each defined once (engine/events.ts): its payload schema, its reducer and
 * its journal sentence together, grouped by area. Every change to a game is one of these or
 * a core event; the module's reduce, describe and check are built from this list.
 */
import { eventBook, eventBuilder, type PayloadsOf } from '@/engine/events';
import { secretsOf } from '@/engine/sealed';
import type { ArmirState } from '../state';
import { combatEvents } from './combat';
import { forcesEvents } from './forces';
import { pointsEvents } from './points';
import { supplyEvents } from './supply';
import { turnEvents } from './turn';
import { startEvents } from './start';

const armirEvents = [...turnEvents, ...forcesEvents, ...pointsEvents, ...supplyEvents, ...combatEvents, ...startEvents];

/** Type → payload of every ARMIR event (core ones included), inferred from the schemas. */
export type ArmirPayloads = PayloadsOf<(typeof armirEvents)[number]>;
export type ArmirEventType = keyof ArmirPayloads;

/** Build an event (the store stamps `at`), its payload typed from its schema. */
export const ev = eventBuilder<ArmirPayloads>();

/** ARMIR's reduce, describe and check. */
export const armirBook = eventBook<ArmirState>(armirEvents);

/** The Soviet's secret objectives on two phones (17.1, 17.2): GameModule.secret. */
export const armirSecrets = secretsOf<ArmirState>(armirEvents);

export { withPa, withPs } from './common';
