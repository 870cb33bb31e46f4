// @vitest-environment happy-dom
// The roster's one-tap buttons are the rules' actions for that unit: the supply buttons are
// there for the phasing side's units on the map in its Supply Phase (11.0), the In Mov button
// turns a battery (12.3), "release" is offered only for a frozen unit on turns 1–2 (12.4) — and
// each tap writes the rules' event, nothing built by the screen.
import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import RosterPanel from '@/components/games/inferno/RosterPanel.vue';
import { inferno } from '@/games/inferno';
import infEn from '@/games/inferno/i18n/en.json';
import infIt from '@/games/inferno/i18n/it.json';
import type { GameModule } from '@/engine/types';
import type { InfernoState } from '@/games/inferno/state';
import { makeGlobal } from '../../widgets/helpers';
import { storeWith } from '../forms';
import { ctxWith, ev, run, start, unit } from './helpers';

/** u1 Brig. Lambro (Italian, frozen), u2 IR 59 (A-H), u3 a battery (Italian), at `turn`, `phaseIndex`. */
function game(turn: number, phaseIndex: number): InfernoState {
  const s = run(start(), [
    ev('inferno/add-unit', unit({ name: 'Brig. Lambro', side: 'it', frozen: true })),
    ev('inferno/add-unit', unit({ name: 'IR 59', side: 'ah' })),
    ev('inferno/add-unit', { name: 'Batteria', side: 'it', kind: 'artillery', full: { attack: 0, defence: 0, artillery: 2 }, steps: 1 }),
  ]);
  return { ...s, turn, phaseIndex };
}
async function roster(s: InfernoState) {
  const g = makeGlobal('en', { it: { ...infIt }, en: { ...infEn } });
  const sent = storeWith(inferno as GameModule, s, ctxWith());
  const w = mount(RosterPanel, { global: g.global, attachTo: document.body });
  await flushPromises();
  return { w, sent };
}

describe('11.0 the supply buttons of a row', () => {
  it("11.0: in the Italian Supply Phase only the Italian units have them; a tap writes that unit's supply", async () => {
    const { w, sent } = await roster(game(2, 4));
    expect(w.find('[data-testid="inferno-roster-supply-u1-out"]').exists()).toBe(true);
    expect(w.find('[data-testid="inferno-roster-supply-u2-out"]').exists()).toBe(false);
    await w.find('[data-testid="inferno-roster-supply-u1-low"]').trigger('click');
    await flushPromises();
    expect(sent).toEqual([[{ type: 'inferno/supply', payload: { id: 'u1', supply: 'low' } }]]);
    w.unmount();
  });
  it('11.0: outside a Supply Phase no row has them', async () => {
    const { w } = await roster(game(2, 2));
    expect(w.findAll('[data-testid^="inferno-roster-supply-"]')).toHaveLength(0);
    w.unmount();
  });
});

describe('12.3, 12.4 the In Mov and release buttons', () => {
  it('12.3: the battery turns In Mov in one tap, and the button then reads "In battery"', async () => {
    const { w, sent } = await roster(game(2, 2));
    expect(w.find('[data-testid="inferno-roster-inmov-u1"]').exists()).toBe(false);
    await w.find('[data-testid="inferno-roster-inmov-u3"]').trigger('click');
    await flushPromises();
    expect(sent).toEqual([[{ type: 'inferno/in-mov', payload: { id: 'u3', inMov: true } }]]);
    expect(w.find('[data-testid="inferno-roster-inmov-u3"]').text()).toBe('In battery');
    w.unmount();
  });
  it('12.4: "release" for the frozen brigade on turn 2, gone once released and from turn 3', async () => {
    const { w, sent } = await roster(game(2, 3));
    expect(w.find('[data-testid="inferno-roster-release-u2"]').exists()).toBe(false);
    await w.find('[data-testid="inferno-roster-release-u1"]').trigger('click');
    await flushPromises();
    expect(sent).toEqual([[{ type: 'inferno/release', payload: { id: 'u1' } }]]);
    expect(w.find('[data-testid="inferno-roster-release-u1"]').exists()).toBe(false);
    w.unmount();
    const later = await roster(game(3, 3));
    expect(later.w.find('[data-testid="inferno-roster-release-u1"]').exists()).toBe(false);
    later.w.unmount();
  });
});
