// The combat panel's draft is plain data; the module maps it (with the roster) to the
// calculator's input, and a typed unit waits for every number it needs.
import { describe, expect, it } from 'vitest';
import {
  addTypedUnit,
  clearedCombatDraft,
  combatInputFrom,
  emptyCombatDraft,
  fillFromRoster,
  filledFromNote,
  startTypedUnit,
} from '@/games/inferno/combatDraft';
import { evaluateCombat } from '@/games/inferno/combat';
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
  ]);

describe('Inferno combat draft (the panel only draws)', () => {
  it("7.0, 8.1: the roster picks become the calculator's units with this combat's facts; the phasing side attacks", () => {
    const s = game();
    const d = { ...emptyCombatDraft(), attackers: ['u1'], defenders: ['u2'], hexOf: { u1: 2 }, higher: { u2: true } };
    const input = combatInputFrom(d, s);
    expect(input.attackerSide).toBe('ah');
    expect(input.attackers).toMatchObject([{ key: 'u1', unitId: 'u1', name: 'III/14 KJ', attack: 7, hex: 2, higher: false }]);
    expect(input.defenders).toMatchObject([{ key: 'u2', unitId: 'u2', defence: 4, higher: true, heldBack: false }]);
    // the draft is JSON: saved and read back it gives the same input
    expect(combatInputFrom(JSON.parse(JSON.stringify(d)), s)).toEqual(input);
    expect(evaluateCombat(input, ctxWith()).errors).toEqual([]);
  });

  it('7.9: five of six hexes enemy or attacker ZOC flank the defender', () => {
    const d = { ...emptyCombatDraft(), flankHexes: ['enemy', 'enemy', 'zoc', 'zoc', 'zoc', 'open'] as const };
    expect(combatInputFrom({ ...d, flankHexes: [...d.flankHexes] }, game()).flank).toEqual({ fiveHexes: true, noFriendly: true });
  });

  it('a unit typed on the spot waits for every number, says which, and changes nothing until then', () => {
    const d = { ...emptyCombatDraft(), typing: 'defender' as const };
    const r = addTypedUnit(d, (n) => `Unit ${n}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => (e.params?.field as { key: string }).key)).toEqual(['inferno.ui.attack', 'inferno.ui.defence']);
    const ok = addTypedUnit({ ...d, form: { ...d.form, attack: 3, defence: 4 } }, (n) => `Unit ${n}`);
    expect(ok.ok && ok.draft.typed).toEqual([expect.objectContaining({ key: 'typed-1', role: 'defender', name: 'Unit 1', attack: 3, defence: 4 })]);
    expect(ok.ok && ok.draft.typing).toBeNull();
    expect(ok.ok && combatInputFrom(ok.draft, game()).defenders[0]).toMatchObject({ key: 'typed-1', side: 'it' });
  });

  it('7.8: after a combat the next starts fresh — units, slopes and torrents (each a point off the attacker), terrain', () => {
    const d = {
      ...emptyCombatDraft(),
      attackers: ['u1'],
      terrain: 'highMountain' as const,
      hexes: [
        { uphill: true, torrent: false },
        { uphill: false, torrent: false },
        { uphill: false, torrent: true },
      ],
    };
    const c = clearedCombatDraft(d);
    expect(c).toEqual(emptyCombatDraft());
    expect(c.hexes.every((h) => !h.uphill && !h.torrent)).toBe(true);
  });

  it('9.4.2, 10, 11: a typed unit filled from a roster unit takes its counter as it stands now, and says so until a value is changed', () => {
    const s = run(game(), [ev('inferno/reduce', { id: 'u1', count: 1 })]);
    const d = startTypedUnit(emptyCombatDraft(), 'attacker');
    expect(filledFromNote(d.form)).toBeNull(); // a fresh form says nothing
    const filled = fillFromRoster(d, s, 'u1');
    const u1 = s.units.find((u) => u.id === 'u1')!;
    // the face its steps leave it (reduced after a step loss, or full with an EdC reduction)
    expect(filled.form).toMatchObject({ name: 'III/14 KJ', kind: 'mountain', efficiency: u1.efficiency, steps: Math.max(1, u1.stepsLeft) });
    expect(filledFromNote(filled.form)).toEqual({ key: 'inferno.ui.filledFrom', params: { name: 'III/14 KJ' } });
    // a new name keeps the note; a changed value ends it
    expect(filledFromNote({ ...filled.form, name: 'KJ bis' })).not.toBeNull();
    expect(filledFromNote({ ...filled.form, attack: (filled.form.attack ?? 0) + 1 })).toBeNull();
    expect(filledFromNote({ ...filled.form, supply: 'low' })).toBeNull();
    // saved and read back (a reload), the note is the same
    expect(filledFromNote(JSON.parse(JSON.stringify(filled.form)))).toEqual(filledFromNote(filled.form));
    // nothing on the roster by that id, or no form open: unchanged
    expect(fillFromRoster(d, s, 'nope')).toBe(d);
    expect(fillFromRoster(emptyCombatDraft(), s, 'u1').form.filledFrom).toBeNull();
    // the next form opens fresh, saying nothing
    const added = addTypedUnit(filled, (n) => `U${n}`);
    expect(added.ok && filledFromNote(startTypedUnit(added.draft, 'defender').form)).toBeNull();
  });
});
