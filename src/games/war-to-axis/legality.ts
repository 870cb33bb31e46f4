/**
 * What the rules of War to Axis allow, each check with its rule: who may be activated and for
 * what (3.1, 3.2, 4.3.5, 5.4.1, 8.0, 8.1, 9.3, 10.0, 12.0), who may make opportunity fire
 * (5.5.1, 8.1, 10.0) and final fire (11.0, A26), who may request a strategic bombardment
 * (8.0 R(d), 9.0–9.2). The events' `allowed` ask these at the door of the log; the cards and
 * screens ask the same ones to offer only what the rules allow, with the reason for the rest.
 * Pure; no framework here.
 */
import type { Refusal } from '@/engine/events';
import { t } from '@/engine/derivation';
import type { WtaSettings } from './settings';
import { currentPhase, phasingSide, type PhaseId } from './sequence';
import { findType, isSealed, type SideId, type Unit, type UnitAction, type WtaState } from './state';
import { groupWaiting } from './activation';

/** A refusal in words with its rule. */
export function no(key: string, params: Record<string, unknown> | undefined, rule: string): Refusal {
  return { text: t(key, params as never), rule };
}

function sideName(side: SideId) {
  return t(`wta.side.${side}`);
}

/** A unit's name as both players may read it (a hidden one only by its marker, 12.0). */
function nameOf(u: Unit) {
  if (u.hidden !== null) return t('wta.markerOf', { n: u.hidden, side: sideName(u.side) });
  if (u.seal) return t('wta.markerOf', { n: u.seal.marker, side: sideName(u.side) });
  return t('wta.unitName', { name: u.name, side: sideName(u.side) });
}

/** 7.2: on the map this turn (a reinforcement enters from its turn on). */
function onMapNow(s: WtaState, u: Unit): boolean {
  return u.elements > 0 && (u.entersTurn === null || u.entersTurn <= s.turn);
}

/** The phase in which a side activates its units: its own phase in the basic game (3.0), the activations in the advanced one (8.1). */
export function activationPhaseRefusal(s: WtaState, side: SideId): Refusal | null {
  if (s.over) return no('wta.refuse.over', undefined, '13.0');
  const ph = currentPhase(s).id;
  if (s.scenario.mode === 'advanced')
    return ph === 'activate' ? null : no('wta.refuse.phase', { phase: t(`wta.phase.${ph}`), want: t('wta.phase.activate') }, '8.1');
  const phasing = phasingSide(s);
  return phasing === side ? null : no('wta.refuse.notYourPhase', { side: sideName(side) }, '3.0');
}

/** A phase the event belongs to. */
export function phaseRefusal(s: WtaState, want: PhaseId, rule: string): Refusal | null {
  if (s.over) return no('wta.refuse.over', undefined, '13.0');
  const ph = currentPhase(s).id;
  return ph === want ? null : no('wta.refuse.phase', { phase: t(`wta.phase.${ph}`), want: t(`wta.phase.${want}`) }, rule);
}

/** 8.0: an HQ acting on R's option c (rally) or d (strategic bombardment) acts for the reserve, not as a free activation. */
function rAction(s: WtaState, u: Unit, action: UnitAction): boolean {
  const st = s.sides[u.side];
  return st.group === 'R' && u.hq && ((st.rOption === 'c' && action === 'rally') || (st.rOption === 'd' && action === 'strategic'));
}

/** 8.0: the unit acts as one of its activated group's (not a free d6 activation). */
function inActivatedGroup(s: WtaState, u: Unit, action: UnitAction): boolean {
  const st = s.sides[u.side];
  return s.scenario.mode === 'advanced' && ((st.group === u.group && (st.group !== 'R' || st.rOption === 'a') && !st.groupClosed) || rAction(s, u, action));
}

/**
 * 9.0–9.2, 8.0 R(d), A13: may this HQ request a strategic bombardment now? With R's option d,
 * any HQ; otherwise only the HQ of the group the die activated (A, B, or R on option a), as the
 * first unit of its side activated this turn; never on R's options b or c, never once the
 * group is closed (9.3) or without a battery (A15).
 */
