/**
 * The combat calculator (12, 14, 10.1, 11.2, 8.3, 13) and the TeM combat (16.3.1-16.3.3):
 * pure functions from typed inputs to an Evaluation, with every step and its rule.
 */
import {
  blocked,
  choiceQuestion,
  chosen,
  confirmFirst,
  d6,
  dieDist,
  mapDist,
  oddsColumn,
  outcomesOf,
  readCell,
  rollQuestion,
  shiftColumn,
  step,
  t,
  waitingFor,
  listText,
} from '@/engine';
import type { Answers, Derivation, Evaluation, GameEvent, Outcome, Resolution, RollQuestion, RulesContext, Step, Text } from '@/engine/types';
import type { Refusal } from '@/engine/events';
import { CRT_ID, parseCrtCell } from './charts';
import { ev } from './events';
import { combatWhen } from './events/common';
import { currentPhase } from './sequence';
import { setting, settingBool } from './settings';
import { CORPS_IDS, type ArmirState, type CorpsId, type Side } from './state';

export interface CombatUnitInput {
  name?: string;
  /** Its combat points; null until the player has typed a valid number (nothing is computed from it). */
  cp: number | null;
  /** Artillery and HQs are not combat units (2.1.2). */
  kind: 'combat' | 'artillery' | 'hq';
  oos: boolean;
  tracked: boolean;
  motorized: boolean;
  german: boolean;
  /** Axis heavy armament, the asterisk (2.1, 7.1.1). */
  heavy: boolean;
  /** Soviet army of the unit (12: armies may not attack together). */
  army?: string;
  /**
   * Axis unit: the Italian corps it belongs to (its stripe, 2.1), so that the steps it loses
   * count for objective 3, "Destroy the ARMIR" (17.1.1; German units of a corps count too).
   */
  corps?: CorpsId;
}

export interface CombatHexInput {
  label?: string;
  /**
   * The register's entry (a named hex or unit of the Markers roster) this hex is: its DSG
   * (11.2) and OOS (8.3; not when air-supplied, 9.2) markers are read from the game, not typed.
   */
  entry?: string;
  /** A DSG marker halves every unit in the hex (11.2). */
  dsg: boolean;
  units: CombatUnitInput[];
}

/** An Italian divisional artillery support (10.1.2): its support value. */
export interface SupportInput {
  value: number;
  dsg: boolean;
}

export interface CombatInput {
  mode: 'combat' | 'overrun';
  attacker: Side;
  attackers: CombatHexInput[];
  defender: CombatHexInput;
  attackSupports: SupportInput[];
  defenceSupports: SupportInput[];
  /** All attacking units attack across a river (major or minor, not the Don) (14.2). */
  riverAll: boolean;
  /** The attack crosses the Don (14.2.1). */
  acrossDon: boolean;
  /** The defending hex is a stronghold hex (12.3.2, 13). */
  strongholdHex: boolean;
  /** All Soviet units attack through stronghold hexsides (14.3). */
  strongholdAll: boolean;
  /** The defending hex is a city (14.4, 12.3.2). */
  city: boolean;
  /** The stronghold's colour (its corps), when an Axis stronghold hex is attacked (5.5, 15.1). */
  strongholdCorps?: CorpsId;
}

/** A fresh unit: its CP not typed yet (the calculator waits for it), nothing ticked. */
export function emptyUnit(): CombatUnitInput {
  return { cp: null, kind: 'combat', oos: false, tracked: false, motorized: false, german: false, heavy: false };
}

/** Who attacks by default: the side whose phase it is (the Axis in its phases, else the Soviet; 3, 12). */
export function attackerNow(s: ArmirState): Side {
  return currentPhase(s).startsWith('axis') ? 'axis' : 'soviet';
}

export function emptyCombat(attacker: Side = 'soviet'): CombatInput {
  return {
    mode: 'combat',
    attacker,
    attackers: [{ dsg: false, units: [emptyUnit()] }],
    defender: { dsg: false, units: [emptyUnit()] },
    attackSupports: [],
    defenceSupports: [],
    riverAll: false,
    acrossDon: false,
    strongholdHex: false,
    strongholdAll: false,
    city: false,
    strongholdCorps: undefined,
  };
}

const k = (key: string) => `armir.combat.${key}`;
const other = (s: Side): Side => (s === 'axis' ? 'soviet' : 'axis');

/** A number of half-points as a number (7 → 3.5): the shell writes it in the player's language ("3,5"). */
function halves(h: number): number {
  return h / 2;
}

interface HexStrength {
  /** Exact strength in half points (before rounding). */
  halfPoints: number;
  parts: string;
}

/**
 * One hex's strength (1.4, 8.3, 10.1.5, 11.2, 11.2.2): each unit's CP, halved once if OOS
 * (attack only) or DSG; unused artillery 1 in defence, 0 in attack; HQs 0 (A44).
 */
