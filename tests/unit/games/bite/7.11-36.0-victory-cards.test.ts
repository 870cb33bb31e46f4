// BITE's Victory Phase cards (src/games/bite/victoryCards.ts) read as the players see them in phase
// D (7.11) and at the start of a turn with 36.0: each card's title, rule, whether it must be
// applied and its button; the lines before the tap, the die's label and its two outcomes; and after
// the tap or the roll, the line said and the events landed — the die equal to the number needed
// included.
import { describe, expect, it } from 'vitest';
import { answersOf, noAnswers, walk } from '@/engine';
import type { ProcedureDef, Text } from '@/engine/types';
import { ev } from '@/games/bite/events';
import { setupState, type BiteState } from '@/games/bite/state';
import { SEQUENCE, monthText, ym } from '@/games/bite/calendar';
import { powerText, resultText, scenarioVerdict, surrenderSteps, type City, type Holder } from '@/games/bite/victory';
import { italyCard, scenarioCard, surrenderCard, victoryCards } from '@/games/bite/victoryCards';
import { ctx, run } from './gapsHelpers';

const atD = (sc: string, turn: number, o: Record<string, boolean> = {}): BiteState => ({ ...setupState(sc, o), turn, phaseIndex: SEQUENCE.length - 1 });
const hold = (s: BiteState, cities: City[], h: Holder = 'axis') =>
  run(
    s,
    cities.map((city) => ev('bite/objective', { city, holder: h })),
  );
/** What the card shows before it is opened. */
const face = (c: ProcedureDef) => ({ id: c.id, title: c.title, rule: c.rule, required: c.required, applyLabel: c.applyLabel, done: c.done });
const tapped = (c: ProcedureDef) => {
  const e = c.evaluate({}, ctx);
  const w = walk(e, noAnswers());
  return {
    errors: e.errors,
    derivation: e.derivation,
    pending: w.pending,
    result: w.resolution.derivation,
    events: w.resolution.events.map((x) => [x.type, x.payload]),
  };
};
const rolled = (c: ProcedureDef, id: string, f: number) => {
  const w = walk(c.evaluate({}, ctx), answersOf({ rolls: { [id]: { faces: [f], source: 'physical' } } }));
  return { result: w.resolution.derivation, events: w.resolution.events.map((x) => [x.type, x.payload]) };
};
const question = (c: ProcedureDef) => {
  const q = tapped(c).pending;
  if (!q || q.kind !== 'roll') throw new Error('no roll');
  return { id: q.id, label: q.roll.label, rule: q.roll.rule, odds: q.odds.map((o) => [o.id, o.label as Text]) };
};

describe('7.11: the surrenders card of the Victory Phase', () => {
  it('7.11: no surrender due — the checks line by line and "none", nothing to apply but OK, no event', () => {
    const s = atD('SBE9', 3);
    const c = surrenderCard(s);
    expect(face(c)).toEqual({
      id: 'bite.victory.surrenders',
      title: { key: 'bite.victory.card.surrenders' },
      rule: '7.11',
      required: undefined,
      applyLabel: { key: 'bite.proc.ok' },
      done: undefined,
    });
    expect(tapped(c)).toEqual({
      errors: [],
      derivation: [...surrenderSteps(s), { key: 'bite.victory.check.none', params: {}, rule: '7.11' }],
      pending: undefined,
      result: [],
      events: [],
    });
  });
  it('7.11: Budapest in enemy hands — Hungary falls: the card must be applied, its button says so, and the surrender lands with its rule', () => {
    const s = hold(atD('SBE9', 3), ['budapest'], 'soviet');
    const c = surrenderCard(s);
    expect(face(c)).toEqual({
      id: 'bite.victory.surrenders',
      title: { key: 'bite.victory.card.surrenders' },
      rule: '7.11',
      required: true,
      applyLabel: { key: 'bite.victory.card.surrender' },
      done: undefined,
    });
    expect(tapped(c)).toEqual({
      errors: [],
      derivation: surrenderSteps(s),
      pending: undefined,
      result: [{ key: 'bite.victory.check.falls', params: { power: powerText('hungary') }, rule: '7.11', tone: 'result' }],
      events: [['bite/nation-surrender', { power: 'hungary', rule: '7.11' }]],
    });
    expect(victoryCards(s, ctx).map((x) => x.id)).toEqual(['bite.victory.surrenders', 'bite.victory.scenario']);
  });
});

