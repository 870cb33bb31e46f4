// Two phones, ARMIR's secret objectives (17.1, 17.2; issue 33 point 4): the guest plays the
// Soviet and seals his objectives on his phone. Every message the host's phone receives is read:
// none holds the choice nor its salt before the reveal at the end of the game, which the host
// checks against the commitment — a reveal that does not match is refused in words.
import { describe, expect, it } from 'vitest';
import type { GameModule } from '@/engine/types';
import { keptSecrets, shareSecrets, type KeptSecret } from '@/engine/sealed';
import { armir } from '@/games/armir';
import type { ArmirState } from '@/games/armir/state';
import { victory } from '@/games/armir/victory';
import { army, ctx, logOf, next, settle, twoPhones } from './world';

const m = armir as unknown as GameModule;
const stateOf = (s: { state: unknown } | null) => s!.state as ArmirState;

/** The two phones joined, the artillery backs typed on the host; every message the host receives is kept. */
async function joined() {
  const w = await twoPhones();
  await w.join();
  const heard: string[] = [];
  w.links[0].onMessage((text) => heard.push(text));
  await w.host.session!.append([army(3), { type: 'armir/army', payload: { army: 'army2', range: 4, move: 2, artilleryStart: 2 } }]);
  await w.host.session!.append([{ type: 'armir/army', payload: { army: 'army3', range: 6, move: 3, artilleryStart: 4 } }]);
  await settle();
  return { w, heard };
}

/** The Soviet (the guest) sends events from his phone: sealed or filled from what it keeps, as the link store does. */
async function fromSovietPhone(w: Awaited<ReturnType<typeof twoPhones>>, kept: KeptSecret[], events: Array<{ type: string; payload?: unknown }>) {
  const r = shareSecrets(m, w.guest.session!.state, ctx, 'soviet', events, kept);
  if (!r.ok) throw new Error('refused');
  kept.push(...r.added);
  await w.guestSide.propose({ kind: 'append', events: r.events });
  await settle();
}

/** The host plays on to the end of the game (17.2). */
async function toTheEnd(w: Awaited<ReturnType<typeof twoPhones>>) {
  for (let i = 0; i < 400 && stateOf(w.host.session).stage !== 'over'; i++) await w.host.session!.append([next]);
  expect(stateOf(w.host.session).stage).toBe('over');
  await settle();
}

describe('Two phones: the Soviet objectives stay on the Soviet phone (17.1, 17.2)', () => {
  it('sealed on the guest: no message the host receives holds the choice or its salt; both copies hold the commitment only', async () => {
    const { w, heard } = await joined();
    const kept: KeptSecret[] = [];
    await fromSovietPhone(w, kept, [{ type: 'armir/objectives-seal', payload: { chosen: [4, 1] } }]);
    expect(kept).toHaveLength(1);
    const { commitment, salt } = kept[0]!;
    expect(heard.length).toBeGreaterThan(0);
    for (const text of heard) {
      expect(text).not.toContain(salt);
      expect(text).not.toContain('chosen');
    }
    expect(heard.some((t) => t.includes(commitment))).toBe(true);
    for (const s of [w.host.session, w.guest.session]) expect(stateOf(s).objectives).toEqual({ chosen: null, revealed: false, sealed: commitment });
    expect(JSON.stringify(logOf(w.host.session!))).not.toContain('chosen');
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });

  it('at the end the reveal is checked on the host: a mismatched one is refused in words and changes nothing; the true one scores', async () => {
    const { w, heard } = await joined();
    const kept: KeptSecret[] = [];
    await fromSovietPhone(w, kept, [{ type: 'armir/objectives-seal', payload: { chosen: [4, 1] } }]);
    await toTheEnd(w);
    const { salt } = kept[0]!;
    // Until the reveal, nothing the host heard holds the salt.
    expect(heard.some((t) => t.includes(salt))).toBe(false);

    // A reveal that does not open the seal: another choice under the same salt.
    const before = logOf(w.host.session!);
    await w.guestSide.propose({ kind: 'append', events: [{ type: 'armir/objectives-reveal', payload: { chosen: [1, 2], salt } }] });
    await settle();
    expect(logOf(w.host.session!)).toEqual(before);
    const refused = w.guest.said.at(-1)!;
    expect(refused.key).toBe('app.link.refused');
    expect(refused.params!.why).toMatchObject({ params: { why: { key: 'armir.refuse.revealMismatch' }, rule: '17.2' } });

    // The true reveal, filled on the Soviet phone from what it kept.
    await fromSovietPhone(w, keptSecrets({ list: kept }), [{ type: 'armir/objectives-reveal', payload: {} }]);
    for (const s of [w.host.session, w.guest.session]) expect(stateOf(s).objectives).toMatchObject({ chosen: [1, 4], revealed: true });
    const v = victory(stateOf(w.host.session), ctx);
    expect(v?.final).toBe(true);
    expect(v?.derivation.find((d) => d.key === 'armir.victory.revealed')?.params).toEqual({ list: '1, 4' });
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });
});
