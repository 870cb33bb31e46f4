/**
 * War to Axis's events: each type once, with its strict payload schema, its reducer and its
 * journal sentence (engine/events.ts). Reducers are total and pure: an event that does not
 * fit the state (an unknown unit, a group the consecutive rule forbids, a rally above the
 * starting discs) leaves the state as it was, so no log can reach a state the rules forbid
 * (`invariantProblems`). The module's sequence of play adds 'core/next-phase' and
 * 'core/prev-phase' when it is built.
 */
import * as v from 'valibot';
import type { JournalText, Text } from '@/engine/types';
import { defineEvent, eventBook, eventBuilder, type PayloadsOf } from '@/engine/events';
import { t } from '@/engine/derivation';
import { advancedActivation, basicActivation } from './activation';
import { wtaSettings } from './settings';
import { phasesOf, phasingSide } from './sequence';
import { activationRefusal, finalFireRefusal, no, oppFireRefusal, phaseRefusal } from './legality';
import type { Refusal } from '@/engine/events';
import { startDone, startDoneSchema, startPending } from '@/engine/start';
import { startAt, startRefusal } from './start';
import { COMMITMENT, opens, SALT, secretsOf } from '@/engine/sealed';
import {
  MAX_TURN,
  SIDES,
  UNIT_ACTIONS,
  emptySide,
  findType,
  isSealed,
  other,
  scenarioBatteries,
  type ArmyCard,
  type ScenarioSheet,
  type SideId,
  type SideState,
  type Unit,
  type WtaState,
} from './state';

// ---------------------------------------------------------------------------
// Schemas.
// ---------------------------------------------------------------------------

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(60));
const name = v.pipe(v.string(), v.maxLength(120));
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const signedInt = v.pipe(v.number(), v.integer(), v.minValue(-10), v.maxValue(10));
const side = v.picklist(['allies', 'axis'] as const);
const group = v.picklist(['A', 'B', 'R'] as const);
const diceList = v.pipe(v.array(count(20)), v.maxLength(20));

/** 2.2, 2.5: a unit type's yes-or-no marks on its army card (the AP target symbol, the asterisk, its class). */
export const unitTypeFlags = {
  apTarget: v.boolean(),
  starred: v.boolean(),
  hq: v.boolean(),
  infantry: v.boolean(),
  engineers: v.boolean(),
  motorizedInfantry: v.boolean(),
  mechanizedInfantry: v.boolean(),
  vehicle: v.boolean(),
  atGun: v.boolean(),
};

const unitTypeSchema = v.strictObject({
  id,
  name: v.pipe(name, v.minLength(1)),
  discs: count(20),
  move: count(30),
  advance: v.nullable(count(30)),
  apDice: diceList,
  atDice: diceList,
  armour: v.nullable(v.picklist(['L', 'M', 'H'] as const)),
  ...unitTypeFlags,
});

export const armyCardSchema = v.strictObject({
  id,
  name: v.pipe(name, v.minLength(1)),
  side,
  american: v.boolean(),
  units: v.pipe(v.array(unitTypeSchema), v.maxLength(100)),
});

const sideSheetSchema = v.strictObject({
  rally: count(20),
  radio: count(20),
  artillery: v.pipe(v.array(v.strictObject({ count: count(20), dice: count(20) })), v.maxLength(3)),
  american: v.boolean(),
});

export const scenarioSchema = v.strictObject({
  title: name,
  mode: v.picklist(['basic', 'advanced'] as const),
  turns: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TURN)),
  turnZero: v.boolean(),
  initiative: side,
  sides: v.strictObject({ allies: sideSheetSchema, axis: sideSheetSchema }),
  eventCards: count(32),
  reinforcementCards: v.strictObject({ allies: count(16), axis: count(16) }),
  victory: v.pipe(v.string(), v.maxLength(5000)),
});

const unitRef = v.strictObject({ unit: id });
/** 2.6: what became of each card a roll drew: played at once, kept in hand, or handed to the opponent. */
const cardFates = v.optional(v.pipe(v.array(v.picklist(['now', 'hold', 'opponent', 'reinforce', 'reinforceOpponent'] as const)), v.maxLength(2)));
/** 2.6, 2.6.1: an event card played, kept or handed over; or a reinforcement card, the drawer's or the opponent's (its colour). */
type CardFate = 'now' | 'hold' | 'opponent' | 'reinforce' | 'reinforceOpponent';
const noPayload = v.optional(v.union([v.strictObject({}), v.null_()]));

// ---------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------

function unitOf(s: WtaState, uid: string): Unit | undefined {
  return s.units.find((u) => u.id === uid);
}

function withUnit(s: WtaState, uid: string, f: (u: Unit) => Unit | null): WtaState {
  const u = unitOf(s, uid);
  if (!u) return s;
  const next = f(u);
  if (next === null || next === u) return s;
  return { ...s, units: s.units.map((x) => (x.id === uid ? next : x)) };
}

function withSide(s: WtaState, sid: SideId, f: (st: SideState) => SideState | null): WtaState {
  const next = f(s.sides[sid]);
  if (next === null) return s;
  return { ...s, sides: { ...s.sides, [sid]: next } };
}

function sideName(sid: SideId): Text {
  return t(`wta.side.${sid}`);
}

/** A unit's name as the journal may say it: a hidden unit or a dummy only by its marker (12.0). */
function unitName(u: Unit | undefined): Text {
  if (!u) return t('wta.journal.unknownUnit');
  if (u.hidden !== null) return t('wta.journal.marker', { n: u.hidden });
  if (u.seal) return t('wta.journal.marker', { n: u.seal.marker });
  return t('wta.journal.unit', { name: u.name });
}

function j(key: string, params: Record<string, string | number | Text>, rules: string[], category: string): JournalText {
  return { text: t(key, params), rules, category };
}

/** 2.5, 2.2: the card and unit type a payload names, of this side's cards. */
function typeRefusal(s: WtaState, card: string, type: string, sid: SideId): Refusal | null {
  const c = s.cards.find((x) => x.id === card);
  if (!c || !findType(s, card, type)) return no('wta.refuse.unknownType', undefined, '2.5');
  return c.side !== sid ? no('wta.refuse.cardSide', { name: c.name, side: sideName(sid) }, '2.5') : null;
}

/**
 * 12.0, 12.1: what a sealed marker's commitment holds — its side and number, and a dummy or its
 * card and unit type: SHA-256 over this and a salt is the marker's seal (engine/sealed.ts).
 */
export function markerSecret(
  side: SideId,
  marker: number,
  what: { dummy: boolean; card?: string | undefined; type?: string | undefined },
): { side: SideId; marker: number; dummy: boolean; card?: string; type?: string } {
  return what.dummy ? { side, marker, dummy: true } : { side, marker, dummy: false, card: what.card ?? '', type: what.type ?? '' };
}

/** 12.0: a numbered marker already on the map for this side. */
function markerInUse(s: WtaState, sid: SideId, n: number): boolean {
  return s.units.some((u) => u.side === sid && u.elements > 0 && (u.hidden === n || u.seal?.marker === n));
}

function drawCard(s: WtaState, n: number): WtaState {
  const k = Math.min(n, s.deck.remaining);
  return k > 0 ? { ...s, deck: { remaining: s.deck.remaining - k, drawn: s.deck.drawn + k } } : s;
}

/** 2.6: the cards drawn by a roll are kept by the drawer or handed over, as the players read them. */
function keepCards(s: WtaState, drawer: SideId, drawn: number, fates: readonly CardFate[] | undefined): WtaState {
  let out = s;
  for (let i = 0; i < drawn; i++) {
    const f = fates?.[i] ?? 'now';
    if (f === 'now') continue;
    if (f === 'reinforce' || f === 'reinforceOpponent') {
      // 2.6.1: a side's reinforcement card (never more than the scenario put in the deck); its units are assigned next (7.2).
      const to = f === 'reinforce' ? drawer : other(drawer);
      const r = out.sides[to].reinforcements ?? { drawn: 0, due: 0 };
      if (r.drawn >= out.scenario.reinforcementCards[to]) continue;
      out = withSide(out, to, (st) => ({ ...st, reinforcements: { drawn: r.drawn + 1, due: r.due + 1 } }));
      continue;
    }
    out = withSide(out, f === 'hold' ? drawer : other(drawer), (st) => ({ ...st, held: st.held + 1 }));
  }
  return out;
}

