/**
 * The calculators of War to Axis, each an Evaluation that asks its questions one at a time
 * with the exact odds before every roll: fire (5.0–5.5.1, 4.3.4–4.3.5, 11.1), artillery and
 * its radio call (5.6, 5.6.1, 12.2), rally (6.0), recon (12.4), the engineers' demolition and
 * repair (4.3.2, 4.3.5). Firer and target come from the roster or are typed on the spot.
 */
import type { Derivation, Evaluation, FieldDef, FieldValue, GameEvent, Outcome, ProcedureDef, Resolution, RulesContext, Text } from '@/engine/types';
import { blocked, choiceQuestion, chosen, rollQuestion, waiting } from '@/engine/resolution';
import { step, t } from '@/engine/derivation';
import { prob } from './words';
import { intField, waitingFor, waitingForText } from '@/engine/input';
import { outcomesOf } from '@/engine/distribution';
import { countFaces, faceIds, poolRoll, symbolCounts } from './dice';
import { atLeastOne, countDist } from './odds';
import {
  attackTypes,
  cardDice,
  fireDice,
  fireOdds,
  halfLost,
  hitFaces,
  resolveFire,
  resolveFireFaces,
  retreatOf,
  lossesOf,
  type AttackType,
  type FireOdds,
  type FireSituation,
  type HexKind,
  type Protection,
} from './fire';
import { artilleryRangeOk, bombardDice, hqDice, radioOdds, readRadio } from './artillery';
import { allocateRally, demolitionDice, readDemolition, readRally, readRecon, readRepair, reconDice, repairDice, rallyPlaceOk } from './actions';
import { wtaSettings, type WtaSettings } from './settings';
import { ev } from './events';
import { SIDES, findType, isSealed, trenchOf, type Armour, type SideId, type Trench, type Unit, type WtaState } from './state';
import { currentPhase } from './sequence';
import { actsInGroup, groupWaiting } from './activation';
import { finalFireRefusal, oppFireRefusal } from './legality';

function sideName(side: SideId): Text {
  return t(`wta.side.${side}`);
}

function publicName(u: Unit): Text {
  if (u.hidden !== null) return t('wta.markerOf', { n: u.hidden, side: sideName(u.side) });
  if (u.seal) return t('wta.markerOf', { n: u.seal.marker, side: sideName(u.side) });
  return t('wta.unitName', { name: u.name, side: sideName(u.side) });
}

function live(s: WtaState): Unit[] {
  return s.units.filter((u) => u.elements > 0 && !u.dummy && (u.entersTurn === null || u.entersTurn <= s.turn));
}

const TYPED = 'typed';
const errorSteps = (errors: Text[]) => errors.map((e) => ({ ...e, tone: 'error' as const }));
const pending = (q: Resolution['next'], derivation: Derivation = []): Resolution => ({ derivation, next: q, events: [] });

// ---------------------------------------------------------------------------
// Fire.
// ---------------------------------------------------------------------------

export type Cover = 'open' | 'trench' | 'bunker' | 'city';
/** The target's hex as the players set it, or 'auto': as the roster's markers say (a trench marker on the target, else open). */
export type CoverChoice = Cover | 'auto';

/** How the shot is made (5.2, 5.5.1, 11.1): one of these at a time. */
export type FireKind = 'fire' | 'advancing' | 'opportunity' | 'final' | 'returnFire';

/** What the players give the fire calculator: the roster's units (or typed values) and the map's facts. */
export interface FireForm {
  firer: string;
  target: string;
  attack: 'ap' | 'at' | null;
  range: number | null;
  /** Typed firer: the dice on its card at this range, engineers, half its elements lost. */
  dice: number | null;
  firerEngineers: boolean;
  firerHalfLost: boolean;
  /** Typed target: elements, armour class (none = '-'), AP symbol, may use trench/bunker (infantry, AT gun: A20). */
  elements: number | null;
  armour: Armour | '-';
  apTarget: boolean;
  eligible: boolean;
  terrainMod: number | null;
  advancing: boolean;
  opportunity: boolean;
  final: boolean;
  returnFire: boolean;
  urban: boolean;
  roadBonus: boolean;
  cover: CoverChoice;
  /** Retreat hexes the unit can use; null = as many as it needs. */
  room: number | null;
}

export function defaultFireForm(): FireForm {
  return {
    firer: TYPED,
    target: TYPED,
    attack: null,
    range: 1,
    dice: null,
    firerEngineers: false,
    firerHalfLost: false,
    elements: null,
    armour: '-',
    apTarget: true,
    eligible: true,
    terrainMod: 0,
    advancing: false,
    opportunity: false,
    final: false,
    returnFire: false,
    urban: false,
    roadBonus: false,
    cover: 'auto',
    room: null,
  };
}

export function protectionOf(cover: Cover): Protection {
  return cover === 'trench' ? 'trench' : cover === 'bunker' ? 'bunker' : 'none';
}

/** The kind of shot a form describes (the flags are exclusive in play: 5.2, 5.5.1, 11.1). */
export function fireKindOf(f: Pick<FireForm, 'advancing' | 'opportunity' | 'final' | 'returnFire'>): FireKind {
  return f.final ? 'final' : f.opportunity ? 'opportunity' : f.returnFire ? 'returnFire' : f.advancing ? 'advancing' : 'fire';
}

/** The form with one kind of shot; the road bonus only stands under opportunity fire (5.5.1). */
export function withFireKind<F extends FireForm>(f: F, kind: FireKind): F {
  return {
    ...f,
    advancing: kind === 'advancing',
    opportunity: kind === 'opportunity',
    final: kind === 'final',
    returnFire: kind === 'returnFire',
    roadBonus: kind === 'opportunity' && f.roadBonus,
  };
}

/**
 * The target hex a shot uses (4.3.4): the players' choice, or with 'auto' the trench marker the
 * target holds on the roster (open ground without one, or for a target typed on the spot).
 */
export function coverOf(s: WtaState, target: Unit | null, choice: CoverChoice): { cover: Cover; trench: Trench | null } {
  const marker = target ? (trenchOf(s, target.id) ?? null) : null;
  if (choice === 'auto') return { cover: marker ? 'trench' : 'open', trench: marker };
  return { cover: choice, trench: choice === 'trench' ? marker : null };
}

/**
 * 3.2, 5.2, 5.5.1, 8.1, 11.0: the kinds of shot a firer may make now. In final fire, final fire
 * only, by the units 11.0 allows. Otherwise the action chosen at its activation decides: "fire"
 * fires, "advance and fire" fires advancing (one die fewer, 5.2), "stay" keeps opportunity fire
 * (8.1), a mover stopped by an opportunity-fire loss returns fire (5.5.1); a unit not yet activated
 * may fire, advance and fire (with an advance value), or make opportunity fire. A firer typed on
 * the spot is the players' word. `forced`: the activation left one kind only.
 */
