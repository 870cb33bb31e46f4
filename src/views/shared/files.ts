// Saving a text as a file and reading a file the player picks: export/import of games,
// packs (charts, blocks, centres, army cards) and the journal. A file leaves the app the
// phone's way: the system's share sheet where the browser can hand it files (Web Share), a
// download where not.

/** A file name without characters that file systems refuse. */
export function safeFileName(name: string, fallback = 'aiutante'): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return cleaned || fallback;
}

/** Offers `text` as a download named `fileName`. */
export function downloadText(fileName: string, text: string, mime = 'application/json'): void {
  const blob = new Blob([text], { type: `${mime};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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

/** Opens the file picker; resolves with the chosen file's text, or null if none was chosen. */
export function pickFileText(accept = '.json,application/json'): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      input.remove();
      if (!file) return resolve(null);
      file.text().then(resolve, reject);
    });
    input.addEventListener('cancel', () => {
      input.remove();
      resolve(null);
    });
    document.body.appendChild(input);
    input.click();
  });
}
