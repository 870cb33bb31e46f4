// The app's games: one line each — its messages, its rules, its screens and its icons. This
// is the one file above both the rules (src/games/<id>) and the screens
// (src/components/games/<id>); main.ts registers the list (src/engine/registry.ts), and the
// shared code finds the games there, never by name. A new game is one line here plus its
// own folders.
import { defineGame } from '@/engine/registry';
import { messages as armirMessages } from '@/games/armir/messages';
import { messages as infernoMessages } from '@/games/inferno/messages';
import { messages as wtaMessages } from '@/games/war-to-axis/messages';
import { messages as biteMessages } from '@/games/bite/messages';

export const games = [
  defineGame({
    id: 'armir',
    messages: armirMessages,
    load: () => import('@/games/armir').then((m) => m.armir),
    screens: () => import('@/components/games/armir/screens').then((m) => m.screens),
    icons: () => import('@/components/games/armir/icons').then((m) => m.icons),
  }),
  defineGame({
    id: 'inferno',
    messages: infernoMessages,
    load: () => import('@/games/inferno').then((m) => m.inferno),
    screens: () => import('@/components/games/inferno/screens').then((m) => m.screens),
  }),
  defineGame({
    id: 'wta',
    messages: wtaMessages,
    load: () => import('@/games/war-to-axis').then((m) => m.wta),
    screens: () => import('@/components/games/war-to-axis/screens').then((m) => m.screens),
    icons: () => import('@/components/games/war-to-axis/icons').then((m) => m.icons),
  }),
  defineGame({
    id: 'bite',
    messages: biteMessages,
    load: () => import('@/games/bite').then((m) => m.bite),
    screens: () => import('@/components/games/bite/screens').then((m) => m.screens),
  }),
];