/**
 * 3.0 e–f, 11.0, A28, A37: the end of the turn: per-turn markers cleared, the turn marker
 * advanced, or the game over after the last turn.
 */
function endTurn(s: WtaState, finalFireCarry: boolean): WtaState {
  if (s.over) return s;
  const units = s.units.map((u) => {
    const keep = finalFireCarry && u.disorganized && u.byFinalFire;
    return {
      ...u,
      action: null,
      free: false,
      oppFire: false,
      returnFire: false,
      finalFire: false,
      disorganized: keep,
      byFinalFire: false,
      outOfCommand: hqJustDestroyed(s, u.side) ? false : u.outOfCommand,
    };
  });
  const sides = Object.fromEntries(
    SIDES.map((sid) => {
      const st = s.sides[sid];
      const fresh = emptySide();
      return [
        sid,
        {
          ...fresh,
          history: st.history,
          record: st.record,
          held: st.held,
          hqDestroyedTurn: st.hqDestroyedTurn,
          vp: st.vp,
          reinforcements: st.reinforcements ?? fresh.reinforcements,
        },
      ];
    }),
  ) as Record<SideId, SideState>;
  const last = s.turn >= s.scenario.turns;
  return { ...s, units, sides, turn: last ? s.turn : s.turn + 1, phase: last ? s.phase : 0, over: last };
}

function eliminate(u: Unit, elements: number): Unit {
  return elements > 0
    ? { ...u, elements }
    : { ...u, elements: 0, disorganized: false, byFinalFire: false, hidden: null, outOfCommand: false, returnFire: false };
}

// ---------------------------------------------------------------------------
// The events.
// ---------------------------------------------------------------------------

const def = defineEvent<WtaState>();

