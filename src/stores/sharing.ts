// The game this phone shares live with another, read by the home screen without the two-phone
// code (the link store, its WebRTC and sync, load only when a game is shared or joined).
import { shallowRef } from 'vue';

/** The id of the game this phone shares with another phone (linked, or its link down), or null. */
export const sharingNow = shallowRef<string | null>(null);
