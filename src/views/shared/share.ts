// A file leaves the app the phone's way: the system's share sheet where the browser can hand
// it files (Web Share), a download where not. Its own module: the home screen fetches it only
// when a game is shared (it comes with the first download otherwise).
import { downloadText } from './files';

/** What became of a file offered to the player: shared, downloaded, or the share sheet closed. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** The part of `navigator` a share needs (absent in a browser without Web Share). */
export interface ShareNavigator {
  canShare?(data?: ShareData): boolean;
  share?(data?: ShareData): Promise<void>;
}

const navigatorOf = (): ShareNavigator | undefined => (typeof navigator === 'undefined' ? undefined : navigator);

/** Whether the browser would hand these files to the system's share sheet. */
function canShare(nav: ShareNavigator | undefined, files: File[]): boolean {
  try {
    return typeof nav?.share === 'function' && typeof nav.canShare === 'function' && nav.canShare({ files });
  } catch {
    return false;
  }
}

/**
 * Whether a file named like `fileName` goes to the share sheet here: the button reads "Share"
 * where it does, "Download" where not. (Browsers share only some kinds of file: Chrome on
 * Android takes a .txt, not a .json.)
 */
export function canShareFiles(fileName = 'aiutante.json', mime = 'application/json', nav: ShareNavigator | undefined = navigatorOf()): boolean {
  if (typeof File === 'undefined') return false;
  return canShare(nav, [new File([''], fileName, { type: mime })]);
}

/**
 * Hands `text`, as the file `fileName`, to the system's share sheet where the browser can
 * share it; downloads it where it cannot, or when the share is refused for any reason other
 * than the player closing the sheet (that says nothing: the player changed their mind).
 */
export async function shareOrDownload(
  fileName: string,
  text: string,
  opts: { title?: string; mime?: string } = {},
  nav: ShareNavigator | undefined = navigatorOf(),
  download: (fileName: string, text: string, mime: string) => void = downloadText,
): Promise<ShareOutcome> {
  const mime = opts.mime ?? 'application/json';
  if (typeof File !== 'undefined') {
    const files = [new File([text], fileName, { type: mime })];
    if (canShare(nav, files)) {
      try {
        await nav!.share!(opts.title ? { files, title: opts.title } : { files });
        return 'shared';
      } catch (e) {
        if ((e as { name?: unknown })?.name === 'AbortError') return 'cancelled';
        // Refused (no user gesture left, a policy, a failed hand-over): the download still works.
      }
    }
  }
  download(fileName, text, mime);
  return 'downloaded';
}
