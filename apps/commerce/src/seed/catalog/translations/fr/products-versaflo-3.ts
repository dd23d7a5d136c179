import type { ProductTranslation } from '../types.ts';
import { frenchPaprWarranty } from './products-versaflo-1.ts';

const oneYear = { warrantyDuration: '1 an', useCustomWarranty: false, customWarrantyItems: [] };

/** French texts of the Versaflo spare parts, batteries and supplied-air equipment. */
export const frenchVersafloParts: Record<string, ProductTranslation> = {
  'versaflo-tr-6600-prefilter-10-pack': {
    name: 'Préfiltre Versaflo TR-6600 (lot de 10)',
    shortDescription:
      '<p>Préfiltres économiques qui arrêtent les grosses poussières et prolongent la durée de vie du filtre HE.</p>',
    description:
      '<p>Changez le préfiltre chaque jour lors des travaux poussiéreux ; un filtre HE dure bien plus longtemps derrière un préfiltre propre.</p>\n<ul><li>Dix par lot</li><li>Compatible TR-600 et TR-800</li></ul>',
    imageAlts: ['Pile de préfiltres en tissu blanc'],
  },
  'versaflo-tr-662-spark-arrestor-10-pack': {
    name: 'Pare-étincelles Versaflo TR-662 (lot de 10)',
    shortDescription:
      '<p>Grilles métalliques qui arrêtent les étincelles avant qu’elles n’atteignent le filtre.</p>',
    description:
      '<p>Obligatoire pour le soudage et le meulage avec le TR-600.</p>\n<ul><li>Dix par lot</li><li>Compatible TR-600</li></ul>',
    imageAlts: ['Pare-étincelles en grillage métallique'],
  },
  'versaflo-tr-630-standard-battery': {
    name: 'Batterie standard Versaflo TR-630',
    shortDescription: '<p>Batterie lithium-ion pour le TR-600, de 6 à 10 heures par charge.</p>',
    description:
      '<p>Une batterie de rechange permet à une unité de tenir deux postes d’affilée. La jauge à cinq LED indique d’un coup d’œil la charge restante.</p>\n<ul><li>Autonomie de 6 à 10 heures selon le débit et le filtre</li><li>Charge en 4 heures environ</li><li>Environ 500 cycles de charge complets</li></ul>',
    faqs: [
      {
        question: 'Combien de temps dure la charge ?',
        answer: 'Environ 4 heures, batterie vide, sur le chargeur TR-641N.',
      },
      {
        question: 'Comment stocker une batterie de rechange ?',
        answer:
          'Pour un stockage de plus d’un mois, conservez-la à mi-charge environ dans un endroit frais et sec, et rechargez-la avant usage.',
      },
    ],
    imageAlts: ['Batterie lithium-ion TR-630 avec jauge à LED'],
    attributeLabels: { 'Battery runtime': 'Autonomie de la batterie' },
    attributeValues: { 'Battery runtime': { '6–10 hours': '6 à 10 heures' } },
  },
  'versaflo-tr-632-high-capacity-battery': {
    name: 'Batterie haute capacité Versaflo TR-632',
    shortDescription:
      '<p>Batterie haute capacité pour les longs postes à débit élevé, de 10 à 14 heures.</p>',
    description:
      '<p>Recommandée avec les cartouches combinées ou au débit maximal. En réapprovisionnement, expédiée sous deux semaines environ.</p>\n<ul><li>Autonomie de 10 à 14 heures</li><li>Même chargeur que la TR-630</li></ul>',
    imageAlts: ['Batterie haute capacité TR-632, plus volumineuse'],
    attributeLabels: { 'Battery runtime': 'Autonomie de la batterie' },
    attributeValues: { 'Battery runtime': { '10–14 hours': '10 à 14 heures' } },
  },
  'versaflo-tr-641n-4-station-charger': {
    name: 'Chargeur de batteries 4 places Versaflo TR-641N',
    shortDescription:
      '<p>Charge quatre batteries TR-600 à la fois ; se fixe au mur des magasins d’outillage.</p>',
    description:
      '<p>Chaque emplacement charge et entretient sa batterie indépendamment, avec un voyant d’état par emplacement.</p>\n<ul><li>Quatre emplacements</li><li>Support de fixation murale inclus</li><li>120 V CA</li></ul>',
    imageAlts: ['Chargeur de batteries quatre places avec voyants d’état'],
  },
  'versaflo-tr-341n-charger-kit': {
    name: 'Kit chargeur de batterie Versaflo TR-341N pour TR-300+',
    shortDescription: '<p>Chargeur une place et bloc d’alimentation pour les batteries du TR-300+.</p>',
    description:
      '<p>Charge une batterie standard TR-330 en 3 h 30 environ.</p>\n<ul><li>Un emplacement</li><li>Alimentation 120 V</li></ul>',
    imageAlts: ['Chargeur une place pour batterie de TR-300+'],
  },
  'versaflo-tr-332-high-capacity-battery': {
    name: 'Batterie haute capacité Versaflo TR-332 pour TR-300+',
    shortDescription: '<p>Double l’autonomie du TR-300+, portée à 8 à 12 heures.</p>',
    description:
      '<p>Idéale pour les gardes hospitalières de 12 heures.</p>\n<ul><li>Autonomie de 8 à 12 heures</li><li>Jauge de charge</li></ul>',
    imageAlts: ['Batterie haute capacité TR-332'],
    attributeLabels: { 'Battery runtime': 'Autonomie de la batterie' },
    attributeValues: { 'Battery runtime': { '8–12 hours': '8 à 12 heures' } },
  },
  'versaflo-v-500e-supplied-air-regulator': {
    name: 'Régulateur d’adduction d’air Versaflo V-500E',
    shortDescription:
      '<p>Vanne de réglage du débit portée à la ceinture, qui alimente les pièces faciales Versaflo en air respirable de qualité Grade D.</p>',
    description:
      '<p>L’adduction d’air supprime tout calendrier de remplacement des filtres : l’utilisateur respire de l’air de qualité Grade D provenant d’un compresseur ou d’une bouteille. Le V-500E règle le débit entre 6 et 15 cfm et comporte un sifflet d’alerte de basse pression.</p>\n<p>L’OSHA exige que l’air respirable comprimé soit de qualité Grade D selon l’ANSI/CGA G-7.1 et que les compresseurs disposent d’une alarme de haute température ou de CO.</p>\n<ul><li>Homologué NIOSH TC-19C avec les pièces faciales Versaflo</li><li>Débit de 6 à 15 cfm, alarme de basse pression</li><li>Raccord rapide au standard industriel</li></ul>',
    tabs: [
      {
        tabTitle: 'Téléchargements',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Notice d’utilisation du V-500E',
            file: '/downloads/versaflo-v-500e-user-instructions.pdf',
            fileDescription: 'Installation, réglage du débit et contrôles quotidiens.',
          },
          {
            fileTitle: 'Liste de contrôle de l’air respirable Grade D',
            file: '/downloads/grade-d-breathing-air-checklist.pdf',
            fileDescription:
              'Liste de contrôle du compresseur, de la filtration et de la surveillance du CO selon l’ANSI/CGA G-7.1.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Quelle pression d’air faut-il ?',
        answer: 'De 60 à 100 psi à l’entrée du régulateur, par un tuyau homologué de 300 pi au maximum.',
      },
      {
        question: 'Puis-je utiliser l’air comprimé de l’atelier ?',
        answer:
          'Seulement s’il est filtré et surveillé selon la qualité Grade D. Utilisez un panneau de filtration d’air respirable et un détecteur de CO.',
      },
    ],
    warranty: oneYear,
    imageAlts: ['Régulateur d’adduction d’air V-500E porté à la ceinture'],
  },
  'versaflo-v-100-vortex-cooling-tube': {
    name: 'Tube refroidisseur à vortex Versaflo V-100',
    shortDescription:
      '<p>Refroidit l’air fourni jusqu’à 50 °F (28 °C) pour les fonderies, les cabines de sablage et les cabines de peinture en été.</p>',
    description:
      '<p>Un tube à vortex sépare l’air comprimé en un flux chaud et un flux froid, et envoie le flux froid dans la pièce faciale. Aucune alimentation électrique nécessaire.</p>\n<ul><li>Refroidit jusqu’à 50 °F (28 °C) sous la température d’alimentation</li><li>Molette de réglage de la température</li></ul>',
    warranty: oneYear,
    imageAlts: ['Tube refroidisseur à vortex sur une ceinture'],
  },
  'versaflo-v-200-heating-tube': {
    name: 'Tube réchauffeur à vortex Versaflo V-200',
    shortDescription:
      '<p>Réchauffe l’air fourni jusqu’à 50 °F (28 °C) pour le sablage et la peinture par temps froid.</p>',
    description:
      '<p>Le pendant chauffant du V-100, pour les ateliers non chauffés et les travaux extérieurs en hiver.</p>\n<ul><li>Réchauffe jusqu’à 50 °F (28 °C) au-dessus de la température d’alimentation</li><li>Aucune alimentation électrique nécessaire</li></ul>',
    warranty: oneYear,
    imageAlts: ['Tube réchauffeur à vortex sur une ceinture'],
  },
  'safeair-grade-d-breathing-air-hose': {
    name: 'Tuyau d’air respirable Grade D SafeAir',
    shortDescription:
      '<p>Tuyau d’adduction d’air homologué avec raccords au standard industriel, diamètre intérieur 3/8 po.</p>',
    description:
      '<p>Seuls les tuyaux figurant sur l’homologation NIOSH peuvent être utilisés avec un appareil à adduction d’air. Ce tuyau est homologué avec le V-500E.</p>\n<ul><li>Diamètre intérieur 3/8 po, pression de service 300 psi</li><li>PVC antistatique</li><li>Raccords aux deux extrémités</li></ul>',
    imageAlts: ['Tuyau d’air respirable jaune enroulé avec raccords rapides'],
    attributeLabels: { 'Hose length': 'Longueur du tuyau' },
    attributeValues: { 'Hose length': { '25 ft': '25 pi', '50 ft': '50 pi', '100 ft': '100 pi' } },
  },
  'versaflo-v-500e-supplied-air-system-m-307': {
    name: 'Système d’adduction d’air Versaflo V-500E avec casque M-307',
    shortDescription:
      '<p>Système d’adduction d’air complet, configuré avec le tuyau et le tube de climatisation de votre choix.</p>',
    description:
      '<p>Configuré à la commande avec régulateur, casque, tuyau respiratoire et longueur de tuyau d’air ; expédié par le fabricant.</p>\n<ul><li>NIOSH TC-19C</li><li>Facteur de protection assigné de 1 000</li></ul>',
    buttonText: 'Acheter chez le fabricant',
    warranty: frenchPaprWarranty,
    imageAlts: ['Casque M-307 relié à un régulateur V-500E et à son tuyau'],
  },
};
