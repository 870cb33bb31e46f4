// Inferno sugli Altipiani's module as the turn bar and the home list show it (1.1, 12.4, 14.0), the
// paper charts' cells read as printed (8.3, 9.4), the units' state read by the rules (2.5, 11.5,
// 12.4), and the combat panel's draft as the calculator receives it (7.0–7.9): a new combat, the
// roster units with this combat's facts, the units typed on the spot and their numbering.
import { describe, expect, it } from 'vitest';
import { inferno } from '@/games/inferno';
import { parseTdpCell, parseTrcCell } from '@/games/inferno/charts';
import { addTypedUnit, combatInputFrom, emptyCombatDraft, emptyTypedForm, rosterCombatUnit, type CombatDraft } from '@/games/inferno/combatDraft';
import { attritionIfOut, isArtillery, isCombatUnit, isFrozen, stampOf, type InfernoState, type Unit } from '@/games/inferno/state';
import { ctxWith, ev, run, start, unit } from './helpers';

const game = () =>
  run(start(), [
    ev(
      'inferno/add-unit',
      unit({
        name: 'III/14 KJ',
        side: 'ah',
        kind: 'mountain',
        full: { attack: 7, defence: 6, artillery: 1 },
        reduced: { attack: 4, defence: 3, artillery: 1 },
      }),
    ),
    ev('inferno/add-unit', unit({ name: 'Brig. Ivrea', side: 'it', full: { attack: 3, defence: 4, artillery: 1 } })),
    ev('inferno/add-unit', unit({ name: 'Art. 149', side: 'ah', kind: 'artillery', full: { attack: 0, defence: 0, artillery: 3 } })),
  ]);
const at = (s: InfernoState, turn: number, phaseIndex: number): InfernoState => ({ ...s, turn, phaseIndex });

describe('the turn bar and the home list', () => {
  it('12.4: the A-H Combat Phase of turn 1 asks its own question, with 12.4; the same phase on turn 2 asks the usual one, with 7.0', () => {
    const s = start();
    expect(inferno.where(s)).toMatchObject({ phase: { key: 'inferno.phase.combat' }, asks: { key: 'inferno.asks.firstCombat' }, rule: '12.4', over: false });
    expect(inferno.where(at(s, 2, 3))).toMatchObject({ phase: { key: 'inferno.phase.combat' }, asks: { key: 'inferno.asks.ah.combat' }, rule: '7.0' });
    expect(inferno.where(at(s, 1, 7))).toMatchObject({ asks: { key: 'inferno.asks.it.combat' }, rule: '7.0', side: { key: 'inferno.sides.it' } });
    expect(inferno.where(at(s, 2, 0))).toMatchObject({ phase: { key: 'inferno.phase.supply' }, asks: { key: 'inferno.asks.ah.supply' }, rule: '11.0' });
  });

  it('14.0: once the game is over the bar says so, asks for the verdict and cites 14.0', () => {
    const s = { ...at(start(), 1, 3), over: true };
    expect(inferno.where(s)).toMatchObject({ phase: { key: 'inferno.phase.over' }, asks: { key: 'inferno.asks.over' }, rule: '14.0', over: true });
  });

  it("the quick combat is the game's one calculator; the home list shows the game's VP (10 at the start, 1.1)", () => {
    expect(inferno.calculators(start(), ctxWith()).map((c) => c.id)).toEqual(['quick-combat']);
    expect(inferno.summary?.(start())).toEqual({ key: 'inferno.summary', params: { vp: 10 } });
  });
});

describe('the paper charts, read as printed', () => {
  it('8.3: a TRC half reads a retreat of two digits and a modifier of two digits, in either order', () => {
    expect(parseTrcCell('+1R12/R2')).toEqual({ attacker: { retreat: 12, drm: 1 }, defender: { retreat: 2, drm: 0 } });
    expect(parseTrcCell('+10/-')).toEqual({ attacker: { retreat: 0, drm: 10 }, defender: { retreat: 0, drm: 0 } });
  });

  it('9.4: a TDP cell reads its reductions with spaces around and with two digits; a dash is none', () => {
    expect(parseTdpCell(' 2 ')).toBe(2);
    expect(parseTdpCell('12')).toBe(12);
    expect(parseTdpCell('–')).toBe(0);
  });
});

