// @vitest-environment happy-dom
// A launch picks up where the player left: the first paint's language, theme and screen, and
// the game reopened (src/pwa/launch.ts, read by index.html before any script runs).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter } from 'vue-router';
import { defineComponent } from 'vue';
import { readShell, rememberScreen, reopenedGameId, screenToReopen, SHELL_KEY, writeShell } from '@/pwa/launch';

const Screen = defineComponent({ render: () => null });

describe('the launch state', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty and keeps what the app writes, a key set to undefined removed', () => {
    expect(readShell()).toEqual({});
    writeShell({ lang: 'en', theme: 'dark', games: 2 });
    writeShell({ games: 3, last: '/game/g1', lastName: 'Don' });
    writeShell({ lastName: undefined });
    expect(readShell()).toEqual({ lang: 'en', theme: 'dark', games: 3, last: '/game/g1' });
  });

  it('survives a broken stored value (the shell falls back to the defaults)', () => {
    localStorage.setItem(SHELL_KEY, '{not json');
    expect(readShell()).toEqual({});
  });

  it('reopens the last game only when the app is launched at its start address, not from a link', () => {
    expect(screenToReopen('')).toBeNull();
    writeShell({ last: '/game/g1' });
    expect(screenToReopen('')).toBe('/game/g1');
    expect(screenToReopen('#')).toBe('/game/g1');
    expect(screenToReopen('#/')).toBeNull(); // a link to home
    expect(screenToReopen('#/settings')).toBeNull();
    expect(screenToReopen('#/game/g2')).toBeNull();
  });

  it('remembers a game screen, forgets it when the player goes home, keeps it through settings', async () => {
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/', name: 'home', component: Screen },
        { path: '/game/:id', name: 'game', component: Screen },
        { path: '/settings', name: 'settings', component: Screen },
      ],
    });
    rememberScreen(router);
    await router.push('/game/g7');
    expect(readShell().last).toBe('/game/g7');
    await router.push('/settings');
    expect(readShell().last).toBe('/game/g7');
    writeShell({ lastName: 'Don' });
    await router.push('/');
    expect(readShell()).toEqual({});
  });

  it('reads the id of the game to open ahead from the screen to reopen', () => {
    expect(reopenedGameId('/game/g1')).toBe('g1');
    expect(reopenedGameId('/game/a%20b?x=1')).toBe('a b');
    expect(reopenedGameId('/settings')).toBeNull();
    expect(reopenedGameId(null)).toBeNull();
  });
});

describe('what waits for the first screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it("the other games' rules and messages wait until the reopened game is drawn, and run once", async () => {
    vi.useFakeTimers();
    const launch = await import('@/pwa/launch');
    const work = vi.fn();
    launch.afterFirstScreen(work, 3000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
    launch.firstScreenDrawn();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('they wait for the browser to be idle once the screen is drawn, so a first tap comes before them', async () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, opts?: { timeout?: number }) => {
      expect(opts?.timeout).toBeGreaterThan(0); // never put off for ever
      idle.push(cb);
      return idle.length;
    });
    try {
      const launch = await import('@/pwa/launch');
      const work = vi.fn();
      launch.afterFirstScreen(work, 3000);
      launch.firstScreenDrawn();
      await vi.advanceTimersByTimeAsync(10);
      expect(work).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]!();
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('they still come when the game never draws (a game that cannot be opened)', async () => {
    vi.useFakeTimers();
    const launch = await import('@/pwa/launch');
    const work = vi.fn();
    launch.afterFirstScreen(work, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
