/**
 * The bookkeeping Inferno's event reducers share (events/*.ts): a unit's reductions and
 * elimination with their VP and RP (9.4.2, 10.2, 14.0, 15.1), a supply check with its
 * attrition (11.4, 11.5), a card marked done. Pure; never mutates.
 */
import type { RulesContext, Text } from '@/engine/types';
import type { AttritionRecord, InfernoState, SideId, SupplyState, Unit } from './state';
import { isArtillery, isCombatUnit, stampOf } from './state';
import { applyReductions, earnsReplacement } from './rules';

export type { NewUnit, RpIncomePayload, UnitPatch } from './events';

export function updateUnit(s: InfernoState, id: string, f: (u: Unit) => Unit): InfernoState {
  return { ...s, units: s.units.map((u) => (u.id === id ? f(u) : u)) };
}

export function markDone(s: InfernoState, procedure: string, text: Text): InfernoState {
  return { ...s, done: [...s.done, { stamp: stampOf(s), procedure, text }] };
}

/** 15.1: replacement points earned by a side (none once Brusilov stops the A-H income, A25). */
function earnRp(s: InfernoState, side: SideId, n: number, ctx: RulesContext): InfernoState {
  if (!s.replacements || n <= 0) return s;
  if (side === 'ah' && s.brusilovTurn !== null && ctx.settings.brusilovStops !== 'perTurn') return s;
  return { ...s, rp: { ...s.rp, [side]: s.rp[side] + n } };
}

/** Step losses of one side: VP (14.0) and replacement points (15.1). */
export function countLosses(s: InfernoState, side: SideId, lost: number, eliminatedSteps: number, replacementSteps: number, ctx: RulesContext): InfernoState {
  const next: InfernoState = {
    ...s,
    stepsLost: { ...s.stepsLost, [side]: s.stepsLost[side] + lost },
    stepsEliminated: { ...s.stepsEliminated, [side]: s.stepsEliminated[side] + eliminatedSteps },
  };
  return earnRp(next, side, replacementSteps, ctx);
}

/** Reductions on one roster unit (9.4.2, 10.2), with their VP and RP consequences. */
export function reduceUnit(s: InfernoState, id: string, n: number, ctx: RulesContext): InfernoState {
  const u = s.units.find((x) => x.id === id);
  if (!u || u.eliminated || n <= 0) return s;
  // Artillery has no efficiency (10.0, A33).
  if (isArtillery(u)) return s;
  const r = applyReductions(u.efficiency, u.stepsLeft, n);
  let next = updateUnit(s, id, (x) => ({ ...x, efficiency: r.efficiency, stepsLeft: r.stepsLeft, eliminated: r.eliminated }));
  if (r.stepsLost > 0 && isCombatUnit(u)) {
    next = countLosses(next, u.side, r.stepsLost, r.eliminated ? u.steps : 0, earnsReplacement(u.kind) ? r.stepsLost : 0, ctx);
  }
  return next;
}

/** A roster unit removed from play outright (7.5, 5.2, 12.2, 12.3): all its steps left are lost. */
export function eliminateUnit(s: InfernoState, id: string, ctx: RulesContext): InfernoState {
  const u = s.units.find((x) => x.id === id);
  if (!u || u.eliminated) return s;
  let next = updateUnit(s, id, (x) => ({ ...x, eliminated: true, stepsLeft: 0, efficiency: 0 }));
  // Artillery gives no VP (A50); combat units (forts included) do.
  if (isCombatUnit(u) && u.stepsLeft > 0) {
    next = countLosses(next, u.side, u.stepsLeft, u.steps, earnsReplacement(u.kind) ? u.stepsLeft : 0, ctx);
  }
  return next;
}

/**
 * 11.4, 11.5: a unit's supply found in its owner's Supply Phase. Found OOS when it already
 * carried an OOS marker from the previous own Supply Phase: attrition, 2 reductions taken
 * like combat ones (11.5.1). A second check of the same unit in the same phase is the players
 * correcting the first: it starts again from the unit's state before the first, taking back
 * that check's attrition if it no longer applies.
 */
export function checkSupply(s: InfernoState, unit: Unit, supply: SupplyState, ctx: RulesContext): InfernoState {
  const stamp = stampOf(s);
  const recheck = unit.supplyCheckedAt === stamp;
  const before = recheck && unit.supplyBefore ? unit.supplyBefore : { supply: unit.supply, oosStreak: unit.oosStreak };
  const hadAttrition = recheck && unit.attrition?.stamp === stamp ? unit.attrition : undefined;
  const attrition = supply === 'out' && before.supply === 'out' && before.oosStreak >= 1;
  let next = s;
  let u = unit;
  if (hadAttrition && !attrition) {
    // Take back the first check's attrition: the unit and its side's counters as they were.
    const side = u.side;
    next = {
      ...next,
      stepsLost: { ...next.stepsLost, [side]: next.stepsLost[side] - hadAttrition.stepsLost },
      stepsEliminated: { ...next.stepsEliminated, [side]: next.stepsEliminated[side] - hadAttrition.stepsEliminated },
      rp: { ...next.rp, [side]: Math.max(0, next.rp[side] - hadAttrition.rp) },
    };
    u = { ...u, efficiency: hadAttrition.efficiency, stepsLeft: hadAttrition.stepsLeft, eliminated: hadAttrition.eliminated, attrition: undefined };
  }
  u = { ...u, supply, oosStreak: supply === 'out' ? before.oosStreak + 1 : 0, supplyCheckedAt: stamp, supplyBefore: before };
  next = updateUnit(next, u.id, () => u);
  if (attrition && !hadAttrition) {
    const after = reduceUnit(next, u.id, 2, ctx);
    const record: AttritionRecord = {
      stamp,
      efficiency: u.efficiency,
      stepsLeft: u.stepsLeft,
      eliminated: u.eliminated,
      stepsLost: after.stepsLost[u.side] - next.stepsLost[u.side],
      stepsEliminated: after.stepsEliminated[u.side] - next.stepsEliminated[u.side],
      rp: after.rp[u.side] - next.rp[u.side],
    };
    next = updateUnit(after, u.id, (x) => ({ ...x, attrition: record }));
  }
  return next;
}
