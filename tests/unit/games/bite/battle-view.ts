// Shared by the tests of BITE's battle (7.7): a block typed into the calculator, a battle, and
// the calculator's lines as a player reads them (English words, each with its rule and tone).
import en_ from '@/games/bite/i18n/en.json';
import { walk, noAnswers } from '@/engine';
import type { Answers, Question, Step, Text } from '@/engine/types';
import { DEFAULT_BATTLE_RULES, evaluateBattle, previewFire, type BattleInput, type BattleRules, type BattleUnit } from '@/games/bite/battle';
import { words } from './gapsHelpers';

export const en = en_ as Record<string, unknown>;
/** A Text in English words. */
export const say = (x: Text): string => words(x, en);
/** A step as the calculator shows it: "[rule] words" (with its tone when it has one). */
export const line = (s: Step): string => `${s.rule ? `[${s.rule}] ` : ''}${say(s)}${s.tone ? ` (${s.tone})` : ''}`;

export const unit = (p: Partial<BattleUnit> & Pick<BattleUnit, 'id' | 'side' | 'nation' | 'cls'>): BattleUnit => ({
  name: p.id.toUpperCase(),
  sp: 4,
  maxSp: 4,
  tech: 1,
  supplied: true,
  ...p,
});
export const battle = (units: BattleUnit[], more: Partial<BattleInput> = {}): BattleInput => ({
  units,
  hex: { terrain: 'plain', city: 'none', crossing: 'none' },
  weather: 'fair',
  round: 1,
  recon: true,
  situations: {},
  layers: { advanced: true, optional: [] },
  ...more,
});
/** One side's dice in one step: "ID dice@hitOn". */
export const dice = (
  i: BattleInput,
  side: 'attacker' | 'defender',
  fs: 'air' | 'aa' | 'strike' | 'artillery' | 'ground',
  rules: BattleRules = DEFAULT_BATTLE_RULES,
): string[] => previewFire(i, side, fs, rules).map((l) => `${l.id} ${l.dice}@${l.hitOn}`);
/** The Bonus, Malus and extra dice lines of one side's fire in one step, each unit named by its id. */
export const mods = (
  i: BattleInput,
  side: 'attacker' | 'defender',
  fs: 'air' | 'aa' | 'strike' | 'artillery' | 'ground',
  rules: BattleRules = DEFAULT_BATTLE_RULES,
): string[] =>
  previewFire(i, side, fs, rules).flatMap((l) =>
    l.steps.filter((s) => s.key.startsWith('bite.mod.')).map((s) => line({ ...s, params: { ...s.params, unit: l.id } })),
  );

/** The refusals of a battle, in words. */
export const refusals = (i: BattleInput): string[] => evaluateBattle(i).errors.map(say);

/** Walks a battle with the answers given, then answers by `face` (rolls) and `choose` (choices) until it ends or `stop` says so. */
export function play(
  i: BattleInput,
  face: (q: Question) => number | number[],
  choose: (q: Question) => string,
  rules: BattleRules = DEFAULT_BATTLE_RULES,
  limit = 200,
) {
  const e = evaluateBattle(i, rules);
  let a: Answers = noAnswers();
  const asked: string[] = [];
  for (let k = 0; k < limit; k++) {
    const w = walk(e, a);
    if (!w.pending) return { w, lines: w.resolution.derivation.map(line), a, asked };
    const q = w.pending;
    asked.push(q.id);
    if (q.kind === 'roll') {
      const f = face(q);
      a = { ...a, rolls: { ...a.rolls, [q.id]: { faces: Array.isArray(f) ? f : q.roll.dice.map(() => f), source: 'physical' } } };
    } else a = { ...a, choices: { ...a.choices, [q.id]: choose(q) } };
  }
  throw new Error('battle did not end');
}
