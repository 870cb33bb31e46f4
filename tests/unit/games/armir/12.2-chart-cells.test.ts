// 12.2, 11.1.3: reading a cell the players typed from the paper charts — the CRT's "attacker
// steps / defender steps" ("-" for none, as in 12.3's "-/2" and 14.3's "1/3") and the
// Bombardment Table's "-", "DSG" or "DSG1"; anything else is not a cell.
import { describe, expect, it } from 'vitest';
import { parseBombCell, parseCrtCell } from '@/games/armir/charts';

describe('12.2: a CRT cell', () => {
  it('14.3: "1/3" is one attacker step and three defender steps', () => {
    expect(parseCrtCell('1/3')).toEqual({ attacker: 1, defender: 3 });
  });
  it('12.3: "-/2" is no attacker step and two defender steps; "2/-" the other way round', () => {
    expect(parseCrtCell('-/2')).toEqual({ attacker: 0, defender: 2 });
    expect(parseCrtCell('2/-')).toEqual({ attacker: 2, defender: 0 });
    expect(parseCrtCell('-/-')).toEqual({ attacker: 0, defender: 0 });
  });
  it('spaces around the cell are forgiven; several digits are read whole', () => {
    expect(parseCrtCell('  10/12 ')).toEqual({ attacker: 10, defender: 12 });
  });
  it('anything else is not a CRT cell', () => {
    for (const bad of ['', '1', '1/', '/2', 'a/2', '1/3R', 'x1/3', '1-3', '- /2']) expect(parseCrtCell(bad), bad).toBeNull();
  });
});

describe('11.1.3: a Bombardment Table cell', () => {
  it('"-" no effect, "DSG", "DSG1"; spaces forgiven', () => {
    expect(['-', 'DSG', 'DSG1', ' DSG1 '].map(parseBombCell)).toEqual(['-', 'DSG', 'DSG1', 'DSG1']);
  });
  it('anything else is not a cell', () => {
    for (const bad of ['', 'dsg', 'DSG2', '1/2', '--']) expect(parseBombCell(bad), bad).toBeNull();
  });
});
