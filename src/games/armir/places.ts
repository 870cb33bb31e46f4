// Red-star places typed in one go at set-up (16.4.1): "Rossosh 2, Boguchar, Millerovo" is
// three places — a trailing 2 makes a city, a trailing 1 a village, else the value tapped.

export interface TypedPlace {
  name: string;
  value: 1 | 2;
}

/** The places in `text` (comma, semicolon or line separated); empty names are dropped. */
export function parsePlaces(text: string, value: 1 | 2): TypedPlace[] {
  return text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const m = /^(.*?)\s*\(?\s*([12])\s*\)?$/.exec(part);
      return m && m[1]!.trim() !== '' ? { name: m[1]!.trim(), value: m[2] === '2' ? 2 : 1 } : { name: part, value };
    });
}
