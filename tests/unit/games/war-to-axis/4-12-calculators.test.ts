// The calculators of War to Axis as their cards show them (artillery 5.6, rally 6.0, recon 12.4,
// the engineers' bridge 4.3.5): every field with its label, bounds, default and rule, the units
// each list offers, and what each card makes of the values typed.
import { describe, expect, it } from 'vitest';
import type { Answers, Evaluation, FieldDef, FieldValue, ProcedureDef, RolledDice } from '@/engine/types';
import { answersOf, noAnswers, walk } from '@/engine/resolution';
import { frac } from '@/engine/fraction';
import {
  artilleryEvaluation,
  bridgeEvaluation,
  calculators,
  defaultArtilleryForm,
  defaultFireForm,
  fireKindOf,
  firePlan,
  protectionOf,
  rallyEvaluation,
  reconEvaluation,
  withFireKind,
  type FireForm,
} from '@/games/war-to-axis/calculators';
import { faceIndex } from '@/games/war-to-axis/dice';
import { prob } from '@/games/war-to-axis/words';
import { wtaSettings } from '@/games/war-to-axis/settings';
import { ctxWith, ev, game, run } from './helpers';

const settings = wtaSettings();
const ctx = ctxWith();
const roll = (...ids: string[]): RolledDice => ({ faces: ids.map((i) => faceIndex('black', i)), source: 'physical' });

/** Walks the evaluation with the answers: the question still open, or the events once complete. */
function play(e: Evaluation, a: Partial<Answers>) {
  const w = walk(e, answersOf(a));
  return { pending: w.pending, events: w.pending ? [] : w.resolution.events, derivation: w.resolution.derivation };
}
/** The question the evaluation asks first. */
const first = (e: Evaluation) => e.resolve(noAnswers()).next;

const side = (x: 'allies' | 'axis') => ({ key: `wta.side.${x}` });
const unitName = (name: string, x: 'allies' | 'axis') => ({ key: 'wta.unitName', params: { name, side: side(x) } });
const marker = (n: number, x: 'allies' | 'axis') => ({ key: 'wta.markerOf', params: { n, side: side(x) } });
const typed = { value: 'typed', label: { key: 'wta.field.typed' } };

/**
 * u1 M10, u2 rifle (eliminated), u3 US HQ, u4 grenadiers hidden as marker 7, u5 German HQ, u6 Panzer IV,
 * u7 US engineers, u8 a US rifle entering on turn 3, u9 a German dummy as marker 9; the bridge of
 * Carentan (−1, intact) and La Fière (0, down, one repair tried).
 */
function board() {
  const s = run(game('advanced'), [
    ev('wta/hide', { unit: 'u4', marker: 7 }),
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'eng', group: 'A' }),
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A', entersTurn: 3 }),
    ev('wta/unit-add', { side: 'axis', card: 'de', type: 'gren', group: 'A', hidden: 9, dummy: true }),
    ev('wta/fire-result', { unit: 'u2', losses: 4, disorganized: false }),
    ev('wta/bridge-add', { name: 'Carentan', mod: -1 }),
    ev('wta/bridge-add', { name: 'La Fière', mod: 0 }),
  ]);
  return run(s, [ev('wta/bridge-destroyed', { bridge: 'b11' }), ev('wta/repair', { bridge: 'b11', repaired: false })]);
}

const card = (cards: ProcedureDef[], id: string) => cards.find((c) => c.id === id) as ProcedureDef;
const field = (c: ProcedureDef, id: string) => (c.fields ?? []).find((f) => f.id === id) as FieldDef;
/** A card evaluated with the values typed in its fields. */
const evalOf = (c: ProcedureDef, values: Record<string, FieldValue | undefined>) => c.evaluate(values as Record<string, FieldValue>, ctx);

describe("the calculators' cards", () => {
  // Built inside each test, so that what the cards are made of is read while the test runs.
  const cards = () => calculators(board(), ctxWith());
  it("four cards, each with its title, its rule and its text: artillery (5.6), rally (6.0), recon (12.4), the engineers' bridge (4.3.5)", () => {
    expect(cards().map((c) => [c.id, c.title, c.rule, c.body])).toEqual([
      ['artillery', { key: 'wta.calc.artillery' }, '5.6', { key: 'wta.calc.artilleryBody' }],
      ['rally', { key: 'wta.calc.rally' }, '6.0', { key: 'wta.calc.rallyBody' }],
      ['recon', { key: 'wta.calc.recon' }, '12.4', { key: 'wta.calc.reconBody' }],
      ['bridge', { key: 'wta.calc.bridge' }, '4.3.5', { key: 'wta.calc.bridgeBody' }],
    ]);
  });
  it('5.6: the artillery card asks for the HQ (typed, or an HQ in play), else its side and radio dice, the battery line, the target and the map', () => {
    const a = card(cards(), 'artillery');
    expect((a.fields ?? []).map((f) => f.id)).toEqual([
      'hq',
      'side',
      'radio',
      'line',
      'batteryDice',
      'target',
      'range',
      'terrainMod',
      'cover',
      'room',
      'elements',
      'armour',
      'starred',
      'hidden',
      'eligible',
    ]);
    expect(field(a, 'hq')).toEqual({
      id: 'hq',
      label: { key: 'wta.field.hq' },
      kind: 'select',
      options: [typed, { value: 'u3', label: unitName('HQ', 'allies') }, { value: 'u5', label: unitName('Gefechtsstand', 'axis') }],
      default: 'u3',
    });
    expect(field(a, 'side')).toEqual({
      id: 'side',
      label: { key: 'wta.field.side' },
      kind: 'select',
      options: [
        { value: 'allies', label: side('allies') },
        { value: 'axis', label: side('axis') },
      ],
      default: 'allies',
      help: { key: 'wta.field.typedHqHelp' },
    });
    expect(field(a, 'radio')).toEqual({
      id: 'radio',
      label: { key: 'wta.field.radio' },
      kind: 'int',
      min: 0,
      max: 20,
      default: null,
      rule: '5.6',
      help: { key: 'wta.field.typedHqHelp' },
    });
    expect(field(a, 'batteryDice')).toEqual({
      id: 'batteryDice',
      label: { key: 'wta.field.batteryDice' },
      kind: 'int',
      min: 0,
      max: 20,
      default: null,
      rule: '5.6',
    });
  });
  it('5.6: the battery lines are numbered from 1 over both sides\' sheets (Allies 2, Axis 1: lines 1 and 2), then "typed"', () => {
    expect(field(card(cards(), 'artillery'), 'line')).toEqual({
      id: 'line',
      label: { key: 'wta.field.line' },
      kind: 'select',
      default: '0',
      rule: '5.6',
      options: [
        { value: '0', label: { key: 'wta.field.lineN', params: { i: 1 } } },
        { value: '1', label: { key: 'wta.field.lineN', params: { i: 2 } } },
        { value: '-1', label: { key: 'wta.field.lineTyped' } },
      ],
    });
  });
  it('5.6, 12.2: any unit in play may be bombarded, a hidden one or a dummy by its marker only; not an eliminated unit nor one not yet entered', () => {
    expect(field(card(cards(), 'artillery'), 'target')).toEqual({
      id: 'target',
      label: { key: 'wta.field.target' },
      kind: 'select',
      default: 'typed',
      options: [
        typed,
        { value: 'u1', label: unitName('Cacciacarri M10*', 'allies') },
        { value: 'u3', label: unitName('HQ', 'allies') },
        { value: 'u4', label: marker(7, 'axis') },
        { value: 'u5', label: unitName('Gefechtsstand', 'axis') },
        { value: 'u6', label: unitName('Panzer IV', 'axis') },
        { value: 'u7', label: unitName('Engineers', 'allies') },
        { value: 'u9', label: marker(9, 'axis') },
      ],
    });
  });
  it("5.6, 4.3.4, 5.4, 2.2, 12.2: the range 1–20, the terrain −10…+10, the hex, the retreat room, and the typed target's elements, armour, star, hiding and trench use", () => {
    const a = card(cards(), 'artillery');
    expect(['range', 'terrainMod', 'cover', 'room', 'elements', 'armour', 'starred', 'hidden', 'eligible'].map((id) => field(a, id))).toEqual([
      { id: 'range', label: { key: 'wta.field.range' }, kind: 'int', min: 1, max: 20, default: 1, rule: '5.6' },
      { id: 'terrainMod', label: { key: 'wta.field.bombardTerrainMod' }, kind: 'int', min: -10, max: 10, default: 0, rule: '5.6' },
      {
        id: 'cover',
        label: { key: 'wta.field.cover' },
        kind: 'select',
        default: 'auto',
        rule: '4.3.4',
        options: [
          { value: 'auto', label: { key: 'wta.firePanel.coverAuto' } },
          ...['open', 'trench', 'bunker', 'city'].map((c) => ({ value: c, label: { key: `wta.cover.${c}` } })),
        ],
      },
      { id: 'room', label: { key: 'wta.field.room' }, kind: 'int', min: 0, max: 20, default: null, rule: '5.4', help: { key: 'wta.field.roomHelp' } },
      {
        id: 'elements',
        label: { key: 'wta.field.elements' },
        kind: 'int',
        min: 1,
        max: 21,
        default: null,
        rule: '2.2',
        help: { key: 'wta.field.typedTargetHelp' },
      },
      {
        id: 'armour',
        label: { key: 'wta.field.armour' },
        kind: 'select',
        default: '-',
        rule: '2.2',
        options: [{ value: '-', label: { key: 'wta.armour.none' } }, ...['L', 'M', 'H'].map((x) => ({ value: x, label: { key: `wta.armour.${x}` } }))],
      },
      { id: 'starred', label: { key: 'wta.field.starred' }, kind: 'bool', default: false, rule: '5.6' },
      { id: 'hidden', label: { key: 'wta.field.hidden' }, kind: 'bool', default: false, rule: '12.2' },
      { id: 'eligible', label: { key: 'wta.field.eligible' }, kind: 'bool', default: true, rule: '4.3.4' },
    ]);
  });
  it('6.0: the rally card offers the HQs in play only (no typed HQ) and asks where the HQ stands, in cover by default', () => {
    expect(card(cards(), 'rally').fields).toEqual([
      {
        id: 'hq',
        label: { key: 'wta.field.hq' },
        kind: 'select',
        options: [
          { value: 'u3', label: unitName('HQ', 'allies') },
          { value: 'u5', label: unitName('Gefechtsstand', 'axis') },
        ],
        default: 'u3',
      },
      { id: 'adjacentEnemy', label: { key: 'wta.field.hqAdjacentEnemy' }, kind: 'bool', default: false, rule: '6.0' },
      { id: 'inCover', label: { key: 'wta.field.hqInCover' }, kind: 'bool', default: true, rule: '6.0' },
      { id: 'outOfLos', label: { key: 'wta.field.hqOutOfLos' }, kind: 'bool', default: false, rule: '6.0' },
    ]);
  });
  it("12.4: the recon card's scouts are the units in play not hidden; its targets every hidden marker, a dummy's too; 2 hexes by default", () => {
    expect(card(cards(), 'recon').fields).toEqual([
      {
        id: 'scout',
        label: { key: 'wta.field.scout' },
        kind: 'select',
        default: 'typed',
        options: [
          typed,
          { value: 'u1', label: unitName('Cacciacarri M10*', 'allies') },
          { value: 'u3', label: unitName('HQ', 'allies') },
          { value: 'u5', label: unitName('Gefechtsstand', 'axis') },
          { value: 'u6', label: unitName('Panzer IV', 'axis') },
          { value: 'u7', label: unitName('Engineers', 'allies') },
        ],
      },
      {
        id: 'target',
        label: { key: 'wta.field.marker' },
        kind: 'select',
        options: [
          { value: 'u4', label: marker(7, 'axis') },
          { value: 'u9', label: marker(9, 'axis') },
        ],
        default: 'u4',
      },
      { id: 'range', label: { key: 'wta.field.range' }, kind: 'int', min: 1, max: 20, default: 2, rule: '12.4' },
    ]);
  });
  it("4.3.5, 4.3.2: the bridge card — the work, the bridges with their state and repairs tried (or a new one, named, with its type's modifier), the engineers in play, the enemy across", () => {
    expect(card(cards(), 'bridge').fields).toEqual([
      {
        id: 'work',
        label: { key: 'wta.field.work' },
        kind: 'select',
        default: 'demolish',
        options: [
          { value: 'demolish', label: { key: 'wta.action.demolish' } },
          { value: 'repair', label: { key: 'wta.action.repair' } },
        ],
      },
      {
        id: 'bridge',
        label: { key: 'wta.field.bridge' },
        kind: 'select',
        default: 'b10',
        options: [
          { value: 'new', label: { key: 'wta.field.newBridge' } },
          { value: 'b10', label: { key: 'wta.bridgeIntact', params: { name: 'Carentan', n: 0 } } },
          { value: 'b11', label: { key: 'wta.bridgeDown', params: { name: 'La Fière', n: 1 } } },
        ],
      },
      { id: 'name', label: { key: 'wta.field.bridgeName' }, kind: 'text', default: '' },
      { id: 'mod', label: { key: 'wta.field.bridgeMod' }, kind: 'int', min: -10, max: 10, default: 0, rule: '4.3.2' },
      {
        id: 'engineer',
        label: { key: 'wta.field.engineer' },
        kind: 'select',
        options: [typed, { value: 'u7', label: unitName('Engineers', 'allies') }],
        default: 'u7',
      },
      { id: 'enemyAcross', label: { key: 'wta.field.enemyAcross' }, kind: 'bool', default: false, rule: '4.3.5' },
    ]);
  });
  it("12.0: a sealed marker revealed is still named by its marker number, its facts staying on its side's device", () => {
    const sealed = run(game('advanced'), [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0123' }), ev('wta/reveal', { unit: 'u7' })]);
    expect(field(card(calculators(sealed, ctx), 'artillery'), 'target').options?.at(-1)).toEqual({ value: 'u7', label: marker(5, 'axis') });
  });
  it('with no HQ, no engineer and no bridge on the roster: a typed HQ and engineer, no rally HQ, a new bridge', () => {
    const bare = calculators(
      run(game('basic'), [
        ev('wta/fire-result', { unit: 'u3', losses: 2, disorganized: false }),
        ev('wta/fire-result', { unit: 'u5', losses: 2, disorganized: false }),
      ]),
      ctxWith(),
    );
    expect(field(card(bare, 'artillery'), 'hq')).toMatchObject({ options: [typed], default: 'typed' });
    expect(field(card(bare, 'rally'), 'hq')).toMatchObject({ options: [], default: null });
    expect(field(card(bare, 'recon'), 'target')).toMatchObject({ options: [], default: null });
    expect(field(card(bare, 'bridge'), 'bridge')).toMatchObject({ options: [{ value: 'new' }], default: 'new' });
    expect(field(card(bare, 'bridge'), 'engineer')).toMatchObject({ options: [typed], default: 'typed' });
  });
});

const usHq = unitName('HQ', 'allies');

/** Allies: u1 M10 at 2 of 3 elements, u2 rifle at 2 of 4, u3 HQ whole, u7 a dummy (marker 3), u8 engineers eliminated; Axis u4 grenadiers at 3 of 4. */
function rallyBoard() {
  return run(game('basic'), [
    ev('wta/fire-result', { unit: 'u2', losses: 2, disorganized: false }),
    ev('wta/fire-result', { unit: 'u1', losses: 1, disorganized: false }),
    ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false }),
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A', hidden: 3, dummy: true }),
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'eng', group: 'A' }),
    ev('wta/fire-result', { unit: 'u8', losses: 4, disorganized: false }),
  ]);
}

