// @vitest-environment happy-dom
// A relaunch into the last game builds its screen under the shell a piece per task: the bar and
// the main area first, then the bar's back arrow and title, the page, the bar's buttons, the
// header, each of the first cards (its title, its fields, its working) and the bottom navigation
// in a task of their own, so no one task holds a phone's main thread for the whole screen; the
// shell goes once it is whole. The cards below follow one at a time after the first frame.
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
    let whole = false;
    const built = piecesBuilt().then(() => (whole = true));
    const cards = () => wrapper!.findAll('.procedure').length;
    const nav = () => wrapper!.find('.v-bottom-navigation').exists();
    const undo = () => wrapper!.find('button[aria-label="Annulla l\'ultima azione"]').exists();
    const next = async () => {
      tasks.shift()!();
      await flushPromises();
    };

    // The bar and the main area come first; the bar's back arrow and name, the page, the bar's
    // buttons, the header, the first two cards and the navigation wait, a task each.
    expect(wrapper.find('.game-bar').exists()).toBe(true);
    expect(tasks).toHaveLength(7);
    expect(wrapper.find('.game-bar button').exists()).toBe(false);
    expect(wrapper.find('h2').exists()).toBe(false);
    await next();
    await until(() => wrapper!.find('.game-bar').text().includes('Prova'), 'the game read');
    expect(wrapper.find('h2').exists()).toBe(false);
    await next();
    expect(wrapper.find('h2').exists()).toBe(true);
    expect(undo()).toBe(false);
    await next();
    expect(undo()).toBe(true);
    expect(wrapper.find('.where').exists()).toBe(false);
    await next();
    expect(wrapper.find('.where').text()).toContain('Fase 1');
    expect(cards()).toBe(0);
    // A card is built in tasks of its own, before the next card: its title, then its fields
    // (these cards have none), then its working, then its questions and result.
    await next();
    expect(cards()).toBe(1);
    expect(wrapper.find('.procedure .flow').exists()).toBe(false);
    expect(tasks).toHaveLength(3);
    await next();
    expect(wrapper.find('.procedure .flow').exists()).toBe(true);
    expect(tasks).toHaveLength(3);
    await next();
    expect(cards()).toBe(1);
    await next();
    expect(cards()).toBe(2);
    await next();
    await next();
    expect(nav()).toBe(false);
    expect(whole).toBe(false);
    await next();
    pieceTasks.schedule = schedule;
    await built;
    expect(tasks).toHaveLength(0);
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

  it('leaves a second card for after the shell when the first already fills the phone', async () => {
    modules.push(game as GameModule);
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
    // The first card reaches below the bottom of the screen.
    const rect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      return this.classList.contains('cards') ? ({ top: 200, bottom: 900, left: 0, right: 390, width: 390, height: 700 } as DOMRect) : rect.call(this);
    };
    const tasks: (() => void)[] = [];
    const { schedule, idle } = pieceTasks;
    pieceTasks.schedule = (task) => void tasks.push(task);
    const later: (() => void)[] = [];
    pieceTasks.idle = (task) => void later.push(task);
    try {
      buildInPieces();
      const Root = defineComponent({ render: () => h(components.VApp, null, () => h(GameView, { id })) });
      wrapper = mount(Root, {
        global: { plugins: [pinia, router, createVuetify({ components, directives }), createAppI18n([{ messages }], 'it')] },
        attachTo: document.body,
      });
      const built = piecesBuilt();
      await until(() => tasks.length > 0, 'the pieces asked for');
      await flushPromises();
      while (tasks.length) {
        tasks.shift()!();
        await flushPromises();
      }
      await built;
      // The shell goes with the first card only and the navigation; the second follows after it.
      expect(wrapper.findAll('.procedure')).toHaveLength(1);
      expect(wrapper.find('.v-bottom-navigation').exists()).toBe(true);
    } finally {
      pieceTasks.schedule = schedule;
      pieceTasks.idle = idle;
      Element.prototype.getBoundingClientRect = rect;
    }
    for (const task of later.splice(0)) task();
    await until(() => wrapper!.findAll('.procedure').length === 4, 'every card');
  });
});
