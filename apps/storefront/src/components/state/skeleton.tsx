import styles from './state.module.css';

/** The shapes content takes while it loads, each the size of what it stands for. */
export type SkeletonShape =
  /** List rows: a thumbnail beside two lines (cart lines, orders, saved products). */
  | 'rows'
  /** Form fields: a label over a control (checkout). */
  | 'fields'
  /** Lines of text. */
  | 'text';

function Bones({ shape, index }: { shape: SkeletonShape; index: number }) {
  if (shape === 'rows') {
    return (
      <span className={styles.row}>
        <span className={styles.thumb} />
        <span className={styles.rowLines}>
          <span className={styles.textLong} />
          <span className={styles.textShort} />
        </span>
      </span>
    );
  }
  if (shape === 'fields') {
    return (
      <span className={styles.field}>
        <span className={styles.textShort} />
        <span className={styles.control} />
      </span>
    );
  }
  return <span className={index % 3 === 2 ? styles.textShort : styles.textLong} />;
}

/**
 * Grey shapes where content is on its way, so the page keeps its layout when it arrives. Screen
 * readers hear the label once (a polite status), not the shapes.
 */
export function Skeleton({
  label,
  shape,
  count = 3,
}: {
  label: string;
  shape: SkeletonShape;
  count?: number;
}) {
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the shapes are identical and never reorder.
        <Bones key={index} shape={shape} index={index} />
      ))}
    </div>
  );
}