function fireKinds(
  s: WtaState,
  firer: Unit | null,
  advance: number | null,
  typeKnown: boolean,
  settings: WtaSettings,
): { kinds: FireKind[]; noShot: Text | null; forced: boolean } {
  if (s.scenario.mode === 'advanced' && currentPhase(s).id === 'final') {
    const no = firer ? finalFireRefusal(s, firer) : null;
    return no ? { kinds: [], noShot: no.text, forced: false } : { kinds: ['final'], noShot: null, forced: true };
  }
  if (!firer) return { kinds: ['fire', 'advancing', 'opportunity', 'returnFire'], noShot: null, forced: false };
  const kinds: FireKind[] = [];
  const stopped = firer.returnFire === true;
  const opp = oppFireRefusal(s, firer, settings) === null;
  if (firer.action === null) {
    kinds.push('fire');
    if (!typeKnown || advance !== null) kinds.push('advancing');
    kinds.push('opportunity');
  } else if (firer.action === 'fire') kinds.push('fire');
  else if (firer.action === 'advanceFire') kinds.push('advancing');
  else if (firer.action === 'stay' && opp) kinds.push('opportunity');
  if (stopped) kinds.push('returnFire');
  if (kinds.length === 0)
    return { kinds, noShot: t('wta.fire.noShot', { unit: publicName(firer), action: t(`wta.action.${firer.action ?? 'stay'}`) }), forced: false };
  return { kinds, noShot: null, forced: (firer.action === 'fire' || firer.action === 'advanceFire') && !stopped };
}

/**
 * The form once the players pick a firer: a target of the firer's own side is let go, and a
 * kind of shot this firer may not make now goes back to the first it may (5.2: no advance value,
 * or the action chosen at its activation; 5.5.1: return fire only after an opportunity-fire loss).
 */
export function withFirer(s: WtaState, f: FireForm, firerId: string, settings: WtaSettings): FireForm {
  const out: FireForm = { ...f, firer: firerId };
  const fu = s.units.find((u) => u.id === firerId);
  const tu = s.units.find((u) => u.id === f.target);
  if (fu && tu && fu.side === tu.side) out.target = TYPED;
  if (!fu) return out;
  const ty = findType(s, fu.card, fu.type);
  const { kinds } = fireKinds(s, fu, ty?.advance ?? null, Boolean(ty), settings);
  return kinds.length && !kinds.includes(fireKindOf(out)) ? withFireKind(out, kinds[0]) : out;
}

/** Everything the fire screen needs to ask only what applies, and the evaluation it hands to the roll. */
export interface FirePlan {
  evaluation: Evaluation;
  firer: Unit | null;
  target: Unit | null;
  /** The attacks the target allows besides bombardment (5.0); empty while unknown. */
  allowed: ('ap' | 'at')[];
  attack: 'ap' | 'at' | null;
  /** The kinds of shot the moment and the firer allow (5.2: advancing needs an advance value, and the action chosen at activation decides; 11.0: final fire in its phase, by the units it allows). */
  kinds: FireKind[];
  /** The kind of shot computed: the form's, or the only one the firer's activation allows (5.2). */
  kind: FireKind;
  /** Why this firer makes no shot now (its activation's action, 11.0), or null. */
  noShot: Text | null;
  /** What the screen asks, by the rules: urban combat (4.3.5, A21), the typed firer's engineers (4.3.5), the terrain's modifier (5.5.1: none under the road bonus; 4.3.5: urban combat replaces it). */
  asks: { urban: boolean; engineers: boolean; terrain: boolean };
  cover: Cover;
  /** The trench marker read off the roster for this shot (4.3.4), if any. */
  trench: Trench | null;
  /** The target may use trenches and bunkers (4.3.4, A20); null while unknown. */
  eligible: boolean | null;
  engineers: boolean;
  dice: number | null;
  odds: FireOdds | null;
}

