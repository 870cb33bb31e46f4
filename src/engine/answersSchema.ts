/**
 * The answers a calculator or card has gathered (types.ts `Answers`), as a draft keeps them: a
 * draft read back from storage (or from an imported game's file) goes through this before its
 * screen resolves it, so answers of another shape are set aside, never resolved.
 */
import * as v from 'valibot';
import type { Answers, RolledCount, RolledDice } from './types';

const countSchema = v.custom<RolledCount>(
  (x) => typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string' && typeof (x as { n?: unknown }).n === 'number',
);

export const rolledDiceSchema: v.GenericSchema<unknown, RolledDice> = v.object({
  faces: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))), v.maxLength(200)),
  source: v.picklist(['app', 'physical']),
  counts: v.optional(v.pipe(v.array(countSchema), v.maxLength(50))),
});

export const answersSchema: v.GenericSchema<unknown, Answers> = v.object({
  rolls: v.record(v.string(), rolledDiceSchema),
  cells: v.record(v.string(), v.string()),
  choices: v.record(v.string(), v.string()),
});
