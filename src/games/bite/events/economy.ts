/**
 * BITE's production events (issue 11), each defined once with its strict schema, reducer and
 * journal sentence: the producing centres typed from the map and their control (3.6, 11.2);
 * a nation's income collected (7.3, 11.0, 3.13); German aid (5.2); repairs and rebuilds priced
 * by the colour of each SP step (7.3, 11.0); PP discarded over the storage limit (11.2); and a
 * correction of a box with its reason. A well-formed event that cannot apply (a second
 * collection, aid over 3, a box short of PP) changes nothing; the panel words why before.
 */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import type { JournalText, Param } from '@/engine/types';
import { monthText } from '../calendar';
import {
  ALLIES,
  AID_LIMIT,
  PP_COLOURS,
  addBags,
  aidGiven,
  bagOf,
  bagText,
  boxOf,
  canAid,
  canDiscard,
  canMarkCaucasus,
  canCollect,
  canPay,
  captureEffect,
  economyOf,
  inPocket,
  pocketBudget,
  repairPrice,
  roadOfLife,
  spendingPhase,
  type Centre,
  type Economy,
  type PpBag,
} from '../economy';
import { currentMonth, type BiteState, type Block } from '../state';
import { canRail, railOf, railTurn } from '../rail';
import { canActivate, deactivation, hqOf } from '../hq';
import { maySurrender } from '../siege';
import { nationForms } from '../tech';
import { def, id, int, name, nation } from './common';
import { canRailMove, canSurrender, firstRefusal, hqActivatePhase, hqDeactivatePhase, incomeBound, refusal } from '../legality';

const je = (key: string, category: string, rules: string[], params?: Record<string, Param>): JournalText => ({
  text: params ? { key: `bite.eco.journal.${key}`, params } : { key: `bite.eco.journal.${key}` },
  rules,
  category,
});

const ppColour = v.picklist(PP_COLOURS);
const bag = v.strictObject({ yellow: int(0, 999), red: int(0, 999), blue: int(0, 999), black: int(0, 999) });
const centreFields = {
  name,
  pp: int(1, 50),
  colour: ppColour,
  owner: nation,
  controller: nation,
  usable: v.boolean(),
  pocket: v.optional(v.boolean()),
  industry: v.optional(v.boolean()),
};
const centrePatch = v.strictObject(
  Object.fromEntries(Object.entries(centreFields).map(([k, s]) => [k, v.optional(s)])) as {
    [K in keyof typeof centreFields]: v.OptionalSchema<(typeof centreFields)[K], undefined>;
  },
);

const withEco = (s: BiteState, f: (e: Economy) => Economy): BiteState => ({ ...s, economy: f(economyOf(s)) });
const setBox = (s: BiteState, n: Block['nation'], b: PpBag): BiteState => withEco(s, (e) => ({ ...e, box: { ...e.box, [n]: b } }));
const centreName = (s: BiteState, cid: string) => economyOf(s).centres.find((c) => c.id === cid)?.name ?? '?';
const nt = (n: string) => ({ key: `bite.nation.${n}` });
const month = (s: BiteState) => monthText(currentMonth(s));
const centreExists = (s: BiteState, cid: string) =>
  economyOf(s).centres.some((c) => c.id === cid) ? null : { text: { key: 'bite.rules.noCentre' }, rule: '3.6' };

/** 7.3, 11.0, 12.3: a repair at the rules' own price, in its production phase, paid from the box (or Leningrad's PP). */
function repairCheck(s: BiteState, p: { id: string; steps: number; cost: PpBag; leningrad?: true }, ctx: Parameters<typeof repairPrice>[3]) {
  const b = s.blocks.find((x) => x.id === p.id);
  if (!b) return { ok: false as const, error: { key: 'bite.rules.noBlock' } };
  const price = repairPrice(s, b, p.steps, ctx, p.leningrad ? { inLeningrad: true } : undefined);
  if (!price.ok) return price;
  if (PP_COLOURS.some((c) => price.cost[c] !== p.cost[c]))
    return { ok: false as const, error: { key: 'bite.rules.repairPrice', params: { name: b.name, pp: bagText(p.cost), price: bagText(price.cost) } } };
  return canPay(s, b.nation, price.cost);
}

