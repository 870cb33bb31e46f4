// Two phones, one game (issue 33): how fast an action on one phone reaches the other, and how
// fast a phone that was away catches up 5,000 events when the link is back. Measured in Node
// over the in-memory link (the protocol's own work: the rules' check on the host, the guest's
// mirror, both devices' storage), with ARMIR's real rules. The WebRTC channel's own time over
// the room's network comes on top.
import { it } from 'vitest';
import { army, logOf, twoPhones } from '../unit/engine/sync/world';
import { measure, record } from './record';

/** Polls (a macrotask a turn) until `f` holds. */
async function until(f: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!f()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 0));
  }
}

it('two phones: an action delivered from the host to the guest', async () => {
  const w = await twoPhones();
  await w.join();
  const host = w.host.session!;
  let n = 0;
  await measure(
    'Two phones: an action on the host mirrored on the guest (in-memory link, ARMIR rules)',
    100,
    async () => {
      n++;
      await host.append([army((n % 9) + 1)]);
      const want = host.events.length;
      await until(() => w.guest.session!.events.length === want, 'the action on the guest');
    },
    100,
    10,
  );
});

it('two phones: an action proposed on the guest, checked by the host and back on the guest', async () => {
  const w = await twoPhones();
  await w.join();
  let n = 0;
  await measure(
    'Two phones: an action on the guest applied by the host and back (in-memory link, ARMIR rules)',
    100,
    async () => {
      n++;
      await w.guestSide.propose({ kind: 'append', events: [army((n % 9) + 1)] });
      await until(() => w.guestSide.pending.length === 0, 'the action back on the guest');
    },
    100,
    10,
  );
});

it('two phones: a rejoin catching up 5,000 events', async () => {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const w = await twoPhones();
    await w.join();
    // The link drops; the host plays on: 5,000 events, in actions of 10.
    w.links[0].close();
    const host = w.host.session!;
    for (let i = 0; i < 500; i++) await host.append(Array.from({ length: 10 }, (_, k) => army(((i + k) % 9) + 1)));
    const want = JSON.stringify(logOf(host));
    const t0 = performance.now();
    await w.rejoin();
    await until(() => w.guest.session!.events.length === host.events.length, 'the guest caught up');
    times.push(performance.now() - t0);
    if (JSON.stringify(logOf(w.guest.session!)) !== want) throw new Error('the two logs differ after the rejoin');
  }
  times.sort((a, b) => a - b);
  record({
    name: 'Two phones: a rejoin catching up 5,000 events (in-memory link, ARMIR rules; median of 3)',
    ms: times[1],
    max: times[2],
    runs: 3,
    budget: 1000,
    stat: 'median',
  });
});