export const wtaEvents = [
  def({
    // The scenario form (end of the book; 2.6, 5.6, 6.0, 13.0).
    type: 'wta/scenario',
    allowed: (s, p) => {
      const min = p.scenario.turnZero ? 0 : 1;
      return s.turn < min || s.turn > p.scenario.turns ? no('wta.refuse.scenarioTurn', { turn: s.turn }, '13.0') : null;
    },
    schema: v.strictObject({ scenario: scenarioSchema }),
    reduce: (s, p) => {
      const sc: ScenarioSheet = p.scenario;
      const min = sc.turnZero ? 0 : 1;
      if (s.turn < min || s.turn > sc.turns) return s;
      const total = sc.eventCards + sc.reinforcementCards.allies + sc.reinforcementCards.axis;
      return {
        ...s,
        scenario: sc,
        phase: sc.mode === s.scenario.mode ? s.phase : 0,
        deck: { remaining: Math.max(0, total - s.deck.drawn), drawn: s.deck.drawn },
      };
    },
    describe: (p) => j('wta.journal.scenario', { title: p.scenario.title || '—', turns: p.scenario.turns }, ['2.6', '13.0'], 'setup'),
  }),
  def({
    // An army card typed from the printed one (2.5); a card with the same id is replaced.
    type: 'wta/card',
    allowed: (s, p) => {
      const ids = new Set(p.card.units.map((u) => u.id));
      if (ids.size !== p.card.units.length) return no('wta.refuse.cardDuplicate', { name: p.card.name }, '2.5');
      const old = s.cards.find((c) => c.id === p.card.id);
      const orphan = old ? s.units.find((u) => u.card === p.card.id && !ids.has(u.type)) : undefined;
      return orphan ? no('wta.refuse.cardTypeInPlay', { name: orphan.name }, '2.5') : null;
    },
    schema: v.strictObject({ card: armyCardSchema }),
    reduce: (s, p) => {
      const card: ArmyCard = p.card;
      const ids = new Set(card.units.map((u) => u.id));
      if (ids.size !== card.units.length) return s;
      const old = s.cards.find((c) => c.id === card.id);
      // Units in play keep their type: a replaced card must still hold it.
      if (old && s.units.some((u) => u.card === card.id && !ids.has(u.type))) return s;
      return { ...s, cards: old ? s.cards.map((c) => (c.id === card.id ? card : c)) : [...s.cards, card] };
    },
    describe: (p) => j('wta.journal.card', { name: p.card.name, n: p.card.units.length }, ['2.5'], 'setup'),
  }),
  def({
    type: 'wta/card-remove',
    allowed: (s, p) => {
      if (!s.cards.some((c) => c.id === p.card)) return no('wta.refuse.unknownCard', undefined, '2.5');
      return s.units.some((u) => u.card === p.card) ? no('wta.refuse.cardInPlay', undefined, '2.5') : null;
    },
    schema: v.strictObject({ card: id }),
    reduce: (s, p) => (s.units.some((u) => u.card === p.card) ? s : { ...s, cards: s.cards.filter((c) => c.id !== p.card) }),
    describe: (p, b) => j('wta.journal.cardRemove', { name: b.cards.find((c) => c.id === p.card)?.name ?? p.card }, ['2.5'], 'setup'),
  }),
  def({
    // A unit from a card into play: its discs from the card (2.2), its group (7.0), hidden or a dummy (12.0, 12.1), a reinforcement (7.2).
    type: 'wta/unit-add',
    allowed: (s, p) =>
      typeRefusal(s, p.card, p.type, p.side) ?? (p.dummy === true && (p.hidden ?? null) === null ? no('wta.refuse.dummyMarker', undefined, '12.1') : null),
    schema: v.strictObject({
      side,
      card: id,
      type: id,
      group,
      name: v.optional(name),
      hidden: v.optional(v.nullable(count(999))),
      dummy: v.optional(v.boolean()),
      entersTurn: v.optional(v.nullable(count(MAX_TURN))),
    }),
    reduce: (s, p) => {
      const ty = findType(s, p.card, p.type);
      const card = s.cards.find((c) => c.id === p.card);
      if (!ty || !card || card.side !== p.side) return s;
      const dummy = p.dummy ?? false;
      if (dummy && (p.hidden ?? null) === null) return s;
      const u: Unit = {
        id: `u${s.nextId}`,
        side: p.side,
        card: p.card,
        type: p.type,
        name: p.name?.trim() || ty.name,
        startDiscs: ty.discs,
        elements: ty.discs + 1,
        group: p.group,
        action: null,
        free: false,
        oppFire: false,
        disorganized: false,
        byFinalFire: false,
        hidden: p.hidden ?? null,
        dummy,
        outOfCommand: false,
        replacementHq: false,
        hq: ty.hq,
        entersTurn: p.entersTurn ?? null,
      };
      return { ...s, units: [...s.units, u], nextId: s.nextId + 1 };
    },
    describe: (p, b) =>
      (p.hidden ?? null) !== null
        ? j('wta.journal.unitAddHidden', { side: sideName(p.side), n: p.hidden ?? 0 }, ['12.0'], 'setup')
        : j(
            'wta.journal.unitAdd',
            { side: sideName(p.side), name: p.name?.trim() || findType(b, p.card, p.type)?.name || p.type, group: p.group },
            ['2.2', '7.0'],
            'setup',
          ),
  }),
  def({
    // 12.0, 12.1: a numbered marker set up in place of a unit or a dummy, sealed: what it is stays
    // in its side's private view (on the device, under `seal`), never in the game or its file.
    type: 'wta/marker-add',
    // On two phones only the marker's side sets it up, from its own phone (what it is never leaves that phone).
    secret: { owner: (_s, p) => p.side },
    allowed: (s, p) => (markerInUse(s, p.side, p.marker) ? no('wta.refuse.markerInUse', { n: p.marker }, '12.0') : null),
    schema: v.strictObject({ side, group, marker: count(999), seal: v.pipe(v.string(), v.regex(/^[0-9a-f]{8,64}$/)) }),
    reduce: (s, p) => {
      if (s.units.some((u) => u.side === p.side && (u.hidden === p.marker || u.seal?.marker === p.marker) && u.elements > 0)) return s;
      const u: Unit = {
        id: `u${s.nextId}`,
        side: p.side,
        card: '',
        type: '',
        name: '',
        startDiscs: 0,
        elements: 1,
        group: p.group,
        action: null,
        free: false,
        oppFire: false,
        disorganized: false,
        byFinalFire: false,
        hidden: p.marker,
        dummy: false,
        outOfCommand: false,
        replacementHq: false,
        hq: false,
        entersTurn: null,
        seal: { token: p.seal, marker: p.marker, losses: 0 },
      };
      return { ...s, units: [...s.units, u], nextId: s.nextId + 1 };
    },
    describe: (p) => j('wta.journal.unitAddHidden', { side: sideName(p.side), n: p.marker }, ['12.0'], 'setup'),
  }),
  def({
    // 12.0, 12.1, A35: a sealed marker, once revealed, is said for what it is: a dummy is removed; a unit takes its
    // card's discs less the losses it took while hidden (none left: eliminated).
    type: 'wta/identify',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      if (!u.seal) return no('wta.refuse.notSealed', undefined, '12.0');
      if (u.hidden !== null) return no('wta.refuse.identifyHidden', { n: u.seal.marker }, '12.0');
      // 12.0: a marker sealed with a commitment is said only for what was sealed under it, with the salt kept beside it.
      if (COMMITMENT.test(u.seal.token) && !(p.salt && opens(u.seal.token, markerSecret(u.side, u.seal.marker, p), p.salt)))
        return no('wta.refuse.identifyMismatch', { n: u.seal.marker }, '12.0');
      if (p.dummy) return null;
      return p.card && p.type ? typeRefusal(s, p.card, p.type, u.side) : no('wta.refuse.unknownType', undefined, '2.5');
    },
    schema: v.strictObject({
      unit: id,
      dummy: v.boolean(),
      card: v.optional(id),
      type: v.optional(id),
      name: v.optional(name),
      salt: v.optional(v.pipe(v.string(), v.regex(SALT))),
    }),
    // On two phones only the marker's side says what it is, from the phone that sealed it.
    secret: { owner: (s, p) => unitOf(s, p.unit)?.side ?? 'allies' },
    reduce: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u || !u.seal || u.hidden !== null) return s;
      if (p.dummy) return { ...s, units: s.units.filter((x) => x.id !== u.id) };
      const card = s.cards.find((c) => c.id === p.card);
      const ty = p.card && p.type ? findType(s, p.card, p.type) : undefined;
      if (!card || !ty || card.side !== u.side) return s;
      const left = Math.max(0, ty.discs + 1 - u.seal.losses);
      const named: Unit = { ...u, card: card.id, type: ty.id, name: p.name?.trim() || ty.name, startDiscs: ty.discs, hq: ty.hq, seal: null, elements: left };
      return withUnit(s, u.id, () => eliminate(named, left));
    },
    describe: (p, b) => {
      const u = unitOf(b, p.unit);
      const n = u?.seal?.marker ?? 0;
      if (p.dummy) return j('wta.books.journal.identifyDummy', { n }, ['12.1'], 'marker');
      const name = p.name?.trim() || (p.card && p.type ? findType(b, p.card, p.type)?.name : undefined) || p.type || '';
      return j('wta.books.journal.identify', { n, name, losses: u?.seal?.losses ?? 0 }, ['12.0'], 'marker');
    },
  }),
  def({
    type: 'wta/unit-remove',
    allowed: (s, p) => (unitOf(s, p.unit) ? null : no('wta.refuse.unknownUnit', undefined, '2.2')),
    schema: unitRef,
    reduce: (s, p) => (unitOf(s, p.unit) ? { ...s, units: s.units.filter((u) => u.id !== p.unit) } : s),
    describe: (p, b) => j('wta.journal.unitRemove', { unit: unitName(unitOf(b, p.unit)) }, [], 'setup'),
  }),
  def({
    // 3.1: the basic activation roll.
    type: 'wta/basic-roll',
    allowed: (s, p) => {
      if (s.scenario.mode !== 'basic') return no('wta.refuse.basicRollAdvanced', undefined, '8.0');
      if (s.over) return no('wta.refuse.over', undefined, '13.0');
      if (phasingSide(s) !== p.side) return no('wta.refuse.notYourPhase', { side: sideName(p.side) }, '3.0');
      return s.sides[p.side].d6 !== null ? no('wta.error.rolledAlready', { side: sideName(p.side) }, '3.1') : null;
    },
    schema: v.strictObject({ side, d6: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)), cards: cardFates }),
    reduce: (s, p, ctx) => {
      const st = s.sides[p.side];
      if (s.scenario.mode !== 'basic' || st.d6 !== null) return s;
      const a = basicActivation(p.d6, s.deck.remaining, scenarioBatteriesOrNull(s, p.side), wtaSettings(ctx.settings));
      const record = st.record.map((r, i) => (i === s.turn ? { group: null, die: null, d6: p.d6, rOption: null } : r));
      const s2 = withSide(s, p.side, () => ({
        ...st,
        d6: p.d6,
        activationsAllowed: a.activations,
        activationsUsed: 0,
        batteriesAvailable: a.batteries,
        batteriesUsed: 0,
        record,
      }));
      return a.event ? keepCards(drawCard(s2, 1), p.side, 1, p.cards) : s2;
    },
    describe: (p, b) =>
      j(
        p.d6 === 1 && b.deck.remaining > 0 ? 'wta.journal.basicRollEvent' : 'wta.journal.basicRoll',
        { side: sideName(p.side), d6: p.d6, n: 6 + p.d6, count: p.d6 },
        ['3.1'],
        'roll',
      ),
  }),
  def({
    // 8.0: the yellow die and the d6, with the group activated (chosen when the die lets the player choose) and R's option.
    type: 'wta/advanced-roll',
    allowed: (s, p, ctx) => {
      const st = s.sides[p.side];
      if (s.scenario.mode !== 'advanced') return no('wta.refuse.advancedRollBasic', undefined, '3.1');
      const ph = phaseRefusal(s, 'roll', '8.0');
      if (ph) return ph;
      if (st.d6 !== null) return no('wta.error.rolledAlready', { side: sideName(p.side) }, '8.0');
      const a = advancedActivation(
        {
          yellow: p.yellow,
          d6: p.d6,
          history: st.history,
          deckRemaining: s.deck.remaining,
          chosen: p.group,
          rOption: p.rOption,
          scenarioBatteries: scenarioBatteriesOrNull(s, p.side),
        },
        wtaSettings(ctx.settings),
      );
      if (a.errors.length) return { text: a.errors[0], rule: '8.0' };
      if (a.group === null) return no('wta.refuse.groupMissing', undefined, '8.0');
      if (a.needsROption) return no('wta.refuse.rOptionMissing', undefined, '8.0');
      if (a.group !== 'R' && p.rOption !== null) return no('wta.refuse.rOptionNotR', { group: a.group }, '8.0');
      if (a.choose.length === 0 && p.group !== null && p.group !== a.group) return no('wta.refuse.groupByDie', { group: a.group }, '8.0');
      return null;
    },
    schema: v.strictObject({
      side,
      yellow: v.picklist(['A', 'B', 'R', 'event'] as const),
      d6: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
      group: v.nullable(group),
      rOption: v.nullable(v.picklist(['a', 'b', 'c', 'd'] as const)),
      cards: cardFates,
    }),
    reduce: (s, p, ctx) => {
      const st = s.sides[p.side];
      if (s.scenario.mode !== 'advanced' || st.d6 !== null) return s;
      // The groups' sizes only speak on the roll's card (7.0: an empty group activates nobody); they change nothing recorded.
      const a = advancedActivation(
        {
          yellow: p.yellow,
          d6: p.d6,
          history: st.history,
          deckRemaining: s.deck.remaining,
          chosen: p.group,
          rOption: p.rOption,
          scenarioBatteries: scenarioBatteriesOrNull(s, p.side),
        },
        wtaSettings(ctx.settings),
      );
      if (
        a.errors.length ||
        a.group === null ||
        a.needsROption ||
        (a.group !== 'R' && p.rOption !== null) ||
        (a.choose.length === 0 && p.group !== null && p.group !== a.group)
      )
        return s;
      const g = a.group;
      const record = st.record.map((r, i) => (i === s.turn ? { group: g, die: p.yellow, d6: p.d6, rOption: p.rOption } : r));
      const s2 = withSide(s, p.side, () => ({
        ...st,
        d6: p.d6,
        yellow: p.yellow,
        group: g,
        rOption: p.rOption,
        activationsAllowed: a.free,
        activationsUsed: 0,
        batteriesAvailable: a.batteries,
        batteriesUsed: 0,
        history: [...st.history, g],
        record,
      }));
      return keepCards(drawCard(s2, a.events), p.side, Math.min(a.events, s.deck.remaining), p.cards);
    },
    describe: (p) =>
      j(
        p.rOption ? 'wta.journal.advancedRollR' : 'wta.journal.advancedRoll',
        { side: sideName(p.side), die: t(`wta.face.yellow.${p.yellow}`), d6: p.d6, group: p.group ?? '—', option: p.rOption ?? '' },
        ['8.0', '8.1'],
        'roll',
      ),
  }),
  def({
    // 3.2 / 8.1: a unit activated and what it did. Basic: it counts against 6 + d6. Advanced: the group's units are
    // free of count, a unit outside the group is one of the d6 free activations (8.0).
    type: 'wta/activate',
    allowed: (s, p, ctx) => {
      const u = unitOf(s, p.unit);
      return u ? activationRefusal(s, u, p.action, wtaSettings(ctx.settings)) : no('wta.refuse.unknownUnit', undefined, '2.2');
    },
    schema: v.strictObject({ unit: id, action: v.picklist(UNIT_ACTIONS) }),
    reduce: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u || u.elements <= 0 || u.action !== null || u.dummy || (u.entersTurn !== null && u.entersTurn > s.turn)) return s;
      // 12.0: a sealed marker revealed acts again once its side has said what it is.
      if (isSealed(u) && u.hidden === null) return s;
      const st = s.sides[u.side];
      const advanced = s.scenario.mode === 'advanced';
      if (st.d6 === null || (advanced && u.oppFire)) return s;
      // 9.3: after a strategic bombardment no other unit of that group is activated.
      if (advanced && st.groupClosed && u.group === st.group) return s;
      if ((p.action === 'move' || p.action === 'advanceFire') && u.disorganized) return s;
      // R's options c and d are the HQs' rally and strategic bombardment, not free activations (8.0).
      const rAction = st.group === 'R' && u.hq && ((st.rOption === 'c' && p.action === 'rally') || (st.rOption === 'd' && p.action === 'strategic'));
      const inGroup = advanced && ((st.group === u.group && (st.group !== 'R' || st.rOption === 'a') && !st.groupClosed) || rAction);
      const counts = !advanced || !inGroup;
      if (counts && st.activationsUsed >= st.activationsAllowed) return s;
      // 12.0: a hidden unit that fires or moves is revealed.
      const reveals = p.action === 'fire' || p.action === 'advanceFire' || p.action === 'move';
      const s2 = withUnit(s, u.id, (x) => ({ ...x, action: p.action, free: advanced && !inGroup, hidden: reveals ? null : x.hidden }));
      return withSide(s2, u.side, (x) => ({ ...x, activationsUsed: x.activationsUsed + (counts ? 1 : 0), firstActivated: x.firstActivated ?? u.id }));
    },
    describe: (p, b) => j('wta.journal.activate', { unit: unitName(unitOf(b, p.unit)), action: t(`wta.action.${p.action}`) }, ['3.2'], 'marker'),
  }),
  def({
    // 5.5.1, 10.0: opportunity fire made: the marker (and, advanced, the unit counts as activated).
    type: 'wta/opp-fire',
    allowed: (s, p, ctx) => {
      const u = unitOf(s, p.unit);
      return u ? oppFireRefusal(s, u, wtaSettings(ctx.settings)) : no('wta.refuse.unknownUnit', undefined, '2.2');
    },
    schema: unitRef,
    reduce: (s, p) => withUnit(s, p.unit, (u) => (u.elements <= 0 || u.oppFire || u.disorganized || u.dummy ? null : { ...u, oppFire: true, hidden: null })),
    describe: (p, b) => j('wta.journal.oppFire', { unit: unitName(unitOf(b, p.unit)) }, ['5.5.1', '10.0'], 'combat'),
  }),
  def({
    // 11.0, 11.1, A26: a unit makes its final fire (once, not activated this turn or activated to stay); its result follows.
    type: 'wta/final-fire',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      return u ? finalFireRefusal(s, u) : no('wta.refuse.unknownUnit', undefined, '2.2');
    },
    schema: unitRef,
    reduce: (s, p) => withUnit(s, p.unit, (u) => (u.elements <= 0 || u.finalFire === true ? null : { ...u, finalFire: true, hidden: null })),
    describe: (p, b) => j('wta.journal.finalFire', { unit: unitName(unitOf(b, p.unit)) }, ['11.0'], 'combat'),
  }),
  def({
    // 5.3–5.5.1, 4.3.4.1, 11.1: a fire's result on its target, as the fire calculator resolved it.
    type: 'wta/fire-result',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      if (u.elements <= 0) return no('wta.error.eliminated', undefined, '2.2');
      if (u.dummy) return no('wta.refuse.dummyTarget', undefined, '12.1');
      if (p.finalFire === true) return s.scenario.mode !== 'advanced' ? no('wta.error.advancedOnly', undefined, '11.0') : phaseRefusal(s, 'final', '11.0');
      return null;
    },
    schema: v.strictObject({
      unit: id,
      losses: count(30),
      disorganized: v.boolean(),
      finalFire: v.optional(v.boolean()),
      /** 5.5.1, A24: the shot was opportunity fire at a mover: a loss stops it and lets it return fire. */
      opportunity: v.optional(v.boolean()),
      trench: v.optional(v.nullable(id)),
      trenchRemoved: v.optional(v.boolean()),
      trenchExplosions: v.optional(count(100)),
    }),
    reduce: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u || u.elements <= 0 || u.dummy) return s;
      // A35: a sealed marker's losses wait, counted, for the moment its side says what it is.
      if (u.seal) {
        const seal = u.seal;
        return withUnit(s, p.unit, (x) => ({
          ...x,
          seal: { ...seal, losses: Math.min(30, seal.losses + p.losses) },
          disorganized: x.disorganized || p.disorganized,
        }));
      }
      let s2 = withUnit(s, p.unit, (x) => {
        const left = Math.max(0, x.elements - p.losses);
        const y = eliminate(x, left);
        // 5.5.1, A24: a mover that lost an element to opportunity fire stops; it may return fire.
        const z = left > 0 && p.opportunity === true && p.losses >= 1 ? { ...y, returnFire: true } : y;
        return left > 0 && p.disorganized ? { ...z, disorganized: true, byFinalFire: z.byFinalFire || (p.finalFire ?? false) } : z;
      });
      const tid = p.trench ?? null;
      if (tid !== null && s2.trenches.some((x) => x.id === tid)) {
        s2 = p.trenchRemoved
          ? { ...s2, trenches: s2.trenches.filter((x) => x.id !== tid) }
          : { ...s2, trenches: s2.trenches.map((x) => (x.id === tid ? { ...x, explosions: p.trenchExplosions ?? x.explosions } : x)) };
      }
      return s2;
    },
    describe: (p, b) => {
      const u = unitOf(b, p.unit);
      const dead = u !== undefined && p.losses >= u.elements;
      if (p.trenchRemoved && p.trench && b.trenches.some((x) => x.id === p.trench))
        return j(
          dead
            ? 'wta.firePanel.journal.fireEliminatedTrench'
            : p.disorganized
              ? 'wta.firePanel.journal.fireDisorganizedTrench'
              : 'wta.firePanel.journal.fireTrench',
          { unit: unitName(u), n: p.losses },
          ['5.3', '5.4', '4.3.4.1'],
          'combat',
        );
      return j(
        dead ? 'wta.journal.fireEliminated' : p.disorganized ? 'wta.journal.fireDisorganized' : 'wta.journal.fire',
        { unit: unitName(u), n: p.losses },
        ['5.3', '5.4'],
        'combat',
      );
    },
  }),
  def({
    // 5.5.1, A24: the mover stopped by an opportunity-fire loss returns fire (once, without moving).
    type: 'wta/return-fire',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      if (u.elements <= 0) return no('wta.error.eliminated', undefined, '2.2');
      return u.returnFire === true ? null : no('wta.error.returnFireNotStopped', { unit: unitName(u) }, '5.5.1');
    },
    schema: unitRef,
    reduce: (s, p) => withUnit(s, p.unit, (u) => (u.elements <= 0 || u.returnFire !== true ? null : { ...u, returnFire: false, hidden: null })),
    describe: (p, b) => j('wta.journal.returnFire', { unit: unitName(unitOf(b, p.unit)) }, ['5.5.1'], 'combat'),
  }),
  def({
    // 6.0: discs recovered, never above a unit's starting discs, never for an eliminated unit.
    type: 'wta/rally',
    allowed: (s, p) => {
      const seen = new Set<string>();
      for (const g of p.gains) {
        const u = unitOf(s, g.unit);
        if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
        if (seen.has(g.unit)) return no('wta.refuse.rallyTwice', { unit: unitName(u) }, '6.0');
        if (u.elements <= 0) return no('wta.error.rallyEliminated', { name: u.name }, 'A46');
        if (u.elements + g.discs > u.startDiscs + 1) return no('wta.error.rallyCap', { name: u.name, n: u.startDiscs + 1 - u.elements }, '6.0');
        seen.add(g.unit);
      }
      return p.gains.every((g) => g.discs === 0) ? no('wta.refuse.rallyNothing', undefined, '6.0') : null;
    },
    schema: v.strictObject({ gains: v.pipe(v.array(v.strictObject({ unit: id, discs: count(20) })), v.minLength(1), v.maxLength(30)) }),
    reduce: (s, p) => {
      const seen = new Set<string>();
      for (const g of p.gains) {
        const u = unitOf(s, g.unit);
        if (!u || seen.has(g.unit) || u.elements <= 0 || u.elements + g.discs > u.startDiscs + 1) return s;
        seen.add(g.unit);
      }
      return { ...s, units: s.units.map((u) => ({ ...u, elements: u.elements + (p.gains.find((g) => g.unit === u.id)?.discs ?? 0) })) };
    },
    describe: (p) => j('wta.journal.rally', { n: p.gains.reduce((a, g) => a + g.discs, 0) }, ['6.0'], 'combat'),
  }),
  def({
    // 5.6, 5.6.1: batteries fired this turn (A7: never more than available).
    type: 'wta/batteries',
    allowed: (s, p) => {
      const st = s.sides[p.side];
      return st.batteriesUsed + p.used > st.batteriesAvailable
        ? no('wta.refuse.batteries', { side: sideName(p.side), n: Math.max(0, st.batteriesAvailable - st.batteriesUsed) }, 'A7')
        : null;
    },
    schema: v.strictObject({ side, used: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)) }),
    reduce: (s, p) =>
      withSide(s, p.side, (st) => (st.batteriesUsed + p.used > st.batteriesAvailable ? null : { ...st, batteriesUsed: st.batteriesUsed + p.used })),
    describe: (p) => j('wta.journal.batteries', { side: sideName(p.side), n: p.used }, ['5.6'], 'combat'),
  }),
  def({
    // 9.3, A15: a strategic bombardment's radio: contact spends every battery and closes the group.
    type: 'wta/strategic',
    allowed: (s, p) => {
      const st = s.sides[p.side];
      if (s.scenario.mode !== 'advanced') return no('wta.error.strategicAdvanced', undefined, '9.0');
      if (!p.contact) return no('wta.refuse.strategicNoContact', undefined, '9.3');
      if (st.groupClosed) return no('wta.refuse.strategicDone', { side: sideName(p.side) }, '9.3');
      if (!s.units.some((u) => u.side === p.side && u.hq && u.action === 'strategic')) return no('wta.refuse.strategicNoHq', { side: sideName(p.side) }, '9.1');
      return st.batteriesAvailable - st.batteriesUsed <= 0 ? no('wta.error.noBatteries', undefined, 'A15') : null;
    },
    schema: v.strictObject({ side, contact: v.boolean() }),
    // A radio contact that fails is journaled and changes nothing.
    inert: (p) => !p.contact,
    reduce: (s, p) =>
      s.scenario.mode !== 'advanced' || !p.contact ? s : withSide(s, p.side, (st) => ({ ...st, batteriesUsed: st.batteriesAvailable, groupClosed: true })),
    describe: (p) => j(p.contact ? 'wta.journal.strategic' : 'wta.journal.strategicFailed', { side: sideName(p.side) }, ['9.3'], 'combat'),
  }),
  def({
    // 9.4: one hex of a strategic bombardment's chain, for the journal: what stood there, the dice, the explosions,
    // the losses (applied by the wta/fire-result that follows it).
    type: 'wta/strategic-hex',
    inert: true,
    allowed: (s, p) => {
      const st = s.sides[p.side];
      if (!st.groupClosed) return no('wta.refuse.strategicHexNoContact', undefined, '9.3');
      if (p.hex > st.batteriesAvailable) return no('wta.refuse.strategicHexBeyond', { n: st.batteriesAvailable }, '9.4');
      return p.unit !== null && !unitOf(s, p.unit) ? no('wta.refuse.unknownUnit', undefined, '2.2') : null;
    },
    schema: v.strictObject({
      side,
      hex: count(20),
      what: v.picklist(['empty', 'unit', 'typed'] as const),
      unit: v.nullable(id),
      dice: count(30),
      explosions: count(30),
      losses: count(30),
    }),
    reduce: (s) => s,
    describe: (p, b) =>
      p.what === 'empty'
        ? j('wta.books.journal.strategicEmpty', { side: sideName(p.side), i: p.hex }, ['9.4'], 'combat')
        : p.what === 'typed' || p.unit === null
          ? j('wta.books.journal.strategicTyped', { side: sideName(p.side), i: p.hex, n: p.dice, x: p.explosions, losses: p.losses }, ['9.4', '5.6'], 'combat')
          : j(
              'wta.books.journal.strategicHex',
              { side: sideName(p.side), i: p.hex, unit: unitName(unitOf(b, p.unit)), n: p.dice, x: p.explosions, losses: p.losses },
              ['9.4', '5.6'],
              'combat',
            ),
  }),
  def({
    // 5.4.1, 5.5.1, 7.1: a marker set or cleared by hand (a friendly unit crossed in a retreat, command range...).
    type: 'wta/marker',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      const rule = p.marker === 'outOfCommand' ? '7.1' : p.marker === 'oppFire' ? '5.5.1' : '5.4.1';
      if (u.elements <= 0) return no('wta.error.eliminated', undefined, '2.2');
      if (u.dummy) return no('wta.refuse.dummy', undefined, '12.1');
      return u[p.marker] === p.value
        ? no(`wta.refuse.marker_${p.value ? 'on' : 'off'}`, { unit: unitName(u), marker: t(`wta.refuse.markerName_${p.marker}`) }, rule)
        : null;
    },
    schema: v.strictObject({ unit: id, marker: v.picklist(['disorganized', 'outOfCommand', 'oppFire'] as const), value: v.boolean() }),
    reduce: (s, p) =>
      withUnit(s, p.unit, (u) =>
        u.elements <= 0 || u.dummy ? null : { ...u, [p.marker]: p.value, ...(p.marker === 'disorganized' && !p.value ? { byFinalFire: false } : {}) },
      ),
    describe: (p, b) =>
      j(
        `wta.journal.marker_${p.marker}_${p.value ? 'on' : 'off'}`,
        { unit: unitName(unitOf(b, p.unit)) },
        [p.marker === 'outOfCommand' ? '7.1' : p.marker === 'oppFire' ? '5.5.1' : '5.4.1'],
        'marker',
      ),
  }),
  def({
    // 12.3: the unit hides under a numbered marker.
    type: 'wta/hide',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      if (u.elements <= 0) return no('wta.error.eliminated', undefined, '2.2');
      if (u.hidden !== null || isSealed(u)) return no('wta.refuse.hiddenAlready', undefined, '12.3');
      return markerInUse(s, u.side, p.marker) ? no('wta.refuse.markerInUse', { n: p.marker }, '12.0') : null;
    },
    schema: v.strictObject({ unit: id, marker: count(999) }),
    reduce: (s, p) =>
      s.units.some((u) => u.hidden === p.marker && u.side === unitOf(s, p.unit)?.side)
        ? s
        : withUnit(s, p.unit, (u) => (u.elements <= 0 || u.hidden !== null || isSealed(u) ? null : { ...u, hidden: p.marker })),
    describe: (p, b) => j('wta.journal.hide', { unit: unitName(unitOf(b, p.unit)), n: p.marker }, ['12.3'], 'marker'),
  }),
  def({
    // 12.0, 12.4, 12.1: a hidden unit revealed (fire, move, adjacency, recon); a dummy is removed.
    type: 'wta/reveal',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      return u.hidden === null ? no('wta.refuse.notHidden', { unit: unitName(u) }, '12.0') : null;
    },
    schema: unitRef,
    reduce: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u || u.hidden === null) return s;
      if (u.dummy) return { ...s, units: s.units.filter((x) => x.id !== u.id) };
      return withUnit(s, p.unit, (x) => ({ ...x, hidden: null }));
    },
    describe: (p, b) => {
      const u = unitOf(b, p.unit);
      // 12.0: a sealed marker is revealed by its number; what it is comes with wta/identify.
      if (u?.seal) return j('wta.books.journal.revealSealed', { n: u.seal.marker }, ['12.0'], 'marker');
      return u?.dummy
        ? j('wta.journal.revealDummy', { n: u.hidden ?? 0 }, ['12.1'], 'marker')
        : j('wta.journal.reveal', { n: u?.hidden ?? 0, name: u?.name ?? '' }, ['12.0'], 'marker');
    },
  }),
  def({
    // 7.1, A30: an HQ destroyed: out of command this turn (all the side's units, or by hand under the alternative).
    type: 'wta/hq-destroyed',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      if (!u.hq) return no('wta.refuse.notHq', { unit: unitName(u) }, '7.1');
      return u.elements <= 0 ? no('wta.error.eliminated', undefined, '2.2') : null;
    },
    schema: unitRef,
    reduce: (s, p, ctx) => {
      const u = unitOf(s, p.unit);
      if (!u || !u.hq) return s;
      const all = wtaSettings(ctx.settings).hqDestroyed === 'all';
      const units = s.units.map((x) =>
        x.id === u.id ? eliminate(x, 0) : all && x.side === u.side && x.elements > 0 && !x.dummy ? { ...x, outOfCommand: true } : x,
      );
      return withSide({ ...s, units }, u.side, (st) => ({ ...st, hqDestroyedTurn: s.turn }));
    },
    describe: (p, b) => j('wta.journal.hqDestroyed', { unit: unitName(unitOf(b, p.unit)) }, ['7.1'], 'combat'),
  }),
  def({
    // 7.1: a unit designated as the new HQ: −1 rally die, −1 radio die.
    type: 'wta/designate-hq',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      if (u.elements <= 0) return no('wta.error.eliminated', undefined, '2.2');
      if (u.hq) return no('wta.refuse.hqAlready', { unit: unitName(u) }, '7.1');
      if (u.dummy) return no('wta.refuse.dummy', undefined, '12.1');
      return isSealed(u) ? no('wta.refuse.sealed', undefined, '12.0') : null;
    },
    schema: unitRef,
    reduce: (s, p) => withUnit(s, p.unit, (u) => (u.elements <= 0 || u.hq || u.dummy || isSealed(u) ? null : { ...u, hq: true, replacementHq: true })),
    describe: (p, b) => j('wta.journal.designateHq', { unit: unitName(unitOf(b, p.unit)) }, ['7.1'], 'marker'),
  }),
  def({
    // 4.3.2: motorized infantry that crossed a river on foot loses its vehicles; mechanized becomes foot infantry.
    type: 'wta/swap-type',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      if (u.elements <= 0) return no('wta.error.eliminated', undefined, '2.2');
      if (isSealed(u)) return no('wta.refuse.sealed', undefined, '12.0');
      return typeRefusal(s, p.card, p.type, u.side);
    },
    schema: v.strictObject({ unit: id, card: id, type: id }),
    reduce: (s, p) => {
      const ty = findType(s, p.card, p.type);
      const u = unitOf(s, p.unit);
      const card = s.cards.find((c) => c.id === p.card);
      if (!ty || !u || !card || card.side !== u.side || u.elements <= 0 || isSealed(u)) return s;
      return withUnit(s, p.unit, (x) => ({
        ...x,
        card: p.card,
        type: p.type,
        name: ty.name,
        startDiscs: ty.discs,
        elements: Math.min(x.elements, ty.discs + 1),
        hq: ty.hq || x.replacementHq,
      }));
    },
    describe: (p, b) =>
      j('wta.journal.swapType', { unit: unitName(unitOf(b, p.unit)), name: findType(b, p.card, p.type)?.name ?? p.type }, ['4.3.2'], 'marker'),
  }),
  def({
    // 7.0, 8.0 R(b), 7.2: a unit's group (a detachment from the reserve, a reinforcement's assignment).
    type: 'wta/group',
    allowed: (s, p) => {
      const u = unitOf(s, p.unit);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      return u.group === p.group ? no('wta.refuse.sameGroup', { unit: unitName(u), group: p.group }, '7.0') : null;
    },
    schema: v.strictObject({ unit: id, group }),
    reduce: (s, p) => withUnit(s, p.unit, (u) => (u.group === p.group ? null : { ...u, group: p.group })),
    describe: (p, b) => j('wta.journal.group', { unit: unitName(unitOf(b, p.unit)), group: p.group }, ['7.0', '8.0'], 'marker'),
  }),
  def({
    // 2.6: a card drawn: kept in hand, or played at once (IMMEDIATA) or handed over (nationality), by the players' reading.
    type: 'wta/event-draw',
    allowed: (s) => (s.deck.remaining <= 0 ? no('wta.refuse.deckEmpty', undefined, '2.6') : null),
    schema: v.strictObject({ side, held: v.boolean() }),
    reduce: (s, p) => {
      if (s.deck.remaining <= 0) return s;
      const s2 = drawCard(s, 1);
      return p.held ? withSide(s2, p.side, (st) => ({ ...st, held: st.held + 1 })) : s2;
    },
    describe: (p, b) =>
      j(
        b.deck.remaining <= 0 ? 'wta.journal.deckEmpty' : p.held ? 'wta.journal.eventHeld' : 'wta.journal.eventPlayed',
        { side: sideName(p.side), n: Math.max(0, b.deck.remaining - 1) },
        ['2.6'],
        'track',
      ),
  }),
  def({
    // 2.6.1, 2.6.2, 7.2: the units a reinforcement card brings (one, or two: 2.6.2), from the side's army cards:
    // advanced, assigned to a group and entering from the next turn, when that group or unit is activated (7.2);
    // basic, on the map now, moving when activated (2.6.2, A47).
    type: 'wta/reinforcement',
    allowed: (s, p) => {
      if ((s.sides[p.side].reinforcements?.due ?? 0) <= 0) return no('wta.books.reinforcement.noneDue', { side: sideName(p.side) }, '2.6.1');
      for (const x of p.units) {
        const r = typeRefusal(s, x.card, x.type, p.side);
        if (r) return r;
      }
      return null;
    },
    schema: v.strictObject({
      side,
      units: v.pipe(v.array(v.strictObject({ card: id, type: id, group, name: v.optional(name) })), v.minLength(1), v.maxLength(2)),
    }),
    reduce: (s, p) => {
      const r = s.sides[p.side].reinforcements ?? { drawn: 0, due: 0 };
      if (r.due <= 0) return s;
      for (const x of p.units) {
        const card = s.cards.find((c) => c.id === x.card);
        if (!card || card.side !== p.side || !findType(s, x.card, x.type)) return s;
      }
      const enters = s.scenario.mode === 'advanced' ? Math.min(MAX_TURN, s.turn + 1) : s.turn;
      let out = s;
      for (const x of p.units) {
        const ty = findType(out, x.card, x.type);
        if (!ty) return s;
        const u: Unit = {
          id: `u${out.nextId}`,
          side: p.side,
          card: x.card,
          type: x.type,
          name: x.name?.trim() || ty.name,
          startDiscs: ty.discs,
          elements: ty.discs + 1,
          group: x.group,
          action: null,
          free: false,
          oppFire: false,
          disorganized: false,
          byFinalFire: false,
          hidden: null,
          dummy: false,
          outOfCommand: false,
          replacementHq: false,
          hq: ty.hq,
          entersTurn: enters,
        };
        out = { ...out, units: [...out.units, u], nextId: out.nextId + 1 };
      }
      return withSide(out, p.side, (st) => ({ ...st, reinforcements: { drawn: r.drawn, due: r.due - 1 } }));
    },
    describe: (p, b) =>
      j(
        b.scenario.mode === 'advanced' ? 'wta.books.journal.reinforcementAdvanced' : 'wta.books.journal.reinforcementBasic',
        {
          side: sideName(p.side),
          names: p.units.map((x) => x.name?.trim() || findType(b, x.card, x.type)?.name || x.type).join(', '),
          groups: p.units.map((x) => x.group).join(', '),
          turn: Math.min(MAX_TURN, b.turn + 1),
        },
        b.scenario.mode === 'advanced' ? ['7.2'] : ['2.6.2'],
        'setup',
      ),
  }),
  def({
    // 2.6: a held card played, or handed to the other player (its symbol only).
    type: 'wta/event-play',
    allowed: (s, p) => (s.sides[p.side].held <= 0 ? no('wta.error.noHeldCard', { side: sideName(p.side) }, '2.6') : null),
    schema: v.strictObject({ side, to: v.optional(side) }),
    reduce: (s, p) => {
      if (s.sides[p.side].held <= 0) return s;
      const s2 = withSide(s, p.side, (st) => ({ ...st, held: st.held - 1 }));
      return p.to && p.to !== p.side ? withSide(s2, p.to, (st) => ({ ...st, held: st.held + 1 })) : s2;
    },
    describe: (p) =>
      j(
        p.to && p.to !== p.side ? 'wta.journal.eventHanded' : 'wta.journal.eventPlay',
        { side: sideName(p.side), to: sideName(p.to ?? other(p.side)) },
        ['2.6'],
        'track',
      ),
  }),
  def({
    type: 'wta/bridge-add',
    schema: v.strictObject({ name: v.pipe(name, v.minLength(1)), mod: signedInt }),
    reduce: (s, p) => ({ ...s, bridges: [...s.bridges, { id: `b${s.nextId}`, name: p.name, mod: p.mod, intact: true, repairs: 0 }], nextId: s.nextId + 1 }),
    describe: (p) => j('wta.journal.bridgeAdd', { name: p.name }, ['4.3.2'], 'setup'),
  }),
  def({
    // 4.3.2, 4.3.5: a bridge destroyed (artillery hit, demolition).
    type: 'wta/bridge-destroyed',
    allowed: (s, p) => {
      const b = s.bridges.find((x) => x.id === p.bridge);
      if (!b) return no('wta.refuse.unknownBridge', undefined, '4.3.2');
      return b.intact ? null : no('wta.error.bridgeDown', undefined, '4.3.2');
    },
    schema: v.strictObject({ bridge: id }),
    reduce: (s, p) =>
      s.bridges.some((b) => b.id === p.bridge && b.intact) ? { ...s, bridges: s.bridges.map((b) => (b.id === p.bridge ? { ...b, intact: false } : b)) } : s,
    describe: (p, b) => j('wta.journal.bridgeDestroyed', { name: b.bridges.find((x) => x.id === p.bridge)?.name ?? p.bridge }, ['4.3.2', '4.3.5'], 'combat'),
  }),
  def({
    // 4.3.5: a repair attempt on a destroyed bridge (the next one rolls one die more, up to 4).
    type: 'wta/repair',
    allowed: (s, p) => {
      const b = s.bridges.find((x) => x.id === p.bridge);
      if (!b) return no('wta.refuse.unknownBridge', undefined, '4.3.2');
      return b.intact ? no('wta.error.bridgeIntact', undefined, '4.3.5') : null;
    },
    schema: v.strictObject({ bridge: id, repaired: v.boolean() }),
    reduce: (s, p) =>
      s.bridges.some((b) => b.id === p.bridge && !b.intact)
        ? { ...s, bridges: s.bridges.map((b) => (b.id === p.bridge ? { ...b, repairs: b.repairs + 1, intact: p.repaired } : b)) }
        : s,
    describe: (p, b) =>
      j(
        p.repaired ? 'wta.journal.repaired' : 'wta.journal.notRepaired',
        { name: b.bridges.find((x) => x.id === p.bridge)?.name ?? p.bridge },
        ['4.3.5'],
        'combat',
      ),
  }),
  def({
    // 4.3.4: a trench marker placed in a hex (named by the players) and/or under a roster unit; a unit holds one trench.
    type: 'wta/trench-add',
    allowed: (s, p) => {
      const uid = p.unit ?? null;
      if (!(p.hex?.trim() ?? '') && uid === null) return no('wta.refuse.trenchWhere', undefined, '4.3.4');
      if (uid === null) return null;
      const u = unitOf(s, uid);
      if (!u) return no('wta.refuse.unknownUnit', undefined, '2.2');
      if (u.elements <= 0) return no('wta.error.eliminated', undefined, '2.2');
      if (u.dummy) return no('wta.refuse.dummy', undefined, '12.1');
      return s.trenches.some((x) => (x.unit ?? null) === uid) ? no('wta.refuse.trenchTwice', { unit: unitName(u) }, '4.3.4') : null;
    },
    schema: v.strictObject({ hex: v.optional(name), unit: v.optional(id) }),
    reduce: (s, p) => {
      const hex = p.hex?.trim() ?? '';
      const uid = p.unit ?? null;
      if (!hex && uid === null) return s;
      if (uid !== null) {
        const u = unitOf(s, uid);
        if (!u || u.elements <= 0 || u.dummy || s.trenches.some((x) => (x.unit ?? null) === uid)) return s;
      }
      return { ...s, trenches: [...s.trenches, { id: `t${s.nextId}`, hex, explosions: 0, unit: uid }], nextId: s.nextId + 1 };
    },
    describe: (p, b) =>
      p.unit
        ? j('wta.firePanel.journal.trenchAddUnit', { unit: unitName(unitOf(b, p.unit)), hex: p.hex?.trim() || '—' }, ['4.3.4'], 'marker')
        : j('wta.journal.trenchAdd', { hex: p.hex ?? '' }, ['4.3.4'], 'setup'),
  }),
  def({
    // 4.3.4: a trench marker taken off the map by hand (the players' call; two explosions remove it through the fire, 4.3.4.1).
    type: 'wta/trench-remove',
    allowed: (s, p) => (s.trenches.some((x) => x.id === p.trench) ? null : no('wta.refuse.unknownTrench', undefined, '4.3.4')),
    schema: v.strictObject({ trench: id }),
    reduce: (s, p) => (s.trenches.some((x) => x.id === p.trench) ? { ...s, trenches: s.trenches.filter((x) => x.id !== p.trench) } : s),
    describe: (p, b) => {
      const tr = b.trenches.find((x) => x.id === p.trench);
      const uid = tr?.unit ?? null;
      return uid !== null
        ? j('wta.firePanel.journal.trenchRemoveUnit', { unit: unitName(unitOf(b, uid)) }, ['4.3.4'], 'marker')
        : j('wta.firePanel.journal.trenchRemove', { hex: tr?.hex || '—' }, ['4.3.4'], 'marker');
    },
  }),
  def({
    type: 'wta/vp',
    schema: v.strictObject({ side, vp: v.pipe(v.number(), v.integer(), v.minValue(-999), v.maxValue(999)) }),
    reduce: (s, p) => withSide(s, p.side, (st) => ({ ...st, vp: p.vp })),
    describe: (p) => j('wta.journal.vp', { side: sideName(p.side), n: p.vp }, ['13.0'], 'victory'),
  }),
  def({
    // 13.0: the first leg's VP, for the return game with sides swapped.
    type: 'wta/first-leg',
    schema: v.strictObject({
      allies: v.pipe(v.number(), v.integer(), v.minValue(-999), v.maxValue(999)),
      axis: v.pipe(v.number(), v.integer(), v.minValue(-999), v.maxValue(999)),
    }),
    reduce: (s, p) => ({ ...s, firstLeg: { allies: p.allies, axis: p.axis } }),
    describe: (p) => j('wta.journal.firstLeg', { allies: p.allies, axis: p.axis }, ['13.0'], 'victory'),
  }),
  def({
    // 3.0 e–f, 11.0, A28, A37: the end of the turn: per-turn markers cleared, the turn marker advanced, or the game over after the last turn.
    type: 'wta/end-turn',
    allowed: (s) => (s.over ? no('wta.refuse.over', undefined, '13.0') : null),
    schema: noPayload,
    reduce: (s, _p, ctx) => endTurn(s, wtaSettings(ctx.settings).finalFireDisorganized === 'carry'),
    describe: (_p, b) => j(b.turn >= b.scenario.turns ? 'wta.journal.lastTurn' : 'wta.journal.endTurn', { turn: b.turn }, ['3.0', '13.0'], 'phase'),
  }),
  def({
    // A calculator's result that changes nothing on the roster (a typed target, a failed call, a roll with no effect): journaled all the same.
    type: 'wta/noted',
    inert: true,
    schema: v.strictObject({ what: v.picklist(['fire', 'radio', 'rally', 'recon', 'demolish'] as const), losses: count(30) }),
    reduce: (s) => s,
    describe: (p) =>
      j(
        `wta.journal.noted_${p.what}`,
        { n: p.losses },
        [p.what === 'fire' ? '5.3' : p.what === 'radio' ? '5.6' : p.what === 'rally' ? '6.0' : p.what === 'recon' ? '12.4' : '4.3.5'],
        p.what === 'fire' ? 'combat' : 'roll',
      ),
  }),
  def({
    // 3.0, 8.1, 11.0: the next phase; after the last one the turn ends (3.0 e–f, A37).
    type: 'core/next-phase',
    allowed: (s) => (s.over ? no('wta.refuse.over', undefined, '13.0') : null),
    schema: noPayload,
    reduce: (s, _p, ctx) => {
      if (s.over) return s;
      const list = phasesOf(s.scenario.mode);
      if (s.phase + 1 < list.length) return { ...s, phase: s.phase + 1 };
      return endTurn(s, wtaSettings(ctx.settings).finalFireDisorganized === 'carry');
    },
    describe: (_p, b) => {
      const list = phasesOf(b.scenario.mode);
      if (b.phase + 1 < list.length)
        return j('wta.journal.nextPhase', { phase: t(`wta.phase.${list[b.phase + 1].id}`) }, [list[b.phase + 1].rule ?? '3.0'], 'phase');
      return j(b.turn >= b.scenario.turns ? 'wta.journal.lastTurn' : 'wta.journal.endTurn', { turn: b.turn }, ['3.0', '13.0'], 'phase');
    },
  }),
  def({
    type: 'core/start-at',
    /** A game under way on paper started at a turn of the scenario (13.0) and a phase of its level (3.0, 8.0). */
    schema: v.strictObject({ turn: v.pipe(v.string(), v.regex(/^\d{1,2}$/)), phase: v.picklist(['first', 'second', 'end', 'roll', 'activate', 'final']) }),
    allowed: (s, p) => startRefusal(s, Number(p.turn), p.phase),
    reduce: (s, p) => startAt(s, Number(p.turn), p.phase),
    describe: (p) =>
      j(
        'wta.journal.startAt',
        { turn: p.turn === '0' ? t('wta.where.turnZero') : t('wta.start.turnN', { n: Number(p.turn) }), phase: t(`wta.phase.${p.phase}`) },
        ['13.0'],
        'setup',
      ),
  }),
  def({
    type: 'core/start-done',
    /** The players say one of the things to complete after a mid-game start is set. */
    schema: startDoneSchema,
    allowed: (s, p) => (startPending(s.start).includes(p.item) ? null : no('wta.start.err.notPending', undefined, '13.0')),
    reduce: (s, p) => (s.start ? { ...s, start: startDone(s.start, p.item) } : s),
    describe: (p) => j('wta.journal.startDone', { item: t(`wta.start.item.${p.item}`) }, [], 'setup'),
  }),
  def({
    // Back one phase within the turn (the markers the end of a turn cleared come back with undo, not here).
    type: 'core/prev-phase',
    allowed: (s) => (!s.over && s.phase === 0 ? no('wta.refuse.firstPhase', undefined, '3.0') : null),
    schema: noPayload,
    reduce: (s) => (s.over ? { ...s, over: false } : s.phase > 0 ? { ...s, phase: s.phase - 1 } : s),
    describe: (_p, b) => j('wta.journal.prevPhase', { phase: t(`wta.phase.${phasesOf(b.scenario.mode)[Math.max(0, b.phase - 1)].id}`) }, [], 'phase'),
  }),
];