export function strategicRefusal(s: WtaState, u: Unit, settings: WtaSettings): Refusal | null {
  const st = s.sides[u.side];
  if (s.scenario.mode !== 'advanced') return no('wta.error.strategicAdvanced', undefined, '9.0');
  if (!u.hq) return no('wta.error.hqOnly', undefined, '9.0');
  if (st.d6 === null || st.group === null) return no('wta.error.rollFirst', { side: sideName(u.side) }, '8.0');
  if (st.groupClosed) return no('wta.refuse.strategicDone', { side: sideName(u.side) }, '9.3');
  const rOptionD = st.group === 'R' && st.rOption === 'd';
  if (!rOptionD) {
    if (settings.strategicOnlyROptionD) return no('wta.error.strategicOnlyD', undefined, 'A13');
    if (st.group === 'R' && st.rOption !== 'a') return no('wta.refuse.strategicROption', { option: st.rOption ?? '—' }, '8.0');
    if (u.group !== st.group) return no('wta.refuse.strategicGroup', { group: st.group, unit: nameOf(u) }, '9.1');
    if (st.firstActivated !== null) return no('wta.error.strategicNotFirst', undefined, '9.2');
  }
  if (st.batteriesAvailable - st.batteriesUsed <= 0) return no('wta.error.noBatteries', undefined, 'A15');
  return null;
}

/** Whether a side's strategic-bombardment card has anything to offer (9.0–9.2): some HQ the rules allow. */
export function strategicHqs(s: WtaState, side: SideId, settings: WtaSettings): Unit[] {
  return s.units.filter((u) => u.side === side && u.hq && onMapNow(s, u) && !u.dummy && u.action === null && strategicRefusal(s, u, settings) === null);
}

/**
 * 3.1, 3.2, 4.3.5, 5.4.1, 8.0, 8.1, 9.3, 10.0, 12.0, A39: may this unit be activated for this
 * action now? Every reason the rules give, the first one first.
 */
export function activationRefusals(s: WtaState, u: Unit, action: UnitAction, settings: WtaSettings): Refusal[] {
  const out: Refusal[] = [];
  const advanced = s.scenario.mode === 'advanced';
  const ty = findType(s, u.card, u.type);
  if (u.elements <= 0) out.push(no('wta.error.eliminated', undefined, '2.2'));
  if (u.dummy) out.push(no('wta.refuse.dummy', undefined, '12.1'));
  if (u.entersTurn !== null && u.entersTurn > s.turn) out.push(no('wta.refuse.notYetEntered', { turn: u.entersTurn }, '7.2'));
  if (isSealed(u) && u.hidden === null) out.push(no('wta.refuse.sealedRevealed', undefined, '12.0'));
  if (u.action !== null) out.push(no('wta.error.alreadyActivated', undefined, advanced ? '8.0' : '3.2'));
  else if (u.oppFire && advanced) out.push(no('wta.error.oppCountsActivated', undefined, '10.0'));
  if (u.disorganized && (action === 'move' || action === 'advanceFire')) out.push(no('wta.error.disorganizedMove', undefined, '5.4.1'));
  if (action === 'advanceFire' && !isSealed(u) && !(ty && ty.advance !== null)) out.push(no('wta.error.cannotAdvance', undefined, '3.2'));
  if ((action === 'artillery' || action === 'rally' || action === 'strategic') && !u.hq)
    out.push(no('wta.error.hqOnly', undefined, action === 'strategic' ? '9.0' : '3.2'));
  if ((action === 'demolish' || action === 'repair') && !isSealed(u) && !ty?.engineers) out.push(no('wta.error.engineersOnly', undefined, '4.3.5'));
  if ((action === 'recon' || action === 'hide' || action === 'strategic') && !advanced)
    out.push(no('wta.error.advancedOnly', undefined, action === 'recon' ? '12.4' : action === 'hide' ? '12.3' : '9.0'));
  if (action === 'strategic' && u.hq && advanced && s.sides[u.side].d6 !== null) {
    const r = strategicRefusal(s, u, settings);
    if (r) out.push(r);
  }
  const st = s.sides[u.side];
  if (st.d6 === null) out.push(no('wta.error.rollFirst', { side: sideName(u.side) }, advanced ? '8.0' : '3.1'));
  else {
    const inGroup = inActivatedGroup(s, u, action);
    if (advanced && st.groupClosed && u.group === st.group) out.push(no('wta.error.groupClosed', { group: u.group }, '9.3'));
    if ((!advanced || !inGroup) && st.activationsUsed >= st.activationsAllowed)
      out.push(no(advanced ? 'wta.error.noFreeActivations' : 'wta.error.noActivations', undefined, advanced ? '8.0' : '3.1'));
    else if (advanced && !inGroup && u.action === null) {
      // 8.1, A39: the activated group's units come first; a free (d6) activation waits for them.
      const waiting = groupWaiting(s, u.side);
      if (waiting > 0 && st.group !== null) out.push(no('wta.error.groupFirst', { group: st.group, n: waiting }, '8.1'));
    }
  }
  return out;
}

