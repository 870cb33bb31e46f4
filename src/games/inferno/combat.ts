/**
 * The five-phase combat of Inferno sugli Altipiani (7.0–9.4), as a pure calculator: from the
 * units and the facts only the map shows (typed by the players) to an Evaluation with the
 * whole derivation, the exact odds of every outcome from the entered charts, and the events.
 */
import type { Answers, Derivation, Evaluation, GameEvent, Outcome, Resolution, RollQuestion, RollSpec, RulesContext, Text } from '@/engine/types';
import { blocked, choiceQuestion, chosen, confirmFirst, listText, oddsColumn, outcomesOfRolls, readCell, rollQuestion, signed, step, t } from '@/engine';
import type { SideId, SupplyState, UnitKind } from './state';
import { STACKING, STACK_COLUMN, TDP, TDP_LARGE, TDP_SMALL, TRC, parseTdpCell, parseTrcCell, terrainRow, type Terrain, type TrcHalf } from './charts';
import { applyReductions, artilleryDrm, earnsReplacement, legalDistributions, supplyPenalty, type Absorber } from './rules';

/** A unit as the calculator sees it: from the roster, or typed on the spot. */
export interface CombatUnit {
  /** Stable key within this combat. */
  key: string;
  /** The roster unit, when picked from the roster. */
  unitId?: string;
  name: string;
  side: SideId;
  /** Corps number, '' = independent (7.2, 7.4). */
  corps: string;
  kind: UnitKind;
  /** Printed values of the side the counter shows now. */
  attack: number;
  defence: number;
  artillery: number;
  /** Steps left now (2.5). */
  steps: number;
  /** Efficiency marker 0..2 (10.1). */
  efficiency: number;
  supply: SupplyState;
  /** Artillery on its "In Mov" side (12.3). */
  inMov?: boolean;
  /** 12.4 in force for it now. */
  frozen?: boolean;
  /** 7.0: already attacked / was attacked this Combat Phase. */
  alreadyAttacked?: boolean;
  alreadyDefended?: boolean;
  /** Attacker: the attacking hex it attacks from, 1-based (7.8). */
  hex?: number;
  /** 7.8: an attacker higher than the defender's hex / a defender higher than all the attackers. */
  higher?: boolean;
  /** Defender: held back by the defender's choice (7.4, 7.7). */
  heldBack?: boolean;
  /** Stands for a whole stack typed as totals (quick calculator): any number of steps. */
  stack?: boolean;
}

export interface AttackHex {
  /** 7.8: attacking uphill across the hexside. */
  uphill: boolean;
  /** 7.8: attacking across a torrent. */
  torrent: boolean;
}

export interface CombatInput {
  turn: number;
  attackerSide: SideId;
  /** The attacking combat units (8.1). */
  attackers: CombatUnit[];
  /** Artillery (and forts) supporting the attack (12.3, 12.2). */
  attackSupport: CombatUnit[];
  /** Every unit in the defending hex, artillery included (7.3). */
  defenders: CombatUnit[];
  /** Adjacent artillery (and forts) supporting the defence (12.3). */
  defenceSupport: CombatUnit[];
  /** The attacking hexes, index = hex − 1. */
  hexes: AttackHex[];
  /** The defender's hex terrain (7.8, 12.1). */
  terrain: Terrain;
  /** The defender hex's stacking limit when the stacking chart lacks it (7.8). */
  stackLimit: number | null;
  /** False to skip the 7.8 step cap (totals typed on the spot). */
  checkStacking?: boolean;
  /** 7.9.2: the defender is on a map-edge hex. */
  mapEdge: boolean;
  /** 7.9 checklist. */
  flank: { fiveHexes: boolean; noFriendly: boolean };
  /** 9.2.1, 9.4.1(4): a side failed a retreat priority or could not retreat (+2). */
  retreatFail: { attacker: boolean; defender: boolean };
  /** 15.2 earned. */
  defensiveAbility: boolean;
  /** Whether the defenders' heldBack flags are the defender's choice (else the app proposes). */
  heldBackChosen: boolean;
}

export interface UnitStrength {
  key: string;
  value: number;
  mods: Text[];
}

/** Everything computed before the roll. */
export interface CombatAnalysis {
  errors: Text[];
  derivation: Derivation;
  /** The 7.5 case: every defending combat unit at zero or less, eliminated with no roll. */
  autoEliminate: boolean;
  /** Inputs that look like a slip, confirmed by the players before anything is rolled. */
  slips: Text[];
  attackStrength: number;
  defenceStrength: number;
  participants: CombatUnit[];
  heldBack: CombatUnit[];
  vaAttack: number;
  vaDefence: number;
  flanked: boolean;
  column: string;
  ratioText: string;
  /** 8.2, 9.4.1(5): +1 for the defender per ratio beyond 4:1. */
  extraRatioDrm: number;
  intensity: 'small' | 'large';
  steps: number;
  /** Loss-table DRMs before the TRC result. */
  drm: { attacker: number; defender: number };
}

const TERRAIN_LABEL = (tr: Terrain): Text => t(`inferno.terrain.${tr}`);

function isArtilleryKind(k: UnitKind): boolean {
  return k === 'artillery' || k === 'heavyArtillery';
}

function isCombat(u: CombatUnit): boolean {
  return !isArtilleryKind(u.kind) && u.defence >= 1;
}

/** 7.2: all of one Corps plus two others, or three independent units. */
export function attackCommandLegal(units: { corps: string }[]): boolean {
  return units.length <= 3 || units.length - largestCorps(units) <= 2;
}

/** 7.4: all of one Corps plus one other, or two independent / different-Corps units. */
export function defenceCommandLegal(units: { corps: string }[]): boolean {
  return units.length <= 2 || units.length - largestCorps(units) <= 1;
}

