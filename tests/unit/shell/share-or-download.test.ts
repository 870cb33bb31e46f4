// Files travel the phone's way (issue 33, point 6): "Share" hands a game file or a pack to the
// system's share sheet where the browser can share files, and downloads it where not; the
// player closing the sheet is no error (src/views/shared/share.ts).
import { describe, expect, it, vi } from 'vitest';
import { canShareFiles, shareOrDownload, type ShareNavigator } from '@/views/shared/share';

/** A browser whose share sheet takes the files it is given (or only some kinds of file). */
function sharing(
  share: (data?: ShareData) => Promise<void> = () => Promise.resolve(),
  takes: (f: File) => boolean = () => true,
): ShareNavigator & { share: ReturnType<typeof vi.fn> } {
  return {
    canShare: (data) => !!data?.files?.length && data.files.every(takes),
    share: vi.fn(share),
  };
}

describe('Share or download: a file leaves the app the phone’s way', () => {
  it('hands the file, named and typed, with its title, to the share sheet where the browser can share files', async () => {
    const nav = sharing();
    const download = vi.fn();
    expect(await shareOrDownload('Don.aiutante.json', '{"kind":"aiutante-game"}', { title: 'Don' }, nav, download)).toBe('shared');
    expect(download).not.toHaveBeenCalled();
    const data = nav.share.mock.calls[0]![0] as ShareData;
    expect(data.title).toBe('Don');
    expect(data.files).toHaveLength(1);
    const file = data.files![0]!;
    expect(file.name).toBe('Don.aiutante.json');
    expect(file.type).toBe('application/json');
    expect(await file.text()).toBe('{"kind":"aiutante-game"}');
  });

  it('downloads it where the browser has no Web Share, or cannot share this kind of file', async () => {
    const download = vi.fn();
    expect(await shareOrDownload('Don.aiutante.json', '{}', {}, {}, download)).toBe('downloaded');
    expect(await shareOrDownload('Don.aiutante.json', '{}', {}, undefined, download)).toBe('downloaded');
    // Chrome on Android shares a .txt, not a .json.
    const textOnly = sharing(undefined, (f) => f.type === 'text/plain');
    expect(await shareOrDownload('Don.aiutante.json', '{}', {}, textOnly, download)).toBe('downloaded');
    expect(textOnly.share).not.toHaveBeenCalled();
    expect(download).toHaveBeenCalledTimes(3);
    expect(download).toHaveBeenLastCalledWith('Don.aiutante.json', '{}', 'application/json');
    expect(await shareOrDownload('Don.journal.txt', 'Diario', { mime: 'text/plain' }, textOnly, download)).toBe('shared');
  });

  it('downloads it when the share is refused for any reason but the player’s cancel', async () => {
    const download = vi.fn();
    const refused = sharing(() => Promise.reject(new DOMException('no user gesture', 'NotAllowedError')));
    expect(await shareOrDownload('pack.json', '{}', {}, refused, download)).toBe('downloaded');
    expect(download).toHaveBeenCalledWith('pack.json', '{}', 'application/json');
  });

  it('says nothing and downloads nothing when the player closes the share sheet', async () => {
    const download = vi.fn();
    const cancelled = sharing(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    expect(await shareOrDownload('pack.json', '{}', {}, cancelled, download)).toBe('cancelled');
    expect(download).not.toHaveBeenCalled();
  });

  it('the button reads "Share" where the file would go to the share sheet, "Download" where not', () => {
    expect(canShareFiles('x.json', 'application/json', sharing())).toBe(true);
    expect(canShareFiles('x.json', 'application/json', {})).toBe(false);
    expect(canShareFiles('x.json', 'application/json', undefined)).toBe(false);
    const textOnly = sharing(undefined, (f) => f.type === 'text/plain');
    expect(canShareFiles('x.json', 'application/json', textOnly)).toBe(false);
    expect(canShareFiles('x.journal.txt', 'text/plain', textOnly)).toBe(true);
    // A browser whose canShare throws on files is one that cannot share them.
    expect(
      canShareFiles('x.json', 'application/json', {
        canShare: () => {
          throw new TypeError('files');
        },
        share: () => Promise.resolve(),
      }),
    ).toBe(false);
  });
});