/** The fire screen's plan: the derived facts (what to ask), the odds, and the evaluation. */
export function firePlan(s: WtaState, form: FireForm, settings: WtaSettings): FirePlan {
  let f = form;
  const errors: Text[] = [];
  const d: Derivation = [];
  const firer = f.firer === TYPED ? null : (s.units.find((u) => u.id === f.firer) ?? null);
  const target = f.target === TYPED ? null : (s.units.find((u) => u.id === f.target) ?? null);
  const firerType = firer ? findType(s, firer.card, firer.type) : undefined;
  const targetType = target ? findType(s, target.card, target.type) : undefined;
  const { cover, trench } = coverOf(s, target, f.cover);
  const engineers = firerType ? firerType.engineers : f.firerEngineers;
  const eligibleKnown: boolean | null = target ? Boolean(targetType && (targetType.infantry || targetType.atGun)) : f.eligible;
  const { kinds, noShot, forced } = fireKinds(s, firer, firerType?.advance ?? null, Boolean(firerType), settings);
  if (f.final && !kinds.includes('final') && !noShot) kinds.push('final');
  // 5.2: the action chosen at activation decides how the unit fires ("advance and fire": advancing, one die fewer).
  const asked = fireKindOf(f);
  const kind: FireKind = forced && (asked === 'fire' || asked === 'advancing' || kinds[0] === 'final') ? kinds[0] : asked;
  f = withFireKind(f, kind);
  const facts = target
    ? { apTarget: targetType?.apTarget ?? true, armour: targetType?.armour ?? null, hidden: target.hidden !== null }
    : { apTarget: f.apTarget, armour: f.armour === '-' ? null : f.armour, hidden: false };
  // A target typed on the spot is shot at as the screen shows it: anti-personnel until the
  // players pick anti-tank (5.0).
  const chosen = target ? f.attack : (f.attack ?? 'ap');
  const allowed = attackTypes(facts).types.filter((x): x is 'ap' | 'at' => x !== 'bombard');
  const asksFor = (attack: 'ap' | 'at' | null) => {
    // 4.3.5, A21: urban combat only for AP fire at a target showing the AP symbol, in a city or town hex.
    const urban = (attack ?? chosen) === 'ap' && facts.apTarget && cover === 'city';
    const protectedHex = cover === 'trench' || cover === 'bunker';
    return { urban, engineers: !firer && (protectedHex || (urban && f.urban)), terrain: !(urban && f.urban) && !(f.opportunity && f.roadBonus) };
  };
  const plan = (evaluation: Evaluation, attack: 'ap' | 'at' | null = null, dice: number | null = null, odds: FireOdds | null = null): FirePlan => ({
    evaluation,
    firer,
    target,
    allowed: target ? allowed : ['ap', 'at'],
    attack,
    kinds,
    kind,
    noShot,
    asks: asksFor(attack),
    cover,
    trench,
    eligible: eligibleKnown,
    engineers,
    dice,
    odds,
  });

  if (f.firer !== TYPED && !firer) errors.push(t('wta.error.pickUnit'));
  if (f.target !== TYPED && !target) errors.push(t('wta.error.pickTarget'));
  if (firer && target && firer.side === target.side) errors.push(t('wta.error.sameSide'));
  if (firer && f.returnFire && firer.returnFire !== true) errors.push(t('wta.error.returnFireNotStopped', { unit: publicName(firer) }));
  else if (noShot) errors.push(noShot);
  if (f.range === null) errors.push(waitingFor(t('wta.field.range')));
  if (f.terrainMod === null) errors.push(waitingFor(t('wta.field.terrainMod')));
  if (!target && f.elements === null) errors.push(waitingFor(t('wta.field.elements')));
  if (!target && f.attack === 'at' && f.armour === '-') errors.push(t('wta.firePanel.pickArmour'));
  if (!firer && f.dice === null) errors.push(waitingFor(t('wta.field.dice')));
  if (errors.length) return plan(blocked(errors));

  const elements = target ? target.elements : (f.elements ?? 1);
  const eligible = eligibleKnown ?? true;
  if (firer) d.push(step('wta.fire.firer', { unit: publicName(firer) }, '3.2'));
  if (firer && forced && kind === kinds[0] && (kind === 'fire' || kind === 'advancing'))
    d.push(step(`wta.fire.byAction_${kind}`, { unit: publicName(firer) }, kind === 'advancing' ? '5.2' : '3.2'));
  // 8.1, A39: a fire that would be a free activation while the activated group still has units to act.
  if (firer && firer.action === null && !f.final && !f.returnFire && !f.opportunity && s.scenario.mode === 'advanced' && !actsInGroup(s, firer)) {
    const waiting = groupWaiting(s, firer.side);
    const group = s.sides[firer.side].group;
    if (waiting > 0 && group !== null) d.push(step('wta.error.groupFirst', { group, n: waiting }, '8.1', 'warning'));
  }
  if (target) d.push(step('wta.fire.target', { unit: publicName(target), n: target.elements }, '2.2'));
  const types = attackTypes(facts);
  d.push(...types.derivation);
  if (allowed.length === 0) return plan(blocked([t(facts.hidden ? 'wta.error.hiddenTarget' : 'wta.error.noAttack')], d));
  const attack: 'ap' | 'at' = chosen && allowed.includes(chosen) ? chosen : allowed[0];
  if (chosen && !allowed.includes(chosen)) d.push(step('wta.fire.attackNotAllowed', { attack: t(`wta.attack.${chosen}`) }, '5.0', 'warning'));
  d.push(step('wta.fire.attackType', { attack: t(`wta.attack.${attack}`) }, '5.0'));
  if (trench && target && cover === 'trench') d.push(step('wta.firePanel.trenchMarker', { unit: publicName(target) }, '4.3.4'));

  let base: number;
  if (firerType) {
    const cd = cardDice(firerType, attack, f.range ?? 1);
    if (cd.errors.length || cd.base === null) return plan(blocked(cd.errors, d), attack);
    d.push(...cd.derivation);
    base = cd.base;
  } else base = f.dice ?? 0;
  const firerHalf = firer ? halfLost(firer.startDiscs + 1, firer.elements, settings) : f.firerHalfLost;
  const fd = fireDice(
    {
      attack,
      base,
      terrainMod: f.terrainMod ?? 0,
      advancing: f.advancing,
      halfLost: firerHalf,
      opportunity: f.opportunity,
      final: f.final,
      // 4.3.5, A21: urban combat is fought in a city or town hex only; the toggle left on elsewhere counts for nothing.
      urban: f.urban && cover === 'city',
      engineers,
      roadBonus: f.roadBonus,
      canAdvance: firerType ? firerType.advance !== null : undefined,
      returnFire: f.returnFire,
      disorganized: firer?.disorganized ?? false,
      targetHidden: facts.hidden,
      range: f.range ?? undefined,
    },
    settings,
  );
  if (fd.errors.length) return plan(blocked(fd.errors, d), attack);
  d.push(...fd.derivation);
  if (firer && f.opportunity && firer.oppFire) return plan(blocked([t('wta.error.oppMarker')], d), attack);
  if (fd.dice === 0) return plan(blocked([t('wta.error.noDiceNoAttack')], d), attack, 0);

  const situation: FireSituation = {
    attack,
    armour: facts.armour,
    protection: protectionOf(cover),
    eligible,
    opportunity: f.opportunity,
    engineers,
    hex: cover as HexKind,
    room: f.room,
    elements,
    priorExplosions: trench?.explosions ?? 0,
  };
  const odds = fireOdds(situation, fd.dice, settings);
  d.push(...odds.derivation, ...oddsSteps(odds));
  const dieKind = attack === 'ap' ? 'black' : 'white';
  const classify = (faces: number[]) => {
    const r = resolveFireFaces(situation, faceIds(dieKind, faces) ?? [], settings);
    const v = Math.min(r.retreat.totalLosses, elements);
    return odds.outcomes.find((o) => o.id === (v >= elements && elements > 0 ? 'eliminated' : `losses-${v}`)) ?? odds.outcomes[0];
  };
  const q = rollQuestion('fire', poolRoll(dieKind, fd.dice, `wta.roll.fire_${attack}`, '5.3', { n: fd.dice }), (faces) => classify(faces), odds.outcomes);
  // 5.3: the rule reads how many dice show the hit symbol; 4.3.4.1, A16-I: against a trench the
  // explosions an anti-personnel roll shows are read too.
  q.counts = symbolCounts(dieKind, fd.dice, [
    { id: 'hits', faces: hitFaces(attack, facts.armour, settings) },
    ...(attack === 'ap' && situation.protection === 'trench' && settings.trenchApRemoval !== 'apHits' ? [{ id: 'explosions', faces: ['explosion'] }] : []),
  ]);
  const evaluation: Evaluation = {
    errors: [],
    derivation: d,
    resolve(answers) {
      const r = answers.rolls[q.id];
      if (!r || r.faces.length !== fd.dice) return pending(q);
      const ids = faceIds(dieKind, r.faces);
      if (!ids) return pending(q);
      const res = resolveFireFaces(situation, ids, settings);
      const events: GameEvent[] = [];
      if (firer && f.final) events.push(ev('wta/final-fire', { unit: firer.id }));
      else if (firer && f.opportunity) events.push(ev('wta/opp-fire', { unit: firer.id }));
      else if (firer && f.returnFire) events.push(ev('wta/return-fire', { unit: firer.id }));
      else if (firer && !f.final && !f.returnFire && firer.action === null)
        events.push(ev('wta/activate', { unit: firer.id, action: f.advancing ? 'advanceFire' : 'fire' }));
      const trenchFields = trenchResult(trench, cover, res.loss);
      if (target && (res.retreat.totalLosses + (res.retreat.disorganized ? 1 : 0) > 0 || trenchFields))
        events.push(
          ev('wta/fire-result', {
            unit: target.id,
            losses: Math.min(30, res.retreat.totalLosses),
            disorganized: res.retreat.disorganized,
            finalFire: f.final,
            ...(f.opportunity ? { opportunity: true } : {}),
            ...trenchFields,
          }),
        );
      const derivation = [...res.derivation];
      if (!target) derivation.push(step('wta.fire.typedTarget', undefined, '5.3'));
      if (events.length === 0) events.push(ev('wta/noted', { what: 'fire', losses: res.retreat.totalLosses }));
      return { derivation, events };
    },
  };
  return plan(evaluation, attack, fd.dice, odds);
}