describe('6.0: the rally card', () => {
  const s = rallyBoard();
  const here = { hq: 'u3', adjacentEnemy: false, inCover: true, outOfLos: false };
  it('6.0: the HQ by name, its 3 dice, its place accepted, and 91/216 for at least one flag', () => {
    const e = rallyEvaluation(s, here, ctx);
    expect(e.errors).toEqual([]);
    expect(e.derivation).toEqual([
      { key: 'wta.rally.hq', params: { unit: usHq }, rule: '6.0' },
      { key: 'wta.hq.rallyDice', params: { n: 3 }, rule: '6.0' },
      { key: 'wta.rally.place', rule: '6.0' },
      { key: 'wta.odds.pAny', params: prob(frac(91, 216)), rule: '6.0' },
    ]);
  });
  it('6.0: the roll is 3 black dice, labelled with its rule; its odds are the discs, none bad, any good', () => {
    const q = first(rallyEvaluation(s, here, ctx));
    if (q?.kind !== 'roll') throw new Error('a roll first');
    expect(q.id).toBe('rally');
    expect(q.roll.dice.map((d) => d.kind === 'custom' && d.label?.key)).toEqual(['wta.die.black', 'wta.die.black', 'wta.die.black']);
    expect([q.roll.label, q.roll.rule]).toEqual([{ key: 'wta.roll.rally', params: { n: 3 } }, '6.0']);
    expect(q.odds.map((o) => [o.id, o.label, o.tone, o.p])).toEqual([
      ['discs-0', { key: 'wta.odds.discs', params: { n: 0 } }, 'bad', frac(125, 216)],
      ['discs-1', { key: 'wta.odds.discs', params: { n: 1 } }, 'good', frac(75, 216)],
      ['discs-2', { key: 'wta.odds.discs', params: { n: 2 } }, 'good', frac(15, 216)],
      ['discs-3', { key: 'wta.odds.discs', params: { n: 3 } }, 'good', frac(1, 216)],
    ]);
    expect(q.outcomeOf(roll('flag', 'flag', 'ap').faces)).toBe('discs-2');
    expect(q.outcomeOf(roll('ap', 'radio', 'explosion').faces)).toBe('discs-0');
  });
  it("6.0: not in cover but out of the enemy's sight is a place to rally; in the open and seen it is refused, after the HQ and its dice", () => {
    expect(rallyEvaluation(s, { ...here, inCover: false, outOfLos: true }, ctx).errors).toEqual([]);
    const e = rallyEvaluation(s, { ...here, inCover: false, outOfLos: false }, ctx);
    expect(e.errors).toEqual([{ key: 'wta.error.rallyExposed_hq' }]);
    expect(e.derivation).toEqual([
      { key: 'wta.rally.hq', params: { unit: usHq }, rule: '6.0' },
      { key: 'wta.hq.rallyDice', params: { n: 3 }, rule: '6.0' },
    ]);
  });
  it('6.0: only an HQ rallies: a unit that is not one, or none picked, leaves the card waiting for an HQ', () => {
    expect(rallyEvaluation(s, { ...here, hq: 'u1' }, ctx).waiting).toEqual([{ key: 'wta.error.pickHq' }]);
    expect(rallyEvaluation(s, { ...here, hq: '' }, ctx).waiting).toEqual([{ key: 'wta.error.pickHq' }]);
  });
  it('6.0: a rally with no dice (a replacement HQ with 1 die, 7.1) is refused with the dice lines', () => {
    const g = game('advanced', {
      sides: { allies: { rally: 1, radio: 3, artillery: [], american: true }, axis: { rally: 2, radio: 2, artillery: [], american: false } },
    });
    const one = { ...g, units: g.units.map((u) => (u.id === 'u3' ? { ...u, replacementHq: true } : u)) };
    const e = rallyEvaluation(one, here, ctx);
    expect(e.errors).toEqual([{ key: 'wta.error.no_rallyDice' }]);
    expect(e.derivation.map((x) => x.key)).toEqual(['wta.rally.hq', 'wta.hq.rallyDice', 'wta.hq.replacement']);
  });
  it('6.0: each disc is asked in turn, "disc i of n", offering the side\'s units still short of their start (with their count and cap), never the HQ whole, a dummy, an eliminated unit or the enemy, and "lost"', () => {
    const e = rallyEvaluation(s, here, ctx);
    const p = play(e, { rolls: { rally: roll('flag', 'flag', 'ap') } });
    expect(p.derivation).toEqual([{ key: 'wta.rally.flags', params: { n: 2 }, rule: '6.0', tone: 'result' }]);
    expect(p.pending).toEqual({
      kind: 'choice',
      id: 'disc1',
      prompt: { key: 'wta.proc.discTo', params: { i: 1, n: 2 } },
      rule: '6.0',
      options: [
        { id: 'u1', label: { key: 'wta.proc.discOption', params: { unit: unitName('Cacciacarri M10*', 'allies'), n: 2, max: 3 } }, rule: '6.0' },
        { id: 'u2', label: { key: 'wta.proc.discOption', params: { unit: unitName('Rifle Bn', 'allies'), n: 2, max: 4 } }, rule: '6.0' },
        { id: 'lost', label: { key: 'wta.proc.discLost' }, rule: '6.0' },
      ],
    });
  });
  it('6.0: the second disc counts the first: the rifle shown at 3 of 4; the M10 given its one disc is full and no longer offered', () => {
    const e = rallyEvaluation(s, here, ctx);
    const two = play(e, { rolls: { rally: roll('flag', 'flag', 'ap') }, choices: { disc1: 'u2' } }).pending;
    expect(two?.kind === 'choice' && two.options.map((o) => [o.id, o.label.params?.n])).toEqual([
      ['u1', 2],
      ['u2', 3],
      ['lost', undefined],
    ]);
    const m10 = play(e, { rolls: { rally: roll('flag', 'flag', 'ap') }, choices: { disc1: 'u1' } }).pending;
    expect(m10?.kind === 'choice' && m10.options.map((o) => o.id)).toEqual(['u2', 'lost']);
  });
  it('6.0: two discs to the rifle: said as given, the HQ activated, the rally recorded', () => {
    const done = play(rallyEvaluation(s, here, ctx), { rolls: { rally: roll('flag', 'flag', 'ap') }, choices: { disc1: 'u2', disc2: 'u2' } });
    expect(done.derivation).toEqual([
      { key: 'wta.rally.flags', params: { n: 2 }, rule: '6.0', tone: 'result' },
      { key: 'wta.rally.give', params: { name: 'Rifle Bn', n: 2 }, rule: '6.0' },
    ]);
    expect(done.events).toEqual([ev('wta/activate', { unit: 'u3', action: 'rally' }), ev('wta/rally', { gains: [{ unit: 'u2', discs: 2 }] })]);
  });
  it('6.0: a disc lost is said; with no flag the HQ has spent its action all the same; an HQ already activated only notes the rally', () => {
    const e = rallyEvaluation(s, here, ctx);
    const lost = play(e, { rolls: { rally: roll('flag', 'ap', 'ap') }, choices: { disc1: 'lost' } });
    expect(lost.derivation).toEqual([
      { key: 'wta.rally.flags', params: { n: 1 }, rule: '6.0', tone: 'result' },
      { key: 'wta.rally.lost', params: { n: 1 }, rule: '6.0', tone: 'warning' },
    ]);
    expect(lost.events).toEqual([ev('wta/activate', { unit: 'u3', action: 'rally' })]);
    expect(play(e, { rolls: { rally: roll('ap', 'ap', 'radio') } }).events).toEqual([ev('wta/activate', { unit: 'u3', action: 'rally' })]);
    const acted = { ...s, units: s.units.map((u) => (u.id === 'u3' ? { ...u, action: 'rally' as const } : u)) };
    expect(play(rallyEvaluation(acted, here, ctx), { rolls: { rally: roll('ap', 'ap', 'radio') } }).events).toEqual([
      ev('wta/noted', { what: 'rally', losses: 0 }),
    ]);
    expect(play(rallyEvaluation(acted, here, ctx), { rolls: { rally: roll('flag', 'ap', 'radio') }, choices: { disc1: 'u1' } }).events).toEqual([
      ev('wta/rally', { gains: [{ unit: 'u1', discs: 1 }] }),
    ]);
  });
  it('6.0: a roll with the wrong number of dice is asked again, with nothing said or recorded yet', () => {
    const e = rallyEvaluation(s, here, ctx);
    expect(play(e, { rolls: { rally: roll('flag', 'flag') } }).pending?.id).toBe('rally');
    const r = e.resolve(answersOf({ rolls: { rally: roll('flag', 'flag') } }));
    expect([r.next?.id, r.derivation, r.events]).toEqual(['rally', [], []]);
  });
});

