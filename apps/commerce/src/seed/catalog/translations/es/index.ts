import type { ProductTranslation, StoreTranslation } from '../types.ts';
import { spanishPosts } from './posts.ts';
import { spanishPosts2 } from './posts-2.ts';
import { spanishPosts3 } from './posts-3.ts';
import { spanishProductsPart1 } from './products-1.ts';
import { spanishProductsPart2 } from './products-2.ts';
import { spanishProductsPart3 } from './products-3.ts';
import { spanishGiftCards } from './products-gift-cards.ts';
import { spanishGloves1 } from './products-gloves-1.ts';
import { spanishGloves2 } from './products-gloves-2.ts';
import { spanishIndustrial } from './products-industrial.ts';
import { spanishMasks } from './products-masks.ts';
import { spanishProductMedia } from './products-media.ts';
import { spanishRespirators } from './products-respirators.ts';
import { spanishSpeedglas1 } from './products-speedglas-1.ts';
import { spanishSpeedglas2 } from './products-speedglas-2.ts';
import { spanishSpeedglasParts } from './products-speedglas-parts.ts';
import { spanishTraining } from './products-training.ts';
import { spanishVersaflo1 } from './products-versaflo-1.ts';
import { spanishVersaflo2 } from './products-versaflo-2.ts';
import { spanishWorkwear } from './products-workwear.ts';
import { spanishTerms } from './terms.ts';

/** The products of products-1.ts to products-3.ts with their image alt texts and attribute values. */
const firstProducts: Record<string, ProductTranslation> = Object.fromEntries(
  Object.entries({ ...spanishProductsPart1, ...spanishProductsPart2, ...spanishProductsPart3 }).map(
    ([slug, words]) => {
      const media = spanishProductMedia[slug];
      const attributeLabels = { ...words.attributeLabels, ...media?.attributeLabels };
      return [
        slug,
        {
          ...words,
          ...media,
          ...(Object.keys(attributeLabels).length > 0 ? { attributeLabels } : {}),
        },
      ];
    },
  ),
);

export const spanish: StoreTranslation = {
  language: 'es',
  banner: { text: 'Envío gratis a todo EE. UU. en pedidos superiores a {amount}.' },
  attributeLabels: {
    pa_size: 'Talla',
    pa_filterclass: 'Clase de filtro',
    pa_cutlevel: 'Nivel de corte',
    pa_shade: 'Tono',
    pa_standard: 'Norma',
  },
  terms: spanishTerms,
  products: {
    ...firstProducts,
    ...spanishSpeedglas1,
    ...spanishSpeedglas2,
    ...spanishSpeedglasParts,
    ...spanishVersaflo1,
    ...spanishVersaflo2,
    ...spanishMasks,
    ...spanishRespirators,
    ...spanishGloves1,
    ...spanishGloves2,
    ...spanishIndustrial,
    ...spanishWorkwear,
    ...spanishTraining,
    ...spanishGiftCards,
  },
  posts: { ...spanishPosts2, ...spanishPosts3, ...spanishPosts },
  paymentGateways: {
    test_card: {
      title: 'Tarjeta de prueba (modo de prueba: sin pago real)',
      description:
        'Modo de prueba: no se realiza ningún cobro real. Use 4242 4242 4242 4242 para pagar o 4000 0000 0000 0002 para ver una tarjeta rechazada.',
    },
    stripe: {
      title: 'Tarjeta de crédito (Stripe)',
      description: 'Pague con su tarjeta de crédito a través de Stripe.',
    },
  },
};
