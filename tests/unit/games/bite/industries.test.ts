// Issue 11 point 5: scorched earth, captured and evacuated industries (16.0–16.2) as the ledgers
// keep them: an evacuation charged its 3 strategic rail moves, 1 yellow PP each (16.2, 7.4),
// refused in words when the Soviet turn has not the moves or the PP left.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type BiteState } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import { boxOf } from '@/games/bite/economy';
import { railTurn } from '@/games/bite/rail';
import { canAddTracker, optionalOf } from '@/games/bite/optional';
import { bite } from '@/games/bite';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => biteBook.reduce(st, e, ctx), s);
function nextTurn(s: BiteState, n = 1): BiteState {
  const target = s.turn + n;
  while (s.turn < target) s = run(s, [{ type: 'core/next-phase', at: 0 }]);
  return s;
}
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  const n = x.params?.n;
  const chosen = v.includes(' | ') ? v.split(' | ')[n === 1 ? 0 : 1]! : v;
  return chosen.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
const en = (x: Text) => words(x, en_ as Record<string, unknown>);
const it_words = (x: Text) => words(x, it_ as Record<string, unknown>);
const refusal = (c: { ok: boolean; error?: Text }) => (c.ok ? 'ok' : en(c.error as Text));
const fund = (s: BiteState, yellow: number) => run(s, [ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: yellow, reason: 'test' })]);
const evacuate = (name: string) => ev('bite/tracker-add', { kind: 'evacuation', nation: 'ussr', name, colour: 'red', rail: true });

describe('16.2 an evacuation costs 3 strategic rail moves', () => {
  it('16.2/7.4: the Soviet turn loses 3 of its 5 rail moves and 3 yellow PP; a second evacuation the same turn finds only 2 moves left', () => {
    let s = fund(nextTurn(setupState('SBE9', { advanced: true, ro16: true }), 2), 10); // August 1941
    const before = s;
    s = run(s, [evacuate('Kharkov tank works')]);
    expect(optionalOf(s).trackers.map((x) => [x.name, x.progress])).toEqual([['Kharkov tank works', 8]]);
    expect(railTurn(s, 'soviet').used).toBe(3);
    expect(boxOf(s, 'ussr').yellow).toBe(boxOf(before, 'ussr').yellow - 3);
    expect(en(bite.describe(evacuate('Kharkov tank works'), before).text)).toBe(
      'Factory Kharkov tank works (USSR) evacuated to box 8: 3 strategic rail moves used, 3 yellow PP paid.',
    );
    expect(bite.describe(evacuate('Kharkov tank works'), before).rules).toEqual(['16.2', '7.4']);
    expect(refusal(canAddTracker(s, 'evacuation', 'ussr', 'red', 'Leningrad Kirov works', true, ctx))).toBe(
      'An evacuation costs 3 strategic rail moves: the Soviets have 2 left this turn (16.2, 7.4).',
    );
    expect(it_words((canAddTracker(s, 'evacuation', 'ussr', 'red', 'X', true, ctx) as { error: Text }).error)).toBe(
      "Un'evacuazione costa 3 movimenti strategici ferroviari: ai sovietici ne restano 2 in questo turno (16.2, 7.4).",
    );
    // Refused, nothing changes.
    expect(run(s, [evacuate('Leningrad Kirov works')])).toBe(s);
    // The next month the moves are there again.
    expect(canAddTracker(nextTurn(s), 'evacuation', 'ussr', 'red', 'Leningrad Kirov works', true, ctx).ok).toBe(true);
  });

  it('16.2/7.4: each of the 3 moves is paid 1 yellow PP: with 2 in the box the evacuation is refused in words', () => {
    const s = nextTurn(setupState('SBE9', { advanced: true, ro16: true }), 2);
    const poor = run(s, [ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: 2 - boxOf(s, 'ussr').yellow, reason: 'test' })]);
    expect(refusal(canAddTracker(poor, 'evacuation', 'ussr', 'red', 'X', true, ctx))).toBe('USSR has 2 yellow: 3 yellow needed.');
    expect(run(poor, [evacuate('X')])).toBe(poor);
  });

  it('a game saved before the charge replays its evacuation as it was recorded (no rail move, no PP)', () => {
    const s = fund(nextTurn(setupState('SBE9', { advanced: true, ro16: true }), 2), 10);
    const old = run(s, [ev('bite/tracker-add', { kind: 'evacuation', nation: 'ussr', name: 'Kharkov', colour: 'red' })]);
    expect(optionalOf(old).trackers).toHaveLength(1);
    expect(railTurn(old, 'soviet').used).toBe(0);
    expect(boxOf(old, 'ussr')).toEqual(boxOf(s, 'ussr'));
  });
});
