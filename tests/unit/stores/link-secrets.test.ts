// Two phones, a side's secret (issue 33 point 4): sealed on its owner's phone by the link store,
// kept there in the game's drafts (never on the other phone, never in a message the other phone
// receives), refused when the other phone sends it, and revealed from what was kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pinia } from 'pinia';
import { memoryLinkPair } from '@/engine/sync';
import { keptSecrets, SECRETS_DRAFT } from '@/engine/sealed';
import { useGameStore, useGamesStore } from '@/stores';
import { useLinkStore } from '@/stores/link';
import type { SecretiveState } from './secretive';
import { anotherTab, freshWorld, on, setup, until } from './helpers';

vi.mock('@/engine/registry', async () => (await import('./secretive')).gamesMock);

let hostPinia: Pinia;
let guestPinia: Pinia;

beforeEach(async () => {
  hostPinia = await freshWorld();
  guestPinia = anotherTab();
});
afterEach(() => {
  for (const p of [hostPinia, guestPinia])
    on(p, () => {
      useLinkStore().leave();
      useGameStore().close();
    });
});

const stateOf = (p: Pinia) => on(p, () => useGameStore().state as SecretiveState | null);
const log = (p: Pinia) => on(p, () => useGameStore().events.map((e) => e!.event));

/** The host plays side a, the guest side b; every message the host receives is kept. */
async function shared() {
  const id = await on(hostPinia, () => useGamesStore().create({ moduleId: 'counter', name: 'Sabato sera', setup }));
  await on(hostPinia, () => useGameStore().open(id));
  const [h, g] = memoryLinkPair();
  const heard: string[] = [];
  h.onMessage((text) => heard.push(text));
  await on(hostPinia, () => useLinkStore().host(h, 'a'));
  const copy = await on(guestPinia, () => useLinkStore().join(g, 'b'));
  await on(guestPinia, () => useGameStore().open(copy));
  return { heard, g };
}

describe("Two phones: a side's secret stays on its phone", () => {
  it('sealed on the guest, kept in its drafts only; no message the host receives holds it; shown from what was kept', async () => {
    const { heard } = await shared();
    await on(guestPinia, () => useGameStore().dispatch([{ type: 'counter/hide', payload: { side: 'b', n: 42 } }]));
    await until(() => !!stateOf(hostPinia)?.hidden && !!stateOf(guestPinia)?.hidden);
    const kept = keptSecrets(on(guestPinia, () => useGameStore().draft(SECRETS_DRAFT)));
    expect(kept.map((k) => [k.type, k.payload])).toEqual([['counter/hide', { side: 'b', n: 42 }]]);
    expect(on(hostPinia, () => useGameStore().draft(SECRETS_DRAFT))).toBeUndefined();
    expect(stateOf(hostPinia)!.hidden).toEqual({ side: 'b', n: null, sealed: kept[0]!.commitment });
    for (const text of heard) {
      expect(text).not.toContain(kept[0]!.salt);
      expect(text).not.toContain('"n":42');
    }
    expect(JSON.stringify(log(hostPinia))).not.toContain('"n":42');

    await on(guestPinia, () => useGameStore().dispatch([{ type: 'counter/show', payload: {} }]));
    await until(() => stateOf(hostPinia)?.shown === 42 && stateOf(guestPinia)?.shown === 42);
  });

  it("the other phone may not send it: the host's own is refused here, in words naming the side", async () => {
    await shared();
    await expect(on(hostPinia, () => useGameStore().dispatch([{ type: 'counter/hide', payload: { side: 'b', n: 1 } }]))).rejects.toMatchObject({
      text: { key: 'app.link.secretNotYours', params: { side: { key: 'counter.b' } } },
    });
    expect(stateOf(hostPinia)?.hidden).toBeUndefined();
  });

  it("the host refuses a guest's event that carries the host side's secret, and it enters neither log", async () => {
    const { g } = await shared();
    const before = log(hostPinia);
    g.send(
      JSON.stringify({ v: 1, t: 'act', aid: 'forged-1', kind: 'append', events: [{ type: 'counter/hide', payload: { side: 'a', sealed: '0'.repeat(64) } }] }),
    );
    const answers: string[] = [];
    g.onMessage((text) => answers.push(text));
    await until(() => answers.some((a) => a.includes('forged-1')));
    expect(JSON.parse(answers.find((a) => a.includes('forged-1'))!)).toMatchObject({ ok: false, why: { key: 'app.link.secretNotYours' } });
    expect(log(hostPinia)).toEqual(before);
    expect(log(guestPinia)).toEqual(before);
  });
});
