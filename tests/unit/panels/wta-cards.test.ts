// @vitest-environment happy-dom
// War to Axis's army cards screen (2.5): the pack text pasted from another device survives the
// panel being closed (a tab switch) and reopened, is gone once imported, and never rides in the
// game's drafts (so it is never exported with a game).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import CardsPanel from '@/components/games/war-to-axis/CardsPanel.vue';
import { PACK_DRAFT_KEY } from '@/components/games/war-to-axis/packDraft';
import { wta } from '@/games/war-to-axis';
import en from '@/games/war-to-axis/i18n/en.json';
import it_ from '@/games/war-to-axis/i18n/it.json';
import type { GameModule } from '@/engine/types';
import { useGameStore } from '@/stores';
import { resetDbForTests } from '@/db';
import { putLibrary } from '@/db/library';
import type { Json } from '@/engine/session';
import { makeGlobal, words } from '../widgets/helpers';
import { deCard, game as wtaGame, usCard } from '../games/war-to-axis/helpers';

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

describe('War to Axis army cards: what this device keeps (issue 31.5)', () => {
  for (const [lang, offer, damaged, held] of [
    ['it', 'Dal dispositivo: 1 carta esercito', '1 elemento tenuto sul dispositivo è rovinato e non è stato letto', 'Sul dispositivo: 2 carte esercito'],
    ['en', 'From this device: 1 army card', '1 item kept on this device is damaged and was not read', 'On this device: 2 army cards'],
  ] as const) {
    it(`2.5: a card kept on the device and not in this game is offered; a damaged item is skipped with a word (${lang})`, async () => {
      const db = await resetDbForTests();
      await putLibrary(db, 'wta.armyCards', [
        { id: usCard.id, value: usCard as unknown as Json },
        { id: deCard.id, value: deCard as unknown as Json },
        { id: 'broken', value: { name: 'no units' } },
      ]);
      const g = makeGlobal(lang, { it: it_, en });
      const store = useGameStore();
      store.module = wta as GameModule;
      store.state = { ...wtaGame('basic'), cards: [deCard] };
      const w = mount(CardsPanel, { global: g.global, attachTo: document.body });
      const lib = () => words(w.find('[data-testid="device-library-wta.armyCards"]').text());
      await vi.waitFor(() => expect(lib()).toContain(offer));
      expect(lib()).toContain(damaged);
      expect(lib()).toContain(held);
      // Nothing to remember to save: there is no such button any more.
      expect(w.find('[data-testid="wta-card-save-device"]').exists()).toBe(false);
      w.unmount();
    });
  }
});
