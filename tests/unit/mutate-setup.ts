// Mutation testing only (vitest.mutate.config.ts): the rules' caches are emptied before each
// test, since Stryker switches mutants while the program runs and a cached result may have been
// worked out under another mutant (or none).
import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { forgetCaches } from '@/engine/memo';

beforeEach(() => forgetCaches());
