// @vitest-environment happy-dom
// War to Axis's army cards screen (2.5): the pack text pasted from another device survives the
// panel being closed (a tab switch) and reopened, is gone once imported, and never rides in the
// game's drafts (so it is never exported with a game).
import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import CardsPanel from '@/components/games/war-to-axis/CardsPanel.vue';
import { PACK_DRAFT_KEY } from '@/components/games/war-to-axis/cardLibrary';
import { wta } from '@/games/war-to-axis';
import en from '@/games/war-to-axis/i18n/en.json';
import it_ from '@/games/war-to-axis/i18n/it.json';
import type { GameModule } from '@/engine/types';
import { useGameStore } from '@/stores';
import { makeGlobal } from '../widgets/helpers';
import { game as wtaGame } from '../games/war-to-axis/helpers';

afterEach(() => sessionStorage.clear());

describe('War to Axis army cards: the pasted pack', () => {
  it('2.5: text pasted in the pack box is there again when the panel reopens, and is not a game draft', async () => {
    const g = makeGlobal('en', { it: it_, en });
    const store = useGameStore();
    store.module = wta as GameModule;
    store.state = wtaGame('basic');
    const w = mount(CardsPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    await w.find('[data-testid="wta-card-pack-text"] textarea').setValue('{"format": "half pasted');
    await flushPromises();
    w.unmount();

    const again = mount(CardsPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    expect((again.find('[data-testid="wta-card-pack-text"] textarea').element as HTMLTextAreaElement).value).toBe('{"format": "half pasted');
    expect(JSON.stringify(store.drafts)).not.toContain('half pasted');
    expect(sessionStorage.getItem(PACK_DRAFT_KEY)).toBe('{"format": "half pasted');
    again.unmount();
  });
});