export function hexStrength(hex: CombatHexInput, role: 'attack' | 'defence', ctx?: Pick<RulesContext, 'settings'>): HexStrength {
  let h = 0;
  const parts: string[] = [];
  const literal = setting(ctx, 'oosDsgDefence') === 'full';
  for (const u of hex.units) {
    const base = u.kind === 'combat' ? (u.cp ?? 0) : u.kind === 'artillery' ? (role === 'defence' ? 1 : 0) : 0;
    let halved: boolean;
    if (role === 'attack')
      halved = u.oos || hex.dsg; // 8.3, 11.2; once only (11.2.2)
    else halved = hex.dsg && !(literal && u.oos); // 11.2; A8 literal reading: OOS+DSG defends in full
    const tag = u.kind === 'artillery' ? ' [art.]' : u.kind === 'hq' ? ' [HQ]' : '';
    const marks = [u.oos && role === 'attack' ? 'OOS' : '', hex.dsg ? 'DSG' : ''].filter(Boolean).join('+');
    h += halved ? base : base * 2;
    parts.push(halved ? `${base}÷2${marks ? ` [${marks}]` : ''}${tag}` : `${base}${tag}`);
  }
  return { halfPoints: h, parts: parts.join(' + ') || '0' };
}

function ceilHalves(h: number): number {
  return Math.ceil(h / 2);
}

export interface SideStrength {
  total: number;
  steps: Step[];
  errors: Text[];
  paSpent: number;
}

/** A side's total: per-hex sums rounded up (1.4, A6), then the Italian artillery supports (10.1.2, 18.4.1). */
export function sideStrength(
  hexes: CombatHexInput[],
  supports: SupportInput[],
  role: 'attack' | 'defence',
  side: Side,
  turn: number,
  pa: number,
  ctx?: Pick<RulesContext, 'settings'>,
  allowSupport = true,
): SideStrength {
  const steps: Step[] = [];
  const errors: Text[] = [];
  const perSide = setting(ctx, 'roundingScope') === 'side';
  let total = 0;
  let sideHalves = 0;
  hexes.forEach((hex, i) => {
    const hs = hexStrength(hex, role, ctx);
    const rounded = ceilHalves(hs.halfPoints);
    sideHalves += hs.halfPoints;
    total += rounded;
    steps.push(
      step(
        k(role === 'attack' ? 'hexAttack' : 'hexDefence'),
        { n: i + 1, label: hex.label || String(i + 1), parts: hs.parts, exact: halves(hs.halfPoints), value: perSide ? halves(hs.halfPoints) : rounded },
        hs.halfPoints % 2 ? '1.4' : '12.1',
      ),
    );
  });
  if (perSide) {
    total = ceilHalves(sideHalves);
    steps.push(step(k('sideRounded'), { exact: halves(sideHalves), value: total }, '1.4'));
  }
  let paSpent = 0;
  if (supports.length > 0) {
    if (side !== 'axis') errors.push(t(k('err.supportSoviet')));
    else if (!allowSupport) errors.push(t(k('err.supportOverrun')));
    for (const sp of supports) {
      if (!Number.isInteger(sp.value) || sp.value < 1) {
        errors.push(t(k('err.supportValue')));
        continue;
      }
      if (sp.dsg) {
        errors.push(t(k('err.supportDsg'))); // 11.2
        continue;
      }
      const value = turn === 1 ? Math.ceil(sp.value / 2) : sp.value; // 18.4.1 (A49), rounded up (1.4)
      total += value;
      paSpent += 1;
      steps.push(step(k(turn === 1 ? 'supportTurn1' : 'support'), { value: sp.value, used: value }, turn === 1 ? '18.4.1' : '10.1.2'));
    }
    if (paSpent > 0) {
      if (pa < paSpent)
        errors.push(t(k('err.noPa'), { pa, need: paSpent })); // 10.1.4
      else steps.push(step(k('supportPa'), { n: paSpent }, '10.1.4'));
    }
  }
  steps.push(step(k(role === 'attack' ? 'attackTotal' : 'defenceTotal'), { value: total }, '12.1', 'info'));
  return { total, steps, errors, paSpent };
}

function validUnits(hexes: CombatHexInput[]): Text[] {
  const errs: Text[] = [];
  for (const h of hexes) for (const u of h.units) if (u.cp !== null && (!Number.isInteger(u.cp) || u.cp < 0)) errs.push(t(k('err.cp')));
  return errs.slice(0, 1);
}

/**
 * The CP fields not filled in validly yet, in words ("CP of unit 2, attacking hex 1"): the
 * calculator waits for them and computes nothing.
 */
export function missingCp(input: Pick<CombatInput, 'attackers' | 'defender'>): Text[] {
  const out: Text[] = [];
  input.attackers.forEach((h, i) =>
    h.units.forEach((u, n) => {
      if (u.cp === null) out.push(waitingFor(t(k('cpField'), { n: n + 1, hex: t(k('cpAttackHex'), { n: i + 1, label: h.label || String(i + 1) }) })));
    }),
  );
  input.defender.units.forEach((u, n) => {
    if (u.cp === null) out.push(waitingFor(t(k('cpField'), { n: n + 1, hex: t(k('cpDefenceHex')) })));
  });
  return out;
}

