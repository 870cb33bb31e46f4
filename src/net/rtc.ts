// The link between two phones at one table: a WebRTC data channel over the local network,
// with no server in between (no signalling server, no STUN or TURN: host candidates only).
// Each phone's whole session description, once its candidates are gathered, is the code the
// other scans or pastes (src/net/codes.ts). Browser only, no Vue.
import type { Text } from '@/engine/types';
import type { Link } from '@/engine/sync/link';
import { decodeCode, encodeCode, newPairingId } from './codes';

/** A pairing step that failed, in words (a bad code: nothing changed, the same code can be tried again). */
export class PairError extends Error {
  constructor(readonly problem: Text) {
    super(problem.key);
  }
}

const CONFIG: RTCConfiguration = { iceServers: [] };
/** How long the candidates may take to be gathered (on a local network, well under a second). */
const GATHER_MS = 5000;
/** How long the host waits for the channel to open once it has the answer. */
const CONNECT_MS = 20000;

/** Resolves when the candidates are all gathered (or after a few seconds with those found). */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    }, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', done);
  });
}

// Framing: each message is sent whole ('=' + text) or in pieces ('+' + piece … '=' + last piece).
const WHOLE = '=';
const PIECE = '+';

/** Characters per piece: a piece's UTF-8 (up to 3 bytes a UTF-16 unit) fits the channel's largest message. */
function pieceChars(pc: RTCPeerConnection): number {
  const max = pc.sctp?.maxMessageSize || 65536;
  return Math.max(256, Math.min(16384, Math.floor((Math.min(max, 262144) - 4) / 3)));
}

/** A Link over an open data channel: ordered, reliable; closed when the channel or the connection goes. */
export function linkOver(pc: RTCPeerConnection, channel: RTCDataChannel): Link {
  const listeners = new Set<(text: string) => void>();
  const closers = new Set<() => void>();
  let closed = false;
  let buffer = '';
  // What arrives before anyone listens (the other phone may speak the moment the channel opens)
  // is kept for the first listener.
  let early: string[] | null = [];
  let flushing = false;
  const fireClose = () => {
    if (closed) return;
    closed = true;
    for (const f of [...closers]) f();
    closers.clear();
    listeners.clear();
  };
  channel.addEventListener('message', (e: MessageEvent) => {
    if (typeof e.data !== 'string' || !e.data) return;
    const kind = e.data[0];
    const rest = e.data.slice(1);
    if (kind === PIECE) {
      buffer += rest;
      return;
    }
    const text = buffer + rest;
    buffer = '';
    if (early) early.push(text);
    else for (const f of [...listeners]) f(text);
  });
  channel.addEventListener('close', fireClose);
  pc.addEventListener('connectionstatechange', () => {
    if (['failed', 'disconnected', 'closed'].includes(pc.connectionState)) fireClose();
  });
  return {
    get open() {
      return !closed && channel.readyState === 'open';
    },
    send(text: string) {
      if (closed || channel.readyState !== 'open') throw new Error('link closed');
      const n = pieceChars(pc);
      if (text.length <= n) {
        channel.send(WHOLE + text);
        return;
      }
      let i = 0;
      while (text.length - i > n) {
        let end = i + n;
        // Never between the two halves of a character outside the BMP.
        const c = text.charCodeAt(end - 1);
        if (c >= 0xd800 && c <= 0xdbff) end--;
        channel.send(PIECE + text.slice(i, end));
        i = end;
      }
      channel.send(WHOLE + text.slice(i));
    },
    onMessage(fn) {
      listeners.add(fn);
      if (early && !flushing) {
        // Handed over just after: what comes meanwhile joins the queue, so the order holds.
        flushing = true;
        queueMicrotask(() => {
          const kept = early ?? [];
          for (let i = 0; i < kept.length; i++) for (const f of [...listeners]) f(kept[i]!);
          early = null;
          flushing = false;
        });
      }
      return () => listeners.delete(fn);
    },
    onClose(fn) {
      if (closed) {
        queueMicrotask(fn);
        return () => undefined;
      }
      closers.add(fn);
      return () => closers.delete(fn);
    },
    close() {
      try {
        channel.close();
      } finally {
        pc.close();
        fireClose();
      }
    },
  };
}

function opened(channel: RTCDataChannel): Promise<void> {
  if (channel.readyState === 'open') return Promise.resolve();
  return new Promise((resolve, reject) => {
    channel.addEventListener('open', () => resolve(), { once: true });
    channel.addEventListener('close', () => reject(new PairError({ key: 'app.pair.failed' })), { once: true });
  });
}

function within<T>(p: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      onTimeout();
      reject(new PairError({ key: 'app.pair.failed' }));
    }, ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e: unknown) => (clearTimeout(t), reject(e)),
    );
  });
}

/** WebRTC is there (a browser without it cannot pair). */
export function canPair(): boolean {
  return typeof RTCPeerConnection === 'function';
}

/**
 * The phone that holds the game invites: its code (the offer, carrying `side`, the side the
 * other phone plays), then `accept` the other's answer. A bad answer is refused (PairError)
 * and changes nothing: `accept` may be called again.
 */
export async function offer(side?: string): Promise<{ code: string; accept(answerCode: string): Promise<Link>; cancel(): void }> {
  if (!canPair()) throw new PairError({ key: 'app.pair.noWebrtc' });
  const id = newPairingId();
  const pc = new RTCPeerConnection(CONFIG);
  const channel = pc.createDataChannel('aiutante', { ordered: true });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const code = await encodeCode({ kind: 'offer', id, sdp: pc.localDescription!.sdp, ...(side ? { side } : {}) });
  let accepted = false;
  return {
    code,
    async accept(answerCode: string) {
      const read = await decodeCode(answerCode, { kind: 'answer', id });
      if (!read.ok) throw new PairError(read.problem);
      if (accepted) throw new PairError({ key: 'app.pair.bad.used' });
      accepted = true;
      try {
        await pc.setRemoteDescription({ type: 'answer', sdp: read.code.sdp });
      } catch {
        accepted = false;
        throw new PairError({ key: 'app.pair.bad.damaged' });
      }
      await within(opened(channel), CONNECT_MS, () => pc.close());
      return linkOver(pc, channel);
    },
    cancel() {
      pc.close();
    },
  };
}

/**
 * The joining phone answers an invitation: its code (the answer), and the link, open once
 * the other phone has read that code. A bad invitation is refused (PairError) before anything.
 */
export async function answer(offerCode: string): Promise<{ code: string; side: string | null; link: Promise<Link>; cancel(): void }> {
  const read = await decodeCode(offerCode, { kind: 'offer' });
  if (!read.ok) throw new PairError(read.problem);
  if (!canPair()) throw new PairError({ key: 'app.pair.noWebrtc' });
  const pc = new RTCPeerConnection(CONFIG);
  const link = new Promise<Link>((resolve, reject) => {
    pc.addEventListener('datachannel', (e: RTCDataChannelEvent) => {
      opened(e.channel).then(() => resolve(linkOver(pc, e.channel)), reject);
    });
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') reject(new PairError({ key: 'app.pair.failed' }));
    });
  });
  link.catch(() => undefined);
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: read.code.sdp });
  } catch {
    pc.close();
    throw new PairError({ key: 'app.pair.bad.damaged' });
  }
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  const code = await encodeCode({ kind: 'answer', id: read.code.id, sdp: pc.localDescription!.sdp });
  return { code, side: read.code.side ?? null, link, cancel: () => pc.close() };
}
