// Starting an ARMIR game already under way on paper (issue 31, point 6): at any turn of the six
// (1.2), with its initiative (4) and phase (3, 18.4); the log's first event says so and replays; the
// boxes, tracks and roster the turns before changed are asked of the players.
import { describe, expect, it } from 'vitest';
import { armir } from '@/games/armir';
import { currentPhase } from '@/games/armir/sequence';
import { coreMessages, makeChartAccess, replayLog, startAtEvent } from '@/engine';
import type { GameEvent, RulesContext, SettingValue, Text } from '@/engine/types';
import it_ from '@/games/armir/i18n/it.json';
import en_ from '@/games/armir/i18n/en.json';
import type { ArmirState } from '@/games/armir/state';

const ctx: RulesContext = { settings: { cirBoxes: 4 }, charts: makeChartAccess(armir.charts, []) };
const itl = { ...(it_ as Record<string, unknown>), ...coreMessages.it };
const en = { ...(en_ as Record<string, unknown>), ...coreMessages.en };
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  return v.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p as Text, lang) : String(p);
  });
};
const setup = () => armir.setup({ scenario: 'campaign', options: {}, sideNames: {} });
function started(values: Record<string, SettingValue>) {
  const e = { ...startAtEvent(armir.startAt!.fields('campaign', {}, values), values)!, at: 1 } as GameEvent;
  return { e, r: replayLog(armir, { seq: 0, state: setup() }, [e], ctx, undefined, { from: 0 }) };
}
const ok = (x: ReturnType<typeof started>): ArmirState => {
  if (!x.r.ok) throw new Error(words(x.r.failure.error, en));
  return x.r.state;
};

describe('3, 4 ARMIR started at turn 3, Soviet initiative, Soviet combat phase', () => {
  const x = started({ turn: '3', initiative: 'soviet', phase: 'soviet-combat' });
  const s = ok(x);

  it('the header says turn 3, the Soviet initiative (B2), the Soviet combat phase', () => {
    const w = armir.where(s);
    expect(w.turn).toBe(3);
    expect(currentPhase(s)).toBe('soviet-combat');
    expect(words(w.side!, itl)).toBe('Iniziativa: Sovietico (sequenza B2)');
  });

  it('the journal says where the game started', () => {
    expect(words(armir.describe(x.e, setup()).text, itl)).toMatch(
      /^Partita già in corso: iniziata al turno 3 \(Iniziativa Sovietica\), fase «Combattimento Sovietico»$/,
    );
  });

  it('the initiative is not decided again this turn, and PS are not taken again for it', () => {
    expect(s.turnDone).toContain('initiative');
    expect(s.ps).toBe(setup().ps);
  });

  it('asks for the armies, the units off the map, the boxes, the corps, the places, the objectives and the roster', () => {
    expect(armir.toComplete!(s).map((i) => i.id)).toEqual(['armies', 'offmap', 'boxes', 'corps', 'locations', 'objectives', 'roster']);
  });

  it('17.1: the secret objectives can still be sealed while they are to complete', () => {
    const seal = { type: 'armir/objectives-seal', payload: { chosen: [1, 3] }, at: 2 };
    expect(armir.legal!(s, seal, ctx)).toBeNull();
    const t = armir.reduce(s, seal, ctx);
    expect(armir.toComplete!(t).map((i) => i.id)).not.toContain('objectives');
    expect(armir.legal!(t, seal, ctx)).not.toBeNull();
  });

  it('the boxes are typed once on the phase card: PA, PS, Čir, garrison, CAI, Depot, Gebirgs, Axis VP', () => {
    const a = armir.actions!(s, ctx).find((y) => y.id === 'armir.start.boxes')!;
    expect(a.place).toBe('phase');
    const r = a.check({ pa: 9, ps: 3, cirBox: 2, garrison: 2, cai: 'used', depot: false, gebirgs: 2, axisVp: 1 });
    const t = 'events' in r ? r.events.reduce((st, e) => armir.reduce(st, e, ctx), s) : s;
    expect([t.pa, t.ps, t.cir.box, t.tem.garrison, t.cai, t.depotPresent, t.gebirgs.steps, t.axisVp]).toEqual([9, 3, 2, 2, 'used', false, 2, 1]);
    expect(armir.toComplete!(t).map((i) => i.id)).not.toContain('boxes');
    expect(armir.actions!(t, ctx).some((y) => y.id === 'armir.start.boxes')).toBe(false);
  });

  it('the log replays to the same state', () => {
    const again = replayLog(armir, { seq: 0, state: setup() }, [x.e], ctx);
    expect(again.ok && again.state).toEqual(s);
  });

  it('going back stops at the start phase', () => {
    expect(armir.legal!(s, { type: 'core/prev-phase', at: 3 }, ctx)).not.toBeNull();
  });
});

describe('18.4 the turn and phase a game can start at', () => {
  it('turn 1 is an Axis turn that starts at phase 7 of B1: no initiative to choose, the set-up by default', () => {
    const f = armir.startAt!.fields('campaign', {}, {});
    expect(f.map((x) => x.id)).toEqual(['turn', 'phase']);
    expect(f[1].default).toBe('setup');
    expect(f[1].options!.map((o) => o.value)).toEqual(['setup', 'axis-motorized', 'bombardment-2', 'soviet-combat', 'soviet-motorized', 'supply', 'attrition']);
    expect(startAtEvent(f, { turn: '1', phase: 'setup' })).toBeNull();
  });
  it('a turn past the sixth is refused in words (1.2)', () => {
    const r = replayLog(armir, { seq: 0, state: setup() }, [{ type: 'core/start-at', payload: { turn: '7', phase: 'initiative' }, at: 1 }], ctx, undefined, {
      from: 0,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(words(r.failure.error, itl)).toMatch(/^Il turno 7 non c'è: la partita finisce al turno 6 \(regola 1\.2\)/);
  });
  it('turn 1 with the Soviet initiative is refused (18.4)', () => {
    const r = replayLog(
      armir,
      { seq: 0, state: setup() },
      [{ type: 'core/start-at', payload: { turn: '1', initiative: 'soviet', phase: 'initiative' }, at: 1 }],
      ctx,
      undefined,
      { from: 0 },
    );
    expect(r.ok).toBe(false);
  });
});