export interface CombatPlan {
  errors: Text[];
  derivation: Derivation;
  column: string;
  drm: number;
  paSpent: number;
  attackTotal: number;
  defenceTotal: number;
  /** 14.3 applies: all Soviet attackers through stronghold hexsides against an Axis stronghold hex. */
  stronghold: boolean;
  mandatoryRetreat: boolean;
  heavyInCombat: boolean;
}

/** Everything up to the roll: strengths, ratio, column, shifts, DRM and the prohibitions. */
/** The combat's moment: turn and PA, and where the game is when the calculator is used from a game. */
export type CombatMoment = Pick<ArmirState, 'turn' | 'pa'> & Partial<Pick<ArmirState, 'stage' | 'phaseIndex' | 'initiative' | 'corps' | 'roster'>>;

/**
 * The markers the register holds for the hexes linked to it (`CombatHexInput.entry`): a DSG
 * marker halves every unit of the hex (11.2), an OOS marker halves its units in attack (8.3;
 * once only with DSG, 11.2.2), an air-supplied hex is in supply (9.2). The game's markers are
 * the truth: they are added to what was ticked by hand, each said with its rule.
 */
function withRegisterMarkers(input: CombatInput, s: CombatMoment): { input: CombatInput; steps: Step[] } {
  const steps: Step[] = [];
  const linked = (hex: CombatHexInput, role: 'attack' | 'defence'): CombatHexInput => {
    if (!hex.entry) return hex;
    const r = s.roster?.find((x) => x.id === hex.entry);
    if (!r) {
      steps.push(step(k('register.gone'), { label: hex.label || '?' }, '11.2', 'warning'));
      return hex;
    }
    const oos = r.oos && !r.airSupplied;
    if (r.dsg) steps.push(step(k('register.dsg'), { name: r.name }, '11.2'));
    if (oos) steps.push(step(k(role === 'attack' ? 'register.oosAttack' : 'register.oosDefence'), { name: r.name }, '8.3'));
    if (!r.dsg && !oos) steps.push(step(k('register.none'), { name: r.name }, '11.2'));
    return {
      ...hex,
      label: hex.label || r.name,
      dsg: hex.dsg || r.dsg,
      units: oos ? hex.units.map((u) => ({ ...u, oos: true })) : hex.units,
    };
  };
  const attackers = input.attackers.map((h) => linked(h, 'attack'));
  const defender = linked(input.defender, 'defence');
  return { input: { ...input, attackers, defender }, steps };
}

/**
 * Whether the attacker may do this now: an overrun only in one of its own movement phases
 * (13), a combat only in its own combat phase (12, 3) — the combat event's own check
 * (`combatWhen`). Outside it the calculator is closed, in these words with the rule, before any
 * die is asked; a moment that does not say where the game is (a calculator on its own) is open.
 */
export function combatClosed(input: Pick<CombatInput, 'mode' | 'attacker'>, s: CombatMoment): Refusal | null {
  if (s.stage === undefined || s.phaseIndex === undefined || s.initiative === undefined) return null;
  const no = combatWhen(s as ArmirState, input.mode, input.attacker);
  if (!no) return null;
  return {
    text: t(k(input.mode === 'overrun' ? 'overrunWrongPhase' : 'combatWrongPhase'), { side: { key: `armir.side.${input.attacker}` } }),
    ...(no.rule ? { rule: no.rule } : {}),
  };
}

