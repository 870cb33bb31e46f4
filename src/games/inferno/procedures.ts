/** The phase's cards (ProcedureDefs) and the calculators of Inferno sugli Altipiani. */
import type { Evaluation, FieldDef, FieldValue, GameEvent, ProcedureDef, RulesContext, Text } from '@/engine/types';
import { acknowledgement, blocked, d6Question, decision, intField, ndDist, outcomesOf, rollCard, rollQuestion, step, t, waiting, waitingFor } from '@/engine';
import type { InfernoState, SideId, Unit } from './state';
import { attritionIfOut, defensiveAbilityActive, isArtillery, isFrozen, isPresent, phaseKind, phasingSide, stampOf } from './state';
import { defensiveAbilitySucceeds, supplyFromLength, unpreparednessSucceeds, brusilovTriggers } from './rules';
import type { RpIncomePayload } from './reduce';
import { evaluateCombat, type CombatInput, type CombatUnit } from './combat';
import type { Terrain } from './charts';

function doneText(s: InfernoState, procedure: string): Text | undefined {
  const stamp = stampOf(s);
  return [...s.done].reverse().find((d) => d.stamp === stamp && d.procedure === procedure)?.text;
}

function ack(procedure: string): GameEvent {
  return { type: 'inferno/ack', payload: { procedure }, at: 0 };
}

/**
 * An optional rule's card (15.1, 15.2) the players may choose not to roll this phase: one tap
 * records it as done, so the phase ends with no "advance anyway".
 */
function skippable(id: string): NonNullable<ProcedureDef['skip']> {
  return { label: t('inferno.proc.skipRoll'), events: [ack(id)] };
}

function sideName(side: SideId): Text {
  return t(`inferno.sides.${side}`);
}

/** Units of a side on the map now. */
export function unitsOf(s: InfernoState, side: SideId): Unit[] {
  return s.units.filter((u) => u.side === side && isPresent(u, s.turn));
}

// --- Supply Phase (11.0–11.5) -------------------------------------------------------------

/** 11.4, 11.5: one unit's supply from the line length the players report. */
export function supplyProcedure(s: InfernoState): ProcedureDef {
  const side = phasingSide(s);
  const units = unitsOf(s, side);
  const stamp = stampOf(s);
  const unchecked = units.filter((u) => u.supplyCheckedAt !== stamp);
  return {
    id: 'supply',
    title: t('inferno.proc.supply'),
    rule: '11.4',
    body: t('inferno.proc.supplyBody', { left: unchecked.length, total: units.length }),
    done: units.length > 0 && unchecked.length === 0 ? t('inferno.done.supplyAll', { n: units.length }) : undefined,
    // 11.5: the consecutive-OOS count that brings attrition is kept phase by phase, so each unit
    // on the map is checked in its owner's Supply Phase: leaving it with a unit unchecked warns.
    required: units.length > 0,
    fields: [
      {
        id: 'unit',
        label: t('inferno.field.unit'),
        kind: 'select',
        options: units.map((u) => ({ value: u.id, label: t('inferno.unitOption', { name: u.name, state: t(`inferno.supply.${u.supply}`) }) })),
        default: (unchecked[0] ?? units[0])?.id ?? null,
      },
      { id: 'noLine', label: t('inferno.field.noLine'), kind: 'bool', default: false, rule: '11.3' },
      { id: 'length', label: t('inferno.field.lineLength'), kind: 'int', min: 0, max: 99, default: null, rule: '11.4' },
    ],
    evaluate(values) {
      const u = s.units.find((x) => x.id === values.unit);
      if (!u) return waiting([t('inferno.err.pickUnit')]);
      const none = values.noLine === true;
      const len = intField(values.length, { min: 0, max: 99 });
      if (!none && len === null) return waiting([t('inferno.err.lineLength')]);
      const supply = supplyFromLength(none ? null : len);
      const derivation = [
        step(none ? 'inferno.supply.noLine' : 'inferno.supply.length', { name: u.name, n: len ?? 0, state: t(`inferno.supply.${supply}`) }, '11.4', 'result'),
      ];
      if (supply === 'out' && attritionIfOut(u, stamp)) {
        derivation.push(step(isArtillery(u) ? 'inferno.supply.attritionArtillery' : 'inferno.supply.attrition', { name: u.name }, '11.5', 'warning'));
      }
      if (supply === 'out') derivation.push(step('inferno.supply.vaZero', undefined, '11.1'));
      return decision([], derivation, () => [{ type: 'inferno/supply', payload: { id: u.id, supply, length: none ? null : len }, at: 0 }], derivation);
    },
  };
}

