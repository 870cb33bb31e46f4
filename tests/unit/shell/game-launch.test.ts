// @vitest-environment happy-dom
// A relaunch into the last game builds its screen under the shell a piece per task: the bar's
// back arrow and title first, then its buttons, the header, each of the first cards and the
// bottom navigation in a task of their own, so no one task holds a phone's main thread for the whole screen; the shell goes once it
// is whole. The cards below follow one at a time after the first frame.
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import { createVuetify } from 'vuetify';
import * as components from 'vuetify/components';
import * as directives from 'vuetify/directives';
import type { GameModule, ProcedureDef } from '@/engine/types';
import { modules } from '@/engine/registry';
import { createAppI18n } from '@/i18n';
import { useGamesStore } from '@/stores';
import GameView from '@/views/GameView.vue';
import { buildInPieces, pieceTasks, piecesBuilt } from '@/views/shared/pieces';
import { looseCheck } from '../support/loose-check';

const messages = {
  it: { launchtest: { title: 'Gioco di prova', scenario: 'Scontro', side: 'Rossi', phase: 'Fase 1', asks: 'Muovete.', card: 'Carta {n}', moved: 'Avanti' } },
  en: { launchtest: { title: 'Test game', scenario: 'Skirmish', side: 'Reds', phase: 'Phase 1', asks: 'Move.', card: 'Card {n}', moved: 'On' } },
};

const card = (n: number): ProcedureDef => ({
  id: `card-${n}`,
  title: { key: 'launchtest.card', params: { n } },
  rule: `7.${n}`,
  evaluate: () => ({ errors: [], derivation: [], resolve: () => ({ derivation: [], events: [] }) }),
});

const game: GameModule<{ turn: number }> = {
  check: looseCheck,
  id: 'launchtest',
  title: { key: 'launchtest.title' },
  stateVersion: 1,
  sides: [{ id: 'red', name: { key: 'launchtest.side' }, colour: '#a00' }],
  scenarios: [{ id: 's', title: { key: 'launchtest.scenario' }, turns: 3 }],
  options: [],
  interpretations: [],
  charts: [],
  setup: () => ({ turn: 1 }),
  reduce: (s) => s,
  where: (s) => ({ turn: s.turn, turns: 3, phase: { key: 'launchtest.phase' }, asks: { key: 'launchtest.asks' }, rule: '4.1' }),
  describe: () => ({ text: { key: 'launchtest.moved' }, category: 'phase' }),
  tracks: () => [],
  procedures: () => [card(1), card(2), card(3), card(4)],
  calculators: () => [],
  victory: () => null,
};

let wrapper: ReturnType<typeof mount> | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  document.body.innerHTML = '';
  const i = modules.findIndex((m) => m.id === game.id);
  if (i >= 0) modules.splice(i, 1);
});

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await flushPromises();
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a relaunch into the last game', () => {
  it('builds the game screen a piece per task under the shell, then the cards below one at a time', async () => {
    modules.push(game as GameModule);
    // A phone: one section at a time, with the bottom navigation.
    (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 390, height: 844 });
    const pinia = createPinia();
    setActivePinia(pinia);
    const id = await useGamesStore().create({ moduleId: game.id, name: 'Prova', setup: { scenario: 's', options: {}, sideNames: { red: 'Rossi' } } });
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/', name: 'home', component: { render: () => null } },
        { path: '/settings', name: 'settings', component: { render: () => null } },
        { path: '/game/:id', name: 'game', component: GameView, props: true },
      ],
    });
    await router.push(`/game/${id}`);
    await router.isReady();

    // Each piece's task, held here so the test runs them one at a time.
    const tasks: (() => void)[] = [];
    const schedule = pieceTasks.schedule;
    pieceTasks.schedule = (task) => void tasks.push(task);
    buildInPieces();
    const Root = defineComponent({ render: () => h(components.VApp, null, () => h(GameView, { id })) });
    wrapper = mount(Root, {
      global: { plugins: [pinia, router, createVuetify({ components, directives }), createAppI18n([{ messages }], 'it')] },
      attachTo: document.body,
    });
    pieceTasks.schedule = schedule;
    let whole = false;
    const built = piecesBuilt().then(() => (whole = true));
    const cards = () => wrapper!.findAll('.procedure').length;
    const nav = () => wrapper!.find('.v-bottom-navigation').exists();

    const undo = () => wrapper!.find('button[aria-label="Annulla l\'ultima azione"]').exists();

    // The bar's name and the page come first; its buttons, the header, the first two cards and
    // the navigation wait.
    await until(() => wrapper!.find('h2').exists(), 'the game read');
    expect(wrapper.find('.game-bar').text()).toContain('Prova');
    expect(undo()).toBe(false);
    expect(wrapper.find('.where').exists()).toBe(false);
    expect(cards()).toBe(0);
    expect(nav()).toBe(false);
    expect(tasks).toHaveLength(5);

    tasks[0]!();
    await flushPromises();
    expect(undo()).toBe(true);
    expect(wrapper.find('.where').exists()).toBe(false);
    tasks[1]!();
    await flushPromises();
    expect(wrapper.find('.where').text()).toContain('Fase 1');
    expect(cards()).toBe(0);
    tasks[2]!();
    await flushPromises();
    expect(cards()).toBe(1);
    tasks[3]!();
    await flushPromises();
    expect(cards()).toBe(2);
    expect(nav()).toBe(false);
    expect(whole).toBe(false);
    tasks[4]!();
    await built;
    expect(nav()).toBe(true);
    expect(cards()).toBe(2);

    // After the first frame, the cards below come one at a time until the phase is whole.
    const seen = new Set<number>();
    const watcher = new MutationObserver(() => seen.add(cards()));
    watcher.observe(wrapper.element.parentElement!, { childList: true, subtree: true });
    await until(() => cards() === 4, 'every card');
    watcher.disconnect();
    expect([...seen].filter((n) => n > 2).sort()).toEqual([3, 4]);
  });
});
