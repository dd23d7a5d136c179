'use client';

import { useTranslations } from '#i18n/hooks';
import { Link } from '@/i18n/navigation';
import type { RowState } from '../matches';
import type { OrderRow } from '../rows';
import styles from './quick-order.module.css';

interface RowProps {
  row: OrderRow;
  number: number;
  state: RowState;
  /** The backend's reason for not adding this line, as text. */
  refusal: string | null;
  money: (cents: number) => string;
  suggestionsId: string;
  onChange: (change: Partial<Pick<OrderRow, 'sku' | 'quantity'>>) => void;
  onRemove: () => void;
}

const FLAGGED = new Set(['unknown', 'choose', 'unsold', 'outOfStock', 'quantity', 'overStock']);

/** One line of the quick order: its SKU and quantity, and what they name, cost and leave in stock. */
export function QuickOrderRow({
  row,
  number,
  state,
  refusal,
  money,
  suggestionsId,
  onChange,
  onRemove,
}: RowProps) {
  const t = useTranslations('quickOrder.form');
  const statusId = `quick-order-status-${row.id}`;
  const match = 'match' in state ? state.match : undefined;
  const flagged = FLAGGED.has(state.status) || refusal !== null;
  const note =
    refusal !== null
      ? t('status.notAdded', { reason: refusal })
      : state.status === 'overStock'
        ? t('status.overStock', { stock: state.stock })
        : state.status === 'empty' || state.status === 'ready'
          ? ''
          : t(`status.${state.status}` as 'status.unknown');
  return (
    <tr className={flagged ? styles.flagged : undefined}>
      <td>
        <input
          className={styles.skuInput}
          value={row.sku}
          onChange={(event) => onChange({ sku: event.target.value })}
          aria-label={t('skuOfRow', { row: number })}
          aria-describedby={note ? statusId : undefined}
          aria-invalid={flagged || undefined}
          list={suggestionsId}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
        />
      </td>
      <td>
        <input
          className={styles.quantityInput}
          value={row.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          aria-label={t('quantityOfRow', { row: number })}
          aria-invalid={state.status === 'quantity' || state.status === 'overStock' || undefined}
          aria-describedby={note ? statusId : undefined}
          inputMode="numeric"
          maxLength={6}
        />
      </td>
      <td>
        {match && (
          <Link href={`/product/${match.slug}`} className={styles.productName}>
            {match.name}
          </Link>
        )}
        <span id={statusId} className={flagged ? styles.flag : styles.note}>
          {note}
        </span>
      </td>
      <td className={styles.amount}>{match?.unitPrice != null ? money(match.unitPrice) : ''}</td>
      <td>
        {match?.kind === 'item' && match.inStock
          ? match.stock === null
            ? t('status.inStock')
            : t('status.stockCount', { count: match.stock })
          : ''}
      </td>
      <td className={styles.amount}>
        {state.status === 'ready' && state.lineTotal !== null ? money(state.lineTotal) : ''}
      </td>
      <td>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('removeRow', { row: number })}
        >
          ×
        </button>
      </td>
    </tr>
  );
}
