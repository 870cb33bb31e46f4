/** What Inferno's event defs share: the def builder, the journal line and the payload pieces. */
import * as v from 'valibot';
import { t } from '@/engine';
import { defineEvent } from '@/engine/events';
import type { JournalText, Param } from '@/engine/types';
import type { InfernoState } from '../state';

export const def = defineEvent<InfernoState>();

/** A journal line under inferno.j.*. */
export const j = (key: string, category: string, rules?: string[], params?: Record<string, Param>): JournalText =>
  rules ? { text: t(`inferno.j.${key}`, params), rules, category } : { text: t(`inferno.j.${key}`, params), category };

export const intIn = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** One six-sided die. */
export const die = intIn(1, 6);
/** A roster id the reducer gave (u3, o5). */
export const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A name the players typed: trimmed and not empty. */
export const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
export const side = v.picklist(['ah', 'it']);
/** Step losses of one side in one event (14.0, 15.1): no battle costs more. */
export const steps = intIn(0, 60);
/** Efficiency reductions in one event (9.4.2): six eliminate any two-step unit. */
export const reductions = intIn(1, 12);
