// BITE's set-up, its state and its phases as the players meet them (src/games/bite/state.ts,
// settings.ts, index.ts, production.ts): the game opened for a scenario with the options ticked
// (7.7.6, SBE5, 15.1's ten plants of the campaign, 7.11's Italy out of the war in SBE8), the month
// and phase the game stands in, a block's TECH (6.1.1, 17.0, 17.1), the settings' defaults and
// presets, the line "where the game is" (7.0, 7.11), and what ending a production phase takes away
// (11.2, AMB-35: the colour held most first; ties red, blue, black).
import { describe, expect, it } from 'vitest';
import { bite, where } from '@/games/bite';
import { ev } from '@/games/bite/events';
import { SEQUENCE, ym } from '@/games/bite/calendar';
import { blockTech, currentMonth, currentPhase, monthId, researchOf, setupState, type BiteState } from '@/games/bite/state';
import { layersOf, optionPresets, setting } from '@/games/bite/settings';
import { endOfProduction } from '@/games/bite/production';
import { bagOf, boxOf, type PpColour } from '@/games/bite/economy';
import { block, ctx, inProduction, run } from './gapsHelpers';

describe('the game set up (Manuale degli Scenari)', () => {
  it("a month's id is its year and two-digit month", () => {
    expect([monthId(ym(1941, 6)), monthId(ym(1943, 11))]).toEqual(['1941-06', '1943-11']);
  });
  it('a scenario not in the manual opens SBE1; the 7.7.6 cancellation and the supremacy only when ticked', () => {
    const s = setupState('SBE10', {});
    expect([s.scenario, s.turns, s.cancellation, s.supremacy]).toEqual(['SBE1', 4, false, false]);
    expect([setupState('SBE5', { cancellation: true }).cancellation, setupState('SBE5', { supremacy: true }).supremacy]).toEqual([true, true]);
  });
  it('15.1: in the campaign with 15.0, the ten plants at 5/10 — Germany 5 red, 4 blue, 1 black; the USSR 5 red, 5 blue — numbered p1 to p10', () => {
    const o = setupState('SBE9', { ro15: true }).optional!;
    expect([o.research, o.partisans, o.nextTracker]).toEqual([{}, { onMap: 0, turn: 0, placed: 0 }, 1]);
    expect(o.trackers.map((p) => `${p.id} ${p.name} ${p.nation} ${p.colour} ${p.progress} ${p.kind} ${p.last}`)).toEqual([
      ...[1, 2, 3, 4, 5].map((i) => `p${i} SBE9 · ${i} germany red 5 industry 0`),
      ...[6, 7, 8, 9].map((i) => `p${i} SBE9 · ${i} germany blue 5 industry 0`),
      'p10 SBE9 · 10 germany black 5 industry 0',
      ...[11, 12, 13, 14, 15].map((i) => `p${i} SBE9 · ${i} ussr red 5 industry 0`),
      ...[16, 17, 18, 19, 20].map((i) => `p${i} SBE9 · ${i} ussr blue 5 industry 0`),
    ]);
    expect([setupState('SBE9', {}).optional, setupState('SBE5', { ro15: true }).optional]).toEqual([undefined, undefined]);
  });
});

describe('7.0: the month and the phase the game stands in', () => {
  it('a game whose scenario is unknown stands in June 1941, its research from June 1941; a phase index past the end is phase D', () => {
    const s = { ...setupState('SBE7', { ro17: true }), turn: 3, scenario: 'SBE0' as BiteState['scenario'] };
    expect(currentMonth(s)).toEqual({ year: 1941, month: 6 });
    expect(researchOf(s)).toEqual(researchOf({ ...setupState('SBE5', { ro17: true }) }));
    expect(researchOf(s)).not.toEqual(researchOf(setupState('SBE7', { ro17: true })));
    expect(currentPhase({ ...s, phaseIndex: SEQUENCE.length + 3 }).id).toBe('D');
    expect(currentPhase({ ...s, phaseIndex: SEQUENCE.length - 2 }).id).toBe(SEQUENCE[SEQUENCE.length - 2]!.id);
  });
});

describe("6.1.1, 17.0, 17.1: a block's TECH on the month", () => {
  it("6.1.1: a Shock army's own TECH 2; 13.8: an HQ has no field and is TECH 1; 17.1: a minor ally one below Germany by default", () => {
    const s = setupState('SBE3', {});
    expect(blockTech(s, { nation: 'ussr', cls: 'infantry', techOverride: 2 })).toBe(2);
    expect(blockTech(s, { nation: 'ussr', cls: 'infantry' })).toBe(1);
    expect(blockTech(s, { nation: 'germany', cls: 'hq' })).toBe(1);
    const late = { ...setupState('SBE9', {}), turn: 30 };
    expect([blockTech(late, { nation: 'romania', cls: 'armour' }), blockTech(late, { nation: 'romania', cls: 'armour' }, false)]).toEqual([2, 1]);
  });
  it('17.0: with research in play, the level reached replaces the schedule', () => {
    const s = { ...setupState('SBE3', { ro17: true }), research: { germany: { armour: 3 as const } } };
    expect(blockTech(s, { nation: 'germany', cls: 'armour' })).toBe(3);
    expect(blockTech({ ...s, layers: { advanced: false, optional: [] } }, { nation: 'germany', cls: 'armour' })).toBe(2);
  });
});

