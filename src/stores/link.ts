/**
 * Two phones, one game (the Pinia glue of src/engine/sync): this phone is the host of the open
 * game, or the guest of a game another phone holds. The link keeps its own session on the
 * shared game (like another tab on the same device): on the host every action — this phone's
 * and the guest's — is appended there, checked by the rules, and sent to the guest; on the
 * guest the host's entries are mirrored there, and this phone's actions are proposed to the
 * host and wait, pending. The game screen's session hears of each change as of another tab's.
 *
 * The shared game's drafts keep, under LINK_DRAFT, this phone's role and sides, a guest's
 * pending actions, and the two phones' dice (this phone's secret value, the other's
 * commitment): a reload while the link is down loses none, and `rejoin` after a reload takes
 * them from there; the host keeps there the guest's actions it answered lately, so one re-sent
 * after the host's reload is answered again, never applied twice.
 *
 * A side's secrets (EventDef.secret, engine/sealed.ts): an event that only its owner's phone may
 * send is refused on the other phone, and by the host when the guest sends one of the host's
 * side; on the owner's phone a secret is sealed before it leaves (the log holds its commitment)
 * and kept, plain with its salt, in this phone's drafts under SECRETS_DRAFT (drafts never cross
 * the link); a reveal is filled from there.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import { Session, StoreError } from '@/engine';
import type { GameEvent, GameModule, RollSpec, SettingValue, Text } from '@/engine/types';
import { keptSecrets, LINK_DRAFT, notSenders, SECRETS_DRAFT, shareSecrets } from '@/engine/sealed';
import {
  GuestSide,
  HostSide,
  freshFair,
  isFairState,
  outcomeTable,
  sessionPort,
  type Answer,
  type FairState,
  type Link,
  type Proposal,
  type SyncPort,
} from '@/engine/sync';
import { gameRepository } from '@/db/lazy';
import { storageErrorText } from '@/db/errors';
import { findModule, loadModule } from '@/engine/registry';
import { useGameStore } from './game';
import { useGamesStore } from './games';
import { useSettingsStore } from './settings';
import { useChartsStore } from './charts';
import { sharingNow } from './sharing';
import { buildRulesContext, contextKey } from './context';

/** The draft under which a shared game keeps this phone's role and sides (and a guest's pending actions). */
export { LINK_DRAFT };

interface SharedDraft {
  role: 'host' | 'guest';
  side: string;
  peerSide: string;
  pending: Proposal[];
  /** On the host: the guest's actions answered lately (one re-sent after a reload is answered, not applied twice). */
  answered?: Array<[string, Answer]>;
  /** The two phones' dice: this phone's value (kept secret) and the other's commitment. */
  fair?: FairState;
}

function isShared(x: unknown): x is SharedDraft {
  const d = x as Partial<SharedDraft> | null;
  return !!d && (d.role === 'guest' || d.role === 'host') && typeof d.side === 'string' && typeof d.peerSide === 'string' && Array.isArray(d.pending);
}

