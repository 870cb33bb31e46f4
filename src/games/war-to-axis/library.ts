/**
 * War to Axis: the army cards (2.5) this device keeps for every game (GameModule.library). A
 * card typed or imported in one game is kept as it is applied and offered in the next, brought
 * in through 'wta.cards.add' (the rules check it like a typed one). Earlier releases kept them
 * in the page's storage as a pack: read once into the device's library.
 */
import type { LibraryKind } from '@/engine/types';
import { t } from '@/engine/derivation';
import { exportCardPack, parseCardPack } from './cards';
import { armyCardSchema } from './events';
import type { ArmyCard, WtaState } from './state';

export const CARD_LIBRARY_KIND = 'wta.armyCards';
/** Where earlier releases kept this device's cards (a pack's text). */
export const LEGACY_CARDS_KEY = 'aiutante.armyCards';

export const armyCardLibrary: LibraryKind<WtaState, ArmyCard> = {
  id: CARD_LIBRARY_KIND,
  count: 'wta.library.count',
  items: (s) => s.cards,
  key: (c) => c.id,
  label: (c) => t('wta.library.card', { name: c.name, side: t(`wta.side.${c.side}`), n: c.units.length }),
  schema: armyCardSchema,
  bring: (cards) => ({ action: 'wta.cards.add', values: { pack: exportCardPack(cards) } }),
  legacy: {
    key: LEGACY_CARDS_KEY,
    read: (text) => {
      const r = parseCardPack(text);
      return r.ok ? r.cards : null;
    },
  },
};
