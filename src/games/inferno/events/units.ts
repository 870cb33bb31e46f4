/**
 * Inferno's roster: units typed from their counters (2.1, 2.5), their reductions and
 * elimination (9.4.2, 10.2, 7.5), supply (11.4, 11.5), recovery (10.3), artillery In Mov
 * (12.3) and the turn-1/2 freeze (12.4).
 */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import { t } from '@/engine';
import type { Unit } from '../state';
import { isArtillery, stampOf } from '../state';
import { checkSupply, eliminateUnit, reduceUnit, updateUnit } from '../reduce';
import { def, first, id, intIn, j, liveUnit, name, onlyIn, reductions, refuse, side } from './common';

const unitKind = v.picklist(['infantry', 'mountain', 'artillery', 'heavyArtillery', 'fort']);
/** Printed values of one side of a counter (2.1). */
const printed = v.object({ attack: intIn(0, 99), defence: intIn(0, 99), artillery: intIn(0, 99) });
const supplyState = v.picklist(['supplied', 'low', 'out']);
const corps = v.pipe(v.string(), v.trim(), v.maxLength(20));
const hex = v.pipe(v.string(), v.trim(), v.maxLength(40));

/** A unit as typed into the roster (2.1). */
export const newUnitSchema = v.pipe(
  v.object({
    name,
    side,
    corps: v.optional(corps),
    kind: unitKind,
    full: printed,
    reduced: v.optional(printed),
    /** Printed steps: 1 or 2 (2.5). */
    steps: intIn(1, 2),
    frozen: v.optional(v.boolean()),
    /** Turn of arrival as a reinforcement (13.0). */
    entryTurn: v.optional(intIn(1, 14)),
    hex: v.optional(hex),
  }),
  // 2.5: a combat unit defends with 1 or more (artillery has no defence of its own, 10.0).
  v.check((u) => u.kind === 'artillery' || u.kind === 'heavyArtillery' || u.full.defence >= 1, 'a combat unit defends with 1 or more'),
  // 2.5: a two-step unit has its reduced side.
  v.check((u) => u.steps === 1 || u.reduced !== undefined, 'the reduced side of a two-step unit'),
);

/** A correction of a roster unit: only what the players retyped. */
export const unitPatchSchema = plainObject(
  v.partial(
    v.object({
      name,
      corps,
      kind: unitKind,
      full: printed,
      reduced: printed,
      hex,
      frozen: v.boolean(),
      entryTurn: intIn(1, 14),
      /** 9.4.2, 10.1: 0, −1 or −2. */
      efficiency: intIn(0, 2),
      stepsLeft: intIn(1, 2),
      supply: supplyState,
    }),
  ),
);

const unitName = (units: Unit[], uid: string): string => units.find((u) => u.id === uid)?.name ?? '?';