describe("the units' state as the rules read it", () => {
  const u = (p: Partial<Unit>): Unit => ({ ...game().units[0], ...p });

  it('1.1, 3.0: a new game starts at turn 1, the A-H Combat Phase, with no unit, no loss, no phase done', () => {
    expect(start()).toMatchObject({
      turn: 1,
      phaseIndex: 3,
      over: false,
      units: [],
      objectives: [],
      stepsLost: { ah: 0, it: 0 },
      stepsEliminated: { ah: 0, it: 0 },
      vpAdjust: 0,
      rp: { ah: 0, it: 0 },
      brusilovTurn: null,
      defensiveAbilityTurn: null,
      done: [],
      nextId: 1,
    });
  });

  it('2.5: a unit whose printed defence is 1 is a combat unit; artillery and heavy artillery never are', () => {
    expect(isCombatUnit({ kind: 'infantry', full: { attack: 0, defence: 1, artillery: 0 } })).toBe(true);
    expect(isCombatUnit({ kind: 'infantry', full: { attack: 2, defence: 0, artillery: 0 } })).toBe(false);
    expect(isCombatUnit({ kind: 'heavyArtillery', full: { attack: 0, defence: 2, artillery: 4 } })).toBe(false);
    expect([isArtillery({ kind: 'artillery' }), isArtillery({ kind: 'heavyArtillery' }), isArtillery({ kind: 'mountain' })]).toEqual([true, true, false]);
  });

  it('12.4: a frozen unit is frozen on turns 1 and 2 only, and not once released', () => {
    expect([1, 2, 3].map((t) => isFrozen(u({ frozen: true, released: false }), t))).toEqual([true, true, false]);
    expect(isFrozen(u({ frozen: true, released: true }), 1)).toBe(false);
  });

  it('11.5: attrition only for a unit already OOS from its previous Supply Phase; a unit checked in this phase is judged by its state before the check', () => {
    expect(attritionIfOut(u({ supply: 'out', oosStreak: 1 }), '3:0')).toBe(true);
    expect(attritionIfOut(u({ supply: 'out', oosStreak: 0 }), '3:0')).toBe(false);
    expect(attritionIfOut(u({ supply: 'supplied', oosStreak: 1 }), '3:0')).toBe(false);
    const checked = u({ supply: 'out', oosStreak: 1, supplyCheckedAt: '3:0', supplyBefore: { supply: 'supplied', oosStreak: 0 } });
    expect(attritionIfOut(checked, '3:0')).toBe(false);
    expect(attritionIfOut(checked, '4:0')).toBe(true);
  });
});

