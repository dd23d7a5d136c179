import styles from './gift-card-label.module.css';

/**
 * A gift card's label ("Gift card ABCD-EFGH-JKMN-PQRS", worded by the catalogue) with its code
 * kept on one line: a narrow summary may break the label before the code, never at a hyphen inside
 * it, where the shopper would copy or read back half a code. The code stays as typed, hyphens and
 * all, for copying and for screen readers.
 */
export function GiftCardLabel({ label, code }: { label: string; code: string }) {
  const at = code ? label.indexOf(code) : -1;
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at)}
      <span className={styles.code}>{code}</span>
      {label.slice(at + code.length)}
    </>
  );
}
