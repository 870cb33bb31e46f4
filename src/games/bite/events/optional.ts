/**
 * The optional rules' events (issue 11 point 5), each defined once with its strict schema,
 * reducer and journal sentence: a yellow PP put into research (17.0, 17.2); partisans placed and
 * removed (29.0, 29.1), the Soviet box gaining a yellow PP for each one a Soviet unit frees; the
 * turn's Lend-Lease with the convoys' losses (34.0, 35.2) and its unspent PP lost (34.0); PP lost
 * to an Allied raid or a player's bombing (35.1, 32.1); a roll of partisans or a raid's step
 * journaled with its faces; the construction, repair and evacuation trackers (15.0, 16.0, 16.2).
 * A well-formed event that cannot apply (the rule off, a second investment in a turn, a box
 * short) changes nothing; the ledger screen words why before.
 */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import type { JournalText, Param } from '@/engine/types';
import { monthText } from '../calendar';
import { addBags, bagText, boxOf, economyOf, PP_COLOURS, type PpBag } from '../economy';
import { currentMonth, type BiteState } from '../state';
import { railOf, railTurn } from '../rail';
import {
  BORDER_UNITS,
  EVACUATION_MOVES,
  canAddTracker,
  canAdvanceTracker,
  canCountBorder,
  canDeliverLendLease,
  canInvest,
  canLoseChechens,
  canLosePp,
  canPlaceChechens,
  canPlacePartisans,
  canMarkPartisansOnCentre,
  PARTISAN_STACK,
  canRaiseVolkssturm,
  canRemovePartisans,
  canStartVolkssturm,
  CHECHEN_CAUSES,
  optionalOf,
  researchCost,
  researchLevel,
  ruleOn,
  trackerDone,
  TRACKER_GOAL,
  volkssturmCities,
  convoyAttack,
  convoyDice,
  convoyRecord,
  convoySunk,
  convoyView,
  hitsOf,
  hitRangeText,
  LEDGER_ROLLS,
  ledgerRoll,
  lendLeaseArriving,
  lendLeaseOf,
  type OptionalLedger,
  type Tracker,
} from '../optional';
import { persianCorridorFrom } from '../victory';
import { listText } from '@/engine/text';
import type { Refusal } from '@/engine/events';
import type { RulesContext } from '@/engine/types';
import { def, field, id, int, name } from './common';
import { firstRefusal, refusal } from '../legality';
import { spendingPhase } from '../economy';
import { lendLeasePhase } from '../optional';

const je = (key: string, category: string, rules: string[], params?: Record<string, Param>): JournalText => ({
  text: params ? { key: `bite.optional.journal.${key}`, params } : { key: `bite.optional.journal.${key}` },
  rules,
  category,
});

const bag = v.strictObject({ yellow: int(0, 999), red: int(0, 999), blue: int(0, 999), black: int(0, 999) });
const researcher = v.picklist(['germany', 'ussr'] as const);
const ppColour = v.picklist(PP_COLOURS);
const nt = (n: string) => ({ key: `bite.nation.${n}` });
const ft = (f: string) => ({ key: `bite.field.${f}` });

const withLedger = (s: BiteState, f: (o: OptionalLedger) => OptionalLedger): BiteState => ({ ...s, optional: f(optionalOf(s)) });
/**
 * A tracker finished puts its plant where the rules say: a new industry (15.1) and an evacuated
 * factory (16.2) become producing centres of their nation, 1 PP of their colour (15.0: "1
 * industria rossa produce 1 PP corazzato/turno"), producing from the next turn (15.1); the place
 * drawn on the printed sheet is the players' to type (rename the centre). A scorched centre
 * repaired (16.0) produces again at its controller's next production: nothing to add here.
 */
