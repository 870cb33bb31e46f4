// The pairing codes two phones show each other (as a QR code, or as text to copy): a WebRTC
// session description, with the lines a data channel between two phones does not need taken
// out, compressed where the browser can, in base64url. Each code carries the pairing's random
// id, so an answer is taken only by the invitation it answers; a bad code is refused in words.
// Pure: no browser objects but CompressionStream (where present), no Vue.
import type { Text } from '@/engine/types';

export type CodeKind = 'offer' | 'answer';

/** What a code carries: an offer also says which side the joining phone plays. */
export interface PairCode {
  kind: CodeKind;
  /** The pairing's random id: the same in the offer and its answer. */
  id: string;
  sdp: string;
  /** Offer only: the side the joining phone plays (the host picked the other). */
  side?: string;
}

export type Decoded = { ok: true; code: PairCode } | { ok: false; problem: Text };

// A code starts with "AI", the format's version, its kind (o/a) and how the body is packed
// (z: deflate-raw, t: plain text).
const MAGIC = 'AI1';
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A new random pairing id (8 characters, 48 bits). */
export function newPairingId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ID_CHARS[b & 63]).join('');
}

/**
 * The session description without what a data channel on the local network does without:
 * media-only lines, trickle options, TCP candidates, and the candidates' optional extensions
 * (generation, network id and cost). The lines kept are in their order, so it stays valid SDP.
 */
export function slimSdp(sdp: string): string {
  const drop = /^a=(extmap-allow-mixed|msid-semantic|ice-options|end-of-candidates)/;
  const out: string[] = [];
  for (const raw of sdp.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || drop.test(line)) continue;
    if (line.startsWith('a=candidate:')) {
      const f = line.split(' ');
      // candidate:foundation component transport priority address port typ type [raddr a rport p] …
      if (f[2]?.toLowerCase() !== 'udp') continue;
      const typ = f.indexOf('typ');
      if (typ < 0) continue;
      let end = typ + 2;
      if (f[end] === 'raddr' && f[end + 2] === 'rport') end += 4;
      out.push(f.slice(0, end).join(' '));
      continue;
    }
    out.push(line);
  }
  return out.join('\r\n') + '\r\n';
}

// What every session description of a data channel says in the same words, each written in
// the code as one control character (which SDP never holds): the compressor then spends its
// bytes on what is each phone's own (its addresses, keys and fingerprint).
const COMMON = [
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'a=max-message-size:262144',
  'a=fingerprint:sha-256 ',
  ' IN IP4 127.0.0.1',
  'c=IN IP4 0.0.0.0',
  'a=group:BUNDLE 0',
  'a=sctp-port:5000',
  'a=setup:actpass',
  'a=setup:passive',
  'a=setup:active',
  'a=candidate:',
  'a=ice-ufrag:',
  'a=ice-pwd:',
  ' typ srflx',
  ' typ host',
  ' udp ',
  '.local',
  'a=mid:0',
  't=0 0',
  's=-',
  'v=0',
  'o=- ',
];
// Control characters (not 9, 10 or 13: tab and the line breaks): never in SDP.
const TOKENS = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25].map((c) => String.fromCharCode(c));

function pack(sdp: string): string {
  let t = sdp.replace(/\r\n/g, '\n');
  COMMON.forEach((w, i) => (t = t.split(w).join(TOKENS[i]!)));
  return t;
}

function unpack(t: string): string {
  let s = t;
  COMMON.forEach((w, i) => (s = s.split(TOKENS[i]!).join(w)));
  return s.replace(/\n/g, '\r\n');
}

// A 32-bit FNV-1a of the body, so a code cut short or mistyped is told apart from a good one.
function checksum(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).padStart(7, '0');
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]!);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const canCompress = (): boolean => {
  try {
    return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function' && !!new CompressionStream('deflate-raw');
  } catch {
    return false;
  }
};

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The code's text: short, with no spaces, safe in a QR code's alphanumeric-free byte mode and in a text field. */
export async function encodeCode(code: PairCode, opts: { compress?: boolean } = {}): Promise<string> {
  const head = [code.kind === 'offer' ? 'o' : 'a', code.id, code.side ?? ''].join(' ');
  const body = `${head}\n${slimSdp(code.sdp)}`;
  const text = `${checksum(body)}${head}\n${pack(slimSdp(code.sdp))}`;
  const bytes = new TextEncoder().encode(text);
  if ((opts.compress ?? true) && canCompress()) {
    return `${MAGIC}${code.kind[0]}z${toBase64Url(await through(bytes, new CompressionStream('deflate-raw')))}`;
  }
  return `${MAGIC}${code.kind[0]}t${toBase64Url(bytes)}`;
}

const bad = (what: string, params?: Text['params']): Decoded => ({
  ok: false,
  problem: params ? { key: `app.pair.bad.${what}`, params } : { key: `app.pair.bad.${what}` },
});

/**
 * Reads a code shown or pasted: `expect.kind` is the code this phone waits for (the host an
 * answer, the joining phone an offer); `expect.id` the pairing an answer must belong to.
 * Spaces and line breaks a paste may add are ignored.
 */
export async function decodeCode(input: string, expect: { kind: CodeKind; id?: string }): Promise<Decoded> {
  const s = input.replace(/\s+/g, '');
  if (!s) return bad('empty');
  if (!s.startsWith(MAGIC)) return bad('notACode');
  const kind = s[MAGIC.length];
  const packing = s[MAGIC.length + 1];
  if ((kind !== 'o' && kind !== 'a') || (packing !== 'z' && packing !== 't')) return bad('notACode');
  const wanted = expect.kind === 'offer' ? 'o' : 'a';
  if (kind !== wanted) return bad(expect.kind === 'offer' ? 'answerNotOffer' : 'offerNotAnswer');
  let bytes = fromBase64Url(s.slice(MAGIC.length + 2));
  if (!bytes || !bytes.length) return bad('damaged');
  if (packing === 'z') {
    if (!canCompress()) return bad('cannotRead');
    try {
      bytes = await through(bytes, new DecompressionStream('deflate-raw'));
    } catch {
      return bad('damaged');
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bad('damaged');
  }
  const sum = text.slice(0, 7);
  const packed = text.slice(7);
  const cut = packed.indexOf('\n');
  if (cut < 0) return bad('damaged');
  const body = `${packed.slice(0, cut)}\n${unpack(packed.slice(cut + 1))}`;
  if (checksum(body) !== sum) return bad('damaged');
  const nl = body.indexOf('\n');
  const [k, id, side] = body.slice(0, nl).split(' ');
  const sdp = body.slice(nl + 1);
  if (k !== kind || !id || !sdp.startsWith('v=0')) return bad('damaged');
  if (expect.id !== undefined && id !== expect.id) return bad('otherPairing');
  return { ok: true, code: { kind: expect.kind, id, sdp, ...(side ? { side } : {}) } };
}
