// @vitest-environment happy-dom
// War to Axis's scenario form and army cards (13.0, 2.5): every number is typed through the
// shared number field, so what is typed is what is kept — "Ultimo turno" emptied and typed 4
// is 4, not 14 — and a number the field refuses ("-1", "2,5", "1e9") is said in words and never
// changed into another one; a new row of an army card starts neutral and waits for its class.
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import ScenarioPanel from '@/components/games/war-to-axis/ScenarioPanel.vue';
import CardsPanel from '@/components/games/war-to-axis/CardsPanel.vue';
import { wta } from '@/games/war-to-axis';
import en from '@/games/war-to-axis/i18n/en.json';
import it_ from '@/games/war-to-axis/i18n/it.json';
import type { GameEvent, GameModule } from '@/engine/types';
import { useGameStore } from '@/stores';
import { makeGlobal, words } from '../widgets/helpers';
import { game as wtaGame } from '../games/war-to-axis/helpers';

function setUp(lang: 'it' | 'en' = 'it') {
  const g = makeGlobal(lang, { it: it_, en });
  const store = useGameStore();
  store.module = wta as GameModule;
  store.state = wtaGame('basic');
  const sent: Omit<GameEvent, 'at'>[][] = [];
  store.dispatch = vi.fn(async (events: Omit<GameEvent, 'at'>[]) => {
    sent.push(events);
  });
  return { g, store, sent };
}
async function type(w: VueWrapper, selector: string, text: string): Promise<void> {
  await w.find(`${selector} input`).setValue(text);
  await flushPromises();
}
const saveButton = (w: VueWrapper) => w.find('[data-testid="wta-scenario-save"]');

describe('13.0: the scenario form keeps the number typed', () => {
  it('"Ultimo turno" emptied, then 4 typed, is 4: the game is 4 turns long', async () => {
    const { g, sent } = setUp('it');
    const w = mount(ScenarioPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    expect(words(w.text())).toContain('Ultimo turno');
    await type(w, '[data-testid="wta-scenario-turns"]', '');
    expect((w.find('[data-testid="wta-scenario-turns"] input').element as HTMLInputElement).value).toBe('');
    await type(w, '[data-testid="wta-scenario-turns"]', '4');
    expect((w.find('[data-testid="wta-scenario-turns"] input').element as HTMLInputElement).value).toBe('4');
    await saveButton(w).trigger('click');
    await flushPromises();
    expect(sent).toHaveLength(1);
    expect(sent[0][0]).toMatchObject({ type: 'wta/scenario', payload: { scenario: { turns: 4 } } });
    w.unmount();
  });

  it.each([
    ['-1', 'The number cannot be negative.'],
    ['2,5', 'A whole number is needed, no decimals.'],
    ['1e9', 'Not a number: type digits only.'],
  ])('"%s" is refused in words, and nothing is saved in its place', async (text, message) => {
    const { g, sent } = setUp('en');
    const w = mount(ScenarioPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    await type(w, '[data-testid="wta-scenario-turns"]', text);
    expect(words(w.text())).toContain(message);
    expect((w.find('[data-testid="wta-scenario-turns"] input').element as HTMLInputElement).value).toBe(text);
    expect(saveButton(w).attributes('disabled')).toBeDefined();
    await saveButton(w).trigger('click');
    await flushPromises();
    expect(sent).toEqual([]);
    w.unmount();
  });
});

describe('2.5: an army card typed from the printed one', () => {
  it('a new row starts neutral (no class, no target symbol) and the card waits for its class', async () => {
    const { g, sent } = setUp('en');
    const w = mount(CardsPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    const row = () => w.find('[data-testid="wta-card-unit-0"]');
    for (const f of ['infantry', 'apTarget', 'vehicle', 'atGun'])
      expect((row().find(`[data-field="${f}"] input`).element as HTMLInputElement).checked, f).toBe(false);
    await w.find('[data-testid="wta-card-name"] input').setValue('Panzer-Lehr');
    await row().find('[data-field="name"] input').setValue('Panther');
    await row().find('[data-field="discs"] input').setValue('3');
    await row().find('[data-field="move"] input').setValue('2,5');
    await flushPromises();
    await w.find('[data-testid="wta-card-save"]').trigger('click');
    await flushPromises();
    expect(words(w.text())).toContain('A whole number is needed, no decimals.');
    expect(words(w.text())).toContain('Row 1: choose the class (infantry, vehicle or anti-tank gun).');
    expect(sent).toEqual([]);

    await row().find('[data-field="move"] input').setValue('5');
    await row().find('[data-field="vehicle"] input').setValue(true);
    await flushPromises();
    await w.find('[data-testid="wta-card-save"]').trigger('click');
    await flushPromises();
    expect(sent).toHaveLength(1);
    expect(sent[0][0]).toMatchObject({
      type: 'wta/card',
      payload: { card: { name: 'Panzer-Lehr', units: [{ name: 'Panther', discs: 3, move: 5, vehicle: true, infantry: false, apTarget: false }] } },
    });
    w.unmount();
  });
});