export const economyEvents = [
  def({
    type: 'bite/centre-add',
    /** A producing centre typed from the map (3.6, 11.0): the text does not print them. */
    schema: plainObject(v.strictObject({ centre: v.strictObject(centreFields) })),
    reduce(s, p) {
      const e = economyOf(s);
      const c: Centre = { ...p.centre, id: `c${e.nextCentre}` };
      return withEco(s, (x) => ({ ...x, centres: [...x.centres, c], nextCentre: x.nextCentre + 1 }));
    },
    describe: (p) =>
      je('centreAdd', 'setup', ['3.6'], {
        name: p.centre.name,
        pp: p.centre.pp,
        colour: { key: `bite.eco.colour.${p.centre.colour}`, params: { n: p.centre.pp } },
        owner: nt(p.centre.owner),
      }),
  }),
  def({
    type: 'bite/centre-edit',
    schema: plainObject(v.strictObject({ id, patch: plainObject(centrePatch) })),
    allowed: (s, p) => centreExists(s, p.id),
    reduce(s, p) {
      const patch = Object.fromEntries(Object.entries(p.patch).filter(([, x]) => x !== undefined)) as Partial<Centre>;
      if (!economyOf(s).centres.some((c) => c.id === p.id)) return s;
      return withEco(s, (e) => ({ ...e, centres: e.centres.map((c) => (c.id === p.id ? { ...c, ...patch } : c)) }));
    },
    describe: (p, b) => je('centreEdit', 'setup', ['3.6'], { name: centreName(b, p.id) }),
  }),
  def({
    type: 'bite/centre-remove',
    schema: plainObject(v.strictObject({ id })),
    allowed: (s, p) => centreExists(s, p.id),
    reduce: (s, p) => withEco(s, (e) => ({ ...e, centres: e.centres.filter((c) => c.id !== p.id) })),
    describe: (p, b) => je('centreRemove', 'setup', [], { name: centreName(b, p.id) }),
  }),
  def({
    type: 'bite/centre-control',
    /** A centre changes hands (3.6): the income follows from the next collection. */
    schema: plainObject(v.strictObject({ id, controller: nation })),
    // 3.6: a centre changes hands: it exists and its controller is another.
    allowed: (s, p) =>
      centreExists(s, p.id) ??
      (economyOf(s).centres.find((c) => c.id === p.id)?.controller === p.controller
        ? { text: { key: 'bite.rules.centreSame', params: { name: centreName(s, p.id), ...nationForms(p.controller) } }, rule: '3.6' }
        : null),
    reduce(s, p) {
      const c = economyOf(s).centres.find((x) => x.id === p.id);
      if (!c) return s;
      const effect = captureEffect(s, c, p.controller);
      const next: Centre = { ...c, controller: p.controller };
      // 16.1: destroyed at once, for good; 16.0: scorched until repaired, or repaired at once by the USSR.
      if (effect === 'destroyed') next.destroyed = true;
      if (effect === 'scorched') next.scorched = true;
      if (effect === 'repaired') {
        delete next.scorched;
        delete next.resumes;
      }
      // 29.0: Soviet ground units entering a partisans' hex take them off the map (their removal is recorded apart, with its PP).
      if (p.controller === 'ussr') delete next.partisans;
      let n = withEco(s, (e) => ({ ...e, centres: e.centres.map((x) => (x.id === p.id ? next : x)) }));
      if (effect === 'destroyed') n = setBox(n, p.controller, addBags(boxOf(n, p.controller), bagOf({ [c.colour]: 1 })));
      return n;
    },
    describe(p, b) {
      const c = economyOf(b).centres.find((x) => x.id === p.id);
      const effect = c ? captureEffect(b, c, p.controller) : null;
      const params = { name: centreName(b, p.id), ...nationForms(p.controller) };
      if (effect && c)
        return je(`centreControl_${effect}`, 'marker', effect === 'destroyed' ? ['3.6', '16.1'] : ['3.6', '16.0'], {
          ...params,
          colour: { key: `bite.eco.colour.${c.colour}`, params: { n: 1 } },
        });
      return je('centreControl', 'marker', ['3.6', '7.3'], params);
    },
  }),
  def({
    type: 'bite/caucasus',
    /** SBE9: the Caucasus lost (the Axis holds Stalingrad and has reached the Volga): the Soviets track oil from now on; or found again. */
    schema: plainObject(v.strictObject({ lost: v.boolean() })),
    allowed: (s, p) =>
      refusal(canMarkCaucasus(s), 'SBE9') ??
      ((economyOf(s).caucasusLost !== undefined) === p.lost
        ? { text: { key: p.lost ? 'bite.rules.caucasusAlready' : 'bite.rules.caucasusHeld' }, rule: 'SBE9' }
        : null),
    reduce(s, p) {
      if (!canMarkCaucasus(s).ok || (economyOf(s).caucasusLost !== undefined) === p.lost) return s;
      return withEco(s, (e) => {
        const { caucasusLost: _, ...rest } = e;
        return p.lost ? { ...rest, caucasusLost: s.turn } : rest;
      });
    },
    describe: (p) => je(p.lost ? 'caucasusLost' : 'caucasusHeld', 'marker', ['SBE9']),
  }),
  def({
    type: 'bite/centre-usable',
    /** 11.2: a centre cut from its main source (or linked again): its PP cannot be used meanwhile. */
    schema: plainObject(v.strictObject({ id, usable: v.boolean() })),
    allowed: (s, p) =>
      centreExists(s, p.id) ??
      (economyOf(s).centres.find((c) => c.id === p.id)?.usable === p.usable
        ? { text: { key: p.usable ? 'bite.rules.centreLinked' : 'bite.rules.centreCut', params: { name: centreName(s, p.id) } }, rule: '11.2' }
        : null),
    reduce(s, p) {
      if (!economyOf(s).centres.some((c) => c.id === p.id)) return s;
      return withEco(s, (e) => ({ ...e, centres: e.centres.map((c) => (c.id === p.id ? { ...c, usable: p.usable } : c)) }));
    },
    describe: (p, b) => je(p.usable ? 'centreLinked' : 'centreCut', 'marker', ['11.2'], { name: centreName(b, p.id) }),
  }),
  def({
    type: 'bite/income',
    /** The turn's income of one nation, as the rules computed it when the player collected it (7.3). */
    schema: plainObject(v.strictObject({ nation, pp: bag })),
    // 7.3: once a turn, in the side's production phase; 7.3, 11.0: no more than the rules compute.
    allowed: (s, p, ctx) => firstRefusal([canCollect(s, p.nation), '7.3'], [incomeBound(s, p.nation, p.pp, ctx), s.layers.advanced ? '11.0' : '7.3']),
    reduce(s, p) {
      const e = economyOf(s);
      if (e.collected[p.nation] === s.turn) return s; // one collection a turn
      const n = setBox(s, p.nation, addBags(boxOf(s, p.nation), p.pp));
      return withEco(n, (x) => ({ ...x, collected: { ...x.collected, [p.nation]: s.turn } }));
    },
    describe: (p, b) => je('income', 'production', ['7.3', '11.0'], { nation: nt(p.nation), month: month(b), pp: bagText(p.pp) }),
  }),
  def({
    type: 'bite/aid',
    /** 5.2: Germany sends PP to an ally, at most 3 a turn to each. */
    schema: plainObject(v.strictObject({ ally: v.picklist(ALLIES), colour: ppColour, pp: int(1, AID_LIMIT) })),
    // 5.2 with 7.3: Germany gives in the Axis production phase, at most 3 a turn to each ally, from its box.
    allowed: (s, p) => firstRefusal([spendingPhase(s, 'germany'), '7.3'], [canAid(s, p.ally, p.colour, p.pp), '5.2']),
    reduce(s, p) {
      if (!canAid(s, p.ally, p.colour, p.pp).ok) return s;
      const gift = bagOf({ [p.colour]: p.pp });
      let n = setBox(s, 'germany', addBags(boxOf(s, 'germany'), gift, -1));
      n = setBox(n, p.ally, addBags(boxOf(n, p.ally), gift));
      const given = aidGiven(s, p.ally) + p.pp;
      return withEco(n, (e) => ({ ...e, aid: { ...e.aid, [p.ally]: { turn: s.turn, pp: given } } }));
    },
    describe: (p, b) =>
      je('aid', 'production', ['5.2'], {
        ...nationForms(p.ally),
        pp: bagText(bagOf({ [p.colour]: p.pp })),
        given: aidGiven(b, p.ally) + p.pp,
        limit: AID_LIMIT,
      }),
  }),
  def({
    type: 'bite/repair',
    /**
     * SP restored to a block (a rebuild when it was eliminated), with what it cost as the rules
     * priced it (7.3: by the colour of each step; 11.0 with the advanced rules), paid from its
     * nation's box.
     */
    // 12.3: `leningrad` — paid with Leningrad's own PP: a unit in the pocket, or a new unit built in Leningrad.
    schema: plainObject(v.strictObject({ id, steps: int(1, 9), cost: bag, leningrad: v.optional(v.literal(true)) })),
    // 7.3, 11.0, 12.3: in the production phase, at the price the rules give, paid from what the box holds.
    allowed: (s, p, ctx) => refusal(repairCheck(s, p, ctx), s.layers.advanced ? '11.0' : '7.3'),
    reduce(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b) return s;
      const pocket = inPocket(s, b) || (p.leningrad === true && b.eliminated && b.nation === 'ussr' && s.layers.advanced);
      if (p.leningrad && !pocket) return s;
      if (!b.supplied && !pocket) return s;
      const from = b.eliminated ? 0 : b.sp;
      if (from + p.steps > b.maxSp || b.colours.slice(from, from + p.steps).includes('blue')) return s;
      if (!canPay(s, b.nation, p.cost).ok) return s;
      let n = setBox(s, b.nation, addBags(boxOf(s, b.nation), p.cost, -1));
      if (pocket) {
        const left = pocketBudget(s).left;
        if (!roadOfLife(s) || p.cost.blue || p.cost.black || p.cost.yellow > left.yellow || p.cost.red > left.red) return s;
        const was = economyOf(s).pocket;
        const spent = addBags(was && was.turn === s.turn ? was.pp : bagOf({}), p.cost);
        n = withEco(n, (e) => ({ ...e, pocket: { turn: s.turn, pp: spent } }));
      }
      return { ...n, blocks: n.blocks.map((x) => (x.id === p.id ? { ...x, sp: from + p.steps, eliminated: false } : x)) };
    },
    describe(p, b) {
      const x = b.blocks.find((y) => y.id === p.id);
      const from = x ? (x.eliminated ? 0 : x.sp) : 0;
      const pocket = x !== undefined && (p.leningrad === true || inPocket(b, x));
      const params = { name: x?.name ?? '?', steps: p.steps, sp: from + p.steps, max: x?.maxSp ?? 0, pp: bagText(p.cost) };
      if (pocket)
        return { text: { key: `bite.pocket.journal.${x?.eliminated ? 'rebuild' : 'repair'}`, params }, rules: ['7.3', '12.3'], category: 'production' };
      return je(x?.eliminated ? 'rebuild' : 'repair', 'production', ['7.3', '11.0'], params);
    },
  }),
  def({
    type: 'bite/pp-discard',
    /** 11.2 (AMB-35): coloured PP over the yellow ones kept are lost at the end of production, the owner choosing which. */
    schema: plainObject(v.strictObject({ nation, colour: ppColour, pp: int(1, 999) })),
    // 11.2: at the end of the owner's production phase, no more than the box holds.
    allowed: (s, p) => firstRefusal([spendingPhase(s, p.nation), '7.3'], [canDiscard(s, p.nation, p.colour, p.pp), '11.2']),
    reduce(s, p) {
      if (!canDiscard(s, p.nation, p.colour, p.pp).ok) return s;
      return setBox(s, p.nation, addBags(boxOf(s, p.nation), bagOf({ [p.colour]: p.pp }), -1));
    },
    describe: (p) => je('discard', 'production', ['11.2'], { nation: nt(p.nation), pp: bagText(bagOf({ [p.colour]: p.pp })) }),
  }),
  def({
    type: 'bite/pp-adjust',
    /** A box corrected by the players, with the reason in their words (a one-off gain, a mistake). */
    schema: plainObject(
      v.strictObject({
        nation,
        colour: ppColour,
        delta: v.pipe(
          int(-999, 999),
          v.check((x) => x !== 0, 'not 0'),
        ),
        reason: name,
      }),
    ),
    // 7.3: a correction never leaves a box below zero.
    allowed: (s, p) =>
      boxOf(s, p.nation)[p.colour] + p.delta < 0
        ? {
            text: {
              key: 'bite.rules.adjustBelow',
              params: { nation: nt(p.nation), pp: bagText(bagOf({ [p.colour]: -p.delta })), have: bagText(boxOf(s, p.nation)) },
            },
            rule: '7.3',
          }
        : null,
    reduce(s, p) {
      const b = boxOf(s, p.nation);
      if (b[p.colour] + p.delta < 0) return s;
      return setBox(s, p.nation, { ...b, [p.colour]: b[p.colour] + p.delta });
    },
    describe: (p) =>
      je(p.delta > 0 ? 'adjustUp' : 'adjustDown', 'production', ['7.3'], {
        nation: nt(p.nation),
        pp: bagText(bagOf({ [p.colour]: Math.abs(p.delta) })),
        reason: p.reason,
      }),
  }),
];

