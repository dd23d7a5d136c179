/** The demo store's content in every language besides English (the seed itself). */
import { german } from './de/index.ts';
import { spanish } from './es/index.ts';
import { french } from './fr/index.ts';
import { italian } from './it/index.ts';
import { brazilianPortuguese } from './pt-br/index.ts';
import type { StoreTranslation } from './types.ts';

export const demoTranslations: readonly StoreTranslation[] = [
  german,
  spanish,
  french,
  italian,
  brazilianPortuguese,
];

export type { ProductTranslation, StoreTranslation } from './types.ts';
