import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

const filterWarranty: SeedWarranty = {
  warrantyDuration: '3 ans',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

/** French texts of the Speedglas auto-darkening filters. */
export const frenchSpeedglasFilters: Record<string, ProductTranslation> = {
  'speedglas-9100xxi-auto-darkening-filter': {
    name: 'Filtre auto-obscurcissant Speedglas 9100XXi',
    shortDescription:
      '<p>Le plus grand filtre 9100, avec état clair en teinte 3, modes mémoire et clavier rétroéclairé.</p>',
    description:
      '<p>Le 9100XXi offre un champ de 2,8 x 4,2 po avec les teintes 5, 8 et 9–13 et un état clair plus lumineux en teinte 3. Trois mémoires vous font passer du MIG au TIG et au meulage sans tout ressaisir.</p>\n<p>Il se monte dans n’importe quelle cagoule 9100 et fonctionne avec deux piles CR2032 secondées par des cellules solaires.</p>\n<ul><li>Teintes 3 (état clair), 5, 8, 9–13</li><li>Champ de vision 2,8 x 4,2 po</li><li>Trois modes mémoire, six niveaux de sensibilité</li><li>Autonomie des piles d’environ 2 000 heures</li></ul>',
    tabs: [
      {
        tabTitle: 'Choisir sa teinte',
        contentType: 'text',
        textContent:
          '<p>Utilisez la teinte 9–10 pour le TIG sous 50 A, 10–11 pour le MIG jusqu’à 150 A, 11–12 pour le MIG et l’électrode enrobée jusqu’à 250 A, et 13 au-delà de 300 A ou pour le gougeage à l’arc air. En cas de doute, commencez foncé puis éclaircissez jusqu’à voir nettement le bain de fusion.</p>',
      },
    ],
    faqs: [
      {
        question: 'Ira-t-il sur mon ancienne cagoule 9100 ?',
        answer: 'Oui. Tous les filtres 9100 vont sur toutes les coques 9100, y compris les plus anciennes.',
      },
      {
        question: 'Quelles piles utilise-t-il ?',
        answer:
          'Deux piles lithium CR2032 secondées par des cellules solaires ; comptez environ 2 000 heures d’utilisation.',
      },
    ],
    warranty: filterWarranty,
    imageAlts: ['Filtre Speedglas 9100XXi avec clavier bleu', 'Filtre à l’état sombre, teinte 11'],
    attributeLabels: { 'Lens size': 'Dimensions de l’oculaire' },
    attributeValues: { 'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 po' } },
  },
  'speedglas-9100xx-auto-darkening-filter': {
    name: 'Filtre auto-obscurcissant Speedglas 9100XX',
    shortDescription:
      '<p>Grand champ de 2,8 x 4,2 po avec les teintes 5, 8 et 9–13 pour le soudage courant.</p>',
    description:
      '<p>Même champ de vision que le XXi, avec un état clair standard en teinte 3 et un clavier plus simple. Une évolution appréciée des possesseurs de 9100V qui veulent voir plus large.</p>\n<ul><li>Teintes 5, 8, 9–13</li><li>Champ de vision 2,8 x 4,2 po</li><li>Mode meulage en teinte 3</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtre auto-obscurcissant Speedglas 9100XX'],
  },
  'speedglas-9100x-auto-darkening-filter': {
    name: 'Filtre auto-obscurcissant Speedglas 9100X',
    shortDescription: '<p>Champ intermédiaire de 2,1 x 4,2 po avec toute la gamme de teintes 9100.</p>',
    description:
      '<p>Le 9100X équilibre champ de vision et prix. Il couvre les teintes 5, 8 et 9–13 et partage ses commandes avec le XX.</p>\n<ul><li>Teintes 5, 8, 9–13</li><li>Champ de vision 2,1 x 4,2 po</li><li>Six niveaux de sensibilité</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtre auto-obscurcissant Speedglas 9100X'],
  },
  'speedglas-9100v-auto-darkening-filter': {
    name: 'Filtre auto-obscurcissant Speedglas 9100V',
    shortDescription: '<p>Filtre 9100 compact avec les teintes 5 et 8–13.</p>',
    description:
      '<p>Le filtre d’entrée de gamme de la famille 9100, avec un champ de vision de 1,8 x 3,7 po. Bientôt de retour en stock ; inscrivez-vous ci-dessous pour être prévenu.</p>\n<ul><li>Teintes 5, 8–13</li><li>Champ de vision 1,8 x 3,7 po</li><li>Compatible avec toutes les cagoules 9100</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtre auto-obscurcissant Speedglas 9100V'],
  },
  'speedglas-g5-01tw-auto-darkening-filter': {
    name: 'Filtre auto-obscurcissant Speedglas G5-01TW',
    shortDescription:
      '<p>Filtre haute performance avec un mode TIG qui reste sombre sur les arcs de faible intensité.</p>',
    description:
      '<p>Le G5-01TW utilise quatre capteurs et un mode TIG dédié qui maintient le filtre sombre jusqu’à 1 A. Il se recharge par USB-C.</p>\n<ul><li>Teintes 5, 8–13, état clair 3</li><li>Mode TIG pour les faibles intensités</li><li>Rechargeable par USB-C</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtre Speedglas G5-01TW avec bouton du mode TIG'],
  },
  'speedglas-g5-01vc-auto-darkening-filter': {
    name: 'Filtre auto-obscurcissant Speedglas G5-01VC',
    shortDescription:
      '<p>Filtre à couleur variable pour une vue de la soudure plus naturelle et moins verte.</p>',
    description:
      '<p>Le filtre VC modifie la teinte de l’état sombre pour que le bain de fusion, le métal de base et l’environnement gardent davantage leurs vraies couleurs. Disponible sur commande, expédié sous 2 à 3 semaines.</p>\n<ul><li>Teintes 5, 8–13, état clair 3</li><li>Technologie de couleur variable</li><li>Rechargeable par USB-C</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtre Speedglas G5-01VC à teinte aux couleurs naturelles'],
  },
  'speedglas-100v-auto-darkening-filter': {
    name: 'Filtre auto-obscurcissant Speedglas 100V',
    shortDescription: '<p>Filtre à teinte variable 8–12 pour la cagoule Speedglas 100.</p>',
    description:
      '<p>Remplacement direct ou évolution pour la cagoule Speedglas 100, avec molettes de teinte, de sensibilité et de retard.</p>\n<ul><li>Teintes 8–12, état clair 3</li><li>Champ de vision 1,7 x 3,6 po</li><li>Pile CR2032 remplaçable</li></ul>',
    imageAlts: ['Filtre auto-obscurcissant Speedglas 100V'],
  },
  'speedglas-100s-11-auto-darkening-filter': {
    name: 'Filtre auto-obscurcissant Speedglas 100S-11',
    shortDescription:
      '<p>Filtre à teinte fixe 11 pour l’électrode enrobée et le MIG, sans aucun réglage.</p>',
    description:
      '<p>Pour les soudeurs qui travaillent toujours en teinte 11. État clair 3, commutation en 0,1 ms.</p>\n<ul><li>Teinte fixe 11</li><li>État clair 3</li><li>Compatible avec la cagoule Speedglas 100</li></ul>',
    imageAlts: ['Filtre Speedglas 100S-11 à teinte fixe'],
  },
};

