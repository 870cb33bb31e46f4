// @vitest-environment happy-dom
// The update prompt: nothing of it is built until a new release waits (most launches never show
// it); then "Nuova versione disponibile" with "Più tardi" and "Ricarica", and "Più tardi" puts it away.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { flushPromises, mount } from '@vue/test-utils';
import { createRouter, createMemoryHistory } from 'vue-router';
import { createVuetify } from 'vuetify';
import * as components from 'vuetify/components';
import * as directives from 'vuetify/directives';
import { createAppI18n } from '@/i18n';

const pwa = vi.hoisted(() => ({ needRefresh: null as unknown as ReturnType<typeof ref<boolean>>, applied: 0 }));
vi.mock('@/pwa/register', async () => {
  const { ref: r } = await import('vue');
  pwa.needRefresh = r(false);
  return {
    needRefresh: pwa.needRefresh,
    offlineReady: r(false),
    registerPwa: async () => undefined,
    applyUpdate: () => {
      pwa.applied++;
    },
  };
});

if (!('visualViewport' in globalThis)) {
  const vv = Object.assign(new EventTarget(), { width: 390, height: 844, offsetLeft: 0, offsetTop: 0, scale: 1 });
  Object.assign(globalThis, { visualViewport: vv });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the update prompt', () => {
  it('is built only when a new release waits, says so in Italian, and "Più tardi" puts it away', async () => {
    const PwaPrompt = (await import('@/pwa/PwaPrompt.vue')).default;
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: { render: () => null } }] });
    await router.push('/');
    const vuetify = createVuetify({ components, directives });
    const i18n = createAppI18n([], 'it');
    const Root = defineComponent({ render: () => h(components.VApp, null, () => h(PwaPrompt)) });
    const wrapper = mount(Root, { global: { plugins: [router, vuetify, i18n] }, attachTo: document.body });
    await flushPromises();
    // Not a hidden snackbar waiting: no snackbar (nor its overlay) at all.
    expect(wrapper.findComponent(components.VSnackbar).exists()).toBe(false);
    expect(wrapper.findComponent(components.VOverlay).exists()).toBe(false);

    pwa.needRefresh.value = true;
    await flushPromises();
    await nextTick();
    expect(document.body.textContent).toContain('Nuova versione disponibile. La partita è già salvata.');
    const later = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Più tardi');
    expect(later).toBeTruthy();
    expect([...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Ricarica')).toBe(true);
    later!.click();
    await flushPromises();
    expect(pwa.needRefresh.value).toBe(false);
    expect(pwa.applied).toBe(0);
    wrapper.unmount();
  });
});
