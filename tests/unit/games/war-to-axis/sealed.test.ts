// 12.0, 12.1, A35, issue point 7: a hidden unit or a dummy set up under a numbered marker is
// sealed: what it is never enters the game's log, so neither the journal nor the exported file
// can tell the other side; it is said when the marker is revealed.
import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { wtaBook } from '@/games/war-to-axis/events';
import { wta } from '@/games/war-to-axis';
import { AiutanteDb } from '@/db/schema';
import { buildGameFile, parseGameFile } from '@/db/transfer';
import { makeChartAccess } from '@/engine';
import type { RulesContext } from '@/engine/types';
import { keepSecret, readSecrets, sealMarker } from '@/components/games/war-to-axis/secrets';
import { notSenders, shareSecrets } from '@/engine/sealed';
import type { GameModule } from '@/engine/types';
import { ctxWith, ev, game, run } from './helpers';

const TOKEN = '0123456789abcdef0123456789abcdef';

function sealedGame() {
  return run(game('advanced'), [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 7, seal: TOKEN })]);
}

describe('12.0: a sealed marker', () => {
  it('12.0: the game holds the marker, its side and group, and nothing of what it is', () => {
    const s = sealedGame();
    const u = s.units.find((x) => x.seal)!;
    expect(u).toMatchObject({
      side: 'axis',
      group: 'A',
      hidden: 7,
      card: '',
      type: '',
      name: '',
      dummy: false,
      hq: false,
      seal: { token: TOKEN, marker: 7, losses: 0 },
    });
    expect(JSON.stringify(u)).not.toMatch(/gren|dummy":true/i);
  });

  it('12.0: the journal names the marker only', () => {
    const d = wtaBook.describe(ev('wta/marker-add', { side: 'axis', group: 'A', marker: 7, seal: TOKEN }), game('advanced'));
    expect(d.text).toEqual({ key: 'wta.journal.unitAddHidden', params: { side: { key: 'wta.side.axis' }, n: 7 } });
  });

  it('12.0: a marker number already used on that side is refused; a token that is not a token is refused', () => {
    const s = sealedGame();
    expect(run(s, [ev('wta/marker-add', { side: 'axis', group: 'B', marker: 7, seal: TOKEN })])).toBe(s);
    expect(wtaBook.check(ev('wta/marker-add', { side: 'axis', group: 'B', marker: 8, seal: 'Grenadiere' })).ok).toBe(false);
    expect(wtaBook.check(ev('wta/marker-add', { side: 'axis', group: 'B', marker: 8, seal: TOKEN, card: 'de' })).ok).toBe(false);
  });

  it('12.0: revealed, it is said for what it is; its card gives its elements', () => {
    const s = run(sealedGame(), [ev('wta/reveal', { unit: 'u7' })]);
    expect(s.units.find((x) => x.id === 'u7')).toMatchObject({ hidden: null, seal: { marker: 7 } });
    expect(wtaBook.describe(ev('wta/reveal', { unit: 'u7' }), sealedGame()).text.key).toBe('wta.books.journal.revealSealed');
    const named = run(s, [ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren' })]);
    expect(named.units.find((x) => x.id === 'u7')).toMatchObject({ card: 'de', type: 'gren', name: 'Grenadiere', seal: null, elements: 4, startDiscs: 3 });
    expect(wtaBook.describe(ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren' }), s).text).toMatchObject({
      key: 'wta.books.journal.identify',
      params: { n: 7, name: 'Grenadiere', losses: 0 },
    });
  });

  it('12.1: a marker revealed as a dummy is removed', () => {
    const s = run(sealedGame(), [ev('wta/reveal', { unit: 'u7' }), ev('wta/identify', { unit: 'u7', dummy: true })]);
    expect(s.units.some((x) => x.id === 'u7')).toBe(false);
  });

  it('12.0: what a marker is cannot be said while it is still hidden, nor as a type of the other side', () => {
    const s = sealedGame();
    expect(run(s, [ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren' })])).toBe(s);
    const r = run(s, [ev('wta/reveal', { unit: 'u7' })]);
    expect(run(r, [ev('wta/identify', { unit: 'u7', dummy: false, card: 'us', type: 'inf' })])).toBe(r);
  });

  it('12.0: a marker that moves is revealed, and acts again only once it is said for what it is', () => {
    let s = run(sealedGame(), [ev('wta/advanced-roll', { side: 'axis', yellow: 'A', d6: 3, group: 'A', rOption: null })]);
    s = run(s, [ev('wta/activate', { unit: 'u7', action: 'move' })]);
    expect(s.units.find((x) => x.id === 'u7')).toMatchObject({ hidden: null, action: 'move' });
    const next = run(s, [ev('wta/end-turn'), ev('wta/advanced-roll', { side: 'axis', yellow: 'A', d6: 3, group: 'A', rOption: null })]);
    expect(run(next, [ev('wta/activate', { unit: 'u7', action: 'stay' })])).toEqual(next);
  });

  it('A35: losses taken hidden wait, counted, and are applied when it is identified: all of them eliminate it', () => {
    let s = run(sealedGame(), [ev('wta/fire-result', { unit: 'u7', losses: 2, disorganized: false })]);
    expect(s.units.find((x) => x.id === 'u7')).toMatchObject({ elements: 1, hidden: 7, seal: { losses: 2 } });
    s = run(s, [ev('wta/reveal', { unit: 'u7' }), ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren' })]);
    expect(s.units.find((x) => x.id === 'u7')?.elements).toBe(2);
    let t = run(sealedGame(), [ev('wta/fire-result', { unit: 'u7', losses: 5, disorganized: false })]);
    t = run(t, [ev('wta/reveal', { unit: 'u7' }), ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren' })]);
    expect(t.units.find((x) => x.id === 'u7')?.elements).toBe(0);
  });
});

describe('issue point 7: the exported file of a game with sealed markers', () => {
  const ctxFor = (): RulesContext => ({ settings: ctxWith().settings, charts: makeChartAccess([], []) });
  it('12.0: the file carries the marker and a token, never the unit type or that it is a dummy; it imports and replays', () => {
    const setup = { scenario: 'sheet', options: { mode: 'advanced' }, sideNames: {} };
    const events = [
      ev('wta/card', {
        card: {
          id: 'de',
          name: 'Wehrmacht',
          side: 'axis',
          american: false,
          units: [
            {
              id: 'gren',
              name: 'Grenadiere',
              discs: 3,
              move: 4,
              advance: 3,
              apDice: [3],
              atDice: [],
              apTarget: true,
              armour: null,
              starred: false,
              hq: false,
              infantry: true,
              engineers: false,
              motorizedInfantry: false,
              mechanizedInfantry: false,
              vehicle: false,
              atGun: false,
            },
          ],
        },
      }),
      ev('wta/marker-add', { side: 'axis', group: 'A', marker: 7, seal: TOKEN }),
      ev('wta/marker-add', { side: 'axis', group: 'B', marker: 8, seal: 'fedcba9876543210fedcba9876543210' }),
    ];
    const row = { id: 'g', moduleId: 'wta', name: 'Sera', setup, sideNames: {}, head: events.length, createdAt: 1, updatedAt: 2, lastPlayedAt: 2 };
    const text = buildGameFile(
      row,
      events.map((event, seq) => ({ gameId: 'g', seq, event })),
    );
    const markers = JSON.parse(text).events.filter((e: { type: string }) => e.type === 'wta/marker-add');
    for (const m of markers) expect(Object.keys(m.payload).sort()).toEqual(['group', 'marker', 'seal', 'side']);
    expect(text).not.toMatch(/dummy/);
    expect(text.match(/gren/g)).toHaveLength(1); // the army card's own type, nothing more
    const parsed = parseGameFile(text, (id) => (id === 'wta' ? (wta as never) : undefined), ctxFor);
    expect(parsed.ok).toBe(true);
  });
});

describe("12.0: a side's secrets on the device", () => {
  const NAME = 'wta-secrets-test';
  afterEach(async () => {
    await Dexie.delete(NAME);
  });
  it('12.0: what a marker is is kept with its salt under its seal and read back after a reload (a new connection)', async () => {
    const { token, secret } = sealMarker({ side: 'axis', marker: 7, dummy: false, card: 'de', type: 'gren' });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(secret.salt).toMatch(/^[0-9a-f]{32}$/);
    let db = new AiutanteDb(NAME);
    await db.open();
    await keepSecret(db, token, secret);
    db.close();
    db = new AiutanteDb(NAME);
    await db.open();
    expect((await readSecrets(db)).get(token)).toEqual({ side: 'axis', marker: 7, dummy: false, card: 'de', type: 'gren', salt: secret.salt });
    db.close();
  });
});

describe('12.0: a marker sealed with a commitment is said only for what was sealed', () => {
  const SALT = 'a1'.repeat(16);
  const gren = sealMarker({ side: 'axis', marker: 7, dummy: false, card: 'de', type: 'gren' }, SALT);
  const dummy = sealMarker({ side: 'axis', marker: 8, dummy: true, card: 'de', type: 'gren' }, SALT);
  const ctx = ctxWith();
  function revealed() {
    return run(game('advanced'), [
      ev('wta/marker-add', { side: 'axis', group: 'A', marker: 7, seal: gren.token }),
      ev('wta/marker-add', { side: 'axis', group: 'B', marker: 8, seal: dummy.token }),
      ev('wta/reveal', { unit: 'u7' }),
      ev('wta/reveal', { unit: 'u8' }),
    ]);
  }
  const legal = (e: ReturnType<typeof ev>) => wtaBook.legal(revealed(), e, ctx);

  it('12.0: with the salt its device kept, the marker is said for what it is', () => {
    expect(legal(ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren', salt: SALT }))).toBeNull();
    const s = run(revealed(), [ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren', salt: SALT })]);
    expect(s.units.find((x) => x.id === 'u7')).toMatchObject({ type: 'gren', seal: null, elements: 4 });
  });

  it('12.1: a dummy is said a dummy with its salt, whatever type was picked when it was set up', () => {
    expect(legal(ev('wta/identify', { unit: 'u8', dummy: true, salt: SALT }))).toBeNull();
  });

  it('12.0: another type, a dummy for a unit, a unit for a dummy, another salt, or no salt: refused in words with the rule', () => {
    const refused = [
      ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'pz', salt: SALT }),
      ev('wta/identify', { unit: 'u7', dummy: true, salt: SALT }),
      ev('wta/identify', { unit: 'u8', dummy: false, card: 'de', type: 'gren', salt: SALT }),
      ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren', salt: 'b2'.repeat(16) }),
      ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren' }),
    ];
    for (const e of refused) expect(legal(e), JSON.stringify(e.payload)).toMatchObject({ key: 'engine.event.refusedRule', params: { rule: '12.0' } });
    expect(wtaBook.legal(revealed(), refused[0]!, ctx)).toMatchObject({ params: { why: { key: 'wta.refuse.identifyMismatch', params: { n: 7 } } } });
  });

  it('12.0: a marker of a game of an earlier version (a random token, no salt) is still said by choosing its type', () => {
    const s = run(game('advanced'), [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 7, seal: TOKEN }), ev('wta/reveal', { unit: 'u7' })]);
    expect(wtaBook.legal(s, ev('wta/identify', { unit: 'u7', dummy: false, card: 'de', type: 'gren' }), ctx)).toBeNull();
  });
});

describe("12.0, two phones: a sealed marker is set up and said for what it is only from its side's phone", () => {
  const m = wta as unknown as GameModule;
  const ctx = ctxWith();
  const sealed = sealMarker({ side: 'axis', marker: 7, dummy: false, card: 'de', type: 'gren' }, 'c3'.repeat(16));
  const add = { type: 'wta/marker-add', payload: { side: 'axis', group: 'A', marker: 7, seal: sealed.token } };

  it('12.0: the Allied phone may not set up a German marker, nor say what one is; the German phone may, and sends the seal only', () => {
    const s = game('advanced');
    expect(shareSecrets(m, s, ctx, 'allies', [add], [])).toMatchObject({ ok: false, why: { key: 'app.link.secretNotYours' } });
    const mine = shareSecrets(m, s, ctx, 'axis', [add], []);
    expect(mine).toMatchObject({ ok: true, events: [add], added: [] });
    expect(JSON.stringify(mine)).not.toMatch(/gren|dummy|c3c3/);
    const r = run(s, [ev('wta/marker-add', add.payload), ev('wta/reveal', { unit: 'u7' })]);
    const say = { type: 'wta/identify', payload: { unit: 'u7', dummy: false, card: 'de', type: 'gren', salt: sealed.secret.salt } };
    expect(shareSecrets(m, r, ctx, 'allies', [say], [])).toMatchObject({ ok: false });
    expect(notSenders(m, r, ctx, 'allies', [say])).toMatchObject({ key: 'app.link.secretNotYours' });
    expect(notSenders(m, r, ctx, 'axis', [say])).toBeNull();
    // Flipping the marker face up is public (12.0, 12.4): either phone.
    expect(notSenders(m, s, ctx, 'allies', [{ type: 'wta/reveal', payload: { unit: 'u7' } }])).toBeNull();
  });
});
