/**
 * The envelope every BITE pack shares (the blocks roster, the producing centres): JSON with
 * its kind, its version and one list of at most 500 items. Read here once; each pack then
 * checks its items as the log will check the events they become.
 */
import { t } from '@/engine/derivation';
import type { Text } from '@/engine/types';

export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The pack's items, or why it is refused (empty, not JSON, another kind, another version, no list). */
export function readPack(
  text: string,
  kind: string,
  version: number,
  list: string,
  notAPack: Text,
): { ok: true; items: unknown[] } | { ok: false; error: Text } {
  if (text.trim() === '') return { ok: false, error: t('bite.ui.pack.empty') };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: t('bite.ui.pack.notJson') };
  }
  if (!isRecord(raw) || raw.kind !== kind) return { ok: false, error: notAPack };
  if (raw.version !== version) return { ok: false, error: t('bite.ui.pack.version', { version: String(raw.version), supported: version }) };
  const items = raw[list];
  if (!Array.isArray(items) || items.length > 500) return { ok: false, error: t('bite.ui.pack.malformed') };
  return { ok: true, items };
}
