// 7.4, 8.2, 8.4, 8.5, 9.1, 9.2, 12.2, §16: what the combat calculator shows in the corners the
// first rule-named tests left open — the 7.4 limits with forts apart, a refused defence that must
// not say "within the limits", the A2 and A3 settings off the flank, the two TdP columns, an
// outcome whose loss is unknown, the calculator waiting for a cell or a choice (no event, no
// error), a fort alone that cannot retreat, and the event that lands on the roster. Chart values
// here are synthetic, made up for the tests only.
import { describe, expect, it } from 'vitest';
import type { ChartData, Resolution } from '@/engine/types';
import { cellKey } from '@/engine';
import { analyseCombat, evaluateCombat, type CombatInput } from '@/games/inferno/combat';
import { combat, ctxWith, cu, tdpData, trcData } from './helpers';
import { answer, firstRoll } from '../../support/answers';
import { lines, show } from './lines';

const plan = (p: Partial<CombatInput>, settings = {}) => analyseCombat(combat(p), ctxWith([], settings));
const only = (d: string[], ...keys: string[]) => d.filter((l) => keys.some((k) => l.includes(`combat.${k}`)));
const flanked = { flank: { fiveHexes: true, noFriendly: true } };
const odds = (e: ReturnType<typeof evaluateCombat>) => firstRoll(e)!.odds.map((o) => `${o.id} ${o.tone} ${show(o.label)}`);

/** A TdP whose Small (Piccola) and Large (Grande) columns differ: `small(row)`, `large(row)`. */
function tdpBoth(small: (i: number) => string | undefined, large: (i: number) => string | undefined): ChartData {
  const cells: Record<string, string> = {};
  const rows = ['≤0', ...Array.from({ length: 11 }, (_, i) => String(i + 1)), '12+'];
  rows.forEach((r, i) => {
    const s = small(i);
    const l = large(i);
    if (s !== undefined) cells[cellKey('Piccola', r)] = s;
    if (l !== undefined) cells[cellKey('Grande', r)] = l;
  });
  return { chartId: 'inferno.tdp', columns: ['Piccola', 'Grande'], cells };
}

describe("7.4: the defender's command limits", () => {
  it('7.4 (A11 setting off): the fort defends apart, and the three other units still keep the limit — one is held back', () => {
    const defenders = [
      cu({ side: 'it', name: 'F1', defence: 3 }),
      cu({ side: 'it', name: 'F2', defence: 2 }),
      cu({ side: 'it', name: 'F3', defence: 1 }),
      cu({ side: 'it', name: 'Forte', kind: 'fort', defence: 2, artillery: 1 }),
    ];
    const a = plan({ attackers: [cu({ side: 'ah', attack: 9 })], defenders }, { fortsInCommand: false });
    expect(only(lines(a.derivation), 'heldBack', 'defenceCommand')).toEqual(['7.4 warning combat.heldBackProposed(name=F3)']);
    expect(a.participants.filter((u) => u.side === 'it').map((u) => u.name)).toEqual(['F1', 'F2', 'Forte']);
  });

  it('7.4: a defence refused for keeping too many units never says it is within the limits', () => {
    const defenders = [cu({ side: 'it', name: 'D1', defence: 3 }), cu({ side: 'it', name: 'D2', defence: 2 }), cu({ side: 'it', name: 'D3', defence: 1 })];
    const a = plan({ heldBackChosen: true, attackers: [cu({ side: 'ah', attack: 9 })], defenders });
    expect(a.errors.map(show)).toEqual(['combat.defenceCommand(n=3 max=2)']);
    expect(only(lines(a.derivation), 'heldBack', 'defenceCommand')).toEqual([]);
  });
});

