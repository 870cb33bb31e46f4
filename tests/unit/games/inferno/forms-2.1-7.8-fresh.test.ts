// @vitest-environment happy-dom
// Forms that start fresh: each counter is typed as printed (2.1), so after "Save and add
// another" the next unit's form holds nothing of the last one — attack, defence, AV, back
// side — whatever side it is for; and a new combat holds nothing of the last one's map facts
// (7.8: an uphill or torrent tick costs the attacker a point).
import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import RosterPanel from '@/components/games/inferno/RosterPanel.vue';
import CombatPanel from '@/components/games/inferno/CombatPanel.vue';
import VictoryPanel from '@/components/games/inferno/VictoryPanel.vue';
import { inferno } from '@/games/inferno';
import infEn from '@/games/inferno/i18n/en.json';
import infIt from '@/games/inferno/i18n/it.json';
import type { GameModule } from '@/engine/types';
import { makeGlobal } from '../../widgets/helpers';
import { storeWith, tap, type, valueOf } from '../forms';
import { ctxWith, ev, run, start, unit } from './helpers';

// happy-dom has no visualViewport; Vuetify's snackbars (the "Undo" of "New combat") read it.
if (!('visualViewport' in globalThis)) {
  const vv = Object.assign(new EventTarget(), { width: 1024, height: 768, offsetLeft: 0, offsetTop: 0, scale: 1 });
  Object.assign(globalThis, { visualViewport: vv });
}

