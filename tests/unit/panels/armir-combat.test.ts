// @vitest-environment happy-dom
// The ARMIR combat panel only draws: a CP field reading "abc" leaves the unit waiting, and
// the calculator shows which field it waits for, with no odds and nothing to roll.
import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import CombatPanel from '@/components/games/armir/CombatPanel.vue';
import { armir } from '@/games/armir';
import en from '@/games/armir/i18n/en.json';
import it_ from '@/games/armir/i18n/it.json';
import type { GameModule } from '@/engine/types';
import { useGameStore, useSettingsStore } from '@/stores';
import { makeGlobal, words } from '../widgets/helpers';
import { apply, setUp } from '../games/armir/helpers';
import { currentPhase } from '@/games/armir/sequence';

describe('ARMIR combat panel', () => {
  it('12.1: the "abc" CP is refused — its message, the calculator waiting for that field, no odds shown', async () => {
    const g = makeGlobal('en', { it: it_, en });
    useSettingsStore().diceMode = 'physical';
    const game = useGameStore();
    game.module = armir as GameModule;
    // The Soviets' combat phase (12), where their attack is fought.
    const next = { type: 'core/next-phase' };
    const s = apply(setUp(game.ctx), [next, next, next], game.ctx);
    expect(currentPhase(s)).toBe('soviet-combat');
    game.state = s;
    const w = mount(CombatPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    const cp = () => w.find('[data-testid="armir-combat-unit"] input');
    await cp().setValue('12');
    await w.find('[data-testid="armir-combat-def-unit"] input').setValue('4');
    await flushPromises();
    expect(w.find('[data-testid="armir-combat-result"] .odds').exists()).toBe(true);

    await cp().setValue('abc');
    await flushPromises();
    expect(words(w.find('[data-testid="armir-combat-unit"]').text())).toContain('Not a number');
    const result = w.find('[data-testid="armir-combat-result"]');
    expect(words(result.find('.flow__waiting').text())).toContain('CP of unit 1, attacking hex 1');
    expect(result.find('.odds').exists()).toBe(false);
    expect(result.find('.dice-roller').exists()).toBe(false);

    await cp().setValue('12');
    await flushPromises();
    expect(w.find('[data-testid="armir-combat-result"] .odds').exists()).toBe(true);
    w.unmount();
  });

  it("12: outside the attacker's combat phase (at set-up) the calculator says why, with the rule, and asks for no die", async () => {
    const g = makeGlobal('en', { it: it_, en });
    useSettingsStore().diceMode = 'physical';
    const game = useGameStore();
    game.module = armir as GameModule;
    game.state = setUp(game.ctx);
    const w = mount(CombatPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    await w.find('[data-testid="armir-combat-unit"] input').setValue('12');
    await w.find('[data-testid="armir-combat-def-unit"] input').setValue('4');
    await flushPromises();
    const result = w.find('[data-testid="armir-combat-result"]');
    expect(words(result.find('[data-testid="flow-closed"]').text())).toContain('attacks are made only in its own combat phase');
    expect(result.find('[data-testid="flow-closed"] .rule-chip').text()).toContain('12');
    expect(result.find('.odds').exists()).toBe(false);
    expect(result.find('.dice-roller').exists()).toBe(false);
    w.unmount();
  });

  it("11.2, 12.1: a hex is taken from the register by one tap on its chip — its name, its DSG from the register — and its unit's CP field takes the focus", async () => {
    const g = makeGlobal('en', { it: it_, en });
    useSettingsStore().diceMode = 'physical';
    const game = useGameStore();
    game.module = armir as GameModule;
    const next = { type: 'core/next-phase' };
    const entry = (name: string, side: 'axis' | 'soviet', dsg: boolean) => ({
      type: 'armir/roster-add',
      payload: { entry: { name, side, kind: 'hex', oos: false, dsg, used: false } },
    });
    game.state = apply(setUp(game.ctx), [next, next, next, entry('Osetrovka', 'soviet', true), entry('Cosseria', 'axis', false)], game.ctx);
    const w = mount(CombatPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    const attack = w.find('[data-testid="armir-combat-attack-register"]');
    expect(attack.findAll('.v-chip').map((c) => words(c.text()))).toEqual(['None (typed here)', 'Osetrovka']);
    await attack.findAll('.v-chip')[1]!.trigger('click');
    await flushPromises();
    const hex = w.find('[data-testid="armir-combat-attack-hex"]');
    expect((hex.find('input').element as HTMLInputElement).value).toBe('Osetrovka');
    expect(words(attack.text())).toContain('DSG and OOS from the register');
    const dsg = hex.find('input[type="checkbox"]').element as HTMLInputElement;
    expect([dsg.checked, dsg.disabled]).toEqual([true, true]);
    expect(document.activeElement).toBe(hex.find('.armir-unit input').element);
    // The defending hex offers the other side's entries only.
    expect(
      w
        .find('[data-testid="armir-combat-def-register"]')
        .findAll('.v-chip')
        .map((c) => words(c.text())),
    ).toEqual(['None (typed here)', 'Cosseria']);
    w.unmount();
  });
});