function finishTracker(s: BiteState, x: Tracker): BiteState {
  if (x.kind === 'scorched') {
    // 16.0: repaired, it produces again at its controller's next production phase.
    if (x.centre === undefined) return s;
    return {
      ...s,
      economy: { ...economyOf(s), centres: economyOf(s).centres.map((c) => (c.id === x.centre ? { ...c, scorched: undefined, resumes: s.turn + 1 } : c)) },
    };
  }
  const e = economyOf(s);
  const centre = {
    id: `c${e.nextCentre}`,
    name: x.name,
    pp: 1,
    colour: x.colour,
    owner: x.nation,
    controller: x.nation,
    usable: true,
    built: { from: s.turn + 1, how: x.kind },
  } as const;
  return { ...s, economy: { ...e, centres: [...e.centres, centre], nextCentre: e.nextCentre + 1 } };
}
/** PP into or out of a nation's box, through the economy's own box (the income and repairs read it). */
function moveBox(s: BiteState, n: 'germany' | 'ussr', b: PpBag, sign: 1 | -1): BiteState {
  const e = economyOf(s);
  return { ...s, economy: { ...e, box: { ...e.box, [n]: addBags(boxOf(s, n), b, sign) } } };
}
const yellow1: PpBag = { yellow: 1, red: 0, blue: 0, black: 0 };
const leq = (a: PpBag, b: PpBag) => PP_COLOURS.every((c) => a[c] <= b[c]);

const sameBag = (a: PpBag, b: PpBag) => PP_COLOURS.every((c) => a[c] === b[c]);
const no = (key: string, rule: string, params?: Record<string, Param>): Refusal => ({
  text: params ? { key: `bite.rules.${key}`, params } : { key: `bite.rules.${key}` },
  rule,
});
/** 34.0: this month's shipment, route by route, as the rules give it. */
const shipmentOf = (s: BiteState, ctx: RulesContext) => lendLeaseOf(currentMonth(s), ctx, persianCorridorFrom(s)).shipment;
const routeText = (r: string) => ({ key: `bite.optional.route.${r}` });
/** 29.0, 35.1, 32.0: the rule a ledger's roll answers to. */
const rollRule = (what: string) => (what === 'partisans' ? '29.0' : what === 'bombing' ? '32.0' : '35.1');
const rollOption = (what: string) => (what === 'partisans' ? '29.0' : what === 'bombing' ? '32.0' : '35.0') as '29.0' | '32.0' | '35.0';
const routeFaces = v.optional(
  v.strictObject({ arctic: v.optional(v.pipe(v.array(int(1, 6)), v.maxLength(5))), persia: v.optional(v.pipe(v.array(int(1, 6)), v.maxLength(3))) }),
);
const attackedRoute = v.picklist(['arctic', 'persia'] as const);

/**
 * 35.2: may this step of the convoy attack be written now? In the Lend-Lease's window, before it
 * arrives; the attack rolled or declined once a turn, with the faces the rules read; a draw only
 * for the route whose PP sunk are still to be chosen, with dice that can choose them.
 */
function convoyRefusal(s: BiteState, p: ConvoyPayload, ctx: RulesContext): Refusal | null {
  if (!ruleOn(s, '35.0')) return no('ruleOff', '35.0', { rule: '35.0' });
  const when = firstRefusal([lendLeasePhase(s), '34.0'], [canDeliverLendLease(s), '34.0']);
  if (when) return when;
  const shipment = shipmentOf(s, ctx);
  const view = convoyView(s, shipment);
  if (p.act === 'draw') {
    if (!view.draw || view.draw.route !== p.route) return no('convoyNoDraw', '35.2');
    const sunk = convoySunk(shipment[p.route], view.hits[p.route], p.faces);
    return sunk && sameBag(sunk, p.sunk) ? null : no('convoyDrawFaces', '35.2', { n: view.draw.sides.length });
  }
  if (!view.routes.length) return no('convoyNone', '35.2');
  if (convoyRecord(s)) return no('convoyOnRecord', '35.2');
  if (p.act === 'decline') return null;
  const fit = (['arctic', 'persia'] as const).every((r) => (p.faces[r]?.length ?? 0) === (view.routes.includes(r) ? convoyDice([r]) : 0));
  const want = convoyAttack(
    shipment,
    view.routes.flatMap((r) => p.faces[r] ?? []),
  );
  return fit && want.hits.arctic === p.hits.arctic && want.hits.persia === p.hits.persia ? null : no('convoyFaces', '35.2');
}
/** What each ledger roll answers, as its dice say it on the screen. */
const ROLL_LABEL: Record<(typeof LEDGER_ROLLS)[number], string> = {
  raidBombers: 'bite.optional.ui.step_raidBombers',
  raidFighters: 'bite.optional.ui.step_raidFighters',
  raidFlak: 'bite.optional.ui.step_raidFlak',
  raidBombing: 'bite.optional.ui.step_raidBombing',
  partisans: 'bite.optional.ui.fire',
  bombing: 'bite.optional.ui.bombing',
};

