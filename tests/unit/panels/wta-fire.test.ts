// @vitest-environment happy-dom
// War to Axis's fire screen asks only what applies to the shot: the armour class for an
// anti-tank shot at a typed target (5.3), the trench question for a typed target in a trench
// or bunker (4.3.4, A20), the road bonus under opportunity fire (5.5.1), no final fire outside
// its phase (11.1); and it shows the odds of hits and of losses before the roll.
import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import FirePanel from '@/components/games/war-to-axis/FirePanel.vue';
import { wta } from '@/games/war-to-axis';
import en from '@/games/war-to-axis/i18n/en.json';
import it_ from '@/games/war-to-axis/i18n/it.json';
import type { GameModule } from '@/engine/types';
import { useGameStore, useSettingsStore } from '@/stores';
import { makeGlobal, words } from '../widgets/helpers';
import { ev, game as wtaGame, run } from '../games/war-to-axis/helpers';
import { defaultFireForm } from '@/games/war-to-axis/calculators';
import { noAnswers } from '@/engine';

describe('War to Axis fire screen', () => {
  it('5.3, 4.3.4, 5.5.1, 11.1: a typed shot asks only the questions that apply, and shows the odds before the roll', async () => {
    const g = makeGlobal('en', { it: it_, en });
    useSettingsStore().diceMode = 'physical';
    const store = useGameStore();
    store.module = wta as GameModule;
    store.state = wtaGame('basic');
    const w = mount(FirePanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    const has = (id: string) => w.find(`[data-testid="${id}"]`).exists();

    // A typed firer and target: AP by default, no armour question, no final fire in the basic game.
    expect(has('wta-fire-attack')).toBe(true);
    expect(has('wta-fire-armour')).toBe(false);
    expect(w.find('[data-kind="final"]').exists()).toBe(false);
    expect(has('wta-fire-road')).toBe(false);

    // 5.3: anti-tank at a typed target: its armour class is asked.
    await w.findAll('[data-testid="wta-fire-attack"] .v-chip')[1].trigger('click');
    await flushPromises();
    expect(has('wta-fire-armour')).toBe(true);

    // 5.5.1: the road bonus only under opportunity fire.
    await w.find('[data-kind="opportunity"]').trigger('click');
    await flushPromises();
    expect(has('wta-fire-road')).toBe(true);

    // 4.3.4, A20: in a trench, whether the typed target may use it is asked.
    expect(words(w.text())).not.toContain('may use trenches');
    await w.find('[data-cover="trench"]').trigger('click');
    await flushPromises();
    expect(words(w.text())).toContain('may use trenches');

    // The dice and the target typed: the odds of hits and of losses before the roll.
    await w.find('[data-testid="wta-fire-dice"] input').setValue('3');
    await w.find('[data-testid="wta-fire-elements"] input').setValue('3');
    await w.findAll('[data-testid="wta-fire-armour"] .v-chip')[1].trigger('click');
    await flushPromises();
    const odds = w.find('[data-testid="wta-fire-odds"]');
    expect(odds.exists()).toBe(true);
    expect(words(odds.text())).toContain('Before the roll: 2 dice');
    w.unmount();
  });
});

describe('War to Axis fire screen: return fire (5.5.1, A24)', () => {
  it('5.5.1: return fire is offered only to the mover that opportunity fire stopped with a loss, with its rule shown', async () => {
    const g = makeGlobal('en', { it: it_, en });
    useSettingsStore().diceMode = 'physical';
    const store = useGameStore();
    store.module = wta as GameModule;
    store.state = wtaGame('basic');
    // The screen opened on the Grenadiere (u4) firing at the US rifles (u2), as a player left it.
    store.drafts = { 'wta-fire': JSON.parse(JSON.stringify({ form: { ...defaultFireForm(), firer: 'u4', target: 'u2' }, answers: noAnswers() })) };
    const w = mount(FirePanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    // The Grenadiere have not been shot at while moving: no return fire among the kinds of shot.
    expect(w.find('[data-kind="returnFire"]').exists()).toBe(false);
    expect(w.find('[data-kind="opportunity"]').exists()).toBe(true);
    w.unmount();

    // Opportunity fire cost them an element: now they may return fire, and the screen says why.
    store.state = run(wtaGame('basic'), [ev('wta/fire-result', { unit: 'u4', losses: 1, disorganized: false, opportunity: true })]);
    const w2 = mount(FirePanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    await w2.find('[data-kind="returnFire"]').trigger('click');
    await flushPromises();
    const hint = w2.find('[data-testid="wta-fire-return-hint"]');
    expect(words(hint.text())).toContain('fires once from where it stands');
    expect(hint.text()).toContain('5.5.1');
    w2.unmount();
  });
});
