// 9.1, 10.1.1, 10.1.4, 10.2.1, 11, 11.1, 11.1.1-11.1.3, 11.2, 14.3.2, 8.3.1, 17.1.3, 18.4.1, A32:
// the bombardment calculator line by line — the source and its value, the column, the refusals with
// their messages, the roll and what the result does. The Bombardment Table cells are synthetic.
import { describe, expect, it } from 'vitest';
import { frac, noAnswers } from '@/engine';
import type { Step } from '@/engine/types';
import { bombardSide, bombColumn, evaluateBombard, type BombardInput } from '@/games/armir/bombard';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, next, physical, setUp } from './helpers';
import { answer } from '../../support/answers';

const lines = (d: Step[]) => d.map((s) => [s.rule, s.key.replace('armir.bombard.', ''), s.params ?? null, s.tone ?? null]);
const msg = (key: string, params?: Record<string, unknown>) => (params ? { key: `armir.bombard.${key}`, params } : { key: `armir.bombard.${key}` });
const CELLS = { '3|1': '-', '3|2': 'DSG', '3|3': 'DSG1', '3|4': 'DSG1', '3|5': 'DSG', '3|6': '-', '4|1': 'DSG', '4|2': '-' };
const bctx = (settings = {}, cells: Record<string, string> = CELLS) => ctxWith({}, settings, cells);
/** Turn 1, phase 8 of B1: the second bombardment phase (18.4). */
const inPhase = (): ArmirState => apply(setUp(), [next, next]);
const sov = (o: Partial<BombardInput> = {}): BombardInput => ({
  source: 'soviet-artillery',
  army: 'army1',
  points: 3,
  strongholdTarget: false,
  target: ' Hill 220 ',
  ...o,
});
const ita = (o: Partial<BombardInput> = {}): BombardInput => ({ source: 'italian-artillery', bf: 3, strongholdTarget: false, target: 'Hill 220', ...o });
const air = (o: Partial<BombardInput> = {}): BombardInput => ({ source: 'air', strongholdTarget: false, target: 'Hill 220', ...o });

