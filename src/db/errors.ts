/**
 * Storage failures in words. Nothing is swallowed: callers set the Text where players see
 * it and rethrow.
 */
import type { Text } from '@/engine/types';
import { StoreError } from '@/engine/session';

export { StoreError, ConflictError } from '@/engine/session';

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  inner?: unknown;
}

function chain(err: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    out.push(cur as ErrorLike);
    cur = (cur as ErrorLike).inner;
  }
  return out;
}

const UNAVAILABLE = new Set([
  'MissingAPIError',
  'DatabaseClosedError',
  'OpenFailedError',
  'InvalidStateError',
  'SecurityError',
  'VersionError',
  'UnknownError',
]);

/**
 * The words for a storage failure: full storage (QuotaExceededError), storage unavailable
 * (IndexedDB missing, e.g. in some private windows, or the database could not open), or
 * anything else with its message.
 */
export function storageErrorText(err: unknown): Text {
  if (err instanceof StoreError) return err.text;
  const links = chain(err);
  if (links.some((e) => e.name === 'QuotaExceededError')) return { key: 'stores.error.quota' };
  if (links.some((e) => typeof e.name === 'string' && UNAVAILABLE.has(e.name))) {
    return { key: 'stores.error.unavailable' };
  }
  const first = links[0];
  const message = first && typeof first.message === 'string' && first.message !== '' ? first.message : String(err);
  return { key: 'stores.error.generic', params: { message } };
}
