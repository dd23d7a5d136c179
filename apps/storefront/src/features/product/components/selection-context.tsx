'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { VariationOption } from '../types';
import {
  findVariation,
  type PickerAttribute,
  type Selection,
  selectionFromParams,
  selectionToParams,
} from '../variations';

interface ProductSelection {
  attributes: readonly PickerAttribute[];
  variations: readonly VariationOption[];
  selection: Selection;
  /** The variation the chosen values name; null until every attribute is chosen (or when none fits). */
  variation: VariationOption | null;
  choose: (key: string, value: string) => void;
  clear: () => void;
  /** A price the shopper chose themselves (a gift card's amount, as its price line), shown instead of the product's. */
  chosenPrice: ReactNode;
  setChosenPrice: (price: ReactNode) => void;
}

const NO_SELECTION: ProductSelection = {
  attributes: [],
  variations: [],
  selection: {},
  variation: null,
  choose: () => {},
  clear: () => {},
  chosenPrice: null,
  setChosenPrice: () => {},
};

const SelectionContext = createContext<ProductSelection>(NO_SELECTION);

/** The chosen variation, for the islands that show it (price, stock, SKU, image, purchase form). */
export const useProductSelection = (): ProductSelection => useContext(SelectionContext);

/** Writes the selection into the address bar (`?attribute_pa_size=m`) so it can be shared. */
function replaceUrl(attributes: readonly PickerAttribute[], selection: Selection) {
  const url = new URL(window.location.href);
  url.search = selectionToParams(attributes, selection, url.searchParams).toString();
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Holds the shopper's choice of variation for one product page. It opens with the product's
 * default attributes (so the server renders the default variation's price), then takes a choice
 * carried by the URL, as WooCommerce's variation links do.
 */
export function ProductSelectionProvider({
  attributes,
  variations,
  defaultSelection,
  children,
}: {
  attributes: readonly PickerAttribute[];
  variations: readonly VariationOption[];
  defaultSelection: Selection;
  children: ReactNode;
}) {
  const [selection, setSelection] = useState<Selection>(defaultSelection);
  const [chosenPrice, setChosenPrice] = useState<ReactNode>(null);

  useEffect(() => {
    if (attributes.length === 0) return;
    const fromUrl = selectionFromParams(attributes, new URLSearchParams(window.location.search));
    if (Object.keys(fromUrl).length > 0) setSelection((current) => ({ ...current, ...fromUrl }));
  }, [attributes]);

  const choose = useCallback(
    (key: string, value: string) => {
      const next = { ...selection, [key]: value };
      setSelection(next);
      replaceUrl(attributes, next);
    },
    [attributes, selection],
  );

  const clear = useCallback(() => {
    setSelection({});
    replaceUrl(attributes, {});
  }, [attributes]);

  const value = useMemo(
    () => ({
      attributes,
      variations,
      selection,
      variation: findVariation(variations, attributes, selection),
      choose,
      clear,
      chosenPrice,
      setChosenPrice,
    }),
    [attributes, variations, selection, choose, clear, chosenPrice],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}