describe('11.1.1, 10.2.1: a Soviet army bombards with the points it declares', () => {
  it('3 of its 3 points: column 3, "1 army, 3 points of 3, 0 left", within 3 hexes of its HQ, once a hex', () => {
    const e = evaluateBombard(sov(), inPhase(), bctx());
    expect(e.errors).toEqual([]);
    expect(lines(e.derivation)).toEqual([
      ['11.1.1', 'soviet', { points: 3, pool: 3, army: '1', left: 0 }, null],
      ['10.2.1', 'sovietRange', null, null],
      ['11', 'oncePerHex', null, null],
      ['11.1', 'column', { col: '3' }, 'result'],
    ]);
  });

  it('the army is named as the players named it; army 3 unnamed is "3"', () => {
    const s = inPhase();
    const named = { ...s, armies: { ...s.armies, army1: { ...s.armies.army1, name: '6th' } } };
    expect(lines(evaluateBombard(sov(), named, bctx()).derivation)[0][2]).toMatchObject({ army: '6th' });
    expect(lines(evaluateBombard(sov({ army: 'army3', points: 2 }), s, bctx()).derivation)[0][2]).toEqual({ points: 2, pool: 4, army: '3', left: 2 });
    expect(lines(evaluateBombard(sov({ army: 'army2', points: 1 }), s, bctx()).derivation)[0][2]).toEqual({ points: 1, pool: 2, army: '2', left: 1 });
  });

  it('a 4 (DSG1) on the Soviet roll: DSG, one step lost by the stack, allocated by the owner, the marker gone at the end of the combat phase', () => {
    const r = answer(evaluateBombard(sov(), inPhase(), bctx()), physical(4));
    expect(lines(r.derivation)).toEqual([
      ['11.1', 'armir.combat.rolled', { die: 4, drm: 0, total: 4 }, null],
      ['11.1.3', 'applied.DSG1', { target: 'Hill 220' }, 'result'],
      ['11.2', 'dsgEffect', null, null],
      ['12.2.1', 'armir.combat.allocation', null, null],
      ['11.2.1', 'dsgRemoval', null, null],
    ]);
    expect(r.events.map((x) => [x.type, x.payload])).toEqual([
      [
        'armir/bombard',
        {
          source: 'soviet-artillery',
          side: 'soviet',
          army: 'army1',
          points: 3,
          column: '3',
          die: 4,
          total: 4,
          result: 'DSG1',
          paSpent: 0,
          target: 'Hill 220',
          targetEntry: undefined,
        },
      ],
    ]);
  });

  it('a 2 (DSG): disorganised, no step lost; a 1 (-): nothing happens', () => {
    expect(lines(answer(evaluateBombard(sov(), inPhase(), bctx()), physical(2)).derivation).slice(1)).toEqual([
      ['11.1.3', 'applied.DSG', { target: 'Hill 220' }, 'result'],
      ['11.2', 'dsgEffect', null, null],
      ['11.2.1', 'dsgRemoval', null, null],
    ]);
    expect(lines(answer(evaluateBombard(sov(), inPhase(), bctx()), physical(1)).derivation).slice(1)).toEqual([
      ['11.1.3', 'applied.none', { target: 'Hill 220' }, 'result'],
    ]);
  });

  it('the odds before the roll: each result with its chance, good when it disorganises', () => {
    const q = evaluateBombard(sov(), inPhase(), bctx()).resolve(noAnswers()).next;
    expect(q).toMatchObject({ kind: 'roll', id: 'roll' });
    if (q?.kind !== 'roll') throw new Error('no roll');
    expect(q.roll).toMatchObject({ label: msg('roll'), rule: '11.1' });
    expect(q.odds.map((o) => [o.id, o.label, o.tone])).toEqual([
      ['-', msg('result.none'), 'bad'],
      ['DSG', msg('result.DSG'), 'good'],
      ['DSG1', msg('result.DSG1'), 'good'],
    ]);
    expect(q.outcomeOf([3])).toBe('DSG1');
  });

  it('refused: an army not chosen; an eliminated HQ (17.1.3); an OOS HQ (8.3.1); 0 or 1.5 points; more points than the pool', () => {
    const s = inPhase();
    expect(evaluateBombard(sov({ army: undefined }), s, bctx()).errors).toEqual([msg('err.army')]);
    const gone = { ...s, armies: { ...s.armies, army1: { ...s.armies.army1, hqEliminatedOnTurn: 1 } } };
    expect(evaluateBombard(sov(), gone, bctx()).errors).toEqual([msg('err.hqEliminated')]);
    const oos = { ...s, armies: { ...s.armies, army1: { ...s.armies.army1, hqOos: true } } };
    expect(evaluateBombard(sov(), oos, bctx()).errors).toEqual([msg('err.hqOos')]);
    for (const points of [0, 1.5, null, undefined]) expect(evaluateBombard(sov({ points }), s, bctx()).errors).toEqual([msg('err.points')]);
    expect(evaluateBombard(sov({ points: 4 }), s, bctx()).errors).toEqual([msg('err.pool', { points: 4, pool: 3, army: '1' })]);
    expect(evaluateBombard(sov({ points: 1 }), s, bctx()).errors).toEqual([]);
    const refused = evaluateBombard(sov({ points: 0 }), s, bctx());
    expect(lines(refused.derivation).map((l) => l[1])).toEqual(['oncePerHex']);
    const noTarget = evaluateBombard(sov({ target: '' }), s, bctx());
    expect(lines(noTarget.derivation).map((l) => l[1])).toContain('column');
    expect(noTarget.resolve(noAnswers())).toEqual({ derivation: [], events: [] });
  });

  it('an army chosen before switching to the Italian artillery is not charged: the journal names no army', () => {
    const r = answer(evaluateBombard(ita({ army: 'army1' }), { ...inPhase(), turn: 2 }, bctx()), physical(2));
    expect(r.events[0].payload).toMatchObject({ source: 'italian-artillery', army: undefined, points: 0 });
  });
});

describe('14.3.2: −1 when the Soviet bombards a stronghold hex', () => {
  it('the die 1 − 1 = 0 reads row 1 (A4), said so; never for the Axis', () => {
    const e = evaluateBombard(sov({ strongholdTarget: true }), inPhase(), bctx());
    expect(lines(e.derivation).at(-1)).toEqual(['14.3.2', 'drmStronghold', null, null]);
    const r = answer(e, physical(1));
    expect(lines(r.derivation).slice(0, 3)).toEqual([
      ['14.3.2', 'armir.combat.rolledDrm', { die: 1, drm: -1, total: 0 }, null],
      ['14.3.2', 'row0Clamp', { row: 1 }, null],
      ['11.1.3', 'applied.none', { target: 'Hill 220' }, 'result'],
    ]);
    expect(r.events[0].payload).toMatchObject({ die: 1, total: 0, result: '-' });
    expect(answer(e, physical(3)).events[0].payload).toMatchObject({ total: 2, result: 'DSG' });
    const q = e.resolve(noAnswers()).next;
    if (q?.kind !== 'roll') throw new Error('no roll');
    expect(q.outcomeOf([3])).toBe('DSG');
    expect(q.odds.map((o) => [o.id, o.p])).toEqual([
      ['-', frac(1, 3)],
      ['DSG', frac(1, 3)],
      ['DSG1', frac(1, 3)],
    ]);
    const italian = evaluateBombard(ita({ strongholdTarget: true }), { ...inPhase(), turn: 2 }, bctx());
    expect(lines(italian.derivation).map((l) => l[1])).not.toContain('drmStronghold');
  });
});