describe("the scenario's card (Manuale degli Scenari, SBE1–SBE9)", () => {
  it('SBE9: the Axis holds all 4 cities — the game ends: a required card, "end the game", the verdict said and the result landed', () => {
    const s = hold(atD('SBE9', 20), ['moscow', 'baku', 'leningrad', 'stalingrad']);
    const v = scenarioVerdict(s, ctx);
    const c = scenarioCard(s, ctx);
    expect(face(c)).toEqual({
      id: 'bite.victory.scenario',
      title: { key: 'bite.victory.card.scenario', params: { scenario: 'SBE9' } },
      rule: 'SBE9',
      required: true,
      applyLabel: { key: 'bite.victory.card.end' },
      done: undefined,
    });
    expect(tapped(c)).toEqual({
      errors: [],
      derivation: v.steps,
      pending: undefined,
      result: [{ key: 'bite.victory.card.ends', params: { result: resultText(v) }, rule: 'SBE9', tone: 'result' }],
      events: [['bite/victory-result', { winner: 'axis', level: 'win', reason: 'sbe9All' }]],
    });
  });
  it('SBE9: two cities — the die asked with its label and rule, "win" on the number needed or less; the die equal to it wins, one more misses', () => {
    const s = hold(atD('SBE9', 20), ['baku', 'stalingrad']);
    const c = scenarioCard(s, ctx);
    expect(face(c)).toEqual({
      id: 'bite.victory.scenario',
      title: { key: 'bite.victory.card.scenario', params: { scenario: 'SBE9' } },
      rule: 'SBE9',
      required: true,
      applyLabel: undefined,
      done: undefined,
    });
    expect(tapped(c).errors).toEqual([]);
    expect(question(c)).toEqual({
      id: 'sbe9',
      label: { key: 'bite.victory.card.rollLabel' },
      rule: 'SBE9',
      odds: [
        ['win', { key: 'bite.victory.card.rollWin' }],
        ['none', { key: 'bite.victory.card.rollNone' }],
      ],
    });
    expect(rolled(c, 'sbe9', 1)).toEqual({
      result: [{ key: 'bite.victory.sbe9.rolled', params: { face: 1, need: 1 }, rule: 'SBE9', tone: 'result' }],
      events: [
        ['bite/victory-roll', { year: 1943, month: 1, face: 1 }],
        ['bite/victory-result', { winner: 'axis', level: 'win', reason: 'sbe9Roll' }],
      ],
    });
    expect(rolled(c, 'sbe9', 2)).toEqual({
      result: [{ key: 'bite.victory.sbe9.missed', params: { face: 2, need: 1 }, rule: 'SBE9', tone: 'result' }],
      events: [['bite/victory-roll', { year: 1943, month: 1, face: 2 }]],
    });
  });
  it('SBE9: the die rolled this month and missed — the card is done with the face, says where the game stands, and lands nothing', () => {
    const s = run(hold(atD('SBE9', 20), ['baku', 'stalingrad']), [ev('bite/victory-roll', { year: 1943, month: 1, face: 4 })]);
    const c = scenarioCard(s, ctx);
    const v = scenarioVerdict(s, ctx);
    expect(face(c)).toEqual({
      id: 'bite.victory.scenario',
      title: { key: 'bite.victory.card.scenario', params: { scenario: 'SBE9' } },
      rule: 'SBE9',
      required: undefined,
      applyLabel: { key: 'bite.proc.ok' },
      done: { key: 'bite.victory.card.rolledDone', params: { face: 4 } },
    });
    expect(tapped(c)).toEqual({
      errors: [],
      derivation: [...v.steps, { key: 'bite.victory.card.standing', params: { month: monthText(ym(1943, 1)) }, rule: 'SBE9' }],
      pending: undefined,
      result: [],
      events: [],
    });
  });
  it("SBE1: the month before the last says where the game stands; the last turn's card says it is the last", () => {
    const line = (s: BiteState) => tapped(scenarioCard(s, ctx)).derivation.at(-1);
    expect(face(scenarioCard(atD('SBE1', 3), ctx)).done).toBeUndefined();
    expect(line(atD('SBE1', 3))).toEqual({ key: 'bite.victory.card.standing', params: { month: monthText(ym(1941, 8)) }, rule: 'SBE1' });
    expect(line(atD('SBE1', 4))).toEqual({ key: 'bite.victory.card.lastTurn', params: { month: monthText(ym(1941, 9)) }, rule: 'SBE1' });
    expect(line({ ...atD('SBE1', 4), turns: 5 })?.key).toBe('bite.victory.card.standing');
  });
});

describe("36.0: Italy's roll at the start of the turn", () => {
  it('36.0: September 1943 — the card names the month, must be rolled, says the number needed; the die equal to it makes Italy fall, one more holds', () => {
    const s = { ...setupState('SBE9', { ro36: true }), turn: 28, phaseIndex: 0 };
    const c = italyCard(s);
    if (!c) throw new Error('no card');
    expect(face(c)).toEqual({
      id: 'bite.victory.italy',
      title: { key: 'bite.victory.card.italy', params: { month: monthText(ym(1943, 9)) } },
      rule: '36.0',
      required: true,
      applyLabel: undefined,
      done: undefined,
    });
    expect(tapped(c).errors).toEqual([]);
    expect(tapped(c).derivation).toEqual([{ key: 'bite.victory.check.italyRoll', params: { n: 4 }, rule: '36.0' }]);
    expect(question(c)).toEqual({
      id: 'italy',
      label: { key: 'bite.victory.card.italyLabel' },
      rule: '36.0',
      odds: [
        ['falls', { key: 'bite.victory.card.italyFalls' }],
        ['holds', { key: 'bite.victory.card.italyHolds' }],
      ],
    });
    expect(rolled(c, 'italy', 4)).toEqual({
      result: [{ key: 'bite.victory.card.italyFell', params: { face: 4, need: 4 }, rule: '36.0', tone: 'result' }],
      events: [['bite/italy-roll', { year: 1943, month: 9, face: 4 }]],
    });
    expect(rolled(c, 'italy', 5)).toEqual({
      result: [{ key: 'bite.victory.card.italyHeld', params: { face: 5, need: 4 }, rule: '36.0', tone: 'result' }],
      events: [['bite/italy-roll', { year: 1943, month: 9, face: 5 }]],
    });
  });
});