describe('12.4: the recon card', () => {
  const s = run(game('advanced'), [
    ev('wta/hide', { unit: 'u4', marker: 7 }),
    ev('wta/unit-add', { side: 'axis', card: 'de', type: 'gren', group: 'A', hidden: 9, dummy: true }),
  ]);
  it('12.4: at 2 hexes, marker 7, 2 dice and 11/36 to reveal; the roll labelled with its dice and rule; a flag reveals, good; none leaves it hidden, bad', () => {
    const e = reconEvaluation(s, { scout: 'u2', target: 'u4', range: 2 }, settings);
    expect(e.errors).toEqual([]);
    expect(e.derivation).toEqual([
      { key: 'wta.recon.target', params: { n: 7 }, rule: '12.4' },
      { key: 'wta.recon.dice', params: { range: 2, n: 2 }, rule: '12.4', tone: 'result' },
      { key: 'wta.odds.pReveal', params: prob(frac(11, 36)), rule: '12.4' },
    ]);
    const q = first(e);
    if (q?.kind !== 'roll') throw new Error('a roll first');
    expect([q.id, q.roll.label, q.roll.rule, q.roll.dice.length]).toEqual(['recon', { key: 'wta.roll.recon', params: { n: 2 } }, '12.4', 2]);
    expect(q.odds.map((o) => [o.id, o.label, o.tone, o.p])).toEqual([
      ['hidden', { key: 'wta.odds.stillHidden' }, 'bad', frac(25, 36)],
      ['revealed', { key: 'wta.odds.revealed' }, 'good', frac(11, 36)],
    ]);
  });
  it("12.4: a flag reveals the unit and the scout is activated; no flag: the scout's action spent, the marker stays", () => {
    const e = reconEvaluation(s, { scout: 'u2', target: 'u4', range: 3 }, settings);
    expect(play(e, { rolls: { recon: roll('flag', 'ap') } })).toMatchObject({
      derivation: [{ key: 'wta.recon.revealed', rule: '12.4', tone: 'result' }],
      events: [ev('wta/activate', { unit: 'u2', action: 'recon' }), ev('wta/reveal', { unit: 'u4' })],
    });
    expect(play(e, { rolls: { recon: roll('ap', 'radio') } })).toMatchObject({
      derivation: [{ key: 'wta.recon.notRevealed', rule: '12.4', tone: 'result' }],
      events: [ev('wta/activate', { unit: 'u2', action: 'recon' })],
    });
    expect(play(e, { rolls: { recon: roll('flag') } }).pending?.id).toBe('recon');
  });
  it('12.1: a dummy found is said as a dummy (12.1); a typed scout finding nothing only notes the roll', () => {
    const e = reconEvaluation(s, { scout: 'typed', target: 'u7', range: 4 }, settings);
    expect(e.derivation.slice(0, 2)).toEqual([
      { key: 'wta.recon.target', params: { n: 9 }, rule: '12.4' },
      { key: 'wta.recon.dice', params: { range: 4, n: 1 }, rule: '12.4', tone: 'result' },
    ]);
    expect(play(e, { rolls: { recon: roll('flag') } })).toMatchObject({
      derivation: [{ key: 'wta.recon.dummy', rule: '12.1', tone: 'result' }],
      events: [ev('wta/reveal', { unit: 'u7' })],
    });
    expect(play(e, { rolls: { recon: roll('ap') } }).events).toEqual([ev('wta/noted', { what: 'recon', losses: 0 })]);
  });
  it("12.0: at 1 hex the marker is revealed without a roll (a dummy as a dummy), the scout activated; under A34's alternative it is refused", () => {
    expect(play(reconEvaluation(s, { scout: 'u2', target: 'u4', range: 1 }, settings), {})).toMatchObject({
      derivation: [{ key: 'wta.recon.revealed', rule: '12.0', tone: 'result' }],
      events: [ev('wta/activate', { unit: 'u2', action: 'recon' }), ev('wta/reveal', { unit: 'u4' })],
    });
    expect(play(reconEvaluation(s, { scout: 'typed', target: 'u7', range: 1 }, settings), {})).toMatchObject({
      derivation: [{ key: 'wta.recon.dummy', rule: '12.0', tone: 'result' }],
      events: [ev('wta/reveal', { unit: 'u7' })],
    });
    const e = reconEvaluation(s, { scout: 'u2', target: 'u4', range: 1 }, { ...settings, reconRange1: 'disallow' });
    expect([e.errors, e.derivation]).toEqual([[{ key: 'wta.error.reconAdjacent' }], [{ key: 'wta.recon.target', params: { n: 7 }, rule: '12.4' }]]);
  });
  it('12.4: recon is of the advanced game; the target must be a hidden marker; the scout not of its side; the range given', () => {
    expect(reconEvaluation(run(game('basic'), []), { scout: 'u2', target: 'u4', range: 2 }, settings).errors).toEqual([{ key: 'wta.error.advancedOnly' }]);
    expect(reconEvaluation(s, { scout: 'u2', target: 'u6', range: 2 }, settings).waiting).toEqual([{ key: 'wta.error.pickMarker' }]);
    expect(reconEvaluation(s, { scout: 'u6', target: 'u4', range: 2 }, settings).errors).toEqual([{ key: 'wta.error.sameSide' }]);
    expect(reconEvaluation(s, { scout: 'u2', target: 'u4', range: null }, settings).errors).toEqual([
      { key: 'engine.input.waitingFor', params: { field: { key: 'wta.field.range' } } },
    ]);
    const acted = { ...s, units: s.units.map((u) => (u.id === 'u2' ? { ...u, action: 'move' as const } : u)) };
    expect(play(reconEvaluation(acted, { scout: 'u2', target: 'u4', range: 2 }, settings), { rolls: { recon: roll('flag', 'ap') } }).events).toEqual([
      ev('wta/reveal', { unit: 'u4' }),
    ]);
  });
});

