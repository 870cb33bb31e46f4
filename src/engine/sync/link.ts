/**
 * The link to the other phone, as the sync protocol sees it: text messages, in order, each
 * delivered at most once. The real one is a WebRTC data channel (src/net); `memoryLinkPair`
 * joins two ends in memory for the tests, and can drop, hold back or duplicate on request.
 */

/** A message link to the other phone: text messages, in order, each delivered at most once. */
export interface Link {
  send(text: string): void;
  /** Registers the receiver; returns the stop. */
  onMessage(fn: (text: string) => void): () => void;
  /** Called once when the link goes down (either end closed, or the connection lost). */
  onClose(fn: () => void): () => void;
  close(): void;
  readonly open: boolean;
}

/** A memory link's test controls: what a real network may do to messages. */
export interface MemoryLink extends Link {
  /** Messages sent from this end are held back (not delivered) until `release`. */
  hold(): void;
  /** Delivers the held messages, in order or (reversed) out of order, then stops holding. */
  release(opts?: { reverse?: boolean }): void;
  /** The next message sent from this end is delivered twice. */
  duplicateNext(): void;
  /** The connection is lost: both ends hear onClose, nothing more is delivered. */
  drop(): void;
}

class MemoryEnd implements MemoryLink {
  other: MemoryEnd | null = null;
  private receivers = new Set<(text: string) => void>();
  private closers = new Set<() => void>();
  private held: string[] | null = null;
  private twice = false;
  private isOpen = true;

  get open(): boolean {
    return this.isOpen;
  }

  send(text: string): void {
    if (!this.isOpen) throw new Error('link closed');
    if (this.held) {
      this.held.push(text);
      return;
    }
    const n = this.twice ? 2 : 1;
    this.twice = false;
    for (let i = 0; i < n; i++) this.deliver(text);
  }

  private deliver(text: string): void {
    const to = this.other;
    // Asynchronously, as a data channel delivers.
    queueMicrotask(() => {
      if (to && to.isOpen && this.isOpen) for (const fn of to.receivers) fn(text);
    });
  }

  onMessage(fn: (text: string) => void): () => void {
    this.receivers.add(fn);
    return () => this.receivers.delete(fn);
  }

  onClose(fn: () => void): () => void {
    this.closers.add(fn);
    return () => this.closers.delete(fn);
  }

  private shut(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    const fns = [...this.closers];
    this.closers.clear();
    queueMicrotask(() => fns.forEach((fn) => fn()));
  }

  close(): void {
    this.shut();
    this.other?.shut();
  }

  drop(): void {
    this.close();
  }

  hold(): void {
    this.held ??= [];
  }

  release(opts: { reverse?: boolean } = {}): void {
    const list = this.held ?? [];
    this.held = null;
    for (const t of opts.reverse ? list.reverse() : list) this.deliver(t);
  }

  duplicateNext(): void {
    this.twice = true;
  }
}

/** Two ends joined in memory (tests; can also drop and deliver late / reorder on request for tests). */
export function memoryLinkPair(): [MemoryLink, MemoryLink] {
  const a = new MemoryEnd();
  const b = new MemoryEnd();
  a.other = b;
  b.other = a;
  return [a, b];
}
