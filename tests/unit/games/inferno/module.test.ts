import { describe, expect, it } from 'vitest';
import { fText, seededRng, rollDice } from '@/engine';
import { inferno } from '@/games/inferno';
import { stackingSpec } from '@/games/inferno/charts';
import { applyReductions, supplyFromLength, victoryLevel, vpOf } from '@/games/inferno/rules';
import { evaluateRecovery, rpIncomeProcedure, defensiveAbilityProcedure } from '@/games/inferno/procedures';
import type { InfernoState } from '@/games/inferno/state';
import it_ from '@/games/inferno/i18n/it.json';
import en from '@/games/inferno/i18n/en.json';
import { ctxWith, ev, freeze, run, start, unit } from './helpers';
import { answer, firstRoll } from '../../support/answers';

const ctx = ctxWith();
const next = (s: InfernoState, n = 1) =>
  run(
    s,
    Array.from({ length: n }, () => ev('core/next-phase')),
  );
const at = (turn: number, phaseIndex: number, base = start({ replacements: true, defensiveAbility: true })): InfernoState => ({ ...base, turn, phaseIndex });

describe('5.1: the stacking chart', () => {
  it('is read by terrain, not with dice: no dice shown, its rows headed "Terrain"', () => {
    expect(stackingSpec.dice).toBeUndefined();
    expect(stackingSpec.rowHeader).toEqual({ key: 'inferno.charts.stackingRows' });
    expect([it_.inferno.charts.stackingRows, en.inferno.charts.stackingRows]).toEqual(['Terreno', 'Terrain']);
    expect(inferno.charts.filter((c) => c.dice).map((c) => c.dice)).toEqual(['2d6', '1d6']);
  });
});

describe('Set-up and the turn track (1.1, 3.0, 3.1, 14.0)', () => {
  it('1.1: a new game opens at turn 1, Austro-Hungarian Combat Phase, with 10 VP', () => {
    const s = start();
    const w = inferno.where(s);
    expect([w.turn, w.turns, w.phase.key, w.side?.key]).toEqual([1, 14, 'inferno.phase.combat', 'inferno.sides.ah']);
    expect(vpOf(s, ctx.settings).total).toBe(10);
  });
  it('3.1: after the A-H combat of turn 1 come the four Italian phases, then turn 2 A-H supply', () => {
    let s = start();
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      s = next(s);
      const w = inferno.where(s);
      seen.push(`${w.turn} ${w.side?.key.slice(-2)} ${w.phase.key.split('.').pop()}`);
    }
    expect(seen).toEqual(['1 it supply', '1 it reinforcements', '1 it movement', '1 it combat', '2 ah supply']);
  });
  it('3.0: there is no going back before the A-H Combat Phase of turn 1', () => {
    const s = run(start(), [ev('core/prev-phase')]);
    expect([s.turn, s.phaseIndex]).toEqual([1, 3]);
  });
  it('14.0: after the Italian Combat Phase of turn 14 the game is over and the level is final', () => {
    const s = next(at(14, 7, start()));
    expect(s.over).toBe(true);
    expect(inferno.where(s).over).toBe(true);
    expect(inferno.victory(s, ctx)?.final).toBe(true);
    expect(next(s)).toEqual(s);
  });
  it('reduce never mutates the state (undo-safety)', () => {
    const s = freeze(run(start({ replacements: true }), [ev('inferno/add-unit', unit({ name: 'Ivrea', side: 'it' }))]));
    expect(() =>
      run(s, [
        ev('core/next-phase'),
        ev('inferno/supply', { id: 'u1', supply: 'out' }),
        ev('inferno/reduce', { id: 'u1', count: 3 }),
        ev('inferno/objective-add', { name: 'Asiago', kind: 'town', holder: 'ah' }),
        ev('core/roll', {}),
        ev('core/note', { text: 'x' }),
      ]),
    ).not.toThrow();
  });
});