describe('4.3.5, 4.3.2: the bridge card', () => {
  /** u7 US engineers; Carentan (−1, intact) and La Fière (0, down, 1 repair tried). */
  const s = run(game('basic'), [
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'eng', group: 'A' }),
    ev('wta/bridge-add', { name: 'Carentan', mod: -1 }),
    ev('wta/bridge-add', { name: 'La Fière', mod: 0 }),
    ev('wta/bridge-destroyed', { bridge: 'b9' }),
    ev('wta/repair', { bridge: 'b9', repaired: false }),
  ]);
  const form = (p: Partial<Parameters<typeof bridgeEvaluation>[1]>) => ({
    bridge: 'b8',
    work: 'demolish' as const,
    engineer: 'u7',
    enemyAcross: false,
    name: '',
    mod: 0,
    ...p,
  });
  it('4.3.5, 4.3.2: demolishing Carentan: 4 dice, −1 for its type, 3 dice and 91/216; the roll labelled; an explosion destroys it, good', () => {
    const e = bridgeEvaluation(s, form({}), settings);
    expect(e.errors).toEqual([]);
    expect(e.derivation).toEqual([
      { key: 'wta.bridge.demolition', params: { n: 4 }, rule: '4.3.5' },
      { key: 'wta.bombard.bridge', params: { mod: '-1', n: 3 }, rule: '4.3.2' },
      { key: 'wta.odds.pDestroy', params: prob(frac(91, 216)), rule: '4.3.5' },
    ]);
    const q = first(e);
    if (q?.kind !== 'roll') throw new Error('a roll first');
    expect([q.id, q.roll.label, q.roll.rule, q.roll.dice.length]).toEqual(['demolish', { key: 'wta.roll.demolish', params: { n: 3 } }, '4.3.5', 3]);
    expect(q.odds.map((o) => [o.id, o.label, o.tone, o.p])).toEqual([
      ['stands', { key: 'wta.bridge.stands' }, 'bad', frac(125, 216)],
      ['destroyed', { key: 'wta.bridge.destroyed' }, 'good', frac(91, 216)],
    ]);
  });
  it("4.3.5: the engineers activated and the bridge destroyed; a miss only activates them; a typed engineer's miss is noted", () => {
    const e = bridgeEvaluation(s, form({}), settings);
    expect(play(e, { rolls: { demolish: roll('explosion', 'ap', 'ap') } })).toMatchObject({
      derivation: [{ key: 'wta.bridge.destroyed', rule: '4.3.5', tone: 'result' }],
      events: [ev('wta/activate', { unit: 'u7', action: 'demolish' }), ev('wta/bridge-destroyed', { bridge: 'b8' })],
    });
    expect(play(e, { rolls: { demolish: roll('flag', 'ap', 'ap') } }).events).toEqual([ev('wta/activate', { unit: 'u7', action: 'demolish' })]);
    expect(play(e, { rolls: { demolish: roll('flag', 'ap') } }).pending?.id).toBe('demolish');
    const typed = bridgeEvaluation(s, form({ engineer: 'typed' }), settings);
    expect(play(typed, { rolls: { demolish: roll('flag', 'ap', 'ap') } }).events).toEqual([ev('wta/noted', { what: 'demolish', losses: 0 })]);
    expect(play(typed, { rolls: { demolish: roll('explosion', 'ap', 'ap') } }).events).toEqual([ev('wta/bridge-destroyed', { bridge: 'b8' })]);
  });
  it('4.3.5: a new bridge is added by its name (trimmed, 120 letters at most) and its modifier (−10…+10), then the roll; its id the next one', () => {
    const e = bridgeEvaluation(s, form({ bridge: 'new', engineer: 'typed', name: '  Pont de Pierre ', mod: 1 }), settings);
    expect(e.derivation.slice(0, 2)).toEqual([
      { key: 'wta.bridge.demolition', params: { n: 4 }, rule: '4.3.5' },
      { key: 'wta.bombard.bridge', params: { mod: '+1', n: 5 }, rule: '4.3.2' },
    ]);
    expect(play(e, { rolls: { demolish: roll('explosion', 'ap', 'ap', 'ap', 'ap') } }).events).toEqual([
      ev('wta/bridge-add', { name: 'Pont de Pierre', mod: 1 }),
      ev('wta/bridge-destroyed', { bridge: 'b10' }),
    ]);
    expect(play(e, { rolls: { demolish: roll('flag', 'ap', 'ap', 'ap', 'ap') } }).events).toEqual([ev('wta/bridge-add', { name: 'Pont de Pierre', mod: 1 })]);
    const long = bridgeEvaluation(s, form({ bridge: 'new', engineer: 'typed', name: 'x'.repeat(130), mod: -12 }), settings);
    expect(long.errors).toEqual([{ key: 'wta.error.noDiceNoAttack' }]);
    const wide = bridgeEvaluation(s, form({ bridge: 'new', engineer: 'typed', name: 'x'.repeat(130), mod: 12 }), { ...settings, bridgeModDemolition: false });
    expect(play(wide, { rolls: { demolish: roll('flag', 'ap', 'ap', 'ap') } }).events).toEqual([ev('wta/bridge-add', { name: 'x'.repeat(120), mod: 10 })]);
    const low = bridgeEvaluation(s, form({ bridge: 'new', engineer: 'typed', name: 'y', mod: -12 }), { ...settings, bridgeModDemolition: false });
    expect(play(low, { rolls: { demolish: roll('flag', 'ap', 'ap', 'ap') } }).events).toEqual([ev('wta/bridge-add', { name: 'y', mod: -10 })]);
  });
  it('4.3.5: a new bridge waits for its name and modifier; an unknown bridge for a pick; a unit not of the engineers is refused', () => {
    expect(bridgeEvaluation(s, form({ bridge: 'new', name: '  ' }), settings).errors).toEqual([
      { key: 'engine.input.waitingForText', params: { field: { key: 'wta.field.bridgeName' } } },
    ]);
    expect(bridgeEvaluation(s, form({ bridge: 'new', name: 'X', mod: null }), settings).errors).toEqual([
      { key: 'engine.input.waitingFor', params: { field: { key: 'wta.field.bridgeMod' } } },
    ]);
    expect(bridgeEvaluation(s, form({ bridge: 'b99' }), settings).waiting).toEqual([{ key: 'wta.error.pickBridge' }]);
    expect(bridgeEvaluation(s, form({ engineer: 'u2' }), settings).errors).toEqual([{ key: 'wta.error.engineersOnly' }]);
  });
  it('4.3.5: a bridge down cannot be demolished; an intact one (or a new one) cannot be repaired; demolition with the enemy across is refused', () => {
    expect(bridgeEvaluation(s, form({ bridge: 'b9' }), settings).errors).toEqual([{ key: 'wta.error.bridgeDown' }]);
    expect(bridgeEvaluation(s, form({ work: 'repair' }), settings).errors).toEqual([{ key: 'wta.error.bridgeIntact' }]);
    expect(bridgeEvaluation(s, form({ bridge: 'new', name: 'X', work: 'repair' }), settings).errors).toEqual([{ key: 'wta.error.bridgeIntact' }]);
    expect(bridgeEvaluation(s, form({ enemyAcross: true }), settings).errors).toEqual([{ key: 'wta.error.demolitionEnemy' }]);
  });
  it('4.3.5, A32: repairing La Fière, its second attempt: 2 dice and 11/36; the roll labelled; a flag repairs it, good', () => {
    const e = bridgeEvaluation(s, form({ bridge: 'b9', work: 'repair' }), settings);
    expect(e.errors).toEqual([]);
    expect(e.derivation).toEqual([
      { key: 'wta.bridge.repairDice', params: { attempt: 2, n: 2 }, rule: '4.3.5' },
      { key: 'wta.odds.pRepair', params: prob(frac(11, 36)), rule: '4.3.5' },
    ]);
    const q = first(e);
    if (q?.kind !== 'roll') throw new Error('a roll first');
    expect([q.id, q.roll.label, q.roll.rule, q.roll.dice.length]).toEqual(['repair', { key: 'wta.roll.repair', params: { n: 2 } }, '4.3.5', 2]);
    expect(q.odds.map((o) => [o.id, o.label, o.tone, o.p])).toEqual([
      ['not', { key: 'wta.bridge.notRepaired' }, 'bad', frac(25, 36)],
      ['repaired', { key: 'wta.bridge.repaired' }, 'good', frac(11, 36)],
    ]);
    expect(play(e, { rolls: { repair: roll('flag', 'ap') } })).toMatchObject({
      derivation: [{ key: 'wta.bridge.repaired', rule: '4.3.5', tone: 'result' }],
      events: [ev('wta/activate', { unit: 'u7', action: 'repair' }), ev('wta/repair', { bridge: 'b9', repaired: true })],
    });
    expect(play(e, { rolls: { repair: roll('ap', 'radio') } })).toMatchObject({
      derivation: [{ key: 'wta.bridge.notRepaired', rule: '4.3.5', tone: 'result' }],
      events: [ev('wta/activate', { unit: 'u7', action: 'repair' }), ev('wta/repair', { bridge: 'b9', repaired: false })],
    });
    expect(play(e, { rolls: { repair: roll('flag') } }).pending?.id).toBe('repair');
  });
  it('4.3.5: roster engineers missing a new bridge: the bridge added and the engineers activated, nothing more', () => {
    const e = bridgeEvaluation(s, form({ bridge: 'new', name: 'Pont', mod: 0 }), settings);
    expect(play(e, { rolls: { demolish: roll('flag', 'ap', 'ap', 'ap') } }).events).toEqual([
      ev('wta/activate', { unit: 'u7', action: 'demolish' }),
      ev('wta/bridge-add', { name: 'Pont', mod: 0 }),
    ]);
  });
  it('4.3.5, 12.0: a sealed marker is not known to be engineers, so it may not demolish', () => {
    const sealed = run(s, [ev('wta/marker-add', { side: 'allies', group: 'A', marker: 4, seal: 'abcdef0123' })]);
    expect(bridgeEvaluation(sealed, form({ engineer: 'u10' }), settings).errors).toEqual([{ key: 'wta.error.engineersOnly' }]);
  });
  it('4.3.5: engineers already activated are not activated again', () => {
    const acted = { ...s, units: s.units.map((u) => (u.id === 'u7' ? { ...u, action: 'move' as const } : u)) };
    expect(play(bridgeEvaluation(acted, form({ bridge: 'b9', work: 'repair' }), settings), { rolls: { repair: roll('flag', 'ap') } }).events).toEqual([
      ev('wta/repair', { bridge: 'b9', repaired: true }),
    ]);
  });
});

