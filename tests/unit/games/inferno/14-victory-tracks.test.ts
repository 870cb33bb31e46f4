// 14.0, 15.1, 15.2: what the victory panel, the VP track, the Replacement tracks and the IDA marker
// show, word for word with each rule — the standing and the final result, the level and who it
// favours, the breakdown of the VP, the step and RP buttons with the event each records, and when
// spending an RP is refused.
import { describe, expect, it } from 'vitest';
import type { TrackView, VictoryView } from '@/engine/types';
import { tracks, victory } from '@/games/inferno/victory';
import type { InfernoState } from '@/games/inferno/state';
import { ctxWith, start } from './helpers';
import { lines, show } from './lines';

const ctx = ctxWith();
const panel = (v: VictoryView) => ({ final: v.final, headline: show(v.headline), winner: v.winner, lines: lines(v.derivation) });
const track = (v: TrackView) => ({
  id: v.id,
  label: show(v.label),
  abbr: v.abbr ? show(v.abbr) : undefined,
  value: v.value,
  min: v.min,
  max: v.max,
  rule: v.rule,
  detail: v.detail ? show(v.detail) : undefined,
  tone: v.tone,
  actions: (v.actions ?? []).map(
    (a) => `${a.id} ${a.rule} ${show(a.label)}${a.disabledReason ? ` [${show(a.disabledReason)}]` : ''} ${JSON.stringify(a.events)}`,
  ),
});
const stepButtons = [
  'it-step 14.0 track.itStep [{"type":"inferno/step-lost","payload":{"side":"it","replacement":false},"at":0}]',
  'ah-step 14.0 track.ahStep [{"type":"inferno/step-lost","payload":{"side":"ah","replacement":false},"at":0}]',
];
const rpButtons = (side: 'ah' | 'it', none: boolean) => [
  `spend-${side} 15.1 track.rpSpend${none ? ' [track.rpNone]' : ''} [{"type":"inferno/rp","payload":{"side":"${side}","delta":-1},"at":0}]`,
  `gain-${side} 15.1 track.rpGain [{"type":"inferno/rp","payload":{"side":"${side}","delta":1},"at":0}]`,
];
const both = (): InfernoState => start({ replacements: true, defensiveAbility: true });

describe('14.0: the victory panel', () => {
  it('14.0: during the game the panel gives the standing: 10 VP at the start, each part of the total with its rule, the level and the side it favours', () => {
    expect(panel(victory(both(), ctx))).toEqual({
      final: false,
      headline: 'vp.standing(n=10 level=level.itStrategic)',
      winner: 'it',
      lines: [
        '14.0 vp.start(n=10)',
        '14.0 vp.objectives(n=±0)',
        '14.0 vp.italianSteps(n=±0)',
        '14.0 vp.ahSteps(n=±0)',
        '14.0 result vp.total(n=10 level=level.itStrategic)',
      ],
    });
  });
  it('14.0: Italian steps lost add, Austro-Hungarian ones subtract, a correction is shown on its own line; 36 to 40 VP is a draw, with no winner', () => {
    const s: InfernoState = { ...both(), stepsLost: { it: 30, ah: 4 }, stepsEliminated: { it: 0, ah: 0 }, vpAdjust: 2 };
    expect(panel(victory(s, ctx))).toEqual({
      final: false,
      headline: 'vp.standing(n=38 level=level.draw)',
      winner: undefined,
      lines: [
        '14.0 vp.start(n=10)',
        '14.0 vp.objectives(n=±0)',
        '14.0 vp.italianSteps(n=+30)',
        '14.0 vp.ahSteps(n=−4)',
        'vp.adjust(n=+2)',
        '14.0 result vp.total(n=38 level=level.draw)',
      ],
    });
  });
  it('14.0: after turn 14 the panel gives the final result', () => {
    expect(panel(victory({ ...both(), vpAdjust: 22, over: true }, ctx))).toMatchObject({
      final: true,
      headline: 'vp.final(n=32 level=level.itTactical)',
      winner: 'it',
    });
  });
});

describe('14.0, 15.1, 15.2: the tracks', () => {
  it('14.0: the VP track with its level over the 14 turns and a button for a step lost by each side; with neither option, no other track', () => {
    expect(tracks(start(), ctx).map(track)).toEqual([
      {
        id: 'vp',
        label: 'track.vp',
        abbr: 'track.vpAbbr',
        value: 10,
        rule: '14.0',
        detail: 'track.vpDetail(level=level.itStrategic turns=14)',
        tone: 'normal',
        actions: stepButtons,
      },
    ]);
  });
  it('14.0: the VP track warns when the level favours Austria-Hungary, and says "final" after turn 14', () => {
    const [ah] = tracks({ ...start(), vpAdjust: 36 }, ctx).map(track);
    expect([ah.value, ah.detail, ah.tone]).toEqual([46, 'track.vpDetail(level=level.ahStrategic turns=14)', 'warning']);
    const [draw] = tracks({ ...start(), vpAdjust: 28 }, ctx).map(track);
    expect([draw.value, draw.tone]).toEqual([38, 'normal']);
    const [over] = tracks({ ...start(), vpAdjust: 22, over: true }, ctx).map(track);
    expect([over.detail, over.tone]).toEqual(['track.vpFinal(level=level.itTactical turns=14)', 'normal']);
  });
  it("15.1, 15.2: with the options, each side's RP track (a spend refused at 0) and the IDA marker, off until it is rolled", () => {
    expect(tracks(both(), ctx).map(track).slice(1)).toEqual([
      {
        id: 'rp-ah',
        label: 'track.rpAh',
        abbr: 'track.rpAbbr',
        value: 0,
        min: 0,
        rule: '15.1',
        detail: undefined,
        tone: 'normal',
        actions: rpButtons('ah', true),
      },
      { id: 'rp-it', label: 'track.rpIt', abbr: 'track.rpAbbr', value: 0, min: 0, rule: '15.1', actions: rpButtons('it', true) },
      { id: 'ida', label: 'track.ida', value: 0, min: 0, max: 1, rule: '15.2', detail: 'track.idaOff', actions: [] },
    ]);
  });
  it('15.1: after Brusilov the A-H RP track warns with its turn; an RP in hand can be spent; 15.2: the IDA marker on, with its turn', () => {
    const s: InfernoState = { ...both(), rp: { ah: 0, it: 2 }, brusilovTurn: 11, defensiveAbilityTurn: 4 };
    expect(tracks(s, ctx).map(track).slice(1)).toEqual([
      {
        id: 'rp-ah',
        label: 'track.rpAh',
        abbr: 'track.rpAbbr',
        value: 0,
        min: 0,
        rule: '15.1',
        detail: 'track.brusilov(turn=11)',
        tone: 'warning',
        actions: rpButtons('ah', true),
      },
      { id: 'rp-it', label: 'track.rpIt', abbr: 'track.rpAbbr', value: 2, min: 0, rule: '15.1', actions: rpButtons('it', false) },
      { id: 'ida', label: 'track.ida', value: 1, min: 0, max: 1, rule: '15.2', detail: 'track.idaOn(turn=4)', actions: [] },
    ]);
    expect(tracks({ ...s, rp: { ah: 1, it: 0 } }, ctx).map(track)[1].actions).toEqual(rpButtons('ah', false));
  });
});