const convoyPayload = v.variant('act', [
  v.strictObject({
    act: v.literal('roll'),
    faces: v.strictObject({ arctic: v.optional(v.pipe(v.array(int(1, 6)), v.length(5))), persia: v.optional(v.pipe(v.array(int(1, 6)), v.length(3))) }),
    hits: v.strictObject({ arctic: int(0, 5), persia: int(0, 3) }),
  }),
  v.strictObject({ act: v.literal('draw'), route: attackedRoute, faces: v.pipe(v.array(int(1, 99)), v.minLength(1), v.maxLength(10)), sunk: bag }),
  v.strictObject({ act: v.literal('decline') }),
]);
type ConvoyPayload = v.InferOutput<typeof convoyPayload>;

export const optionalEvents = [
  def({
    type: 'bite/research-invest',
    /** 17.0: 1 yellow PP into a field's research this turn (at most 1 a turn); the level rises when the cost is reached (17.2 −5). */
    schema: plainObject(v.strictObject({ nation: researcher, field })),
    // 17.0 with 7.3: 1 yellow PP a turn, in the nation's production phase.
    allowed: (s, p) => firstRefusal([spendingPhase(s, p.nation), '7.3'], [canInvest(s, p.nation, p.field), '17.0']),
    reduce(s, p) {
      if (!canInvest(s, p.nation, p.field).ok) return s;
      const level = researchLevel(s, p.nation, p.field);
      const next = (level + 1) as 2 | 3;
      const had = optionalOf(s).research[p.nation]?.[p.field]?.pp ?? 0;
      const reached = had + 1 >= researchCost(p.nation, p.field, next);
      let n = moveBox(s, p.nation, yellow1, -1);
      n = withLedger(n, (o) => ({
        ...o,
        research: { ...o.research, [p.nation]: { ...o.research[p.nation], [p.field]: { pp: reached ? 0 : had + 1, last: s.turn } } },
      }));
      if (reached) n = { ...n, research: { ...n.research, [p.nation]: { ...n.research[p.nation], [p.field]: next } } };
      return n;
    },
    describe(p, b) {
      const level = researchLevel(b, p.nation, p.field);
      const next = (level + 1) as 2 | 3;
      const cost = level >= 3 ? 0 : researchCost(p.nation, p.field, next);
      const pp = (optionalOf(b).research[p.nation]?.[p.field]?.pp ?? 0) + 1;
      const params = { nation: nt(p.nation), field: ft(p.field), pp, cost, level: next };
      return je(pp >= cost ? 'researchReached' : 'researchInvest', 'track', cost < (next === 2 ? 20 : 30) ? ['17.0', '17.2'] : ['17.0'], params);
    },
  }),
  def({
    type: 'bite/partisans-place',
    /** 29.1: new battalions in the Soviet production phase, from the typed counts of unguarded captured cities; at most 20 on the map. */
    schema: plainObject(v.strictObject({ n: int(1, 20), minor: int(0, 200), major: int(0, 50) })),
    allowed: (s, p) => refusal(canPlacePartisans(s, p.n, p.minor, p.major), '29.1'),
    reduce(s, p) {
      if (!canPlacePartisans(s, p.n, p.minor, p.major).ok) return s;
      return withLedger(s, (o) => {
        const placed = o.partisans.turn === s.turn ? o.partisans.placed : 0;
        return { ...o, partisans: { onMap: o.partisans.onMap + p.n, turn: s.turn, placed: placed + p.n } };
      });
    },
    describe: (p, b) =>
      je('partisansPlaced', 'marker', ['29.0', '29.1'], { n: p.n, minor: p.minor, major: p.major, onMap: optionalOf(b).partisans.onMap + p.n }),
  }),
  def({
    type: 'bite/partisans-remove',
    /**
     * 29.0: a stack removed: an Axis ground unit entering a 1-battalion hex (it may come back next
     * production), a stack beaten in battle, or a Soviet ground unit entering (the Soviet saved
     * box gains as many yellow PP as battalions).
     */
    // `centre`: the stack held that producing centre (29.1), which produces again.
    schema: plainObject(v.strictObject({ n: int(1, 3), cause: v.picklist(['axisEntry', 'sovietEntry', 'combat'] as const), centre: v.optional(id) })),
    allowed: (s, p) => refusal(canRemovePartisans(s, p.n, p.cause), '29.0'),
    reduce(s, p) {
      if (!canRemovePartisans(s, p.n, p.cause).ok) return s;
      let n = withLedger(s, (o) => ({ ...o, partisans: { ...o.partisans, onMap: o.partisans.onMap - p.n } }));
      if (p.cause === 'sovietEntry') n = moveBox(n, 'ussr', { ...yellow1, yellow: p.n }, 1);
      if (p.centre !== undefined) {
        const e = economyOf(n);
        n = { ...n, economy: { ...e, centres: e.centres.map((c) => (c.id === p.centre ? (({ partisans: _, ...rest }) => rest)(c) : c)) } };
      }
      return n;
    },
    describe: (p, b) => je(`partisans_${p.cause}`, 'marker', ['29.0'], { n: p.n, onMap: optionalOf(b).partisans.onMap - p.n }),
  }),
  def({
    type: 'bite/partisans-centre',
    /** 29.1: how many battalions sit on a producing centre the Axis holds (0: none); it produces nothing meanwhile. */
    schema: plainObject(v.strictObject({ id, n: int(0, PARTISAN_STACK) })),
    allowed: (s, p) => refusal(canMarkPartisansOnCentre(s, p.id, p.n), '29.1'),
    reduce(s, p) {
      if (!canMarkPartisansOnCentre(s, p.id, p.n).ok) return s;
      const e = economyOf(s);
      return {
        ...s,
        economy: { ...e, centres: e.centres.map((c) => (c.id !== p.id ? c : p.n > 0 ? { ...c, partisans: p.n } : (({ partisans: _, ...rest }) => rest)(c))) },
      };
    },
    describe: (p, b) =>
      je(p.n > 0 ? 'partisansOnCentre' : 'partisansOffCentre', 'marker', ['29.1'], {
        n: p.n,
        name: economyOf(b).centres.find((c) => c.id === p.id)?.name ?? '?',
      }),
  }),
  def({
    type: 'bite/lend-lease',
    /**
     * 34.0: the turn's Lend-Lease, route by route as the table gives it, less the PP the convoy
     * attacks sank (35.2, drawn at random among those on the route); what arrives goes into the
     * Soviet box, to be spent this turn (it cannot be saved).
     */
    schema: plainObject(
      v.strictObject({
        shipment: v.strictObject({ pacific: bag, arctic: bag, persia: bag }),
        lost: v.strictObject({ arctic: bag, persia: bag }),
        faces: routeFaces,
      }),
    ),
    // 34.0, 35.2: once a turn, from the Soviet strategic warfare to its production (C1–C3); no more
    // sunk than shipped; with 35.0 in play, after the convoy attack is on the record (rolled, its
    // PP sunk chosen, or declined), losing exactly what the record sank.
    allowed(s, p) {
      const when = firstRefusal([lendLeasePhase(s), '34.0'], [canDeliverLendLease(s), '34.0']);
      if (when) return when;
      if (!leq(p.lost.arctic, p.shipment.arctic) || !leq(p.lost.persia, p.shipment.persia)) return no('llSunk', '35.2');
      const view = convoyView(s, p.shipment);
      if (!view.decided) return no('convoyFirst', '35.2');
      if (!view.lost) return no('convoyDrawFirst', '35.2', { route: routeText(view.draw?.route ?? 'arctic') });
      return sameBag(view.lost.arctic, p.lost.arctic) && sameBag(view.lost.persia, p.lost.persia)
        ? null
        : no('convoyLost', '35.2', { pp: bagText(addBags(view.lost.arctic, view.lost.persia)) });
    },
    reduce(s, p) {
      if (!canDeliverLendLease(s).ok) return s;
      if (!leq(p.lost.arctic, p.shipment.arctic) || !leq(p.lost.persia, p.shipment.persia)) return s;
      const arrived = lendLeaseArriving(p.shipment, p.lost);
      const n = moveBox(s, 'ussr', arrived, 1);
      return withLedger(n, (o) => ({ ...o, lendLease: { turn: s.turn, arrived, expired: false } }));
    },
    describe(p, b) {
      const lost = addBags(p.lost.arctic, p.lost.persia);
      const arrived = lendLeaseArriving(p.shipment, p.lost);
      const any = PP_COLOURS.some((c) => lost[c] > 0);
      // 35.2: the convoy roll's faces, route by route, when the Axis attacked.
      const faces = (['arctic', 'persia'] as const)
        .filter((r) => p.faces?.[r]?.length)
        .map((r) => p.faces![r]!.join(' '))
        .join(' · ');
      return je(faces ? 'lendLeaseRolled' : any ? 'lendLeaseLost' : 'lendLease', 'production', faces || any ? ['34.0', '35.2'] : ['34.0'], {
        month: monthText(currentMonth(b)),
        pp: bagText(arrived),
        lost: bagText(lost),
        faces,
      });
    },
  }),
  def({
    type: 'bite/lend-lease-expire',
    /** 34.0: the Lend-Lease PP of the turn not spent by the end of the Soviet production cannot be saved. */
    schema: plainObject(v.strictObject({ pp: bag })),
    allowed(s, p) {
      const ll = optionalOf(s).lendLease;
      if (!ll || ll.expired || !leq(p.pp, ll.arrived) || !leq(p.pp, boxOf(s, 'ussr')))
        return { text: { key: 'bite.rules.llExpire', params: { pp: bagText(p.pp) } }, rule: '34.0' };
      return null;
    },
    reduce(s, p) {
      const ll = optionalOf(s).lendLease;
      if (!ll || ll.expired || !leq(p.pp, ll.arrived) || !leq(p.pp, boxOf(s, 'ussr'))) return s;
      return withLedger(moveBox(s, 'ussr', p.pp, -1), (o) => ({ ...o, lendLease: { ...ll, expired: true } }));
    },
    describe: (p) => je('lendLeaseExpired', 'production', ['34.0'], { pp: bagText(p.pp) }),
  }),
  def({
    type: 'bite/strategic-loss',
    /**
     * PP a target loses this turn to bombs (32.1 the players' bombers; 35.1 the Allied raid), drawn
     * at random among those it produces, no excess hits; taken from its owner's box after the
     * income. `destroyed`: 10 hits in one attack (32.1).
     */
    schema: plainObject(
      v.strictObject({
        nation: researcher,
        target: name,
        source: v.picklist(['raid', 'bombing'] as const),
        hits: int(0, 99),
        lost: bag,
        destroyed: v.boolean(),
      }),
    ),
    // 35.1, 32.1: the hits are those of the bombing roll on the record this turn, taken up by the loss.
    allowed(s, p) {
      const rule = p.source === 'raid' ? '35.1' : '32.1';
      if (!ruleOn(s, p.source === 'raid' ? '35.0' : '32.0'))
        return no('ruleOff', p.source === 'raid' ? '35.0' : '32.0', { rule: p.source === 'raid' ? '35.0' : '32.0' });
      const roll = ledgerRoll(s, p.source === 'raid' ? 'raidBombing' : 'bombing');
      if (!roll) return no('noBombRoll', rule);
      if (roll.hits !== p.hits) return no('bombRollHits', rule, { hits: roll.hits });
      return refusal(canLosePp(s, p.nation, p.lost), rule);
    },
    reduce(s, p) {
      if (!ruleOn(s, p.source === 'raid' ? '35.0' : '32.0') || !canLosePp(s, p.nation, p.lost).ok) return s;
      const what = p.source === 'raid' ? 'raidBombing' : 'bombing';
      const n = moveBox(s, p.nation, p.lost, -1);
      return ledgerRoll(n, what) ? withLedger(n, (o) => ({ ...o, rolls: { ...o.rolls, [what]: undefined } })) : n;
    },
    describe: (p) =>
      je(p.destroyed ? 'bombDestroyed' : 'bombLoss', 'combat', p.source === 'raid' ? ['35.1'] : ['32.1'], {
        target: p.target,
        nation: nt(p.nation),
        hits: p.hits,
        pp: bagText(p.lost),
      }),
  }),
  def({
    type: 'bite/optional-roll',
    /** A roll of the ledgers journaled with its faces: a raid's step (35.1), a convoy attack (35.2), partisans firing (29.0), a bombing (32.0). */
    schema: plainObject(
      v.strictObject({
        what: v.picklist(LEDGER_ROLLS),
        faces: v.pipe(v.array(int(1, 6)), v.minLength(1), v.maxLength(40)),
        hitOn: int(1, 6),
        hits: int(0, 40),
      }),
    ),
    // Its rule in play, its hits those of its faces. Kept with the game as the turn's roll of its
    // kind: a loss is applied from it (35.1, 32.1), and a reload shows it again.
    allowed: (s, p) =>
      !ruleOn(s, rollOption(p.what))
        ? no('ruleOff', rollOption(p.what), { rule: rollOption(p.what) })
        : hitsOf([{ dice: p.faces.length, hitOn: p.hitOn }], p.faces) !== p.hits
          ? no('rollHits', rollRule(p.what))
          : null,
    reduce: (s, p) =>
      withLedger(s, (o) => ({
        ...o,
        rolls: { ...o.rolls, [p.what]: { turn: s.turn, faces: p.faces, hitOn: p.hitOn, hits: p.hits, n: (o.rolls?.[p.what]?.n ?? 0) + 1 } },
      })),
    describe: (p) => je(`roll_${p.what}`, 'roll', [rollRule(p.what)], { faces: p.faces.join(' '), hit: hitRangeText(p.hitOn), hits: p.hits }),
    asRoll: (p) => ({
      sides: 6,
      faces: p.faces,
      label: { key: ROLL_LABEL[p.what] },
      rule: rollRule(p.what),
      outcome: { key: 'bite.optional.ui.hits', params: { n: p.hits } },
    }),
  }),
  def({
    type: 'bite/convoy-attack',
    /**
     * 35.2: the Axis's attack on the Lend-Lease convoys, on the record before it is shown: the
     * roll (its faces and hits route by route), then, where the PP sunk must be chosen at random
     * among several colours, the dice that chose them; or the Axis lets the convoys sail.
     */
    schema: plainObject(convoyPayload),
    allowed: (s, p, ctx) => convoyRefusal(s, p, ctx),
    reduce(s, p) {
      if (p.act === 'draw') {
        const rec = convoyRecord(s);
        return rec ? withLedger(s, (o) => ({ ...o, convoys: { ...rec, draws: { ...rec.draws, [p.route]: p.faces } } })) : s;
      }
      if (p.act === 'decline') return withLedger(s, (o) => ({ ...o, convoys: { turn: s.turn, declined: true } }));
      return withLedger(s, (o) => ({ ...o, convoys: { turn: s.turn, faces: p.faces, hits: p.hits } }));
    },
    // The attack's dice stay on the record if undone and overwritten (the draw's dice follow from them).
    asRoll: (p) =>
      p.act === 'roll'
        ? {
            sides: 6,
            faces: [...(p.faces.arctic ?? []), ...(p.faces.persia ?? [])],
            label: { key: 'bite.optional.ui.rollConvoys' },
            rule: '35.2',
            outcome: { key: 'bite.optional.ui.hits', params: { n: p.hits.arctic + p.hits.persia } },
          }
        : null,
    describe(p) {
      if (p.act === 'decline') return je('convoysDeclined', 'combat', ['35.2']);
      if (p.act === 'draw') return je('convoyDraw', 'roll', ['35.2'], { route: routeText(p.route), faces: p.faces.join(' '), pp: bagText(p.sunk) });
      const routes = (['arctic', 'persia'] as const)
        .filter((r) => p.faces[r]?.length)
        .map((r) => ({ key: 'bite.optional.journal.convoyRoute', params: { route: routeText(r), faces: p.faces[r]!.join(' '), hits: p.hits[r] } }));
      return je('convoyRoll', 'roll', ['35.2'], { routes: listText(routes) });
    },
  }),
  def({
    type: 'bite/tracker-add',
    /** A tracker opened: a new industry (15.0), a scorched centre to repair (16.0), a Soviet factory evacuated to box 8 (16.2). */
    /** `rail`: an evacuation charged its 3 strategic rail moves, 1 yellow PP each (16.2, 7.4); absent in games saved before. */
    schema: plainObject(
      v.strictObject({
        kind: v.picklist(['industry', 'scorched', 'evacuation'] as const),
        nation: researcher,
        name,
        colour: ppColour,
        progress: v.optional(int(0, 10)),
        rail: v.optional(v.literal(true)),
        centre: v.optional(id),
      }),
    ),
    allowed(s, p, ctx) {
      const rule = p.kind === 'industry' ? '15.0' : p.kind === 'scorched' ? '16.0' : '16.2';
      const charge = p.kind === 'evacuation' && p.rail === true;
      return refusal(canAddTracker(s, p.kind, p.nation, p.colour, p.name, charge, ctx, p.kind === 'scorched' ? p.centre : undefined), rule);
    },
    reduce(s, p, ctx) {
      const charge = p.kind === 'evacuation' && p.rail === true;
      const centre = p.kind === 'scorched' ? p.centre : undefined;
      if (!canAddTracker(s, p.kind, p.nation, p.colour, p.name, charge, ctx, centre).ok) return s;
      const o = optionalOf(s);
      const start = p.kind === 'evacuation' ? 8 : Math.min(p.progress ?? 0, TRACKER_GOAL[p.kind] - 1);
      const x: Tracker = {
        id: `t${o.nextTracker}`,
        kind: p.kind,
        nation: p.nation,
        name: p.name,
        colour: p.colour,
        progress: start,
        last: p.kind === 'evacuation' ? s.turn : 0,
        ...(centre !== undefined ? { centre } : {}),
      };
      let n = withLedger(s, (y) => ({ ...y, trackers: [...y.trackers, x], nextTracker: y.nextTracker + 1 }));
      if (charge) {
        const r = railTurn(n, 'soviet');
        n = { ...moveBox(n, 'ussr', { ...yellow1, yellow: EVACUATION_MOVES }, -1), rail: { ...railOf(n), soviet: { ...r, used: r.used + EVACUATION_MOVES } } };
      }
      return n;
    },
    describe: (p) =>
      p.kind === 'evacuation' && p.rail === true
        ? je('trackerAdd_evacuationRail', 'track', ['16.2', '7.4'], { name: p.name, nation: nt(p.nation), progress: 8, n: EVACUATION_MOVES })
        : je(`trackerAdd_${p.kind}`, 'track', [p.kind === 'industry' ? '15.0' : p.kind === 'scorched' ? '16.0' : '16.2'], {
            name: p.name,
            nation: nt(p.nation),
            progress: p.kind === 'evacuation' ? 8 : (p.progress ?? 0),
          }),
  }),
  def({
    type: 'bite/tracker-advance',
    /** One turn of a tracker: 1 yellow PP paid (15.0, 16.0) or one free box (16.2). */
    schema: plainObject(v.strictObject({ id })),
    // 15.0, 16.0 with 7.3: a paid step in the nation's production phase; 16.2's free box once a turn.
    allowed(s, p) {
      const x = optionalOf(s).trackers.find((y) => y.id === p.id);
      const rule = x?.kind === 'industry' ? '15.0' : x?.kind === 'scorched' ? '16.0' : '16.2';
      return firstRefusal([canAdvanceTracker(s, p.id), rule], [x && x.kind !== 'evacuation' ? spendingPhase(s, x.nation) : { ok: true }, '7.3']);
    },
    reduce(s, p) {
      if (!canAdvanceTracker(s, p.id).ok) return s;
      const x = optionalOf(s).trackers.find((y) => y.id === p.id);
      if (!x) return s;
      let n = x.kind === 'evacuation' ? s : moveBox(s, x.nation, yellow1, -1);
      n = withLedger(n, (o) => ({ ...o, trackers: o.trackers.map((y) => (y.id === p.id ? { ...y, progress: y.progress + 1, last: s.turn } : y)) }));
      const done = optionalOf(n).trackers.find((y) => y.id === p.id);
      return done && trackerDone(done) ? finishTracker(n, done) : n;
    },
    describe(p, b) {
      const x = optionalOf(b).trackers.find((y) => y.id === p.id);
      if (!x) return je('trackerAdvance', 'track', [], { name: '?', progress: 0, goal: 0 });
      const progress = x.progress + 1;
      const done = trackerDone({ ...x, progress });
      if (done && x.kind !== 'scorched') {
        const params = {
          name: x.name,
          progress,
          goal: TRACKER_GOAL[x.kind],
          nation: nt(x.nation),
          colour: { key: `bite.eco.colour.${x.colour}`, params: { n: 1 } },
        };
        return { text: { key: `bite.plant.journal.done_${x.kind}`, params }, rules: [x.kind === 'industry' ? '15.1' : '16.2'], category: 'track' };
      }
      return je(done ? `trackerDone_${x.kind}` : 'trackerAdvance', 'track', [x.kind === 'industry' ? '15.0' : x.kind === 'scorched' ? '16.0' : '16.2'], {
        name: x.name,
        progress,
        goal: TRACKER_GOAL[x.kind],
      });
    },
  }),
  def({
    type: 'bite/border-count',
    /** 27.0: the Soviet units keeping every Turkish border hex in a Soviet ZOC, counted this turn (at least 3). */
    schema: plainObject(v.strictObject({ units: int(0, 30) })),
    allowed: (s, p) => refusal(canCountBorder(s, p.units), '27.0'),
    reduce: (s, p) => (canCountBorder(s, p.units).ok ? withLedger(s, (o) => ({ ...o, border: { turn: s.turn, units: p.units } })) : s),
    describe: (p) => je(p.units >= BORDER_UNITS ? 'borderHeld' : 'borderShort', 'marker', ['27.0'], { n: p.units, min: BORDER_UNITS }),
  }),
  def({
    type: 'bite/volkssturm-start',
    /** 28.0: a Soviet ground unit has entered Greater Germany: the Volkssturm plan runs to the end of the game. */
    schema: plainObject(v.strictObject({})),
    allowed: (s) => refusal(canStartVolkssturm(s), '28.0'),
    reduce: (s) => (canStartVolkssturm(s).ok ? withLedger(s, (o) => ({ ...o, volkssturm: { from: s.turn, turn: 0, cities: [] } })) : s),
    describe: () => je('volkssturmOn', 'marker', ['28.0']),
  }),
  def({
    type: 'bite/volkssturm-raise',
    /** 28.0 (AMB-40): an out-of-play German infantry block comes back at 1 SP, free, in a German city (one a city a turn). */
    schema: plainObject(v.strictObject({ block: id, city: name })),
    allowed: (s, p) => refusal(canRaiseVolkssturm(s, p.block, p.city), '28.0'),
    reduce(s, p) {
      if (!canRaiseVolkssturm(s, p.block, p.city).ok) return s;
      const n: BiteState = { ...s, blocks: s.blocks.map((b) => (b.id === p.block ? { ...b, sp: 1, eliminated: false } : b)) };
      return withLedger(n, (o) => ({ ...o, volkssturm: { from: o.volkssturm?.from ?? s.turn, turn: s.turn, cities: [...volkssturmCities(s), p.city] } }));
    },
    describe: (p, b) => je('volkssturmRaised', 'production', ['28.0'], { name: b.blocks.find((x) => x.id === p.block)?.name ?? '?', city: p.city }),
  }),
  def({
    type: 'bite/chechens',
    /** 30.0: the Chechen rebels' mountain unit placed at Grozny, free and at full strength (rebuilt free while the cause holds), or lost. */
    schema: plainObject(
      v.variant('act', [v.strictObject({ act: v.literal('place'), cause: v.picklist(CHECHEN_CAUSES) }), v.strictObject({ act: v.literal('lost') })]),
    ),
    allowed: (s, p) => refusal(p.act === 'place' ? canPlaceChechens(s) : canLoseChechens(s), '30.0'),
    reduce(s, p) {
      const c = optionalOf(s).chechens ?? { onMap: false, placed: 0, turn: 0 };
      if (p.act === 'place')
        return canPlaceChechens(s).ok ? withLedger(s, (o) => ({ ...o, chechens: { onMap: true, placed: c.placed + 1, turn: s.turn } })) : s;
      return canLoseChechens(s).ok ? withLedger(s, (o) => ({ ...o, chechens: { ...c, onMap: false, turn: s.turn } })) : s;
    },
    describe(p, b) {
      if (p.act === 'lost') return je('chechensLost', 'marker', ['30.0']);
      const again = (optionalOf(b).chechens?.placed ?? 0) > 0;
      return je(again ? 'chechensRebuilt' : 'chechensPlaced', 'production', ['30.0'], { cause: { key: `bite.optional.ui.chechenCause_${p.cause}` } });
    },
  }),
  def({
    type: 'bite/tracker-remove',
    schema: plainObject(v.strictObject({ id })),
    allowed: (s, p) => (optionalOf(s).trackers.some((x) => x.id === p.id) ? null : { text: { key: 'bite.rules.noTracker' }, rule: '15.0' }),
    reduce: (s, p) => withLedger(s, (o) => ({ ...o, trackers: o.trackers.filter((x) => x.id !== p.id) })),
    describe: (p, b) => je('trackerRemove', 'track', [], { name: optionalOf(b).trackers.find((x) => x.id === p.id)?.name ?? '?' }),
  }),
];