describe('Efficiency and steps (9.4.2, 10.2)', () => {
  it('9.4.2: a fresh 2-step unit taking 1/2/3/4/6 reductions: −1, −2, reduced, reduced at −1, eliminated', () => {
    expect(applyReductions(0, 2, 1)).toMatchObject({ efficiency: 1, stepsLeft: 2 });
    expect(applyReductions(0, 2, 2)).toMatchObject({ efficiency: 2, stepsLeft: 2 });
    expect(applyReductions(0, 2, 3)).toMatchObject({ efficiency: 0, stepsLeft: 1, stepsLost: 1 });
    expect(applyReductions(0, 2, 4)).toMatchObject({ efficiency: 1, stepsLeft: 1 });
    expect(applyReductions(0, 2, 6)).toMatchObject({ stepsLeft: 0, eliminated: true, stepsLost: 2 });
    expect(applyReductions(2, 1, 1)).toMatchObject({ eliminated: true });
  });
  it('14.0, 15.1: an Italian infantry brigade losing both steps gives +2 VP and 2 Italian RP', () => {
    let s = run(start({ replacements: true }), [ev('inferno/add-unit', unit({ name: 'Salerno', side: 'it' }))]);
    s = run(s, [ev('inferno/reduce', { id: 'u1', count: 6 })]);
    expect(s.units[0].eliminated).toBe(true);
    expect(vpOf(s, ctx.settings).total).toBe(12);
    expect(s.rp.it).toBe(2);
  });
  it('14.0 (A23 setting): a flipped but surviving Italian unit counts +1 only with "each step"', () => {
    const s = run(start(), [ev('inferno/add-unit', unit({ name: 'Lambro', side: 'it' })), ev('inferno/reduce', { id: 'u1', count: 3 })]);
    expect(vpOf(s, ctx.settings).total).toBe(11);
    expect(vpOf(s, { vpSteps: 'eliminated' }).total).toBe(10);
  });
  it('14.0, A50: an eliminated artillery unit gives no VP and no RP', () => {
    const s = run(start({ replacements: true }), [
      ev('inferno/add-unit', unit({ name: 'Art 2903', side: 'it', kind: 'artillery', full: { attack: 0, defence: 0, artillery: 2 }, steps: 1 })),
      ev('inferno/eliminate', { id: 'u1' }),
    ]);
    expect(vpOf(s, ctx.settings).total).toBe(10);
    expect(s.rp.it).toBe(0);
  });
  it('a combat result lands on the roster: reductions, retreat eliminations, 7.0 flags and the 12.4 release', () => {
    let s = run(start({ replacements: true }), [
      ev('inferno/add-unit', unit({ name: 'K', side: 'ah', corps: 'XX', kind: 'mountain' })),
      ev('inferno/add-unit', unit({ name: 'Ivrea', side: 'it', frozen: true })),
      ev('inferno/add-unit', unit({ name: 'Art', side: 'it', kind: 'artillery', full: { attack: 0, defence: 0, artillery: 2 }, steps: 1 })),
    ]);
    s = run(s, [
      ev('inferno/combat', {
        attackerSide: 'ah',
        column: '4:1',
        faces: [1, 2, 3],
        trc: '-/R1',
        attackers: ['u1'],
        defenders: ['u2', 'u3'],
        eliminated: ['u3'],
        reductions: [
          { unitId: 'u1', count: 3 },
          { unitId: 'u2', count: 2 },
        ],
        typedLosses: [{ side: 'it', steps: 1, replacementSteps: 1, eliminatedSteps: 1 }],
        attackerReductions: 3,
        defenderReductions: 2,
      }),
    ]);
    expect(s.units[0]).toMatchObject({ stepsLeft: 1, efficiency: 0, attackedAt: '1:3' });
    expect(s.units[1]).toMatchObject({ efficiency: 2, released: true, defendedAt: '1:3' });
    expect(s.units[2].eliminated).toBe(true);
    expect(vpOf(s, ctx.settings).total).toBe(10 - 1 + 1);
    expect(s.rp).toEqual({ ah: 1, it: 1 });
  });
});