describe("the combat panel's draft, as the calculator receives it (7.0)", () => {
  it('7.0, 7.8, 7.9: a new combat holds no unit, three level attacking hexes, mountain terrain, six open hexes around the defender and no failed retreat', () => {
    expect(emptyCombatDraft()).toEqual({
      attackers: [],
      defenders: [],
      attackSupport: [],
      defenceSupport: [],
      hexOf: {},
      higher: {},
      heldBack: {},
      heldBackChosen: false,
      typed: [],
      typing: null,
      form: { name: '', corps: '', kind: 'infantry', attack: null, defence: null, artillery: 0, steps: 2, efficiency: 0, supply: 'supplied', filledFrom: null },
      hexes: [
        { uphill: false, torrent: false },
        { uphill: false, torrent: false },
        { uphill: false, torrent: false },
      ],
      terrain: 'mountain',
      stackLimit: null,
      mapEdge: false,
      flankHexes: ['open', 'open', 'open', 'open', 'open', 'open'],
      retreatFail: { attacker: false, defender: false },
    });
    expect(emptyTypedForm()).toEqual(emptyCombatDraft().form);
  });

  it('7.0: a unit that has attacked or defended in this phase is said so; one that did so in another phase is not', () => {
    const s = game();
    const here = stampOf(s);
    const marked = {
      ...s,
      units: s.units.map((x) =>
        x.id === 'u1' ? { ...x, attackedAt: here, defendedAt: '1:0' } : x.id === 'u2' ? { ...x, defendedAt: here, attackedAt: '1:0' } : x,
      ),
    };
    const d = emptyCombatDraft();
    expect(rosterCombatUnit(marked, d, 'u1', 'attacker')).toMatchObject({ alreadyAttacked: true, alreadyDefended: false });
    expect(rosterCombatUnit(marked, d, 'u2', 'defender')).toMatchObject({ alreadyAttacked: false, alreadyDefended: true });
    expect(rosterCombatUnit(s, d, 'u9', 'attacker')).toBeNull();
  });

  it('7.8, 7.4: an attacker attacks from hex 1 unless another is chosen; only a defender can be held back; a support unit has neither', () => {
    const s = game();
    const d: CombatDraft = { ...emptyCombatDraft(), hexOf: { u3: 3 }, heldBack: { u2: true }, higher: { u1: true } };
    const att = rosterCombatUnit(s, d, 'u1', 'attacker')!;
    expect([att.hex, att.heldBack, att.higher]).toEqual([1, undefined, true]);
    const def = rosterCombatUnit(s, d, 'u2', 'defender')!;
    expect([def.hex, def.heldBack, def.higher]).toEqual([undefined, true, false]);
    expect(rosterCombatUnit(s, { ...d, heldBack: {} }, 'u2', 'defender')!.heldBack).toBe(false);
    const sup = rosterCombatUnit(s, d, 'u3', 'support')!;
    expect([sup.hex, sup.heldBack]).toEqual([undefined, undefined]);
  });

  it('7.0: a unit no longer on the roster is left out of the combat; support units come as support, the hexes and failed retreats as set', () => {
    const s = game();
    const hexes = [
      { uphill: true, torrent: false },
      { uphill: false, torrent: true },
      { uphill: false, torrent: false },
    ];
    const d: CombatDraft = {
      ...emptyCombatDraft(),
      attackers: ['u1', 'u9'],
      defenders: ['u2'],
      attackSupport: ['u3', 'u8'],
      hexes,
      retreatFail: { attacker: true, defender: false },
    };
    const input = combatInputFrom(d, s);
    expect(input.attackers.map((x) => x.key)).toEqual(['u1']);
    expect(input.attackSupport.map((x) => [x.key, x.hex, x.heldBack])).toEqual([['u3', undefined, undefined]]);
    expect(input.hexes).toEqual(hexes);
    expect(input.hexes[0]).not.toBe(hexes[0]);
    expect(input.retreatFail).toEqual({ attacker: true, defender: false });
  });

  it('7.0: in the Italian player turn a unit typed for the attack is Italian and one typed for the defence Austro-Hungarian, with their hex, height and held-back mark', () => {
    const s = at(game(), 2, 7);
    const typed = [
      {
        key: 'typed-1',
        role: 'attacker' as const,
        name: 'A',
        corps: '',
        kind: 'infantry' as const,
        attack: 3,
        defence: 3,
        artillery: 0,
        steps: 2,
        efficiency: 0,
        supply: 'supplied' as const,
      },
      {
        key: 'typed-2',
        role: 'defender' as const,
        name: 'D',
        corps: '',
        kind: 'infantry' as const,
        attack: 2,
        defence: 4,
        artillery: 0,
        steps: 2,
        efficiency: 0,
        supply: 'supplied' as const,
      },
      {
        key: 'typed-3',
        role: 'defender' as const,
        name: 'E',
        corps: '',
        kind: 'infantry' as const,
        attack: 2,
        defence: 4,
        artillery: 0,
        steps: 2,
        efficiency: 0,
        supply: 'supplied' as const,
      },
    ];
    const d: CombatDraft = { ...emptyCombatDraft(), typed, hexOf: { 'typed-2': 3 }, higher: { 'typed-2': true }, heldBack: { 'typed-2': true } };
    const input = combatInputFrom(d, s);
    expect(input.attackerSide).toBe('it');
    expect(input.attackers.map((x) => [x.key, x.side, x.hex, x.higher, x.heldBack])).toEqual([['typed-1', 'it', 1, false, undefined]]);
    expect(input.defenders.map((x) => [x.key, x.side, x.hex, x.higher, x.heldBack])).toEqual([
      ['typed-2', 'ah', undefined, true, true],
      ['typed-3', 'ah', undefined, false, false],
    ]);
    const hexed = combatInputFrom({ ...d, hexOf: { 'typed-1': 2 } }, s);
    expect(hexed.attackers[0].hex).toBe(2);
  });

  it('a typed unit: nothing to add when no form is open; names and corps trimmed; every number kept as typed; numbered after the highest', () => {
    expect(addTypedUnit(emptyCombatDraft(), (n) => `Unit ${n}`)).toEqual({ ok: false, errors: [] });
    const form = { ...emptyTypedForm(), name: '  Alpini  ', corps: ' XX ', attack: 5, defence: 4, artillery: 2, steps: 3, efficiency: 1 };
    const r = addTypedUnit({ ...emptyCombatDraft(), typing: 'attacker', form }, (n) => `Unit ${n}`);
    expect(r.ok && r.draft.typed).toEqual([
      {
        key: 'typed-1',
        role: 'attacker',
        name: 'Alpini',
        corps: 'XX',
        kind: 'infantry',
        attack: 5,
        defence: 4,
        artillery: 2,
        steps: 3,
        efficiency: 1,
        supply: 'supplied',
      },
    ]);
    if (!r.ok) return;
    const second = addTypedUnit({ ...r.draft, typing: 'defender', form: { ...emptyTypedForm(), attack: 1, defence: 1 } }, (n) => `Unit ${n}`);
    expect(second.ok && second.draft.typed.map((x) => [x.key, x.name])).toEqual([
      ['typed-1', 'Alpini'],
      ['typed-2', 'Unit 2'],
    ]);
    const twelfth = {
      ...r.draft,
      typed: [{ ...r.draft.typed[0], key: 'typed-12' }],
      typing: 'attacker' as const,
      form: { ...emptyTypedForm(), attack: 1, defence: 1 },
    };
    const r13 = addTypedUnit(twelfth, (n) => `Unit ${n}`);
    expect(r13.ok && r13.draft.typed.map((x) => x.key)).toEqual(['typed-12', 'typed-13']);
  });
});
