// @vitest-environment happy-dom
// The home screen: what to do when there is no game yet, and the saved games, newest
// played first, each with its game, scenario, turn and phase, sides and when it was played.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick } from 'vue';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createRouter, createMemoryHistory } from 'vue-router';
import { createVuetify } from 'vuetify';
import * as components from 'vuetify/components';
import * as directives from 'vuetify/directives';
import { createAppI18n } from '@/i18n';
import { useGamesStore, type GameSummary } from '@/stores';
import HomeView from '@/views/HomeView.vue';
import GameListItem from '@/views/home/GameListItem.vue';

const HOUR = 3600_000;

// happy-dom has no visualViewport; Vuetify's notices (snackbars) read it.
if (!('visualViewport' in globalThis)) {
  const vv = Object.assign(new EventTarget(), { width: 390, height: 844, offsetLeft: 0, offsetTop: 0, scale: 1 });
  Object.assign(globalThis, { visualViewport: vv });
}

function summary(over: Partial<GameSummary> & { id: string; name: string }): GameSummary {
  return {
    moduleId: 'fake',
    scenario: { key: 'test.scenario' },
    scenarioId: 's1',
    moduleTitle: { key: 'test.game' },
    where: { turn: 3, turns: 7, phase: { key: 'test.phase' }, asks: { key: 'test.asks' } },
    sideNames: { axis: 'Asse di Marco', soviet: 'Armata Rossa di Luca' },
    updatedAt: Date.now() - HOUR,
    lastPlayedAt: Date.now() - HOUR,
    ...over,
  };
}

const testModule = {
  messages: {
    it: { test: { month: 'Giugno 1941', scenario: 'Campagna', game: 'Gioco di prova', phase: 'Fase 7: combattimento', asks: '…' } },
    en: { test: { month: 'June 1941', scenario: 'Campaign', game: 'Test game', phase: 'Phase 7: combat', asks: '…' } },
  },
};

async function mountHome(list: GameSummary[], lang: 'it' | 'en' = 'it') {
  const pinia = createPinia();
  setActivePinia(pinia);
  const games = useGamesStore();
  games.load = vi.fn(async () => undefined) as typeof games.load;
  games.list = list;
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', name: 'home', component: HomeView },
      { path: '/game/:id', name: 'game', component: { render: () => null } },
      { path: '/settings', name: 'settings', component: { render: () => null } },
    ],
  });
  await router.push('/');
  await router.isReady();
  const vuetify = createVuetify({ components, directives });
  const i18n = createAppI18n([testModule], lang);
  const Root = defineComponent({ render: () => h(components.VApp, null, () => h(HomeView, { modules: [] })) });
  const wrapper = mount(Root, { global: { plugins: [pinia, router, vuetify, i18n] }, attachTo: document.body });
  await flushPromises();
  await nextTick();
  return { wrapper, games, router };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('home screen', () => {
  it('with no saved game, says what to do and offers a new game and an import', async () => {
    const { wrapper } = await mountHome([]);
    const text = wrapper.text();
    expect(text).toContain('Nessuna partita salvata');
    expect(text).toContain('Iniziate una nuova partita');
    const buttons = wrapper.findAll('button').map((b) => b.text());
    expect(buttons).toContain('Nuova partita');
    expect(buttons).toContain('Importa partita');
    wrapper.unmount();
  });

  it('lists the saved games newest played first, with game, scenario, turn, phase, sides and when', async () => {
    const { wrapper } = await mountHome([
      summary({ id: 'a', name: 'Serata di martedì', lastPlayedAt: Date.now() - 3 * 24 * HOUR }),
      summary({ id: 'b', name: 'Rivincita', lastPlayedAt: Date.now() - 2 * HOUR }),
    ]);
    const cards = wrapper.findAll('.game-item');
    expect(cards).toHaveLength(2);
    expect(cards[0].text()).toContain('Rivincita');
    expect(cards[1].text()).toContain('Serata di martedì');
    const first = cards[0].text();
    expect(first).toContain('Gioco di prova');
    expect(first).toContain('Campagna');
    expect(first).toContain('Turno 3 di 7');
    expect(first).toContain('Fase 7: combattimento');
    expect(first).toContain('Asse di Marco – Armata Rossa di Luca');
    expect(first).toContain('2 ore fa');
    expect(cards[1].text()).toContain('3 giorni fa');
    expect(wrapper.text()).not.toContain('Nessuna partita salvata');
    wrapper.unmount();
  });

  it('speaks English when the player chose it', async () => {
    const { wrapper } = await mountHome([summary({ id: 'a', name: 'Tuesday night' })], 'en');
    const text = wrapper.text();
    expect(text).toContain('Your games');
    expect(text).toContain('Turn 3 of 7');
    expect(text).toContain('Last played 1 hour ago');
    wrapper.unmount();
  });

  it('names the turn as the game calls it when the game gives a label (a month)', async () => {
    const { wrapper } = await mountHome([
      summary({
        id: 'a',
        name: 'Barbarossa',
        where: { turn: 1, turns: 24, turnLabel: { key: 'test.month' }, phase: { key: 'test.phase' }, asks: { key: 'test.asks' } },
      }),
    ]);
    expect(wrapper.find('.game-item').text()).toContain('Giugno 1941 (turno 1 di 24)');
    wrapper.unmount();
  });

  it('a finished game says so instead of a turn and phase', async () => {
    const { wrapper } = await mountHome([
      summary({ id: 'a', name: 'Finita', where: { turn: 7, turns: 7, phase: { key: 'test.phase' }, asks: { key: 'test.asks' }, over: true } }),
    ]);
    expect(wrapper.find('.game-item').text()).toContain('Partita conclusa');
    wrapper.unmount();
  });

  it('opening a game goes to its screen', async () => {
    const { wrapper, router } = await mountHome([summary({ id: 'g42', name: 'Aperta' })]);
    const open = wrapper.findAll('.game-item button').find((b) => b.text() === 'Apri');
    expect(open).toBeDefined();
    await open!.trigger('click');
    await flushPromises();
    await vi.waitFor(() => expect(router.currentRoute.value.fullPath).toBe('/game/g42'));
    wrapper.unmount();
  });

  it('while a notice shows (a game duplicated), the list has room below its last game, so on a phone the notice covers none of its buttons; its OK takes the notice and the room away', async () => {
    const { wrapper, games } = await mountHome([
      summary({ id: 'a', name: 'Prima' }),
      summary({ id: 'b', name: 'Ultima', lastPlayedAt: Date.now() - 5 * HOUR }),
    ]);
    games.duplicate = vi.fn(async () => 'c') as unknown as typeof games.duplicate;
    const home = () => wrapper.find('.home');
    expect(home().classes()).not.toContain('home--notice');
    wrapper.findAllComponents(GameListItem)[1]!.vm.$emit('duplicate');
    await flushPromises();
    expect(games.duplicate).toHaveBeenCalledWith('b');
    await vi.waitFor(() => expect(document.querySelector('.v-snackbar')?.textContent).toContain('Partita duplicata'));
    expect(home().classes()).toContain('home--notice');
    const ok = [...document.querySelectorAll<HTMLButtonElement>('.v-snackbar button')].find((b) => b.textContent?.trim() === 'OK');
    ok!.click();
    await flushPromises();
    expect(home().classes()).not.toContain('home--notice');
    wrapper.unmount();
  });
});
