/** The one pure reducer of Inferno sugli Altipiani: events → state. Never mutates. */
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import { nextPosition, prevPosition } from '@/engine';
import type { AttritionRecord, InfernoState, ObjectiveKind, PrintedValues, SideId, SupplyState, Unit, UnitKind } from './state';
import { TURNS, isArtillery, isCombatUnit, phasingSide, stampOf } from './state';
import { FIRST_PHASE, phases } from './sequence';
import { applyReductions, earnsReplacement } from './rules';
import type { CombatEventPayload } from './combat';
import { signed } from './text';

/** A unit as typed into the roster (2.1). */
export interface NewUnit {
  name: string;
  side: SideId;
  corps?: string;
  kind: UnitKind;
  full: PrintedValues;
  reduced?: PrintedValues;
  steps: number;
  frozen?: boolean;
  entryTurn?: number;
  hex?: string;
}

export type UnitPatch = Partial<Pick<Unit, 'name' | 'corps' | 'kind' | 'full' | 'reduced' | 'hex' | 'frozen' | 'entryTurn' | 'efficiency' | 'stepsLeft' | 'supply'>>;

export interface RpIncomePayload {
  side: SideId;
  /** The die rolled (unpreparedness or Brusilov), if any. */
  roll?: number;
  /** RP change: +1, 0 or −1. */
  delta: number;
  /** 15.1: the Brusilov offensive triggered by this roll. */
  brusilov?: boolean;
}

function updateUnit(s: InfernoState, id: string, f: (u: Unit) => Unit): InfernoState {
  return { ...s, units: s.units.map((u) => (u.id === id ? f(u) : u)) };
}

function markDone(s: InfernoState, procedure: string, text: Text): InfernoState {
  return { ...s, done: [...s.done, { stamp: stampOf(s), procedure, text }] };
}

/** 15.1: replacement points earned by a side (none once Brusilov stops the A-H income, A25). */
function earnRp(s: InfernoState, side: SideId, n: number, ctx: RulesContext): InfernoState {
  if (!s.replacements || n <= 0) return s;
  if (side === 'ah' && s.brusilovTurn !== null && ctx.settings.brusilovStops !== 'perTurn') return s;
  return { ...s, rp: { ...s.rp, [side]: s.rp[side] + n } };
}

/** Step losses of one side: VP (14.0) and replacement points (15.1). */
function countLosses(
  s: InfernoState,
  side: SideId,
  lost: number,
  eliminatedSteps: number,
  replacementSteps: number,
  ctx: RulesContext,
): InfernoState {
  const next: InfernoState = {
    ...s,
    stepsLost: { ...s.stepsLost, [side]: s.stepsLost[side] + lost },
    stepsEliminated: { ...s.stepsEliminated, [side]: s.stepsEliminated[side] + eliminatedSteps },
  };
  return earnRp(next, side, replacementSteps, ctx);
}

