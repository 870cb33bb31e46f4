// What several tests read from the sources: every file under a folder, and a message tree's
// messages with their dotted keys.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The project's src folder. */
export const SRC = join(__dirname, '..', '..', '..', 'src');

/** Every file under a folder, its subfolders included. */
export function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) filesUnder(p, out);
    else out.push(p);
  }
  return out;
}

/** Every leaf of a message tree, with its dotted key ("bite.weather.fair"); arrays are leaves. */
export function messageEntries(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      for (const [kk, vv] of messageEntries(v, key)) out.set(kk, vv);
    } else out.set(key, v);
  }
  return out;
}