/** The first reason a unit may not be activated for this action now (with the phase), or null. */
export function activationRefusal(s: WtaState, u: Unit, action: UnitAction, settings: WtaSettings): Refusal | null {
  return activationPhaseRefusal(s, u.side) ?? activationRefusals(s, u, action, settings)[0] ?? null;
}

/**
 * 5.5.1, 8.1, 10.0, A25, A27: may this unit make opportunity fire? Not yet activated (or
 * activated to stay: 8.1, in the basic game by A25's setting), no opportunity-fire marker
 * (one per turn), not disorganized (5.4.1).
 */
export function oppFireRefusal(s: WtaState, u: Unit, settings: WtaSettings): Refusal | null {
  if (u.elements <= 0) return no('wta.error.eliminated', undefined, '2.2');
  if (u.dummy) return no('wta.refuse.dummy', undefined, '12.1');
  if (s.over) return no('wta.refuse.over', undefined, '13.0');
  if (u.oppFire) return no('wta.error.oppMarker', undefined, s.scenario.mode === 'advanced' ? '10.0' : '5.5.1');
  if (u.disorganized) return no('wta.error.disorganizedOpportunity', undefined, '5.4.1');
  if (u.action !== null && !(u.action === 'stay' && (s.scenario.mode === 'advanced' || settings.stayOppFireBasic)))
    return no('wta.refuse.oppActivated', { unit: nameOf(u), action: t(`wta.action.${u.action}`) }, '5.5.1');
  return null;
}

/**
 * 11.0, 8.1, A26: may this unit make final fire? Only in the advanced game's final fire, by a
 * unit not activated this turn or activated to stay still; not after an opportunity fire
 * (it counts as activated, 10.0), and once.
 */
export function finalFireRefusal(s: WtaState, u: Unit): Refusal | null {
  if (s.scenario.mode !== 'advanced') return no('wta.error.advancedOnly', undefined, '11.0');
  const ph = phaseRefusal(s, 'final', '11.0');
  if (ph) return ph;
  if (u.elements <= 0) return no('wta.error.eliminated', undefined, '2.2');
  if (u.dummy) return no('wta.refuse.dummy', undefined, '12.1');
  if (u.entersTurn !== null && u.entersTurn > s.turn) return no('wta.refuse.notYetEntered', { turn: u.entersTurn }, '7.2');
  if (u.oppFire) return no('wta.error.finalAfterOpportunity', undefined, 'A26');
  if (u.action !== null && u.action !== 'stay') return no('wta.refuse.finalActed', { unit: nameOf(u), action: t(`wta.action.${u.action}`) }, '11.0');
  if (u.finalFire === true) return no('wta.refuse.finalTwice', { unit: nameOf(u) }, '11.0');
  return null;
}

/** 11.0: each unit of the roster that could fire in final fire, with the rules' word on it (null: it may). */
export function finalFireRoster(s: WtaState): { unit: Unit; refusal: Refusal | null }[] {
  return s.units.filter((u) => onMapNow(s, u) && !u.dummy && u.hidden === null && !isSealed(u)).map((u) => ({ unit: u, refusal: finalFireRefusal(s, u) }));
}
