// Two phones for the sync tests: each its own device (an in-memory repository), a session on
// each, ARMIR's real rules, joined by a memory link. Chart data is synthetic (the tests' own).
import { Session, type GameModule, type LogEntry, type Text } from '@/engine';
import { GuestSide, HostSide, memoryLinkPair, sessionPort, type FairState, type MemoryLink, type Proposal, type SyncPort } from '@/engine/sync';
import type { GameEvent } from '@/engine/types';
import { armir } from '@/games/armir';
import { buildGameFile, checkedFromOf, parseGameFile } from '@/db/transfer';
import { MemoryGameRepository } from '../memory-repository';
import { ctxWith } from '../../games/armir/helpers';

export const ctx = ctxWith();
export const setup = { scenario: 'campaign', options: {}, sideNames: { axis: 'Anna', soviet: 'Bruno' } };

export const army = (n: number) => ({ type: 'armir/army', payload: { army: 'army1', range: 5, move: 3, artilleryStart: n } });
export const seal = { type: 'armir/objectives-seal', payload: { chosen: [2, 3] } };
export const next = { type: 'core/next-phase' };
/** A Soviet attack (12: only in the Soviet combat phase). */
export const sovietAttack = {
  type: 'armir/combat',
  payload: { mode: 'combat', attacker: 'soviet', column: '2:1', die: 4, total: 4, cell: '-/1', attackerLoss: 0, defenderLoss: 1, retreat: false, paSpent: 0 },
};

let clock = 10_000;
function session(repo: MemoryGameRepository): Session {
  return new Session({
    repo,
    findModule: (id) => (id === 'armir' ? (armir as unknown as GameModule) : undefined),
    context: () => ({ ctx, key: 'k' }),
    now: () => ++clock,
  });
}

export interface Phone {
  repo: MemoryGameRepository;
  session: Session | null;
  said: Text[];
}

/** The host's phone with a game open, the guest's phone empty, a link between them (not joined yet). */
/** The guest's wait for the host's first word before it says hello again, in these tests. */
export const RETRY_MS = 100;

export async function twoPhones() {
  const hostRepo = new MemoryGameRepository();
  hostRepo.create('g', 'armir', setup, 'Don 1942');
  const host: Phone = { repo: hostRepo, session: session(hostRepo), said: [] };
  await host.session!.open('g');
  const guest: Phone = { repo: new MemoryGameRepository(), session: null, said: [] };
  let [hostEnd, guestEnd] = memoryLinkPair();
  let stored: Proposal[] = [];
  let storedFair: FairState | undefined;
  /** A hostile host's hand: what its session appends may be changed here first. */
  let tamper: (events: Array<Omit<GameEvent, 'at'>>) => Array<Omit<GameEvent, 'at'>> = (e) => e;
  const hostPort: SyncPort = { ...sessionPort(host.session!), append: (events, opts) => host.session!.append(tamper(events), opts) };

  const hostSide = new HostSide({
    port: hostPort,
    side: 'axis',
    guestSide: 'soviet',
    async exportGame() {
      const s = host.session!;
      await s.loadFullLog();
      const entries = s.events as LogEntry[];
      const file = buildGameFile(
        { ...s.game!, sideNames: s.game!.sideNames },
        entries.map((e) => ({ gameId: 'g', seq: e.seq, event: e.event, batch: e.batch })),
        {},
        checkedFromOf(
          armir as unknown as GameModule,
          s.game!.setup,
          entries.map((e) => e.event),
          ctx,
        ),
      );
      return { file, charts: null };
    },
    say: (t) => host.said.push(t),
  });

  const adopt = async ({ file }: { file: string }) => {
    const parsed = parseGameFile(
      file,
      (id) => (id === 'armir' ? (armir as unknown as GameModule) : undefined),
      () => ctx,
    );
    if (!parsed.ok) throw Object.assign(new Error('bad file'), { text: parsed.error });
    const g = parsed.game;
    guest.repo.create('copy', g.moduleId, g.setup, g.name);
    guest.repo.logs.set(
      'copy',
      g.events.map((e, seq) => ({ seq, event: e.event, batch: e.batch ?? seq })),
    );
    guest.repo.games.set('copy', { ...guest.repo.games.get('copy')!, head: g.head });
    guest.session = session(guest.repo);
    await guest.session.open('copy');
    return sessionPort(guest.session);
  };
  const makeGuest = (port: ReturnType<typeof sessionPort> | null) =>
    new GuestSide({
      port,
      adopt,
      pending: stored,
      savePending: (list) => {
        stored = structuredClone(list);
      },
      fair: storedFair,
      saveFair: (f) => {
        storedFair = structuredClone(f);
      },
      say: (t) => guest.said.push(t),
      helloRetryMs: RETRY_MS,
    });
  let guestSide = makeGuest(null);

  return {
    host,
    guest,
    hostSide,
    get guestSide() {
      return guestSide;
    },
    get links(): [MemoryLink, MemoryLink] {
      return [hostEnd, guestEnd];
    },
    get stored() {
      return stored;
    },
    set tamper(fn: (events: Array<Omit<GameEvent, 'at'>>) => Array<Omit<GameEvent, 'at'>>) {
      tamper = fn;
    },
    /** The guest joins over the link: resolves when it has the game. */
    async join() {
      hostSide.attach(hostEnd);
      await guestSide.attach(guestEnd);
      await settle();
    },
    /** A new link whose host end is not listened to yet (a host still reading its game): the guest attaches first. */
    relink(): [MemoryLink, MemoryLink] {
      [hostEnd, guestEnd] = memoryLinkPair();
      return [hostEnd, guestEnd];
    },
    /** A new link after a drop (same game, same roles). */
    async rejoin() {
      [hostEnd, guestEnd] = memoryLinkPair();
      hostSide.attach(hostEnd);
      await guestSide.attach(guestEnd);
      await settle();
    },
    /** The guest's phone reloads: a new guest side over its stored game and stored pending actions. */
    async reloadGuest() {
      guestSide.stop();
      guest.session!.close();
      guest.session = session(guest.repo);
      await guest.session.open('copy');
      guestSide = makeGuest(sessionPort(guest.session));
    },
  };
}

/** Lets every message in flight be delivered and handled. */
export async function settle(rounds = 30): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
}

/** Every entry of a log, in full (for comparing two phones' logs). */
export function logOf(s: Session): unknown {
  return { head: s.game!.head, entries: s.events.map((e) => ({ seq: e!.seq, event: e!.event, batch: e!.batch ?? e!.seq })) };
}

/** Every entry as stored on the device. */
export function storedLog(repo: MemoryGameRepository, id: string): unknown {
  return { head: repo.games.get(id)!.head, entries: repo.logs.get(id)!.map((e) => ({ seq: e.seq, event: e.event, batch: e.batch ?? e.seq })) };
}