export function planCombat(typed: CombatInput, s: CombatMoment, ctx: RulesContext): CombatPlan {
  const errors: Text[] = [];
  const d: Derivation = [];
  // 11.2, 8.3: the markers of the hexes taken from the register come from the game.
  const register = withRegisterMarkers(typed, s);
  const input = register.input;
  const defenderSide = other(input.attacker);
  const attackUnits = input.attackers.flatMap((h) => h.units);
  const defUnits = input.defender.units;
  const waiting = missingCp(input);
  if (waiting.length > 0) {
    return {
      errors: waiting,
      derivation: d,
      column: '',
      drm: 0,
      paSpent: 0,
      attackTotal: 0,
      defenceTotal: 0,
      stronghold: false,
      mandatoryRetreat: false,
      heavyInCombat: false,
    };
  }
  errors.push(...validUnits([...input.attackers, input.defender]));
  if (input.attackers.length === 0 || attackUnits.length === 0) errors.push(t(k('err.noAttackers')));
  if (defUnits.length === 0) errors.push(t(k('err.noDefenders')));

  // 12, 13: out of the attacker's own phase the working says so (players may look ahead); the
  // calculator is closed before any die is asked (evaluateCombat).
  const when = combatClosed(input, s);
  if (when) d.push({ ...when.text, ...(when.rule ? { rule: when.rule } : {}), tone: 'warning' });
  d.push(...register.steps);
  if (input.mode === 'overrun') {
    d.push(step(k('overrun'), undefined, '13'));
    if (input.attackers.length > 1) errors.push(t(k('err.overrunOneStack'))); // 13
    if (attackUnits.some((u) => u.kind !== 'combat' || !(u.motorized || u.tracked))) errors.push(t(k('err.overrunMotorized'))); // 13
    if (!attackUnits.some((u) => u.tracked)) errors.push(t(k('err.overrunTracked'))); // 13
    if (input.strongholdHex && (defenderSide === 'axis' || !settingBool(ctx, 'overrunStrongholdAxisOnly'))) errors.push(t(k('err.overrunStronghold'))); // 13, A43
    d.push(step(k('overrunCost'), undefined, '13.1'));
  } else if (attackUnits.some((u) => u.kind !== 'combat' && (u.cp ?? 0) > 0)) {
    d.push(step(k('onlyCombatUnits'), undefined, '12', 'warning'));
  }
  if (input.acrossDon) {
    if (input.attacker === 'axis')
      errors.push(t(k('err.don'))); // 14.2.1
    else d.push(step(k('don'), undefined, '14.2.1'));
  }
  if (input.attacker === 'soviet') {
    const armies = new Set(attackUnits.map((u) => (u.army ?? '').trim()).filter(Boolean));
    if (armies.size > 1) errors.push(t(k('err.armies'))); // 12
  }

  const att = sideStrength(input.attackers, input.attackSupports, 'attack', input.attacker, s.turn, s.pa, ctx, input.mode === 'combat');
  const def = sideStrength([input.defender], input.defenceSupports, 'defence', defenderSide, s.turn, s.pa - att.paSpent, ctx, true);
  errors.push(...att.errors, ...def.errors);
  d.push(...att.steps, ...def.steps);
  const A = att.total;
  const D = def.total;
  if (A <= 0 && errors.length === 0) errors.push(t(k('err.zeroAttack')));

  const columns = ctx.charts.columns(CRT_ID);
  const oc = oddsColumn(A, D, columns);
  if (D === 0)
    d.push(step(k('zeroDefence'), { col: oc.column }, '12.1', 'warning')); // A44
  else d.push(step(k('ratio'), { a: A, d: D, ratio: oc.ratio }, '12.1'));
  if (D > 0) {
    if (oc.aboveLast) d.push(step(k('aboveLast'), { col: oc.column }, '12.1'));
    else if (oc.belowFirst) d.push(step(k('belowFirst'), { col: oc.column }, '12.1'));
    else d.push(step(k('column'), { col: oc.column }, '12.1'));
  }

  // Shifts, applied after the column is set (12.1), one column left each (A41: cumulative).
  let shift = 0;
  if (input.riverAll) {
    shift -= 1;
    d.push(step(k('shiftRiver'), undefined, '14.2'));
  }
  const stronghold = input.strongholdAll && input.attacker === 'soviet';
  if (input.strongholdAll && input.attacker === 'axis') d.push(step(k('strongholdSovietNoBenefit'), undefined, '14.3.1', 'warning'));
  if (stronghold) {
    shift -= 1;
    d.push(step(k('shiftStronghold'), undefined, '14.3'));
  }
  if (input.city) {
    shift -= 1;
    d.push(step(k('shiftCity'), undefined, '14.4'));
  }
  let column = oc.column;
  if (shift !== 0) {
    const sc = shiftColumn(columns, oc.index, shift);
    column = sc.column;
    d.push(step(k('shifted'), { from: oc.column, to: sc.column, n: -shift }, '12.1', 'result'));
    if (sc.clampedLow) d.push(step(k('clampLow'), { col: sc.column }, '12.1')); // A2
  } else {
    d.push(step(k('final'), { col: column }, '12.1', 'result'));
  }

  let drm = 0;
  if (input.attacker === 'axis' && attackUnits.some((u) => u.german && u.tracked && u.kind === 'combat')) {
    drm = 1;
    d.push(step(k('drmGermanTracked'), undefined, '12.1.1'));
  }

  const heavyInCombat = [...attackUnits, ...defUnits].some((u) => u.heavy);
  const mandatoryRetreat =
    defenderSide === 'axis' &&
    !input.strongholdHex &&
    !input.city &&
    attackUnits.some((u) => u.tracked && u.kind === 'combat') &&
    !defUnits.some((u) => u.heavy);
  if (mandatoryRetreat) d.push(step(k('mandatoryRetreatWarn'), undefined, '12.3.2', 'warning'));
  if (stronghold) d.push(step(k('strongholdLosses'), undefined, '14.3'));

  return {
    errors,
    derivation: d,
    column,
    drm,
    paSpent: att.paSpent + def.paSpent,
    attackTotal: A,
    defenceTotal: D,
    stronghold,
    mandatoryRetreat,
    heavyInCombat,
  };
}

const CRT_ROLL = d6({ key: 'armir.combat.roll' }, '12.1');

/** The row total read on the CRT: 7 only if the chart prints it (A4). */
function crtRowTotal(total: number, ctx: RulesContext): number {
  return settingBool(ctx, 'crtRow7') ? total : Math.min(6, total);
}