/**
 * 4.3.4.1, A17: what a roll did to the trench marker read off the roster: removed, or (cumulative
 * reading) its explosions counted; undefined when there is no marker or nothing changed.
 */
export function trenchResult(
  trench: Trench | null,
  cover: Cover,
  loss: { trenchRemoved: boolean; trenchExplosions: number },
): { trench: string; trenchRemoved: boolean; trenchExplosions?: number } | undefined {
  if (!trench || cover !== 'trench') return undefined;
  if (loss.trenchRemoved) return { trench: trench.id, trenchRemoved: true };
  const n = Math.min(100, loss.trenchExplosions);
  return n !== trench.explosions ? { trench: trench.id, trenchRemoved: false, trenchExplosions: n } : undefined;
}

function oddsSteps(o: ReturnType<typeof fireOdds>): Derivation {
  const d: Derivation = [step('wta.odds.retreat', { ...prob(o.pRetreat) }, '5.4'), step('wta.odds.disorganized', { ...prob(o.pDisorganized) }, '5.4.1')];
  if (o.pTrenchRemoved.num > 0n) d.push(step('wta.odds.trenchRemoved', { ...prob(o.pTrenchRemoved) }, '4.3.4.1'));
  return d;
}

// ---------------------------------------------------------------------------
// Artillery (5.6, 5.6.1, 12.2).
// ---------------------------------------------------------------------------

export interface ArtilleryForm {
  hq: string;
  /** Typed HQ: its side and its radio dice. */
  side: SideId;
  radio: number | null;
  /** The battery line (index into the scenario's lines) or a typed battery's dice. */
  line: number;
  batteryDice: number | null;
  target: string;
  range: number | null;
  terrainMod: number | null;
  /** Typed target. */
  elements: number | null;
  armour: Armour | '-';
  starred: boolean;
  hidden: boolean;
  eligible: boolean;
  /** 'auto': the trench marker the target holds on the roster (4.3.4). */
  cover: CoverChoice;
  room: number | null;
}

export function defaultArtilleryForm(): ArtilleryForm {
  return {
    hq: TYPED,
    side: 'allies',
    radio: null,
    line: 0,
    batteryDice: null,
    target: TYPED,
    range: 1,
    terrainMod: 0,
    elements: null,
    armour: '-',
    starred: false,
    hidden: false,
    eligible: true,
    cover: 'auto',
    room: null,
  };
}