/** What the players see of an evaluation before any roll: its refusals, what it waits for, its lines. */
const shown = (e: Evaluation) => ({ errors: e.errors, waiting: e.waiting, derivation: e.derivation });

describe('what each card makes of the values typed', () => {
  // Batteries available this turn, as the activation rolls would have given them (3.1, 8.0).
  const b = board();
  const s = { ...b, sides: { allies: { ...b.sides.allies, batteriesAvailable: 3 }, axis: { ...b.sides.axis, batteriesAvailable: 2 } } };
  const cards = () => calculators(s, ctx);
  const defaults = (c: ProcedureDef) => Object.fromEntries((c.fields ?? []).map((f) => [f.id, f.default ?? null]));
  it("5.6: the artillery card as it opens is the US HQ's call, line 1, at a typed target 1 hex away", () => {
    const a = card(cards(), 'artillery');
    expect(shown(evalOf(a, defaults(a)))).toEqual(shown(artilleryEvaluation(s, { ...defaultArtilleryForm(), hq: 'u3', line: 0 }, settings)));
  });
  it('5.6, 12.2: a typed Axis HQ with 2 radio dice, a typed battery of 3 dice, at the M10 3 hexes away, −1, in a trench, 2 hexes to retreat', () => {
    const a = card(cards(), 'artillery');
    const values = {
      hq: 'typed',
      side: 'axis',
      radio: 2,
      line: '-1',
      batteryDice: 3,
      target: 'u1',
      range: 3,
      terrainMod: -1,
      cover: 'trench',
      room: 2,
      elements: null,
      armour: '-',
      starred: false,
      hidden: false,
      eligible: true,
    };
    const form = {
      ...defaultArtilleryForm(),
      side: 'axis' as const,
      radio: 2,
      line: -1,
      batteryDice: 3,
      target: 'u1',
      range: 3,
      terrainMod: -1,
      cover: 'trench' as const,
      room: 2,
    };
    expect(shown(evalOf(a, values))).toEqual(shown(artilleryEvaluation(s, form, settings)));
    const answers = { rolls: { radio: roll('flag', 'ap'), battery1: roll('explosion', 'explosion', 'ap') } };
    expect(play(evalOf(a, values), answers)).toEqual(play(artilleryEvaluation(s, form, settings), answers));
  });
  it('5.6, 12.2, 4.3.4: a typed target of 2 elements, armour M, starred, hidden, not using trenches; a line not on the list is the typed battery; no room typed is as much as needed', () => {
    const a = card(cards(), 'artillery');
    const values = {
      hq: 'u3',
      side: 'allies',
      radio: null,
      line: 'x',
      batteryDice: 4,
      target: 'typed',
      range: 2,
      terrainMod: 1,
      cover: 'open',
      room: '',
      elements: 2,
      armour: 'M',
      starred: true,
      hidden: true,
      eligible: false,
    };
    const form = {
      ...defaultArtilleryForm(),
      hq: 'u3',
      line: -1,
      batteryDice: 4,
      range: 2,
      terrainMod: 1,
      cover: 'open' as const,
      room: null,
      elements: 2,
      armour: 'M' as const,
      starred: true,
      hidden: true,
      eligible: false,
    };
    expect(shown(evalOf(a, values))).toEqual(shown(artilleryEvaluation(s, form, settings)));
    for (const armour of ['L', 'H', '?'])
      expect(shown(evalOf(a, { ...values, armour }))).toEqual(
        shown(artilleryEvaluation(s, { ...form, armour: armour === '?' ? '-' : (armour as 'L' | 'H') }, settings)),
      );
    for (const cover of ['auto', 'bunker', 'city', '?']) {
      const answers = { rolls: { radio: roll('flag', 'ap', 'ap'), battery1: roll('explosion', 'explosion', 'explosion', 'ap') } };
      expect(play(evalOf(a, { ...values, cover, room: 0 }), answers)).toEqual(
        play(artilleryEvaluation(s, { ...form, cover: cover === '?' ? 'auto' : (cover as 'auto' | 'bunker' | 'city'), room: 0 }, settings), answers),
      );
    }
    expect(
      play(evalOf(a, { ...values, room: undefined }), {
        rolls: { radio: roll('flag', 'ap', 'ap'), battery1: roll('explosion', 'explosion', 'explosion', 'ap') },
      }),
    ).toEqual(
      play(artilleryEvaluation(s, form, settings), { rolls: { radio: roll('flag', 'ap', 'ap'), battery1: roll('explosion', 'explosion', 'explosion', 'ap') } }),
    );
  });
  it("5.6, 4.3.4, 5.4: the grenadiers in a trench, a bunker, a city or as the roster says, with no room typed, 0 hexes, or using trenches or not, read as typed; a typed Allied HQ is the Allies'", () => {
    const a = card(cards(), 'artillery');
    const answers = { rolls: { radio: roll('radio', 'ap', 'ap'), battery1: roll('explosion', 'explosion', 'ap') } };
    const values = {
      hq: 'typed',
      side: 'allies',
      radio: 3,
      line: 'x',
      batteryDice: 5,
      target: 'u4',
      range: 2,
      terrainMod: 0,
      cover: 'auto',
      room: '',
      elements: null,
      armour: '-',
      starred: false,
      hidden: false,
      eligible: true,
    };
    const form = { ...defaultArtilleryForm(), radio: 3, line: -1, batteryDice: 5, target: 'u4', range: 2 };
    for (const [cover, room, eligible] of [
      ['trench', '', true],
      ['bunker', 0, true],
      ['city', 0, true],
      ['auto', 0, false],
      ['open', null, true],
      ['trench', undefined, false],
    ] as const) {
      const got = play(evalOf(a, { ...values, cover, room, eligible }), answers);
      expect(got).toEqual(play(artilleryEvaluation(s, { ...form, cover, room: room === '' || room === undefined ? null : room, eligible }, settings), answers));
    }
    expect(shown(evalOf(a, values))).toEqual(shown(artilleryEvaluation(s, form, settings)));
    expect(shown(evalOf(a, { ...values, eligible: 'no' }))).toEqual(shown(artilleryEvaluation(s, form, settings)));
  });
  it('5.6: a number typed out of bounds is not taken: a range of 21, a battery of 21 dice, a terrain of 11, 22 elements, a room of 21 wait as if empty', () => {
    const a = card(cards(), 'artillery');
    const base = { ...defaults(a), hq: 'u3', target: 'typed', elements: 2 };
    expect(evalOf(a, { ...base, range: 21 }).errors).toEqual([{ key: 'engine.input.waitingFor', params: { field: { key: 'wta.field.range' } } }]);
    expect(evalOf(a, { ...base, terrainMod: 11 }).errors).toEqual([{ key: 'engine.input.waitingFor', params: { field: { key: 'wta.field.terrainMod' } } }]);
    expect(evalOf(a, { ...base, elements: 22 }).errors).toEqual([{ key: 'engine.input.waitingFor', params: { field: { key: 'wta.field.elements' } } }]);
    expect(evalOf(a, { ...base, line: '-1', batteryDice: 21 }).errors).toEqual([
      { key: 'engine.input.waitingFor', params: { field: { key: 'wta.field.batteryDice' } } },
    ]);
    expect(evalOf(a, { ...base, hq: 'typed', radio: 21 }).errors).toEqual([{ key: 'engine.input.waitingFor', params: { field: { key: 'wta.field.radio' } } }]);
    expect(evalOf(a, { ...base, hq: 7 }).errors).toEqual(evalOf(a, { ...base, hq: 'typed' }).errors);
  });
  it('6.0: the rally card reads its HQ and the three places as typed; no HQ picked waits for one', () => {
    const r = card(cards(), 'rally');
    expect(shown(evalOf(r, defaults(r)))).toEqual(shown(rallyEvaluation(s, { hq: 'u3', adjacentEnemy: false, inCover: true, outOfLos: false }, ctx)));
    expect(evalOf(r, { hq: 'u3', adjacentEnemy: true, inCover: false, outOfLos: false }).errors).toEqual([
      { key: 'wta.error.rallyAdjacent_hq' },
      { key: 'wta.error.rallyExposed_hq' },
    ]);
    expect(evalOf(r, { hq: 'u3', adjacentEnemy: false, inCover: false, outOfLos: true }).errors).toEqual([]);
    expect(evalOf(r, { hq: 'u3', adjacentEnemy: 'yes', inCover: 'yes', outOfLos: 'yes' }).errors).toEqual([{ key: 'wta.error.rallyExposed_hq' }]);
    expect(evalOf(r, { hq: null, adjacentEnemy: false, inCover: true, outOfLos: false }).waiting).toEqual([{ key: 'wta.error.pickHq' }]);
  });
  it('12.4: the recon card reads the scout, the marker and the range (1–20) as typed', () => {
    const c = card(cards(), 'recon');
    const rs = run(board(), []);
    const rc = card(calculators(rs, ctx), 'recon');
    expect(shown(evalOf(rc, defaults(rc)))).toEqual(shown(reconEvaluation(rs, { scout: 'typed', target: 'u4', range: 2 }, settings)));
    expect(shown(evalOf(rc, { scout: 'u1', target: 'u9', range: 4 }))).toEqual(shown(reconEvaluation(rs, { scout: 'u1', target: 'u9', range: 4 }, settings)));
    expect(evalOf(rc, { scout: 'u1', target: 'u4', range: 21 }).errors).toEqual([
      { key: 'engine.input.waitingFor', params: { field: { key: 'wta.field.range' } } },
    ]);
    expect(evalOf(rc, { scout: 'u6', target: 'u4', range: 2 }).errors).toEqual([{ key: 'wta.error.sameSide' }]);
    expect(evalOf(rc, { scout: null, target: 'u4', range: 2 }).errors).toEqual([]);
    expect(evalOf(rc, { scout: 'u1', target: null, range: 2 }).waiting).toEqual([{ key: 'wta.error.pickMarker' }]);
    expect(c.id).toBe('recon');
  });
  it('4.3.5: the bridge card reads the work, the bridge, its name and modifier (−10…+10), the engineer and the enemy across as typed', () => {
    const b = card(cards(), 'bridge');
    expect(shown(evalOf(b, defaults(b)))).toEqual(
      shown(bridgeEvaluation(s, { bridge: 'b10', work: 'demolish', engineer: 'u7', enemyAcross: false, name: '', mod: 0 }, settings)),
    );
    expect(shown(evalOf(b, { work: 'repair', bridge: 'b11', name: '', mod: 0, engineer: 'u7', enemyAcross: false }))).toEqual(
      shown(bridgeEvaluation(s, { bridge: 'b11', work: 'repair', engineer: 'u7', enemyAcross: false, name: '', mod: 0 }, settings)),
    );
    expect(evalOf(b, { work: '?', bridge: 'b11', name: '', mod: 0, engineer: 'u7', enemyAcross: false }).errors).toEqual([{ key: 'wta.error.bridgeDown' }]);
    expect(evalOf(b, { work: 'demolish', bridge: 'b10', name: '', mod: 0, engineer: 'u7', enemyAcross: true }).errors).toEqual([
      { key: 'wta.error.demolitionEnemy' },
    ]);
    expect(shown(evalOf(b, { work: 'demolish', bridge: null, name: 'Pont', mod: 2, engineer: null, enemyAcross: false }))).toEqual(
      shown(bridgeEvaluation(s, { bridge: 'new', work: 'demolish', engineer: 'typed', enemyAcross: false, name: 'Pont', mod: 2 }, settings)),
    );
    expect(evalOf(b, { work: 'demolish', bridge: 'new', name: null, mod: 11, engineer: 'typed', enemyAcross: false }).errors).toEqual([
      { key: 'engine.input.waitingForText', params: { field: { key: 'wta.field.bridgeName' } } },
    ]);
    expect(evalOf(b, { work: 'demolish', bridge: 'new', name: 'Pont', mod: 11, engineer: 'typed', enemyAcross: false }).errors).toEqual([
      { key: 'engine.input.waitingFor', params: { field: { key: 'wta.field.bridgeMod' } } },
    ]);
  });
});

