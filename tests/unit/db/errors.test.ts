import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { StoreError, storageErrorText } from '@/db/errors';

describe('storage failures in words', () => {
  it('a full disk (QuotaExceededError, bare or wrapped by Dexie) is stores.error.quota', () => {
    expect(storageErrorText(new DOMException('full', 'QuotaExceededError'))).toEqual({ key: 'stores.error.quota' });
    const wrapped = new Dexie.AbortError('aborted', new DOMException('full', 'QuotaExceededError'));
    expect(storageErrorText(wrapped)).toEqual({ key: 'stores.error.quota' });
  });

  it('IndexedDB missing (a private window) is stores.error.unavailable', () => {
    expect(storageErrorText(new Dexie.MissingAPIError('no indexedDB'))).toEqual({ key: 'stores.error.unavailable' });
    expect(storageErrorText(new Dexie.OpenFailedError('cannot open'))).toEqual({ key: 'stores.error.unavailable' });
  });

  it('anything else is stores.error.generic with its message; a StoreError keeps its words', () => {
    expect(storageErrorText(new Error('disk on fire'))).toEqual({ key: 'stores.error.generic', params: { message: 'disk on fire' } });
    expect(storageErrorText(new StoreError({ key: 'stores.error.notFound' }))).toEqual({ key: 'stores.error.notFound' });
  });
});