describe('10.1.1, 10.1.4, 11.1.2, 11.2, 8.3.1, 18.4.1: the Italian heavy artillery', () => {
  it('BF 3 after turn 1: column 3, 1 PA, alone', () => {
    const s = { ...inPhase(), turn: 2 };
    const e = evaluateBombard(ita(), s, bctx());
    expect(lines(e.derivation)).toEqual([
      ['10.1.1', 'italian', { bf: 3, value: 3 }, null],
      ['10.1.4', 'italianPa', null, null],
      ['11.1.2', 'italianAlone', null, null],
      ['11', 'oncePerHex', null, null],
      ['11.1', 'column', { col: '3' }, 'result'],
    ]);
    expect(answer(e, physical(2)).events[0].payload).toMatchObject({ source: 'italian-artillery', side: 'axis', army: undefined, points: 0, paSpent: 1 });
  });

  it('18.4.1: on turn 1, BF 5 is halved to 3', () => {
    expect(lines(evaluateBombard(ita({ bf: 5 }), inPhase(), bctx()).derivation)[0]).toEqual(['18.4.1', 'italianTurn1', { bf: 5, value: 3 }, null]);
  });

  it('refused: DSG (11.2), OOS (8.3.1), at 0 PA (10.1.4), a BF of 0 or 2.5, each with its message; 1 PA is enough', () => {
    const s = { ...inPhase(), turn: 2 };
    expect(evaluateBombard(ita({ artilleryDsg: true }), s, bctx()).errors).toEqual([msg('err.dsg')]);
    expect(evaluateBombard(ita({ artilleryOos: true }), s, bctx()).errors).toEqual([msg('err.oos')]);
    expect(evaluateBombard(ita(), { ...s, pa: 0 }, bctx()).errors).toEqual([msg('err.noPa')]);
    expect(evaluateBombard(ita(), { ...s, pa: 1 }, bctx()).errors).toEqual([]);
    for (const bf of [0, 2.5, null, undefined]) expect(evaluateBombard(ita({ bf }), s, bctx()).errors).toEqual([msg('err.bf')]);
    expect(evaluateBombard(ita({ bf: 1 }), s, bctx()).errors).toEqual([]);
  });
});

describe("9.1, 9.1.1, 9.1.2: the turn's air unit", () => {
  it('the Axis air unit bombards at 4 anywhere; the Soviet one at 3, within range of a Soviet HQ', () => {
    const s = { ...inPhase(), turn: 2 };
    const axis = evaluateBombard(air(), { ...s, airUnit: { owner: 'axis', value: 4, used: false } }, bctx());
    expect(lines(axis.derivation).slice(0, 2)).toEqual([
      ['9.1', 'air.axis', { value: 4 }, null],
      ['11', 'oncePerHex', null, null],
    ]);
    expect(bombardSide(air(), { ...s, airUnit: { owner: 'axis', value: 4, used: false } })).toBe('axis');
    const soviet = evaluateBombard(air(), { ...s, airUnit: { owner: 'soviet', value: 3, used: false } }, bctx());
    expect(lines(soviet.derivation).slice(0, 2)).toEqual([
      ['9.1', 'air.soviet', { value: 3 }, null],
      ['9.1.2', 'airSovietRange', null, null],
    ]);
  });

  it('no air unit on turn 1 (9.1: from turn 2), none rolled yet, or already used this turn (9.1.1)', () => {
    const s = inPhase();
    expect(evaluateBombard(air(), s, bctx()).errors).toEqual([msg('err.noAirTurn1')]);
    expect(evaluateBombard(air(), { ...s, turn: 2 }, bctx()).errors).toEqual([msg('err.noAir')]);
    expect(evaluateBombard(air(), { ...s, turn: 2, airUnit: { owner: 'axis', value: 4, used: true } }, bctx()).errors).toEqual([msg('err.airUsed')]);
    expect(bombardSide(air(), s)).toBeNull();
    expect(bombardSide(ita(), s)).toBe('axis');
    expect(bombardSide(sov(), s)).toBe('soviet');
  });
});