/** 5.6, 5.6.1: the radio call, then each battery's own roll on the target, through protection, retreat and disorganization. */
export function artilleryEvaluation(s: WtaState, f: ArtilleryForm, settings: WtaSettings): Evaluation {
  const errors: Text[] = [];
  const hq = f.hq === TYPED ? null : (s.units.find((u) => u.id === f.hq) ?? null);
  const target = f.target === TYPED ? null : (s.units.find((u) => u.id === f.target) ?? null);
  if (f.hq !== TYPED && !hq) errors.push(t('wta.error.pickHq'));
  if (f.target !== TYPED && !target) errors.push(t('wta.error.pickTarget'));
  if (f.range === null) errors.push(waitingFor(t('wta.field.range')));
  if (f.terrainMod === null) errors.push(waitingFor(t('wta.field.terrainMod')));
  if (!target && f.elements === null) errors.push(waitingFor(t('wta.field.elements')));
  const side: SideId = hq ? hq.side : f.side;
  const sheet = s.scenario.sides[side];
  const lines = sheet.artillery;
  const batteryBase = lines.length && f.line >= 0 && f.line < lines.length ? lines[f.line].dice : f.batteryDice;
  if (batteryBase === null) errors.push(waitingFor(t('wta.field.batteryDice')));
  if (!hq && f.radio === null) errors.push(waitingFor(t('wta.field.radio')));
  if (errors.length) return blocked(errors);
  if (target && target.side === side) return blocked([t('wta.error.sameSide')]);
  const d: Derivation = [];
  const range = artilleryRangeOk(f.range ?? 1);
  if (range.errors.length) return blocked(range.errors);
  if (hq && !hq.hq) return blocked([t('wta.error.hqOnly')]);
  const radio = hq
    ? hqDice('radio', sheet.radio, hq.replacementHq, s.scenario.mode, settings)
    : {
        dice: f.radio ?? 0,
        errors: (f.radio ?? 0) > 0 ? [] : [t('wta.error.no_radioDice')],
        derivation: [step('wta.hq.radioDiceTyped', { n: f.radio ?? 0 }, '5.6')],
      };
  d.push(...radio.derivation);
  if (radio.errors.length) return blocked(radio.errors, d);
  const st = s.sides[side];
  const left = Math.max(0, st.batteriesAvailable - st.batteriesUsed);
  d.push(step('wta.proc.batteriesLeft', { side: sideName(side), n: left }, '3.1'));
  if (left <= 0) return blocked([t('wta.error.noBatteries')], d);
  const american = sheet.american;
  if (american) d.push(step('wta.radio.americanRule', undefined, '5.6.1'));
  // A sealed marker (12.0): the game does not know what it is; the facts are typed as for a typed target (A35).
  const known = target && !isSealed(target) ? target : null;
  const tType = known ? findType(s, known.card, known.type) : undefined;
  const armour = known ? (tType?.armour ?? null) : f.armour === '-' ? null : f.armour;
  const starred = known ? (tType?.starred ?? false) : f.starred;
  const hidden = target ? target.hidden !== null : f.hidden;
  const eligible = known ? Boolean(tType && (tType.infantry || tType.atGun)) : f.eligible;
  const elements = known ? known.elements : (f.elements ?? (target ? 21 : 1));
  // 12.0: a hidden unit's marker is public, what stands under it (its elements, its armour) is its owner's.
  if (known && known.hidden !== null)
    d.push(step('wta.bombard.hiddenTarget', { unit: publicName(known) }, '12.0'), {
      ...step('wta.bombard.hiddenElements', { n: elements }, '2.2'),
      secret: true,
    });
  else if (known) d.push(step('wta.fire.target', { unit: publicName(known), n: elements }, '2.2'));
  else if (target) d.push(step('wta.books.sealed.target', { unit: publicName(target) }, 'A35', 'warning'));
  const bd = bombardDice({ battery: batteryBase ?? 0, terrainMod: f.terrainMod ?? 0, armour, starred, hidden });
  if (bd.errors.length) return blocked(bd.errors, d);
  d.push(...bd.derivation);
  if (bd.dice === 0) return blocked([t('wta.error.noDiceNoAttack')], d);

  const radioQ = rollQuestion(
    'radio',
    poolRoll('black', radio.dice, 'wta.proc.radioRoll', american ? '5.6.1' : '5.6'),
    (faces) => {
      const n = readRadio(faceIds('black', faces) ?? [], american, left, settings).batteries;
      return (
        radioOdds(radio.dice, american, left, settings).find((o) => o.id === (n === 0 ? 'fail' : `batteries-${n}`)) ?? {
          id: 'fail',
          label: t('wta.odds.radioFail'),
        }
      );
    },
    radioOdds(radio.dice, american, left, settings),
  );
  // 5.6: the contact is read by how many radio symbols show.
  radioQ.counts = symbolCounts('black', radio.dice, [{ id: 'radio', faces: ['radio'] }]);
  const { cover, trench } = coverOf(s, target, f.cover);
  if (trench && target && cover === 'trench') d.push(step('wta.firePanel.trenchMarker', { unit: publicName(target) }, '4.3.4'));
  const protection = protectionOf(cover);
  return {
    errors: [],
    derivation: d,
    resolve(answers) {
      const r = answers.rolls[radioQ.id];
      if (!r || r.faces.length !== radio.dice) return pending(radioQ);
      const read = readRadio(faceIds('black', r.faces) ?? [], american, left, settings);
      const out: Derivation = [...read.derivation];
      const hqEvents: GameEvent[] = hq && hq.action === null ? [ev('wta/activate', { unit: hq.id, action: 'artillery' })] : [];
      if (read.batteries === 0) return { derivation: out, events: hqEvents.length ? hqEvents : [ev('wta/noted', { what: 'radio', losses: 0 })] };
      let losses = 0;
      let trenchGone = false;
      let explosions = trench?.explosions ?? 0;
      for (let i = 1; i <= read.batteries; i++) {
        const prot: Protection = trenchGone ? 'none' : protection;
        const sit: FireSituation = {
          attack: 'bombard',
          armour,
          protection: prot,
          eligible,
          opportunity: false,
          engineers: false,
          hex: 'open',
          room: null,
          elements: Math.max(0, elements - losses),
        };
        const odds = fireOdds(sit, bd.dice, settings);
        const q = rollQuestion(
          `battery${i}`,
          poolRoll('black', bd.dice, 'wta.roll.battery', '5.6', { i, n: bd.dice }),
          (faces) => {
            const h = countFaces(faceIds('black', faces) ?? [], ['explosion']);
            const l = lossesOf(
              { attack: 'bombard', hits: h, explosions: h, protection: prot, eligible, opportunity: false, engineers: false },
              settings,
            ).losses;
            const v = Math.min(l, sit.elements);
            return odds.outcomes.find((o) => o.id === (v >= sit.elements && sit.elements > 0 ? 'eliminated' : `losses-${v}`)) ?? odds.outcomes[0];
          },
          odds.outcomes,
        );
        // 5.6: a battery's hits are its explosions.
        q.counts = symbolCounts('black', bd.dice, [{ id: 'explosions', faces: ['explosion'] }]);
        const br = answers.rolls[q.id];
        if (!br || br.faces.length !== bd.dice) return pending(q, out);
        const h = countFaces(faceIds('black', br.faces) ?? [], ['explosion']);
        const l = lossesOf(
          { attack: 'bombard', hits: h, explosions: h, protection: prot, eligible, opportunity: false, engineers: false, priorExplosions: explosions },
          settings,
        );
        explosions = l.trenchExplosions;
        out.push(step('wta.roll.batteryRead', { i, n: h }, '5.6'), ...l.derivation);
        losses += l.losses;
        if (l.trenchRemoved) trenchGone = true;
      }
      const retreat = retreatOf({ losses, hex: cover, eligible, trenchRemoved: trenchGone, opportunity: false, room: f.room, elements }, settings);
      out.push(step('wta.roll.callLosses', { n: losses }, '5.6.1'), ...retreat.derivation);
      const events: GameEvent[] = [...hqEvents, ev('wta/batteries', { side, used: Math.min(6, read.batteries) })];
      const trenchFields = trenchResult(trench, cover, { trenchRemoved: trenchGone, trenchExplosions: explosions });
      if (target && (retreat.totalLosses + (retreat.disorganized ? 1 : 0) > 0 || trenchFields))
        events.push(ev('wta/fire-result', { unit: target.id, losses: Math.min(30, retreat.totalLosses), disorganized: retreat.disorganized, ...trenchFields }));
      return { derivation: out, events };
    },
  };
}

// ---------------------------------------------------------------------------
// Rally (6.0, 8.0 R(c), 7.1).
// ---------------------------------------------------------------------------

export interface RallyForm {
  hq: string;
  adjacentEnemy: boolean;
  inCover: boolean;
  outOfLos: boolean;
}

