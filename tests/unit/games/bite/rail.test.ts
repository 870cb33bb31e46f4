// Issue 11: BITE's strategic rail movement — the notes' worked examples TC-47 and TC-48 (§7.5)
// named after their rules: each side's capacity, the winter locomotives, Moscow, bombed stations,
// the Finnish move and the paid moves outside the USSR; a move over capacity refused in words.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import { boxOf } from '@/games/bite/economy';
import { canRail, railCapacity, railTurn } from '@/games/bite/rail';
import { bite } from '@/games/bite';
import { currentPhase } from '@/games/bite/state';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[], c = ctx) => events.reduce((st, e) => biteBook.reduce(st, e, c), s);
const turns = (s: BiteState, n: number) =>
  run(
    s,
    Array.from({ length: 22 * n }, () => ({ type: 'core/next-phase', at: 0 })),
  );
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  return v.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
const pp = (nation: 'germany' | 'ussr', n: number) => ev('bite/pp-adjust', { nation, colour: 'yellow', delta: n, reason: 'test' });

describe('BITE strategic rail movement (7.4, 13.8.1, 33.1, 32.3)', () => {
  it('7.4/13.8.1/33.1 (TC-47): Soviet 5; Soviet with Moscow lost 4; Axis 4 + 1 in Finland; Axis Dec 1941 1 + 1; Axis Jan 1943 2 + 1', () => {
    const s = setupState('SBE9', { advanced: true, ro33: true });
    expect(railCapacity(s, 'soviet').limit).toBe(5);
    expect(railCapacity(run(s, [ev('bite/moscow', { lost: true })]), 'soviet').limit).toBe(4);
    // Moscow marked Axis-held among the victory objectives counts as lost, without marking it twice; retaken, 5 again.
    const taken = run(s, [ev('bite/objective', { city: 'moscow', holder: 'axis' })]);
    expect(railCapacity(taken, 'soviet').limit).toBe(4);
    expect(railCapacity(taken, 'soviet').steps.some((x) => x.key === 'bite.eco.rail.moscow' && x.rule === '13.8.1')).toBe(true);
    expect(railCapacity(run(taken, [ev('bite/objective', { city: 'moscow', holder: 'soviet' })]), 'soviet').limit).toBe(5);
    expect([railCapacity(s, 'axis').limit, railCapacity(s, 'axis').finnish]).toEqual([4, true]);
    expect(railCapacity(turns(s, 6), 'axis').limit).toBe(1); // December 1941
    expect(railCapacity(turns(s, 19), 'axis').limit).toBe(2); // January 1943
    expect(railCapacity(turns(s, 29), 'axis').limit).toBe(4); // November 1943: no more winter reductions (AMB-27)
    // Without the optional 33.0 the winter locomotives do not apply.
    expect(railCapacity(turns(setupState('SBE9', { advanced: true }), 6), 'axis').limit).toBe(4);
  });
  it('32.3 (TC-48): 2 hits on Soviet rail stations — the Soviet capacity is 3 the next turn, 5 again after', () => {
    let s = setupState('SBE9', { advanced: true });
    s = run(s, [ev('bite/rail-bombed', { side: 'soviet', hits: 2 })]);
    expect(railCapacity(s, 'soviet').limit).toBe(5);
    s = turns(s, 1);
    expect(railCapacity(s, 'soviet').limit).toBe(3);
    expect(railCapacity(s, 'soviet').steps.find((x) => x.key === 'bite.eco.rail.bombed')?.rule).toBe('32.3');
    expect(railCapacity(turns(s, 1), 'soviet').limit).toBe(5);
    // AMB-27's other reading, a setting: no bombing reduction from winter 1943.
    let late = run(turns(setupState('SBE9', { advanced: true }), 29), [ev('bite/rail-bombed', { side: 'axis', hits: 1 })]);
    late = turns(late, 1);
    expect(railCapacity(late, 'axis').limit).toBe(3);
    expect(railCapacity(late, 'axis', { settings: { railBombing1943: 'none' } }).limit).toBe(4);
  });
  it('7.4: each move costs 1 yellow PP (or 1 AP with HQs); a move over capacity is refused in words and changes nothing', () => {
    let s = run(setupState('SBE4', {}), [pp('ussr', 10)]);
    for (let i = 0; i < 5; i++) s = run(s, [ev('bite/rail-move', { side: 'soviet', kind: 'normal', pay: 'pp' })]);
    expect([railTurn(s, 'soviet').used, boxOf(s, 'ussr').yellow]).toEqual([5, 5]);
    const c = canRail(s, 'soviet', 'normal', 'pp');
    expect(c.ok ? '' : words(c.error, en_)).toBe(
      'Soviets has used all its rail moves this turn (5 of 5): no more.'.replace('Soviets', words({ key: 'bite.side.soviet' }, en_)),
    );
    expect(run(s, [ev('bite/rail-move', { side: 'soviet', kind: 'normal', pay: 'pp' })])).toBe(s);
    // The basic game has no HQs to pay with.
    const ap = canRail(run(setupState('SBE4', {}), [pp('germany', 1)]), 'axis', 'normal', 'ap');
    expect(ap.ok ? '' : words(ap.error, it_)).toBe('Nel gioco base non ci sono QG: gli MSF si pagano in PP gialli.');
    // No yellow PP, no move paid in PP.
    expect(canRail(setupState('SBE4', {}), 'soviet', 'normal', 'pp').ok).toBe(false);
  });
  it('7.4: the Axis has 1 Finnish move and unlimited paid moves outside the USSR, neither counting toward the 4 (AMB-30/31)', () => {
    let s = run(setupState('SBE9', { advanced: true }), [pp('germany', 20)]);
    s = run(s, [ev('bite/rail-move', { side: 'axis', kind: 'finnish', pay: 'pp', unit: 'Geb.K. Norwegen' })]);
    for (let i = 0; i < 6; i++) s = run(s, [ev('bite/rail-move', { side: 'axis', kind: 'outside', pay: 'ap' })]);
    expect(railTurn(s, 'axis')).toEqual({ turn: 1, used: 0, finnish: true, outside: 6 });
    expect(boxOf(s, 'germany').yellow).toBe(19);
    const f = canRail(s, 'axis', 'finnish', 'pp');
    expect(f.ok ? '' : words(f.error, en_)).toContain('already made its rail move in the Finnish');
    expect(canRail(s, 'soviet', 'outside', 'pp').ok).toBe(false);
    expect(words(biteBook.describe(ev('bite/rail-move', { side: 'axis', kind: 'normal', pay: 'ap', unit: 'XXXIX Pz' }), s).text, it_)).toBe(
      'Asse: MSF 1 (XXXIX Pz), pagato con 1 PA di un QG.',
    );
    // A new turn, a new count.
    expect(railTurn(turns(s, 1), 'axis')).toEqual({ turn: 2, used: 0, finnish: false, outside: 0 });
  });
  it('7.4 (SBE1, SBE2): a scenario without Finland gives the Axis its 4 moves and no Finnish one; the rail phase and the capacity say so, and a Finnish move is refused in words', () => {
    for (const scenario of ['SBE1', 'SBE2'] as const) {
      let s = run(setupState(scenario, { advanced: true }), [pp('germany', 5)]);
      const cap = railCapacity(s, 'axis');
      expect([cap.limit, cap.finnish]).toEqual([4, false]);
      const capacity = cap.steps.map((x) => words(x, en_)).join(' ');
      expect(capacity).not.toMatch(/plus 1/);
      expect(words(cap.steps.at(-1)!, it_)).toBe("Capacità del turno: 4 in Unione Sovietica; fuori dall'Unione Sovietica illimitati, ciascuno pagato.");
      const f = canRail(s, 'axis', 'finnish', 'pp');
      expect(f.ok ? '' : words(f.error, en_)).toBe('This scenario has no Finland: the Axis has no rail move in the Finnish Operative Area.');
      // The same move arriving in a replayed or imported log is refused by its reducer: nothing changes.
      expect(run(s, [ev('bite/rail-move', { side: 'axis', kind: 'finnish', pay: 'pp', unit: 'Geb.K. Norwegen' })])).toEqual(s);
      // B4, the Axis's rail phase: its reminder names no Finnish move.
      s = run(
        s,
        Array.from({ length: 4 }, () => ({ type: 'core/next-phase', at: 0 })),
      );
      expect(currentPhase(s).kind).toBe('rail');
      const reminders = bite
        .procedures(s, ctx)
        .flatMap((p) => p.evaluate({}, ctx).derivation)
        .map((x) => words(x, en_));
      expect(reminders).toContain('Soviets 5 moves, Axis 4 (fewer with bombed stations, 32.3, when that rule is in play); each costs 1 yellow PP.');
      expect(reminders.join(' ')).not.toMatch(/plus 1 in Finland/);
    }
    // SBE3 (Army Group South with the Romanians) keeps Finland's move, as the full campaign does.
    expect(railCapacity(setupState('SBE3', { advanced: true }), 'axis').finnish).toBe(true);
  });
});