export const useLinkStore = defineStore('link', () => {
  const game = useGameStore();
  const games = useGamesStore();
  const settings = useSettingsStore();
  const charts = useChartsStore();

  const status = ref<'none' | 'live' | 'down'>('none');
  const role = ref<'host' | 'guest' | null>(null);
  const side = ref<string | null>(null);
  const peerSide = ref<string | null>(null);
  const pending = ref(0);
  const notice = shallowRef<Text | null>(null);
  /** A guest's actions waiting for the host, each in words (the journal lists them until they come back). */
  const waiting = shallowRef<Text[]>([]);

  let gameId: string | null = null;
  // The home screen offers the shared game back, not a second pairing (stores/sharing.ts).
  watch(status, (st) => (sharingNow.value = st === 'none' ? null : gameId), { flush: 'sync' });
  let session: Session | null = null;
  let hostSide: HostSide | null = null;
  let guestSide: GuestSide | null = null;
  let link: Link | null = null;
  /** On a guest: the host's interpretations last received (this phone reads by them while shared). */
  let hostRules: { module: string; interpretations: Record<string, SettingValue> } | null = null;

  function say(text: Text): void {
    notice.value = text;
  }
  /** What a pending action is, in words: its first event as the journal says it, or undo, redo, a roll. */
  function pendingText(p: Proposal): Text {
    if (p.kind !== 'append') return { key: `app.link.waiting.${p.kind}` };
    const e = p.events?.[0];
    let said: Text | null = null;
    try {
      if (e && session?.module) said = session.module.describe({ ...e, at: 0 }, session.state).text;
    } catch {
      // An event the module cannot put in words as the game now stands: said as an action.
    }
    const more = (p.events?.length ?? 1) - 1;
    if (!said) return { key: 'app.link.waiting.action' };
    return more > 0 ? { key: 'app.link.waiting.more', params: { what: said, n: more } } : said;
  }
  /** The guest's pending actions, counted and said; one added while the link is down is said at once. */
  function showPending(list: readonly Proposal[]): void {
    const grew = list.length > pending.value;
    pending.value = list.length;
    waiting.value = list.map(pendingText);
    if (grew && status.value === 'down') say({ key: 'app.link.queued', params: { what: waiting.value.at(-1)! } });
  }
  function down(): void {
    status.value = 'down';
  }

  async function openSession(id: string): Promise<Session> {
    const s = new Session({
      repo: gameRepository,
      findModule: async (mid) => {
        await Promise.all([loadModule(mid), settings.ensureLoaded(), charts.ensureLoaded()]);
        return findModule(mid);
      },
      context: (m) => ({
        ctx: buildRulesContext(m, settings.interpretations[m.id], charts.data),
        key: contextKey(m, settings.interpretations[m.id], charts.data),
      }),
      errorText: storageErrorText,
    });
    await s.open(id);
    await s.loadFullLog();
    return s;
  }

  /** The chart pack of the charts a game uses (what players typed), or null when nothing is typed. */
  function packOf(m: GameModule): string | null {
    const r = charts.exportPack(m.charts.map((c) => c.id));
    return r.ok ? r.text : null;
  }

  /**
   * This phone's events as they are shared (engine/sealed.ts `shareSecrets`): one carrying the
   * other side's secret is refused; a secret of this phone's side is sealed, its plain payload
   * and salt kept in this phone's drafts first; a reveal is filled with what was kept.
   */
  async function withSecrets(s: Session | null, input: Array<Omit<GameEvent, 'at'>>): Promise<Array<Omit<GameEvent, 'at'>>> {
    const m = s?.module;
    const ctx = s?.ctx;
    if (!s || !m?.secret || !ctx || !side.value) return input;
    const kept = keptSecrets(s.draft(SECRETS_DRAFT));
    const r = shareSecrets(m, s.state, ctx, side.value, input, kept);
    if (!r.ok) throw new StoreError(r.why);
    if (r.added.length) await s.setDraft(SECRETS_DRAFT, { list: [...kept, ...r.added] });
    return r.events;
  }

  /** The host's port for the guest's actions: an event carrying a secret of the host's side is refused. */
  function guestPort(s: Session, peer: string): SyncPort {
    const p = sessionPort(s);
    return {
      ...p,
      async append(events, opts) {
        const why = s.module && s.ctx ? notSenders(s.module, s.state, s.ctx, peer, events) : null;
        if (why) throw new StoreError(why);
        return p.append(events, opts);
      },
    };
  }

  function otherSide(m: GameModule | null, mine: string): string {
    return m?.sides.find((s) => s.id !== mine)?.id ?? '';
  }

  /** This phone holds the open game: it keeps the order, and serves the guest over `l`. */
  async function host(l: Link, mySide: string): Promise<void> {
    const id = game.record?.id;
    if (!id) throw new StoreError({ key: 'stores.error.noGame' });
    end(false);
    const s = await openSession(id);
    const m = s.module!;
    gameId = id;
    session = s;
    const peer = otherSide(m, mySide);
    const fair = freshFair();
    await s.setDraft(LINK_DRAFT, { role: 'host', side: mySide, peerSide: peer, pending: [], fair } satisfies SharedDraft);
    serveAsHost(s, m, id, mySide, peer, fair, []);
    hostSide!.attach(l);
    link = l;
    status.value = 'live';
  }

  function serveAsHost(s: Session, m: GameModule, id: string, mySide: string, peer: string, fair: FairState, answered: Array<[string, Answer]>): void {
    // The host's draft, one part changed: what else it keeps stays.
    const keep = (part: Partial<SharedDraft>) => {
      const cur = s.draft(LINK_DRAFT);
      const base: SharedDraft = isShared(cur) ? cur : { role: 'host', side: mySide, peerSide: peer, pending: [] };
      return s.setDraft(LINK_DRAFT, { ...base, ...part } satisfies SharedDraft);
    };
    const h = new HostSide({
      answered,
      saveAnswered: (list) => keep({ answered: list }),
      port: guestPort(s, peer),
      side: mySide,
      guestSide: peer,
      exportGame: async () => {
        // The game as its file; the calculators' drafts stay on this phone.
        const file = JSON.parse(await games.exportGame(id)) as Record<string, unknown>;
        delete file.drafts;
        return { file: JSON.stringify(file), charts: packOf(m) };
      },
      rules: () => ({ module: m.id, interpretations: settings.interpretationsFor(m.id) }),
      say,
      onDown: down,
      fair,
      saveFair: (f) => keep({ fair: f }),
    });
    hostSide = h;
    role.value = 'host';
    side.value = mySide;
    peerSide.value = peer;
    pending.value = 0;
    game.routeThrough({
      gameId: id,
      dispatch: async (input, opts) => s.append(await withSecrets(s, input), opts),
      undo: () => s.undo(),
      redo: () => s.redo(),
      roll: (payload, opts) => h.roll(payload, opts),
    });
  }

  function guestOf(port: SyncPort | null, shared: SharedDraft | null): GuestSide {
    const g: GuestSide = new GuestSide({
      port,
      pending: shared?.pending ?? [],
      adoptRules,
      fair: shared?.fair,
      adopt: async (got) => {
        // The charts the game uses first (its rules read them), then the game, checked whole as a file.
        if (got.charts) {
          const r = await charts.importPack(got.charts);
          if (!r.ok) throw new StoreError(r.error);
        }
        const r = await games.importGame(got.file, true);
        if (!r.ok) throw new StoreError(r.error);
        const s = await openSession(r.id);
        gameId = r.id;
        session = s;
        side.value ??= got.guestSide;
        peerSide.value = got.side;
        await s.setDraft(LINK_DRAFT, { role: 'guest', side: side.value, peerSide: got.side, pending: [], fair: g.fair } satisfies SharedDraft);
        routeGuest(r.id, g);
        return sessionPort(s);
      },
      savePending: async (list) => {
        showPending(list);
        if (!session || !side.value || !peerSide.value) return;
        const d: SharedDraft = { role: 'guest', side: side.value, peerSide: peerSide.value, pending: list, fair: g.fair };
        await session.setDraft(LINK_DRAFT, d);
      },
      saveFair: async (f) => {
        if (!session || !side.value || !peerSide.value) return;
        const d: SharedDraft = { role: 'guest', side: side.value, peerSide: peerSide.value, pending: g.pending, fair: f };
        await session.setDraft(LINK_DRAFT, d);
      },
      say,
      onChange: () => showPending(g.pending),
      onDown: down,
    });
    return g;
  }

  /**
   * The host's rule interpretations, taken on this phone (a guest): both phones read the game
   * alike. They are this device's settings for the module from now on, and said when they change.
   */
  async function adoptRules(moduleId: string, interpretations: Record<string, SettingValue>): Promise<void> {
    await Promise.all([loadModule(moduleId), settings.ensureLoaded()]);
    if (!findModule(moduleId)) throw new StoreError({ key: 'app.link.refusedMessage', params: { what: 'rules' } });
    hostRules = { module: moduleId, interpretations };
    const mine = settings.interpretationsFor(moduleId);
    const changed = Object.entries(interpretations).filter(([k, val]) => mine[k] !== val);
    for (const [k, val] of changed) await settings.setInterpretation(moduleId, k, val);
    if (changed.length > 0) say({ key: 'app.link.rulesAdopted', params: { n: changed.length } });
  }

  function routeGuest(id: string, g: GuestSide): void {
    game.routeThrough({
      gameId: id,
      dispatch: async (input, opts) => g.propose({ kind: 'append', events: await withSecrets(session, input), ...opts }),
      undo: () => g.propose({ kind: 'undo' }),
      redo: () => g.propose({ kind: 'redo' }),
      roll: (payload, opts) => {
        // The roll is made on the host; the outcome its dice land in is this screen's, sent for every face they may show.
        const spec = payload.spec as RollSpec | undefined;
        const outcomes = spec && opts.outcome ? outcomeTable(spec, opts.outcome) : undefined;
        return g.roll(payload, { ...(opts.rollsOf !== undefined ? { rollsOf: opts.rollsOf } : {}), ...(outcomes ? { outcomes } : {}) });
      },
    });
  }

  /** Receives the game over `l`, keeps it on this device, resolves with its id (the screen then opens it). */
  async function join(l: Link, mySide: string): Promise<string> {
    end(false);
    role.value = 'guest';
    side.value = mySide;
    const g = guestOf(null, null);
    guestSide = g;
    link = l;
    try {
      await g.attach(l);
    } catch (err) {
      leave();
      throw err;
    }
    status.value = 'live';
    return gameId!;
  }

  /** A new link after a drop: same game, same roles (after a reload, taken from the game's draft). */
  async function rejoin(l: Link): Promise<void> {
    if (!role.value) await restore();
    link = l;
    if (role.value === 'host' && hostSide) {
      hostSide.attach(l);
    } else if (role.value === 'guest' && guestSide) {
      await guestSide.attach(l);
    } else throw new StoreError({ key: 'app.link.notShared' });
    status.value = 'live';
    say({ key: 'app.link.back' });
  }

  /** A shared game reopened after a reload: this phone's role and sides (a guest's pending actions), the link down. */
  async function restore(): Promise<void> {
    const id = game.record?.id;
    const d = game.draft(LINK_DRAFT);
    if (!id || !isShared(d) || (role.value && gameId === id)) return;
    end(false);
    const s = await openSession(id);
    gameId = id;
    session = s;
    // A draft from before the two phones' dice: a fresh value (the other phone's commitment comes on the next link).
    const fair = isFairState(d.fair) ? d.fair : freshFair();
    if (d.role === 'host') serveAsHost(s, s.module!, id, d.side, d.peerSide, fair, d.answered ?? []);
    else {
      role.value = 'guest';
      side.value = d.side;
      peerSide.value = d.peerSide;
      guestSide = guestOf(sessionPort(s), { role: 'guest', side: d.side, peerSide: d.peerSide, pending: d.pending, fair });
      routeGuest(id, guestSide);
      // Counted and said before the link is marked down: nothing new was queued.
      showPending(guestSide.pending);
    }
    status.value = 'down';
  }

  // A shared game opened (after a reload): it is shared still, with the link down until `rejoin`.
  watch(
    () => [game.record?.id, isShared(game.draft(LINK_DRAFT))] as const,
    ([id, shared]) => {
      if (id && shared && gameId !== id) void restore().catch(() => undefined);
    },
    { immediate: true },
  );

  // The rules context changed (an interpretation setting, a chart): the link's session reads the game under it too.
  watch(
    () => {
      // The session is not reactive: the role and the status, set once it is open, make the watch read it again.
      const m = role.value && status.value !== 'none' ? session?.module : undefined;
      return m ? contextKey(m, settings.interpretations[m.id], charts.data) : '';
    },
    (key) => {
      if (key && session) void session.contextChanged().catch(() => undefined);
      // The host's: the guest reads by them too. A guest's own change while shared: the host's stand.
      hostSide?.rulesChanged();
      const r = hostRules;
      if (r && role.value === 'guest') {
        const mine = settings.interpretationsFor(r.module);
        if (Object.entries(r.interpretations).some(([k, val]) => mine[k] !== val))
          void adoptRules(r.module, r.interpretations)
            .then(() => say({ key: 'app.link.rulesKept' }))
            .catch(() => undefined);
      }
    },
  );

  /** Ends the shared game on this phone (the game stays on the device; a guest's pending actions are dropped). */
  function leave(): void {
    end(true);
  }

  /** Stops sharing here; with `forget`, the game no longer says it is shared (its draft is deleted). */
  function end(forget: boolean): void {
    hostSide?.stop();
    guestSide?.stop();
    if (link?.open) link.close();
    const s = session;
    if (s && forget && s.draft(LINK_DRAFT) !== undefined)
      void s
        .clearDraft(LINK_DRAFT)
        .catch(() => undefined)
        .finally(() => s.close());
    else s?.close();
    hostSide = null;
    guestSide = null;
    hostRules = null;
    session = null;
    link = null;
    gameId = null;
    game.routeThrough(null);
    status.value = 'none';
    role.value = null;
    side.value = null;
    peerSide.value = null;
    pending.value = 0;
    waiting.value = [];
  }

  return { status, role, side, peerSide, pending, waiting, notice, host, join, rejoin, leave };
});