describe('Supply and attrition (11.4, 11.5)', () => {
  it('11.4: lengths 0 and 4 supplied, 5 and 8 LS, 9 or no line OOS', () => {
    expect([0, 4, 5, 8, 9, null].map(supplyFromLength)).toEqual(['supplied', 'supplied', 'low', 'low', 'out', 'out']);
  });
  it('11.5: OOS on turns 3, 4, 5, supplied on 6, OOS on 7 — attrition on turns 4 and 5 only', () => {
    let s = run(start(), [ev('inferno/add-unit', unit({ name: 'Mantova', side: 'it', steps: 2 }))]);
    const effs: number[] = [];
    const supplyAt = (turn: number, supply: string) => {
      s = run({ ...s, turn, phaseIndex: 4 }, [ev('inferno/supply', { id: 'u1', supply })]);
      effs.push(s.units[0].efficiency + 10 * (2 - s.units[0].stepsLeft));
    };
    supplyAt(3, 'out');
    supplyAt(4, 'out');
    supplyAt(5, 'out');
    supplyAt(6, 'supplied');
    supplyAt(7, 'out');
    // T3: nothing; T4: −2; T5: step lost then −1 on the reduced side; T6, T7: nothing more.
    expect(effs).toEqual([0, 2, 11, 11, 11]);
  });
  it('11.5: checking the same unit twice in one phase does not apply attrition twice', () => {
    let s = run(start(), [ev('inferno/add-unit', unit({ name: 'X', side: 'it' }))]);
    s = run({ ...s, turn: 3, phaseIndex: 4 }, [ev('inferno/supply', { id: 'u1', supply: 'out' })]);
    s = run({ ...s, turn: 4, phaseIndex: 4 }, [ev('inferno/supply', { id: 'u1', supply: 'out' }), ev('inferno/supply', { id: 'u1', supply: 'out' })]);
    expect(s.units[0].efficiency).toBe(2);
  });
});

describe('Efficiency recovery (10.3, 15.1)', () => {
  const withUnit = (p = {}) => {
    const s = run(at(4, 6), [ev('inferno/add-unit', unit({ name: 'Sassari', side: 'it', ...p })), ev('inferno/reduce', { id: 'u1', count: 2 })]);
    return s;
  };
  it('10.3: supplied infantry at −2, still, far from the enemy, with 2 RP → −1 and RP 1', () => {
    const s0 = withUnit();
    const s = { ...s0, rp: { ah: 0, it: 2 } };
    const e = evaluateRecovery(s, 'u1', true, true);
    expect(e.errors).toEqual([]);
    const after = run(s, answer(e, null).events);
    expect([after.units[0].efficiency, after.rp.it]).toEqual([1, 1]);
  });
  it('10.3, 15.1: refused with 0 RP, when LS, when not far enough, for artillery', () => {
    const s = withUnit();
    expect(evaluateRecovery(s, 'u1', true, true).errors.map((e) => e.key)).toContain('inferno.err.recoveryRp');
    const ls = { ...s, rp: { ah: 0, it: 1 }, units: s.units.map((u) => ({ ...u, supply: 'low' as const })) };
    expect(evaluateRecovery(ls, 'u1', true, true).errors.map((e) => e.key)).toContain('inferno.err.recoverySupply');
    expect(evaluateRecovery({ ...s, rp: { ah: 0, it: 1 } }, 'u1', true, false).errors.map((e) => e.key)).toContain('inferno.err.recoveryFar');
    const art = withUnit({ kind: 'artillery' });
    expect(evaluateRecovery(art, 'u1', true, true).errors.map((e) => e.key)).toContain('inferno.err.recoveryKind');
  });
});