/** 7.1: the "all out of command" of a destroyed HQ lasts the turn it happened. */
function hqJustDestroyed(s: WtaState, sid: SideId): boolean {
  return s.sides[sid].hqDestroyedTurn === s.turn;
}

/** The scenario's battery total for A7's cap, or null when the scenario lists none (the d6 alone then). */
function scenarioBatteriesOrNull(s: WtaState, sid: SideId): number | null {
  const n = scenarioBatteries(s.scenario.sides[sid]);
  return s.scenario.sides[sid].artillery.length ? n : null;
}

/** Type → payload of every War to Axis event (core ones included), inferred from the schemas. */
export type WtaPayloads = PayloadsOf<(typeof wtaEvents)[number]>;
export type WtaEventType = keyof WtaPayloads;
/** One War to Axis event, its payload typed by its type. */
export type WtaEvent = { [K in WtaEventType]: { type: K; payload: WtaPayloads[K]; at: number } }[WtaEventType];

/** Build an event (the session stamps `at`), its payload typed from its schema. */
export const ev = eventBuilder<WtaPayloads>();

/** reduce / describe / check / legal for the module (engine core events included). */
export const wtaBook = eventBook<WtaState>(wtaEvents);
/** The sides' secrets on two phones (GameModule.secret): sealed markers (12.0, 12.1). */
export const wtaSecrets = secretsOf<WtaState>(wtaEvents);
