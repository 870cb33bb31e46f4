/**
 * War to Axis: what a sealed marker is (12.0, 12.1), kept on the device that set it up, in
 * the app's database (table `library`, kind SECRET_KIND) under the marker's seal — never in
 * the game's log, so never in its exported file nor across the link of two phones. The seal
 * is a commitment (SHA-256 over what the marker is and a random salt, engine/sealed.ts): the
 * same device reads its secrets back after a reload, and after importing a file of that game,
 * and says what the marker is with the salt, which the rules check against the seal; any
 * other device sees the marker's number and nothing more. (Games of earlier versions carry
 * a random token instead, with no salt: theirs are said unchecked.)
 */
import * as v from 'valibot';
import type { AiutanteDb } from '@/db/schema';
import { deleteLibrary, listLibrary, putLibrary } from '@/db/library';
import { newSalt, SALT, seal } from '@/engine/sealed';
import { markerSecret } from '@/games/war-to-axis/events';

export const SECRET_KIND = 'wta.sealed';

const secretSchema = v.strictObject({
  side: v.picklist(['allies', 'axis'] as const),
  marker: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)),
  dummy: v.boolean(),
  card: v.pipe(v.string(), v.maxLength(60)),
  type: v.pipe(v.string(), v.maxLength(60)),
  salt: v.optional(v.pipe(v.string(), v.regex(SALT))),
});

/** What a sealed marker is: its side, its number, a dummy or not, its card and unit type (plain JSON as kept). */
export type Secret = v.InferOutput<typeof secretSchema>;

/**
 * A marker sealed (12.0, 12.1): what the device keeps (what it is, with a fresh salt) and the
 * seal the game gets — a commitment that says nothing of what it seals.
 */
export function sealMarker(what: Omit<Secret, 'salt'>, salt: string = newSalt()): { token: string; secret: Secret } {
  return { token: seal(markerSecret(what.side, what.marker, what), salt), secret: { ...what, salt } };
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

/** Forgets what a marker would have been: the marker was refused, so its seal is in no game. */
export async function forgetSecret(db: AiutanteDb, token: string): Promise<void> {
  await deleteLibrary(db, SECRET_KIND, token);
}