/** 6.0: the HQ's rally dice, one disc per flag, each disc given to a unit of the players' choice (never above its start) or lost. */
export function rallyEvaluation(s: WtaState, f: RallyForm, ctx: RulesContext): Evaluation {
  const settings = wtaSettings(ctx.settings);
  const hq = s.units.find((u) => u.id === f.hq);
  if (!hq || !hq.hq) return waiting([t('wta.error.pickHq')]);
  const place = rallyPlaceOk({ adjacentEnemy: f.adjacentEnemy, inCover: f.inCover, outOfEnemyLos: f.outOfLos }, 'hq');
  const dice = hqDice('rally', s.scenario.sides[hq.side].rally, hq.replacementHq, s.scenario.mode, settings);
  const d: Derivation = [step('wta.rally.hq', { unit: publicName(hq) }, '6.0'), ...dice.derivation];
  if (place.length || dice.errors.length) return blocked([...place, ...dice.errors], d);
  d.push(step('wta.rally.place', undefined, '6.0'));
  const flags = countDist('black', dice.dice, ['flag']);
  const q = rollQuestion(
    'rally',
    poolRoll('black', dice.dice, 'wta.roll.rally', '6.0', { n: dice.dice }),
    (faces) => {
      const n = countFaces(faceIds('black', faces) ?? [], ['flag']);
      return { id: `discs-${n}`, label: t('wta.odds.discs', { n }), tone: n > 0 ? 'good' : 'bad' };
    },
    outcomesOf(flags, (n) => ({ id: `discs-${n}`, label: t('wta.odds.discs', { n }), tone: n > 0 ? 'good' : 'bad' })),
  );
  // 6.0: each flag rallies one disc.
  q.counts = symbolCounts('black', dice.dice, [{ id: 'flags', faces: ['flag'] }]);
  d.push(step('wta.odds.pAny', prob(atLeastOne('black', dice.dice, ['flag'])), '6.0'));
  return {
    errors: [],
    derivation: d,
    resolve(answers) {
      const r = answers.rolls[q.id];
      if (!r || r.faces.length !== dice.dice) return pending(q);
      const read = readRally(faceIds('black', r.faces) ?? []);
      const out: Derivation = [...read.derivation];
      const gains = new Map<string, number>();
      for (let i = 1; i <= read.discs; i++) {
        const room = s.units.filter((u) => u.side === hq.side && u.elements > 0 && !u.dummy && u.elements + (gains.get(u.id) ?? 0) < u.startDiscs + 1);
        const cq = choiceQuestion(
          `disc${i}`,
          t('wta.proc.discTo', { i, n: read.discs }),
          [
            ...room.map((u) => ({
              id: u.id,
              label: t('wta.proc.discOption', { unit: publicName(u), n: u.elements + (gains.get(u.id) ?? 0), max: u.startDiscs + 1 }),
              rule: '6.0',
            })),
            { id: 'lost', label: t('wta.proc.discLost'), rule: '6.0' },
          ],
          '6.0',
        );
        const c = chosen(answers, cq);
        if (c === undefined) return pending(cq, out);
        if (c !== 'lost') gains.set(c, (gains.get(c) ?? 0) + 1);
      }
      const recipients = [...gains.entries()].map(([id, n]) => {
        const u = s.units.find((x) => x.id === id) as Unit;
        return { id, name: u.name, startDiscs: u.startDiscs, elements: u.elements, placeOk: true, discs: n };
      });
      const alloc = allocateRally(read.discs, recipients);
      out.push(...alloc.derivation);
      if (alloc.errors.length) return { derivation: [...out, ...errorSteps(alloc.errors)], events: [] };
      const events: GameEvent[] = [];
      if (hq.action === null) events.push(ev('wta/activate', { unit: hq.id, action: 'rally' }));
      if (gains.size) events.push(ev('wta/rally', { gains: [...gains.entries()].map(([unit, discs]) => ({ unit, discs })) }));
      if (events.length === 0) events.push(ev('wta/noted', { what: 'rally', losses: 0 }));
      return { derivation: out, events };
    },
  };
}

// ---------------------------------------------------------------------------
// Recon (12.4, 12.0, 12.1).
// ---------------------------------------------------------------------------

export interface ReconForm {
  scout: string;
  target: string;
  range: number | null;
}

export function reconEvaluation(s: WtaState, f: ReconForm, settings: WtaSettings): Evaluation {
  if (s.scenario.mode !== 'advanced') return blocked([t('wta.error.advancedOnly')]);
  const target = s.units.find((u) => u.id === f.target && u.hidden !== null);
  if (!target) return waiting([t('wta.error.pickMarker')]);
  const scout = f.scout === TYPED ? null : (s.units.find((u) => u.id === f.scout) ?? null);
  if (scout && scout.side === target.side) return blocked([t('wta.error.sameSide')]);
  if (f.range === null) return blocked([waitingFor(t('wta.field.range'))]);
  const rd = reconDice(f.range, settings);
  const d: Derivation = [step('wta.recon.target', { n: target.hidden ?? 0 }, '12.4'), ...rd.derivation];
  if (rd.errors.length) return blocked(rd.errors, d);
  const scoutEvents: GameEvent[] = scout && scout.action === null ? [ev('wta/activate', { unit: scout.id, action: 'recon' })] : [];
  if (rd.autoReveal)
    return {
      errors: [],
      derivation: d,
      resolve: () => ({
        derivation: [step(target.dummy ? 'wta.recon.dummy' : 'wta.recon.revealed', undefined, '12.0', 'result')],
        events: [...scoutEvents, ev('wta/reveal', { unit: target.id })],
      }),
    };
  d.push(step('wta.odds.pReveal', prob(atLeastOne('black', rd.dice, ['flag'])), '12.4'));
  const q = rollQuestion('recon', poolRoll('black', rd.dice, 'wta.roll.recon', '12.4', { n: rd.dice }), (faces) =>
    countFaces(faceIds('black', faces) ?? [], ['flag']) > 0
      ? { id: 'revealed', label: t('wta.odds.revealed'), tone: 'good' }
      : { id: 'hidden', label: t('wta.odds.stillHidden'), tone: 'bad' },
  );
  // 12.4: a flag reveals.
  q.counts = symbolCounts('black', rd.dice, [{ id: 'flags', faces: ['flag'] }]);
  return {
    errors: [],
    derivation: d,
    resolve(answers) {
      const r = answers.rolls[q.id];
      if (!r || r.faces.length !== rd.dice) return pending(q);
      const read = readRecon(faceIds('black', r.faces) ?? [], target.dummy);
      const events = [...scoutEvents, ...(read.revealed ? [ev('wta/reveal', { unit: target.id })] : [])];
      return { derivation: read.derivation, events: events.length ? events : [ev('wta/noted', { what: 'recon', losses: 0 })] };
    },
  };
}

// ---------------------------------------------------------------------------
// Engineers: demolition and repair (4.3.2, 4.3.5).
// ---------------------------------------------------------------------------

export interface BridgeForm {
  bridge: string;
  work: 'demolish' | 'repair';
  engineer: string;
  enemyAcross: boolean;
  /** A bridge not yet on the list: its name and its type's modifier. */
  name: string;
  mod: number | null;
}