describe("the fire form's kinds of shot (5.2, 5.5.1, 11.1) and the hex's protection (4.3.4)", () => {
  it('the form opens typed, anti-personnel not chosen, 1 hex, open ground read off the roster, no kind of shot', () => {
    expect(defaultFireForm()).toEqual({
      firer: 'typed',
      target: 'typed',
      attack: null,
      range: 1,
      dice: null,
      firerEngineers: false,
      firerHalfLost: false,
      elements: null,
      armour: '-',
      apTarget: true,
      eligible: true,
      terrainMod: 0,
      advancing: false,
      opportunity: false,
      final: false,
      returnFire: false,
      urban: false,
      roadBonus: false,
      cover: 'auto',
      room: null,
    });
    expect(defaultArtilleryForm()).toEqual({
      hq: 'typed',
      side: 'allies',
      radio: null,
      line: 0,
      batteryDice: null,
      target: 'typed',
      range: 1,
      terrainMod: 0,
      elements: null,
      armour: '-',
      starred: false,
      hidden: false,
      eligible: true,
      cover: 'auto',
      room: null,
    });
  });
  it('4.3.4: a trench protects as a trench, a bunker as a bunker; open ground and a city do not', () => {
    expect((['trench', 'bunker', 'open', 'city'] as const).map(protectionOf)).toEqual(['trench', 'bunker', 'none', 'none']);
  });
  it('5.2, 5.5.1, 11.1: one kind at a time; the road bonus stays under opportunity fire only', () => {
    const f = { ...defaultFireForm(), roadBonus: true };
    for (const kind of ['fire', 'advancing', 'opportunity', 'final', 'returnFire'] as const) {
      const w = withFireKind(f, kind);
      expect(fireKindOf(w)).toBe(kind);
      expect([w.advancing, w.opportunity, w.final, w.returnFire, w.roadBonus]).toEqual([
        kind === 'advancing',
        kind === 'opportunity',
        kind === 'final',
        kind === 'returnFire',
        kind === 'opportunity',
      ]);
    }
    expect(withFireKind({ ...defaultFireForm(), roadBonus: false }, 'opportunity').roadBonus).toBe(false);
    expect(fireKindOf({ advancing: true, opportunity: true, final: true, returnFire: true })).toBe('final');
    expect(fireKindOf({ advancing: true, opportunity: true, final: false, returnFire: true })).toBe('opportunity');
    expect(fireKindOf({ advancing: true, opportunity: false, final: false, returnFire: true })).toBe('returnFire');
  });
});