/** The largest number of defenders 7.4 allows out of these (the defender may not hold back more, A15). */
export function defenceCommandMax(units: { corps: string }[]): number {
  return Math.min(units.length, Math.max(2, largestCorps(units) + 1));
}

function largestCorps(units: { corps: string }[]): number {
  const n = new Map<string, number>();
  for (const u of units) if (u.corps.trim() !== '') n.set(u.corps.trim(), (n.get(u.corps.trim()) ?? 0) + 1);
  return Math.max(0, ...n.values());
}

/**
 * 7.4: a legal defending force of the largest size, proposing the strongest: all units of
 * the largest Corps plus the strongest other, or the two strongest.
 */
export function proposeDefenders<U extends { corps: string }>(units: U[], strength: (u: U) => number): U[] {
  const max = defenceCommandMax(units);
  if (units.length <= max) return [...units];
  const byStrength = [...units].sort((a, b) => strength(b) - strength(a));
  let best: U[] = byStrength.slice(0, 2);
  const total = (us: U[]): number => us.reduce((s, u) => s + strength(u), 0);
  const corpsIds = new Set(units.map((u) => u.corps.trim()).filter((c) => c !== ''));
  for (const c of corpsIds) {
    const members = units.filter((u) => u.corps.trim() === c);
    const other = byStrength.find((u) => u.corps.trim() !== c);
    const set = other ? [...members, other] : members;
    if (set.length > best.length || (set.length === best.length && total(set) > total(best))) best = set;
  }
  return units.filter((u) => best.includes(u));
}

/** 7.8 (A6 setting): a unit's artillery value in this combat. OOS: 0 (11.1, A8). */
export function artilleryValue(u: CombatUnit, zeroWithBonus: 'one' | 'two'): number {
  if (u.supply === 'out') return 0;
  if (!u.higher) return u.artillery;
  if (u.artillery <= 0) return zeroWithBonus === 'one' ? 1 : 2;
  return u.artillery + 1;
}

/** A printed strength less the unit's efficiency markers (EdC) and its supply penalty (11.1), each worded in `mods`. */
function lessEfficiencyAndSupply(u: CombatUnit, printed: number, mods: Text[]): number {
  let v = printed;
  if (u.efficiency > 0) {
    v -= u.efficiency;
    mods.push(t('inferno.m.eff', { n: signed(-u.efficiency) }));
  }
  const sp = supplyPenalty(u.supply);
  if (sp > 0) {
    v -= sp;
    mods.push(t(u.supply === 'low' ? 'inferno.m.ls' : 'inferno.m.oos', { n: signed(-sp) }));
  }
  return v;
}

/** 12.1: +1 for mountain infantry where the combat counts it (worded in `mods`); 0 otherwise. */
function mountainBonus(u: CombatUnit, mountain: boolean, mods: Text[]): number {
  if (!(mountain && u.kind === 'mountain')) return 0;
  mods.push(t('inferno.m.mountain'));
  return 1;
}

function unitAttack(u: CombatUnit, hex: AttackHex | undefined, mountain: boolean): UnitStrength {
  const mods: Text[] = [];
  let v = lessEfficiencyAndSupply(u, u.attack, mods);
  // 7.8: uphill −1, torrent −1, never more than −1 from terrain (per unit, A43).
  const terr = Math.min(1, (hex?.uphill ? 1 : 0) + (hex?.torrent ? 1 : 0));
  if (terr > 0) {
    v -= terr;
    mods.push(t(hex?.uphill && hex?.torrent ? 'inferno.m.terrainCap' : hex?.uphill ? 'inferno.m.uphill' : 'inferno.m.torrent'));
  }
  v += mountainBonus(u, mountain, mods);
  return { key: u.key, value: v, mods };
}

function unitDefence(u: CombatUnit, mountain: boolean, ida: boolean): UnitStrength {
  const mods: Text[] = [];
  let v = lessEfficiencyAndSupply(u, u.defence, mods);
  v += mountainBonus(u, mountain, mods);
  if (ida && u.side === 'it') {
    v += 1;
    mods.push(t('inferno.m.ida'));
  }
  return { key: u.key, value: v, mods };
}

function validUnit(u: CombatUnit): boolean {
  const ok = (n: number, min: number, max: number): boolean => Number.isInteger(n) && n >= min && n <= max;
  return (
    ok(u.attack, 0, 99) &&
    ok(u.defence, 0, 99) &&
    ok(u.artillery, 0, 99) &&
    ok(u.efficiency, 0, 2) &&
    (isArtilleryKind(u.kind) || ok(u.steps, 1, u.stack ? 99 : 2))
  );
}

