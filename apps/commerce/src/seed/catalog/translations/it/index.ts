import type { StoreTranslation } from '../types.ts';
import { italianPosts } from './posts.ts';
import { italianPosts2 } from './posts-2.ts';
import { italianPosts3 } from './posts-3.ts';
import { italianProducts1 } from './products-1.ts';
import { italianProducts2 } from './products-2.ts';
import { italianProducts3 } from './products-3.ts';
import { italianProducts4 } from './products-4.ts';
import { italianGiftCards } from './products-gift-cards.ts';
import { italianGloves } from './products-gloves.ts';
import { italianIndustrial } from './products-industrial.ts';
import { italianMasks } from './products-masks.ts';
import { italianRespirators } from './products-respirators.ts';
import { italianSpeedglas1 } from './products-speedglas-1.ts';
import { italianSpeedglas2 } from './products-speedglas-2.ts';
import { italianSpeedglasParts } from './products-speedglas-parts.ts';
import { italianTraining } from './products-training.ts';
import { italianVersaflo1 } from './products-versaflo-1.ts';
import { italianVersaflo2 } from './products-versaflo-2.ts';
import { italianWorkwear } from './products-workwear.ts';
import { italianTerms } from './terms.ts';

export const italian: StoreTranslation = {
  language: 'it',
  banner: { text: 'Spedizione gratuita in tutti gli Stati Uniti per ordini superiori a {amount}.' },
  attributeLabels: {
    pa_color: 'Colore',
    pa_size: 'Taglia',
    pa_filterclass: 'Classe del filtro',
    pa_cutlevel: 'Resistenza al taglio',
    pa_shade: 'Grado di oscuramento',
    pa_standard: 'Norma',
  },
  terms: italianTerms,
  products: {
    ...italianProducts1,
    ...italianProducts2,
    ...italianProducts3,
    ...italianProducts4,
    ...italianSpeedglas1,
    ...italianSpeedglas2,
    ...italianSpeedglasParts,
    ...italianVersaflo1,
    ...italianVersaflo2,
    ...italianMasks,
    ...italianRespirators,
    ...italianGloves,
    ...italianIndustrial,
    ...italianWorkwear,
    ...italianTraining,
    ...italianGiftCards,
  },
  posts: { ...italianPosts, ...italianPosts2, ...italianPosts3 },
  paymentGateways: {
    test_card: {
      title: 'Carta di prova (modalità test — nessun pagamento reale)',
      description:
        'Modalità test: non viene addebitato alcun pagamento reale. Per pagare usare la carta 4242 4242 4242 4242; per simulare una carta rifiutata, la 4000 0000 0000 0002.',
    },
    stripe: {
      title: 'Carta di credito (Stripe)',
      description: 'Pagamento con carta di credito tramite Stripe.',
    },
  },
};
