// BITE's forms start fresh (3.11 the roster, 3.6 the centres, 7.7 a block typed for a battle):
// filled, saved and opened for the next, they carry nothing of the last one — its own TECH
// (6.1.1), shield, elite, supply, pocket — and a new block's current SP start at its maximum
// (7.3: "normalmente a piena forza"). A block's own TECH can be cleared again.
import { describe, expect, it } from 'vitest';
import { blockOfForm, emptyBlockForm, formOfBlock, nextBlockForm, spFollowingMax } from '@/games/bite/roster';
import { centreOfForm, emptyCentreForm, nextCentreForm } from '@/games/bite/centres';
import { addTyped, emptyBattleDraft } from '@/games/bite/battleDraft';
import { bite } from '@/games/bite';
import { ev } from '@/games/bite/events';
import { setupState } from '@/games/bite/state';
import { ctx, run } from './gapsHelpers';

describe('3.11 the roster form: save, then the next is fresh', () => {
  it('a Shock army typed with TECH 2, shield and elite; the next form has none of them, not even its class, only the nation', () => {
    const f = {
      ...emptyBlockForm(),
      name: "3a Armata d'Assalto",
      nation: 'ussr' as const,
      cls: 'infantry' as const,
      maxSp: 4,
      sp: 4,
      colours: ['black', 'black', 'white', 'red'] as const,
      techOverride: 2 as const,
      shield: true,
      elite: 'attack' as const,
      supplied: false,
    };
    const r = blockOfForm({ ...f, colours: [...f.colours] });
    expect(r.ok && r.block.techOverride).toBe(2);
    const next = nextBlockForm({ ...f, colours: [...f.colours] });
    expect(next).toEqual({ ...emptyBlockForm(), nation: 'ussr' });
    expect(next.techOverride).toBe(0);
    expect(next.cls).toBe('');
  });

  it('7.3: the current SP follow the maximum typed, until the players type another number', () => {
    expect(spFollowingMax(null, 4, null)).toBe(4);
    expect(spFollowingMax(4, 3, 4)).toBe(3);
    expect(spFollowingMax(2, 5, 4)).toBe(2);
    expect(spFollowingMax(null, null, 4)).toBeNull();
  });
});

describe('3.6 the centres form: save, then the next is fresh', () => {
  it('a Leningrad industry cut off; the next centre is not in the pocket, not an industry, linked', () => {
    const f = {
      ...emptyCentreForm(),
      name: 'Kirov',
      pp: 2,
      colour: 'red' as const,
      pocket: true,
      industry: true,
      usable: false,
      controller: 'germany' as const,
    };
    expect(centreOfForm(f).ok).toBe(true);
    expect(nextCentreForm(f)).toEqual({ ...emptyCentreForm(), colour: 'red' });
  });
});

describe('7.7 a block typed on the spot for a battle: the next is fresh', () => {
  it('typed with TECH 3 and a shield; the form after it is empty', () => {
    const d = {
      ...emptyBattleDraft(),
      typing: 'attacker' as const,
      form: {
        ...emptyBlockForm(),
        name: 'Tiger',
        cls: 'armour' as const,
        maxSp: 2,
        sp: 2,
        colours: ['black', 'red'] as ('black' | 'red')[],
        techOverride: 3 as const,
        shield: true,
      },
    };
    const r = addTyped(d);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.draft.form).toEqual({ ...emptyBlockForm(), nation: 'germany' });
  });
});

describe("6.1.1 a block's own TECH cleared", () => {
  it("a block edited back to the nation's TECH (0) loses its own; the same edit again changes nothing and is refused", () => {
    const typed = blockOfForm({
      ...emptyBlockForm(),
      name: 'Shock',
      nation: 'ussr',
      cls: 'infantry',
      maxSp: 2,
      sp: 2,
      colours: ['black', 'black'],
      techOverride: 2,
    });
    if (!typed.ok) throw new Error('bad block');
    let s = run(setupState('SBE5', {}), [ev('bite/block-add', { block: typed.block })]);
    expect(s.blocks[0]!.techOverride).toBe(2);
    const clear = { ...ev('bite/block-edit', { id: s.blocks[0]!.id, patch: { ...formOfBlockPatch(s.blocks[0]!), techOverride: 0 } }), at: 1 };
    expect(bite.legal!(s, clear, ctx)).toBeNull();
    s = run(s, [clear]);
    expect(s.blocks[0]!.techOverride).toBeUndefined();
    expect(bite.legal!(s, clear, ctx)).not.toBeNull();
  });
});

function formOfBlockPatch(b: Parameters<typeof formOfBlock>[0]) {
  const r = blockOfForm(formOfBlock(b));
  if (!r.ok) throw new Error('bad block');
  return r.block;
}
