import type { StoreTranslation } from '../types.ts';

export const brazilianPortuguese: StoreTranslation = {
  language: 'pt-br',
  banner: { text: 'Frete grátis para todos os EUA em pedidos acima de US$ 50.' },
  attributeLabels: {
    pa_color: 'Cor',
    pa_size: 'Tamanho',
    pa_filterclass: 'Classe do filtro',
    pa_cutlevel: 'Nível de corte',
    pa_shade: 'Tonalidade',
    pa_standard: 'Norma',
  },
  terms: {},
  products: {},
  posts: {},
  paymentGateways: {},
};