/** Phases One and Two plus the loss-table DRMs known before the roll (7.0–8.2, 8.4, 9.4.1). */
export function analyseCombat(input: CombatInput, ctx: RulesContext): CombatAnalysis {
  const errors: Text[] = [];
  const d: Derivation = [];
  const set = ctx.settings;
  const zeroWithBonus = set.vaZeroAltitude === 'two' ? 'two' : 'one';
  const res: CombatAnalysis = {
    errors,
    derivation: d,
    autoEliminate: false,
    slips: [],
    attackStrength: 0,
    defenceStrength: 0,
    participants: [],
    heldBack: [],
    vaAttack: 0,
    vaDefence: 0,
    flanked: false,
    column: '',
    ratioText: '',
    extraRatioDrm: 0,
    intensity: 'small',
    steps: 0,
    drm: { attacker: 0, defender: 0 },
  };
  const defenderSide: SideId = input.attackerSide === 'ah' ? 'it' : 'ah';

  for (const u of [...input.attackers, ...input.defenders, ...input.attackSupport, ...input.defenceSupport]) {
    if (!validUnit(u)) errors.push(t('inferno.combat.badUnit', { name: u.name || '?' }));
  }
  const attackers = input.attackers;
  const defCombat = input.defenders.filter(isCombat);
  if (attackers.length === 0) errors.push(t('inferno.combat.noAttackers'));
  if (defCombat.length === 0) errors.push(t('inferno.combat.noDefenders'));
  if (errors.length > 0) return res;

  d.push(step('inferno.combat.phase1', undefined, '8.1', 'info'));
  res.slips.push(...otherSideSlips(input));

  // 7.0: once per Combat Phase.
  for (const u of attackers) if (u.alreadyAttacked) d.push(step('inferno.combat.alreadyAttacked', { name: u.name }, '7.0', 'warning'));
  for (const u of defCombat) if (u.alreadyDefended) d.push(step('inferno.combat.alreadyDefended', { name: u.name }, '7.0', 'warning'));

  // 12.4: frozen Italian units may not attack on turns 1–2, nor their artillery support an attack (A30).
  for (const u of [...attackers, ...input.attackSupport]) {
    if (u.frozen && input.turn <= 2) errors.push(t('inferno.combat.frozen', { name: u.name }));
  }

  // 7.2: attacker's command limits.
  if (!attackCommandLegal(attackers)) {
    const excess = attackers.length - Math.max(3, largestCorps(attackers) + 2);
    errors.push(t('inferno.combat.attackCommand', { n: attackers.length, drop: excess }));
  } else {
    d.push(step('inferno.combat.attackCommandOk', { n: attackers.length }, '7.2'));
  }

  // 12.1: mountain infantry +1 in (High) Mountain when the other side has none in the combat (A44).
  const mountainTerrain = input.terrain === 'mountain' || input.terrain === 'highMountain';
  const ida = input.defensiveAbility;

  // Defenders first: 7.5 zero strength, then 7.4 command limits.
  const attMountain = attackers.some((u) => u.kind === 'mountain');
  const zeroDef = (u: CombatUnit): boolean => {
    const s = unitDefence(u, mountainTerrain && !attMountain, ida).value;
    return s <= 0;
  };
  const zero = defCombat.filter(zeroDef);
  // A defender printed with a defence but brought to zero by its markers: worth a second look.
  for (const u of zero) {
    if (u.defence <= 0) continue;
    const markers = [
      ...(u.efficiency > 0 ? [t('inferno.ui.effChip', { n: u.efficiency })] : []),
      ...(u.supply !== 'supplied' ? [t(`inferno.supply.${u.supply}`)] : []),
    ];
    res.slips.push(t('inferno.slip.zeroFromMarkers', { name: u.name, printed: u.defence, markers: listText(markers) }));
  }
  const alive = defCombat.filter((u) => !zeroDef(u));
  if (alive.length === 0) {
    // 7.5: the only units in the hex, at zero or less: eliminated if attacked, no roll (A17).
    res.autoEliminate = true;
    res.participants = defCombat;
    d.push(step('inferno.combat.zeroAll', { n: defCombat.length }, '7.5', 'result'));
    return res;
  }
  for (const u of zero) d.push(step('inferno.combat.zeroHeld', { name: u.name }, '7.5', 'warning'));

  const fortsCount = set.fortsInCommand !== false;
  const commandPool = alive.filter((u) => fortsCount || u.kind !== 'fort');
  const alwaysIn = alive.filter((u) => !commandPool.includes(u));
  const maxDef = defenceCommandMax(commandPool);
  let chosen: CombatUnit[];
  if (input.heldBackChosen) {
    chosen = commandPool.filter((u) => !u.heldBack);
    if (!defenceCommandLegal(chosen) || chosen.length !== maxDef) {
      errors.push(t('inferno.combat.defenceCommand', { n: commandPool.length, max: maxDef }));
    }
  } else {
    chosen = proposeDefenders(commandPool, (u) => unitDefence(u, mountainTerrain && !attMountain, ida).value);
  }
  const participantsDef = [...chosen, ...alwaysIn];
  const heldDef = [...zero, ...commandPool.filter((u) => !chosen.includes(u))];
  res.heldBack = heldDef;
  if (commandPool.length > maxDef || heldDef.length > zero.length) {
    for (const u of commandPool.filter((x) => !chosen.includes(x))) {
      d.push(step(input.heldBackChosen ? 'inferno.combat.heldBack' : 'inferno.combat.heldBackProposed', { name: u.name }, '7.4', 'warning'));
    }
  } else {
    d.push(step('inferno.combat.defenceCommandOk', { n: participantsDef.length }, '7.4'));
  }

  const defMountain = participantsDef.some((u) => u.kind === 'mountain');
  const mtnAtt = mountainTerrain && !defMountain;
  const mtnDef = mountainTerrain && !attMountain;
  if (mountainTerrain && (attMountain || defMountain)) {
    d.push(step(mtnAtt || mtnDef ? 'inferno.combat.mountainBonus' : 'inferno.combat.mountainBoth', { terrain: TERRAIN_LABEL(input.terrain) }, '12.1'));
  }

  // Attack strengths (8.1 with 10.1, 11.1, 7.8, 12.1).
  let A = 0;
  for (const u of attackers) {
    const hex = input.hexes[(u.hex ?? 1) - 1];
    const s = unitAttack(u, hex, mtnAtt);
    d.push(step('inferno.combat.unitAttack', { name: u.name, printed: u.attack, mods: listText(s.mods, t('inferno.m.none')), value: s.value }, '8.1'));
    // 7.5: a unit at zero or less cannot attack.
    if (s.value <= 0) errors.push(t('inferno.combat.zeroAttack', { name: u.name, value: s.value }));
    A += Math.max(0, s.value);
  }
  let D = 0;
  for (const u of participantsDef) {
    const s = unitDefence(u, mtnDef, ida);
    d.push(step('inferno.combat.unitDefence', { name: u.name, printed: u.defence, mods: listText(s.mods, t('inferno.m.none')), value: s.value }, '8.1'));
    D += s.value;
  }
  res.attackStrength = A;
  res.defenceStrength = D;
  res.participants = [...attackers, ...participantsDef];

  // 7.8: steps per attacking hex no more than the defender hex's stacking limit.
  const lk = ctx.charts.lookup(STACKING, STACK_COLUMN, terrainRow(input.terrain));
  const limit = lk.value !== undefined ? Number(lk.value) : input.stackLimit;
  if (input.checkStacking === false) {
    // Totals typed on the spot: the players checked 7.8 themselves.
  } else if (limit === null || !Number.isFinite(limit)) {
    d.push(step('inferno.combat.stackUnknown', { terrain: TERRAIN_LABEL(input.terrain) }, '7.8', 'warning'));
  } else {
    d.push(step('inferno.combat.stackLimit', { terrain: TERRAIN_LABEL(input.terrain), limit, rule: lk.prefilledBy ?? '5.1' }, '7.8'));
    const perHex = new Map<number, number>();
    for (const u of attackers) perHex.set(u.hex ?? 1, (perHex.get(u.hex ?? 1) ?? 0) + u.steps);
    for (const [hex, steps] of [...perHex.entries()].sort((a, b) => a[0] - b[0])) {
      if (steps > limit) errors.push(t('inferno.combat.stackExceeded', { hex, steps, limit }));
    }
  }

  // Artillery values (7.6, 7.8, 11.1, 12.2, 12.3); fixed at declaration (A38).
  const vaParts = (units: CombatUnit[], role: 'attack' | 'defence'): { total: number; parts: string[] } => {
    let total = 0;
    const parts: string[] = [];
    for (const u of units) {
      if (isArtilleryKind(u.kind) && u.inMov) {
        d.push(step('inferno.combat.inMov', { name: u.name }, '12.3', 'warning'));
        continue;
      }
      if (role === 'defence' && u.kind === 'heavyArtillery') {
        d.push(step('inferno.combat.heavyDefence', { name: u.name }, '12.3', 'warning'));
        continue;
      }
      if (role === 'attack' && u.frozen && input.turn <= 2) continue;
      const v = artilleryValue(u, zeroWithBonus);
      if (v === 0) continue;
      total += v;
      parts.push(`${u.name} ${v}`);
    }
    return { total, parts };
  };
  const attVa = vaParts([...attackers, ...input.attackSupport], 'attack');
  const defArtilleryInHex = input.defenders.filter((u) => isArtilleryKind(u.kind));
  const defVa = vaParts([...participantsDef, ...defArtilleryInHex, ...input.defenceSupport], 'defence');
  res.vaAttack = attVa.total;
  res.vaDefence = defVa.total;
  const attArtillerySupport = input.attackSupport.some((u) => (isArtilleryKind(u.kind) || u.kind === 'fort') && !u.inMov && !(u.frozen && input.turn <= 2));

  // 7.9 flank attack, 7.9.2 map edge, 12.2 forts, 12.4 turn-1 barrage.
  const fortInHex = input.defenders.some((u) => u.kind === 'fort');
  const barrage = input.turn === 1 && defenderSide === 'it' && attArtillerySupport;
  const overrides = set.barrageOverrides !== false;
  let flanked = false;
  if (barrage && (overrides || (!input.mapEdge && !fortInHex))) {
    flanked = true;
    d.push(step('inferno.combat.barrage', undefined, '12.4', 'result'));
  } else if (input.flank.fiveHexes && input.flank.noFriendly) {
    if (input.mapEdge) d.push(step('inferno.combat.flankEdge', undefined, '7.9.2', 'warning'));
    else if (fortInHex) d.push(step('inferno.combat.flankFort', undefined, '12.2', 'warning'));
    else {
      flanked = true;
      d.push(step('inferno.combat.flanked', undefined, '7.9', 'result'));
    }
  } else if (input.flank.fiveHexes && !input.flank.noFriendly) {
    d.push(step('inferno.combat.flankFriendly', undefined, '7.9', 'info'));
  }
  res.flanked = flanked;

  // Phase One: the ratio, rounded for the defender (8.1); Phase Two: shifts and limits (8.2).
  const columns = ctx.charts.columns(TRC);
  const last = columns.length - 1;
  const oc = oddsColumn(A, D, columns);
  res.ratioText = oc.ratioText;
  // Virtual columns beyond the chart (A1, A3): k:1 above 4:1 in whole steps, 1:n below 1:3.
  let idx = oc.index;
  let initialLabel = oc.column;
  if (oc.aboveLast) {
    const k = Math.floor(A / D);
    const lastOdds = /^(\d+):1$/.exec(columns[last]);
    const top = lastOdds ? Number(lastOdds[1]) : 4;
    idx = last + Math.max(0, k - top);
    initialLabel = `${Math.max(k, top)}:1`;
  } else if (oc.belowFirst) {
    const n = Math.ceil(D / Math.max(A, 1));
    idx = -Math.max(1, n - 3);
    initialLabel = A <= 0 ? '0' : `1:${n}`;
  }
  d.push(step('inferno.combat.ratio', { a: A, d: D, ratio: oc.ratio, column: initialLabel }, '8.1', 'info'));
  d.push(step('inferno.combat.phase2', undefined, '8.2', 'info'));

  let extra = 0;
  if (set.flankRescuesLowOdds === false && idx < 0) {
    errors.push(t('inferno.combat.belowOneThree', { column: initialLabel }));
  }
  if (set.flankOrder === 'capThenShift') {
    extra = Math.max(0, idx - last);
    idx = Math.min(idx, last);
    if (flanked) {
      const before = idx;
      idx = Math.min(last, idx + 2);
      d.push(step('inferno.combat.shift', { from: labelAt(columns, before), to: labelAt(columns, idx) }, '7.9.1'));
    }
  } else {
    if (flanked) {
      const before = idx;
      idx += 2;
      d.push(step('inferno.combat.shift', { from: labelAt(columns, before), to: labelAt(columns, idx) }, '7.9.1'));
    }
    extra = Math.max(0, idx - last);
    idx = Math.min(idx, last);
  }
  if (idx < 0) {
    if (set.flankRescuesLowOdds !== false) errors.push(t('inferno.combat.belowOneThree', { column: labelAt(columns, idx) }));
    return res;
  }
  res.column = columns[idx];
  res.extraRatioDrm = extra;
  if (extra > 0) d.push(step('inferno.combat.capped', { column: columns[last], extra }, '8.2', 'warning'));
  d.push(step('inferno.combat.finalColumn', { column: res.column }, '8.2', 'result'));

  // Phase Four (computed now, from the steps at declaration, A18): intensity.
  const steps = res.participants.reduce((s, u) => s + (isCombat(u) ? u.steps : 0), 0);
  res.steps = steps;
  res.intensity = steps <= 6 ? 'small' : 'large';
  d.push(step(res.intensity === 'small' ? 'inferno.combat.small' : 'inferno.combat.large', { steps }, '8.4'));

  // Loss-table DRMs known before the roll (9.4.1).
  const vaToDef = artilleryDrm(attVa.total);
  const vaToAtt = artilleryDrm(defVa.total);
  d.push(step('inferno.combat.vaAttack', { parts: attVa.parts.join(', ') || '—', total: attVa.total, drm: signed(vaToDef) }, '9.4.1'));
  d.push(step('inferno.combat.vaDefence', { parts: defVa.parts.join(', ') || '—', total: defVa.total, drm: signed(vaToAtt) }, '9.4.1'));
  let attDrm = vaToAtt;
  let defDrm = vaToDef;
  if (flanked) {
    defDrm += 2;
    d.push(step('inferno.combat.flankDrm', undefined, '9.4.1'));
  }
  if (extra > 0) {
    defDrm += extra;
    d.push(step('inferno.combat.ratioDrm', { n: signed(extra) }, '9.4.1'));
  }
  if (input.retreatFail.attacker) {
    attDrm += 2;
    d.push(step('inferno.combat.retreatDrm', { side: t(`inferno.sides.${input.attackerSide}`) }, '9.2.1'));
  }
  if (input.retreatFail.defender) {
    defDrm += 2;
    d.push(step('inferno.combat.retreatDrm', { side: t(`inferno.sides.${defenderSide}`) }, '9.2.1'));
  }
  res.drm = { attacker: attDrm, defender: defDrm };
  d.push(step('inferno.combat.drmBefore', { att: signed(attDrm), def: signed(defDrm) }, '9.4.1', 'info'));
  return res;
}