describe('Optional rules (15.1, 15.2)', () => {
  const p = (s: InfernoState) => rpIncomeProcedure(s, ctx).evaluate({}, ctx);
  it('15.1: Italian unpreparedness — 0 on turn 1, 1/6 on turn 2, 1/2 on turn 4, 5/6 on turn 6, automatic from 7', () => {
    const yes = (turn: number) => firstRoll(p(at(turn, 5)))?.odds?.find((o) => o.id === 'yes')?.p;
    expect(yes(1)).toBeUndefined();
    expect(fText(yes(2)!)).toBe('1/6');
    expect(fText(yes(4)!)).toBe('1/2');
    expect(fText(yes(6)!)).toBe('5/6');
    const t7 = p(at(7, 5));
    expect(firstRoll(t7)?.roll).toBeUndefined();
    expect(run(at(7, 5), answer(t7, null).events).rp.it).toBe(1);
  });
  it('15.1: A-H +1 on turn 9 with no roll; turn 10 roll 4 → +1; turn 11 roll 2 → Brusilov; then −1 per turn, never below 0', () => {
    let s = at(9, 1);
    expect(firstRoll(p(s))?.roll).toBeUndefined();
    s = run(s, answer(p(s), null).events);
    s = { ...s, turn: 10 };
    s = run(s, answer(p(s), { faces: [4], source: 'physical' }).events);
    expect(s.rp.ah).toBe(2);
    s = { ...s, turn: 11 };
    s = run(s, answer(p(s), { faces: [2], source: 'physical' }).events);
    expect([s.rp.ah, s.brusilovTurn]).toEqual([2, 11]);
    for (const turn of [12, 13, 14]) {
      s = { ...s, turn };
      s = run(s, answer(p(s), null).events);
    }
    expect(s.rp.ah).toBe(0);
  });
  it('15.1 (A25): after Brusilov an A-H infantry step lost earns nothing', () => {
    let s = run({ ...at(12, 3), brusilovTurn: 11 }, [ev('inferno/add-unit', unit({ name: 'KJ', side: 'ah' })), ev('inferno/reduce', { id: 'u1', count: 3 })]);
    expect(s.rp.ah).toBe(0);
    s = run(
      { ...at(12, 3), brusilovTurn: 11 },
      [ev('inferno/add-unit', unit({ name: 'KJ', side: 'ah' })), ev('inferno/reduce', { id: 'u1', count: 3 })],
      ctxWith([], { brusilovStops: 'perTurn' }),
    );
    expect(s.rp.ah).toBe(1);
  });
  it('15.2: impossible on turns 1–2, 1/36 on turn 3; turn 8 roll 7 succeeds, roll 6 fails; turn 13 certain', () => {
    const yes = (turn: number) => firstRoll(defensiveAbilityProcedure(at(turn, 4)).evaluate({}, ctx))?.odds?.find((o) => o.id === 'yes')?.p;
    expect(yes(2)).toBeUndefined();
    expect(fText(yes(3)!)).toBe('1/36');
    expect(fText(yes(12)!)).toBe('35/36');
    // Turn 13: certain, so earned with no roll at all.
    expect(firstRoll(defensiveAbilityProcedure(at(13, 4)).evaluate({}, ctx))?.roll).toBeUndefined();
    const e8 = defensiveAbilityProcedure(at(8, 4)).evaluate({}, ctx);
    expect(run(at(8, 4), answer(e8, { faces: [3, 4], source: 'app' }).events).defensiveAbilityTurn).toBe(8);
    expect(run(at(8, 4), answer(e8, { faces: [3, 3], source: 'app' }).events).defensiveAbilityTurn).toBeNull();
  });
  it('the reinforcement-phase RP card is required, and shows done once rolled (seeded)', () => {
    const s = at(4, 5);
    const card = inferno.procedures(s, ctx).find((c) => c.id === 'rp-income')!;
    expect(card.required).toBe(true);
    const e = card.evaluate({}, ctx);
    const rolled = rollDice(firstRoll(e)!.roll, seededRng(7));
    const after = run(s, answer(e, rolled).events);
    expect(inferno.procedures(after, ctx).find((c) => c.id === 'rp-income')!.done).toBeDefined();
  });
});

