import type { StoreTranslation } from '../types.ts';
import { brazilianPortuguesePosts } from './posts.ts';
import { brazilianPortuguesePosts2 } from './posts-2.ts';
import { brazilianPortugueseProducts1 } from './products-1.ts';
import { brazilianPortugueseProducts2 } from './products-2.ts';
import { brazilianPortugueseProducts3 } from './products-3.ts';
import { brazilianPortugueseProducts4 } from './products-4.ts';
import { brazilianPortugueseGiftCards } from './products-gift-cards.ts';
import { brazilianPortugueseGloves } from './products-gloves.ts';
import { brazilianPortugueseIndustrial } from './products-industrial.ts';
import { brazilianPortugueseMasks } from './products-masks.ts';
import { brazilianPortugueseRespirators } from './products-respirators.ts';
import { brazilianPortugueseSpeedglas } from './products-speedglas.ts';
import { brazilianPortugueseSpeedglasFilters } from './products-speedglas-filters.ts';
import { brazilianPortugueseSpeedglasParts } from './products-speedglas-parts.ts';
import { brazilianPortugueseTraining } from './products-training.ts';
import { brazilianPortugueseVersaflo1 } from './products-versaflo-1.ts';
import { brazilianPortugueseVersaflo2 } from './products-versaflo-2.ts';
import { brazilianPortugueseWorkwear } from './products-workwear.ts';
import { brazilianPortugueseTerms } from './terms.ts';

export const brazilianPortuguese: StoreTranslation = {
  language: 'pt-br',
  banner: { text: 'Frete grátis para todos os EUA em pedidos acima de {amount}.' },
  attributeLabels: {
    pa_color: 'Cor',
    pa_size: 'Tamanho',
    pa_filterclass: 'Classe do filtro',
    pa_cutlevel: 'Nível de corte',
    pa_shade: 'Tonalidade',
    pa_standard: 'Norma',
  },
  terms: brazilianPortugueseTerms,
  products: {
    ...brazilianPortugueseProducts1,
    ...brazilianPortugueseProducts2,
    ...brazilianPortugueseProducts3,
    ...brazilianPortugueseProducts4,
    ...brazilianPortugueseMasks,
    ...brazilianPortugueseRespirators,
    ...brazilianPortugueseGloves,
    ...brazilianPortugueseVersaflo1,
    ...brazilianPortugueseVersaflo2,
    ...brazilianPortugueseSpeedglas,
    ...brazilianPortugueseSpeedglasFilters,
    ...brazilianPortugueseSpeedglasParts,
    ...brazilianPortugueseWorkwear,
    ...brazilianPortugueseIndustrial,
    ...brazilianPortugueseTraining,
    ...brazilianPortugueseGiftCards,
  },
  posts: { ...brazilianPortuguesePosts, ...brazilianPortuguesePosts2 },
  paymentGateways: {
    test_card: {
      title: 'Cartão de teste (modo de teste — nenhum pagamento real)',
      description:
        'Modo de teste: nenhum pagamento real é cobrado. Use 4242 4242 4242 4242 para pagar ou 4000 0000 0000 0002 para simular um cartão recusado.',
    },
    stripe: {
      title: 'Cartão de crédito (Stripe)',
      description: 'Pague com seu cartão de crédito via Stripe.',
    },
  },
};
