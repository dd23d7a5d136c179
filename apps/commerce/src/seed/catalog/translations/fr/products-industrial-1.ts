import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** Garantie des casques de chantier : coque et suspension. */
const hardHatWarranty: SeedWarranty = {
  warrantyDuration: '1 an',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Coque du casque', itemWarrantyDuration: '1 an' },
    { itemName: 'Harnais intérieur', itemWarrantyDuration: '90 jours' },
  ],
};

/** French texts of the safety glasses, goggles and hard hats. */
export const frenchEyeAndHead: Record<string, ProductTranslation> = {
  'clearview-cv-200-anti-fog-goggles': {
    name: 'Lunettes-masque antibuée ClearView CV-200 à ventilation indirecte',
    shortDescription:
      '<p>Lunettes-masque à ventilation indirecte contre les projections chimiques et la poussière, classées Z87+ D3 D4.</p>',
    description:
      '<p>L’OSHA 1910.133 impose des lunettes-masque, et non des lunettes, face aux risques de projections chimiques. La CV-200 est étanche autour des yeux et sa ventilation indirecte empêche le liquide de trouver un chemin direct.</p>\n<ul><li>Z87+ D3 (projections) D4 (poussières)</li><li>Se porte par-dessus la plupart des lunettes de vue</li><li>Antibuée à l’intérieur, revêtement dur à l’extérieur</li><li>Large bandeau élastique</li></ul>',
    faqs: [
      {
        question: 'Puis-je la porter par-dessus des lunettes ?',
        answer: 'Oui, la monture laisse la place à la plupart des lunettes de vue de taille moyenne.',
      },
      {
        question: 'Convient-elle au meulage ?',
        answer: 'Oui. Pour le meulage intensif, ajoutez un écran facial par-dessus.',
      },
    ],
    imageAlts: ['Lunettes-masque incolores à ventilation indirecte contre les projections chimiques'],
  },
  'clearview-cv-300-over-the-glasses': {
    name: 'Surlunettes de sécurité ClearView CV-300',
    shortDescription:
      '<p>Se portent par-dessus les lunettes de vue, pour les visiteurs et les travailleurs sans lunettes de sécurité correctrices.</p>',
    description:
      '<p>Des lunettes de vue ordinaires ne sont pas des lunettes de sécurité. Enfilez celles-ci par-dessus pour une protection Z87+.</p>\n<ul><li>Se portent par-dessus la plupart des montures</li><li>Protections latérales intégrées</li><li>Z87+ haute résistance aux chocs</li></ul>',
    imageAlts: ['Surlunettes de sécurité incolores avec protections latérales'],
  },
  'clearview-cv-150-bifocal-safety-readers': {
    name: 'Lunettes de sécurité loupes bifocales ClearView CV-150',
    shortDescription:
      '<p>Lunettes de sécurité Z87+ avec segments de lecture bifocaux intégrés de +1,0 à +3,0.</p>',
    description:
      '<p>Lisez les manomètres et les petits caractères sans changer de lunettes. La loupe est moulée dans le bas de l’oculaire.</p>\n<ul><li>Z87+</li><li>Antibuée</li><li>Dioptries de +1,0 à +3,0</li></ul>',
    imageAlts: ['Lunettes de sécurité avec segments de lecture bifocaux'],
    attributeLabels: { Diopter: 'Dioptrie' },
    attributeValues: {
      Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5', '+3.0': '+3,0' },
    },
  },
  'clearview-cv-120-safety-glasses-12-pack': {
    name: 'Lunettes de sécurité ClearView CV-120, incolores (lot de 12)',
    shortDescription:
      '<p>Lunettes de sécurité incolores pour visiteurs, à la douzaine, pour les visites d’usine et les accueils de chantier.</p>',
    description:
      '<p>Économiques et entièrement classées Z87+. Bientôt de retour en stock.</p>\n<ul><li>Z87+</li><li>12 paires</li><li>Oculaire incolore</li></ul>',
    imageAlts: ['Douzaine de lunettes de sécurité incolores dans une boîte'],
  },
  'clearview-cv-400-sealed-safety-glasses': {
    name: 'Lunettes de sécurité étanches ClearView CV-400 avec joint mousse',
    shortDescription:
      '<p>Lunettes avec joint en mousse amovible qui arrête la poussière et le vent, classées Z87+ D4.</p>',
    description:
      '<p>Une protection digne de lunettes-masque contre la poussière et le vent, au format lunettes. Retirez le joint les jours de chaleur.</p>\n<ul><li>Z87+ D4 avec le joint</li><li>Antibuée</li><li>Bandeau réglable ou branches</li></ul>',
    tabs: [
      {
        tabTitle: 'Vidéos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Remplacer les branches par le bandeau',
            youtubeUrl: 'https://www.youtube.com/watch?v=cR4nUe7yQ2s',
            videoDescription: 'Passez des branches au bandeau en 30 secondes.',
          },
        ],
      },
    ],
    imageAlts: ['Lunettes de sécurité à monture noire avec joint en mousse amovible'],
  },
  'shieldpro-hh-20-full-brim-hard-hat': {
    name: 'Casque de chantier à bord complet ShieldPro HH-20',
    shortDescription:
      '<p>Casque à bord complet qui protège le visage et la nuque du soleil et évacue la pluie, Type I Classe E.</p>',
    description:
      '<p>Apprécié des monteurs de charpentes métalliques, des monteurs de lignes et des équipes routières. Le bord arrête le soleil et éloigne la pluie du col.</p>\n<ul><li>ANSI/ISEA Z89.1 Type I, Classe E</li><li>Crémaillère à quatre points</li><li>Bord complet avec gouttière</li></ul>',
    warranty: hardHatWarranty,
    imageAlts: ['Casque de chantier orange à bord complet'],
  },
  'shieldpro-hh-50-type-ii-safety-helmet': {
    name: 'Casque de sécurité ShieldPro HH-50 Type II avec jugulaire',
    shortDescription:
      '<p>Casque Type II de style alpinisme avec calotte en PSE et jugulaire à quatre points pour le travail en hauteur.</p>',
    description:
      '<p>Les chutes de hauteur impliquent souvent des chocs latéraux et des casques qui tombent. Le HH-50 ajoute une calotte en mousse PSE pour la protection latérale (Type II) et une jugulaire à quatre points qui le maintient en place pendant une chute.</p>\n<p>Classe E, testé jusqu’à 20 000 volts. Les aérations se ferment pour les travaux électriques.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 Type II, Classe E</li><li>Calotte en PSE, jugulaire à quatre points</li><li>Aérations obturables</li><li>Clips pour lampe frontale</li></ul>',
    tabs: [
      {
        tabTitle: 'Téléchargements',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Notice du HH-50',
            file: '/downloads/shieldpro-hh-50-instructions.pdf',
            fileDescription: 'Ajustement, inspection et calendrier de remplacement.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Puis-je le porter avec un casque antibruit ?',
        answer:
          'Oui, il possède des fentes d’accessoires standard de 30 mm pour les coquilles montées sur casque.',
      },
      {
        question: 'Est-il ventilé ?',
        answer:
          'Oui, avec des volets coulissants qui permettent de fermer les aérations pour conserver la Classe E.',
      },
    ],
    warranty: hardHatWarranty,
    imageAlts: [
      'Casque de sécurité blanc de style alpinisme avec jugulaire',
      'Intérieur du casque montrant la calotte en PSE',
    ],
  },
  'shieldpro-hard-hat-cooling-liner': {
    name: 'Coiffe rafraîchissante ShieldPro pour casque de chantier',
    shortDescription:
      '<p>Coiffe rafraîchissante par évaporation avec protège-nuque, qui se clipse dans toute suspension de casque.</p>',
    description:
      '<p>Trempez-la dans l’eau froide, essorez-la et clipsez-la. Elle reste fraîche deux à quatre heures. Elle aide à lutter contre le stress thermique dans le cadre d’un plan OSHA de prévention des coups de chaleur.</p>\n<ul><li>Tissu à évaporation</li><li>Protège-nuque</li><li>Compatible avec tous les casques</li></ul>',
    imageAlts: ['Coiffe rafraîchissante bleue par évaporation avec protège-nuque'],
  },
  'shieldpro-custom-logo-hard-hats': {
    name: 'Casques de chantier ShieldPro personnalisés à votre logo',
    shortDescription:
      '<p>Casques HH-10 ou HH-20 imprimés au tampon avec le logo de votre entreprise, dès 24 pièces.</p>',
    description:
      '<p>L’impression est réalisée par le fabricant avec des encres approuvées pour le matériau de la coque : la conformité ANSI est préservée.</p>\n<ul><li>Minimum 24 casques</li><li>Jusqu’à trois emplacements d’impression</li></ul>',
    buttonText: 'Acheter chez le fabricant',
    warranty: hardHatWarranty,
    imageAlts: ['Casque de chantier bleu imprimé au tampon avec le logo d’une entreprise'],
  },
};

/** Alt texts and attribute values of the glasses and hard hat, whose texts are in products-1.ts and products-2.ts. */
export const frenchEyeAndHeadAdditions: Record<string, Partial<ProductTranslation>> = {
  'clearview-cv-100-wraparound-safety-glasses': {
    imageAlts: [
      'Lunettes de sécurité enveloppantes incolores à branches bleues',
      'Version à oculaire ambre pour la faible luminosité',
      'Version à oculaire gris pour le travail en extérieur',
      'Version à oculaire miroir intérieur/extérieur',
    ],
    attributeValues: {
      'Lens tint': {
        Clear: 'Incolore',
        Gray: 'Gris',
        Amber: 'Ambre',
        'Indoor/Outdoor Mirror': 'Miroir intérieur/extérieur',
      },
    },
  },
  'shieldpro-hh-10-cap-style-hard-hat': {
    imageAlts: [
      'Casque de chantier jaune de type casquette avec suspension à crémaillère',
      'Casque de chantier HH-10 blanc',
      'Casque de chantier HH-10 orange',
      'Dessous du casque montrant la suspension à six points',
    ],
  },
};
