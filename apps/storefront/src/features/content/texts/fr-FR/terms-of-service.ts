import type { InfoPageContent } from '../types';

export const termsOfService: InfoPageContent = {
  title: 'Conditions générales de vente et d’utilisation',
  description:
    'Les conditions qui s’appliquent lorsque vous utilisez la boutique en ligne SafetyGear Pro et achetez chez nous : commandes, prix, livraison, retours, garanties et responsabilité.',
  updated: '2026-01-15',
  intro: [
    'Ces conditions s’appliquent à votre utilisation de la boutique en ligne SafetyGear Pro et à toute commande passée auprès de {company}. En utilisant la boutique ou en passant commande, vous les acceptez. Lisez-les attentivement, ainsi que notre [Politique de confidentialité](/privacy-policy) et notre politique de [Livraison et retours](/shipping-returns).',
  ],
  sections: [
    {
      heading: 'Qui peut acheter',
      blocks: [
        'Vous devez avoir au moins 18 ans et la capacité de conclure un contrat. Si vous commandez pour le compte d’une entreprise ou d’une organisation, vous confirmez y être autorisé.',
      ],
    },
    {
      heading: 'Choisir le bon équipement de protection',
      blocks: [
        'Les descriptions de produits, les certifications et nos conseils sont là pour vous aider à choisir, mais il vous appartient de sélectionner un équipement adapté à vos risques. Selon les règles de l’OSHA, les employeurs américains doivent évaluer les risques du poste de travail et fournir des EPI adaptés (29 CFR 1910.132), et les appareils respiratoires ajustés nécessitent un examen médical et un essai d’ajustement (29 CFR 1910.134).',
        'Lisez et respectez toujours les instructions, les limites d’utilisation et les fréquences de remplacement du fabricant. Un équipement endommagé, périmé ou mal ajusté peut ne pas vous protéger.',
      ],
    },
    {
      heading: 'Commandes',
      blocks: [
        'Votre commande constitue une offre d’achat. Nous l’acceptons lorsque nous expédions la marchandise et vous envoyons la confirmation d’expédition. Nous pouvons refuser ou annuler une commande, par exemple si un produit n’est pas disponible, si un prix a été affiché par erreur ou si nous soupçonnons une fraude ; si vous avez déjà payé, nous vous remboursons intégralement. En période de pénurie, nous pouvons limiter les quantités par client afin que les équipements de protection profitent au plus grand nombre.',
      ],
    },
    {
      heading: 'Prix et paiement',
      blocks: [
        'Les prix sont exprimés en dollars américains. La taxe de vente est ajoutée lors du paiement lorsqu’elle s’applique ; les clients exonérés doivent fournir un certificat valide avant de commander. Le paiement est dû à la commande, par carte ou par un autre moyen proposé lors du paiement ; les clients professionnels agréés peuvent régler sur facture selon les conditions convenues.',
        'Nous veillons à afficher des prix et des stocks exacts, mais des erreurs peuvent survenir. Si l’une d’elles concerne votre commande, nous vous contactons avant l’expédition.',
      ],
    },
    {
      heading: 'Livraison et transfert des risques',
      blocks: [
        'Les options, délais et frais de livraison sont décrits dans notre politique de [Livraison et retours](/shipping-returns). Les dates de livraison sont indicatives. Les risques de perte vous sont transférés lorsque le colis est livré à l’adresse que vous nous avez indiquée.',
      ],
    },
    {
      heading: 'Retours et remboursements',
      blocks: [
        'Vous pouvez retourner les produits éligibles dans les {days} jours suivant la livraison grâce à notre garantie satisfait ou remboursé. Les conditions, les exceptions pour les articles d’hygiène et les étapes du retour sont décrites dans notre politique de [Livraison et retours](/shipping-returns).',
      ],
    },
    {
      heading: 'Garanties',
      blocks: [
        'Les produits sont couverts par la garantie de leur fabricant, dont la durée figure sur chaque fiche produit, et nous vous aidons à faire valoir vos droits. Rien dans ces conditions ne limite les droits que vous tenez, en tant que consommateur, de la loi de votre État, y compris les garanties implicites qui ne peuvent être exclues.',
      ],
    },
    {
      heading: 'Limitation de responsabilité',
      blocks: [
        'Dans la mesure permise par la loi, SafetyGear Pro n’est pas responsable des dommages indirects, accessoires ou consécutifs, ni des pertes ou blessures causées par une mauvaise utilisation d’un produit, le non-respect des instructions du fabricant ou l’utilisation d’un équipement inadapté au risque. Notre responsabilité totale pour une commande est limitée au montant que vous avez payé. Ces limites ne s’appliquent pas lorsque la loi interdit de limiter la responsabilité, par exemple pour des dommages corporels causés par notre négligence.',
      ],
    },
    {
      heading: 'Utilisation du site',
      blocks: [
        'Vous pouvez utiliser la boutique pour vos propres achats et recherches. N’en faites pas un usage abusif : aucune tentative d’accès non autorisé, de perturbation du service ou de copie automatisée et massive du contenu. Les textes, images et marques du site nous appartiennent ou appartiennent aux fabricants et ne peuvent être copiés sans autorisation.',
      ],
    },
    {
      heading: 'Droit applicable',
      blocks: [
        'Ces conditions sont régies par les lois de l’État de l’Ohio et le droit fédéral applicable. Les litiges relèvent des tribunaux d’État ou fédéraux du comté de Franklin, dans l’Ohio, sauf si la loi de votre État vous permet d’agir là où vous résidez.',
      ],
    },
    {
      heading: 'Modifications et contact',
      blocks: [
        'Nous pouvons modifier ces conditions ; la version en vigueur au moment de votre commande s’applique à celle-ci. Des questions ? Écrivez à {email} ou appelez le {phone}.',
      ],
    },
  ],
};
