// Module errors, handled one way everywhere a screen calls a game's rules: the call is
// guarded, and a rule that throws is reported in place, in words, with what failed and
// the message (the same message the game screen uses), while the rest of the screen stays.
import type { Text } from '@/engine/types';

export type Guarded<T> = { ok: true; value: T } | { ok: false; error: Text };

/** Runs a module hook; a throw becomes the message "The game module could not compute {what}: …". */
export function guarded<T>(what: string, f: () => T): Guarded<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    return { ok: false, error: { key: 'app.errors.module', params: { what, message: String((e as Error)?.message ?? e) } } };
  }
}
