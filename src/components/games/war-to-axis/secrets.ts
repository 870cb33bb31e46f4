/**
 * War to Axis: what a sealed marker is (12.0, 12.1), kept on the device that set it up, in
 * the app's database (table `library`, kind SECRET_KIND) under the marker's random token —
 * never in the game's log, so never in its exported file. The game carries the token only:
 * the same device reads its secrets back after a reload, and after importing a file of that
 * game; any other device sees the marker's number and nothing more.
 */
import * as v from 'valibot';
import type { AiutanteDb } from '@/db/schema';
import { listLibrary, putLibrary } from '@/db/library';

export const SECRET_KIND = 'wta.sealed';

const secretSchema = v.strictObject({
  side: v.picklist(['allies', 'axis'] as const),
  marker: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)),
  dummy: v.boolean(),
  card: v.pipe(v.string(), v.maxLength(60)),
  type: v.pipe(v.string(), v.maxLength(60)),
});

/** What a sealed marker is: its side, its number, a dummy or not, its card and unit type (plain JSON as kept). */
export type Secret = v.InferOutput<typeof secretSchema>;

/** A fresh random token (32 hex digits): it says nothing about what it seals. */
export function newSealToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Every secret this device keeps, by token (a damaged row is left out). */
export async function readSecrets(db: AiutanteDb): Promise<Map<string, Secret>> {
  const out = new Map<string, Secret>();
  for (const r of await listLibrary(db, SECRET_KIND)) {
    const p = v.safeParse(secretSchema, r.value);
    if (p.success) out.set(r.id, p.output);
  }
  return out;
}

/** Keeps what a marker is, under its token. */
export async function keepSecret(db: AiutanteDb, token: string, secret: Secret): Promise<void> {
  await putLibrary(db, SECRET_KIND, [{ id: token, value: secret }]);
}
