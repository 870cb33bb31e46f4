// 16.2.1: "The first time Soviet units enter Kantemirovka, remove the Depot marker and reduce the
// PA on the track by 1d6" — the roll is due the moment they enter (A63, A65: by any means, once),
// whether the players say so on the card or mark Kantemirovka Soviet on the map's list of places.
import { describe, expect, it } from 'vitest';
import { replayLog } from '@/engine';
import type { GameEvent } from '@/engine/types';
import { armir } from '@/games/armir';
import { currentPhase } from '@/games/armir/sequence';
import { isKantemirovka, type ArmirState } from '@/games/armir/state';
import { apply, ctxWith, next, physical, setUp } from './helpers';
import { answer } from '../../support/answers';

const ctx = ctxWith();
const e = (type: string, payload?: unknown): GameEvent => ({ type, payload, at: 0 });
const goTo = (s: ArmirState, phase: string): ArmirState => {
  let n = s;
  for (let i = 0; i < 40 && currentPhase(n) !== phase; i++) n = apply(n, [next]);
  expect(currentPhase(n)).toBe(phase);
  return n;
};
const pending = (s: ArmirState) =>
  armir
    .procedures(s, ctx)
    .filter((p) => p.required && !p.done)
    .map((p) => p.id);
/** Replays `events` from `s` with the rules asked of each, as a tap or an import does. */
const replay = (s: ArmirState, events: GameEvent[]) => replayLog(armir, { seq: 0, state: s }, events, ctx, undefined, { from: 0 });
const refusedKey = (r: ReturnType<typeof replay>) => (r.ok ? null : (r.failure.error.params?.why as { key: string }).key);

describe('16.2.1 Kantemirovka: the first Soviet entry brings the Depot roll due', () => {
  it('16.2.1: Kantemirovka typed on the list of places and marked Soviet — the Depot roll is due at once, required, in that very phase', () => {
    let s = goTo(apply(setUp(), [next]), 'soviet-motorized');
    s = apply(s, [e('armir/location-add', { name: 'Kantemirovka', value: 1, controller: 'axis' })]);
    const id = s.locations.at(-1)!.id;
    expect(s.depotDue).toBe(false);
    // The journal says it: the place taken and the roll due.
    expect(armir.describe(e('armir/control', { id, controller: 'soviet' }), s).text.key).toBe('armir.journal.controlSovietDepot');
    s = apply(s, [e('armir/control', { id, controller: 'soviet' })]);
    expect(s.depotDue).toBe(true);
    expect(pending(s)).toContain('kantemirovka');
  });

  it('16.2.1: the roll, once made, takes the die off the PA (16 − 4 = 12), removes the Depot and loses the CAI (9.2.1); nothing is due any more', () => {
    let s = goTo(apply(setUp(), [next]), 'soviet-combat');
    s = apply(s, [e('armir/location-add', { name: 'Kantemirovka', value: null, controller: 'axis' })]);
    s = apply(s, [e('armir/control', { id: s.locations.at(-1)!.id, controller: 'soviet' })]);
    const card = armir.procedures(s, ctx).find((p) => p.id === 'kantemirovka')!;
    const r = answer(card.evaluate({}, ctx), physical(4));
    expect(r.events).toEqual([{ type: 'armir/kantemirovka', payload: { die: 4 }, at: 0 }]);
    s = apply(s, r.events);
    expect(s).toMatchObject({ pa: 12, depotPresent: false, depotDue: false, cai: 'lost' });
    expect(armir.procedures(s, ctx).some((p) => p.id === 'kantemirovka')).toBe(false);
  });

  it('16.2.1: due in a phase that has no Kantemirovka card otherwise (an Axis phase after a Soviet retreat into it): the card is there, required, until rolled', () => {
    let s = goTo(apply(setUp(), [next]), 'supply');
    expect(armir.procedures(s, ctx).some((p) => p.id === 'kantemirovka')).toBe(false);
    s = apply(s, [e('armir/kantemirovka-entered')]);
    expect(pending(s)).toContain('kantemirovka');
  });

  it('16.2.1 (A65): only the first entry counts — marked Soviet, back to the Axis and Soviet again: one roll, and none once the Depot is gone', () => {
    let s = goTo(apply(setUp(), [next]), 'soviet-motorized');
    s = apply(s, [e('armir/location-add', { name: 'Kantermikova', value: 2, controller: 'axis' })]);
    const id = s.locations.at(-1)!.id;
    s = apply(s, [e('armir/control', { id, controller: 'soviet' }), e('armir/kantemirovka', { die: 2 })]);
    expect(s.pa).toBe(14);
    const again = replay(s, [e('armir/control', { id, controller: 'axis' }), e('armir/control', { id, controller: 'soviet' })]);
    expect(again.ok && again.state.depotDue).toBe(false);
    expect(refusedKey(replay(again.ok ? again.state : s, [e('armir/kantemirovka', { die: 6 })]))).toBe('armir.refuse.depotGone');
  });

  it('16.2.1: the PA roll is refused before Soviet units have entered, and allowed once they have', () => {
    const s = goTo(apply(setUp(), [next]), 'soviet-combat');
    expect(refusedKey(replay(s, [e('armir/kantemirovka', { die: 3 })]))).toBe('armir.refuse.depotNotDue');
    const ok = replay(s, [e('armir/kantemirovka-entered'), e('armir/kantemirovka', { die: 3 })]);
    expect(ok.ok && ok.state.pa).toBe(13);
  });

  it('16.2.1: the entry is said once — a second "they entered" is refused', () => {
    const s = goTo(apply(setUp(), [next]), 'soviet-movement');
    expect(refusedKey(replay(s, [e('armir/kantemirovka-entered'), e('armir/kantemirovka-entered')]))).toBe('armir.refuse.depotAlreadyDue');
  });

  it('16.2.1: the spellings of the rulebook and of the map are both Kantemirovka; other places are not', () => {
    expect(['Kantemirovka', 'kantemirovka ', 'Kantermikova', 'Kantemirowka'].map(isKantemirovka)).toEqual([true, true, true, false]);
    expect(isKantemirovka('Millerovo')).toBe(false);
  });
});