/** Net losses after 14.3: the second Axis loss ignored, one more Soviet step always (A39). */
export function netLosses(
  cell: { attacker: number; defender: number },
  stronghold: boolean,
  ctx: Pick<RulesContext, 'settings'>,
): { attacker: number; defender: number } {
  if (!stronghold) return { ...cell };
  const ignore = settingBool(ctx, 'strongholdIgnoreSecond') && cell.defender >= 2;
  const extra = settingBool(ctx, 'strongholdExtraAlways') || cell.attacker > 0 ? 1 : 0;
  return { attacker: cell.attacker + extra, defender: cell.defender - (ignore ? 1 : 0) };
}

/**
 * An odds outcome for a die row whose cell is not typed yet: the row's own chance, so the
 * odds still say how likely each row of the paper chart is (DESIGN.md "Charts").
 */
export function unknownRowOutcome(row: string): { id: string; label: Text; tone: Outcome['tone'] } {
  return { id: `row:${row}`, label: t(k('unknownRow'), { row }), tone: 'unknown' };
}

function outcomeFor(cellValue: string | undefined, stronghold: boolean, ctx: RulesContext, row: string): { id: string; label: Text; tone?: Outcome['tone'] } {
  if (cellValue === undefined) return unknownRowOutcome(row);
  const c = parseCrtCell(cellValue);
  if (!c) return unknownRowOutcome(row);
  const n = netLosses(c, stronghold, ctx);
  const label = stronghold ? t(k('outcomeNet'), { cell: cellValue, a: n.attacker, d: n.defender }) : t(k('outcome'), { cell: cellValue });
  const tone: Outcome['tone'] = n.defender > n.attacker ? 'good' : n.attacker > n.defender ? 'bad' : 'neutral';
  return { id: `cell:${cellValue}`, label, tone };
}

/** Exact odds of each CRT result from the entered chart (unknown cells grouped). */
export function crtOdds(column: string, drm: number, stronghold: boolean, ctx: RulesContext): Outcome[] {
  return outcomesOf(
    mapDist(dieDist(6), (f) => f + drm),
    (total) => {
      const look = ctx.charts.lookup(CRT_ID, column, crtRowTotal(total, ctx));
      return outcomeFor(look.value, stronghold, ctx, look.row);
    },
  );
}

/** The CRT outcome of a (modified) total: the cell's result, or its row while the cell is not typed. */
function crtOutcome(column: string, total: number, stronghold: boolean, ctx: RulesContext): { id: string; label: Text; tone?: Outcome['tone'] } {
  const look = ctx.charts.lookup(CRT_ID, column, crtRowTotal(total, ctx));
  return outcomeFor(look.value, stronghold, ctx, look.row);
}

/** The combat roll on the CRT (12.1), with the exact odds of each result before it is rolled. */
export function crtQuestion(plan: Pick<CombatPlan, 'column' | 'drm' | 'stronghold'>, ctx: RulesContext): RollQuestion {
  return rollQuestion(
    'roll',
    CRT_ROLL,
    (faces) => crtOutcome(plan.column, faces[0] + plan.drm, plan.stronghold, ctx),
    crtOdds(plan.column, plan.drm, plan.stronghold, ctx),
  );
}

/** A unit as the player finds it on screen: its name, else its place ("unit 2, attacking hex 1"). */
function unitLabel(u: CombatUnitInput, n: number, hex: Text): Text | string {
  return u.name?.trim() ? u.name.trim() : t(k('unitAt'), { n: n + 1, hex });
}

/**
 * Inputs that look like a slip, to be confirmed before anything is rolled (the same check
 * as Inferno's, through the engine's `confirmFirst`):
 * - the defence comes to 0 though the defending hex holds a combat unit typed at 0 CP
 *   (a hex of HQs alone defends at 0 by the rules, A44; a combat unit at 0 is a mistyping);
 * - a unit carries the other side's marks: a Soviet unit marked German, heavy armament or
 *   an Italian corps (2.1, 7.1.1: Axis only), an Axis unit with a Soviet army (12), as when
 *   the attacking side was switched after the units were typed.
 */
export function combatSlips(input: CombatInput, plan: Pick<CombatPlan, 'defenceTotal'>): Text[] {
  const out: Text[] = [];
  const defenderSide = other(input.attacker);
  const hexes: { hex: CombatHexInput; side: Side; where: Text }[] = [
    ...input.attackers.map((hex, i) => ({ hex, side: input.attacker, where: t(k('cpAttackHex'), { n: i + 1, label: hex.label || String(i + 1) }) })),
    { hex: input.defender, side: defenderSide, where: t(k('cpDefenceHex')) },
  ];
  const zeroCombat = input.defender.units.findIndex((u) => u.kind === 'combat' && u.cp === 0);
  if (plan.defenceTotal === 0 && zeroCombat >= 0) {
    out.push(t(k('slip.zeroDefence'), { unit: unitLabel(input.defender.units[zeroCombat], zeroCombat, t(k('cpDefenceHex'))) }));
  }
  for (const { hex, side, where } of hexes) {
    hex.units.forEach((u, n) => {
      const unit = unitLabel(u, n, where);
      if (side === 'soviet') {
        const marks: Text[] = [
          ...(u.german ? [t('armir.ui.flag.german')] : []),
          ...(u.heavy ? [t('armir.ui.flag.heavy')] : []),
          ...(u.corps ? [t(k('slip.corpsMark'), { corps: u.corps })] : []),
        ];
        if (marks.length > 0) out.push(t(k('slip.axisMarks'), { unit, marks: listText(marks) }));
      } else if ((u.army ?? '').trim() !== '') {
        out.push(t(k('slip.sovietArmy'), { unit, army: (u.army ?? '').trim() }));
      }
    });
  }
  return out;
}