/** Reductions on one roster unit (9.4.2, 10.2), with their VP and RP consequences. */
function reduceUnit(s: InfernoState, id: string, n: number, ctx: RulesContext): InfernoState {
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
function eliminateUnit(s: InfernoState, id: string, ctx: RulesContext): InfernoState {
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
function checkSupply(s: InfernoState, unit: Unit, supply: SupplyState, ctx: RulesContext): InfernoState {
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

function validValues(v: unknown): v is PrintedValues {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return ['attack', 'defence', 'artillery'].every((k) => Number.isInteger(o[k]) && (o[k] as number) >= 0);
}

export function reduce(s: InfernoState, e: GameEvent, ctx: RulesContext): InfernoState {
  const p = (e.payload ?? {}) as Record<string, unknown>;
  switch (e.type) {
    case 'core/next-phase': {
      if (s.over) return s;
      const pos = nextPosition(phases, s.phaseIndex);
      if (pos.wrapped) {
        // 14.0: the game ends after turn 14.
        if (s.turn >= TURNS) return { ...s, over: true };
        // 3.1 A: advance the game-turn marker, A-H side up.
        return { ...s, turn: s.turn + 1, phaseIndex: pos.index };
      }
      return { ...s, phaseIndex: pos.index };
    }
    case 'core/prev-phase': {
      if (s.over) return { ...s, over: false };
      // 3.0: nothing before the A-H Combat Phase of turn 1.
      if (s.turn === 1 && s.phaseIndex <= FIRST_PHASE) return s;
      const pos = prevPosition(phases, s.phaseIndex);
      return pos.wrapped ? { ...s, turn: s.turn - 1, phaseIndex: pos.index } : { ...s, phaseIndex: pos.index };
    }
    case 'core/roll':
    case 'core/note':
      return s;

    case 'inferno/add-unit': {
      const n = p as unknown as NewUnit;
      if (typeof n.name !== 'string' || (n.side !== 'ah' && n.side !== 'it') || !validValues(n.full)) return s;
      const steps = n.steps === 2 ? 2 : 1;
      const unit: Unit = {
        id: `u${s.nextId}`,
        name: n.name.trim(),
        side: n.side,
        corps: n.side === 'ah' ? (n.corps ?? '').trim() : '',
        kind: n.kind,
        full: { ...n.full },
        steps,
        stepsLeft: steps,
        efficiency: 0,
        supply: 'supplied',
        oosStreak: 0,
        inMov: false,
        frozen: n.frozen === true,
        released: false,
        eliminated: false,
      };
      if (steps === 2 && validValues(n.reduced)) unit.reduced = { ...n.reduced };
      if (Number.isInteger(n.entryTurn) && (n.entryTurn as number) > 1) unit.entryTurn = n.entryTurn;
      if (typeof n.hex === 'string' && n.hex.trim() !== '') unit.hex = n.hex.trim();
      return { ...s, units: [...s.units, unit], nextId: s.nextId + 1 };
    }
    case 'inferno/edit-unit': {
      const patch = (p.patch ?? {}) as UnitPatch;
      return updateUnit(s, String(p.id), (u) => ({ ...u, ...patch }));
    }
    case 'inferno/remove-unit':
      return { ...s, units: s.units.filter((u) => u.id !== p.id) };
    case 'inferno/reduce':
      // A reduction outside the loss table: a watercourse retreat (9.2.3) or a correction.
      return reduceUnit(s, String(p.id), Number(p.count ?? 1), ctx);
    case 'inferno/eliminate':
      return eliminateUnit(s, String(p.id), ctx);
    case 'inferno/in-mov':
      return updateUnit(s, String(p.id), (u) => ({ ...u, inMov: p.inMov === true }));
    case 'inferno/supply': {
      const u = s.units.find((x) => x.id === p.id);
      const supply = p.supply as SupplyState;
      if (!u || !['supplied', 'low', 'out'].includes(supply)) return s;
      return checkSupply(s, u, supply, ctx);
    }
    case 'inferno/recover': {
      const u = s.units.find((x) => x.id === p.id);
      if (!u || u.efficiency <= 0) return s;
      // 10.3: −2 → −1 or −1 removed; 15.1: costs 1 RP.
      let next = updateUnit(s, u.id, (x) => ({ ...x, efficiency: x.efficiency - 1, recoveredAt: stampOf(s) }));
      if (s.replacements) next = { ...next, rp: { ...next.rp, [u.side]: Math.max(0, next.rp[u.side] - 1) } };
      return next;
    }
    case 'inferno/combat': {
      const c = p as unknown as CombatEventPayload;
      const stamp = stampOf(s);
      let next: InfernoState = {
        ...s,
        units: s.units.map((u) => {
          if (c.attackers?.includes(u.id)) return { ...u, attackedAt: stamp };
          // A40: every unit in the defended hex counts as attacked; A30: it is released from 12.4.
          if (c.defenders?.includes(u.id)) return { ...u, defendedAt: stamp, released: u.frozen ? true : u.released };
          return u;
        }),
      };
      for (const id of c.eliminated ?? []) next = eliminateUnit(next, id, ctx);
      for (const r of c.reductions ?? []) next = reduceUnit(next, r.unitId, r.count, ctx);
      for (const l of c.typedLosses ?? []) next = countLosses(next, l.side, l.steps, l.eliminatedSteps, l.replacementSteps, ctx);
      return next;
    }
    case 'inferno/release':
      return updateUnit(s, String(p.id), (u) => ({ ...u, released: true }));

    case 'inferno/objective-add': {
      const kind = p.kind as ObjectiveKind;
      if (typeof p.name !== 'string' || !['village', 'town', 'peak'].includes(kind)) return s;
      const holder: SideId = p.holder === 'ah' ? 'ah' : 'it';
      return {
        ...s,
        objectives: [...s.objectives, { id: `o${s.nextId}`, name: p.name.trim(), kind, inStart: p.inStart === true, holder }],
        nextId: s.nextId + 1,
      };
    }
    case 'inferno/objective-holder':
      return { ...s, objectives: s.objectives.map((o) => (o.id === p.id ? { ...o, holder: p.holder === 'ah' ? 'ah' : 'it' } : o)) };
    case 'inferno/objective-remove':
      return { ...s, objectives: s.objectives.filter((o) => o.id !== p.id) };
    case 'inferno/vp-adjust':
      return { ...s, vpAdjust: s.vpAdjust + Number(p.delta ?? 0) };
    case 'inferno/step-lost': {
      // A step lost by a unit not kept in the roster (14.0, 15.1).
      const side: SideId = p.side === 'ah' ? 'ah' : 'it';
      return countLosses(s, side, 1, 1, p.replacement === true ? 1 : 0, ctx);
    }
    case 'inferno/rp': {
      const side: SideId = p.side === 'ah' ? 'ah' : 'it';
      return { ...s, rp: { ...s.rp, [side]: Math.max(0, s.rp[side] + Number(p.delta ?? 0)) } };
    }
    case 'inferno/rp-income': {
      const r = p as unknown as RpIncomePayload;
      let next: InfernoState = r.brusilov ? { ...s, brusilovTurn: s.turn } : s;
      next = { ...next, rp: { ...next.rp, [r.side]: Math.max(0, next.rp[r.side] + r.delta) } };
      // What the card shows once done: the die (if any) and the point won or lost (15.1).
      const done: Text = r.brusilov
        ? { key: 'inferno.done.brusilov', params: { roll: r.roll ?? 0 } }
        : r.roll !== undefined
          ? { key: 'inferno.done.rpRoll', params: { roll: r.roll, delta: signed(r.delta) } }
          : { key: 'inferno.done.rp', params: { delta: signed(r.delta) } };
      return markDone(next, 'rp-income', done);
    }
    case 'inferno/defensive-ability': {
      const ok = p.success === true;
      const next = ok ? { ...s, defensiveAbilityTurn: s.turn } : s;
      return markDone(next, 'defensive-ability', { key: ok ? 'inferno.done.idaYes' : 'inferno.done.idaNo', params: { total: Number(p.total ?? 0) } });
    }
    case 'inferno/ack':
      return markDone(s, String(p.procedure), { key: 'inferno.done.ack' });
    default:
      return s;
  }
}

export { phasingSide };
