// Starting a game already under way on paper (issue 31, point 6): a BITE game begins at any month
// of its scenario and any phase of 7.0, the log's first event says so and replays to the same
// moment; what the months before would have set is asked of the players, never guessed.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { bite } from '@/games/bite';
import { ev } from '@/games/bite/events';
import type { BiteState } from '@/games/bite/state';
import { canCollect } from '@/games/bite/economy';
import { surrendered } from '@/games/bite/victory';
import { replayLog, startAtEvent } from '@/engine';

import type { GameEvent, SettingValue } from '@/engine/types';
import { ctx, words } from './gapsHelpers';

import { coreMessages } from '@/engine';

// The game's messages and the engine's (a refusal is worded by the engine around the rule's words).
const en = { ...(en_ as Record<string, unknown>), ...coreMessages.en };
const itl = { ...(it_ as Record<string, unknown>), ...coreMessages.it };
const game = (scenario: string, options: Record<string, SettingValue> = { advanced: true }) => bite.setup({ scenario, options, sideNames: {} });
/** The game started at these values through the one replay, with the rules on (the new-game dialog's door). */
function startedAt(scenario: string, values: Record<string, SettingValue>, options: Record<string, SettingValue> = { advanced: true }) {
  const fields = bite.startAt!.fields(scenario, options, values);
  const e = startAtEvent(fields, values)!;
  const r = replayLog(bite, { seq: 0, state: game(scenario, options) }, [{ ...e, at: 1 }], ctx, undefined, { from: 0 });
  return { r, e: { ...e, at: 1 } as GameEvent };
}
const state = (x: ReturnType<typeof startedAt>): BiteState => {
  if (!x.r.ok) throw new Error(words(x.r.failure.error, en));
  return x.r.state;
};

describe('7.0 SBE9 started at March 1942, phase C4', () => {
  const x = startedAt('SBE9', { turn: '10', phase: 'C4' });
  const s = state(x);

  it('the month field offers the 49 months of the campaign, from June 1941, and phase A by default', () => {
    const [month, phase] = bite.startAt!.fields('SBE9', { advanced: true }, {});
    expect(month.options).toHaveLength(49);
    expect(words(month.options![9].label, itl)).toBe('marzo 1942');
    expect(month.default).toBe('1');
    expect(phase.default).toBe('A');
    expect(phase.options!.map((o) => o.value)).toContain('C4');
  });

  it('the phase card says C4 in March 1942', () => {
    const w = bite.where(s);
    expect(w.turn).toBe(10);
    expect(words(w.turnLabel!, itl)).toBe('marzo 1942');
    expect(words(w.phase, en)).toMatch(/^C4\. /);
  });

  it('the journal says where the game started', () => {
    expect(words(bite.describe(x.e, game('SBE9')).text, itl)).toMatch(/^Partita già in corso: iniziata a marzo 1942, fase C4\. /);
  });

  it('7.3: the income of the month is not collected twice — both production phases are past', () => {
    for (const n of ['germany', 'ussr'] as const) {
      const c = canCollect(s, n);
      expect(c.ok).toBe(false);
      if (!c.ok) expect(words(c.error, en)).toMatch(/March 1942/);
    }
    // …and the next month's income is collected as usual, in its production phase.
    let next = s;
    while (next.turn === 10) next = bite.reduce(next, { type: 'core/next-phase', at: 2 }, ctx);
    while (next.phaseIndex < 3) next = bite.reduce(next, { type: 'core/next-phase', at: 2 }, ctx);
    expect(canCollect(next, 'germany').ok).toBe(true);
  });

  it('a start at B2 leaves both incomes to collect in their phases (B3, C3)', () => {
    const b2 = state(startedAt('SBE9', { turn: '10', phase: 'B2' }));
    expect(b2.economy?.collected).toEqual({});
  });

  it('asks for what the months before set: blocks, centres, PP boxes, the weather of the month (past phase A), the victory marks', () => {
    expect(bite.toComplete!(s).map((i) => `${i.id} [${i.rule}]`)).toEqual(['blocks [3.15]', 'centres [3.6]', 'box [7.3]', 'weather [9.0]', 'victory [7.11]']);
    expect(bite.toComplete!(game('SBE9'))).toEqual([]);
  });

  it('a table action that sets one ticks it off; "Done" ticks off another; a second "Done" is refused', () => {
    const adj = ev('bite/pp-adjust', { nation: 'germany', colour: 'yellow', delta: 12, reason: 'Dal tavolo' });
    let t = bite.reduce(s, { ...adj, at: 3 }, ctx);
    expect(bite.toComplete!(t).map((i) => i.id)).not.toContain('box');
    const done = { type: 'core/start-done', payload: { item: 'victory' }, at: 4 };
    expect(bite.legal!(t, done, ctx)).toBeNull();
    t = bite.reduce(t, done, ctx);
    expect(bite.toComplete!(t).map((i) => i.id)).toEqual(['blocks', 'centres', 'weather']);
    expect(words(bite.legal!(t, done, ctx)!, en)).toMatch(/not among the things to complete/);
  });

  it('the weather of the month is asked on the phase card, and once set the line goes', () => {
    const a = bite.actions!(s, ctx).find((x) => x.id === 'bite.start.weather')!;
    expect(a.place).toBe('phase');
    const r = a.check({ weather: 'snow' });
    expect('events' in r).toBe(true);
    const t = 'events' in r ? r.events.reduce((st, e) => bite.reduce(st, e, ctx), s) : s;
    expect(t.weather['1942-03']).toEqual({ weather: 'snow' });
    expect(bite.toComplete!(t).map((i) => i.id)).not.toContain('weather');
    expect(bite.actions!(t, ctx).some((x) => x.id === 'bite.start.weather')).toBe(false);
  });

  it('the log replays to the same state', () => {
    const again = replayLog(bite, { seq: 0, state: game('SBE9') }, [x.e], ctx);
    expect(again.ok && again.state).toEqual(s);
  });

  it('going back stops at the start: the app holds nothing before it', () => {
    const back = bite.legal!(s, { type: 'core/prev-phase', at: 5 }, ctx);
    expect(words(back!, en)).toMatch(/started in March 1942, phase C4/);
  });
});