export function evaluateCombat(input: CombatInput, s: CombatMoment, ctx: RulesContext): Evaluation {
  const plan = planCombat(input, s, ctx);
  // 12, 13: out of the attacker's own phase nothing is asked — no die — and the calculator says why, with the rule.
  const closed = combatClosed(input, s);
  if (closed)
    return {
      ...blocked(
        [],
        plan.derivation.filter((x) => x.key !== closed.text.key),
      ),
      closed,
    };
  if (plan.errors.length > 0) return blocked(plan.errors, plan.derivation);
  const roll = crtQuestion(plan, ctx);
  return confirmFirst(
    {
      errors: [],
      derivation: plan.derivation,
      resolve: (answers) => resolveCombat(withRegisterMarkers(input, s).input, plan, roll, answers, s, ctx),
    },
    combatSlips(input, plan),
    '12.1',
  );
}

/** A share of the Axis steps lost: a corps, or units of no Italian corps. */
export type LossBucket = CorpsId | 'none';

/** Every way to share `n` steps among the buckets, in a stable order (the first bucket first). */
export function lossSplits(n: number, buckets: LossBucket[]): Record<string, number>[] {
  if (buckets.length === 0) return [];
  if (buckets.length === 1) return [{ [buckets[0]]: n }];
  const out: Record<string, number>[] = [];
  for (let k = n; k >= 0; k--) for (const rest of lossSplits(n - k, buckets.slice(1))) out.push({ [buckets[0]]: k, ...rest });
  return out;
}

/** The option id of a share: "CA=1,II=0". */
function splitId(split: Record<string, number>): string {
  return Object.entries(split)
    .map(([b, n]) => `${b}=${n}`)
    .join(',');
}

function splitLabel(split: Record<string, number>): Text {
  const list = Object.entries(split)
    .filter(([b, n]) => b !== 'none' && n > 0)
    .map(([b, n]) => `${b} ${n}`)
    .join(', ');
  const none = split.none ?? 0;
  if (none > 0) return list ? t(k('corpsSplitNone'), { list, n: none }) : t(k('corpsOnlyNone'), { n: none });
  return t(k('corpsSplit'), { list });
}

/** The corps the Axis side's units belong to (17.1.1), plus 'none' for untagged units. */
export function axisBuckets(units: CombatUnitInput[]): LossBucket[] {
  const tagged = CORPS_IDS.filter((c) => units.some((u) => u.corps === c));
  if (tagged.length === 0) return [];
  return units.some((u) => !u.corps) ? [...tagged, 'none'] : tagged;
}

