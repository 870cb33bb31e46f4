/**
 * Dice and hit numbers of one fire step (3.11, 3.16, 3.17, 7.7.6, 7.7.7; notes §3.3): one die
 * per SP; each Bonus widens the hit range by one (6 → 5–6 → 4–6), never adding a die; each
 * Malus halves the dice, rounding down, never changing the hit number; at least one die; the
 * same Malus on several units pooled (sum, then divide; the extra die to the weakest unit);
 * one Bonus and one Malus cancelling when the players agreed so (7.7.6).
 */
import type { Step } from '@/engine/types';
import { step, t } from '@/engine/derivation';
import { type Dist } from '@/engine/distribution';

/** A Bonus, a Malus or extra dice, with the rule that gives it. */
export interface Mod {
  key: string;
  rule: string;
  /** Extra dice (Stuka +2, Katyusha +2, Barbò +3). */
  dice?: number;
}

/** One unit's fire before the dice are counted. */
export interface FireInput {
  id: string;
  /** Current SP (the dice before any Malus). */
  sp: number;
  /** The printed hit number (6 = "6", 5 = "5–6"). */
  base: number;
  bonus: Mod[];
  malus: Mod[];
  extra: Mod[];
  /** Luftwaffe air supremacy: double dice in the first round (SBE5; AMB-16). */
  double?: Mod;
}

export interface DiceRules {
  /** 7.7.6: one Bonus and one Malus on the same unit cancel (agreed once for the game). */
  cancellation: boolean;
  /** AMB-05: with cancellation, every pair cancels ('all', default) or only one. */
  cancellationScope: 'all' | 'one';
  /** AMB-06a/54: pool units with the same number of Malus (default) or the same Malus sources. */
  poolBy: 'count' | 'sources';
  /** AMB-06c: the 1-die minimum per unit after pooling (default), or for the pool as a whole. */
  poolMinimum: 'unit' | 'pool';
  /** AMB-07: no cap (a hit range may reach 1–6) or capped at 2–6. */
  hitCap: 'none' | 'two';
  /** AMB-16: supremacy doubles the dice before the Malus halves them (default) or after. */
  supremacyOrder: 'before' | 'after';
  /** AMB-17: extra dice added after the Malus (default) or before. */
  extraDice: 'after' | 'before';
}

export const DEFAULT_DICE_RULES: DiceRules = {
  cancellation: false,
  cancellationScope: 'all',
  poolBy: 'count',
  poolMinimum: 'unit',
  hitCap: 'none',
  supremacyOrder: 'before',
  extraDice: 'after',
};

/** One unit's fire, counted. */
export interface FireLine {
  id: string;
  dice: number;
  hitOn: number;
  /** Bonus and Malus in force after cancellation. */
  bonus: number;
  malus: number;
  steps: Step[];
}

interface Prepared {
  input: FireInput;
  bonus: Mod[];
  malus: Mod[];
  cancelled: number;
  /** SP the Malus halves: SP, doubled (supremacy before), plus extra dice (extra before). */
  spEff: number;
  hitOn: number;
}

function prepare(u: FireInput, r: DiceRules): Prepared {
  let bonus = [...u.bonus];
  let malus = [...u.malus];
  let cancelled = 0;
  if (r.cancellation) {
    const pairs = Math.min(bonus.length, malus.length, r.cancellationScope === 'one' ? 1 : Infinity);
    cancelled = pairs;
    bonus = bonus.slice(pairs);
    malus = malus.slice(pairs);
  }
  let spEff = u.sp;
  if (u.double && r.supremacyOrder === 'before') spEff *= 2;
  if (r.extraDice === 'before') spEff += u.extra.reduce((s, m) => s + (m.dice ?? 0), 0);
  const floor = r.hitCap === 'two' ? 2 : 1;
  return { input: u, bonus, malus, cancelled, spEff, hitOn: Math.max(floor, u.base - bonus.length) };
}

const poolKey = (p: Prepared, r: DiceRules) =>
  r.poolBy === 'count'
    ? String(p.malus.length)
    : p.malus
        .map((m) => m.key)
        .sort()
        .join('+');

/**
 * The dice of one side's units firing in one step: each unit's Bonus and Malus (with the
 * cancellation), the pools of the same Malus (7.7.7), the minimum die (3.17), the extra dice.
 */
