import type { ProductTranslation } from '../types.ts';

/** French texts of the Versaflo helmets, hoods and filters. */
export const frenchVersafloHeadtops: Record<string, ProductTranslation> = {
  'versaflo-m-306-respiratory-helmet': {
    name: 'Casque respiratoire Versaflo M-306 avec visière',
    shortDescription:
      '<p>Casque de chantier, visière et pièce faciale respiratoire réunis, pour TR-300+, TR-600 et adduction d’air.</p>',
    description:
      '<p>Le M-306 satisfait aux exigences ANSI/ISEA Z89.1 d’un casque de chantier Type I Classe C et sa visière est classée Z87.1+. Une jupe faciale ignifugée est fournie de série.</p>\n<ul><li>Facteur de protection assigné de 1 000 avec les unités Versaflo homologuées</li><li>Visière et jupe faciale remplaçables</li><li>Suspension à crémaillère avec garniture confort</li></ul>',
    faqs: [
      {
        question: 'Avec quelles unités est-il homologué ?',
        answer:
          'Les appareils à ventilation assistée TR-300+ et TR-600 et le régulateur d’adduction d’air V-500E.',
      },
      {
        question: 'Puis-je remplacer la visière ?',
        answer:
          'Oui. Visières, jupes faciales, garnitures confort et films de protection sont tous remplaçables.',
      },
    ],
    imageAlts: ['Casque respiratoire M-306 blanc avec visière'],
  },
  'versaflo-m-407-respiratory-helmet': {
    name: 'Casque respiratoire Versaflo M-407 avec visière haut de gamme',
    shortDescription:
      '<p>Casque haut de gamme avec large visière anti-rayures et jupe faciale ignifugée.</p>',
    description:
      '<p>La visière haut de gamme du M-407 possède un traitement anti-rayures et antibuée et un champ de vision plus large que celle du M-306.</p>\n<ul><li>Z89.1 Type I Classe C</li><li>Visière Z87.1+ haute résistance aux chocs</li><li>Jupe faciale ignifugée</li></ul>',
    imageAlts: ['Casque M-407 avec large visière haut de gamme'],
  },
  'versaflo-s-433-hood': {
    name: 'Cagoule Versaflo S-433 avec col intérieur',
    shortDescription: '<p>Cagoule réutilisable légère avec col intérieur et large écran.</p>',
    description:
      '<p>Elle couvre la tête et les épaules ; le col intérieur élastique maintient la surpression même quand l’utilisateur se penche. Tailles S/M et M/L selon le tour de tête.</p>\n<ul><li>Facteur de protection assigné de 1 000 avec TR-300+ et TR-600</li><li>Tissu laminé, nettoyable à la lingette</li><li>Films de protection d’écran disponibles</li></ul>',
    imageAlts: ['Cagoule S-433 blanche avec col intérieur'],
  },
  'versaflo-s-133-single-use-hood': {
    name: 'Cagoule à usage unique Versaflo S-133',
    shortDescription:
      '<p>Cagoule jetable pour le milieu de soins et l’industrie pharmaceutique, vendue à l’unité ou par carton de 10.</p>',
    description:
      '<p>À jeter après un patient ou un poste. Polypropylène sans latex avec écran transparent en PETG.</p>\n<ul><li>Usage unique</li><li>Sans latex</li><li>Compatible TR-300+ et TR-600</li></ul>',
    imageAlts: ['Cagoule à ventilation assistée légère à usage unique'],
    attributeLabels: { 'Pack size': 'Conditionnement' },
    attributeValues: { 'Pack size': { '1': '1', '10': '10' } },
  },
  'versaflo-s-655-hood-paint': {
    name: 'Cagoule Versaflo S-655 avec col intérieur',
    shortDescription:
      '<p>Cagoule descendant jusqu’aux épaules avec col intérieur, conçue pour les cabines de peinture.</p>',
    description:
      '<p>Le tissu extérieur résistant aux produits chimiques repousse le brouillard de peinture ; le col intérieur maintient l’air dans la zone respiratoire.</p>\n<ul><li>Compatible avec les films de protection d’écran détachables</li><li>Couverture jusqu’aux épaules</li></ul>',
    imageAlts: ['Cagoule de peinture S-655 avec col intérieur'],
  },
  'versaflo-s-855-hood-extended-bib': {
    name: 'Cagoule Versaflo S-855 à pèlerine longue',
    shortDescription:
      '<p>Cagoule à pèlerine longue pour la manipulation de poudres pharmaceutiques et les zones d’éclaboussures chimiques.</p>',
    description:
      '<p>La longue pèlerine se glisse sous une combinaison pour former une barrière continue de la tête à la taille.</p>\n<ul><li>Pèlerine longue devant et derrière</li><li>Col intérieur</li><li>Facteur de protection assigné de 1 000</li></ul>',
    imageAlts: ['Cagoule à longue pèlerine couvrant la poitrine et le dos'],
  },
  'versaflo-m-107-faceshield-headtop': {
    name: 'Pièce faciale Versaflo M-107 avec visière',
    shortDescription:
      '<p>Pièce faciale légère à visière, sans casque de chantier, pour les laboratoires et l’agroalimentaire.</p>',
    description:
      '<p>Quand il n’y a pas de risque de choc à la tête, le M-107 allège l’équipement. La visière se relève pour les pauses en zone propre.</p>\n<ul><li>Visière Z87.1+</li><li>Ne constitue pas un casque de chantier</li><li>Jupe faciale remplaçable</li></ul>',
    imageAlts: ['Pièce faciale légère M-107 avec visière'],
  },
  'versaflo-tr-6710n-he-filter': {
    name: 'Filtre à particules HE Versaflo TR-6710N',
    shortDescription:
      '<p>Filtre HE NIOSH pour TR-600 et TR-800, efficace à 99,97 % contre les particules.</p>',
    description:
      '<p>Le HE est l’équivalent du P100 pour les appareils à ventilation assistée. Remplacez-le quand l’unité ne parvient plus à maintenir le débit ou selon votre calendrier de remplacement.</p>\n<ul><li>NIOSH HE, efficacité minimale de 99,97 %</li><li>Particules huileuses et non huileuses</li><li>À utiliser avec le préfiltre TR-6600 pour prolonger sa durée de vie</li></ul>',
    tabs: [
      {
        tabTitle: 'Compatibilité',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Unités de ventilation',
            answer: 'TR-600 et TR-800. Le TR-300+ utilise à la place le filtre TR-3712N.',
          },
          {
            question: 'Préfiltres et pare-étincelles',
            answer:
              'Utilisez le préfiltre TR-6600 pour les travaux poussiéreux et le pare-étincelles TR-662 pour le soudage et le meulage.',
          },
          {
            question: 'Protection combinée',
            answer: 'Contre les gaz et vapeurs, remplacez le filtre HE par la cartouche TR-6580N OV/AG/HE.',
          },
        ],
      },
    ],
    imageAlts: ['Filtre HE TR-6710N magenta'],
    attributeLabels: { 'Pack size': 'Conditionnement' },
    attributeValues: { 'Pack size': { '1': '1', '10': '10' } },
  },
  'versaflo-tr-6580n-ov-ag-he-cartridge': {
    name: 'Cartouche Versaflo TR-6580N OV/AG/HE',
    shortDescription:
      '<p>Cartouche combinée vapeurs organiques, gaz acides et particules pour le TR-600.</p>',
    description:
      '<p>Homologuée pour les vapeurs organiques, le chlore, le chlorure d’hydrogène, le dioxyde de soufre, le fluorure d’hydrogène et les particules (HE). Ne pas utiliser lorsque la concentration du polluant présente un danger immédiat pour la vie ou la santé.</p>\n<ul><li>OV, AG et HE dans une seule cartouche</li><li>Suivez un calendrier écrit de remplacement pour les gaz et vapeurs</li></ul>',
    imageAlts: ['Cartouche combinée TR-6580N noire et jaune'],
  },
  'versaflo-tr-3712n-he-filter': {
    name: 'Filtre HE Versaflo TR-3712N pour TR-300+',
    shortDescription: '<p>Filtre HE de rechange pour l’unité de ventilation TR-300+.</p>',
    description:
      '<p>Se clipse dans le couvercle de filtre du TR-300+. Remplacez-le quand l’alarme de débit faible retentit avec une batterie chargée.</p>\n<ul><li>NIOSH HE</li><li>Compatible TR-300+ uniquement</li></ul>',
    imageAlts: ['Filtre HE TR-3712N pour TR-300+'],
  },
};
