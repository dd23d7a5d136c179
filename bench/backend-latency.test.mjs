import { describe, expect, it } from 'vitest';
import { table } from './backend-latency.mjs';

const row = (operation, database, size, p50, p95) => ({ operation, database, size, p50, p95, samples: 200 });

describe('backend latency table', () => {
  const rows = [
    row('product by slug', 'pglite', '150', 4, 10),
    row('product by slug', 'pglite', '100k', 8, 15),
    row('product by slug', 'postgres', '150', 3, 6),
    { operation: 'peak RSS of the backend (MB)', database: 'pglite', size: '150', peakMb: 900 },
    { operation: 'peak RSS of the backend (MB)', database: 'pglite', size: '100k', peakMb: 450 },
  ];
  const lines = table(rows, ['150', '100k'], ['pglite', 'postgres']).split('\n');

  it('has a column per size and database, then the growth of each database', () => {
    expect(lines[0]).toBe(
      '| operation | 150 pglite | 100k pglite | 150 postgres | 100k postgres | growth pglite | growth postgres |',
    );
  });

  it('shows p50 / p95, with growth as p95 at 100k over p95 at 150, and a dash where nothing ran', () => {
    expect(lines[2]).toBe('| product by slug | 4 / 10 | 8 / 15 | 3 / 6 | – | 1.50× | – |');
  });

  it('shows peak memory on a row of its own, its growth from the same sizes', () => {
    expect(lines[3]).toBe('| peak RSS of the backend (MB) | 900 | 450 | – | – | 0.50× | – |');
  });

  it('leaves the growth columns out when 150 or 100k was not measured', () => {
    expect(table(rows, ['150'], ['pglite']).split('\n')[0]).toBe('| operation | 150 pglite |');
  });
});
