import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { MAX_ROWS, type OrderRow } from './rows';

/** Where the browser keeps the list between visits: a buyer's typing is never lost to a reload. */
const STORAGE_KEY = 'quick-order-rows';
const BLANK_ROWS = 3;

const blank = (from: number): OrderRow[] =>
  Array.from({ length: BLANK_ROWS }, (_, index) => ({ id: from + index, sku: '', quantity: '1' }));

function readSaved(): OrderRow[] | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!Array.isArray(saved)) return null;
    return saved
      .filter(
        (row): row is { sku: string; quantity: string } =>
          typeof row?.sku === 'string' && typeof row?.quantity === 'string',
      )
      .slice(0, MAX_ROWS)
      .map((row, index) => ({
        id: index + 1,
        sku: row.sku.slice(0, 100),
        quantity: row.quantity.slice(0, 6),
      }));
  } catch {
    return null;
  }
}

/**
 * The quick order's rows, kept in this browser (disabled storage only costs the keeping), and the
 * next free row id. The saved list is read after the first render, so the server's page and the
 * browser's first render agree.
 */
export function useSavedRows(): [OrderRow[], Dispatch<SetStateAction<OrderRow[]>>, () => number] {
  const [rows, setRows] = useState<OrderRow[]>(() => blank(1));
  const next = useRef(BLANK_ROWS + 1);
  const loaded = useRef(false);

  useEffect(() => {
    const saved = readSaved();
    if (saved && saved.length > 0) {
      next.current = saved.length + 1;
      setRows(saved);
    }
    loaded.current = true;
  }, []);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      const kept = rows
        .filter((row) => row.sku.trim() !== '')
        .map(({ sku, quantity }) => ({ sku, quantity }));
      if (kept.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage disabled or full: the list lives as long as the page.
    }
  }, [rows]);

  const nextId = useCallback(() => next.current++, []);
  return [rows, setRows, nextId];
}
