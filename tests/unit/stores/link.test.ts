import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pinia } from 'pinia';
import { memoryLinkPair } from '@/engine/sync';
import { useGameStore, useGamesStore, useSettingsStore } from '@/stores';
import { LINK_DRAFT, useLinkStore } from '@/stores/link';
import { add, type CounterState } from './counter';
import { anotherTab, freshWorld, on, setup, until } from './helpers';

vi.mock('@/engine/registry', async () => (await import('./counter')).gamesMock);

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

const count = (p: Pinia) => on(p, () => (useGameStore().state as CounterState | null)?.count);
const log = (p: Pinia) => on(p, () => useGameStore().events.map((e) => [e!.event, e!.batch]));

async function shared() {
  const id = await on(hostPinia, () => useGamesStore().create({ moduleId: 'counter', name: 'Sabato sera', setup }));
  await on(hostPinia, () => useGameStore().open(id));
  await on(hostPinia, () => useGameStore().dispatch([add(2)]));
  const [h, g] = memoryLinkPair();
  await on(hostPinia, () => useLinkStore().host(h, 'a'));
  const copy = await on(guestPinia, () => useLinkStore().join(g, 'b'));
  await on(guestPinia, () => useGameStore().open(copy));
  return { id, copy, h, g };
}

describe('Two phones: the stores', () => {
  it('the guest receives the game and opens it as a game of its own, the sides said on both phones', async () => {
    const { id, copy } = await shared();
    expect(copy).not.toBe(id);
    expect(count(guestPinia)).toBe(2);
    expect(log(guestPinia)).toEqual(log(hostPinia));
    on(guestPinia, () =>
      expect([useLinkStore().status, useLinkStore().role, useLinkStore().side, useLinkStore().peerSide]).toEqual(['live', 'guest', 'b', 'a']),
    );
    on(hostPinia, () => expect([useLinkStore().status, useLinkStore().role, useLinkStore().side, useLinkStore().peerSide]).toEqual(['live', 'host', 'a', 'b']));
  });

  it('an action on the guest is pending, then appears on the host and back on the guest', async () => {
    await shared();
    const done = on(guestPinia, () => useGameStore().dispatch([add(5)]));
    await done;
    await until(() => count(hostPinia) === 7 && count(guestPinia) === 7);
    await until(() => on(guestPinia, () => useLinkStore().pending) === 0);
    expect(log(guestPinia)).toEqual(log(hostPinia));
  });

  it('an action on the host appears on the guest; an undo there is said here', async () => {
    await shared();
    await on(hostPinia, () => useGameStore().dispatch([add(3)]));
    await until(() => count(guestPinia) === 5);
    await on(guestPinia, () => useGameStore().undo());
    await until(() => count(hostPinia) === 2 && count(guestPinia) === 2);
    on(hostPinia, () => expect(useLinkStore().notice?.key).toBe('app.link.undoneThere'));
  });

  it("the link drops: both phones say so; the guest's action waits, kept with the game, and goes in on the new link", async () => {
    const { h } = await shared();
    h.drop();
    await until(() => on(guestPinia, () => useLinkStore().status) === 'down' && on(hostPinia, () => useLinkStore().status) === 'down');
    on(guestPinia, () => expect(useLinkStore().notice?.key).toBe('app.link.down'));
    await on(guestPinia, () => useGameStore().dispatch([add(10)]));
    expect(on(guestPinia, () => useLinkStore().pending)).toBe(1);
    await until(() => (on(guestPinia, () => useGameStore().draft(LINK_DRAFT)) as { pending?: unknown[] } | undefined)?.pending?.length === 1);
    await on(hostPinia, () => useGameStore().dispatch([add(1)]));
    const [h2, g2] = memoryLinkPair();
    await on(hostPinia, () => useLinkStore().rejoin(h2));
    await on(guestPinia, () => useLinkStore().rejoin(g2));
    await until(() => count(hostPinia) === 13 && count(guestPinia) === 13);
    expect(log(guestPinia)).toEqual(log(hostPinia));
    on(guestPinia, () => expect(useLinkStore().status).toBe('live'));
  });

  it("both phones reload while the link is down: each reopens the game as shared, the guest's pending action kept, and a new link catches up", async () => {
    const { id, copy, h } = await shared();
    h.drop();
    await until(() => on(guestPinia, () => useLinkStore().status) === 'down');
    await on(guestPinia, () => useGameStore().dispatch([add(10)]));
    await until(() => (on(guestPinia, () => useGameStore().draft(LINK_DRAFT)) as { pending?: unknown[] } | undefined)?.pending?.length === 1);
    // The pages go away as they are (a reload): nothing is ended.
    for (const p of [hostPinia, guestPinia])
      on(p, () => {
        useGameStore().close();
      });
    hostPinia = anotherTab();
    await useGameStore().open(id);
    guestPinia = anotherTab();
    await useGameStore().open(copy);
    await until(() => on(hostPinia, () => useLinkStore().status) === 'down' && on(guestPinia, () => useLinkStore().status) === 'down');
    on(hostPinia, () => expect([useLinkStore().role, useLinkStore().side]).toEqual(['host', 'a']));
    on(guestPinia, () => expect([useLinkStore().role, useLinkStore().side, useLinkStore().pending]).toEqual(['guest', 'b', 1]));
    const [h2, g2] = memoryLinkPair();
    await on(hostPinia, () => useLinkStore().rejoin(h2));
    await on(guestPinia, () => useLinkStore().rejoin(g2));
    await until(() => count(hostPinia) === 12 && count(guestPinia) === 12);
    expect(log(guestPinia)).toEqual(log(hostPinia));
  });

  it('leaving ends the sharing on this phone; the game stays on the device', async () => {
    const { copy } = await shared();
    on(guestPinia, () => useLinkStore().leave());
    on(guestPinia, () => expect(useLinkStore().status).toBe('none'));
    await on(guestPinia, () => useGameStore().dispatch([add(1)]));
    expect(count(guestPinia)).toBe(3); // this device's own game now
    expect(on(guestPinia, () => useGameStore().record?.id)).toBe(copy);
  });

  it("both phones read the rules alike: the guest takes the host's interpretations before the game, and again when the host changes one", async () => {
    // The host reads 'double' (every add counts twice): its 2 is 4.
    await on(hostPinia, () => useSettingsStore().setInterpretation('counter', 'double', true));
    // The guest's phone reads the default (here both phones' databases are one: its settings are set apart in memory).
    await on(guestPinia, () => useSettingsStore().ensureLoaded());
    on(guestPinia, () => (useSettingsStore().interpretations = {}));
    await shared();
    expect(count(hostPinia)).toBe(4);
    expect(count(guestPinia)).toBe(4);
    on(guestPinia, () => {
      expect(useSettingsStore().interpretationsFor('counter').double).toBe(true);
      expect(useLinkStore().notice).toEqual({ key: 'app.link.rulesAdopted', params: { n: 1 } });
    });
    // A change on the host reaches the guest, which reads the game by it too.
    await on(hostPinia, () => useSettingsStore().setInterpretation('counter', 'mode', 'fancy'));
    await until(() => on(guestPinia, () => useSettingsStore().interpretationsFor('counter').mode) === 'fancy');
    // The guest's own change while shared: the host's stand, and the guest is told.
    await on(guestPinia, () => useSettingsStore().setInterpretation('counter', 'double', false));
    await until(() => on(guestPinia, () => useSettingsStore().interpretationsFor('counter').double) === true);
    await until(() => on(guestPinia, () => useLinkStore().notice?.key) === 'app.link.rulesKept');
    await until(() => count(guestPinia) === 4);
  });

  it("an app roll on the guest's screen is drawn with both phones and shows the dice the host put on the record", async () => {
    await shared();
    const spec = { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'x' } };
    const shown = await on(guestPinia, () => useGameStore().rollElsewhere()!({ spec, of: { key: 'flow', question: 'q' } }, {}));
    await until(() => on(hostPinia, () => useGameStore().events.at(-1)!.event.type) === 'core/roll');
    const recorded = on(hostPinia, () => useGameStore().events.at(-1)!.event);
    expect(recorded.type).toBe('core/roll');
    expect((recorded.payload as { rolled: unknown }).rolled).toEqual(shown);
    expect((recorded.payload as { fair?: unknown }).fair).toBeDefined();
    await until(() => JSON.stringify(log(guestPinia)) === JSON.stringify(log(hostPinia)));
    // The host's own roll likewise; one phone alone (no sharing) rolls by itself.
    const hostShown = await on(hostPinia, () => useGameStore().rollElsewhere()!({ spec }, {}));
    await until(() => on(hostPinia, () => useGameStore().events.length) === 3);
    expect((on(hostPinia, () => useGameStore().events.at(-1)!.event.payload) as { rolled: unknown }).rolled).toEqual(hostShown);
    on(guestPinia, () => useLinkStore().leave());
    expect(on(guestPinia, () => useGameStore().rollElsewhere())).toBeNull();
  });

  it('with the link down the app does not roll in a shared game: it says so, and dice typed from the table go in as typed', async () => {
    const { h } = await shared();
    h.drop();
    await until(() => on(hostPinia, () => useLinkStore().status) === 'down');
    const spec = { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'x' } };
    await expect(on(hostPinia, () => useGameStore().rollElsewhere()!({ spec }, {}))).rejects.toMatchObject({ text: { key: 'app.link.rollNeedsLink' } });
    await on(hostPinia, () => useGameStore().dispatch([{ type: 'core/roll', payload: { spec, rolled: { faces: [4], source: 'physical' } } }]));
    expect(on(hostPinia, () => useGameStore().events.at(-1)!.event.type)).toBe('core/roll');
  });
});
