import type { StoreTranslation } from '../types.ts';

export const spanish: StoreTranslation = {
  language: 'es',
  banner: { text: 'Envío gratis a todo EE. UU. en pedidos de más de 50 $.' },
  attributeLabels: {
    pa_size: 'Talla',
    pa_filterclass: 'Clase de filtro',
    pa_cutlevel: 'Nivel de corte',
    pa_shade: 'Tono',
    pa_standard: 'Norma',
  },
  terms: {},
  products: {},
  posts: {},
  paymentGateways: {},
};
