import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** Garantie des cagoules Speedglas : filtre, coque et serre-tête. */
export const frenchHelmetWarranty: SeedWarranty = {
  warrantyDuration: '3 ans',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Filtre auto-obscurcissant', itemWarrantyDuration: '3 ans' },
    { itemName: 'Coque de la cagoule', itemWarrantyDuration: '2 ans' },
    { itemName: 'Serre-tête', itemWarrantyDuration: '1 an' },
  ],
};

/** French texts of the Speedglas welding helmets. */
export const frenchSpeedglasHelmets: Record<string, ProductTranslation> = {
  'speedglas-9100-fx-welding-helmet': {
    name: 'Cagoule de soudage Speedglas 9100 FX',
    shortDescription:
      '<p>Cagoule de soudage relevable avec écran de meulage incolore en dessous : soudez, piquez et meulez sans changer d’équipement.</p>',
    description:
      '<p>La 9100 FX associe un filtre auto-obscurcissant Speedglas à une coque de soudage relevable et à un grand écran incolore résistant aux chocs. Relevez la coque pour meuler ou contrôler un cordon, abaissez-la pour amorcer l’arc : vos yeux restent protégés en permanence.</p>\n<p>Choisissez le filtre adapté à votre travail : le 9100V pour la chaudronnerie courante, le 9100X ou XX pour un champ de vision plus large, ou le 9100XXi avec sa très grande fenêtre de 2,8 x 4,2 po, son état clair en teinte 3 et son clavier intuitif.</p>\n<p>La forme de la coque évacue la chaleur et l’humidité de l’expiration loin du filtre, et les fenêtres latérales en teinte 5 offrent une vision périphérique pour voir les personnes qui circulent autour du poste.</p>\n<ul><li>Teintes de soudage 5, 8, 9–13 (selon le filtre), commutation en 0,1 ms</li><li>Écran de meulage incolore ANSI Z87.1+ haute résistance aux chocs</li><li>Fenêtres latérales en teinte 5 pour la vision périphérique</li><li>Serre-tête réglable avec sangle de sommet et bandeau anti-transpiration remplaçable</li><li>Conforme ANSI Z87.1-2020, CSA Z94.3 et EN 175/EN 379</li></ul>',
    tabs: [
      {
        tabTitle: 'Vidéos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Régler le serre-tête de la 9100 FX',
            youtubeUrl: 'https://www.youtube.com/watch?v=Qm7vR2xLk4A',
            videoDescription: 'Hauteur, sommet et inclinaison réglés en moins de deux minutes.',
          },
          {
            videoTitle: 'Changer l’écran de protection extérieur',
            youtubeUrl: 'https://www.youtube.com/watch?v=h8TzW1pNq0c',
            videoDescription: 'Remplacez un écran criblé de projections sans outil.',
          },
        ],
      },
      {
        tabTitle: 'Téléchargements',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Notice d’utilisation de la 9100 FX',
            file: '/downloads/speedglas-9100fx-user-manual.pdf',
            fileDescription: 'Ajustement, choix de la teinte et entretien (PDF, 2,1 Mo).',
          },
          {
            fileTitle: 'Tableau de choix des teintes',
            file: '/downloads/welding-shade-chart.pdf',
            fileDescription: 'Teintes recommandées selon le procédé et l’intensité.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Puis-je changer de filtre plus tard ?',
        answer:
          'Oui. Tous les filtres 9100 s’adaptent à la coque 9100 FX : vous pouvez commencer avec le 9100V et passer au XXi plus tard.',
      },
      {
        question: 'Peut-on la porter avec des lunettes de vue ?',
        answer:
          'La plupart des montures passent. Si les vôtres sont larges, ajoutez plutôt une loupe Speedglas et renoncez aux lunettes.',
      },
      {
        question: 'Existe-t-il une version avec casque de chantier ?',
        answer: 'Voyez la 9100 MP, qui associe les mêmes filtres à un casque de chantier Type I Classe G.',
      },
    ],
    warranty: frenchHelmetWarranty,
    imageAlts: [
      'Cagoule de soudage Speedglas 9100 FX noire, écran incolore relevé',
      'Vue de profil de la 9100 FX montrant les fenêtres latérales',
      'Filtre auto-obscurcissant Speedglas 9100XXi avec clavier',
      'Soudeur en train de meuler, coque relevable levée',
    ],
    attributeLabels: { ADF: 'Filtre', Weight: 'Poids' },
    attributeValues: {
      ADF: { '9100V': '9100V', '9100X': '9100X', '9100XX': '9100XX', '9100XXi': '9100XXi' },
      Weight: { '1.39 lb (with filter)': '1,39 lb (avec filtre)' },
    },
  },
  'speedglas-9100-fx-air-welding-helmet-papr': {
    name: 'Cagoule de soudage Speedglas 9100 FX Air avec appareil à ventilation assistée Versaflo TR-600',
    shortDescription:
      '<p>Cagoule de soudage et appareil de protection respiratoire à ventilation assistée configurés en usine, vendus et expédiés directement par le fabricant.</p>',
    description:
      '<p>La 9100 FX Air associe la coque relevable 9100 FX à une jupe d’étanchéité faciale et à une unité de ventilation Versaflo TR-600 qui filtre les fumées de soudage à travers un filtre HE. Le facteur de protection assigné est de 25 selon l’OSHA 29 CFR 1910.134.</p>\n<p>Comme le système est configuré à la commande (choix du filtre, taille de batterie, pare-étincelles), il est livré directement par le fabricant. Utilisez le bouton ci-dessous pour composer et acheter votre kit.</p>\n<ul><li>Homologué NIOSH, TC-21C-0810 (PAPR, HE)</li><li>Débit d’air réglable : 6,7, 7,4 ou 8,3 cfm</li><li>Autonomie jusqu’à 10 heures avec la batterie standard TR-630</li><li>Jupe faciale et housse de tuyau respiratoire ignifugées incluses</li></ul>',
    buttonText: 'Acheter chez le fabricant',
    warranty: frenchHelmetWarranty,
    imageAlts: ['Cagoule Speedglas 9100 FX Air reliée à une unité de ventilation portée à la ceinture'],
    attributeLabels: { 'Battery runtime': 'Autonomie de la batterie' },
    attributeValues: { 'Battery runtime': { 'Up to 10 hours': 'Jusqu’à 10 heures' } },
  },
  'speedglas-9100-mp-welding-helmet': {
    name: 'Cagoule de soudage Speedglas 9100 MP avec casque de chantier',
    shortDescription:
      '<p>Cagoule de soudage, écran de meulage et casque de chantier ANSI Z89.1 réunis, pour les chantiers navals, le montage de charpentes métalliques et la maintenance d’usine.</p>',
    description:
      '<p>Sur les sites où la protection de la tête est obligatoire, la 9100 MP met fin au compromis de la casquette anti-heurt sous la cagoule. La coque de soudage et l’écran incolore pivotent sur un casque de chantier Type I Classe G : vous gardez la protection contre les chocs sur le dessus de la tête en soudant comme en meulant.</p>\n<p>La suspension à crémaillère est indépendante de la coque de soudage : le casque tient de la même façon, coque relevée ou abaissée.</p>\n<ul><li>Casque conforme ANSI/ISEA Z89.1 Type I Classe G</li><li>Écran incolore ANSI Z87.1+ haute résistance aux chocs</li><li>Compatible avec tous les filtres auto-obscurcissants de la série 9100</li><li>Coque à profil bas qui passe sous les poutres et les tuyauteries</li></ul>',
    warranty: frenchHelmetWarranty,
    imageAlts: [
      'Cagoule de soudage Speedglas 9100 MP montée sur un casque de chantier jaune',
      'Coque de soudage relevée laissant voir l’écran de meulage incolore',
      'Gros plan sur la coque du casque et la crémaillère',
    ],
    attributeLabels: { ADF: 'Filtre' },
    attributeValues: { ADF: { '9100V': '9100V', '9100XX': '9100XX', '9100XXi': '9100XXi' } },
  },
  'speedglas-g5-01-welding-helmet': {
    name: 'Cagoule de soudage haute performance Speedglas G5-01',
    shortDescription:
      '<p>Cagoule haut de gamme pour le MIG à forte intensité, l’électrode enrobée et le gougeage, avec filtre TW ou VC au choix.</p>',
    description:
      '<p>La G5-01 est faite pour les soudeurs qui travaillent à forte intensité toute la journée. Sa coque basse éloigne la chaleur du visage, et le filtre, placé plus loin de l’arc, réduit l’exposition aux fumées et l’éblouissement.</p>\n<p>Choisissez le filtre G5-01TW avec son mode TIG dédié aux arcs de faible intensité, ou le G5-01VC à technologie de couleur variable, qui offre une vue plus naturelle et moins verte du bain de fusion.</p>\n<p>Le serre-tête pivote avec la coque : la cagoule se relève et reste en place, et son poids, réparti bas sur la tête, ménage la nuque au fil d’une longue journée.</p>\n<ul><li>Teintes 5 et 8–13, état clair 3</li><li>Champ de vision 2,8 x 4,2 po</li><li>Quatre capteurs d’arc pour un obscurcissement fiable dans les positions difficiles</li><li>Batterie lithium rechargeable du filtre, environ 8 heures par charge</li><li>ANSI Z87.1, CSA Z94.3, EN 175 et EN 379, classe optique 1/1/1/2</li></ul>',
    tabs: [
      {
        tabTitle: 'Vidéos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Première mise en service de la G5-01',
            youtubeUrl: 'https://www.youtube.com/watch?v=Gt5mWq0xLr8',
            videoDescription: 'Ajustement du serre-tête, inclinaison et recharge du filtre.',
          },
          {
            videoTitle: 'Utiliser le mode TIG',
            youtubeUrl: 'https://www.youtube.com/watch?v=aN3vKd7Pz1Q',
            videoDescription: 'Quand activer le mode TIG et comment il se comporte à faible intensité.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Quelle différence entre TW et VC ?',
        answer:
          'Le filtre TW dispose d’un mode TIG réglé pour les arcs de faible intensité. Le filtre VC utilise la technologie de couleur variable pour une vue plus naturelle. Les deux couvrent les teintes 5 et 8–13.',
      },
      {
        question: 'Comment recharger le filtre ?',
        answer:
          'La batterie du filtre se recharge par un port USB-C en 3 heures environ. Une charge complète dure à peu près une journée de travail.',
      },
    ],
    warranty: frenchHelmetWarranty,
    imageAlts: [
      'Cagoule de soudage haute performance Speedglas G5-01 noir mat',
      'Filtre G5-01VC offrant une vision aux couleurs naturelles',
      'Arrière de la G5-01 montrant le serre-tête pivotant',
    ],
    attributeLabels: { ADF: 'Filtre', 'Lens size': 'Dimensions de l’oculaire' },
    attributeValues: {
      ADF: { 'G5-01TW': 'G5-01TW', 'G5-01VC': 'G5-01VC' },
      'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 po' },
    },
  },
  'speedglas-g5-02-curved-welding-helmet': {
    name: 'Cagoule de soudage Speedglas G5-02 à filtre incurvé',
    shortDescription:
      '<p>Filtre auto-obscurcissant incurvé offrant environ 30 % de champ de vision en plus, dans la coque haute performance G5.</p>',
    description:
      '<p>Le filtre incurvé de la G5-02 épouse le visage et élargit le champ de vision sur les côtés et vers le bas : vous bougez moins la tête pour suivre un long joint.</p>\n<p>L’optique incurvée est classée 1/1/1/1 et le filtre couvre les teintes 8–12, avec un état clair en teinte 3 et un mode meulage en teinte 5.</p>\n<ul><li>Filtre incurvé, teintes 8–12, état clair 3</li><li>Mode meulage en teinte 5</li><li>Même coque basse haute performance que la G5-01</li><li>Pile lithium remplaçable, jusqu’à 1 500 heures</li></ul>',
    warranty: frenchHelmetWarranty,
    imageAlts: [
      'Cagoule Speedglas G5-02 avec large filtre auto-obscurcissant incurvé',
      'Filtre incurvé vu depuis l’intérieur de la cagoule',
    ],
  },
  'speedglas-9002nc-welding-helmet': {
    name: 'Cagoule de soudage Speedglas 9002NC',
    shortDescription:
      '<p>Le grand classique : obscurcissement fiable de la teinte 9 à 13 dans une coque compacte qui a fait ses preuves.</p>',
    description:
      '<p>La 9002NC est depuis des années un incontournable des ateliers. Elle s’obscurcit à n’importe quelle teinte de 9 à 13, avec un état clair en teinte 3, et elle est si simple que la plupart des soudeurs n’ouvrent jamais la notice.</p>\n<p>Sa coque étroite se glisse dans les recoins des châssis et des remorques où les cagoules plus grandes se cognent.</p>\n<ul><li>Teinte variable 9–13, état clair 3</li><li>Champ de vision 1,7 x 4,1 po</li><li>Deux niveaux de sensibilité</li><li>Pile lithium remplaçable</li></ul>',
    warranty: frenchHelmetWarranty,
    imageAlts: ['Cagoule de soudage Speedglas 9002NC classique noire'],
  },
  'speedglas-9100-welding-helmet-9100xx': {
    name: 'Cagoule de soudage Speedglas 9100 avec filtre 9100XX',
    shortDescription:
      '<p>Cagoule 9100 à façade fixe avec le filtre grand champ 9100XX et des fenêtres latérales en teinte 5.</p>',
    description:
      '<p>Si vous ne meulez pas avec la même cagoule, la 9100 à façade fixe est plus légère et plus simple que la FX. Le filtre 9100XX offre un champ de 2,8 x 4,2 po avec les teintes 5, 8 et 9–13.</p>\n<p>Ce modèle est momentanément en rupture de stock ; la 9100 FX avec le même filtre est expédiée dès aujourd’hui.</p>\n<ul><li>Teintes 5, 8, 9–13 avec mode mémoire</li><li>Fenêtres latérales en teinte 5</li><li>Canaux d’évacuation qui éloignent chaleur et humidité du filtre</li></ul>',
    warranty: frenchHelmetWarranty,
    imageAlts: ['Cagoule Speedglas 9100 à façade fixe avec fenêtres latérales'],
  },
  'speedglas-9100-welding-helmet-9100v': {
    name: 'Cagoule de soudage Speedglas 9100 avec filtre 9100V',
    shortDescription:
      '<p>La porte d’entrée la plus abordable de la série 9100, avec ou sans fenêtres latérales.</p>',
    description:
      '<p>Le filtre 9100V couvre les teintes 5 et 8–13 avec un champ de vision de 1,8 x 3,7 po. Un excellent choix pour le MIG et l’électrode enrobée quand la plus grande fenêtre n’est pas nécessaire.</p>\n<p>Commandez-la avec fenêtres latérales pour plus de vision périphérique, ou sans pour un poste de soudage plus sombre.</p>\n<ul><li>Teintes 5, 8–13</li><li>Trois niveaux de sensibilité et retard réglable</li><li>Évolutive vers tous les filtres 9100</li></ul>',
    warranty: frenchHelmetWarranty,
    imageAlts: ['Cagoule Speedglas 9100 avec filtre 9100V'],
    attributeLabels: { 'Side windows': 'Fenêtres latérales' },
    attributeValues: {
      'Side windows': {
        'With side windows': 'Avec fenêtres latérales',
        'Without side windows': 'Sans fenêtres latérales',
      },
    },
  },
  'speedglas-9100-mp-lite-welding-helmet': {
    name: 'Cagoule de soudage Speedglas 9100 MP Lite avec filtre 9100X',
    shortDescription:
      '<p>La conception relevable de la MP sans casque de chantier, pour les ateliers qui veulent un grand écran incolore et moins de poids.</p>',
    description:
      '<p>La MP Lite reprend la géométrie de coque de la 9100 MP et son très grand écran incolore, mais remplace le casque de chantier par un serre-tête à crémaillère confortable, soit près de 340 g de moins.</p>\n<p>Elle est livrée avec le filtre 9100X (teintes 5, 8, 9–13) et accepte tous les filtres de la série 9100.</p>\n<ul><li>Grand écran incolore ANSI Z87.1+ haute résistance aux chocs</li><li>Coque de soudage relevable à crans de blocage</li><li>Serre-tête compatible avec les bandeaux anti-transpiration 9100</li></ul>',
    faqs: [
      {
        question: 'Puis-je ajouter un casque de chantier plus tard ?',
        answer:
          'Non, la coque avec casque fait partie de la 9100 MP. Choisissez la MP si votre site impose une protection de la tête.',
      },
      {
        question: 'Quel filtre est fourni ?',
        answer: 'Le 9100X, avec un champ de vision de 2,1 x 4,2 po et les teintes 5, 8 et 9–13.',
      },
    ],
    warranty: frenchHelmetWarranty,
    imageAlts: ['Speedglas 9100 MP Lite avec coque relevable et écran incolore'],
  },
};
