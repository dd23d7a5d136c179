import { describe, expect, it } from 'vitest';
import { parsePastedRows, wholeQuantity } from './rows';

describe('parsePastedRows', () => {
  it('reads a spreadsheet copy, CSV and semicolons, a missing quantity being one', () => {
    const { rows, dropped } = parsePastedRows('9320P\t40\r\n6500-M, 2\nGG501;3\nX4A\n\n');
    expect(rows).toEqual([
      { sku: '9320P', quantity: '40' },
      { sku: '6500-M', quantity: '2' },
      { sku: 'GG501', quantity: '3' },
      { sku: 'X4A', quantity: '1' },
    ]);
    expect(dropped).toBe(0);
  });

  it('leaves out a header line and keeps a quantity as typed, for the row to flag', () => {
    expect(parsePastedRows('SKU,Qty\n"9320P","two"').rows).toEqual([{ sku: '9320P', quantity: 'two' }]);
  });

  it('takes what fits and counts the rest', () => {
    const text = Array.from({ length: 5 }, (_, index) => `SKU-${index}\t1`).join('\n');
    expect(parsePastedRows(text, 3)).toEqual({
      rows: [
        { sku: 'SKU-0', quantity: '1' },
        { sku: 'SKU-1', quantity: '1' },
        { sku: 'SKU-2', quantity: '1' },
      ],
      dropped: 2,
    });
  });
});

describe('wholeQuantity', () => {
  it.each([
    ['3', 3],
    [' 40 ', 40],
    ['0', null],
    ['2.5', null],
    ['-1', null],
    ['ten', null],
    ['', null],
  ])('%j is %j', (typed, quantity) => {
    expect(wholeQuantity(typed)).toBe(quantity);
  });
});