describe('5.6, 5.6.1, 12.2: the artillery call', () => {
  /** u7 a sealed Axis marker (5); the Allies (American) have 3 batteries this turn, 1 used; the Axis 2. */
  const g = run(game('basic'), [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 5, seal: 'abcdef0123' })]);
  const s = { ...g, sides: { allies: { ...g.sides.allies, batteriesAvailable: 3, batteriesUsed: 1 }, axis: { ...g.sides.axis, batteriesAvailable: 2 } } };
  const f = { ...defaultArtilleryForm(), hq: 'u3', target: 'u4', line: 0 };
  const waitingFor = (field: string) => ({ key: 'engine.input.waitingFor', params: { field: { key: `wta.field.${field}` } } });
  const usCall = [
    { key: 'wta.hq.radioDice', params: { n: 3 }, rule: '5.6' },
    { key: 'wta.proc.batteriesLeft', params: { side: side('allies'), n: 2 }, rule: '3.1' },
    { key: 'wta.radio.americanRule', rule: '5.6.1' },
  ];
  it("5.6: everything missing is said at once — the HQ, the target, the range, the terrain, the elements, the battery's dice, the radio dice", () => {
    const e = artilleryEvaluation(
      s,
      { ...defaultArtilleryForm(), hq: 'u99', target: 'u99', range: null, terrainMod: null, elements: null, line: -1, batteryDice: null, radio: null },
      settings,
    );
    expect([e.errors, e.derivation]).toEqual([
      [
        { key: 'wta.error.pickHq' },
        { key: 'wta.error.pickTarget' },
        waitingFor('range'),
        waitingFor('terrainMod'),
        waitingFor('elements'),
        waitingFor('batteryDice'),
        waitingFor('radio'),
      ],
      [],
    ]);
    expect(artilleryEvaluation(s, { ...f, line: 2, batteryDice: null }, settings).errors).toEqual([waitingFor('batteryDice')]);
    expect(artilleryEvaluation(s, { ...f, line: 2, batteryDice: 4 }, settings).derivation).toContainEqual({
      key: 'wta.bombard.battery',
      params: { n: 4 },
      rule: '5.6',
    });
    expect(artilleryEvaluation(s, { ...f, line: 1 }, settings).derivation).toContainEqual({ key: 'wta.bombard.battery', params: { n: 4 }, rule: '5.6' });
  });
  it("5.6: not at one's own side, only by an HQ, and not with no radio die", () => {
    expect(artilleryEvaluation(s, { ...f, target: 'u1' }, settings).errors).toEqual([{ key: 'wta.error.sameSide' }]);
    expect(artilleryEvaluation(s, { ...f, hq: 'u2' }, settings).errors).toEqual([{ key: 'wta.error.hqOnly' }]);
    const e = artilleryEvaluation(s, { ...f, hq: 'typed', radio: 0 }, settings);
    expect([e.errors, e.derivation]).toEqual([[{ key: 'wta.error.no_radioDice' }], [{ key: 'wta.hq.radioDiceTyped', params: { n: 0 }, rule: '5.6' }]]);
  });
  it('A7: with every battery of the turn used, the call is refused after saying none is left', () => {
    const used = { ...s, sides: { ...s.sides, allies: { ...s.sides.allies, batteriesUsed: 3 } } };
    const e = artilleryEvaluation(used, f, settings);
    expect([e.errors, e.derivation]).toEqual([
      [{ key: 'wta.error.noBatteries' }],
      [
        { key: 'wta.hq.radioDice', params: { n: 3 }, rule: '5.6' },
        { key: 'wta.proc.batteriesLeft', params: { side: side('allies'), n: 0 }, rule: '3.1' },
      ],
    ]);
  });
  it('5.6.1: the US HQ on the grenadiers: 3 radio dice, 2 batteries left, the American rule, the target and its 4 elements, 3 dice', () => {
    const e = artilleryEvaluation(s, f, settings);
    expect(e.errors).toEqual([]);
    expect(e.derivation).toEqual([
      ...usCall,
      { key: 'wta.fire.target', params: { unit: unitName('Grenadiere', 'axis'), n: 4 }, rule: '2.2' },
      { key: 'wta.bombard.battery', params: { n: 3 }, rule: '5.6' },
      { key: 'wta.bombard.roll', params: { n: 3 }, rule: '5.6', tone: 'result' },
    ]);
  });
  it('5.6.1, A8: the radio roll of the American HQ — 3 dice, its rule 5.6.1; the odds of no battery, 1, or both left; read from the faces', () => {
    const q = first(artilleryEvaluation(s, f, settings));
    if (q?.kind !== 'roll') throw new Error('a roll first');
    expect([q.id, q.roll.label, q.roll.rule, q.roll.dice.length]).toEqual(['radio', { key: 'wta.proc.radioRoll' }, '5.6.1', 3]);
    expect(q.odds.map((o) => [o.id, o.label, o.tone, o.p])).toEqual([
      ['fail', { key: 'wta.odds.radioFail' }, 'bad', frac(8, 27)],
      ['batteries-1', { key: 'wta.odds.batteries', params: { n: 1 } }, 'good', frac(4, 9)],
      ['batteries-2', { key: 'wta.odds.batteries', params: { n: 2 } }, 'good', frac(7, 27)],
    ]);
    expect([roll('ap', 'ap', 'flag'), roll('radio', 'ap', 'ap'), roll('radio', 'radio', 'radio')].map((r) => q.outcomeOf(r.faces))).toEqual([
      'fail',
      'batteries-1',
      'batteries-2',
    ]);
  });
  it('5.6: the German HQ on the M10 (starred): 2 radio dice, rule 5.6, contact 5/9; a failed call activates the HQ and uses no battery', () => {
    const e = artilleryEvaluation(s, { ...f, hq: 'u5', target: 'u1' }, settings);
    expect(e.derivation).toEqual([
      { key: 'wta.hq.radioDice', params: { n: 2 }, rule: '5.6' },
      { key: 'wta.proc.batteriesLeft', params: { side: side('axis'), n: 2 }, rule: '3.1' },
      { key: 'wta.fire.target', params: { unit: unitName('Cacciacarri M10*', 'allies'), n: 3 }, rule: '2.2' },
      { key: 'wta.bombard.battery', params: { n: 3 }, rule: '5.6' },
      { key: 'wta.bombard.starred', rule: '5.6' },
      { key: 'wta.bombard.roll', params: { n: 3 }, rule: '5.6', tone: 'result' },
    ]);
    const q = first(e);
    if (q?.kind !== 'roll') throw new Error('a roll first');
    expect([q.roll.rule, q.odds.map((o) => [o.id, o.label, o.p])]).toEqual([
      '5.6',
      [
        ['fail', { key: 'wta.odds.radioFail' }, frac(4, 9)],
        ['batteries-1', { key: 'wta.odds.contact', params: { n: 1 } }, frac(5, 9)],
      ],
    ]);
    expect(play(e, { rolls: { radio: roll('flag', 'ap') } })).toMatchObject({
      derivation: [
        { key: 'wta.radio.faces', params: { n: 0 }, rule: '5.6' },
        { key: 'wta.radio.failed', rule: '5.6', tone: 'result' },
      ],
      events: [ev('wta/activate', { unit: 'u5', action: 'artillery' })],
    });
    expect(play(e, { rolls: { radio: roll('flag') } }).pending?.id).toBe('radio');
  });
  it("12.0, 12.2: the Germans bombard the hidden M10 (marker 3): the marker is shown; its elements and its armour are kept for the Allies' eyes, the dice rolled are not", () => {
    const hidden = { ...s, units: s.units.map((u) => (u.id === 'u1' ? { ...u, hidden: 3 } : u)) };
    const e = artilleryEvaluation(hidden, { ...f, hq: 'u5', target: 'u1' }, settings);
    expect(e.derivation).toEqual([
      { key: 'wta.hq.radioDice', params: { n: 2 }, rule: '5.6' },
      { key: 'wta.proc.batteriesLeft', params: { side: side('axis'), n: 2 }, rule: '3.1' },
      { key: 'wta.bombard.hiddenTarget', params: { unit: marker(3, 'allies') }, rule: '12.0' },
      { key: 'wta.bombard.hiddenElements', params: { n: 3 }, rule: '2.2', secret: true },
      { key: 'wta.bombard.battery', params: { n: 3 }, rule: '5.6' },
      { key: 'wta.bombard.starred', rule: '5.6', secret: true },
      { key: 'wta.bombard.hidden', params: { n: 1 }, rule: '12.2' },
      { key: 'wta.bombard.roll', params: { n: 1 }, rule: '5.6', tone: 'result' },
    ]);
    // Nothing public names the unit under the marker.
    expect(JSON.stringify(e.derivation.filter((x) => !x.secret))).not.toContain('M10');
  });
  it('A35: a sealed marker is bombarded as typed: its elements and hiding from the form (12.2: −2 dice), said as a warning', () => {
    const e = artilleryEvaluation(s, { ...f, target: 'u7', elements: 3, hidden: false }, settings);
    expect(e.derivation).toEqual([
      ...usCall,
      { key: 'wta.books.sealed.target', params: { unit: marker(5, 'axis') }, rule: 'A35', tone: 'warning' },
      { key: 'wta.bombard.battery', params: { n: 3 }, rule: '5.6' },
      { key: 'wta.bombard.hidden', params: { n: 1 }, rule: '12.2' },
      { key: 'wta.bombard.roll', params: { n: 1 }, rule: '5.6', tone: 'result' },
    ]);
  });
  it("5.6: a typed target takes the form's armour and star (a starred vehicle loses no die); with no dice left the call is refused", () => {
    const typedT = { ...f, target: 'typed', elements: 2, armour: 'H' as const, starred: true, eligible: false };
    expect(artilleryEvaluation(s, typedT, settings).derivation.map((x) => x.key)).toEqual([
      ...usCall.map((x) => x.key),
      'wta.bombard.battery',
      'wta.bombard.starred',
      'wta.bombard.roll',
    ]);
    expect(artilleryEvaluation(s, { ...typedT, starred: false }, settings).derivation.slice(4)).toEqual([
      { key: 'wta.bombard.armour_H', params: { n: 1 }, rule: '5.6' },
      { key: 'wta.bombard.roll', params: { n: 1 }, rule: '5.6', tone: 'result' },
    ]);
    const none = artilleryEvaluation(s, { ...f, terrainMod: -3 }, settings);
    expect(none.errors).toEqual([{ key: 'wta.error.noDiceNoAttack' }]);
  });
  it('5.6, 5.6.1: two batteries fire in turn, each its own roll of 3 dice with its number; 1 then 2 explosions: 3 losses, 2 hexes of retreat, disorganized', () => {
    const e = artilleryEvaluation(s, f, settings);
    const one = play(e, { rolls: { radio: roll('radio', 'radio', 'ap') } });
    expect(one.derivation).toEqual([
      { key: 'wta.radio.faces', params: { n: 2 }, rule: '5.6' },
      { key: 'wta.radio.american', params: { n: 2 }, rule: '5.6.1' },
      { key: 'wta.radio.contact', params: { n: 2 }, rule: '5.6.1', tone: 'result' },
    ]);
    const q1 = one.pending;
    if (q1?.kind !== 'roll') throw new Error('battery 1');
    expect([q1.id, q1.roll.label, q1.roll.rule, q1.roll.dice.length]).toEqual(['battery1', { key: 'wta.roll.battery', params: { i: 1, n: 3 } }, '5.6', 3]);
    expect(q1.odds.map((o) => [o.id, o.p])).toEqual([
      ['losses-0', frac(125, 216)],
      ['losses-1', frac(25, 72)],
      ['losses-2', frac(5, 72)],
      ['losses-3', frac(1, 216)],
    ]);
    expect(
      [roll('ap', 'ap', 'ap'), roll('explosion', 'explosion', 'ap'), roll('explosion', 'explosion', 'explosion')].map((r) => q1.outcomeOf(r.faces)),
    ).toEqual(['losses-0', 'losses-2', 'losses-3']);
    const two = play(e, { rolls: { radio: roll('radio', 'radio', 'ap'), battery1: roll('explosion', 'ap', 'ap') } });
    const q2 = two.pending;
    if (q2?.kind !== 'roll') throw new Error('battery 2');
    expect([q2.id, q2.roll.label]).toEqual(['battery2', { key: 'wta.roll.battery', params: { i: 2, n: 3 } }]);
    // the target has 3 elements left after the first battery: 3 explosions eliminate it.
    expect(q2.odds.map((o) => [o.id, o.p])).toEqual([
      ['losses-0', frac(125, 216)],
      ['losses-1', frac(25, 72)],
      ['losses-2', frac(5, 72)],
      ['eliminated', frac(1, 216)],
    ]);
    expect(q2.outcomeOf(roll('explosion', 'explosion', 'explosion').faces)).toBe('eliminated');
    expect(two.derivation.slice(3)).toEqual([
      { key: 'wta.roll.batteryRead', params: { i: 1, n: 1 }, rule: '5.6' },
      { key: 'wta.loss.losses', params: { n: 1 }, rule: '5.3', tone: 'result' },
    ]);
    expect(play(e, { rolls: { radio: roll('radio', 'radio', 'ap'), battery1: roll('explosion', 'ap') } }).pending?.id).toBe('battery1');
    const done = play(e, {
      rolls: { radio: roll('radio', 'radio', 'ap'), battery1: roll('explosion', 'ap', 'ap'), battery2: roll('explosion', 'explosion', 'ap') },
    });
    expect(done.derivation.slice(5)).toEqual([
      { key: 'wta.roll.batteryRead', params: { i: 2, n: 2 }, rule: '5.6' },
      { key: 'wta.loss.losses', params: { n: 2 }, rule: '5.3', tone: 'result' },
      { key: 'wta.roll.callLosses', params: { n: 3 }, rule: '5.6.1' },
      { key: 'wta.retreat.hexes', params: { n: 2 }, rule: '5.4', tone: 'warning' },
      { key: 'wta.retreat.disorganized', rule: '5.4.1', tone: 'warning' },
      { key: 'wta.retreat.elementsLeft', params: { n: 1, losses: 3 }, rule: '2.2', tone: 'result' },
    ]);
    expect(done.events).toEqual([
      ev('wta/activate', { unit: 'u3', action: 'artillery' }),
      ev('wta/batteries', { side: 'allies', used: 2 }),
      ev('wta/fire-result', { unit: 'u4', losses: 3, disorganized: true }),
    ]);
  });
  it("5.6: a typed HQ's failed call only notes the roll; an HQ already activated is not activated again; no loss on a typed target records only the batteries", () => {
    expect(
      play(artilleryEvaluation(s, { ...f, hq: 'typed', side: 'axis', radio: 1, target: 'typed', elements: 2 }, settings), { rolls: { radio: roll('ap') } })
        .events,
    ).toEqual([ev('wta/noted', { what: 'radio', losses: 0 })]);
    const acted = { ...s, units: s.units.map((u) => (u.id === 'u3' ? { ...u, action: 'artillery' as const } : u)) };
    expect(play(artilleryEvaluation(acted, f, settings), { rolls: { radio: roll('flag', 'ap', 'ap') } }).events).toEqual([
      ev('wta/noted', { what: 'radio', losses: 0 }),
    ]);
    expect(play(artilleryEvaluation(acted, f, settings), { rolls: { radio: roll('radio', 'ap', 'ap'), battery1: roll('ap', 'ap', 'ap') } }).events).toEqual([
      ev('wta/batteries', { side: 'allies', used: 1 }),
    ]);
    expect(
      play(artilleryEvaluation(s, { ...f, target: 'typed', elements: 2 }, settings), {
        rolls: { radio: roll('radio', 'ap', 'ap'), battery1: roll('explosion', 'ap', 'ap') },
      }).events,
    ).toEqual([ev('wta/activate', { unit: 'u3', action: 'artillery' }), ev('wta/batteries', { side: 'allies', used: 1 })]);
  });
});

