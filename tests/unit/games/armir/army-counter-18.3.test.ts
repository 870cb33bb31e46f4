// @vitest-environment happy-dom
// Set-up counter data is written once per deliberate change (on leaving the field or on
// Enter), so typing "12" is one journal line and one undo step, not two (18.3, 10.2).
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import ForcesPanel from '@/components/games/armir/ForcesPanel.vue';
import { armir } from '@/games/armir';
import armEn from '@/games/armir/i18n/en.json';
import armIt from '@/games/armir/i18n/it.json';
import type { GameEvent, GameModule } from '@/engine/types';
import { useGameStore } from '@/stores';
import { makeGlobal } from '../../widgets/helpers';

type Sent = Omit<GameEvent, 'at'>[][];
function storeWith(module: GameModule, state: unknown): Sent {
  const store = useGameStore();
  store.module = module;
  store.state = state;
  const sent: Sent = [];
  store.dispatch = vi.fn(async (events: Omit<GameEvent, 'at'>[]) => {
    sent.push(events);
  });
  return sent;
}
async function mountForces(): Promise<{ w: VueWrapper; sent: Sent }> {
  const g = makeGlobal('en', { it: { ...armIt }, en: { ...armEn } });
  const sent = storeWith(armir as GameModule, armir.setup({ scenario: 'campaign', options: {}, sideNames: {} }));
  const w = mount(ForcesPanel, { global: g.global, attachTo: document.body });
  await flushPromises();
  return { w, sent };
}

describe('18.3: the numbers typed from an HQ counter are written once', () => {
  it('typing "1" then "12" and leaving the field records one change, 12', async () => {
    const { w, sent } = await mountForces();
    const box = w.find('[data-testid="armir-army-army1-start"]');
    const input = box.find('input');
    await input.setValue('1');
    await input.setValue('12');
    expect(sent).toEqual([]);
    await box.trigger('focusout');
    await flushPromises();
    expect(sent).toEqual([[{ type: 'armir/army', payload: { army: 'army1', artilleryStart: 12 } }]]);
    w.unmount();
  });
  it('Enter writes the typed value; text that is not a number writes nothing', async () => {
    const { w, sent } = await mountForces();
    const box = w.find('[data-testid="armir-army-army2-range"]');
    await box.find('input').setValue('abc');
    await box.trigger('focusout');
    await flushPromises();
    expect(sent).toEqual([]);
    await box.find('input').setValue('4');
    await box.trigger('keydown', { key: 'Enter' });
    await flushPromises();
    expect(sent).toEqual([[{ type: 'armir/army', payload: { army: 'army2', range: 4 } }]]);
    w.unmount();
  });
});
