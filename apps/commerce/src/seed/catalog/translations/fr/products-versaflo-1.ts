import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** Garantie des kits Versaflo : unité de ventilation, batterie et pièce faciale. */
export const frenchPaprWarranty: SeedWarranty = {
  warrantyDuration: '2 ans',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Unité de ventilation', itemWarrantyDuration: '2 ans' },
    { itemName: 'Batterie', itemWarrantyDuration: '1 an' },
    { itemName: 'Pièce faciale', itemWarrantyDuration: '1 an' },
  ],
};

/** French texts of the Versaflo powered air kits. */
export const frenchVersafloKits: Record<string, ProductTranslation> = {
  'versaflo-tr-600-papr-starter-kit-m-306': {
    name: 'Kit de démarrage à ventilation assistée Versaflo TR-600 avec casque M-306',
    shortDescription:
      '<p>Tout pour utiliser dès aujourd’hui un appareil de protection respiratoire à ventilation assistée : unité de ventilation, batterie, chargeur, ceinture, tuyau respiratoire, filtre HE et casque M-306 faisant office de casque de chantier.</p>',
    description:
      '<p>Le TR-600 est le cheval de bataille de la gamme Versaflo. Il envoie un flux régulier d’air filtré dans le casque M-306 : aucune résistance respiratoire, pas de buée et pas d’essai d’ajustement. La barbe et la plupart des lunettes ne posent aucun problème.</p>\n<p>Avec un filtre HE homologué NIOSH, le système protège contre les poussières, brouillards, fumées et particules biologiques. Le casque M-306 est aussi un casque de chantier Type I et une visière Z87.1+ : une seule pièce faciale remplace trois EPI.</p>\n<p>Selon l’OSHA 29 CFR 1910.134, un casque ou une cagoule à ventilation assistée bénéficie d’un facteur de protection assigné de 1 000 lorsque le fabricant démontre un facteur de protection en situation de travail d’au moins 1 000, ce qui est le cas de cette combinaison. C’est 100 fois le facteur d’un demi-masque.</p>\n<ul><li>Homologation NIOSH TC-21C-0746 avec filtre HE TR-6710N</li><li>Trois débits d’air : 6,7, 7,4 et 8,3 cfm</li><li>Batterie lithium-ion standard TR-630 : 6 à 10 heures d’autonomie</li><li>Alarmes sonores, visuelles et vibrantes de débit faible et de batterie faible</li><li>Unité de ventilation IP53, nettoyable à l’eau savonneuse douce</li><li>Casque M-306 : ANSI/ISEA Z89.1 Type I Classe C et ANSI Z87.1+</li></ul>',
    tabs: [
      {
        tabTitle: 'Contenu du kit',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Unité de ventilation et ceinture',
            answer: 'Unité de ventilation TR-602N, ceinture facile à nettoyer TR-626 et préfiltre TR-6600.',
          },
          { question: 'Alimentation', answer: 'Batterie standard TR-630 et chargeur une place TR-641N.' },
          {
            question: 'Pièce faciale',
            answer: 'Casque M-306 avec visière, garniture confort et tuyau respiratoire BT-30.',
          },
          { question: 'Filtres', answer: 'Un filtre HE TR-6710N et un pare-étincelles TR-662.' },
        ],
      },
      {
        tabTitle: 'Vidéos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Contrôle du débit du TR-600',
            youtubeUrl: 'https://www.youtube.com/watch?v=pV3sK9dLm2E',
            videoDescription: 'Faites le test quotidien de l’indicateur de débit avant chaque poste.',
          },
          {
            videoTitle: 'Mettre le casque M-306',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ta5fN0bWq7Y',
            videoDescription: 'Raccordez le tuyau respiratoire et réglez la suspension.',
          },
        ],
      },
    ],
    faqs: [
      {
        question:
          'Les utilisateurs d’appareils à ventilation assistée ont-ils besoin d’un essai d’ajustement ?',
        answer:
          'Non. L’OSHA n’impose l’essai d’ajustement que pour les pièces faciales étanches. Les cagoules et casques non étanches comme le M-306 n’en ont pas besoin, mais les utilisateurs doivent tout de même avoir un avis médical favorable et être formés.',
      },
      {
        question: 'Puis-je le porter avec une barbe ?',
        answer:
          'Oui. Comme le casque n’est pas étanche au visage, la pilosité faciale ne compromet pas la protection.',
      },
      {
        question: 'À quelle fréquence changer le filtre HE ?',
        answer:
          'Lorsque l’alarme de l’unité signale un débit faible avec une batterie pleinement chargée, ou selon le calendrier de remplacement de votre site, au premier des deux termes.',
      },
      {
        question: 'Est-il homologué pour les gaz et vapeurs ?',
        answer:
          'Remplacez le filtre HE par la cartouche TR-6580N OV/AG/HE pour ajouter la protection contre les vapeurs organiques et les gaz acides.',
      },
    ],
    warranty: frenchPaprWarranty,
    imageAlts: [
      'Unité de ventilation Versaflo TR-600 avec batterie, tuyau respiratoire et casque M-306 blanc',
      'Casque respiratoire M-306, visière abaissée',
      'Batterie TR-630 clipsée sur l’unité de ventilation',
      'Ouvrier portant la ceinture TR-600 et le casque sur un chantier',
    ],
    attributeLabels: {
      'Battery runtime': 'Autonomie de la batterie',
      'Assigned protection factor': 'Facteur de protection assigné',
    },
    attributeValues: {
      'Battery runtime': { '6–10 hours (TR-630)': '6 à 10 heures (TR-630)' },
      'Assigned protection factor': { '1,000 (OSHA)': '1 000 (OSHA)' },
    },
  },
  'versaflo-tr-600-papr-kit-hik': {
    name: 'Kit unité de ventilation Versaflo TR-600 (sans pièce faciale)',
    shortDescription:
      '<p>Unité de ventilation TR-600, ceinture, chargeur et filtre HE pour les sites déjà équipés de pièces faciales Versaflo.</p>',
    description:
      '<p>Si vos équipes utilisent déjà des casques de la série M ou des cagoules de la série S, ce kit ajoute des unités de ventilation sans payer deux fois les pièces faciales. Choisissez la batterie standard ou haute capacité.</p>\n<p>L’unité maintient automatiquement le débit choisi à mesure que le filtre se colmate, et l’alarme prévient l’utilisateur quand elle ne peut plus suivre.</p>\n<ul><li>Batterie standard : 6 à 10 heures ; haute capacité : 10 à 14 heures</li><li>Trois débits de 6,7 à 8,3 cfm</li><li>Pièce faciale et tuyau respiratoire vendus séparément</li></ul>',
    warranty: frenchPaprWarranty,
    imageAlts: ['Unité de ventilation TR-600, ceinture et chargeur, sans pièce faciale'],
    attributeLabels: { Battery: 'Batterie' },
    attributeValues: {
      Battery: {
        'Standard (TR-630)': 'Standard (TR-630)',
        'High capacity (TR-632)': 'Haute capacité (TR-632)',
      },
    },
  },
  'versaflo-tr-300-plus-papr-kit-s-433': {
    name: 'Kit à ventilation assistée Versaflo TR-300+ avec cagoule S-433',
    shortDescription:
      '<p>Appareil à ventilation assistée compact et plus léger pour les travaux exposant aux seules particules, associé à la confortable cagoule S-433.</p>',
    description:
      '<p>Le TR-300+ est plus petit et plus léger que le TR-600 et fonctionne à un débit fixe unique de 6,0 cfm. Pour les poussières, les fumées et les agents biologiques, c’est souvent tout ce qu’il vous faut.</p>\n<p>La cagoule S-433 possède un col intérieur qui garde l’air là où il doit être et un large écran offrant une bonne vision périphérique.</p>\n<ul><li>NIOSH TC-21C-0898 avec filtre HE TR-3712N</li><li>Autonomie de 4 à 8 heures (batterie standard)</li><li>Poids 2,2 lb avec batterie et filtre</li><li>Facteur de protection assigné de 1 000 avec la cagoule S-433</li></ul>',
    tabs: [
      {
        tabTitle: 'Téléchargements',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Notice d’utilisation du TR-300+',
            file: '/downloads/versaflo-tr-300-plus-user-instructions.pdf',
            fileDescription: 'Assemblage, contrôle du débit, nettoyage et stockage.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'TR-300+ ou TR-600 ?',
        answer:
          'Le TR-300+ est plus léger et ne protège que contre les particules. Choisissez le TR-600 s’il vous faut des cartouches gaz/vapeurs, un débit plus élevé ou des casques.',
      },
      {
        question: 'Peut-il être utilisé en milieu de soins ?',
        answer:
          'Oui, il est très utilisé pour l’isolement aérien. Désinfectez l’unité et la cagoule entre deux utilisations selon votre protocole de prévention des infections.',
      },
    ],
    warranty: frenchPaprWarranty,
    imageAlts: [
      'Unité de ventilation compacte Versaflo TR-300+ avec cagoule S-433 blanche',
      'Cagoule S-433 avec col intérieur et large écran',
    ],
    attributeLabels: { 'Battery runtime': 'Autonomie de la batterie' },
    attributeValues: { 'Battery runtime': { '4–8 hours': '4 à 8 heures' } },
  },
  'versaflo-tr-800-intrinsically-safe-papr-kit': {
    name: 'Kit à ventilation assistée à sécurité intrinsèque Versaflo TR-800',
    shortDescription:
      '<p>Appareil à ventilation assistée à sécurité intrinsèque pour les emplacements dangereux de Classe I, II et III, configuré par le fabricant.</p>',
    description:
      '<p>Le TR-800 est certifié à sécurité intrinsèque pour les emplacements dangereux (classés) comme les raffineries, la manutention des grains et les salles de solvants pharmaceutiques. La certification dépendant de la combinaison exacte de batterie, de filtre et de pièce faciale, les kits sont configurés et expédiés par le fabricant.</p>\n<ul><li>Certifié UL pour Classe I Div 1, Classe II Div 1, Classe III</li><li>Filtres HE et cartouches combinées disponibles</li><li>Autonomie jusqu’à 12 heures avec la batterie de sécurité intrinsèque</li></ul>',
    buttonText: 'Acheter chez le fabricant',
    warranty: frenchPaprWarranty,
    imageAlts: ['Unité de ventilation à sécurité intrinsèque Versaflo TR-800'],
  },
  'versaflo-tr-600-painting-kit-s-655': {
    name: 'Kit peinture et finition Versaflo TR-600 avec cagoule S-655',
    shortDescription:
      '<p>TR-600 avec cartouche vapeurs organiques/gaz acides/HE et cagoule S-655 adaptée à la peinture.</p>',
    description:
      '<p>Les carrosseries et ateliers de finition industrielle réunissent dans la même pièce solvants, brouillards d’isocyanates et poussières de ponçage. Ce kit associe le TR-600 à la cartouche TR-6580N OV/AG/HE et à une cagoule S-655 avec col intérieur.</p>\n<p>Les peintures aux isocyanates ont de faibles propriétés d’alerte ; suivez un calendrier écrit de remplacement des cartouches, comme l’exige l’OSHA 1910.134(d)(3)(iii).</p>\n<ul><li>Cartouche TR-6580N OV/AG/HE</li><li>Cagoule S-655 avec films de protection d’écran détachables</li><li>Ceinture facile à nettoyer et housse de tuyau respiratoire</li></ul>',
    faqs: [
      {
        question: 'Convient-il aux peintures aux isocyanates (2K) ?',
        answer:
          'Oui, avec un calendrier écrit de remplacement des cartouches. De nombreux ateliers changent la cartouche chaque semaine, voire plus souvent.',
      },
      {
        question: 'Puis-je utiliser des films de protection d’écran ?',
        answer: 'Oui, les films détachables pour la S-655 sont vendus par lots de 25.',
      },
    ],
    warranty: frenchPaprWarranty,
    imageAlts: ['Unité de ventilation TR-600 avec cartouche OV noire et cagoule de pulvérisation jetable'],
  },
  'versaflo-tr-300-plus-healthcare-papr-kit': {
    name: 'Kit à ventilation assistée Versaflo TR-300+ pour le milieu de soins',
    shortDescription:
      '<p>Appareil à ventilation assistée facile à désinfecter pour l’isolement aérien à l’hôpital, avec cagoules S-133 à usage unique.</p>',
    description:
      '<p>Conçu pour les soignants qui ne réussissent pas l’essai d’ajustement ou qui doivent le porter longtemps pendant les actes générant des aérosols. Le boîtier du TR-300+ se nettoie avec les désinfectants hospitaliers courants.</p>\n<ul><li>10 cagoules S-133 à usage unique incluses</li><li>Nettoyable avec des lingettes désinfectantes de qualité hospitalière</li><li>Alarme sonore et visuelle de débit faible</li></ul>',
    warranty: frenchPaprWarranty,
    imageAlts: ['Kit TR-300+ pour le milieu de soins avec cagoule à usage unique'],
  },
  'versaflo-tr-600-grinding-kit-m-407': {
    name: 'Kit industrie lourde Versaflo TR-600 avec casque M-407',
    shortDescription:
      '<p>Casque haut de gamme M-407 à écran haute résistance aux chocs remplaçable, sur l’unité TR-600 avec batterie haute capacité.</p>',
    description:
      '<p>Pour les fonderies, la démolition et le meulage intensif. L’écran du M-407 résiste aux impacts à grande vitesse et la jupe faciale ignifugée arrête les étincelles. Le kit est livré avec la batterie haute capacité TR-632 pour tenir tout un poste au débit maximal.</p>\n<p>Actuellement en réapprovisionnement ; les commandes sont expédiées dans l’ordre de réception, généralement sous 3 à 4 semaines.</p>\n<ul><li>Casque M-407 : Z89.1 Type I Classe C, écran Z87.1+</li><li>Batterie haute capacité TR-632 : 10 à 14 heures</li><li>Jupe faciale ignifugée</li></ul>',
    warranty: frenchPaprWarranty,
    imageAlts: ['Unité de ventilation TR-600 avec casque haut de gamme M-407 et son écran'],
    attributeLabels: { 'Battery runtime': 'Autonomie de la batterie' },
    attributeValues: { 'Battery runtime': { '10–14 hours': '10 à 14 heures' } },
  },
};