export const supplyEvents = [
  def({
    type: 'bite/surrender',
    /**
     * 7.9/4.5: a unit still out of supply at the final check surrenders and is removed (it may be
     * rebuilt later); the enemy gains the PP the rules gave (1 yellow; 12.5 by kind).
     */
    schema: plainObject(v.strictObject({ id, gainer: nation, pp: bag })),
    // 7.9, 4.5, 12.5: only at the side's final supply check (B9/C9), a unit still out of supply, the enemy gaining what the rules give.
    allowed: (s, p) =>
      refusal(
        canSurrender(
          s,
          s.blocks.find((b) => b.id === p.id),
          { gainer: p.gainer, pp: p.pp },
        ),
        '7.9',
      ),
    reduce(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b || b.eliminated || b.supplied || b.zeroBase || b.cls === 'static') return s;
      if (!maySurrender(s, b)) return s; // 12.1–12.3: a besieged unit loses SP first, or holds
      const n = setBox(s, p.gainer, addBags(boxOf(s, p.gainer), p.pp));
      return { ...n, blocks: n.blocks.map((x) => (x.id === p.id ? { ...x, sp: 0, eliminated: true, supplied: true } : x)) };
    },
    describe: (p, b) =>
      je('surrender', 'combat', ['7.9', '4.5', '12.5'], { name: b.blocks.find((x) => x.id === p.id)?.name ?? '?', nation: nt(p.gainer), pp: bagText(p.pp) }),
  }),
];

