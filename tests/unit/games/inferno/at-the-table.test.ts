// At the table (issue "At the table", point 3): a unit typed on the spot starts from a fresh
// form, and a combat whose inputs look like a slip asks the players to confirm before any roll.
import { describe, expect, it } from 'vitest';
import { CONFIRM_QUESTION, noAnswers } from '@/engine';
import { evaluateCombat } from '@/games/inferno/combat';
import { inferno } from '@/games/inferno';
import { procedures } from '@/games/inferno/procedures';
import { addTypedUnit, combatInputFrom, emptyCombatDraft, startTypedUnit } from '@/games/inferno/combatDraft';
import { combat, ctxWith, cu, ev, run, start, unit } from './helpers';
import { choiceIds, firstRoll } from '../../support/answers';

const ctx = ctxWith();

describe('At the table: Inferno', () => {
  it('the defender form opens fresh after an attacker typed with EdC −1 and low supply', () => {
    let d = startTypedUnit(emptyCombatDraft(), 'attacker');
    d = { ...d, form: { ...d.form, name: 'Att', attack: 6, defence: 5, artillery: 1, steps: 2, efficiency: 1, supply: 'low' } };
    const added = addTypedUnit(d, (n) => `Unit ${n}`);
    if (!added.ok) throw new Error('not added');
    const def = startTypedUnit(added.draft, 'defender');
    expect(def.typing).toBe('defender');
    expect(def.form).toEqual(emptyCombatDraft().form);
    expect(def.typed).toHaveLength(1);
  });

  it('7.5: a defender brought to zero only by its markers is confirmed before the removal', () => {
    const e = evaluateCombat(
      combat({ attackers: [cu({ side: 'ah', attack: 6 })], defenders: [cu({ side: 'it', defence: 1, efficiency: 1, supply: 'low' })] }),
      ctx,
    );
    expect(e.derivation.some((s) => s.key === 'inferno.slip.zeroFromMarkers' && s.tone === 'warning')).toBe(true);
    const first = e.resolve(noAnswers());
    expect(first.next?.id).toBe(CONFIRM_QUESTION);
    expect(choiceIds(first)).toEqual(['go']);
    expect(first.events).toEqual([]);
    const confirmed = e.resolve({ ...noAnswers(), choices: { [CONFIRM_QUESTION]: 'go' } });
    expect(confirmed.events.map((x) => x.type)).toEqual(['inferno/combat']);
  });

  it("a typed defender with exactly the typed attacker's values is a slip to confirm; other values roll at once", () => {
    const s = run(start(), [ev('inferno/add-unit', unit({ name: 'Brig. Ivrea', side: 'it', full: { attack: 3, defence: 4, artillery: 1 } }))]);
    const twin = { kind: 'infantry' as const, corps: '', attack: 6, defence: 5, artillery: 1, steps: 2, efficiency: 0, supply: 'supplied' as const };
    const d = {
      ...emptyCombatDraft(),
      typed: [
        { ...twin, key: 'typed-1', role: 'attacker' as const, name: 'A' },
        { ...twin, key: 'typed-2', role: 'defender' as const, name: 'D' },
      ],
    };
    const e = evaluateCombat(combatInputFrom(d, s), ctx);
    expect(e.derivation.filter((x) => x.key === 'inferno.slip.otherSide')).toHaveLength(1);
    expect(firstRoll(e)).toBeUndefined();
    expect(e.resolve(noAnswers()).next?.id).toBe(CONFIRM_QUESTION);
    const fine = evaluateCombat(combatInputFrom({ ...d, typed: [d.typed[0]!, { ...d.typed[1]!, defence: 4 }] }, s), ctx);
    expect(fine.derivation.some((x) => x.key.startsWith('inferno.slip.'))).toBe(false);
    expect(firstRoll(fine)?.roll.dice).toHaveLength(3);
  });

  it("15.1, 15.2: an optional rule's roll skipped in one tap reads as done, and the phase asks nothing more", () => {
    let s = run(start({ replacements: true, defensiveAbility: true }), []);
    // Turn 3, Italian supply phase: the defensive-ability roll (2d6 + 3 ≥ 15) is required.
    for (let i = 0; i < 40 && !(s.turn === 3 && procedures(s, ctx).some((p) => p.id === 'defensive-ability')); i++) s = run(s, [ev('core/next-phase')]);
    const ida = procedures(s, ctx).find((p) => p.id === 'defensive-ability')!;
    expect(ida.required && ida.skip).toBeTruthy();
    for (const e of ida.skip!.events) expect(inferno.check({ ...e, at: 1 }).ok).toBe(true);
    s = run(s, ida.skip!.events);
    expect(procedures(s, ctx).filter((p) => p.required && !p.done)).toEqual([]);
    // Its Reinforcement Phase: the unpreparedness roll (15.1), skipped the same way.
    s = run(s, [ev('core/next-phase')]);
    const rp = procedures(s, ctx).find((p) => p.id === 'rp-income')!;
    for (const e of rp.skip!.events) expect(inferno.check({ ...e, at: 1 }).ok).toBe(true);
    s = run(s, rp.skip!.events);
    expect(procedures(s, ctx).filter((p) => p.required && !p.done)).toEqual([]);
  });
});