/** 15.2: the Italian defensive-ability roll, 2d6 + turn ≥ 15. */
export function defensiveAbilityProcedure(s: InfernoState): ProcedureDef {
  const need = 15 - s.turn;
  return {
    id: 'defensive-ability',
    title: t('inferno.proc.ida'),
    rule: '15.2',
    body: t('inferno.proc.idaBody', { need }),
    done: doneText(s, 'defensive-ability'),
    // Turns 1–2: 12 + 2 < 15, success impossible, so nothing to roll and nothing required.
    required: need <= 12,
    ...(need <= 12 ? { skip: skippable('defensive-ability') } : {}),
    evaluate() {
      if (need > 12) {
        return decision([], [step('inferno.proc.idaImpossible', { turn: s.turn, need }, '15.2', 'info')], () => [ack('defensive-ability')]);
      }
      if (need <= 2) {
        // Turn 13 on: 2d6 + turn ≥ 15 whatever the dice show.
        const derivation = [step('inferno.proc.idaCertain', { turn: s.turn }, '15.2', 'result')];
        return decision([], derivation, () => [{ type: 'inferno/defensive-ability', payload: { total: s.turn + 2, success: true }, at: 0 }], derivation);
      }
      const classify = (v: number) =>
        defensiveAbilitySucceeds(s.turn, v)
          ? { id: 'yes', label: t('inferno.odds.idaYes'), tone: 'good' as const }
          : { id: 'no', label: t('inferno.odds.idaNo'), tone: 'bad' as const };
      const roll = rollQuestion(
        'roll',
        {
          dice: [
            { kind: 'numbered', sides: 6 },
            { kind: 'numbered', sides: 6 },
          ],
          label: t('inferno.proc.ida'),
          rule: '15.2',
        },
        (faces) => classify(faces[0] + faces[1]),
        outcomesOf(ndDist(2, 6), classify),
      );
      return rollCard([], [step('inferno.proc.idaNeed', { turn: s.turn, need: Math.max(2, need) }, '15.2')], roll, (faces) => {
        const sum = faces.reduce((a, b) => a + b, 0);
        const success = defensiveAbilitySucceeds(s.turn, sum);
        return {
          derivation: [step(success ? 'inferno.proc.idaSuccess' : 'inferno.proc.idaFail', { sum, turn: s.turn, total: sum + s.turn }, '15.2', 'result')],
          events: [{ type: 'inferno/defensive-ability', payload: { total: sum + s.turn, success }, at: 0 }],
        };
      });
    },
  };
}

// --- Reinforcement Phase (13.0, 15.1) -----------------------------------------------------

export function reinforcementsProcedure(s: InfernoState): ProcedureDef {
  const side = phasingSide(s);
  const due = s.units.filter((u) => u.side === side && u.entryTurn === s.turn && !u.eliminated);
  return {
    id: 'reinforcements',
    title: t('inferno.proc.reinforcements'),
    rule: '13.0',
    body: t(side === 'it' ? 'inferno.proc.reinforcementsBodyIt' : 'inferno.proc.reinforcementsBodyAh', {
      list: due.map((u) => u.name).join(', ') || '—',
    }),
    done: doneText(s, 'reinforcements'),
    evaluate: () => decision([], [], () => [ack('reinforcements')]),
  };
}

