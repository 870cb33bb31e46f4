// 7.0, 7.1: a month of Blocks in the East walked with "next phase". A phase with no step for the
// table in the rules in play is passed over by the next that reaches it (folded, not hidden: its
// reminders are said on the phase reached); every phase where players act on the map stops a next.
import { describe, expect, it } from 'vitest';
import { bite } from '@/games/bite';
import { SEQUENCE, passedBefore, phaseHasTableStep } from '@/games/bite/calendar';
import { currentPhase, setupState, type BiteState } from '@/games/bite/state';
import { BASIC_GAME } from '@/games/bite/layers';
import { makeChartAccess, nextPhaseEvents, Session, type GameModule, type RulesContext } from '@/engine';
import { weatherChartSpec } from '@/games/bite/weather';
import { MemoryGameRepository } from '../../engine/memory-repository';
import it_ from '@/games/bite/i18n/it.json';
import { ctx, run, words } from './gapsHelpers';

/** One tap of "next phase": the events the game screen writes in one step. */
const tap = (s: BiteState): BiteState =>
  run(
    s,
    nextPhaseEvents(bite, s, ctx).map((e) => ({ ...e, payload: {}, at: 0 })),
  );
const at = (s: BiteState, id: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === id) });

/** The phases a month stops at, from phase A to the next month's phase A, tap by tap. */
function month(s0: BiteState): { stops: string[]; taps: number } {
  let s = s0;
  const stops = [currentPhase(s).id];
  let taps = 0;
  do {
    s = tap(s);
    taps++;
    stops.push(currentPhase(s).id);
  } while (currentPhase(s).id !== 'A' && taps < 40);
  return { stops, taps };
}

describe('7.0, 7.1: which phases a next passes over in SBE1, basic game', () => {
  it('7.1 "non è inclusa nel GIOCO BASE": strategic warfare (B1, C1) has no step for the table; every other phase of 7.0 has one', () => {
    expect(SEQUENCE.filter((p) => !phaseHasTableStep(p.id, BASIC_GAME)).map((p) => p.id)).toEqual(['B1', 'C1']);
  });
  it('a month stops at A, B2–B10, C2–C10 and D: 20 taps, every map step of 7.2–7.10 and the victory check of 7.11 kept', () => {
    const { stops, taps } = month(setupState('SBE1', {}));
    expect(stops).toEqual(['A', ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `B${n}`), ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `C${n}`), 'D', 'A']);
    expect(taps).toBe(20);
  });
  it('7.2, 7.4–7.8, 7.10: a phase whose step is on the map stops a next, though the app has only its reminders there', () => {
    const s = setupState('SBE1', {});
    for (const id of ['B2', 'B4', 'B5', 'B6', 'B7', 'B8', 'B10', 'C2', 'C4', 'C5', 'C6', 'C7', 'C8', 'C10']) {
      const before = SEQUENCE[SEQUENCE.findIndex((p) => p.id === id) - 1]!.id;
      expect([id, bite.fold!(at(s, before), ctx)]).toEqual([id, 0]);
    }
  });
  it('from A and from B10 a next passes over one phase (B1, C1) and reaches the supply check (7.2)', () => {
    const s = setupState('SBE1', {});
    expect([bite.fold!(s, ctx), currentPhase(tap(s)).id]).toEqual([1, 'B2']);
    expect([bite.fold!(at(s, 'B10'), ctx), currentPhase(tap(at(s, 'B10'))).id]).toEqual([1, 'C2']);
  });
  it('the phase reached says the phase passed over with its reminder, in Italian', () => {
    const s = tap(setupState('SBE1', {}));
    const card = bite.procedures(s, ctx).find((c) => c.id === 'bite.reminders.B2')!;
    const e = card.evaluate({}, ctx);
    const steps = [...e.derivation, ...e.resolve({ rolls: {}, cells: {}, choices: {} }).derivation];
    const said = steps.map((x) => words(x, it_ as Record<string, unknown>));
    expect(said[0]).toBe(
      'Fase passata: B1. Guerra strategica. La guerra strategica non si gioca in questa partita (7.1: non è nel gioco base; arriva con la regola opzionale 35.0).',
    );
    expect(steps[0]!.rule).toBe('7.1');
    expect(passedBefore('B3', BASIC_GAME)).toEqual([]);
    expect(passedBefore('C2', BASIC_GAME).map((p) => p.id)).toEqual(['C1']);
  });
  it('7.11: the last month ends at D; the next from D ends the game, passing over nothing', () => {
    const s = at({ ...setupState('SBE1', {}), turn: 4 }, 'D');
    expect(bite.fold!(s, ctx)).toBe(0);
    expect(tap(s).over).toBe(true);
  });
});

describe('7.1, 35.0: an optional rule that gives a phase something to do stops the fold there', () => {
  it('with strategic warfare (35.0) B1 and C1 are played: a next from A stops at B1, from B10 at C1', () => {
    const s = setupState('SBE9', { advanced: true, ro35: true });
    expect(phaseHasTableStep('B1', s.layers)).toBe(true);
    expect([bite.fold!(s, ctx), currentPhase(tap(s)).id]).toEqual([0, 'B1']);
    expect(currentPhase(tap(at(s, 'B10'))).id).toBe('C1');
    expect(passedBefore('B2', s.layers)).toEqual([]);
  });
  it('the advanced rules alone do not play 7.1: SBE9 advanced without 35.0 passes over B1 and C1 too', () => {
    const s = setupState('SBE9', { advanced: true });
    expect(month(s).stops.filter((id) => id.endsWith('1') && id.length === 2)).toEqual([]);
  });
});

describe('7.0: one undo takes back a folded next, and the journal names each phase', () => {
  it('a next from A writes B1 and B2 in one step; one undo is back at A', async () => {
    const repo = new MemoryGameRepository();
    repo.create('g', 'bite', { scenario: 'SBE1', options: {}, sideNames: {} });
    const c: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
    const session = new Session({
      repo,
      findModule: (id) => (id === 'bite' ? (bite as GameModule) : undefined),
      context: () => ({ ctx: c, key: 'k' }),
      now: () => 1,
    });
    await session.open('g');
    await session.append(nextPhaseEvents(bite, session.state as BiteState, c));
    expect(currentPhase(session.state as BiteState).id).toBe('B2');
    expect(session.journal().map((e) => e.text.rules)).toEqual([['7.1'], ['7.2']]);
    await session.undo();
    expect(currentPhase(session.state as BiteState).id).toBe('A');
    await session.redo();
    expect(currentPhase(session.state as BiteState).id).toBe('B2');
  });
});