describe('the settings', () => {
  it("a setting not chosen reads its default (17.1 minorTech on, 7.7.6 hitCap none), with or without a game's context; one chosen reads as chosen", () => {
    expect([
      setting(undefined, 'minorTech'),
      setting({ settings: {} }, 'hitCap'),
      setting({ settings: { hitCap: 'two' } }, 'hitCap'),
      setting({ settings: { minorTech: false } }, 'minorTech'),
    ]).toEqual([true, 'none', 'two', false]);
  });
  it('the preset of a scenario not in the manual: none; of SBE6: its recommended layers named in the label', () => {
    expect(optionPresets('SBE10')).toEqual([]);
    const [p] = optionPresets('SBE6');
    expect([p!.id, p!.label]).toEqual([
      'recommended',
      { key: 'bite.preset.recommended', params: { scenario: 'SBE6', layers: { key: 'bite.preset.layers.advanced' } } },
    ]);
    expect(layersOf({ advanced: true, ro39: true, ro17: false, x: true })).toEqual({ advanced: true, optional: ['39.0'] });
  });
});

describe('7.0, 7.11: where the game is', () => {
  it('a game over: "over" in every field, rule 7.11, no side named, even in a phase of one side', () => {
    const s = { ...setupState('SBE3', {}), over: true, phaseIndex: SEQUENCE.findIndex((p) => p.id === 'B3') };
    expect(where(s)).toEqual({
      turn: 1,
      turns: 6,
      turnLabel: where(setupState('SBE3', {})).turnLabel,
      phase: { key: 'bite.phase.over' },
      asks: { key: 'bite.phase.asks.over' },
      rule: '7.11',
      over: true,
    });
  });
  it('phase A names no side and the game is not over; B3 names the Axis', () => {
    const a = where(setupState('SBE3', {}));
    expect(['side' in a, 'over' in a]).toEqual([false, false]);
    expect(where({ ...setupState('SBE3', {}), phaseIndex: SEQUENCE.findIndex((p) => p.id === 'B3') }).side).toEqual({ key: 'bite.side.axis' });
  });
  it("the module: no calculator of its own; the summary counts the blocks still in play (the scenario is on the game's own line)", () => {
    expect(bite.calculators!(setupState('SBE3', {}), ctx)).toEqual([]);
    let s = run(
      setupState('SBE3', {}),
      ['a', 'b', 'c'].map((name) => ev('bite/block-add', { block: block({ name }) })),
    );
    s = { ...s, blocks: s.blocks.map((b, i) => (i === 0 ? { ...b, eliminated: true } : b)) };
    expect(bite.summary!(s)).toEqual({ key: 'bite.summary', params: { blocks: 2 } });
    expect(bite.summary!({ ...s, scenario: 'SBE0' as BiteState['scenario'] })).toEqual({ key: 'bite.summary', params: { blocks: 2 } });
  });
});

describe('11.2 (AMB-35): the coloured PP over the storage limit when a production phase ends', () => {
  /** SBE9 with the advanced rules, the Soviet production (C3), the Soviet box as given. */
  const soviet = (box: Record<string, number>, more: BiteState = setupState('SBE9', { advanced: true })) =>
    run(
      inProduction(more, 'soviet'),
      Object.entries(box).map(([colour, delta]) => ev('bite/pp-adjust', { nation: 'ussr', colour: colour as PpColour, delta, reason: 'saved' })),
    );
  it('the colour held most goes first, ties red, then blue, then black, one PP at a time, until the coloured are no more than the yellow', () => {
    const s = soviet({ yellow: 1, red: 2, blue: 3, black: 3 });
    const r = endOfProduction(s)!;
    expect(r.end).toEqual({ lendLease: bagOf({}), storage: [{ nation: 'ussr', lost: bagOf({ red: 2, blue: 3, black: 2 }) }] });
    expect(boxOf(r.state, 'ussr')).toEqual(bagOf({ yellow: 1, black: 1 }));
    const e = endOfProduction(soviet({ yellow: 2, red: 5, blue: 1 }))!;
    expect(e.end.storage).toEqual([{ nation: 'ussr', lost: bagOf({ red: 4 }) }]);
    // One over with one of each colour: red goes; with blue and black only, blue.
    const lost = (box: Record<string, number>) => endOfProduction(soviet(box))!.end.storage[0]?.lost;
    expect(lost({ yellow: 2, red: 1, blue: 1, black: 1 })).toEqual(bagOf({ red: 1 }));
    expect(lost({ yellow: 1, blue: 1, black: 1 })).toEqual(bagOf({ blue: 1 }));
    expect(lost({ yellow: 1, red: 1, black: 1 })).toEqual(bagOf({ red: 1 }));
  });
  it('only the side whose production ends loses PP: the German box over the limit stays whole in the Soviet production', () => {
    let s = soviet({ yellow: 3, red: 1 });
    s = run(s, [ev('bite/pp-adjust', { nation: 'germany', colour: 'red', delta: 4, reason: 'saved' })]);
    const r = endOfProduction(s)!;
    expect(r.end.storage).toEqual([]);
    expect(boxOf(r.state, 'germany')).toEqual(bagOf({ red: 4 }));
  });
  it('nothing is taken outside a production phase, nor when the game is over', () => {
    const s = soviet({ red: 4 });
    expect(endOfProduction({ ...s, phaseIndex: 0 })).toBeNull();
    // C4, the Soviets' rail phase after their production: a phase of the same side, not a production phase.
    expect(endOfProduction({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === 'C4') })).toBeNull();
    expect(endOfProduction({ ...s, over: true })).toBeNull();
  });
});
