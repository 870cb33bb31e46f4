// Shared set-up for the store tests: a fresh database and a fresh Pinia per test.
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import { expect } from 'vitest';
import { resetDbForTests } from '@/db';

export async function freshWorld(): Promise<Pinia> {
  await resetDbForTests();
  const pinia = createPinia();
  setActivePinia(pinia);
  return pinia;
}

/** Another "tab": a second Pinia on the same database. */
export function anotherTab(): Pinia {
  const pinia = createPinia();
  setActivePinia(pinia);
  return pinia;
}

export const setup = { scenario: 'short', options: {}, sideNames: { a: 'Anna', b: 'Bruno' } };

/** Runs `fn` with the stores of one phone (its own Pinia; both phones' databases are one here, the games two). */
export function on<T>(p: Pinia, fn: () => T): T {
  setActivePinia(p);
  return fn();
}

/** Waits until `ok()` holds, up to five seconds (a busy machine replays slowly), then asserts it. */
export async function until(ok: () => boolean): Promise<void> {
  for (const end = Date.now() + 5000; Date.now() < end && !ok();) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
}
