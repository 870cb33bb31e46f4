/**
 * War to Axis: the army cards' pack box (2.5). The cards themselves are kept on the device by the
 * shell as they are typed (GameModule.library, src/games/war-to-axis/library.ts).
 */
/**
 * The text pasted into the pack box (a pack from another device, not yet imported): kept in
 * this browser tab's session storage, so a tab switch or a reload does not lose it. It belongs
 * to the device, never to a game: it is not a game draft and never leaves with a game.
 */
export const PACK_DRAFT_KEY = 'aiutante.wta.packDraft';
/** The little of Web Storage the pack box uses. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readPackDraft(storage: DraftStorage | null): string {
  try {
    return storage?.getItem(PACK_DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the box's text (an empty box forgets it); false when the browser refused it (full, or no storage). */
export function writePackDraft(storage: DraftStorage | null, text: string): boolean {
  if (!storage) return false;
  try {
    if (text === '') storage.removeItem(PACK_DRAFT_KEY);
    else storage.setItem(PACK_DRAFT_KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** The browser tab's sessionStorage, or null where it is missing or refused. */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
