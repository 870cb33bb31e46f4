// @vitest-environment happy-dom
// The game screen with a small made-up game (two phases, one required card, one track):
// the header says where we are, "next phase" warns about a required card but lets the
// players go on, undo takes it back, and everything lands in the journal.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import { createVuetify } from 'vuetify';
import * as components from 'vuetify/components';
import * as directives from 'vuetify/directives';
import type { GameEvent, GameModule } from '@/engine/types';
import { modules } from '@/engine/registry';
import { createAppI18n } from '@/i18n';
import { useGameStore, useGamesStore } from '@/stores';
import GameView from '@/views/GameView.vue';
import { looseCheck } from '../support/loose-check';

interface CounterState {
  turn: number;
  phase: number;
  count: number;
}

const PHASES = ['march', 'fight'];

/** The test game's messages, as its registry entry would hold them. */
const counterMessages = {
  it: {
    shelltest: {
      title: 'Gioco di prova',
      scenario: 'Scontro',
      side: 'Rossi',
      phase: { march: 'Fase 1: marcia', fight: 'Fase 2: combattimento' },
      asks: 'Muovete le pedine.',
      card: 'Tiro di rifornimento',
      count: 'Punti rifornimento',
      moved: 'Si passa alla fase successiva',
      back: 'Si torna alla fase precedente',
      note: 'Nota: {text}',
    },
  },
  en: {
    shelltest: {
      title: 'Test game',
      scenario: 'Skirmish',
      side: 'Reds',
      phase: { march: 'Phase 1: march', fight: 'Phase 2: combat' },
      asks: 'Move the counters.',
      card: 'Supply roll',
      count: 'Supply points',
      moved: 'On to the next phase',
      back: 'Back to the previous phase',
      note: 'Note: {text}',
    },
  },
};

const counter: GameModule<CounterState> = {
  check: looseCheck,
  id: 'shelltest',
  title: { key: 'shelltest.title' },
  stateVersion: 1,
  sides: [{ id: 'red', name: { key: 'shelltest.side' }, colour: '#a00' }],
  scenarios: [{ id: 's', title: { key: 'shelltest.scenario' }, turns: 3 }],
  options: [],
  interpretations: [],
  charts: [],
  setup: () => ({ turn: 1, phase: 0, count: 5 }),
  reduce(state, event: GameEvent) {
    if (event.type === 'core/next-phase') {
      const phase = (state.phase + 1) % PHASES.length;
      return { ...state, phase, turn: phase === 0 ? state.turn + 1 : state.turn };
    }
    if (event.type === 'core/prev-phase') return { ...state, phase: Math.max(0, state.phase - 1) };
    return state;
  },
  where: (s) => ({
    turn: s.turn,
    turns: 3,
    side: { key: 'shelltest.side' },
    phase: { key: `shelltest.phase.${PHASES[s.phase]}` },
    asks: { key: 'shelltest.asks' },
    rule: `${s.phase + 4}.1`,
  }),
  describe: (event) =>
    event.type === 'core/note'
      ? { text: { key: 'shelltest.note', params: { text: String((event.payload as { text: string }).text) } }, category: 'note' }
      : event.type === 'core/prev-phase'
        ? { text: { key: 'shelltest.back' }, category: 'phase', rules: ['3.0'] }
        : { text: { key: 'shelltest.moved' }, category: 'phase', rules: ['3.0'] },
  tracks: (s) => [{ id: 'count', label: { key: 'shelltest.count' }, value: s.count, rule: '9.2' }],
  procedures: (s) =>
    s.phase === 0
      ? [
          {
            id: 'supply',
            title: { key: 'shelltest.card' },
            rule: '7.3',
            required: true,
            evaluate: () => ({ errors: [], derivation: [], resolve: () => ({ derivation: [], events: [] }) }),
          },
        ]
      : [],
  calculators: () => [],
  victory: () => null,
};

let wrapper: ReturnType<typeof mount> | null = null;

// happy-dom has no visualViewport; Vuetify's dialogs and menus read it.
if (!('visualViewport' in globalThis)) {
  const vv = Object.assign(new EventTarget(), { width: 1024, height: 768, offsetLeft: 0, offsetTop: 0, scale: 1 });
  Object.assign(globalThis, { visualViewport: vv });
}

beforeEach(() => {
  if (!modules.some((m) => m.id === counter.id)) modules.push(counter as GameModule);
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  document.body.innerHTML = '';
  const i = modules.findIndex((m) => m.id === counter.id);
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

describe('game screen', () => {
  it('shows where we are, warns about a required card, advances, undoes, and journals it', async () => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const id = await useGamesStore().create({
      moduleId: counter.id,
      name: 'Prova',
      setup: { scenario: 's', options: {}, sideNames: { red: 'Rossi di Anna' } },
    });
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
    const Root = defineComponent({ render: () => h(components.VApp, null, () => h(GameView, { id })) });
    wrapper = mount(Root, {
      global: { plugins: [pinia, router, createVuetify({ components, directives }), createAppI18n([{ messages: counterMessages }], 'it')] },
      attachTo: document.body,
    });
    const game = useGameStore();
    await until(() => wrapper!.text().includes('Fase 1: marcia'), 'the header');

    const header = wrapper.find('.where').text();
    expect(header).toContain('Turno 1 di 3');
    expect(header).toContain('Rossi');
    expect(header).toContain('Fase 1: marcia');
    expect(header).toContain('4.1');
    expect(header).toContain('Muovete le pedine.');
    expect(wrapper.text()).toContain('Tiro di rifornimento');
    expect(wrapper.text()).toContain('Punti rifornimento');

    // Next phase: a required card is not done, so the players are warned, not blocked.
    const next = wrapper.findAll('button').find((b) => b.text().includes('Fase successiva'))!;
    await next.trigger('click');
    await until(() => document.body.textContent!.includes('Avanza comunque'), 'the warning');
    expect(document.body.textContent).toContain('Manca qualcosa in questa fase');
    const anyway = [...document.querySelectorAll('button')].find((b) => b.textContent!.includes('Avanza comunque'))!;
    anyway.click();
    await until(() => wrapper!.find('.where').text().includes('Fase 2: combattimento'), 'the next phase');
    expect(game.canUndo).toBe(true);

    // Undo (app bar) takes it back.
    const undo = wrapper.find('button[aria-label="Annulla l\'ultima azione"]');
    expect(undo.exists()).toBe(true);
    await undo.trigger('click');
    await until(() => wrapper!.find('.where').text().includes('Fase 1: marcia'), 'the undo');
    expect(game.canRedo).toBe(true);

    // The journal (right column on a wide screen) shows the undone step struck through.
    const journalTab = wrapper.findAll('button, [role="tab"]').find((b) => b.text().includes('Diario'))!;
    await journalTab.trigger('click');
    await until(() => wrapper!.text().includes('Si passa alla fase successiva'), 'the journal');
    const line = wrapper.findAll('.journal .v-list-item').find((l) => l.text().includes('Si passa alla fase successiva'))!;
    expect(line.classes()).toContain('struck');
    expect(line.text()).toContain('Turno 1, Fase 1: marcia');
    expect(line.text()).toContain('3.0');
  });
});
