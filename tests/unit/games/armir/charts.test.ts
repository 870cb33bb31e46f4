// The printed charts' structure (12.1, 11.1): the optional rows are said to be optional, in
// both languages, with their rule, and no cell is invented beyond the 14.3 example.
import { describe, expect, it } from 'vitest';
import { BOMB_ID, CRT_ID, charts } from '@/games/armir/charts';
import it_ from '@/games/armir/i18n/it.json';
import en from '@/games/armir/i18n/en.json';

const spec = (id: string) => charts.find((c) => c.id === id)!;
function msg(lang: Record<string, unknown>, key: string): string {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lang) as string;
}

describe('ARMIR charts', () => {
  it('12.1.1: the CRT help says row 7 is filled only if the printed chart has it', () => {
    const crt = spec(CRT_ID);
    expect(crt.rows.map((r) => r.label)).toContain('7');
    expect(msg(it_, crt.cell.help.key)).toMatch(/riga 7.*solo se la vostra tabella stampata/);
    expect(msg(en, crt.cell.help.key)).toMatch(/row 7 only if your printed chart has it/);
    for (const l of [it_, en]) expect(msg(l, crt.cell.help.key)).toContain('12.1.1');
  });

  it('14.3.2: the Bombardment Table help says row 0 is filled only if the printed table has it', () => {
    const bomb = spec(BOMB_ID);
    expect(bomb.rows.map((r) => r.label)).toContain('0');
    expect(msg(it_, bomb.cell.help.key)).toMatch(/riga 0.*solo se la vostra tabella stampata/);
    expect(msg(en, bomb.cell.help.key)).toMatch(/row 0 only if your printed chart has it/);
    for (const l of [it_, en]) expect(msg(l, bomb.cell.help.key)).toContain('14.3.2');
  });

  it('14.3: the only pre-filled cell is the one the example reveals (6:1, die 4 = 1/3)', () => {
    expect(spec(CRT_ID).prefilled).toEqual([expect.objectContaining({ column: '6:1', row: '4', value: '1/3', rule: '14.3' })]);
    expect(spec(BOMB_ID).prefilled).toEqual([]);
  });
});
