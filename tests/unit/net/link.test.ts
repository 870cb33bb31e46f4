import { describe, expect, it } from 'vitest';
import { linkOver } from '@/net/rtc';

/** Two ends of a data channel in memory, as RTCDataChannel/RTCPeerConnection show themselves to the link. */
function channelPair(maxMessageSize = 1024) {
  const make = () => {
    const channel = new EventTarget() as EventTarget & { readyState: string; send(d: string): void; close(): void; sent: string[] };
    const pc = new EventTarget() as EventTarget & { connectionState: string; sctp: { maxMessageSize: number }; close(): void };
    channel.readyState = 'open';
    channel.sent = [];
    pc.connectionState = 'connected';
    pc.sctp = { maxMessageSize };
    pc.close = () => undefined;
    return { channel, pc };
  };
  const a = make();
  const b = make();
  const wire = (from: typeof a, to: typeof b) => {
    from.channel.send = (d: string) => {
      if (new TextEncoder().encode(d).length > maxMessageSize) throw new Error('message too large for the channel');
      from.channel.sent.push(d);
      to.channel.dispatchEvent(new MessageEvent('message', { data: d }));
    };
    from.channel.close = () => {
      for (const end of [from, to]) {
        end.channel.readyState = 'closed';
        end.channel.dispatchEvent(new Event('close'));
      }
    };
  };
  wire(a, b);
  wire(b, a);
  const link = (e: typeof a) => linkOver(e.pc as unknown as RTCPeerConnection, e.channel as unknown as RTCDataChannel);
  return { a, b, linkA: link(a), linkB: link(b) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Two phones: the link over a data channel', () => {
  it('a message larger than the channel takes arrives whole, in pieces the channel accepts, characters outside the BMP unbroken', async () => {
    const { a, linkA, linkB } = channelPair(1024);
    const got: string[] = [];
    linkB.onMessage((t) => got.push(t));
    const big = 'Serata ARMIR 🎲 è già tardi — '.repeat(400);
    linkA.send(big);
    linkA.send('piccolo');
    expect(a.channel.sent.length).toBeGreaterThan(5);
    await tick();
    expect(got).toEqual([big, 'piccolo']);
  });

  it('what the other phone says the moment the channel opens is kept for the first listener, in order', async () => {
    const { linkA, linkB } = channelPair();
    linkA.send('uno');
    linkA.send('due');
    const got: string[] = [];
    linkB.onMessage((t) => got.push(t));
    linkA.send('tre');
    await tick();
    expect(got).toEqual(['uno', 'due', 'tre']);
  });

  it('a closed channel or a connection lost is said once on each end; the link is then not open', async () => {
    const { a, b, linkA, linkB } = channelPair();
    let closedA = 0;
    let closedB = 0;
    linkA.onClose(() => closedA++);
    linkB.onClose(() => closedB++);
    b.pc.connectionState = 'failed';
    b.pc.dispatchEvent(new Event('connectionstatechange'));
    expect([closedA, closedB]).toEqual([0, 1]);
    expect(linkB.open).toBe(false);
    expect(() => linkB.send('x')).toThrow();
    a.channel.close();
    expect([closedA, closedB]).toEqual([1, 1]);
    expect(linkA.open).toBe(false);
  });
});
