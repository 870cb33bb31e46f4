// Starting a War to Axis game already under way on paper (issue 31, point 6): at any turn of the
// scenario's track (13.0; turn 0 when the scenario plays it, 8.1) and any phase of its level (3.0,
// 8.0); the log's first event says so and replays; what the turns before changed is asked for.
import { describe, expect, it } from 'vitest';
import { wta } from '@/games/war-to-axis';
import { coreMessages, makeChartAccess, replayLog, startAtEvent } from '@/engine';
import type { GameEvent, RulesContext, SettingValue, Text } from '@/engine/types';
import it_ from '@/games/war-to-axis/i18n/it.json';
import type { WtaState } from '@/games/war-to-axis/state';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([], []) };
const itl = { ...(it_ as Record<string, unknown>), ...coreMessages.it };
const words = (x: Text): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], itl);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  return v.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p as Text) : String(p);
  });
};
const ADVANCED = { mode: 'advanced', turns: 8 };
const setup = (options: Record<string, SettingValue> = ADVANCED) => wta.setup({ scenario: 'sheet', options, sideNames: {} });
function started(values: Record<string, SettingValue>, options: Record<string, SettingValue> = ADVANCED) {
  const e = { ...startAtEvent(wta.startAt!.fields('sheet', options, values), values)!, at: 1 } as GameEvent;
  return { e, r: replayLog(wta, { seq: 0, state: setup(options) }, [e], ctx, undefined, { from: 0 }) };
}

describe('13.0 an advanced game of 8 turns started at turn 5, activations', () => {
  const x = started({ turn: '5', phase: 'activate' });
  const s = x.r.ok ? x.r.state : (undefined as unknown as WtaState);

  it('the turn runs 1–8 and the phases are the advanced ones (8.0)', () => {
    const [turn, phase] = wta.startAt!.fields('sheet', ADVANCED, {});
    expect(turn.options!.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(phase.options!.map((o) => o.value)).toEqual(['roll', 'activate', 'final', 'end']);
  });

  it('the header says turn 5, activations; the journal says where it started', () => {
    expect(x.r.ok).toBe(true);
    const w = wta.where(s);
    expect(w.turn).toBe(5);
    expect(words(w.phase)).toBe('Attivazioni');
    expect(words(wta.describe(x.e, setup()).text)).toBe('Partita già in corso, si parte da qui: Turno 5, fase «Attivazioni»');
  });

  it('asks for the units, the victory points, the cards drawn, the bridges and the trenches; setting the VP ticks them off', () => {
    expect(wta.toComplete!(s).map((i) => i.id)).toEqual(['roster', 'vp', 'deck', 'bridges', 'trenches']);
    const t = wta.reduce(s, { type: 'wta/vp', payload: { side: 'allies', vp: 3 }, at: 2 }, ctx);
    expect(wta.toComplete!(t).map((i) => i.id)).not.toContain('vp');
  });

  it('the log replays to the same state', () => {
    const again = replayLog(wta, { seq: 0, state: setup() }, [x.e], ctx);
    expect(again.ok && again.state).toEqual(s);
  });
});

describe('13.0 a turn outside the scenario is refused in words', () => {
  it('turn 9 of an 8-turn scenario', () => {
    const r = replayLog(wta, { seq: 0, state: setup() }, [{ type: 'core/start-at', payload: { turn: '9', phase: 'roll' }, at: 1 }], ctx, undefined, {
      from: 0,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(words(r.failure.error)).toMatch(/^Il turno 9 non è sul tracciato di questo scenario, che va dal turno 1 al turno 8 \(regola 13\.0\)/);
  });
  it('a basic phase in an advanced game (3.0 against 8.0)', () => {
    const r = replayLog(wta, { seq: 0, state: setup() }, [{ type: 'core/start-at', payload: { turn: '2', phase: 'first' }, at: 1 }], ctx, undefined, {
      from: 0,
    });
    expect(r.ok).toBe(false);
  });
  it('turn 0 is offered only when the scenario plays it (8.1)', () => {
    expect(wta.startAt!.fields('sheet', { ...ADVANCED, turnZero: true }, {})[0].options![0].value).toBe('0');
    expect(wta.startAt!.fields('sheet', ADVANCED, {})[0].default).toBe('1');
  });
});