export function bridgeEvaluation(s: WtaState, f: BridgeForm, settings: WtaSettings): Evaluation {
  const isNew = f.bridge === 'new';
  const bridge = isNew ? null : (s.bridges.find((b) => b.id === f.bridge) ?? null);
  if (!isNew && !bridge) return waiting([t('wta.error.pickBridge')]);
  if (isNew && !f.name.trim()) return blocked([waitingForText(t('wta.field.bridgeName'))]);
  if (isNew && f.mod === null) return blocked([waitingFor(t('wta.field.bridgeMod'))]);
  const eng = f.engineer === TYPED ? null : (s.units.find((u) => u.id === f.engineer) ?? null);
  if (eng && !findType(s, eng.card, eng.type)?.engineers) return blocked([t('wta.error.engineersOnly')]);
  const engEvents: GameEvent[] = eng && eng.action === null ? [ev('wta/activate', { unit: eng.id, action: f.work })] : [];
  const mod = bridge ? bridge.mod : (f.mod ?? 0);
  const bridgeId = bridge ? bridge.id : `b${s.nextId}`;
  const addEvents: GameEvent[] = isNew ? [ev('wta/bridge-add', { name: f.name.trim().slice(0, 120), mod: Math.max(-10, Math.min(10, mod)) })] : [];
  if (f.work === 'demolish') {
    if (bridge && !bridge.intact) return blocked([t('wta.error.bridgeDown')]);
    const dd = demolitionDice(mod, f.enemyAcross, settings);
    if (dd.errors.length) return blocked(dd.errors, dd.derivation);
    if (dd.dice === 0) return blocked([t('wta.error.noDiceNoAttack')], dd.derivation);
    const d = [...dd.derivation, step('wta.odds.pDestroy', prob(atLeastOne('black', dd.dice, ['explosion'])), '4.3.5')];
    const q = rollQuestion('demolish', poolRoll('black', dd.dice, 'wta.roll.demolish', '4.3.5', { n: dd.dice }), (faces) =>
      countFaces(faceIds('black', faces) ?? [], ['explosion']) > 0
        ? { id: 'destroyed', label: t('wta.bridge.destroyed'), tone: 'good' }
        : { id: 'stands', label: t('wta.bridge.stands'), tone: 'bad' },
    );
    // 4.3.5: an explosion destroys the bridge.
    q.counts = symbolCounts('black', dd.dice, [{ id: 'explosions', faces: ['explosion'] }]);
    return {
      errors: [],
      derivation: d,
      resolve(answers) {
        const r = answers.rolls[q.id];
        if (!r || r.faces.length !== dd.dice) return pending(q);
        const read = readDemolition(faceIds('black', r.faces) ?? []);
        return {
          derivation: read.derivation,
          events: [
            ...engEvents,
            ...addEvents,
            ...(read.destroyed ? [ev('wta/bridge-destroyed', { bridge: bridgeId })] : []),
            ...(engEvents.length + addEvents.length === 0 && !read.destroyed ? [ev('wta/noted', { what: 'demolish', losses: 0 })] : []),
          ],
        };
      },
    };
  }
  if (!bridge || bridge.intact) return blocked([t('wta.error.bridgeIntact')]);
  const n = repairDice(bridge.repairs + 1);
  const d = [
    step('wta.bridge.repairDice', { attempt: bridge.repairs + 1, n }, '4.3.5'),
    step('wta.odds.pRepair', prob(atLeastOne('black', n, ['flag'])), '4.3.5'),
  ];
  const q = rollQuestion('repair', poolRoll('black', n, 'wta.roll.repair', '4.3.5', { n }), (faces) =>
    countFaces(faceIds('black', faces) ?? [], ['flag']) > 0
      ? { id: 'repaired', label: t('wta.bridge.repaired'), tone: 'good' }
      : { id: 'not', label: t('wta.bridge.notRepaired'), tone: 'bad' },
  );
  // 4.3.5: a flag repairs the bridge.
  q.counts = symbolCounts('black', n, [{ id: 'flags', faces: ['flag'] }]);
  return {
    errors: [],
    derivation: d,
    resolve(answers) {
      const r = answers.rolls[q.id];
      if (!r || r.faces.length !== n) return pending(q);
      const read = readRepair(faceIds('black', r.faces) ?? []);
      return { derivation: read.derivation, events: [...engEvents, ev('wta/repair', { bridge: bridge.id, repaired: read.repaired })] };
    },
  };
}

// ---------------------------------------------------------------------------
// The calculators as cards.
// ---------------------------------------------------------------------------

const num = (v: FieldValue, min: number, max: number): number | null => intField(v, { min, max });
const bool = (v: FieldValue) => v === true;
const str = (v: FieldValue, d: string) => (typeof v === 'string' ? v : d);

function unitOptions(units: Unit[], typed: boolean): { value: string; label: Text }[] {
  return [...(typed ? [{ value: TYPED, label: t('wta.field.typed') }] : []), ...units.map((u) => ({ value: u.id, label: publicName(u) }))];
}

const coverField: FieldDef = {
  id: 'cover',
  label: t('wta.field.cover'),
  kind: 'select',
  default: 'auto',
  rule: '4.3.4',
  options: [
    { value: 'auto', label: t('wta.firePanel.coverAuto') },
    ...(['open', 'trench', 'bunker', 'city'] as const).map((c) => ({ value: c, label: t(`wta.cover.${c}`) })),
  ],
};
const armourField: FieldDef = {
  id: 'armour',
  label: t('wta.field.armour'),
  kind: 'select',
  default: '-',
  rule: '2.2',
  options: (['-', 'L', 'M', 'H'] as const).map((a) => ({ value: a, label: t(`wta.armour.${a === '-' ? 'none' : a}`) })),
};

