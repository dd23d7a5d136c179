import type { PostTranslation, ProductTranslation, StoreTranslation } from '../types.ts';
import { frenchPosts } from './posts.ts';
import { frenchPosts2 } from './posts-2.ts';
import { frenchPostImageAlts, frenchPosts3 } from './posts-3.ts';
import { frenchProductsPart1 } from './products-1.ts';
import { frenchProductsPart2 } from './products-2.ts';
import { frenchGiftCards } from './products-gift-cards.ts';
import { frenchCutAndChemicalGloveAdditions, frenchCutAndChemicalGloves } from './products-gloves-1.ts';
import { frenchOtherGloveAdditions, frenchOtherGloves } from './products-gloves-2.ts';
import { frenchEyeAndHead, frenchEyeAndHeadAdditions } from './products-industrial-1.ts';
import { frenchHearing, frenchHearingAdditions } from './products-industrial-2.ts';
import { frenchFfpMaskAdditions, frenchFfpMasks } from './products-masks-1.ts';
import { frenchOtherMaskAdditions, frenchOtherMasks } from './products-masks-2.ts';
import { frenchRespiratorMaskAdditions, frenchRespiratorMasks } from './products-respirators-1.ts';
import { frenchRespiratorFilterAdditions, frenchRespiratorFilters } from './products-respirators-2.ts';
import { frenchSpeedglasHelmets } from './products-speedglas-1.ts';
import { frenchSpeedglasAdditions, frenchSpeedglasFilters } from './products-speedglas-2.ts';
import { frenchSpeedglasParts } from './products-speedglas-parts.ts';
import { frenchTraining } from './products-training.ts';
import { frenchVersafloKits } from './products-versaflo-1.ts';
import { frenchVersafloHeadtops } from './products-versaflo-2.ts';
import { frenchVersafloParts } from './products-versaflo-3.ts';
import { frenchWorkwear, frenchWorkwearAdditions } from './products-workwear.ts';
import { frenchTerms } from './terms.ts';

/** Alt texts and attribute values added to the products of products-1.ts and products-2.ts. */
const additions: Record<string, Partial<ProductTranslation>> = {
  ...frenchSpeedglasAdditions,
  ...frenchFfpMaskAdditions,
  ...frenchOtherMaskAdditions,
  ...frenchRespiratorMaskAdditions,
  ...frenchRespiratorFilterAdditions,
  ...frenchCutAndChemicalGloveAdditions,
  ...frenchOtherGloveAdditions,
  ...frenchEyeAndHeadAdditions,
  ...frenchHearingAdditions,
  ...frenchWorkwearAdditions,
};

const products: Record<string, ProductTranslation> = {
  ...frenchProductsPart1,
  ...frenchProductsPart2,
  ...frenchSpeedglasHelmets,
  ...frenchSpeedglasFilters,
  ...frenchSpeedglasParts,
  ...frenchVersafloKits,
  ...frenchVersafloHeadtops,
  ...frenchVersafloParts,
  ...frenchFfpMasks,
  ...frenchOtherMasks,
  ...frenchRespiratorMasks,
  ...frenchRespiratorFilters,
  ...frenchCutAndChemicalGloves,
  ...frenchOtherGloves,
  ...frenchEyeAndHead,
  ...frenchHearing,
  ...frenchWorkwear,
  ...frenchTraining,
  ...frenchGiftCards,
};
for (const [slug, extra] of Object.entries(additions)) {
  const product = products[slug];
  if (product) products[slug] = { ...product, ...extra };
}

const posts: Record<string, PostTranslation> = { ...frenchPosts, ...frenchPosts2, ...frenchPosts3 };
for (const [slug, imageAlt] of Object.entries(frenchPostImageAlts)) {
  const post = posts[slug];
  if (post) posts[slug] = { ...post, imageAlt };
}

export const french: StoreTranslation = {
  language: 'fr',
  banner: { text: 'Livraison gratuite partout aux États-Unis dès {amount} d’achat.' },
  attributeLabels: {
    pa_color: 'Couleur',
    pa_size: 'Taille',
    pa_filterclass: 'Classe de filtration',
    pa_cutlevel: 'Résistance à la coupure',
    pa_shade: 'Teinte',
    pa_standard: 'Norme',
  },
  terms: frenchTerms,
  products,
  posts,
  paymentGateways: {
    test_card: {
      title: 'Carte de test (mode test — aucun paiement réel)',
      description:
        'Mode test : aucun paiement réel n’est débité. Utilisez 4242 4242 4242 4242 pour payer ou 4000 0000 0000 0002 pour simuler une carte refusée.',
    },
    stripe: {
      title: 'Carte bancaire (Stripe)',
      description: 'Payez par carte bancaire via Stripe.',
    },
  },
};
