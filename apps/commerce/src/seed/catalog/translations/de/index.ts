import type { StoreTranslation } from '../types.ts';
import { germanPosts } from './posts.ts';
import { germanProducts1 } from './products-1.ts';
import { germanProducts2 } from './products-2.ts';
import { germanProducts3 } from './products-3.ts';
import { germanProducts4 } from './products-4.ts';
import { germanGiftCards } from './products-gift-cards.ts';
import { germanGloves } from './products-gloves.ts';
import { germanIndustrial } from './products-industrial.ts';
import { germanMasks } from './products-masks.ts';
import { germanRespirators } from './products-respirators.ts';
import { germanSpeedglas } from './products-speedglas.ts';
import { germanSpeedglasFilters } from './products-speedglas-filters.ts';
import { germanSpeedglasParts } from './products-speedglas-parts.ts';
import { germanTraining } from './products-training.ts';
import { germanVersaflo1 } from './products-versaflo-1.ts';
import { germanVersaflo2 } from './products-versaflo-2.ts';
import { germanWorkwear } from './products-workwear.ts';
import { germanTerms } from './terms.ts';

export const german: StoreTranslation = {
  language: 'de',
  banner: { text: 'USA-weit kostenloser Versand ab {amount} Bestellwert.' },
  attributeLabels: {
    pa_color: 'Farbe',
    pa_size: 'Größe',
    pa_filterclass: 'Filterklasse',
    pa_cutlevel: 'Schnittschutzstufe',
    pa_shade: 'Schutzstufe',
    pa_standard: 'Norm',
  },
  terms: germanTerms,
  products: {
    ...germanProducts1,
    ...germanProducts2,
    ...germanProducts3,
    ...germanProducts4,
    ...germanMasks,
    ...germanRespirators,
    ...germanGloves,
    ...germanVersaflo1,
    ...germanVersaflo2,
    ...germanSpeedglas,
    ...germanSpeedglasFilters,
    ...germanSpeedglasParts,
    ...germanWorkwear,
    ...germanIndustrial,
    ...germanTraining,
    ...germanGiftCards,
  },
  posts: germanPosts,
  paymentGateways: {
    test_card: {
      title: 'Testkarte (Testmodus – keine echte Zahlung)',
      description:
        'Testmodus: Es wird keine echte Zahlung ausgeführt. Bezahlen Sie mit 4242 4242 4242 4242 oder verwenden Sie 4000 0000 0000 0002, um eine abgelehnte Karte zu simulieren.',
    },
    stripe: {
      title: 'Kreditkarte (Stripe)',
      description: 'Bezahlen Sie mit Ihrer Kreditkarte über Stripe.',
    },
  },
};
