// Hash history, so every deep link (#/game/<id>) works offline from the precached shell.
// The home screen comes with the first download (it is the first thing shown, and a lazy
// chunk would cost a second round trip before the first paint); every other screen is its
// own chunk, so the first download stays small (DESIGN.md, "Weight").
import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router';
import HomeView from '@/views/HomeView.vue';
import { loadModules } from '@/engine/registry';

/** A screen that needs the games' rules: its chunk and the rules, fetched together. */
const withModules =
  <T>(screen: () => Promise<T>) =>
  () =>
    Promise.all([screen(), loadModules()]).then(([m]) => m);

export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'home', component: HomeView },
  // The game screen fetches the rules of its own game only (the game store), not every game's.
  { path: '/game/:id', name: 'game', component: () => import('@/views/GameView.vue'), props: true },
  { path: '/settings', name: 'settings', component: withModules(() => import('@/views/SettingsView.vue')) },
  // A file shared to the app, or opened with it: what it is, and its import (src/pwa/received.ts).
  { path: '/received', name: 'received', component: withModules(() => import('@/views/ReceivedView.vue')) },
  { path: '/:pathMatch(.*)*', redirect: '/' },
];

export function createAppRouter() {
  return createRouter({
    history: createWebHashHistory(),
    routes,
    scrollBehavior: () => ({ top: 0 }),
  });
}