describe('8.2: the column with the A2 and A3 settings', () => {
  it('8.2 (A2 setting "cap first"): with no flank attack there is no shift — 2:1 stays 2:1', () => {
    const a = plan(
      { attackers: [cu({ side: 'ah', name: 'A', attack: 8, steps: 1 })], defenders: [cu({ side: 'it', name: 'D', defence: 4, steps: 1 })] },
      { flankOrder: 'capThenShift' },
    );
    expect(only(lines(a.derivation), 'shift', 'finalColumn')).toEqual(['8.2 result combat.finalColumn(column=2:1)']);
    expect(a.drm).toEqual({ attacker: 0, defender: 0 });
  });

  it('8.2 (A3 setting off): below 1:3 the combat is refused once, with the column before any shift', () => {
    const one = (A: number, D: number, p = {}) =>
      plan(
        { attackers: [cu({ side: 'ah', attack: A, steps: 1 })], defenders: [cu({ side: 'it', defence: D, steps: 1 })], ...p },
        { flankRescuesLowOdds: false },
      ).errors.map(show);
    expect(one(1, 5)).toEqual(['combat.belowOneThree(column=1:5)']);
    expect(one(1, 7, flanked)).toEqual(['combat.belowOneThree(column=1:7)']);
  });

  it('9.4.1: two artillery values on the defence are listed one by one, "Bty 1, Obice 2"', () => {
    const defenceSupport = [
      cu({ side: 'it', name: 'Bty', kind: 'artillery', defence: 0, artillery: 1 }),
      cu({ side: 'it', name: 'Obice', kind: 'artillery', defence: 0, artillery: 2 }),
    ];
    const a = plan({ attackers: [cu({ side: 'ah', attack: 6 })], defenders: [cu({ side: 'it', defence: 3 })], defenceSupport });
    expect(only(lines(a.derivation), 'vaDefence')).toEqual(['9.4.1 combat.vaDefence(parts=Bty 1, Obice 2 total=3 drm=+2)']);
  });

  it('7.8 (A6 setting, default "one"): a VA-0 unit attacking from higher ground counts 1', () => {
    const a = plan({ attackers: [cu({ side: 'ah', name: 'Hi', attack: 6, higher: true })], defenders: [cu({ side: 'it', defence: 3 })] });
    expect(a.vaAttack).toBe(1);
    expect(only(lines(a.derivation), 'vaAttack')).toEqual(['9.4.1 combat.vaAttack(parts=Hi 1 total=1 drm=+1)']);
  });
});

describe('8.4, 8.5, §16: the loss table column follows the intensity', () => {
  // The TdP's Small column gives nothing, its Large column 1 reduction, on every row.
  const ctx = ctxWith([
    trcData('-/-'),
    tdpBoth(
      () => '-',
      () => '1',
    ),
  ]);
  const att = [cu({ side: 'ah', name: 'K', attack: 6, steps: 2 })];
  it('8.4: a Small combat (6 steps or fewer) reads the Small column — in the odds, in the outcome rolled, and after it', () => {
    const ev = evaluateCombat(combat({ attackers: att, defenders: [cu({ side: 'it', name: 'D', defence: 3, steps: 2 })] }), ctx);
    expect(odds(ev)).toEqual(['a0.0|d0.0 neutral odds.outcome(att=odds.nothing def=odds.nothing)']);
    expect(firstRoll(ev)!.outcomeOf([1, 2, 3])).toBe('a0.0|d0.0');
    const r = answer(ev, { faces: [1, 2, 3], source: 'physical' });
    expect(lines(r.derivation).slice(-2)).toEqual([
      '8.5 result combat.lossDie(side=sides.ah die=3 drm=±0 total=3 row=3 column=Piccola n=0)',
      '8.5 result combat.lossDie(side=sides.it die=3 drm=±0 total=3 row=3 column=Piccola n=0)',
    ]);
  });
  it('8.4: a Large combat (more than 6 steps) reads the Large column — in the odds, in the outcome rolled, and after it', () => {
    const big = [cu({ side: 'it', name: 'D', defence: 3, steps: 2, stack: true }), cu({ side: 'it', name: 'E', defence: 3, steps: 2 })];
    const ev = evaluateCombat(combat({ attackers: [cu({ side: 'ah', name: 'K', attack: 12, steps: 4, stack: true })], defenders: big }), ctx);
    expect(odds(ev)).toEqual(['a0.1|d0.1 neutral odds.outcome(att=odds.reductions(n=1) def=odds.reductions(n=1))']);
    expect(firstRoll(ev)!.outcomeOf([1, 2, 3])).toBe('a0.1|d0.1');
    const r = answer(ev, { faces: [1, 2, 3], source: 'physical' }, { choices: { 'losses.def': '1.0' } });
    expect(only(lines(r.derivation), 'lossDie')).toEqual([
      '8.5 result combat.lossDie(side=sides.ah die=3 drm=±0 total=3 row=3 column=Grande n=1)',
      '8.5 result combat.lossDie(side=sides.it die=3 drm=±0 total=3 row=3 column=Grande n=1)',
    ]);
  });

  it('§16: an outcome where only one side\'s loss cell is not entered yet is "unknown", never good or bad', () => {
    // The TdP is entered only up to row 6. Flanked, the defender's loss die gets +2; with a
    // retreat priority failed before the roll (9.2.1), the attacker's gets +2.
    const ctxPart = ctxWith([
      trcData('-/-'),
      tdpBoth(
        (i) => (i <= 6 ? '1' : undefined),
        () => undefined,
      ),
    ]);
    const def = odds(evaluateCombat(combat({ attackers: att, defenders: [cu({ side: 'it', name: 'D', defence: 3 })], ...flanked }), ctxPart));
    const atk = odds(
      evaluateCombat(
        combat({ attackers: att, defenders: [cu({ side: 'it', name: 'D', defence: 3 })], retreatFail: { attacker: true, defender: false } }),
        ctxPart,
      ),
    );
    expect(def).toContain('a0.1|d0.? unknown odds.outcome(att=odds.reductions(n=1) def=odds.tdpUnknown)');
    expect(atk).toContain('a0.?|d0.1 unknown odds.outcome(att=odds.tdpUnknown def=odds.reductions(n=1))');
    for (const o of [...def, ...atk]) expect([o, o.split(' ')[1] === 'unknown']).toEqual([o, o.includes('?')]);
  });
});