function resolveCombat(input: CombatInput, plan: CombatPlan, roll: RollQuestion, answers: Answers, s: CombatMoment, ctx: RulesContext): Resolution {
  const d: Derivation = [];
  const rolled = answers.rolls[roll.id];
  if (!rolled) return { derivation: d, next: roll, events: [] };
  const die = rolled.faces[0];
  const total = die + plan.drm;
  const rowTotal = crtRowTotal(total, ctx);
  d.push(step(plan.drm ? k('rolledDrm') : k('rolled'), { die, drm: plan.drm, total }, plan.drm ? '12.1.1' : '12.1'));
  if (rowTotal !== total) d.push(step(k('row7Clamp'), { row: rowTotal }, '12.1.1'));
  const read = readCell(ctx, answers, CRT_ID, plan.column, rowTotal);
  if (!read.known) return { derivation: d, next: read.question, events: [] };
  const look = read.lookup;
  const cellText = read.text;
  const cell = parseCrtCell(cellText);
  if (!cell) {
    d.push(step(k('badCell'), { cell: cellText }, '12.2', 'error'));
    return { derivation: d, next: read.question, events: [] };
  }
  const fromExample = !read.typed && look.prefilledBy;
  d.push(
    step(
      fromExample ? k('cellPrefilled') : k('cell'),
      { col: plan.column, row: look.row, cell: cellText, rule: look.prefilledBy ?? '' },
      fromExample ? look.prefilledBy : '12.2',
      'result',
    ),
  );
  const net = netLosses(cell, plan.stronghold, ctx);
  if (plan.stronghold) {
    if (cell.defender >= 2 && net.defender < cell.defender) d.push(step(k('strongholdIgnored'), { from: cell.defender, to: net.defender }, '14.3'));
    if (net.attacker > cell.attacker) d.push(step(k('strongholdExtra'), { from: cell.attacker, to: net.attacker }, '14.3'));
  }
  const defenderSide = other(input.attacker);
  // The players' choices: the 12.3 retreat, then the corps that lost the steps (17.1.1).
  let retreat = false;
  let defSteps = net.defender;
  if (net.defender >= 1) {
    if (plan.mandatoryRetreat) {
      retreat = true;
      defSteps = net.defender - 1;
      d.push(step(k('mandatoryRetreat'), { steps: defSteps }, '12.3.2', 'warning'));
    } else {
      const q = choiceQuestion(
        'retreat',
        t(k('chooseRetreat'), { steps: net.defender }),
        [
          { id: 'stay', label: t(k('choiceStay'), { steps: net.defender }), rule: '12.3' },
          { id: 'retreat', label: t(k('choiceRetreat'), { steps: net.defender - 1 }), rule: '12.3' },
        ],
        '12.3',
      );
      const pick = chosen(answers, q);
      if (!pick) return { derivation: d, next: q, events: [] };
      retreat = pick === 'retreat';
      defSteps = retreat ? net.defender - 1 : net.defender;
    }
  }
  // Objective 3 (17.1.1): the Axis steps lost count for the corps their units belong to.
  const axisLoss = input.attacker === 'axis' ? net.attacker : defSteps;
  const axisUnits = input.attacker === 'axis' ? input.attackers.flatMap((h) => h.units) : input.defender.units;
  const buckets = axisBuckets(axisUnits);
  let corpsLosses: Partial<Record<CorpsId, number>> | undefined;
  if (axisLoss > 0 && buckets.length > 0) {
    let split: Record<string, number> = { [buckets[0]]: axisLoss };
    if (buckets.length > 1) {
      const splits = lossSplits(axisLoss, buckets);
      const q = choiceQuestion(
        'corps',
        t(k('chooseCorps'), { n: axisLoss }),
        splits.map((sp) => ({ id: splitId(sp), label: splitLabel(sp), rule: '17.1.1' })),
        '17.1.1',
      );
      const pick = chosen(answers, q);
      if (!pick) return { derivation: d, next: q, events: [] };
      split = splits.find((sp) => splitId(sp) === pick) ?? split;
    }
    const entries = Object.entries(split).filter(([b, n]) => b !== 'none' && n > 0) as [CorpsId, number][];
    if (entries.length > 0) corpsLosses = Object.fromEntries(entries);
  }
  d.push(
    step(
      k('losses'),
      { attacker: { key: `armir.side.${input.attacker}` }, a: net.attacker, defender: { key: `armir.side.${defenderSide}` }, d: defSteps },
      '12.2',
      'result',
    ),
  );
  if (corpsLosses) {
    for (const [c, n] of Object.entries(corpsLosses)) d.push(step(k('corpsLoss'), { corps: c, n }, '17.1.1'));
  }
  if (retreat) d.push(step(k('retreatHex'), undefined, '12.3.1'));
  if (net.attacker + defSteps > 0) d.push(step(k('allocation'), undefined, '12.2.1'));
  const sovietLosses = input.attacker === 'soviet' ? net.attacker : defSteps;
  if (plan.heavyInCombat && sovietLosses >= 1) d.push(step(k('heavyFirstLoss'), undefined, '12.2.2'));
  if (input.mode === 'overrun') {
    // 13.2: a retreat empties the hex, so the overrun succeeded; no loss and no retreat means it
    // failed; with steps lost only the map says whether the hex is empty.
    if (retreat) d.push(step(k('overrunSuccess'), undefined, '13.2', 'result'));
    else if (defSteps === 0) d.push(step(k('overrunFailed'), undefined, '13.2', 'result'));
    else d.push(step(k('overrunResult'), undefined, '13.2'));
  } else if (retreat || defSteps > 0) d.push(step(k('advance'), undefined, '12.4'));
  const events: GameEvent[] = [
    ev('armir/combat', {
      mode: input.mode,
      attacker: input.attacker,
      column: plan.column,
      die,
      total,
      cell: cellText,
      attackerLoss: net.attacker,
      defenderLoss: defSteps,
      retreat,
      paSpent: plan.paSpent,
      defenderLabel: input.defender.label || undefined,
      ...(corpsLosses ? { corpsLosses } : {}),
    }),
  ];
  // 5.5, 15.1: a stronghold is taken when Soviet units enter it (14.3.1: it stays on the map).
  const entered = strongholdEntry(input, { retreat, defenderLoss: defSteps });
  if (entered) {
    const xxiv = entered === 'CA' || entered === 'II';
    d.push(step(k(xxiv ? 'strongholdEnterXxiv' : 'strongholdEnter'), { corps: entered }, xxiv ? '15.1' : '5.5'));
  }
  if (plan.paSpent > 0) d.push(step(k('paSpent'), { n: plan.paSpent }, '10.1.4'));
  if (entered && !s.corps?.[entered].strongholdLost) {
    // 12.4: the attacker advances (or not) at once; if Soviet units entered, the stronghold is lost (5.5).
    const q = choiceQuestion(
      'entered',
      t(k('enteredAsk')),
      [
        { id: 'yes', label: t(k('enteredYes'), { corps: entered }), rule: '5.5' },
        { id: 'no', label: t(k('enteredNo')), rule: '12.4' },
      ],
      '5.5',
    );
    const pick = chosen(answers, q);
    if (!pick) return { derivation: d, next: q, events: [] };
    if (pick === 'yes') {
      d.push(step(k('enteredResult'), { corps: entered }, '5.5', 'result'));
      events.push(ev('armir/stronghold-lost', { corps: entered }));
    }
  }
  return { derivation: d, events };
}