function labelAt(columns: string[], idx: number): string {
  const last = columns.length - 1;
  if (idx >= 0 && idx <= last) return columns[idx];
  if (idx > last) {
    const m = /^(\d+):1$/.exec(columns[last]);
    return `${(m ? Number(m[1]) : 4) + idx - last}:1`;
  }
  return `1:${3 - idx}`;
}

/** 8.3: the 3d6, two of one colour read on the TRC, the odd one on the TdP. */
export const combatRoll: RollSpec = {
  dice: [
    { kind: 'numbered', sides: 6, colour: 'white', label: { key: 'inferno.dice.trc' } },
    { kind: 'numbered', sides: 6, colour: 'white', label: { key: 'inferno.dice.trc' } },
    { kind: 'numbered', sides: 6, colour: 'red', label: { key: 'inferno.dice.tdp' } },
  ],
  label: { key: 'inferno.dice.combat' },
  rule: '8.3',
};

interface SideLoss {
  retreat: number;
  reductions: number | null;
}

function sideText(s: SideLoss): Text {
  const parts: Text[] = [];
  if (s.retreat > 0) parts.push(t('inferno.odds.retreat', { n: s.retreat }));
  if (s.reductions === null) parts.push(t('inferno.odds.tdpUnknown'));
  else if (s.reductions > 0) parts.push(t('inferno.odds.reductions', { n: s.reductions }));
  return parts.length === 0 ? t('inferno.odds.nothing') : listText(parts);
}

