/**
 * BITE's events for the month and the battle, each defined once (engine/events.ts): its strict
 * payload schema, its reducer and its journal sentence together.
 */
import { eventBook, eventBuilder, type PayloadsOf } from '@/engine/events';
import type { BiteState } from '../state';
import { blockEvents } from './blocks';
import { economyEvents, hqEvents, railEvents, supplyEvents } from './economy';
import { turnEvents } from './turn';
import { optionalEvents } from './optional';
import { campaignEvents } from './campaign';
import { victoryEvents } from './victory';
import { supremeEvents } from './hq';
import { siegeEvents } from './siege';

const biteEvents = [
  ...turnEvents,
  ...blockEvents,
  ...economyEvents,
  ...supplyEvents,
  ...railEvents,
  ...hqEvents,
  ...supremeEvents,
  ...siegeEvents,
  ...optionalEvents,
  ...campaignEvents,
  ...victoryEvents,
];

export type BitePayloads = PayloadsOf<(typeof biteEvents)[number]>;
export type BiteEventType = keyof BitePayloads;

/** Build an event (the session stamps `at`), its payload typed from its schema. */
export const ev = eventBuilder<BitePayloads>();

export const biteBook = eventBook<BiteState>(biteEvents);
