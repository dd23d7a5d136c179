import type { ProductTranslation } from '../types.ts';

/** French text of the store's gift card. */
export const frenchGiftCards: Record<string, ProductTranslation> = {
  'ppe-gift-card': {
    name: 'Carte cadeau EPI',
    shortDescription:
      '<p>Envoyez une carte cadeau par e-mail le jour de votre choix : 25 $, 50 $, 100 $ ou le montant de votre choix entre 10 $ et 500 $.</p>',
    description:
      '<p>Laissez votre équipe ou un collègue du métier choisir la protection qui lui convient. Le destinataire reçoit à la date de livraison choisie un e-mail contenant le code de la carte cadeau et votre message.</p>\n<p>Le code règle tout ou partie de n’importe quelle commande de la boutique, sur autant de commandes qu’il le faut pour épuiser le solde.</p>\n<ul><li>25 $, 50 $, 100 $ ou un montant libre de 10 $ à 500 $</li><li>Envoyée par e-mail à la date de votre choix</li><li>Utilisable sur plusieurs commandes</li></ul>',
    imageAlts: ['Carte cadeau EPI dans une enveloppe kraft'],
  },
};
