import { describe, expect, it } from 'vitest';
import { decodeCode, encodeCode, newPairingId, slimSdp } from '@/net/codes';

// A data channel's offer as Chromium writes it (host candidates only: no STUN, no TURN).
const OFFER_SDP = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:1467250027 1 udp 2122260223 192.168.1.23 53421 typ host generation 0 network-id 1 network-cost 10',
  'a=candidate:2583627145 1 udp 2122194687 3b1f0a2e-6b7c-4d3a-9c1e-5a2b7c9d0e1f.local 61234 typ host generation 0 network-id 2',
  'a=candidate:435653019 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0 network-id 1 network-cost 10',
  'a=ice-ufrag:Xk3r',
  'a=ice-pwd:Qm4v8Zr2LpT7yHc1NsW0bJ5d',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 3E:8A:1F:0C:55:D2:9B:47:E6:12:AF:38:C4:71:0D:9E:B5:26:FA:83:4C:17:E0:6B:D9:52:A8:3F:71:C0:94:2E',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

describe('Two phones: the pairing codes', () => {
  it('an offer code round-trips: the same session (slimmed), the same pairing id, the side the other phone plays', async () => {
    const id = newPairingId();
    const code = await encodeCode({ kind: 'offer', id, sdp: OFFER_SDP, side: 'soviet' });
    expect(code).toMatch(/^AI1oz[A-Za-z0-9_-]+$/);
    const back = await decodeCode(code, { kind: 'offer' });
    expect(back).toEqual({ ok: true, code: { kind: 'offer', id, sdp: slimSdp(OFFER_SDP), side: 'soviet' } });
  });

  it('an answer code is taken by the invitation it answers, with spaces and line breaks of a paste ignored', async () => {
    const id = newPairingId();
    const code = await encodeCode({ kind: 'answer', id, sdp: OFFER_SDP.replace('actpass', 'active') });
    const pasted = `  ${code.slice(0, 20)}\n${code.slice(20)} `;
    const back = await decodeCode(pasted, { kind: 'answer', id });
    expect(back.ok).toBe(true);
  });

  it('a code is shorter than the session it carries; without compression it still round-trips', async () => {
    const id = newPairingId();
    const packed = await encodeCode({ kind: 'offer', id, sdp: OFFER_SDP, side: 'axis' });
    const plain = await encodeCode({ kind: 'offer', id, sdp: OFFER_SDP, side: 'axis' }, { compress: false });
    // What every session says alike is written short: the code is well under half the session.
    expect(packed.length).toBeLessThan(OFFER_SDP.length * 0.45);
    expect(plain).toMatch(/^AI1ot/);
    expect(await decodeCode(plain, { kind: 'offer' })).toEqual(await decodeCode(packed, { kind: 'offer' }));
  });

  it('slimming keeps what the link needs: UDP candidates, ICE credentials, fingerprint, setup, the channel', () => {
    const slim = slimSdp(OFFER_SDP);
    expect(slim).not.toMatch(/tcp |generation|network-id|ice-options|extmap/);
    expect(slim).toContain('a=candidate:1467250027 1 udp 2122260223 192.168.1.23 53421 typ host\r\n');
    for (const line of ['a=ice-ufrag:Xk3r', 'a=ice-pwd:', 'a=fingerprint:sha-256', 'a=setup:actpass', 'a=mid:0', 'a=sctp-port:5000', 'm=application'])
      expect(slim).toContain(line);
  });

  it('an answer from another pairing is refused in words', async () => {
    const code = await encodeCode({ kind: 'answer', id: 'AAAAAAAA', sdp: OFFER_SDP });
    expect(await decodeCode(code, { kind: 'answer', id: 'BBBBBBBB' })).toEqual({ ok: false, problem: { key: 'app.pair.bad.otherPairing' } });
  });

  it('a code cut short is refused in words, compressed or not', async () => {
    for (const compress of [true, false]) {
      const code = await encodeCode({ kind: 'offer', id: newPairingId(), sdp: OFFER_SDP }, { compress });
      for (const cut of [code.length - 1, code.length - 7, Math.floor(code.length / 2), 6]) {
        const back = await decodeCode(code.slice(0, cut), { kind: 'offer' });
        expect(back).toEqual({ ok: false, problem: { key: 'app.pair.bad.damaged' } });
      }
    }
  });

  it('garbage, an empty field, and the wrong one of the two codes are refused in words', async () => {
    expect(await decodeCode('ciao, sono io', { kind: 'offer' })).toEqual({ ok: false, problem: { key: 'app.pair.bad.notACode' } });
    expect(await decodeCode('   ', { kind: 'answer', id: 'x' })).toEqual({ ok: false, problem: { key: 'app.pair.bad.empty' } });
    expect(await decodeCode('AI1oz!!!!', { kind: 'offer' })).toEqual({ ok: false, problem: { key: 'app.pair.bad.damaged' } });
    const offer = await encodeCode({ kind: 'offer', id: 'AAAAAAAA', sdp: OFFER_SDP });
    expect(await decodeCode(offer, { kind: 'answer', id: 'AAAAAAAA' })).toEqual({ ok: false, problem: { key: 'app.pair.bad.offerNotAnswer' } });
    const answer = await encodeCode({ kind: 'answer', id: 'AAAAAAAA', sdp: OFFER_SDP });
    expect(await decodeCode(answer, { kind: 'offer' })).toEqual({ ok: false, problem: { key: 'app.pair.bad.answerNotOffer' } });
  });
});
