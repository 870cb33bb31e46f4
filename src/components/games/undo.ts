// Deleting from a module panel: the deletion is one table action, so the game's undo can take it
// back; a snackbar says what went, with "Undo" at hand while that deletion is still the
// last thing done (after another action, the journal's undo is the way back).
import { ref } from 'vue';
import { useGameStore } from '@/stores';

export interface Removed {
  /** What the snackbar says ("Eliminated: Brig. Ivrea"). */
  text: string;
  /** The game's head right after the deletion: undo only while it is still there. */
  head: number;
}

export function useUndoableRemove() {
  const game = useGameStore();
  const removed = ref<Removed | null>(null);

  /**
   * Makes the deletion — a table action applied (`() => act(id, fixed)`, which resolves to
   * whether it was) — then offers to undo it.
   */
  async function remove(what: () => Promise<boolean>, text: string): Promise<void> {
    try {
      if (!(await what())) return; // refused: the store words why; nothing changed
    } catch {
      return; // the store words the failure; nothing changed
    }
    removed.value = { text, head: game.record?.head ?? 0 };
  }

  /** Whether undo still takes back exactly that deletion. */
  function canUndo(): boolean {
    return !!removed.value && game.record?.head === removed.value.head;
  }

  async function undo(): Promise<void> {
    const r = removed.value;
    removed.value = null;
    if (!r || game.record?.head !== r.head) return;
    await game.undo().catch(() => undefined);
  }

  return { removed, remove, canUndo, undo };
}

/**
 * A form emptied (or a row taken out of it) by one tap: the snackbar says what went, with
 * "Undo" putting back the value as it was. `value` is the draft's value (useDraft).
 */
export function useUndoableFormEdit<T>(value: { value: T }) {
  const removed = ref<Removed | null>(null);
  let before: string | null = null;

  /** Makes the change, remembering the value before it. */
  function edit(change: () => void, text: string): void {
    before = JSON.stringify(value.value);
    change();
    removed.value = { text, head: 0 };
  }

  function undo(): void {
    if (before !== null) value.value = JSON.parse(before) as T;
    before = null;
    removed.value = null;
  }

  return { removed, edit, undo, canUndo: () => before !== null };
}
