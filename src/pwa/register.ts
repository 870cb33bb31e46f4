// Service worker registration (vite-plugin-pwa's virtual module, built on workbox-window).
// The update is only applied when the player taps "Reload": every event is already in
// IndexedDB before it is shown, so a reload never loses the game in progress.
import { ref } from 'vue';
import { afterFirstScreen } from './launch';

export const needRefresh = ref(false);
export const offlineReady = ref(false);

let updateSW: ((reload?: boolean) => Promise<void>) | null = null;
let started = false;

/**
 * Registers the service worker once the page has loaded, the first screen is drawn (a reopened
 * game's too) and the main thread is idle: its code (workbox-window) and the precaching of every
 * chunk it starts are nothing the first screen needs, and would otherwise compete with drawing
 * it. (A relaunch is served by the worker registered before; this only looks for an update.)
 */
export async function registerPwa(): Promise<void> {
  if (started || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  await afterLoadAndIdle();
  try {
    const { registerSW } = await import('virtual:pwa-register');
    updateSW = registerSW({
      immediate: true,
      onNeedRefresh() {
        needRefresh.value = true;
      },
      onOfflineReady() {
        offlineReady.value = true;
      },
    });
  } catch {
    // No service worker (dev server, unsupported browser): the app still works online.
  }
}

function afterLoadAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  // After the first screen (or 3 s, should it never be drawn), when idle (or 2 s after that).
  return loaded.then(() => new Promise<void>((resolve) => afterFirstScreen(resolve)));
}

/** Activates the waiting service worker and reloads the page. */
export async function applyUpdate(): Promise<void> {
  needRefresh.value = false;
  if (updateSW) await updateSW(true);
  else window.location.reload();
}
