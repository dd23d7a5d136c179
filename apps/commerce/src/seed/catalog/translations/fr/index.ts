import type { StoreTranslation } from '../types.ts';

export const french: StoreTranslation = {
  language: 'fr',
  banner: { text: 'Livraison gratuite partout aux États-Unis dès 50 $ d’achat.' },
  attributeLabels: {
    pa_color: 'Couleur',
    pa_size: 'Taille',
    pa_filterclass: 'Classe de filtre',
    pa_cutlevel: 'Niveau de coupure',
    pa_shade: 'Teinte',
    pa_standard: 'Norme',
  },
  terms: {},
  products: {},
  posts: {},
  paymentGateways: {},
};
