// War to Axis: the game's own screens, as its registry entry (src/games/index.ts) lists them:
// where each goes and its title; each component is a chunk fetched when first drawn.
import type { ScreenDef } from '@/engine/types';

export const screens: ScreenDef[] = [];