describe('2.1 Inferno: "Save and add another" leaves the next unit\'s form blank', () => {
  it('2.1: an Italian two-step brigade saved, the form is blank for the next — and stays blank on the other side', async () => {
    const g = makeGlobal('en', { it: { ...infIt }, en: { ...infEn } });
    const sent = storeWith(inferno as GameModule, start(), ctxWith());
    const w = mount(RosterPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    await w.find('[data-testid="inferno-roster-add"]').trigger('click');
    await flushPromises();
    await tap(w, 'inferno-roster-side', 'Italians');
    await type(w, 'inferno-roster-name', 'Brig. Lambro');
    for (const [id, v] of [
      ['attack', '5'],
      ['defence', '6'],
      ['va', '1'],
      ['rattack', '3'],
      ['rdefence', '4'],
      ['rva', '1'],
    ] as const)
      await type(w, `inferno-roster-${id}`, v);
    await w.find('[data-testid="inferno-roster-frozen"] input').setValue(true);
    await type(w, 'inferno-roster-entry', '3');
    await w.find('[data-testid="inferno-roster-save"]').trigger('click');
    await flushPromises();
    expect(sent).toHaveLength(1);
    expect(sent[0][0]).toMatchObject({
      type: 'inferno/add-unit',
      payload: {
        name: 'Brig. Lambro',
        side: 'it',
        full: { attack: 5, defence: 6, artillery: 1 },
        reduced: { attack: 3, defence: 4, artillery: 1 },
        frozen: true,
        entryTurn: 3,
      },
    });
    // The next counter: nothing of the Lambro.
    const blank = () => ['name', 'attack', 'defence', 'rattack', 'rdefence', 'entry'].map((id) => valueOf(w, `inferno-roster-${id}`));
    expect(blank()).toEqual(['', '', '', '', '', '']);
    expect([valueOf(w, 'inferno-roster-va'), valueOf(w, 'inferno-roster-rva')]).toEqual(['0', '0']);
    expect((w.find('[data-testid="inferno-roster-frozen"] input').element as HTMLInputElement).checked).toBe(false);
    // Whatever side: switched to the A-H, still blank.
    await tap(w, 'inferno-roster-side', 'Austro-Hungarians');
    await flushPromises();
    expect(blank()).toEqual(['', '', '', '', '', '']);
    w.unmount();
  });
  it('2.1: "Clear" takes the form back to the moment\'s defaults, and "Undo" brings back what was typed', async () => {
    const g = makeGlobal('en', { it: { ...infIt }, en: { ...infEn } });
    storeWith(inferno as GameModule, start(), ctxWith());
    const w = mount(RosterPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    await w.find('[data-testid="inferno-roster-add"]').trigger('click');
    await flushPromises();
    await type(w, 'inferno-roster-name', 'IR 59');
    await type(w, 'inferno-roster-attack', '4');
    await w.find('[data-testid="inferno-roster-clear"]').trigger('click');
    await flushPromises();
    expect([valueOf(w, 'inferno-roster-name'), valueOf(w, 'inferno-roster-attack')]).toEqual(['', '']);
    const undo = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Undo');
    undo?.click();
    await flushPromises();
    expect([valueOf(w, 'inferno-roster-name'), valueOf(w, 'inferno-roster-attack')]).toEqual(['IR 59', '4']);
    w.unmount();
  });
});

describe('14.0 Inferno: a new objective\'s form starts blank after "Add objective"', () => {
  it('14.0: Monte Cengio added as a peak held by the Italians; the next objective is a blank village held by the A-H', async () => {
    const g = makeGlobal('en', { it: { ...infIt }, en: { ...infEn } });
    const sent = storeWith(inferno as GameModule, start(), ctxWith());
    const w = mount(VictoryPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    const form = () => w.find('[data-testid="inferno-objective-form"]');
    await form().find('[data-field="name"] input').setValue('Monte Cengio');
    const press = async (field: string, label: string) => {
      const b = form()
        .find(`[data-field="${field}"]`)
        .findAll('button')
        .find((x) => x.text().includes(label));
      if (!b) throw new Error(`no ${label}`);
      await b.trigger('click');
    };
    await press('kind', 'Peak');
    await press('holder', 'Italians');
    await flushPromises();
    await form().find('[data-testid="action-apply"]').trigger('click');
    await flushPromises();
    expect(sent).toEqual([[{ type: 'inferno/objective-add', payload: { name: 'Monte Cengio', kind: 'peak', inStart: false, holder: 'it' } }]]);
    expect(w.find('[data-testid="inferno-objective-o1"]').text()).toContain('Monte Cengio');
    expect((form().find('[data-field="name"] input').element as HTMLInputElement).value).toBe('');
    const pressed = (field: string) =>
      form()
        .find(`[data-field="${field}"]`)
        .findAll('button')
        .filter((x) => x.classes().includes('v-btn--active'))
        .map((x) => x.text());
    expect(pressed('kind')[0]).toContain('Village');
    expect(pressed('holder')).toEqual(['Austro-Hungarians']);
    w.unmount();
  });
});

describe('7.8 Inferno: "New combat" clears the slopes and torrents', () => {
  it('7.8: uphill and torrent ticked for a combat, "New combat" — the next attacker loses no point to them', async () => {
    const g = makeGlobal('en', { it: { ...infIt }, en: { ...infEn } });
    const s = run(
      start(),
      [ev('inferno/add-unit', unit({ name: 'IR 59', side: 'ah' })), ev('inferno/add-unit', unit({ name: 'Brig. Lambro', side: 'it' }))],
      ctxWith(),
    );
    storeWith(inferno as GameModule, s, ctxWith());
    const w = mount(CombatPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    const box = (id: string) => w.find(`[data-testid="${id}"] input`);
    await box('inferno-combat-uphill-1').setValue(true);
    await box('inferno-combat-torrent-2').setValue(true);
    expect([
      (box('inferno-combat-uphill-1').element as HTMLInputElement).checked,
      (box('inferno-combat-torrent-2').element as HTMLInputElement).checked,
    ]).toEqual([true, true]);
    await w.find('[data-testid="inferno-combat-clear"]').trigger('click');
    await flushPromises();
    for (const id of ['uphill-1', 'uphill-2', 'uphill-3', 'torrent-1', 'torrent-2', 'torrent-3'])
      expect((box(`inferno-combat-${id}`).element as HTMLInputElement).checked).toBe(false);
    w.unmount();
  });
});