/** Alt texts and attribute values of the Speedglas products, whose texts are in products-1.ts and products-2.ts. */
export const frenchSpeedglasAdditions: Record<string, Partial<ProductTranslation>> = {
  'speedglas-100-welding-helmet': {
    imageAlts: [
      'Cagoule de soudage Speedglas 100 avec décor éclair bleu',
      'Speedglas 100 en noir uni',
      'Speedglas 100 avec finition aspect fibre de carbone',
    ],
    attributeValues: {
      ADF: { '100V': '100V', '100S-11': '100S-11' },
      Graphic: {
        Black: 'Noir',
        'Carbon Fiber Look': 'Aspect fibre de carbone',
        'Blue Lightning': 'Éclair bleu',
      },
    },
  },
  'speedglas-9100-outside-protection-plates': {
    imageAlts: ['Pile d’écrans de protection extérieurs incolores'],
    attributeLabels: { Type: 'Modèle', 'Pack size': 'Conditionnement' },
    attributeValues: {
      Type: {
        Standard: 'Standard',
        'Heat resistant': 'Résistant à la chaleur',
        'Scratch resistant': 'Anti-rayures',
      },
      'Pack size': { '10': '10', '50': '50' },
    },
  },
  'speedglas-adf-battery-cr2032-2-pack': {
    imageAlts: ['Deux piles bouton lithium CR2032'],
  },
};
