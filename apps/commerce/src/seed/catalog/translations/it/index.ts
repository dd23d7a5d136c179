import type { StoreTranslation } from '../types.ts';

export const italian: StoreTranslation = {
  language: 'it',
  banner: { text: 'Spedizione gratuita in tutti gli USA per ordini superiori a 50 $.' },
  attributeLabels: {
    pa_color: 'Colore',
    pa_size: 'Taglia',
    pa_filterclass: 'Classe del filtro',
    pa_cutlevel: 'Livello di taglio',
    pa_shade: 'Tonalità',
    pa_standard: 'Norma',
  },
  terms: {},
  products: {},
  posts: {},
  paymentGateways: {},
};