describe('11: the target, and the phase', () => {
  it('a target from the roster is named as on the roster; none typed is refused', () => {
    const s = inPhase();
    const entry = (id: string, name: string) => ({ id, name, side: 'axis' as const, kind: 'unit' as const, oos: false, dsg: false, used: false });
    const withHex = { ...s, roster: [entry('r0', 'Cuneense'), entry('r1', 'Julia')] };
    const r = answer(evaluateBombard(sov({ targetEntry: 'r1', target: undefined }), withHex as ArmirState, bctx()), physical(2));
    expect(r.events[0].payload).toMatchObject({ target: 'Julia', targetEntry: 'r1' });
    expect(evaluateBombard(sov({ target: '   ' }), s, bctx()).errors).toEqual([msg('err.target')]);
    expect(evaluateBombard(sov({ target: undefined }), s, bctx()).errors).toEqual([msg('err.target')]);
    expect(evaluateBombard(sov({ targetEntry: 'nobody', target: 'Hill' }), s, bctx()).errors).toEqual([]);
  });

  it('outside a bombardment phase: a warning, not a refusal', () => {
    const s = apply(setUp(), [next]);
    const e = evaluateBombard(sov(), s, bctx());
    expect(e.errors).toEqual([]);
    expect(lines(e.derivation)).toContainEqual(['11', 'notPhase', null, 'warning']);
    expect(lines(evaluateBombard(sov(), inPhase(), bctx()).derivation).map((l) => l[1])).not.toContain('notPhase');
  });

  it('a cell typed as "x" is refused and asked again', () => {
    const r = answer(evaluateBombard(sov(), inPhase(), bctx({}, { ...CELLS, '3|5': 'x' })), physical(5));
    expect(lines(r.derivation).at(-1)).toEqual(['11.1.3', 'armir.combat.badCell', { cell: 'x' }, 'error']);
    expect(r.events).toEqual([]);
    expect(r.next).toBeDefined();
  });

  it('a cell not typed yet is asked for, and nothing happens until it is', () => {
    const s = { ...inPhase(), turn: 2, airUnit: { owner: 'axis' as const, value: 4, used: false } };
    const r = evaluateBombard(air(), s, bctx()).resolve({ ...noAnswers(), rolls: { roll: physical(5) } });
    expect(r.next).toMatchObject({ kind: 'cell' });
    expect(lines(r.derivation)).toEqual([['11.1', 'armir.combat.rolled', { die: 5, drm: 0, total: 5 }, null]]);
    expect(r.events).toEqual([]);
  });

  it('nothing rolled: the die is asked for, nothing happens', () => {
    expect(evaluateBombard(sov(), inPhase(), bctx()).resolve(noAnswers())).toMatchObject({ derivation: [], events: [] });
  });
});

describe('11.1, A32: the column of a bombardment value', () => {
  const cols = ['2', '4', '6', 'x'];
  it('the exact column; else the one below, with a warning; below the first, the first; above the last, the last or a refusal', () => {
    expect(bombColumn(4, cols, bctx())).toEqual({ column: '4', steps: [] });
    expect(bombColumn(6, cols, bctx())).toEqual({ column: '6', steps: [] });
    expect(bombColumn(5, cols, bctx())).toEqual({
      column: '4',
      steps: [{ key: 'armir.bombard.roundedDown', params: { value: 5, col: 4 }, rule: '11.1', tone: 'warning' }],
    });
    expect(bombColumn(1, cols, bctx())).toEqual({
      column: '2',
      steps: [{ key: 'armir.bombard.underMin', params: { value: 1, min: 2 }, rule: '11.1', tone: 'warning' }],
    });
    expect(bombColumn(9, cols, bctx())).toEqual({
      column: '6',
      steps: [{ key: 'armir.bombard.overMax', params: { value: 9, max: 6 }, rule: '11.1', tone: 'warning' }],
    });
    expect(bombColumn(9, cols, bctx({ bombOverMax: 'forbid' }))).toEqual({ column: null, steps: [], error: msg('err.overMax', { max: 6 }) });
    expect(bombColumn(6, ['6', '10', '8'], bctx())).toEqual({ column: '6', steps: [] });
    expect(bombColumn(9, ['6', '10', '8'], bctx())).toEqual({
      column: '8',
      steps: [{ key: 'armir.bombard.roundedDown', params: { value: 9, col: 8 }, rule: '11.1', tone: 'warning' }],
    });
    expect(bombColumn(3, ['x'], bctx())).toEqual({ column: null, steps: [], error: msg('err.noColumns') });
  });

  it('A32 in a bombardment: 10 points on a table up to 8 are refused when the setting forbids it', () => {
    const s = inPhase();
    const big = { ...s, armies: { ...s.armies, army1: { ...s.armies.army1, points: 10 } } };
    const e = evaluateBombard(sov({ points: 10 }), big, bctx({ bombOverMax: 'forbid' }));
    expect(e.errors).toEqual([msg('err.overMax', { max: 8 })]);
    expect(lines(e.derivation).map((l) => l[1])).toEqual(['soviet', 'sovietRange', 'oncePerHex']);
  });
});