describe('7.0 a start outside the scenario is refused in words', () => {
  it('SBE6 runs June–November 1942: its 7th month is refused, naming the scenario and its months', () => {
    const x = startedAt('SBE6', { turn: '7', phase: 'A' });
    expect(x.r.ok).toBe(false);
    if (!x.r.ok) expect(words(x.r.failure.error, itl)).toMatch(/^Il mese di dicembre 1942 è fuori da .*giugno 1942 a novembre 1942 \(regola SBE6\)/);
  });

  it('a phase not in 7.0 is refused', () => {
    const x = startedAt('SBE1', { turn: '2', phase: 'E1' });
    expect(x.r.ok).toBe(false);
  });

  it('the start is the first thing: once the game has moved it is refused', () => {
    const s = bite.reduce(game('SBE1'), { type: 'core/next-phase', at: 1 }, ctx);
    expect(bite.legal!(s, { type: 'core/start-at', payload: { turn: '2', phase: 'A' }, at: 2 }, ctx)).not.toBeNull();
  });

  it('the scenario start itself writes no event', () => {
    expect(startAtEvent(bite.startAt!.fields('SBE1', {}, {}), { turn: '1', phase: 'A' })).toBeNull();
  });
});

describe('7.11 a game started after September 1943 begins with Italy out of the war', () => {
  it('SBE9 started at October 1943: Italy has surrendered (no 36.0 roll)', () => {
    const s = state(startedAt('SBE9', { turn: '29', phase: 'A' }));
    expect(surrendered(s, 'italy')).toBe(true);
  });
  it('with 36.0 it is rolled, so it is left to the players (the victory marks)', () => {
    const s = state(startedAt('SBE9', { turn: '29', phase: 'A' }, { advanced: true, ro36: true }));
    expect(s.layers.optional).toContain('36.0');
    expect(surrendered(s, 'italy')).toBe(false);
  });
});