/** One side's reductions from the TdP (8.5), or null when the cell is not entered. */
function tdpReductions(ctx: RulesContext, column: string, total: number): number | null {
  const v = ctx.charts.lookup(TDP, column, total).value;
  if (v === undefined) return null;
  return parseTdpCell(v);
}

/** The exact odds of each outcome (retreats, reductions per side), over the 216 rolls (§16). */
function combatOdds(a: CombatAnalysis, ctx: RulesContext): Outcome[] {
  const tdpCol = a.intensity === 'small' ? TDP_SMALL : TDP_LARGE;
  return outcomesOfRolls(combatRoll, (faces) => classify(a, ctx, tdpCol, faces[0] + faces[1], faces[2]));
}

function classify(a: CombatAnalysis, ctx: RulesContext, tdpCol: string, pair: number, die: number): { id: string; label: Text; tone?: Outcome['tone'] } {
  const cell = ctx.charts.lookup(TRC, a.column, pair).value;
  const parsed = cell === undefined ? null : parseTrcCell(cell);
  if (!parsed) {
    // The TRC is not entered at this row: the row itself is the outcome (DESIGN.md "Charts").
    return { id: `row-${pair}`, label: t('inferno.odds.row', { row: pair, column: a.column }), tone: 'unknown' };
  }
  const att: SideLoss = {
    retreat: parsed.attacker.retreat,
    reductions: tdpReductions(ctx, tdpCol, die + a.drm.attacker + parsed.attacker.drm),
  };
  const def: SideLoss = {
    retreat: parsed.defender.retreat,
    reductions: tdpReductions(ctx, tdpCol, die + a.drm.defender + parsed.defender.drm),
  };
  const id = `a${att.retreat}.${att.reductions ?? '?'}|d${def.retreat}.${def.reductions ?? '?'}`;
  let tone: Outcome['tone'] = 'neutral';
  if (att.reductions === null || def.reductions === null) tone = 'unknown';
  else {
    const score = def.reductions - att.reductions + (def.retreat > 0 ? 1 : 0) - (att.retreat > 0 ? 1 : 0);
    tone = score > 0 ? 'good' : score < 0 ? 'bad' : 'neutral';
  }
  return { id, label: t('inferno.odds.outcome', { att: sideText(att), def: sideText(def) }), tone };
}

