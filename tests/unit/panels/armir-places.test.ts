// 16.4.1: red-star places typed in one go at set-up.
import { describe, expect, it } from 'vitest';
import { parsePlaces } from '@/games/armir/places';

describe('ARMIR red-star places typed at once (16.4.1)', () => {
  it('commas separate places; a trailing 2 is a city, 1 a village, else the value tapped', () => {
    expect(parsePlaces('Rossosh 2, Boguchar,Millerovo (1); Chertkovo\nKantemirovka', 1)).toEqual([
      { name: 'Rossosh', value: 2 },
      { name: 'Boguchar', value: 1 },
      { name: 'Millerovo', value: 1 },
      { name: 'Chertkovo', value: 1 },
      { name: 'Kantemirovka', value: 1 },
    ]);
    expect(parsePlaces('Millerovo', 2)).toEqual([{ name: 'Millerovo', value: 2 }]);
  });
  it('nothing typed (or only separators) is no place', () => {
    expect(parsePlaces(' , ;\n', 1)).toEqual([]);
    // a lone number is a name, not a value
    expect(parsePlaces('2', 1)).toEqual([{ name: '2', value: 1 }]);
  });
});
