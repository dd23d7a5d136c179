import type { StoreTranslation } from '../types.ts';
import { spanishPosts } from './posts.ts';
import { spanishProductsPart1 } from './products-1.ts';
import { spanishProductsPart2 } from './products-2.ts';
import { spanishTerms } from './terms.ts';

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
  products: { ...spanishProductsPart1, ...spanishProductsPart2 },
  posts: spanishPosts,
  paymentGateways: {
    test_card: {
      title: 'Tarjeta de prueba (modo de prueba: sin pago real)',
      description:
        'Modo de prueba: no se realiza ningún cobro real. Usa 4242 4242 4242 4242 para pagar o 4000 0000 0000 0002 para ver una tarjeta rechazada.',
    },
    stripe: {
      title: 'Tarjeta de crédito (Stripe)',
      description: 'Paga con tu tarjeta de crédito a través de Stripe.',
    },
  },
};