export function countDice(units: FireInput[], r: DiceRules = DEFAULT_DICE_RULES): FireLine[] {
  const prepared = units.map((u) => prepare(u, r));
  const dice = new Map<string, number>();
  const pooledNote = new Map<string, Step>();
  // Groups by Malus: units with no Malus roll their SP.
  const groups = new Map<string, Prepared[]>();
  for (const p of prepared) {
    if (p.malus.length === 0) {
      dice.set(p.input.id, p.spEff);
      continue;
    }
    const k = poolKey(p, r);
    groups.set(k, [...(groups.get(k) ?? []), p]);
  }
  for (const g of groups.values()) {
    const m = g[0].malus.length;
    const div = 2 ** m;
    for (const p of g) dice.set(p.input.id, Math.floor(p.spEff / div));
    if (g.length > 1) {
      const total = g.reduce((s, p) => s + p.spEff, 0);
      const pooled = Math.floor(total / div);
      const own = g.reduce((s, p) => s + Math.floor(p.spEff / div), 0);
      let extra = pooled - own;
      // 7.7.7: the extra die to the weakest unit — the worst hit number, then the fewest SP (AMB-06b).
      const weakest = [...g].sort((a, b) => b.hitOn - a.hitOn || a.spEff - b.spEff);
      for (let i = 0; extra > 0; i = (i + 1) % weakest.length, extra--) {
        const id = weakest[i].input.id;
        dice.set(id, (dice.get(id) ?? 0) + 1);
        // With no unit reaching a die of its own, the pool's dice are not "extra": each goes to a weakest unit.
        pooledNote.set(id, step(own > 0 ? 'bite.dice.pooledExtra' : 'bite.dice.pooledWeakest', { sp: total, div, count: pooled }, '7.7.7'));
      }
      for (const p of g) if (!pooledNote.has(p.input.id)) pooledNote.set(p.input.id, step('bite.dice.pooled', { sp: total, div, count: pooled }, '7.7.7'));
      if (r.poolMinimum === 'pool' && g.every((p) => (dice.get(p.input.id) ?? 0) === 0)) dice.set(weakest[0].input.id, 1);
    }
  }
  return prepared.map((p) => {
    const steps: Step[] = [];
    const u = p.input;
    steps.push(step('bite.dice.base', { sp: u.sp, hit: u.base >= 6 ? '6' : `${u.base}–6` }, '3.11'));
    for (const b of u.bonus) steps.push(step(`bite.mod.${b.key}`, { kind: t('bite.dice.kind.bonus') }, b.rule));
    for (const m of u.malus) steps.push(step(`bite.mod.${m.key}`, { kind: t('bite.dice.kind.malus') }, m.rule));
    if (p.cancelled) steps.push(step('bite.dice.cancelled', { n: p.cancelled }, '7.7.6'));
    if (u.double) steps.push(step(`bite.mod.${u.double.key}`, {}, u.double.rule));
    let n = dice.get(u.id) ?? 0;
    const inPool = pooledNote.get(u.id);
    if (p.malus.length && !inPool)
      steps.push(step('bite.dice.halved', { sp: p.spEff, div: 2 ** p.malus.length, count: n }, p.malus.length > 1 ? '7.7.7' : '7.7.6'));
    if (inPool) steps.push(inPool);
    const inPoolGroup = p.malus.length > 0 && (groups.get(poolKey(p, r))?.length ?? 0) > 1;
    if (n < 1 && u.sp >= 1 && !(r.poolMinimum === 'pool' && inPoolGroup)) {
      n = 1;
      steps.push(step('bite.dice.minimum', {}, '3.17'));
    }
    if (u.double && r.supremacyOrder === 'after') n *= 2;
    if (r.extraDice === 'after') {
      for (const e of u.extra) {
        n += e.dice ?? 0;
        steps.push(step(`bite.mod.${e.key}`, { n: e.dice ?? 0 }, e.rule));
      }
    } else for (const e of u.extra) steps.push(step(`bite.mod.${e.key}`, { n: e.dice ?? 0 }, e.rule));
    if (p.hitOn === 1) steps.push(step('bite.dice.allHit', {}, '7.7.6', 'warning'));
    steps.push(step('bite.dice.line', { count: n, hit: p.hitOn >= 6 ? '6' : `${p.hitOn}–6` }, '7.7.6', 'result'));
    return { id: u.id, dice: n, hitOn: p.hitOn, bonus: p.bonus.length, malus: p.malus.length, steps };
  });
}

/**
 * The exact distribution of the hits of a step's lines (every die independent). The dice
 * that hit on the same number are one binomial law — n dice hitting on h give k hits in
 * C(n,k)·(7−h)^k·(h−1)^(n−k) of the 6^n equally likely rolls — and only those few laws are
 * convolved, not every die one by one: the same exact weights, in a few operations.
 */
export function hitsOf(lines: Pick<FireLine, 'dice' | 'hitOn'>[]): Dist {
  const byHit = new Map<number, number>();
  for (const l of lines) if (l.dice > 0) byHit.set(l.hitOn, (byHit.get(l.hitOn) ?? 0) + l.dice);
  let acc: bigint[] = [1n];
  let total = 1n;
  for (const [hitOn, n] of byHit) {
    const hit = BigInt(Math.max(0, Math.min(6, 7 - hitOn)));
    const miss = 6n - hit;
    const law: bigint[] = [];
    let c = 1n; // C(n, k)
    for (let k = 0; k <= n; k++) {
      law.push(c * hit ** BigInt(k) * miss ** BigInt(n - k));
      c = (c * BigInt(n - k)) / BigInt(k + 1);
    }
    const next: bigint[] = Array.from({ length: acc.length + n }, () => 0n);
    for (let i = 0; i < acc.length; i++) if (acc[i]) for (let k = 0; k <= n; k++) next[i + k] += acc[i] * law[k];
    acc = next;
    total *= 6n ** BigInt(n);
  }
  const weights = new Map<number, bigint>();
  acc.forEach((w, v) => {
    if (w > 0n) weights.set(v, w);
  });
  return { weights, total };
}