describe('Victory (14.0)', () => {
  it('14.0: 29, 30, 34, 35, 40, 41, 45, 46 VP give the five levels', () => {
    expect([29, 30, 34, 35, 40, 41, 45, 46].map(victoryLevel)).toEqual([
      'itStrategic',
      'itTactical',
      'itTactical',
      'draw',
      'draw',
      'ahTactical',
      'ahTactical',
      'ahStrategic',
    ]);
  });
  it('14.0: a town taken +5, a village +1, a peak +3; a starting objective lost counts against', () => {
    let s = run(start(), [
      ev('inferno/objective-add', { name: 'Asiago', kind: 'town', holder: 'ah' }),
      ev('inferno/objective-add', { name: 'Cesuna', kind: 'village', holder: 'ah' }),
      ev('inferno/objective-add', { name: 'Monte Cengio', kind: 'peak', holder: 'ah' }),
      ev('inferno/objective-add', { name: 'Start village', kind: 'village', holder: 'ah', inStart: true }),
    ]);
    expect(vpOf(s, ctx.settings).total).toBe(19);
    s = run(s, [ev('inferno/objective-holder', { id: s.objectives[3].id, holder: 'it' })]);
    expect(vpOf(s, ctx.settings).total).toBe(18);
    expect(inferno.tracks(s, ctx)[0]).toMatchObject({ id: 'vp', value: 18 });
  });
  it('the RP tracks refuse a spend at 0 with a reason', () => {
    const tr = inferno.tracks(start({ replacements: true }), ctx).find((t) => t.id === 'rp-it')!;
    expect(tr.actions?.find((a) => a.id === 'spend-it')?.disabledReason).toBeDefined();
  });
});

describe('Journal and messages', () => {
  it('describes every event type in words', () => {
    const s = start();
    // Each with a payload its schema accepts: a malformed one never reaches the journal (check refuses it).
    const payloads: Record<string, unknown> = {
      'core/next-phase': undefined,
      'inferno/add-unit': unit({ name: 'x', side: 'it' }),
      'inferno/combat': {
        attackerSide: 'it',
        column: '1:1',
        faces: [1, 2, 3],
        trc: '-',
        attackers: [],
        defenders: [],
        eliminated: [],
        reductions: [],
        typedLosses: [],
        attackerReductions: 0,
        defenderReductions: 0,
      },
      'inferno/rp-income': { side: 'it', delta: 1 },
      'inferno/supply': { id: 'u1', supply: 'out' },
    };
    for (const [type, payload] of Object.entries(payloads)) {
      const j = inferno.describe(ev(type, payload), s);
      expect(j.text.key.startsWith('inferno.')).toBe(true);
    }
  });
  it('it.json and en.json have exactly the same keys', () => {
    const keys = (o: unknown, p = ''): string[] =>
      typeof o === 'object' && o !== null ? Object.entries(o).flatMap(([k, v]) => keys(v, p ? `${p}.${k}` : k)) : [p];
    expect(keys(it_).sort()).toEqual(keys(en).sort());
  });
  it('every message key the module uses exists', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dir = path.resolve(__dirname, '../../../../src/games/inferno');
    const src = fs
      .readdirSync(dir)
      .filter((f: string) => f.endsWith('.ts'))
      .map((f: string) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    // Chart ids and table actions' ids are names, not messages.
    const names = ['inferno.trc', 'inferno.tdp', 'inferno.stacking', ...inferno.actions!(start(), ctxWith()).map((a) => a.id)];
    const used = [...src.matchAll(/'(inferno\.[a-zA-Z0-9.]+)'/g)].map((m) => m[1]).filter((k) => !names.includes(k));
    const has = (k: string) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], it_) !== undefined;
    expect(used.filter((k) => !has(k))).toEqual([]);
  });
});
