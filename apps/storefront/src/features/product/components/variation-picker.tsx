'use client';

import { useTranslations } from '#i18n/hooks';
import { attributeParam, isOptionAvailable } from '../variations';
import { useProductSelection } from './selection-context';
import styles from './variation-picker.module.css';

/**
 * One group of radio buttons per variation attribute, labelled with the attribute and its options'
 * term names. Arrow keys move within a group (native radios). An option that no variation has,
 * given the other chosen values, is disabled; out-of-stock variations stay selectable.
 */
export function VariationPicker() {
  const t = useTranslations('product.purchase');
  const { attributes, variations, selection, choose, clear } = useProductSelection();
  const anyChosen = Object.values(selection).some(Boolean);
  return (
    <div className={styles.picker}>
      {attributes.map((attribute) => (
        <fieldset key={attribute.key} className={styles.attribute}>
          <legend className={styles.legend}>{attribute.label}</legend>
          <div className={styles.options}>
            {attribute.options.map((option) => {
              const available = isOptionAvailable(variations, selection, attribute.key, option.value);
              return (
                <label key={option.value} className={styles.option}>
                  <input
                    type="radio"
                    className={styles.input}
                    name={attributeParam(attribute)}
                    value={option.value}
                    checked={selection[attribute.key] === option.value}
                    disabled={!available}
                    onChange={() => choose(attribute.key, option.value)}
                  />
                  <span className={styles.face}>{option.label}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {anyChosen && (
        <button type="button" className={styles.clear} onClick={clear}>
          {t('clear')}
        </button>
      )}
    </div>
  );
}
