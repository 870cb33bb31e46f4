// @vitest-environment happy-dom
// The keep-your-games notice on the home screen: drawn with the first frame (never later,
// where it would push the games down under a finger), hidden once the browser says it keeps
// the data (remembered for the next launch's first paint), or once the player says "Got it".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createVuetify } from 'vuetify';
import * as components from 'vuetify/components';
import * as directives from 'vuetify/directives';
import { createAppI18n } from '@/i18n';
import { readShell, writeShell } from '@/pwa/launch';
import PersistenceAdvice from '@/components/PersistenceAdvice.vue';

function answer(kept: boolean | undefined): void {
  const storage = kept === undefined ? undefined : { persisted: vi.fn(async () => kept), persist: vi.fn(async () => kept) };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

function mountAdvice() {
  const pinia = createPinia();
  setActivePinia(pinia);
  const Root = defineComponent({ render: () => h(components.VApp, null, () => h(PersistenceAdvice)) });
  return mount(Root, {
    global: { plugins: [pinia, createVuetify({ components, directives }), createAppI18n([], 'it')] },
    attachTo: document.body,
  });
}

const advice = '[data-testid="keep-advice"]';

describe('the keep-your-games notice', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
    answer(undefined);
  });

  it('is in the first frame, before the browser answers, with the words that keep the games (install, export)', async () => {
    answer(false);
    const w = mountAdvice();
    // Synchronously: nothing is awaited before the first frame.
    expect(w.find(advice).exists()).toBe(true);
    await flushPromises();
    expect(w.find(advice).text()).toContain('Mettete al sicuro le partite');
    expect(w.find(advice).text()).toContain('esportate ogni partita su file');
    expect(readShell().kept).toBe(false);
  });

  it('with no storage manager at all (Safari), it stays and says so', async () => {
    answer(undefined);
    const w = mountAdvice();
    await flushPromises();
    expect(w.find(advice).exists()).toBe(true);
  });

  it('goes away when the browser promises to keep the data, and the next launch does not draw it', async () => {
    answer(true);
    const w = mountAdvice();
    await flushPromises();
    expect(w.find(advice).exists()).toBe(false);
    expect(readShell().kept).toBe(true);
    w.unmount();
    const again = mountAdvice();
    expect(again.find(advice).exists()).toBe(false);
  });

  it('"Ho capito" puts it away for good', async () => {
    answer(false);
    writeShell({ kept: false });
    const w = mountAdvice();
    await flushPromises();
    await w.find(`${advice} button`).trigger('click');
    expect(w.find(advice).exists()).toBe(false);
    w.unmount();
    expect(mountAdvice().find(advice).exists()).toBe(false);
  });
});
