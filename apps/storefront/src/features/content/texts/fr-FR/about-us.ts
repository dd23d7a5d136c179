import type { InfoPageContent } from '../types';

export const aboutUs: InfoPageContent = {
  title: 'À propos de SafetyGear Pro',
  description:
    'SafetyGear Pro fournit des appareils respiratoires certifiés, des masques de soudage, des gants et des équipements de sécurité industrielle aux professionnels de tous les États-Unis, avec des conseils d’experts et une livraison rapide.',
  intro: [
    'SafetyGear Pro est un fournisseur spécialisé en équipements de protection individuelle pour celles et ceux dont le travail met en danger les poumons, les yeux, les mains et l’audition. Soudeurs, peintres, équipes de désamiantage, personnel soignant, techniciens de laboratoire et responsables de maintenance de tous les États-Unis comptent sur nous pour des équipements certifiés, en stock et livrés rapidement.',
  ],
  sections: [
    {
      heading: 'Ce que nous vendons',
      blocks: [
        'Nous nous concentrons sur les catégories où le bon choix compte le plus, et nous y proposons une offre approfondie plutôt qu’un peu de tout :',
        {
          list: [
            '**Masques de soudage Speedglas** avec filtres à obscurcissement automatique, écrans de rechange et pièces détachées.',
            '**Appareils de protection respiratoire à ventilation assistée Versaflo (PAPR)** : unités de ventilation, coiffes, tuyaux respiratoires, filtres et batteries.',
            '**Masques et appareils respiratoires** : masques filtrants N95 et P100 homologués NIOSH, masques FFP2 et FFP3, ainsi que demi-masques et masques complets réutilisables avec leurs cartouches.',
            '**Gants** : anti-coupure, résistants aux produits chimiques, jetables en nitrile et gants de soudeur.',
            '**Sécurité industrielle** : casques de chantier, lunettes de sécurité, protections auditives, vêtements haute visibilité et matériel de premiers secours.',
          ],
        },
        'Chaque fiche produit indique les normes de certification du produit, par exemple NIOSH 42 CFR 84, ANSI/ISEA Z87.1, ANSI/ISEA 105 ou EN 388, pour que vous puissiez le rapprocher de votre évaluation des risques.',
      ],
    },
    {
      heading: 'Pourquoi les professionnels nous choisissent',
      blocks: [
        {
          list: [
            '**Uniquement des produits authentiques et certifiés.** Nous achetons auprès des fabricants et de leurs distributeurs agréés, jamais sur le marché parallèle, et nous vérifions les numéros d’homologation dans la liste des équipements certifiés NIOSH.',
            '**Des conseils de gens du métier.** Parmi nos spécialistes figurent une hygiéniste industrielle certifiée et d’anciens soudeurs, qui vous aident à choisir une teinte de filtre, une cartouche ou un niveau de protection contre les coupures.',
            '**Livraison rapide partout aux États-Unis.** Les commandes passées un jour ouvré avant 14 h (heure de l’Est) quittent le jour même notre entrepôt de Columbus, dans l’Ohio, et la livraison est gratuite dès {threshold} d’achat.',
            '**Satisfait ou remboursé pendant {days} jours.** Si un produit ne vous convient pas, renvoyez-le : voir [Livraison et retours](/shipping-returns).',
          ],
        },
      ],
    },
    {
      heading: 'Pour les entreprises et les institutions',
      blocks: [
        'Nous fournissons des entreprises du bâtiment, des industriels, des hôpitaux, des écoles et des administrations. Les clients professionnels peuvent demander des prix dégressifs, des achats en exonération de taxe sur présentation d’un certificat valide et, après étude de solvabilité, une facturation à 30 jours. Pour un devis sur une grosse commande ou un contrat d’approvisionnement, [contactez notre équipe](/contact).',
      ],
    },
    {
      heading: 'Notre engagement pour la sécurité',
      blocks: [
        'L’équipement de protection individuelle est le dernier rempart, après la suppression du danger, le remplacement par des produits moins dangereux et les mesures techniques et organisationnelles. Les guides de notre [blog](/blog) vous aident à bien l’utiliser : lire les étiquettes de certification, savoir quand changer les filtres et réaliser un essai d’ajustement d’un appareil respiratoire.',
        'Si vous n’êtes pas sûr qu’un produit convienne à votre usage, demandez-nous avant d’acheter. Nous préférons vous dissuader d’un mauvais achat plutôt que de traiter un retour.',
      ],
    },
    {
      heading: 'Nous rendre visite ou nous appeler',
      blocks: [
        '{company}, {address}. Appelez le {phone} du lundi au vendredi, de 8 h à 18 h (heure de l’Est), ou écrivez à {email} à tout moment. Les commandes en ligne peuvent aussi être retirées à notre entrepôt.',
      ],
    },
  ],
};