export function calculators(s: WtaState, ctx: RulesContext): ProcedureDef[] {
  const settings = wtaSettings(ctx.settings);
  const units = live(s);
  const hqs = units.filter((u) => u.hq);
  const hidden = s.units.filter((u) => u.elements > 0 && u.hidden !== null);
  const engineers = units.filter((u) => findType(s, u.card, u.type)?.engineers);
  const artillery: ProcedureDef = {
    id: 'artillery',
    title: t('wta.calc.artillery'),
    rule: '5.6',
    body: t('wta.calc.artilleryBody'),
    fields: [
      { id: 'hq', label: t('wta.field.hq'), kind: 'select', options: unitOptions(hqs, true), default: hqs[0]?.id ?? TYPED },
      {
        id: 'side',
        label: t('wta.field.side'),
        kind: 'select',
        options: SIDES.map((x) => ({ value: x, label: sideName(x) })),
        default: 'allies',
        help: t('wta.field.typedHqHelp'),
      },
      { id: 'radio', label: t('wta.field.radio'), kind: 'int', min: 0, max: 20, default: null, rule: '5.6', help: t('wta.field.typedHqHelp') },
      { id: 'line', label: t('wta.field.line'), kind: 'select', default: '0', rule: '5.6', options: lineOptions(s) },
      { id: 'batteryDice', label: t('wta.field.batteryDice'), kind: 'int', min: 0, max: 20, default: null, rule: '5.6' },
      {
        id: 'target',
        label: t('wta.field.target'),
        kind: 'select',
        options: unitOptions(
          s.units.filter((u) => u.elements > 0 && (u.entersTurn === null || u.entersTurn <= s.turn)),
          true,
        ),
        default: TYPED,
      },
      { id: 'range', label: t('wta.field.range'), kind: 'int', min: 1, max: 20, default: 1, rule: '5.6' },
      { id: 'terrainMod', label: t('wta.field.bombardTerrainMod'), kind: 'int', min: -10, max: 10, default: 0, rule: '5.6' },
      coverField,
      { id: 'room', label: t('wta.field.room'), kind: 'int', min: 0, max: 20, default: null, rule: '5.4', help: t('wta.field.roomHelp') },
      { id: 'elements', label: t('wta.field.elements'), kind: 'int', min: 1, max: 21, default: null, rule: '2.2', help: t('wta.field.typedTargetHelp') },
      armourField,
      { id: 'starred', label: t('wta.field.starred'), kind: 'bool', default: false, rule: '5.6' },
      { id: 'hidden', label: t('wta.field.hidden'), kind: 'bool', default: false, rule: '12.2' },
      { id: 'eligible', label: t('wta.field.eligible'), kind: 'bool', default: true, rule: '4.3.4' },
    ],
    evaluate(values) {
      const armour = values.armour === 'L' || values.armour === 'M' || values.armour === 'H' ? values.armour : '-';
      const cover = (['auto', 'open', 'trench', 'bunker', 'city'] as const).find((c) => c === values.cover) ?? 'auto';
      const lineN = Number(values.line);
      return artilleryEvaluation(
        s,
        {
          hq: str(values.hq, TYPED),
          side: values.side === 'axis' ? 'axis' : 'allies',
          radio: num(values.radio, 0, 20),
          line: Number.isInteger(lineN) ? lineN : -1,
          batteryDice: num(values.batteryDice, 0, 20),
          target: str(values.target, TYPED),
          range: num(values.range, 1, 20),
          terrainMod: num(values.terrainMod, -10, 10),
          elements: num(values.elements, 1, 21),
          armour,
          starred: bool(values.starred),
          hidden: bool(values.hidden),
          eligible: values.eligible !== false,
          cover,
          room: values.room === null || values.room === undefined || values.room === '' ? null : num(values.room, 0, 20),
        },
        settings,
      );
    },
  };
  const rally: ProcedureDef = {
    id: 'rally',
    title: t('wta.calc.rally'),
    rule: '6.0',
    body: t('wta.calc.rallyBody'),
    fields: [
      { id: 'hq', label: t('wta.field.hq'), kind: 'select', options: unitOptions(hqs, false), default: hqs[0]?.id ?? null },
      { id: 'adjacentEnemy', label: t('wta.field.hqAdjacentEnemy'), kind: 'bool', default: false, rule: '6.0' },
      { id: 'inCover', label: t('wta.field.hqInCover'), kind: 'bool', default: true, rule: '6.0' },
      { id: 'outOfLos', label: t('wta.field.hqOutOfLos'), kind: 'bool', default: false, rule: '6.0' },
    ],
    evaluate: (values) =>
      rallyEvaluation(
        s,
        { hq: str(values.hq, ''), adjacentEnemy: bool(values.adjacentEnemy), inCover: bool(values.inCover), outOfLos: bool(values.outOfLos) },
        ctx,
      ),
  };
  const recon: ProcedureDef = {
    id: 'recon',
    title: t('wta.calc.recon'),
    rule: '12.4',
    body: t('wta.calc.reconBody'),
    fields: [
      {
        id: 'scout',
        label: t('wta.field.scout'),
        kind: 'select',
        options: unitOptions(
          units.filter((u) => u.hidden === null),
          true,
        ),
        default: TYPED,
      },
      {
        id: 'target',
        label: t('wta.field.marker'),
        kind: 'select',
        options: hidden.map((u) => ({ value: u.id, label: t('wta.markerOf', { n: u.hidden ?? 0, side: sideName(u.side) }) })),
        default: hidden[0]?.id ?? null,
      },
      { id: 'range', label: t('wta.field.range'), kind: 'int', min: 1, max: 20, default: 2, rule: '12.4' },
    ],
    evaluate: (values) => reconEvaluation(s, { scout: str(values.scout, TYPED), target: str(values.target, ''), range: num(values.range, 1, 20) }, settings),
  };
  const bridge: ProcedureDef = {
    id: 'bridge',
    title: t('wta.calc.bridge'),
    rule: '4.3.5',
    body: t('wta.calc.bridgeBody'),
    fields: [
      {
        id: 'work',
        label: t('wta.field.work'),
        kind: 'select',
        default: 'demolish',
        options: [
          { value: 'demolish', label: t('wta.action.demolish') },
          { value: 'repair', label: t('wta.action.repair') },
        ],
      },
      {
        id: 'bridge',
        label: t('wta.field.bridge'),
        kind: 'select',
        default: s.bridges[0]?.id ?? 'new',
        options: [
          { value: 'new', label: t('wta.field.newBridge') },
          ...s.bridges.map((b) => ({ value: b.id, label: t(b.intact ? 'wta.bridgeIntact' : 'wta.bridgeDown', { name: b.name, n: b.repairs }) })),
        ],
      },
      { id: 'name', label: t('wta.field.bridgeName'), kind: 'text', default: '' },
      { id: 'mod', label: t('wta.field.bridgeMod'), kind: 'int', min: -10, max: 10, default: 0, rule: '4.3.2' },
      { id: 'engineer', label: t('wta.field.engineer'), kind: 'select', options: unitOptions(engineers, true), default: engineers[0]?.id ?? TYPED },
      { id: 'enemyAcross', label: t('wta.field.enemyAcross'), kind: 'bool', default: false, rule: '4.3.5' },
    ],
    evaluate: (values) =>
      bridgeEvaluation(
        s,
        {
          bridge: str(values.bridge, 'new'),
          work: values.work === 'repair' ? 'repair' : 'demolish',
          engineer: str(values.engineer, TYPED),
          enemyAcross: bool(values.enemyAcross),
          name: str(values.name, ''),
          mod: num(values.mod, -10, 10),
        },
        settings,
      ),
  };
  return [artillery, rally, recon, bridge];
}

function lineOptions(s: WtaState): { value: string; label: Text }[] {
  const seen = new Map<string, Text>();
  for (const side of SIDES)
    s.scenario.sides[side].artillery.forEach((l, i) => {
      if (!seen.has(String(i))) seen.set(String(i), t('wta.field.lineN', { i: i + 1 }));
    });
  return [...[...seen.entries()].map(([value, label]) => ({ value, label })), { value: '-1', label: t('wta.field.lineTyped') }];
}

export type { AttackType, Outcome };
export { resolveFire };
