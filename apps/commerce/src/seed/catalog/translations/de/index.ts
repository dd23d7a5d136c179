import type { StoreTranslation } from '../types.ts';

export const german: StoreTranslation = {
  language: 'de',
  banner: { text: 'Kostenloser Versand in die gesamten USA ab 50 $ Bestellwert.' },
  attributeLabels: {
    pa_color: 'Farbe',
    pa_size: 'Größe',
    pa_filterclass: 'Filterklasse',
    pa_cutlevel: 'Schnittschutzstufe',
    pa_shade: 'Schutzstufe',
    pa_standard: 'Norm',
  },
  terms: {},
  products: {},
  posts: {},
  paymentGateways: {},
};
