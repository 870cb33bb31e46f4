// @vitest-environment happy-dom
// BITE's rail panel (7.4): the Axis's move in the Finnish Operative Area is offered only where the
// scenario has Finland; SBE2 (Army Group Centre against the Western Military District) has none.
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import RailPanel from '@/components/games/bite/RailPanel.vue';
import { bite } from '@/games/bite';
import en from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { setupState } from '@/games/bite/state';
import type { GameModule } from '@/engine/types';
import { useGameStore } from '@/stores';
import { makeGlobal, words } from '../widgets/helpers';

async function panel(scenario: 'SBE2' | 'SBE9', lang: 'en' | 'it') {
  const g = makeGlobal(lang, { it: it_, en });
  const store = useGameStore();
  store.module = bite as GameModule;
  store.state = setupState(scenario, { advanced: true });
  store.dispatch = vi.fn(async () => undefined);
  const w = mount(RailPanel, { global: g.global, attachTo: document.body });
  await flushPromises();
  return w;
}

describe('BITE rail panel: the Finnish move where Finland is in play (7.4)', () => {
  it('7.4 (SBE2): no Finland in the scenario, so no Finnish move is offered and the capacity names none', async () => {
    const w = await panel('SBE2', 'it');
    expect(w.find('[data-testid="bite-rail-finnish"]').exists()).toBe(false);
    expect(w.find('[data-testid="bite-rail-outside"]').exists()).toBe(true);
    expect(words(w.text())).not.toContain('più 1 in Finlandia');
    expect(words(w.text())).toContain('Capacità del turno: 4 in Unione Sovietica; fuori');
    w.unmount();
  });
  it('7.4 (SBE9): the whole campaign offers the Axis its Finnish move beside the 4', async () => {
    const w = await panel('SBE9', 'en');
    expect(w.find('[data-testid="bite-rail-finnish"]').exists()).toBe(true);
    expect(words(w.text())).toContain('plus 1 in Finland');
    w.unmount();
  });
});