/** The payload of the 'inferno/combat' event. */
export interface CombatEventPayload {
  attackerSide: SideId;
  column: string;
  faces: number[];
  trc: string;
  /** Roster units that attacked (7.0). */
  attackers: string[];
  /** Roster units in the defended hex, held back included (7.0, A40; releases 12.4). */
  defenders: string[];
  /** Roster units removed outright: 7.5 zero defence, artillery or forts forced to retreat (12.2, 12.3). */
  eliminated: string[];
  /** Efficiency reductions for roster units (9.4.2). */
  reductions: { unitId: string; count: number }[];
  /** Step losses of units typed on the spot, for VP and RP (14.0, 15.1). */
  typedLosses: { side: SideId; steps: number; replacementSteps: number; eliminatedSteps: number }[];
  attackerReductions: number;
  defenderReductions: number;
  /** Roster units that took the 9.2.3 watercourse reduction (already counted in `reductions`). */
  watercourse?: string[];
}

/** "Ivrea 2 (−2), Lambro 1 (eliminated)" for a 9.4.2 distribution. */
function distText(units: CombatUnit[], counts: number[], absorber: (u: CombatUnit) => Absorber): Text {
  const parts: Text[] = [];
  units.forEach((u, i) => {
    const n = counts[i] ?? 0;
    if (n === 0) return;
    const ab = absorber(u);
    const r = applyReductions(ab.efficiency, ab.steps, n);
    const effect = r.eliminated
      ? t('inferno.combat.distElim')
      : r.stepsLost > 0
        ? t('inferno.combat.distStep', { eff: signed(-r.efficiency) })
        : t('inferno.combat.distEff', { eff: r.efficiency });
    parts.push(t('inferno.combat.distPart', { name: u.name, n, effect }));
  });
  return listText(parts);
}

/** The values a typed unit shares with a unit: everything the counter and its markers say. */
const valuesOf = (u: CombatUnit): string => JSON.stringify([u.kind, u.attack, u.defence, u.artillery, u.steps, u.efficiency, u.supply]);

/**
 * A unit typed on the spot with exactly the values of a unit on the other side of this
 * combat (efficiency and supply included): most likely typed from the wrong counter.
 */
function otherSideSlips(input: CombatInput): Text[] {
  const att = [...input.attackers, ...input.attackSupport].filter((u) => !u.stack);
  const def = [...input.defenders, ...input.defenceSupport].filter((u) => !u.stack);
  const out: Text[] = [];
  const seen = new Set<string>();
  for (const [mine, theirs] of [
    [att, def],
    [def, att],
  ] as const) {
    for (const u of mine) {
      if (u.unitId) continue;
      const twin = theirs.find((o) => valuesOf(o) === valuesOf(u));
      if (!twin || seen.has(`${twin.key}|${u.key}`)) continue;
      seen.add(`${u.key}|${twin.key}`);
      out.push(t('inferno.slip.otherSide', { name: u.name, other: twin.name }));
    }
  }
  return out;
}

/** The whole combat as a card's Evaluation: inputs that look like a slip are confirmed before anything is rolled. */
export function evaluateCombat(input: CombatInput, ctx: RulesContext): Evaluation {
  const a = analyseCombat(input, ctx);
  return confirmFirst(combatEvaluation(input, a, ctx), a.slips, '8.0');
}

function combatEvaluation(input: CombatInput, a: CombatAnalysis, ctx: RulesContext): Evaluation {
  if (a.errors.length > 0) return blocked(a.errors, a.derivation);

  if (a.autoEliminate) {
    // 7.5 (A17): no roll; the lone zero-strength defenders are removed from play.
    return {
      errors: [],
      derivation: a.derivation,
      resolve(): Resolution {
        const typed = a.participants.filter((u) => !u.unitId);
        const payload: CombatEventPayload = {
          ...eventBase(input),
          column: '',
          faces: [],
          trc: '',
          eliminated: rosterIds(a.participants),
          reductions: [],
          typedLosses: typed.map((u) => ({
            side: u.side,
            steps: u.steps,
            replacementSteps: earnsReplacement(u.kind) ? u.steps : 0,
            eliminatedSteps: u.steps,
          })),
          attackerReductions: 0,
          defenderReductions: 0,
        };
        return {
          derivation: [step('inferno.combat.zeroEliminated', { n: a.participants.length }, '7.5', 'result')],
          events: [{ type: 'inferno/combat', payload, at: 0 }],
        };
      },
    };
  }

  const tdpCol = a.intensity === 'small' ? TDP_SMALL : TDP_LARGE;
  const roll = rollQuestion('roll', combatRoll, (faces) => classify(a, ctx, tdpCol, faces[0] + faces[1], faces[2]), combatOdds(a, ctx));
  return { errors: [], derivation: a.derivation, resolve: (answers) => resolveCombat(input, a, roll, answers, ctx) };
}

const rosterIds = (us: CombatUnit[]): string[] => us.flatMap((u) => (u.unitId ? [u.unitId] : []));

function eventBase(input: CombatInput): Pick<CombatEventPayload, 'attackerSide' | 'attackers' | 'defenders'> {
  return { attackerSide: input.attackerSide, attackers: rosterIds(input.attackers), defenders: rosterIds(input.defenders) };
}

