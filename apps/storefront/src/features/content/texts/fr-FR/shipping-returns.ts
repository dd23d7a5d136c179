import type { InfoPageContent } from '../types';

export const shippingReturns: InfoPageContent = {
  title: 'Livraison et retours',
  description:
    'Livraison gratuite partout aux États-Unis dès {threshold}, expédition le jour même depuis l’Ohio et garantie satisfait ou remboursé de {days} jours avec des retours simples.',
  intro: [
    'Nous voulons que votre équipement arrive vite, et que ce soit le bon. Voici comment fonctionnent la livraison, les retours et les remboursements chez SafetyGear Pro.',
  ],
  sections: [
    {
      heading: 'Livraison gratuite partout aux États-Unis',
      blocks: [
        'La livraison est gratuite pour toute commande de {threshold} ou plus livrée à une adresse aux États-Unis : dans les 50 États, à Washington, à Porto Rico et aux adresses APO/FPO/DPO. Le seuil s’applique au sous-total de la commande après remises et hors taxes.',
        'Les commandes de moins de {threshold} sont expédiées à un tarif forfaitaire affiché dans le panier avant le paiement. Vous pouvez aussi retirer gratuitement votre commande à notre entrepôt de Columbus, dans l’Ohio.',
      ],
    },
    {
      heading: 'Quand votre commande est expédiée',
      blocks: [
        {
          list: [
            'Les commandes passées avant 14 h (heure de l’Est) un jour ouvré partent le jour même ; les commandes plus tardives partent le jour ouvré suivant.',
            'La livraison standard prend de 2 à 5 jours ouvrés vers la plupart des adresses des États contigus, et de 4 à 8 jours ouvrés vers l’Alaska, Hawaï et les territoires américains.',
            'Les articles en réapprovisionnement partent dès leur arrivée. Nous vous indiquons la date prévue et vous envoyons le reste de la commande sans attendre, sans frais supplémentaires.',
          ],
        },
        'Dès que votre colis quitte notre entrepôt, vous recevez un e-mail avec son numéro de suivi.',
      ],
    },
    {
      heading: 'Notre garantie satisfait ou remboursé de {days} jours',
      blocks: [
        'Si un achat ne vous satisfait pas, vous pouvez le retourner dans les {days} jours suivant la livraison et être remboursé du prix total de l’article. Les articles doivent être inutilisés et dans leur emballage d’origine, avec toutes les étiquettes, notices et accessoires.',
      ],
    },
    {
      heading: 'Articles que nous ne pouvons pas reprendre',
      blocks: [
        'Pour des raisons d’hygiène et de sécurité, certains équipements ne peuvent plus être revendus une fois l’emballage ouvert. Sauf si l’article est arrivé défectueux ou si nous nous sommes trompés d’article, nous ne pouvons pas accepter le retour :',
        {
          list: [
            'des masques et appareils respiratoires jetables sortis de leur emballage scellé ;',
            'des filtres, cartouches et filtres de PAPR dont le scellé est rompu ;',
            'des gants, bouchons d’oreille et autres articles à usage unique déjà utilisés ;',
            'des produits personnalisés ou commandés spécialement pour vous, sauf accord écrit.',
          ],
        },
      ],
    },
    {
      heading: 'Comment retourner un article',
      blocks: [
        {
          steps: [
            'Écrivez à {email} ou appelez le {phone} en indiquant votre numéro de commande et les articles à retourner. Sous un jour ouvré, nous vous envoyons un numéro d’autorisation de retour (RMA).',
            'Emballez soigneusement les articles dans leur emballage d’origine et inscrivez le numéro RMA à l’extérieur du carton.',
            'Envoyez le colis à SafetyGear Pro Returns, {address}. Nous vous conseillons un envoi avec suivi.',
            'Nous contrôlons les articles dans les deux jours ouvrés suivant leur réception et vous prévenons par e-mail dès que le remboursement est effectué.',
          ],
        },
      ],
    },
    {
      heading: 'Remboursements',
      blocks: [
        'Les remboursements sont crédités sur votre moyen de paiement d’origine dans les 5 jours ouvrés suivant leur validation ; votre banque peut mettre quelques jours de plus à les afficher. Les frais de livraison initiaux sont remboursés lorsque le retour est dû à notre erreur ou à un produit défectueux. Sinon, les frais de retour sont à votre charge ; nous ne facturons jamais de frais de remise en stock.',
      ],
    },
    {
      heading: 'Articles endommagés, défectueux ou erronés',
      blocks: [
        'Si un article arrive endommagé ou défectueux, ou ne correspond pas à votre commande, prévenez-nous dans les 7 jours suivant la livraison, avec une photo si possible. Nous vous envoyons un article de remplacement ou vous remboursons intégralement, frais de livraison compris, sans aucun coût pour vous.',
        'Les produits qui tombent en panne plus tard sont couverts par la garantie du fabricant, indiquée sur chaque fiche produit. Nous nous chargeons de la réclamation auprès du fabricant pour vous.',
      ],
    },
    {
      heading: 'Échanges',
      blocks: [
        'Besoin d’une autre taille ou d’un autre modèle ? Retournez l’article d’origine comme décrit ci-dessus et passez une nouvelle commande. Nous expédions le nouvel article dès votre commande, pour que vous ne restiez jamais sans protection.',
      ],
    },
  ],
};
