// @vitest-environment happy-dom
// ARMIR's forms start fresh after each add, as Inferno's do: a red-star place (16.4.1) and an
// off-map unit of the Čir track (16.1) leave nothing of themselves in the next one's form.
import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import MapPanel from '@/components/games/armir/MapPanel.vue';
import ForcesPanel from '@/components/games/armir/ForcesPanel.vue';
import { armir } from '@/games/armir';
import armEn from '@/games/armir/i18n/en.json';
import armIt from '@/games/armir/i18n/it.json';
import type { GameModule } from '@/engine/types';
import { makeGlobal } from '../../widgets/helpers';
import { storeWith, tap, type, valueOf } from '../forms';

describe('16.4.1, 16.1 ARMIR: the forms start fresh after each add', () => {
  it('16.4.1: a city held by the Soviet added, the next place is a village held by the Axis again, its name empty', async () => {
    const g = makeGlobal('en', { it: { ...armIt }, en: { ...armEn } });
    const sent = storeWith(armir as GameModule, armir.setup({ scenario: 'campaign', options: {}, sideNames: {} }));
    const w = mount(MapPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    await type(w, 'armir-star-name', 'Rossosh');
    await tap(w, 'armir-star-value', 'City (2)');
    await tap(w, 'armir-star-controller', 'Soviet');
    await w.find('[data-testid="armir-star-add"]').trigger('click');
    await flushPromises();
    expect(sent[0]).toEqual([{ type: 'armir/location-add', payload: { name: 'Rossosh', value: 2, controller: 'soviet' } }]);
    expect(valueOf(w, 'armir-star-name')).toBe('');
    const on = (id: string) =>
      w
        .find(`[data-testid="${id}"]`)
        .findAll('button')
        .filter((b) => b.classes().includes('v-btn--active'))
        .map((b) => b.text().trim());
    expect([...on('armir-star-value'), ...on('armir-star-controller')]).toEqual(['Village (1)', 'Axis']);
    w.unmount();
  });
  it("16.1: an off-map unit added to the Čir track, the next unit's form is blank (no CP, one step, no motorized or armored tick)", async () => {
    const g = makeGlobal('en', { it: { ...armIt }, en: { ...armEn } });
    const sent = storeWith(armir as GameModule, armir.setup({ scenario: 'campaign', options: {}, sideNames: {} }));
    const w = mount(ForcesPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    const card = () => w.find('[data-testid="armir-cir"]');
    await w.find('[data-testid="armir-cir-add-open"]').trigger('click');
    await flushPromises();
    await type(w, 'armir-cir-name', '14 Div');
    await type(w, 'armir-cir-cp', '6');
    const motorized = () => card().findAll('.v-checkbox input')[0];
    await motorized().setValue(true);
    await w.find('[data-testid="armir-cir-add"]').trigger('click');
    await flushPromises();
    expect(sent[0]?.[0]).toMatchObject({
      type: 'armir/offmap-add',
      payload: { track: 'cir', unit: { name: '14 Div', cp: 6, steps: 1, motorized: true, armored: false } },
    });
    expect([valueOf(w, 'armir-cir-name'), valueOf(w, 'armir-cir-cp')]).toEqual(['', '']);
    expect((motorized().element as HTMLInputElement).checked).toBe(false);
    w.unmount();
  });
});