/** 15.1: this player's replacement point for the turn (unpreparedness, Brusilov). */
export function rpIncomeProcedure(s: InfernoState, ctx: RulesContext): ProcedureDef {
  const side = phasingSide(s);
  const turn = s.turn;
  const base = { id: 'rp-income', title: t('inferno.proc.rpIncome', { side: sideName(side) }), rule: '15.1', done: doneText(s, 'rp-income'), required: true };
  const income = (payload: RpIncomePayload, key: string): { derivation: Evaluation['derivation']; events: GameEvent[] } => ({
    derivation: [step(key, { delta: payload.delta, roll: payload.roll ?? 0, turn }, '15.1', 'result')],
    events: [{ type: 'inferno/rp-income', payload, at: 0 }],
  });
  /** A point that comes (or goes) without a roll. */
  const outright = (derivation: Evaluation['derivation'], payload: RpIncomePayload, key: string): Evaluation => {
    const r = income(payload, key);
    return decision([], derivation, () => r.events, r.derivation);
  };
  void ctx;
  if (side === 'it') {
    if (turn >= 7) {
      return {
        ...base,
        body: t('inferno.proc.rpAuto'),
        evaluate: () => outright([step('inferno.proc.rpAuto', undefined, '15.1')], { side, delta: 1 }, 'inferno.proc.rpGain'),
      };
    }
    if (turn <= 1) {
      // A26: on turn 1 no roll can be lower than the turn: no point, nothing to roll.
      return {
        ...base,
        required: false,
        body: t('inferno.proc.unpreparedBody', { turn }),
        evaluate: () =>
          outright([step('inferno.proc.unpreparedImpossible', undefined, '15.1', 'info')], { side, delta: 0 }, 'inferno.proc.unpreparedImpossible'),
      };
    }
    return {
      ...base,
      body: t('inferno.proc.unpreparedBody', { turn }),
      skip: skippable('rp-income'),
      evaluate() {
        const roll = d6Question('roll', t('inferno.proc.unprepared'), '15.1', (v) =>
          unpreparednessSucceeds(turn, v)
            ? { id: 'yes', label: t('inferno.odds.rpYes'), tone: 'good' as const }
            : { id: 'no', label: t('inferno.odds.rpNo'), tone: 'bad' as const },
        );
        return rollCard([], [step('inferno.proc.unpreparedNeed', { turn }, '15.1')], roll, ([die]) => {
          const ok = unpreparednessSucceeds(turn, die);
          return income({ side, roll: die, delta: ok ? 1 : 0 }, ok ? 'inferno.proc.unpreparedYes' : 'inferno.proc.unpreparedNo');
        });
      },
    };
  }
  // A-H: automatic before turn 10; from turn 10 the Brusilov roll; once triggered, −1 per turn from the next phase.
  if (s.brusilovTurn !== null && s.brusilovTurn < turn) {
    // 15.1: from the Reinforcement Phase after the offensive, 1 RP off the track each turn (never below 0, A25).
    const left = s.rp.ah > 0;
    const key = left ? 'inferno.proc.rpLose' : 'inferno.proc.rpLoseNone';
    return {
      ...base,
      body: t('inferno.proc.brusilovDrain', { turn: s.brusilovTurn }),
      evaluate: () => outright([step('inferno.proc.brusilovDrain', { turn: s.brusilovTurn ?? 0 }, '15.1', 'warning')], { side, delta: left ? -1 : 0 }, key),
    };
  }
  if (s.brusilovTurn !== null) {
    // The turn the offensive came: the roll is made, nothing more this turn (the card shows it done).
    return { ...base, body: t('inferno.proc.brusilovBody'), evaluate: () => decision([], [], () => []) };
  }
  if (turn < 10) {
    return {
      ...base,
      body: t('inferno.proc.rpAuto'),
      evaluate: () => outright([step('inferno.proc.rpAuto', undefined, '15.1')], { side, delta: 1 }, 'inferno.proc.rpGain'),
    };
  }
  return {
    ...base,
    body: t('inferno.proc.brusilovBody'),
    skip: skippable('rp-income'),
    evaluate() {
      const roll = d6Question('roll', t('inferno.proc.brusilov'), '15.1', (v) =>
        brusilovTriggers(v)
          ? { id: 'brusilov', label: t('inferno.odds.brusilov'), tone: 'bad' as const }
          : { id: 'yes', label: t('inferno.odds.rpYes'), tone: 'good' as const },
      );
      return rollCard([], [step('inferno.proc.brusilovBody', undefined, '15.1')], roll, ([die]) => {
        const trig = brusilovTriggers(die);
        return income({ side, roll: die, delta: trig ? 0 : 1, brusilov: trig }, trig ? 'inferno.proc.brusilovYes' : 'inferno.proc.rpGain');
      });
    },
  };
}

