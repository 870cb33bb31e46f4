/** What BITE's event defs share: the def builder, the journal line builder and the payload pieces. */
import * as v from 'valibot';
import { defineEvent } from '@/engine/events';
import type { JournalText, Param } from '@/engine/types';
import type { BiteState } from '../state';
import { STEP_COLOURS } from '../state';
import { CLASSES, FIELDS, NATIONS } from '../tech';
import { WEATHERS } from '../weather';

export const def = defineEvent<BiteState>();

export const j = (key: string, category: string, rules: string[] = [], params?: Record<string, Param>): JournalText => ({
  text: params ? { key: `bite.journal.${key}`, params } : { key: `bite.journal.${key}` },
  rules,
  category,
});

export const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
export const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
export const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
export const nation = v.picklist(NATIONS);
export const cls = v.picklist(CLASSES);
export const field = v.picklist(FIELDS);
export const level = v.picklist([1, 2, 3] as const);
export const weather = v.picklist(WEATHERS);
export const colour = v.picklist(STEP_COLOURS);
/** SP of a block: the largest BITE block has 7 (3.15), a margin for house blocks. */
export const sp = int(0, 9);