/**
 * 5.5, 15.1: the corps whose stronghold Soviet units may enter after this combat: a Soviet
 * attack on a stronghold hex (its corps named) that the defender left or lost steps in.
 */
export function strongholdEntry(
  input: Pick<CombatInput, 'attacker' | 'strongholdHex' | 'strongholdCorps'>,
  result: { retreat: boolean; defenderLoss: number },
): CorpsId | null {
  if (input.attacker !== 'soviet' || !input.strongholdHex || !input.strongholdCorps) return null;
  return result.retreat || result.defenderLoss > 0 ? input.strongholdCorps : null;
}

// ---------------------------------------------------------------------------
// TeM combat (16.3.1-16.3.2): all units in the Soviet box attack the garrison.
// ---------------------------------------------------------------------------

export function evaluateTemCombat(s: ArmirState, ctx: RulesContext): Evaluation {
  const d: Derivation = [];
  const errors: Text[] = [];
  const units = s.tem.units;
  if (units.length === 0) errors.push(t('armir.tem.err.noUnits'));
  if (s.tem.garrison <= 0 || s.tem.capturedOnTurn !== null) errors.push(t('armir.tem.err.captured'));
  // One group (16.3.3): OOS units halved in attack (8.3), summed, then rounded up (1.4).
  let h = 0;
  const parts: string[] = [];
  for (const u of units) {
    h += u.oos ? u.cp : u.cp * 2;
    parts.push(u.oos ? `${u.cp}÷2 [OOS]` : String(u.cp));
  }
  const A = Math.ceil(h / 2);
  const D = s.tem.garrison;
  d.push(step('armir.tem.attack', { parts: parts.join(' + ') || '0', exact: halves(h), value: A }, '16.3.2'));
  d.push(step('armir.tem.defence', { value: D }, '16.3.2'));
  const columns = ctx.charts.columns(CRT_ID);
  const oc = oddsColumn(A, D, columns);
  if (D > 0) d.push(step(k('ratio'), { a: A, d: D, ratio: oc.ratio }, '12.1'));
  d.push(step(oc.aboveLast ? k('aboveLast') : oc.belowFirst ? k('belowFirst') : k('column'), { col: oc.column }, '12.1'));
  d.push(step('armir.tem.noShifts', undefined, '16.3.2'));
  if (A <= 0 && errors.length === 0) errors.push(t(k('err.zeroAttack')));
  if (errors.length > 0) return blocked(errors, d);
  const classify = (total: number) => {
    const look = ctx.charts.lookup(CRT_ID, oc.column, total);
    const v = look.value;
    const c = v ? parseCrtCell(v) : null;
    if (!v || !c) return unknownRowOutcome(look.row);
    return { id: `cell:${v}`, label: t(k('outcome'), { cell: v }), tone: (c.defender >= D ? 'good' : 'neutral') as Outcome['tone'] };
  };
  const roll = rollQuestion('roll', d6(t('armir.tem.roll'), '16.3.2'), (faces) => classify(faces[0]), outcomesOf(dieDist(6), classify));
  return {
    errors,
    derivation: d,
    resolve(answers) {
      const rolled = answers.rolls[roll.id];
      if (!rolled) return { derivation: [], next: roll, events: [] };
      const die = rolled.faces[0];
      const out: Derivation = [step(k('rolled'), { die, drm: 0, total: die }, '16.3.2')];
      const read = readCell(ctx, answers, CRT_ID, oc.column, die);
      if (!read.known) return { derivation: out, next: read.question, events: [] };
      const cellText = read.text;
      const cell = parseCrtCell(cellText);
      if (!cell) {
        out.push(step(k('badCell'), { cell: cellText }, '12.2', 'error'));
        return { derivation: out, next: read.question, events: [] };
      }
      const garrison = Math.max(0, D - cell.defender);
      out.push(step(k('cell'), { col: oc.column, row: read.lookup.row, cell: cellText, rule: '' }, '12.2', 'result'));
      out.push(step('armir.tem.result', { a: cell.attacker, from: D, to: garrison }, '16.3.2', 'result'));
      if (garrison === 0) out.push(step('armir.tem.captured', undefined, '16.3.2', 'result'));
      else out.push(step('armir.tem.again', undefined, '16.3.2'));
      return {
        derivation: out,
        events: [ev('armir/tem-combat', { die, column: oc.column, cell: cellText, attackerLoss: cell.attacker, defenderLoss: cell.defender })],
      };
    },
  };
}