export const unitEvents = [
  def({
    type: 'inferno/add-unit',
    schema: newUnitSchema,
    reduce(s, n) {
      const unit: Unit = {
        id: `u${s.nextId}`,
        name: n.name,
        side: n.side,
        corps: n.side === 'ah' ? (n.corps ?? '') : '',
        kind: n.kind,
        full: { ...n.full },
        steps: n.steps,
        stepsLeft: n.steps,
        efficiency: 0,
        supply: 'supplied',
        oosStreak: 0,
        inMov: false,
        frozen: n.frozen === true,
        released: false,
        eliminated: false,
      };
      if (n.steps === 2 && n.reduced) unit.reduced = { ...n.reduced };
      if (n.entryTurn !== undefined && n.entryTurn > 1) unit.entryTurn = n.entryTurn;
      if (n.hex) unit.hex = n.hex;
      return { ...s, units: [...s.units, unit], nextId: s.nextId + 1 };
    },
    describe: (p) => j('addUnit', 'setup', ['2.1'], { name: p.name }),
  }),
  def({
    type: 'inferno/edit-unit',
    schema: v.object({ id, patch: unitPatchSchema }),
    allowed(s, p) {
      const { unit: u, no } = liveUnit(s, p.id, '2.1');
      if (!u) return no;
      const patch = Object.fromEntries(Object.entries(p.patch).filter(([, x]) => x !== undefined)) as Partial<Unit>;
      const after: Unit = { ...u, ...patch };
      // 2.5: no more steps than the counter prints; 10.0: artillery has no efficiency marker.
      if (after.stepsLeft > after.steps) return refuse('stepsPrinted', '2.5', { name: u.name, n: after.steps });
      if (isArtillery(after) && after.efficiency > 0) return refuse('artilleryEfficiency', '10.0', { name: u.name });
      return null;
    },
    reduce(s, p) {
      const u = s.units.find((x) => x.id === p.id);
      if (!u || u.eliminated) return s;
      const patch = Object.fromEntries(Object.entries(p.patch).filter(([, x]) => x !== undefined)) as Partial<Unit>;
      const after: Unit = { ...u, ...patch };
      // A unit keeps no more steps than its counter prints (2.5); artillery has no efficiency (10.0).
      if (after.stepsLeft > after.steps || (isArtillery(after) && after.efficiency > 0)) return s;
      // Retyped as it was: nothing changes (and the door refuses it as such).
      if ((Object.keys(patch) as (keyof Unit)[]).every((key) => JSON.stringify(u[key]) === JSON.stringify(patch[key]))) return s;
      return updateUnit(s, p.id, () => after);
    },
    describe: (p, b) => j('editUnit', 'setup', undefined, { name: unitName(b.units, p.id) }),
  }),
  def({
    type: 'inferno/remove-unit',
    schema: v.object({ id }),
    allowed: (s, p) => (s.units.some((u) => u.id === p.id) ? null : refuse('noUnit', '2.1')),
    reduce: (s, p) => ({ ...s, units: s.units.filter((u) => u.id !== p.id) }),
    describe: (p, b) => j('removeUnit', 'setup', undefined, { name: unitName(b.units, p.id) }),
  }),
  def({
    type: 'inferno/reduce',
    /** A reduction outside the loss table: a watercourse retreat (9.2.3) or a correction. */
    schema: v.object({ id, count: v.optional(reductions) }),
    allowed(s, p) {
      const { unit: u, no } = liveUnit(s, p.id, '9.4.2');
      if (!u) return no;
      return isArtillery(u) ? refuse('artilleryEfficiency', '10.0', { name: u.name }) : null;
    },
    reduce: (s, p, ctx) => reduceUnit(s, p.id, p.count ?? 1, ctx),
    describe: (p, b) => j('reduce', 'marker', ['9.4.2', '9.2.3'], { name: unitName(b.units, p.id), n: p.count ?? 1 }),
  }),
  def({
    type: 'inferno/eliminate',
    schema: v.object({ id }),
    allowed: (s, p) => liveUnit(s, p.id, '10.2').no,
    reduce: (s, p, ctx) => eliminateUnit(s, p.id, ctx),
    describe: (p, b) => j('eliminate', 'marker', ['5.2', '10.2'], { name: unitName(b.units, p.id) }),
  }),
  def({
    type: 'inferno/in-mov',
    schema: v.object({ id, inMov: v.boolean() }),
    allowed(s, p) {
      const { unit: u, no } = liveUnit(s, p.id, '12.3');
      if (!u) return no;
      return isArtillery(u) ? null : refuse('inMovArtillery', '12.3', { name: u.name });
    },
    // 12.3: only artillery shows an In Mov side.
    reduce: (s, p) => (s.units.some((u) => u.id === p.id && isArtillery(u)) ? updateUnit(s, p.id, (u) => ({ ...u, inMov: p.inMov })) : s),
    describe: (p, b) => j(p.inMov ? 'inMov' : 'inBattery', 'marker', ['12.3'], { name: unitName(b.units, p.id) }),
  }),
  def({
    type: 'inferno/supply',
    /** A unit's supply found in its owner's Supply Phase; `length` is the supply line the card measured (11.4). */
    schema: v.object({ id, supply: supplyState, length: v.optional(v.nullable(intIn(0, 99))) }),
    // 11.0, 11.5: a unit's supply is checked in its owner's Supply Phase.
    allowed(s, p) {
      const { unit: u, no } = liveUnit(s, p.id, '11.0');
      if (!u) return no;
      return onlyIn(s, 'supply', u.side, '11.0');
    },
    reduce(s, p, ctx) {
      const u = s.units.find((x) => x.id === p.id);
      return u && !u.eliminated ? checkSupply(s, u, p.supply, ctx) : s;
    },
    describe: (p, b) => j('supply', 'marker', ['11.4', '11.5'], { name: unitName(b.units, p.id), state: t(`inferno.supply.${p.supply}`) }),
  }),
  def({
    type: 'inferno/recover',
    schema: v.object({ id }),
    // 10.3: in its owner's Movement Phase, once, infantry and mountain infantry in supply with a marker; 15.1: 1 RP.
    allowed(s, p) {
      const { unit: u, no } = liveUnit(s, p.id, '10.3');
      if (!u) return no;
      return first(
        () => onlyIn(s, 'movement', u.side, '10.3'),
        () => (u.kind !== 'infantry' && u.kind !== 'mountain' ? refuse('recoverKind', '10.3', { name: u.name }) : null),
        () => (u.efficiency <= 0 ? refuse('recoverNothing', '10.3', { name: u.name }) : null),
        () => (u.supply !== 'supplied' ? refuse('recoverSupply', '10.3.1', { name: u.name }) : null),
        () => (u.recoveredAt === stampOf(s) ? refuse('recoverTwice', '10.3', { name: u.name }) : null),
        () => (s.replacements && s.rp[u.side] < 1 ? refuse('recoverRp', '15.1') : null),
      );
    },
    reduce(s, p) {
      const u = s.units.find((x) => x.id === p.id);
      // 10.3: −2 → −1 or −1 removed, once a Movement Phase; 15.1: costs 1 RP, none without one.
      if (!u || u.eliminated || u.efficiency <= 0 || u.recoveredAt === stampOf(s) || (s.replacements && s.rp[u.side] < 1)) return s;
      const next = updateUnit(s, u.id, (x) => ({ ...x, efficiency: x.efficiency - 1, recoveredAt: stampOf(s) }));
      return s.replacements ? { ...next, rp: { ...next.rp, [u.side]: next.rp[u.side] - 1 } } : next;
    },
    describe: (p, b) => j('recover', 'marker', ['10.3', '15.1'], { name: unitName(b.units, p.id) }),
  }),
  def({
    type: 'inferno/release',
    schema: v.object({ id }),
    allowed: (s, p) => liveUnit(s, p.id, '12.4').no,
    reduce: (s, p) => updateUnit(s, p.id, (u) => ({ ...u, released: true })),
    describe: (p, b) => j('release', 'marker', ['12.4'], { name: unitName(b.units, p.id) }),
  }),
];
