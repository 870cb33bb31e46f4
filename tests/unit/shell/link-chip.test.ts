// @vitest-environment happy-dom
// Two phones: the header's turn line says the game is shared, whether the link holds, and how
// many of this phone's actions are still waiting for the other phone.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { Where } from '@/engine/types';
import WhereHeader from '@/views/game/WhereHeader.vue';
import type { GameModule } from '@/engine/types';
import { useGameStore } from '@/stores';
import { useLinkStore } from '@/stores/link';
import { makeGlobal, words } from '../widgets/helpers';

const extra = {
  it: { test: { phase: 'Fase 1: movimento', asks: 'Muovete.' } },
  en: { test: { phase: 'Phase 1: movement', asks: 'Move.' } },
};
const plain: Where = { turn: 3, turns: 12, phase: { key: 'test.phase' }, asks: { key: 'test.asks' } };

describe('Two phones: the header says the link', () => {
  it('nothing for a game on one phone; "Due telefoni · collegati", and the side this phone plays; the link lost with the actions pending', async () => {
    const g = makeGlobal('it', extra);
    const w = mount(WhereHeader, { props: { where: plain }, global: g.global });
    expect(w.find('.link-chip').exists()).toBe(false);
    const link = useLinkStore();
    link.status = 'live';
    await w.vm.$nextTick();
    expect(words(w.find('.link-chip').text())).toBe('Due telefoni · collegati');
    // The side this phone plays, by the game's name for it.
    useGameStore().module = {
      id: 'test',
      sides: [{ id: 'axis', name: 'Asse', colour: '#000' }],
      interpretations: [],
      charts: [],
      options: [],
    } as unknown as GameModule;
    link.side = 'axis';
    await w.vm.$nextTick();
    expect(words(w.find('.link-chip').text())).toBe('Due telefoni · collegati · qui: Asse');
    link.status = 'down';
    link.pending = 2;
    await w.vm.$nextTick();
    expect(words(w.find('.link-chip').text())).toBe('Due telefoni · collegamento perso · qui: Asse · 2 in attesa');
    expect(w.find('.link-chip--down').exists()).toBe(true);
  });
});