// --- Movement Phase (4.0, 10.3, 12.3, 12.4) -----------------------------------------------

/** 10.3: efficiency recovery with its conditions as a checklist; 15.1: 1 RP each. */
export function recoveryProcedure(s: InfernoState): ProcedureDef {
  const side = phasingSide(s);
  const stamp = stampOf(s);
  const candidates = unitsOf(s, side).filter((u) => u.efficiency > 0);
  return {
    id: 'recovery',
    title: t('inferno.proc.recovery'),
    rule: '10.3',
    body: t('inferno.proc.recoveryBody'),
    fields: [
      {
        id: 'unit',
        label: t('inferno.field.unit'),
        kind: 'select',
        options: candidates.map((u) => ({ value: u.id, label: t('inferno.unitEff', { name: u.name, eff: u.efficiency }) })),
        default: candidates[0]?.id ?? null,
      },
      { id: 'still', label: t('inferno.field.still'), kind: 'bool', default: false, rule: '10.3.1' },
      { id: 'far', label: t('inferno.field.far'), kind: 'bool', default: false, rule: '10.3.1' },
    ],
    evaluate(values) {
      return evaluateRecovery(s, String(values.unit ?? ''), values.still === true, values.far === true, stamp);
    },
  };
}

export function evaluateRecovery(s: InfernoState, unitId: string, still: boolean, far: boolean, stamp = stampOf(s)): Evaluation {
  const u = s.units.find((x) => x.id === unitId);
  if (!u) return waiting([t('inferno.err.pickUnit')]);
  const errors: Text[] = [];
  if (phaseKind(s) !== 'movement' || phasingSide(s) !== u.side) errors.push(t('inferno.err.recoveryPhase'));
  if (u.kind !== 'infantry' && u.kind !== 'mountain') errors.push(t('inferno.err.recoveryKind', { name: u.name }));
  if (u.efficiency <= 0) errors.push(t('inferno.err.recoveryNothing', { name: u.name }));
  if (u.supply !== 'supplied') errors.push(t('inferno.err.recoverySupply', { name: u.name }));
  if (u.recoveredAt === stamp) errors.push(t('inferno.err.recoveryTwice', { name: u.name }));
  if (!still) errors.push(t('inferno.err.recoveryStill'));
  if (!far) errors.push(t('inferno.err.recoveryFar'));
  if (s.replacements && s.rp[u.side] < 1) errors.push(t('inferno.err.recoveryRp'));
  const derivation = [
    step('inferno.proc.recoveryStep', { name: u.name, from: u.efficiency, to: u.efficiency - 1 }, '10.3', 'result'),
    ...(s.replacements ? [step('inferno.proc.recoveryCost', { rp: s.rp[u.side], left: s.rp[u.side] - 1 }, '15.1')] : []),
  ];
  return decision(errors, errors.length ? [] : derivation, () => [{ type: 'inferno/recover', payload: { id: u.id }, at: 0 }], derivation);
}

function reminder(s: InfernoState, id: string, rule: string, body: Text): ProcedureDef {
  return acknowledgement({ id, title: t(`inferno.proc.${id}`), rule, body, done: doneText(s, id), applyLabel: t('inferno.proc.reminderDone') }, [], ack(id));
}

export function procedures(s: InfernoState, ctx: RulesContext): ProcedureDef[] {
  if (s.over) return [];
  const side = phasingSide(s);
  const kind = phaseKind(s);
  const out: ProcedureDef[] = [];
  const frozen = s.units.filter((u) => u.side === 'it' && isFrozen(u, s.turn) && isPresent(u, s.turn));
  if (kind === 'supply') {
    out.push(supplyProcedure(s));
    if (side === 'it' && s.defensiveAbilityRule && (!defensiveAbilityActive(s) || s.defensiveAbilityTurn === s.turn)) {
      out.push(defensiveAbilityProcedure(s));
    }
  } else if (kind === 'reinforcements') {
    out.push(reinforcementsProcedure(s));
    if (s.replacements) out.push(rpIncomeProcedure(s, ctx));
  } else if (kind === 'movement') {
    out.push(recoveryProcedure(s));
    out.push(reminder(s, 'artilleryMove', '12.3', t('inferno.proc.artilleryMoveBody')));
    if (side === 'it' && s.turn <= 2)
      out.push(reminder(s, 'frozen', '12.4', t('inferno.proc.frozenBody', { list: frozen.map((u) => u.name).join(', ') || '—' })));
    out.push(reminder(s, 'stacking', '5.1', t('inferno.proc.stackingBody')));
  } else {
    if (s.turn === 1 && side === 'ah') out.push(reminder(s, 'barrage', '12.4', t('inferno.proc.barrageBody')));
    if (side === 'it' && s.turn <= 2)
      out.push(reminder(s, 'frozen', '12.4', t('inferno.proc.frozenBody', { list: frozen.map((u) => u.name).join(', ') || '—' })));
    out.push(reminder(s, 'combatRules', '7.0', t('inferno.proc.combatRulesBody')));
    out.push(reminder(s, 'stacking', '5.1', t('inferno.proc.stackingBody')));
  }
  return out;
}