const side = v.picklist(['axis', 'soviet'] as const);
const sideText = (x: string) => ({ key: `bite.side.${x}` });

export const railEvents = [
  def({
    type: 'bite/rail-move',
    /**
     * One strategic rail move (7.4): inside the limit (or the Axis's Finnish move, or an Axis move
     * outside the USSR), paid with 1 yellow PP of Germany or the USSR, or 1 AP of an HQ — the HQ
     * named loses it (3.12: its AP are its SP; spending the last removes it, to be rebuilt).
     */
    schema: plainObject(
      v.strictObject({
        side,
        kind: v.picklist(['normal', 'finnish', 'outside'] as const),
        pay: v.picklist(['pp', 'ap'] as const),
        unit: v.optional(name),
        hq: v.optional(id),
      }),
    ),
    // 7.4: in the moving side's rail phase (B4/C4), within its limit, paid with a PP the box holds or an HQ's AP.
    allowed: (s, p, ctx) => refusal(canRailMove(s, p.side, p.kind, p.pay, ctx, p.hq), '7.4'),
    reduce(s, p, ctx) {
      if (!canRail(s, p.side, p.kind, p.pay, ctx, p.pay === 'ap' && p.hq !== undefined ? { hq: p.hq } : undefined).ok) return s;
      const r = railTurn(s, p.side);
      const next = {
        ...r,
        used: r.used + (p.kind === 'normal' ? 1 : 0),
        finnish: r.finnish || p.kind === 'finnish',
        outside: r.outside + (p.kind === 'outside' ? 1 : 0),
      };
      let n: BiteState = { ...s, rail: { ...railOf(s), [p.side]: next } };
      if (p.pay === 'pp') {
        const nat = p.side === 'axis' ? 'germany' : 'ussr';
        n = setBox(n, nat, addBags(boxOf(n, nat), bagOf({ yellow: 1 }), -1));
      }
      if (p.pay === 'ap' && p.hq !== undefined) {
        const hq = p.hq;
        n = { ...n, blocks: n.blocks.map((x) => (x.id === hq ? { ...x, sp: x.sp - 1, eliminated: x.sp - 1 < 1 } : x)) };
      }
      return n;
    },
    describe(p, b) {
      const r = railTurn(b, p.side);
      const h = p.pay === 'ap' && p.hq !== undefined ? b.blocks.find((x) => x.id === p.hq) : undefined;
      const pay = h
        ? { key: h.sp <= 1 ? 'bite.eco.rail.pay.apLast' : 'bite.eco.rail.pay.apOf', params: { name: h.name, ap: h.sp, after: h.sp - 1 } }
        : { key: `bite.eco.rail.pay.${p.pay}` };
      return je(`rail_${p.kind}`, 'movement', h ? ['7.4', '3.12'] : ['7.4'], { side: sideText(p.side), unit: p.unit ?? '—', n: r.used + 1, pay });
    },
  }),
  def({
    type: 'bite/rail-bombed',
    /** 32.3: strategic bombing hits on a side's rail stations: its capacity −1 each, the next turn. */
    schema: plainObject(v.strictObject({ side, hits: int(0, 20) })),
    reduce: (s, p) => ({ ...s, rail: { ...railOf(s), bombed: { ...railOf(s).bombed, [p.side]: { turn: s.turn + 1, hits: p.hits } } } }),
    describe: (p) => je('railBombed', 'marker', ['32.3'], { side: sideText(p.side), n: p.hits }),
  }),
  def({
    type: 'bite/moscow',
    /** 13.8.1: Moscow lost or out of supply (the Stavka falls, Soviet rail capacity 4), or held again. */
    schema: plainObject(v.strictObject({ lost: v.boolean() })),
    allowed: (s, p) =>
      !!railOf(s).moscowLost === p.lost ? { text: { key: p.lost ? 'bite.rules.moscowAlready' : 'bite.rules.moscowHeld' }, rule: '13.8.1' } : null,
    reduce: (s, p) => ({ ...s, rail: { ...railOf(s), moscowLost: p.lost } }),
    describe: (p) => je(p.lost ? 'moscowLost' : 'moscowHeld', 'marker', ['13.8.1']),
  }),
];

