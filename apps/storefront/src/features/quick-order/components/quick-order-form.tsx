'use client';

import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import buttons from '@/components/buttons.module.css';
import { useCart } from '@/features/cart/use-cart';
import { Link } from '@/i18n/navigation';
import { formatCents } from '@/lib/format/price';
import { rowStates } from '../matches';
import { type RowRefusals, refusalsByRow } from '../refusals';
import { MAX_ROWS, type OrderRow, parsePastedRows } from '../rows';
import { useSavedRows } from '../saved-rows';
import { useSkuMatches, useSkuSuggestions } from '../use-sku-lookup';
import styles from './quick-order.module.css';
import { QuickOrderRow } from './quick-order-row';

/**
 * The quick order (WooGraphQL: productsWithVariations finds each SKU, addCartItems adds the lot):
 * rows typed or pasted, each checked as it is recognised, so the one request carries only lines
 * that can be added; what the shop still refuses comes back flagged on its row. The rows are kept
 * in the browser until they are in the cart.
 */
export function QuickOrderForm() {
  const t = useTranslations('quickOrder.form');
  const locale = useLocale();
  const cart = useCart();
  const id = useId();
  const [rows, setRows, nextId] = useSavedRows();
  const [pasted, setPasted] = useState('');
  const [message, setMessage] = useState('');
  const [pasteMessage, setPasteMessage] = useState('');
  const [refusals, setRefusals] = useState<RowRefusals>(new Map());
  const [typed, setTyped] = useState('');
  const matches = useSkuMatches(rows.map((row) => row.sku));
  const suggestions = useSkuSuggestions(typed);
  const states = useMemo(() => rowStates(rows, matches), [rows, matches]);
  const money = (cents: number) => formatCents(cents, locale, cart.settings.currency);
  const ready = rows.flatMap((row, index) => {
    const state = states[index];
    return state?.status === 'ready' ? [{ row, state }] : [];
  });
  const total = ready.reduce(
    (sum, { state }) => sum + (state.status === 'ready' ? (state.lineTotal ?? 0) : 0),
    0,
  );

  useEffect(() => cart.load(), [cart.load]);

  const change = (rowId: number, update: Partial<OrderRow>) => {
    if (update.sku !== undefined) setTyped(update.sku);
    setRefusals((known) => (known.has(rowId) ? new Map([...known].filter(([key]) => key !== rowId)) : known));
    setRows((current) => current.map((row) => (row.id === rowId ? { ...row, ...update } : row)));
  };

  const addPasted = () => {
    const filled = rows.filter((row) => row.sku.trim() !== '');
    const { rows: taken, dropped } = parsePastedRows(pasted, MAX_ROWS - filled.length);
    if (taken.length === 0 && dropped === 0) {
      setPasteMessage(t('nothingPasted'));
      return;
    }
    setRows([...filled, ...taken.map((row) => ({ ...row, id: nextId() }))]);
    setPasted('');
    setPasteMessage(
      [
        t('pasted', { count: taken.length }),
        dropped > 0 ? t('pasteDropped', { count: dropped, max: MAX_ROWS }) : '',
      ].join(' '),
    );
  };

  const addAll = async (event: FormEvent) => {
    event.preventDefault();
    if (ready.length === 0) {
      setMessage(t('noneReady'));
      return;
    }
    setMessage(t('adding'));
    const lines = ready.map(({ row, state }) => ({
      row,
      addition: {
        productId: state.match.productId,
        variationId: state.match.variationId,
        quantity: state.quantity,
        name: state.match.name,
      },
    }));
    const result = await cart.addItems(lines.map((line) => line.addition)).catch(() => null);
    if (!result) {
      setMessage(t('unreachable'));
      return;
    }
    if (!result.ok) {
      setMessage(result.message ?? t('unreachable'));
      return;
    }
    const refused = refusalsByRow(lines, result.cartErrors);
    const added = lines.filter(({ row }) => !refused.has(row.id)).map(({ row }) => row.id);
    setRefusals(refused);
    setRows((current) => {
      const left = current.filter((row) => !added.includes(row.id));
      return left.length > 0 ? left : [{ id: nextId(), sku: '', quantity: '1' }];
    });
    setMessage(
      [
        t('added', { count: added.length }),
        refused.size > 0 ? t('notAdded', { count: refused.size }) : '',
      ].join(' '),
    );
  };

  const full = rows.length >= MAX_ROWS;
  return (
    <form className={styles.form} onSubmit={addAll} noValidate>
      <div className={styles.paste}>
        <label htmlFor={`${id}-paste`}>{t('pasteLabel')}</label>
        <p id={`${id}-paste-hint`} className={styles.hint}>
          {t('pasteHint', { max: MAX_ROWS })}
        </p>
        <textarea
          id={`${id}-paste`}
          aria-describedby={`${id}-paste-hint`}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          rows={4}
          spellCheck={false}
        />
        <button type="button" className={buttons.buttonSecondary} onClick={addPasted}>
          {t('pasteButton')}
        </button>
        <p role="status" className={styles.message}>
          {pasteMessage}
        </p>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sku')}</th>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('product')}</th>
              <th scope="col">{t('unitPrice')}</th>
              <th scope="col">{t('stock')}</th>
              <th scope="col">{t('lineTotal')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <QuickOrderRow
                key={row.id}
                row={row}
                number={index + 1}
                state={states[index] ?? { status: 'empty' }}
                refusal={refusals.get(row.id) ?? null}
                money={money}
                suggestionsId={`${id}-suggestions`}
                onChange={(update) => change(row.id, update)}
                onRemove={() => setRows((current) => current.filter((other) => other.id !== row.id))}
              />
            ))}
          </tbody>
        </table>
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((match) => (
            <option key={match.sku} value={match.sku} label={match.name} />
          ))}
        </datalist>
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={buttons.buttonSecondary}
          disabled={full}
          onClick={() => setRows((current) => [...current, { id: nextId(), sku: '', quantity: '1' }])}
        >
          {t('addRow')}
        </button>
        <button
          type="button"
          className={buttons.buttonSecondary}
          onClick={() => setRows([{ id: nextId(), sku: '', quantity: '1' }])}
        >
          {t('clear')}
        </button>
        {full && <p className={styles.hint}>{t('full', { max: MAX_ROWS })}</p>}
      </div>
      <div className={styles.summary}>
        <p>
          {t('summary', { ready: ready.length, total: rows.filter((row) => row.sku.trim()).length })}
          {' · '}
          {t('total', { amount: money(total) })}
        </p>
        <button type="submit" className={buttons.buttonPrimary} disabled={cart.busy}>
          {t('addAll')}
        </button>
      </div>
      <p role="status" className={styles.message}>
        {message}
        {message && !message.startsWith(t('adding')) && cart.cart && cart.cart.itemCount > 0 && (
          <>
            {' '}
            <Link href="/cart">{t('viewCart')}</Link>
          </>
        )}
      </p>
    </form>
  );
}
