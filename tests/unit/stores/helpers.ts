// Shared set-up for the store tests: a fresh database and a fresh Pinia per test.
import { createPinia, setActivePinia, type Pinia } from 'pinia';
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