describe('8.3, 8.5, 9.1: while the calculator waits for a cell or a choice, it shows no error and lands nothing', () => {
  const input = combat({ attackers: [cu({ side: 'ah', name: 'K', attack: 6 })], defenders: [cu({ side: 'it', name: 'D', defence: 3 })], ...flanked });
  const roll = { faces: [1, 2, 3], source: 'physical' as const };
  const waiting = (r: Resolution) => ({
    events: r.events,
    errors: lines(r.derivation).filter((l) => l.includes(' error ')),
    next: r.next?.kind === 'cell' ? `${r.next.lookup.column} ${r.next.lookup.row}` : r.next?.id,
  });

  it('9.1: the TRC cell asked: the roll is shown, no error, no event', () => {
    const r = answer(evaluateCombat(input, ctxWith()), roll);
    expect(lines(r.derivation)).toEqual(['8.3 info combat.phase3(w1=1 w2=2 pair=3 red=3)']);
    expect(waiting(r)).toEqual({ events: [], errors: [], next: '4:1 3' });
  });
  it('9.1: a TRC cell refused: the error, and still no event', () => {
    const r = answer(evaluateCombat(input, ctxWith()), roll, { cells: ['zz'] });
    expect(waiting(r)).toEqual({ events: [], errors: ['9.1 error combat.badCell(value=zz)'], next: '4:1 3' });
  });
  it("8.5: each side's loss cell asked in turn (the attacker's row 3, then the defender's row 5 with the flank's +2), no error, no event", () => {
    const ev = evaluateCombat(input, ctxWith([trcData('-/-')]));
    expect(waiting(answer(ev, roll))).toEqual({ events: [], errors: [], next: 'Piccola 3' });
    expect(waiting(answer(ev, roll, { cells: ['1'] }))).toEqual({ events: [], errors: [], next: 'Piccola 5' });
  });
  it("8.5: the attacker's loss cell refused is asked again before the defender's", () => {
    const r = answer(evaluateCombat(input, ctxWith([trcData('-/-')])), roll, { cells: ['x'] });
    expect(waiting(r)).toEqual({ events: [], errors: ['8.5 error combat.badTdp(value=x)'], next: 'Piccola 3' });
    expect(only(lines(r.derivation), 'lossDie')).toEqual([]);
  });
  it("8.5: the defender's loss cell refused: the error, and no event", () => {
    const r = answer(evaluateCombat(input, ctxWith([trcData('-/-')])), roll, { cells: ['1', 'x'] });
    expect(waiting(r)).toEqual({ events: [], errors: ['8.5 error combat.badTdp(value=x)'], next: 'Piccola 5' });
  });
  it('9.2.3: the watercourse question asked: no event yet', () => {
    const ev = evaluateCombat(input, ctxWith([trcData('R1/-'), tdpData(() => '-')]));
    const r = answer(ev, roll, { choices: { retreat: 'ok' } });
    expect(waiting(r)).toEqual({ events: [], errors: [], next: 'watercourse.att' });
  });
});

describe('12.2, 9.2: a fort alone in its hex', () => {
  it('12.2: a fort alone that must retreat is eliminated; nobody of the defender is left to cross a watercourse, so only the attacker is asked', () => {
    const fort = cu({ side: 'it', name: 'Forte', key: 'F', unitId: 'uF', kind: 'fort', defence: 2, artillery: 1, steps: 1 });
    const ev = evaluateCombat(
      combat({ attackers: [cu({ side: 'ah', name: 'K', key: 'K', attack: 6 })], defenders: [fort] }),
      ctxWith([trcData('R1/R1'), tdpData(() => '-')]),
    );
    const roll = { faces: [1, 2, 3], source: 'physical' as const };
    const r = answer(ev, roll, { choices: { retreat: 'ok' } });
    expect(only(lines(r.derivation), 'cannotRetreat')).toEqual(['12.2 warning combat.cannotRetreat(name=Forte)']);
    expect(r.next?.id).toBe('watercourse.att');
    const done = answer(ev, roll, { choices: { retreat: 'ok', 'watercourse.att': 'none' } });
    expect(done.next).toBeUndefined();
    expect(done.events.map((e) => e.type)).toEqual(['inferno/combat']);
    expect(done.events[0].payload).toMatchObject({ eliminated: ['uF'], reductions: [] });
  });
});