// --- Quick combat calculator (totals typed on the spot) -----------------------------------

/** A combat from totals typed on the spot, through the same five-phase calculator. */
export function quickCombatProcedure(s: InfernoState): ProcedureDef {
  const attackerSide = phasingSide(s);
  const defenderSide: SideId = attackerSide === 'ah' ? 'it' : 'ah';
  const fields: FieldDef[] = [
    { id: 'attack', label: t('inferno.field.attackTotal'), kind: 'int', min: 1, max: 999, default: null, rule: '8.1' },
    { id: 'defence', label: t('inferno.field.defenceTotal'), kind: 'int', min: 1, max: 999, nonZero: true, default: null, rule: '8.1' },
    { id: 'attSteps', label: t('inferno.field.attSteps'), kind: 'int', min: 1, max: 99, default: 2, rule: '8.4' },
    { id: 'defSteps', label: t('inferno.field.defSteps'), kind: 'int', min: 1, max: 99, default: 2, rule: '8.4' },
    { id: 'vaAtt', label: t('inferno.field.vaAtt'), kind: 'int', min: 0, max: 99, default: 0, rule: '9.4.1' },
    { id: 'vaDef', label: t('inferno.field.vaDef'), kind: 'int', min: 0, max: 99, default: 0, rule: '9.4.1' },
    { id: 'flanked', label: t('inferno.field.flanked'), kind: 'bool', default: false, rule: '7.9' },
  ];
  return {
    id: 'quick-combat',
    title: t('inferno.proc.quickCombat'),
    rule: '8.0',
    body: t('inferno.proc.quickCombatBody'),
    fields,
    evaluate(values: Record<string, FieldValue>, ctx: RulesContext) {
      // Every number typed validly, or the calculator waits for it and says which.
      const nums: Record<string, number> = {};
      const missing: Text[] = [];
      for (const f of fields) {
        if (f.kind !== 'int') continue;
        const v = intField(values[f.id], f);
        if (v === null) missing.push(waitingFor(f.label));
        else nums[f.id] = v;
      }
      if (missing.length > 0) return blocked(missing);
      // Each side typed as one whole stack (its totals), not a roster unit.
      const stack = (key: string, side: SideId, attack: number, defence: number, artillery: number, steps: number): CombatUnit => ({
        key,
        name: key,
        side,
        corps: '',
        kind: 'infantry',
        attack,
        defence,
        artillery,
        steps,
        efficiency: 0,
        supply: 'supplied',
        stack: true,
      });
      const input: CombatInput = {
        turn: s.turn,
        attackerSide,
        attackers: [stack('ΣA', attackerSide, nums.attack, 1, nums.vaAtt, nums.attSteps)],
        attackSupport: [],
        defenders: [stack('ΣD', defenderSide, 0, nums.defence, nums.vaDef, nums.defSteps)],
        defenceSupport: [],
        hexes: [{ uphill: false, torrent: false }],
        terrain: 'other',
        stackLimit: null,
        checkStacking: false,
        mapEdge: false,
        flank: { fiveHexes: values.flanked === true, noFriendly: true },
        retreatFail: { attacker: false, defender: false },
        defensiveAbility: false,
        heldBackChosen: false,
      };
      return evaluateCombat(input, ctx);
    },
  };
}

export type { Terrain };