/** Phases Three to Five (8.3–9.4) from the answers so far: the roll, the cells read, the players' choices. */
function resolveCombat(input: CombatInput, a: CombatAnalysis, roll: RollQuestion, answers: Answers, ctx: RulesContext): Resolution {
  const defenderSide: SideId = input.attackerSide === 'ah' ? 'it' : 'ah';
  const tdpCol = a.intensity === 'small' ? TDP_SMALL : TDP_LARGE;
  const rolled = answers.rolls[roll.id];
  if (!rolled || rolled.faces.length !== 3) return { derivation: [], next: roll, events: [] };
  const [w1, w2, red] = rolled.faces;
  const pair = w1 + w2;
  const d: Derivation = [];
  d.push(step('inferno.combat.phase3', { w1, w2, pair, red }, '8.3', 'info'));

  const trc = readCell(ctx, answers, TRC, a.column, pair);
  if (!trc.known) return { derivation: d, next: trc.question, events: [] };
  const parsed = parseTrcCell(trc.text);
  if (!parsed) {
    return { derivation: [...d, step('inferno.combat.badCell', { value: trc.text }, '9.1', 'error')], next: trc.question, events: [] };
  }
  d.push(
    step(
      'inferno.combat.trcResult',
      { column: a.column, row: pair, cell: trc.text, att: halfText(parsed.attacker), def: halfText(parsed.defender) },
      '9.1',
      'result',
    ),
  );

  // Retreats first (8.3, 9.2), with the held-back units (7.7), artillery and forts eliminated (12.2, 12.3).
  const eliminated: CombatUnit[] = [];
  if (parsed.defender.retreat > 0) {
    d.push(step('inferno.combat.defRetreat', { n: parsed.defender.retreat }, '9.2', 'warning'));
    if (a.heldBack.length > 0) d.push(step('inferno.combat.heldBackRetreat', undefined, '7.7'));
    for (const u of input.defenders) {
      if (isArtilleryKind(u.kind) || u.kind === 'fort') {
        eliminated.push(u);
        d.push(step('inferno.combat.cannotRetreat', { name: u.name }, u.kind === 'fort' ? '12.2' : '12.3', 'warning'));
      }
    }
    d.push(step('inferno.combat.advance', undefined, '9.3'));
  }
  if (parsed.attacker.retreat > 0) d.push(step('inferno.combat.attRetreat', { n: parsed.attacker.retreat }, '9.2', 'warning'));

  // 9.2.1, 9.4.1(4): a retreat that failed a priority or was impossible gives +2 (A19).
  let attFail = input.retreatFail.attacker;
  let defFail = input.retreatFail.defender;
  const retreating = parsed.attacker.retreat > 0 || parsed.defender.retreat > 0;
  if (retreating && !attFail && !defFail) {
    const options = [{ id: 'ok', label: t('inferno.combat.retreatOk'), rule: '9.2.1' }];
    if (parsed.defender.retreat > 0) options.push({ id: 'def', label: t('inferno.combat.retreatFailDef'), rule: '9.4.1' });
    if (parsed.attacker.retreat > 0) options.push({ id: 'att', label: t('inferno.combat.retreatFailAtt'), rule: '9.4.1' });
    if (parsed.attacker.retreat > 0 && parsed.defender.retreat > 0) options.push({ id: 'both', label: t('inferno.combat.retreatFailBoth'), rule: '9.4.1' });
    const q = choiceQuestion('retreat', t('inferno.combat.retreatAsk'), options, '9.2.1');
    const retreatChoice = chosen(answers, q);
    if (!retreatChoice) return { derivation: d, next: q, events: [] };
    attFail = retreatChoice === 'att' || retreatChoice === 'both';
    defFail = retreatChoice === 'def' || retreatChoice === 'both';
    if (attFail) d.push(step('inferno.combat.retreatDrm', { side: t(`inferno.sides.${input.attackerSide}`) }, '9.2.1'));
    if (defFail) d.push(step('inferno.combat.retreatDrm', { side: t(`inferno.sides.${defenderSide}`) }, '9.2.1'));
  }

  // 9.2.3: each unit retreating across a watercourse without a bridge takes 1 reduction at
  // once, before the losses (held-back units never, A20; artillery and forts are gone).
  const watercourse: CombatUnit[] = [];
  const retreatingUnits = (side: 'def' | 'att'): CombatUnit[] =>
    side === 'def' ? a.participants.filter((u) => u.side === defenderSide && !eliminated.includes(u) && isCombat(u)) : input.attackers;
  for (const side of ['def', 'att'] as const) {
    const hexes = side === 'def' ? parsed.defender.retreat : parsed.attacker.retreat;
    const units = retreatingUnits(side);
    if (hexes <= 0 || units.length === 0) continue;
    const sideT = t(`inferno.sides.${side === 'def' ? defenderSide : input.attackerSide}`);
    const options = [
      { id: 'none', label: t('inferno.combat.waterNone', { side: sideT }), rule: '9.2.3' },
      { id: 'all', label: t(units.length > 1 ? 'inferno.combat.waterAll' : 'inferno.combat.waterOne', { side: sideT, name: units[0].name }), rule: '9.2.3' },
    ];
    if (units.length > 1) for (const u of units) options.push({ id: u.key, label: t('inferno.combat.waterOnly', { name: u.name }), rule: '9.2.3' });
    const q = choiceQuestion(`watercourse.${side}`, t('inferno.combat.waterAsk', { side: sideT }), options, '9.2.3');
    const answer = chosen(answers, q);
    if (!answer) return { derivation: d, next: q, events: [] };
    for (const u of units) {
      if (answer === 'all' || answer === u.key) {
        watercourse.push(u);
        d.push(step('inferno.combat.waterUnit', { name: u.name }, '9.2.3', 'warning'));
      }
    }
  }

  // Phase Four: intensity (8.4); Phase Five: losses (8.5, 9.4.1).
  d.push(step(a.intensity === 'small' ? 'inferno.combat.small' : 'inferno.combat.large', { steps: a.steps }, '8.4'));
  const attDrm = a.drm.attacker + parsed.attacker.drm + (attFail && !input.retreatFail.attacker ? 2 : 0);
  const defDrm = a.drm.defender + parsed.defender.drm + (defFail && !input.retreatFail.defender ? 2 : 0);
  const attTotal = red + attDrm;
  const defTotal = red + defDrm;
  const attCell = readCell(ctx, answers, TDP, tdpCol, attTotal);
  if (!attCell.known) return { derivation: d, next: attCell.question, events: [] };
  const attRed = parseTdpCell(attCell.text);
  if (attRed === null)
    return { derivation: [...d, step('inferno.combat.badTdp', { value: attCell.text }, '8.5', 'error')], next: attCell.question, events: [] };
  const defCell = readCell(ctx, answers, TDP, tdpCol, defTotal);
  if (!defCell.known) return { derivation: d, next: defCell.question, events: [] };
  const defRed = parseTdpCell(defCell.text);
  if (defRed === null)
    return { derivation: [...d, step('inferno.combat.badTdp', { value: defCell.text }, '8.5', 'error')], next: defCell.question, events: [] };
  d.push(
    step(
      'inferno.combat.lossDie',
      { side: t(`inferno.sides.${input.attackerSide}`), die: red, drm: signed(attDrm), total: attTotal, row: attCell.lookup.row, column: tdpCol, n: attRed },
      '8.5',
      'result',
    ),
  );
  d.push(
    step(
      'inferno.combat.lossDie',
      { side: t(`inferno.sides.${defenderSide}`), die: red, drm: signed(defDrm), total: defTotal, row: defCell.lookup.row, column: tdpCol, n: defRed },
      '8.5',
      'result',
    ),
  );

  // 9.4.2: the owner spreads the reductions over the participating units (held back never)
  // evenly, except to avoid eliminating a unit; the app proposes and offers only what the rule allows.
  const water = (u: CombatUnit): number => (watercourse.includes(u) ? 1 : 0);
  const absorber = (u: CombatUnit): Absorber => {
    const r = applyReductions(u.efficiency, u.steps, water(u));
    return { efficiency: r.efficiency, steps: r.stepsLeft };
  };
  const sides = [
    { key: 'losses.att', side: input.attackerSide, units: input.attackers, n: attRed },
    { key: 'losses.def', side: defenderSide, units: a.participants.filter((u) => u.side === defenderSide && !eliminated.includes(u)), n: defRed },
  ];
  const counts = new Map<CombatUnit, number>();
  for (const sd of sides) {
    if (sd.n <= 0 || sd.units.length === 0) continue;
    const legal = legalDistributions(sd.units.map(absorber), sd.n);
    const sideT = t(`inferno.sides.${sd.side}`);
    let pick = legal[0];
    if (legal.length > 1) {
      const q = choiceQuestion(
        sd.key,
        t('inferno.combat.distAsk', { side: sideT, n: sd.n, ways: legal.length }),
        legal.map((x, i) => ({
          id: x.counts.join('.'),
          label: t(i === 0 ? 'inferno.combat.distProposed' : 'inferno.combat.distOther', { list: distText(sd.units, x.counts, absorber) }),
          rule: '9.4.2',
        })),
        '9.4.2',
      );
      const answer = chosen(answers, q);
      const found = legal.find((x) => x.counts.join('.') === answer);
      if (!found) return { derivation: d, next: q, events: [] };
      pick = found;
    }
    if (!pick) continue;
    d.push(step('inferno.combat.distChosen', { side: sideT, list: distText(sd.units, pick.counts, absorber) }, '9.4.2'));
    sd.units.forEach((u, i) => counts.set(u, pick.counts[i]));
  }

  const reductions: CombatEventPayload['reductions'] = [];
  const typedLosses: CombatEventPayload['typedLosses'] = [];
  const touched = [...new Set([...watercourse, ...counts.keys()])];
  for (const unit of touched) {
    const count = (counts.get(unit) ?? 0) + water(unit);
    if (count === 0) continue;
    const r = applyReductions(unit.efficiency, unit.steps, count);
    d.push(
      step(
        r.eliminated ? 'inferno.combat.unitEliminated' : r.stepsLost > 0 ? 'inferno.combat.unitStepLost' : 'inferno.combat.unitReduced',
        { name: unit.name, n: count, eff: r.efficiency, effS: signed(-r.efficiency), steps: r.stepsLost },
        '9.4.2',
        r.stepsLost > 0 ? 'warning' : undefined,
      ),
    );
    if (unit.unitId) reductions.push({ unitId: unit.unitId, count });
    else if (r.stepsLost > 0) {
      typedLosses.push({
        side: unit.side,
        steps: r.stepsLost,
        replacementSteps: earnsReplacement(unit.kind) ? r.stepsLost : 0,
        eliminatedSteps: r.eliminated ? unit.steps : 0,
      });
    }
  }
  for (const u of eliminated) {
    if (!u.unitId && u.kind === 'fort') typedLosses.push({ side: u.side, steps: u.steps, replacementSteps: 0, eliminatedSteps: u.steps });
  }
  const payload: CombatEventPayload = {
    ...eventBase(input),
    column: a.column,
    faces: [...rolled.faces],
    trc: trc.text,
    eliminated: rosterIds(eliminated),
    reductions,
    typedLosses,
    watercourse: rosterIds(watercourse),
    attackerReductions: attRed,
    defenderReductions: defRed,
  };
  const events: GameEvent[] = [{ type: 'inferno/combat', payload, at: 0 }];
  return { derivation: d, events };
}

function halfText(h: TrcHalf): Text {
  const parts: Text[] = [];
  if (h.retreat > 0) parts.push(t('inferno.odds.retreat', { n: h.retreat }));
  if (h.drm !== 0) parts.push(t('inferno.odds.drm', { n: signed(h.drm) }));
  return parts.length === 0 ? t('inferno.odds.nothing') : listText(parts);
}