export const hqEvents = [
  def({
    type: 'bite/hq-activate',
    /** 13.3: an HQ revealed and activated; it moves or fuels one unit per AP this turn (13.4, 13.5). */
    schema: plainObject(v.strictObject({ id })),
    allowed(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      // 13.3, 13.7, 13.8: in its moment of the turn (checked at the door; a log written before replays as it was).
      return b ? (refusal(canActivate(s, b), '13.3') ?? hqActivatePhase(s, b)) : { text: { key: 'bite.rules.noBlock' }, rule: '13.3' };
    },
    reduce(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b || !canActivate(s, b).ok) return s;
      const h = hqOf(s);
      return { ...s, hq: { ...h, active: [...h.active, p.id] } };
    },
    describe: (p, b) =>
      je('hqActivate', 'marker', ['13.3'], { name: b.blocks.find((x) => x.id === p.id)?.name ?? '?', ap: b.blocks.find((x) => x.id === p.id)?.sp ?? 0 }),
  }),
  def({
    type: 'bite/hq-deactivate',
    /** 13.6: at the end of the Blitz phase every activated HQ loses 1 AP and is hidden; one at 1 AP is removed (rebuildable). */
    schema: plainObject(v.strictObject({ side })),
    allowed: (s, p) =>
      hqDeactivatePhase(s) ??
      (deactivation(s, p.side).length ? null : { text: { key: 'bite.rules.noActiveHq', params: { side: sideText(p.side) } }, rule: '13.6' }),
    reduce(s, p) {
      const d = deactivation(s, p.side);
      if (!d.length) return s;
      const after = new Map(d.map((x) => [x.block.id, x]));
      return {
        ...s,
        blocks: s.blocks.map((b) => {
          const x = after.get(b.id);
          return x ? { ...b, sp: x.after, eliminated: x.removed } : b;
        }),
        hq: { ...hqOf(s), active: hqOf(s).active.filter((x) => !after.has(x)) },
      };
    },
    describe: (p, b) => {
      const d = deactivation(b, p.side);
      return je('hqDeactivate', 'marker', ['13.6'], {
        n: d.length,
        removed:
          d
            .filter((x) => x.removed)
            .map((x) => x.block.name)
            .join(', ') || '—',
      });
    },
  }),
];