describe('5.0–5.5.1: the fire calculator', () => {
  const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 4 })]);
  const plan = (p: Partial<FireForm>) => firePlan(s, { ...defaultFireForm(), ...p }, settings);
  const waitingFor = (field: string) => ({ key: 'engine.input.waitingFor', params: { field: { key: `wta.field.${field}` } } });
  const rifleAtGrenadiers = [
    { key: 'wta.fire.firer', params: { unit: unitName('Rifle Bn', 'allies') }, rule: '3.2' },
    { key: 'wta.fire.target', params: { unit: unitName('Grenadiere', 'axis'), n: 4 }, rule: '2.2' },
    { key: 'wta.fire.attackType', params: { attack: { key: 'wta.attack.ap' } }, rule: '5.0' },
    { key: 'wta.fire.base_ap', params: { range: 1, n: 3 }, rule: '5.2' },
    { key: 'wta.fire.blackDice', params: { n: 3 }, rule: '5.2' },
    { key: 'wta.fire.rollBlack', params: { n: 3 }, rule: '5.3', tone: 'result' },
    { key: 'wta.odds.pool', params: { n: 3, faces: { key: 'wta.odds.faces_ap' } }, rule: '5.3' },
    { key: 'wta.odds.retreat', params: prob(frac(7, 27)), rule: '5.4' },
    { key: 'wta.odds.disorganized', params: prob(frac(7, 27)), rule: '5.4.1' },
  ];
  it("everything missing is said at once: firer, target, range, terrain, the typed target's elements and armour for AT fire, the typed firer's dice", () => {
    const p = plan({ firer: 'u99', target: 'u99', range: null, terrainMod: null, attack: 'at' });
    expect([p.evaluation.errors, p.evaluation.derivation]).toEqual([
      [
        { key: 'wta.error.pickUnit' },
        { key: 'wta.error.pickTarget' },
        waitingFor('range'),
        waitingFor('terrainMod'),
        waitingFor('elements'),
        { key: 'wta.firePanel.pickArmour' },
        waitingFor('dice'),
      ],
      [],
    ]);
    expect({ ...p, evaluation: undefined, odds: undefined }).toEqual({
      evaluation: undefined,
      odds: undefined,
      firer: null,
      target: null,
      allowed: ['ap', 'at'],
      attack: null,
      kinds: ['fire', 'advancing', 'opportunity', 'returnFire'],
      kind: 'fire',
      noShot: null,
      asks: { urban: false, engineers: false, terrain: true },
      cover: 'open',
      trench: null,
      eligible: true,
      engineers: false,
      dice: null,
    });
    expect(plan({ attack: 'at', armour: 'M', elements: 2, dice: 2 }).evaluation.errors).toEqual([]);
  });
  it('3.2, 5.0, 5.2, 5.3: the rifle at the grenadiers, 1 hex: each line with its rule, 3 black dice, 7/27 to make them retreat and disorganize them', () => {
    const p = plan({ firer: 'u2', target: 'u4' });
    expect(p.evaluation.errors).toEqual([]);
    expect(p.evaluation.derivation).toEqual(rifleAtGrenadiers);
    expect({ ...p, evaluation: undefined, odds: undefined, firer: p.firer?.id, target: p.target?.id }).toEqual({
      evaluation: undefined,
      odds: undefined,
      firer: 'u2',
      target: 'u4',
      allowed: ['ap'],
      attack: 'ap',
      kinds: ['fire', 'advancing', 'opportunity'],
      kind: 'fire',
      noShot: null,
      asks: { urban: false, engineers: false, terrain: true },
      cover: 'open',
      trench: null,
      eligible: true,
      engineers: false,
      dice: 3,
    });
    const q = first(p.evaluation);
    if (q?.kind !== 'roll') throw new Error('a roll first');
    expect([q.id, q.roll.label, q.roll.rule, q.roll.dice.length]).toEqual(['fire', { key: 'wta.roll.fire_ap', params: { n: 3 } }, '5.3', 3]);
    expect(q.odds.map((o) => [o.id, o.label, o.tone, o.p])).toEqual([
      ['losses-0', { key: 'wta.odds.losses', params: { n: 0 } }, 'bad', frac(8, 27)],
      ['losses-1', { key: 'wta.odds.losses', params: { n: 1 } }, 'good', frac(4, 9)],
      ['losses-2', { key: 'wta.odds.losses', params: { n: 2 } }, 'good', frac(2, 9)],
      ['losses-3', { key: 'wta.odds.losses', params: { n: 3 } }, 'good', frac(1, 27)],
    ]);
    expect([roll('radio', 'radio', 'flag'), roll('ap', 'ap', 'flag')].map((r) => q.outcomeOf(r.faces))).toEqual(['losses-0', 'losses-2']);
  });
  it('5.3, 5.4, 5.4.1: two hits: 2 losses, 1 hex back, disorganized; the firer activated and the result on the roster', () => {
    const done = play(plan({ firer: 'u2', target: 'u4' }).evaluation, { rolls: { fire: roll('ap', 'ap', 'flag') } });
    expect(done.derivation).toEqual([
      { key: 'wta.fire.read_ap', params: { n: 2 }, rule: '5.3' },
      { key: 'wta.loss.losses', params: { n: 2 }, rule: '5.3', tone: 'result' },
      { key: 'wta.retreat.hexes', params: { n: 1 }, rule: '5.4', tone: 'warning' },
      { key: 'wta.retreat.disorganized', rule: '5.4.1', tone: 'warning' },
      { key: 'wta.retreat.elementsLeft', params: { n: 2, losses: 2 }, rule: '2.2', tone: 'result' },
    ]);
    expect(done.events).toEqual([
      ev('wta/activate', { unit: 'u2', action: 'fire' }),
      ev('wta/fire-result', { unit: 'u4', losses: 2, disorganized: true, finalFire: false }),
    ]);
    expect(play(plan({ firer: 'u2', target: 'u4' }).evaluation, { rolls: { fire: roll('ap', 'ap') } }).pending?.id).toBe('fire');
  });
  it('5.0: anti-tank fire chosen at infantry is not allowed: said as a warning, and the fire is anti-personnel', () => {
    const d = plan({ firer: 'u1', target: 'u4', attack: 'at' }).evaluation.derivation;
    expect(d.slice(1, 4)).toEqual([
      { key: 'wta.fire.target', params: { unit: unitName('Grenadiere', 'axis'), n: 4 }, rule: '2.2' },
      { key: 'wta.fire.attackNotAllowed', params: { attack: { key: 'wta.attack.at' } }, rule: '5.0', tone: 'warning' },
      { key: 'wta.fire.attackType', params: { attack: { key: 'wta.attack.ap' } }, rule: '5.0' },
    ]);
  });
  it('5.2, 5.3: advancing fire at a typed target of 2: 2 dice; the firer activated as advancing, the roll said for a typed target', () => {
    const done = play(plan({ firer: 'u2', target: 'typed', elements: 2, advancing: true }).evaluation, { rolls: { fire: roll('ap', 'flag') } });
    expect(done.events).toEqual([ev('wta/activate', { unit: 'u2', action: 'advanceFire' })]);
    expect(done.derivation.at(-1)).toEqual({ key: 'wta.fire.typedTarget', rule: '5.3' });
    expect(play(plan({ dice: 2, elements: 2 }).evaluation, { rolls: { fire: roll('ap', 'flag') } }).events).toEqual([
      ev('wta/noted', { what: 'fire', losses: 1 }),
    ]);
    expect(plan({ firer: 'u2', target: 'u1' }).evaluation.errors).toEqual([{ key: 'wta.error.sameSide' }]);
    expect(plan({ firer: 'u2', target: 'u4', returnFire: true }).evaluation.errors).toEqual([
      { key: 'wta.error.returnFireNotStopped', params: { unit: unitName('Rifle Bn', 'allies') } },
    ]);
  });
  it("5.5.1, 11.1: opportunity fire records the marker, not an activation; final fire records the firer's final fire (11.0), not an activation", () => {
    const opp = plan({ firer: 'u2', target: 'u4', opportunity: true });
    expect(play(opp.evaluation, { rolls: { fire: roll(...Array<string>(opp.dice ?? 0).fill('radio')) } }).events).toEqual([ev('wta/opp-fire', { unit: 'u2' })]);
    const fin = plan({ firer: 'u2', target: 'u4', final: true });
    expect(play(fin.evaluation, { rolls: { fire: roll(...Array<string>(fin.dice ?? 0).fill('radio')) } }).events).toEqual([
      ev('wta/final-fire', { unit: 'u2' }),
    ]);
    const acted = { ...s, units: s.units.map((u) => (u.id === 'u2' ? { ...u, action: 'move' as const } : u)) };
    // 3.2: a unit activated to move does not fire (it is not offered a shot, and says why).
    const moved = firePlan(acted, { ...defaultFireForm(), firer: 'u2', target: 'u4' }, settings);
    expect(moved.kinds).toEqual([]);
    expect(moved.evaluation.errors.map((e) => e.key)).toEqual(['wta.fire.noShot']);
  });
  it('4.3.4: a trench marker on the target is read off the roster and named, with the odds of removing it (4.3.4.1)', () => {
    const t = run(s, [ev('wta/trench-add', { unit: 'u4' })]);
    const p = firePlan(t, { ...defaultFireForm(), firer: 'u2', target: 'u4' }, settings);
    expect(p.cover).toBe('trench');
    expect(p.evaluation.derivation).toContainEqual({ key: 'wta.firePanel.trenchMarker', params: { unit: unitName('Grenadiere', 'axis') }, rule: '4.3.4' });
    expect(p.evaluation.derivation.at(-1)).toMatchObject({ key: 'wta.odds.trenchRemoved', rule: '4.3.4.1' });
    expect(firePlan(t, { ...defaultFireForm(), firer: 'u2', target: 'u4', cover: 'open' }, settings).evaluation.derivation.map((x) => x.key)).not.toContain(
      'wta.firePanel.trenchMarker',
    );
    const chosen = firePlan(t, { ...defaultFireForm(), firer: 'u2', target: 'u4', cover: 'trench' }, settings);
    expect([chosen.cover, chosen.trench?.unit]).toEqual(['trench', 'u4']);
    expect(chosen.evaluation.derivation).toContainEqual({ key: 'wta.firePanel.trenchMarker', params: { unit: unitName('Grenadiere', 'axis') }, rule: '4.3.4' });
  });
});
