import type { ProductTranslation } from '../types.ts';

/** French texts of the best-selling hard hat, welding helmet and parts, gloves, filters and half mask. */
export const frenchProductsPart2: Record<string, ProductTranslation> = {
  'shieldpro-hh-10-cap-style-hard-hat': {
    name: 'Casque de chantier ShieldPro HH-10 type casquette à crémaillère',
    shortDescription:
      '<p>Casque de chantier type casquette, type I, classe E, avec harnais six points à crémaillère, en six couleurs.</p>',
    description:
      '<p>Le HH-10 est conforme à la norme ANSI/ISEA Z89.1-2014 type I (chocs sur le sommet) classe E, testé sous 20 000 volts. Un harnais en nylon à six points répartit l’énergie du choc, et la crémaillère se règle d’une seule main, de la taille 6,5 à 8.</p>\n<p>Les fentes universelles pour accessoires acceptent les casques antibruit, écrans faciaux et supports de lampe standard à fixer sur casque.</p>\n<p>Inspectez la calotte et le harnais avant chaque utilisation. Remplacez le harnais au moins tous les 12 mois et la calotte après tout choc important ou selon les règles de votre site, généralement tous les cinq ans.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 type I, classe E</li><li>Calotte en PEHD avec gouttière avant</li><li>Harnais six points à crémaillère, tailles 6,5 à 8</li><li>Fentes d’accessoires pour casques antibruit et écrans</li></ul>',
    tabs: [
      {
        tabTitle: 'Inspection quotidienne',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Calotte',
            answer:
              'Recherchez fissures, bosses, entailles et zones farineuses ou décolorées. Fléchissez doucement le bord : il doit reprendre sa forme.',
          },
          {
            question: 'Harnais',
            answer:
              'Vérifiez que les sangles ne sont pas effilochées et que les attaches ne sont pas fissurées ; assurez-vous que chaque attache est bien engagée dans son logement.',
          },
          {
            question: 'Accessoires',
            answer:
              'Assurez-vous que les casques antibruit et les écrans sont montés dans les fentes prévues à cet effet, et non dans des trous percés.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Quelle est la différence entre le type I et le type II ?',
        answer:
          'Le type I protège contre les chocs sur le sommet de la tête. Le type II protège en plus contre les chocs latéraux, ce qui compte sur les chantiers où circulent des charges et où les chutes sont possibles.',
      },
      {
        question: 'Puis-je y coller des autocollants ?',
        answer:
          'Les autocollants réfléchissants approuvés par le fabricant sont autorisés. Ne peignez pas la calotte et n’y percez pas de trous : les solvants et les perçages réduisent la protection.',
      },
      {
        question: 'À quelle fréquence dois-je le remplacer ?',
        answer:
          'Remplacez le harnais tous les 12 mois, la calotte après tout choc, tout dommage visible ou tout farinage dû aux UV, et dans tous les cas au moins tous les cinq ans.',
      },
    ],
    warranty: {
      warrantyDuration: '1 an',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Calotte', itemWarrantyDuration: '1 an' },
        { itemName: 'Harnais', itemWarrantyDuration: '90 jours' },
      ],
    },
  },
  'speedglas-adf-battery-cr2032-2-pack': {
    name: 'Piles CR2032 pour filtre Speedglas (lot de 2)',
    shortDescription:
      '<p>Piles bouton au lithium pour les filtres des séries 9100 et 100, avec porte-piles.</p>',
    description:
      '<p>Remplacez les deux piles en même temps. Deux porte-piles pour filtres 9100 inclus.</p>\n<ul><li>Deux piles lithium CR2032 3 V</li><li>Deux porte-piles</li></ul>',
  },
  'armorgrip-8-mil-black-nitrile-gloves-100': {
    name: 'Gants ArmorGrip en nitrile noir 8 mil, usage intensif (boîte de 100)',
    shortDescription:
      '<p>Nitrile noir épais de 8 mil pour les mécaniciens, les peintres et les tatoueurs.</p>',
    description:
      '<p>Presque deux fois plus épais qu’un gant d’examen, il résiste au nettoyant pour freins, à la graisse et à des heures de mécanique.</p>\n<ul><li>8 mil</li><li>Non poudré</li><li>Entièrement texturé</li></ul>',
    faqs: [
      {
        question: 'Sont-ils de qualité médicale ?',
        answer:
          'Non, ce sont des gants de qualité industrielle. Pour un usage clinique, choisissez nos gants d’examen en nitrile 5 mil.',
      },
      {
        question: 'Résistent-ils au nettoyant pour freins ?',
        answer:
          'Ils résistent à un contact bref avec le nettoyant pour freins et l’essence. Changez de gants après une forte éclaboussure.',
      },
    ],
  },
  'safeair-p100-pancake-filters': {
    name: 'Filtres plats SafeAir P100',
    shortDescription:
      '<p>Filtres P100 extra-plats contre le plomb, l’amiante, la silice et les fumées de soudage.</p>',
    description:
      '<p>Les filtres P100 arrêtent au moins 99,97 % des particules, y compris les brouillards d’huile. Remplacez-les lorsque la respiration devient difficile ou que le filtre est endommagé ou encrassé.</p>\n<ul><li>NIOSH P100</li><li>Compatibles HF-200, HF-300, HF-800 et série FF</li><li>Vendus par paire</li></ul>',
    faqs: [
      {
        question: 'Conviennent-ils à l’amiante ?',
        answer:
          'Un demi-masque équipé de filtres P100 est le minimum autorisé par la norme OSHA 1926.1101 pour la plupart des travaux sur l’amiante. Au-delà, suivez votre plan de désamiantage.',
      },
      {
        question: 'À quelle fréquence faut-il les changer ?',
        answer:
          'Dès que la respiration devient plus difficile ou que les filtres sont endommagés ou sales. Pour le plomb et l’amiante, remplacez-les à la fin de chaque poste.',
      },
    ],
    attributeLabels: { 'Pack size': 'Conditionnement' },
  },
  'speedglas-100-welding-helmet': {
    name: 'Cagoule de soudage Speedglas 100',
    shortDescription:
      '<p>Le Speedglas d’entrée de gamme à l’optique professionnelle, pour le soudage à la ferme, en amateur et en chaudronnerie légère.</p>',
    description:
      '<p>Le Speedglas 100 offre la même qualité optique que la gamme professionnelle dans une cagoule plus légère et plus simple. Choisissez le 100V à teinte variable 8–12 ou le 100S-11 à teinte fixe 11 pour le soudage à l’électrode enrobée et MIG.</p>\n<p>Le serre-tête se règle facilement et la coque pèse environ une livre : une bonne première cagoule, ou une cagoule de secours à garder dans le camion.</p>\n<ul><li>100V : teinte variable 8–12 avec réglage de la sensibilité et de la temporisation</li><li>100S-11 : teinte fixe 11, aucun réglage</li><li>Teinte à l’état clair 3, temps de commutation 0,1 ms</li><li>Champ de vision 1,7 × 3,6 pouces</li></ul>',
    tabs: [
      {
        tabTitle: 'Téléchargements',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Manuel d’utilisation Speedglas 100',
            file: '/downloads/speedglas-100-user-manual.pdf',
            fileDescription: 'Ajustement, réglage de la teinte et remplacement des piles.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Quelle est la différence entre le 100V et le 100S-11 ?',
        answer:
          'Le 100V a une teinte variable de 8 à 12 avec molettes de sensibilité et de temporisation. Le 100S-11 est fixé en teinte 11, sans aucun réglage.',
      },
      {
        question: 'Convient-il au soudage TIG ?',
        answer:
          'Le 100V convient à la plupart des travaux TIG au-delà d’environ 20 A. Pour les très faibles intensités, la série 9100 offre davantage de réglages de sensibilité.',
      },
    ],
    warranty: {
      warrantyDuration: '2 ans',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Filtre auto-obscurcissant', itemWarrantyDuration: '2 ans' },
        { itemName: 'Coque de la cagoule', itemWarrantyDuration: '1 an' },
      ],
    },
    attributeLabels: { ADF: 'Filtre', Graphic: 'Décor' },
  },
  'armorgrip-mechanics-pro-gloves': {
    name: 'Gants de mécanicien ArmorGrip Mechanics Pro',
    shortDescription:
      '<p>Paume ajustée en cuir synthétique, dos respirant et bouts des doigts compatibles écrans tactiles.</p>',
    description:
      '<p>Le gant pour manier la clé toute la journée. Une paume sans couture en cuir synthétique épouse la main, un dos extensible dans les quatre sens laisse respirer, et une fermeture en caoutchouc thermoplastique le maintient bien ajusté au poignet.</p>\n<p>Ce n’est pas un gant anti-coupure : pour la tôle coupante, choisissez le CR-4.</p>\n<ul><li>Paume en cuir synthétique, renfort entre le pouce et l’index</li><li>Pouce et index compatibles écrans tactiles</li><li>Lavable en machine</li><li>Tailles S à XXL</li></ul>',
    tabs: [
      {
        tabTitle: 'Entretien',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Laver des gants en cuir synthétique',
            youtubeUrl: 'https://www.youtube.com/watch?v=Mz4cY8wRk2D',
            videoDescription:
              'Fermez la patte de serrage du poignet, lavez à l’eau froide et séchez suspendu pour garder la paume souple.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Comment taillent-ils ?',
        answer:
          'Ils taillent normalement. Mesurez le tour de la paume : le L correspond à 8,5–9 pouces, le XL à 9–9,5 pouces.',
      },
      {
        question: 'Sont-ils anti-coupure ?',
        answer:
          'Non. Ils protègent contre l’abrasion et les petites éraflures. Pour la protection contre les coupures, voyez notre gamme CR.',
      },
    ],
  },
  'safeair-astm-level-3-procedure-masks-50': {
    name: 'Masques médicaux SafeAir ASTM niveau 3 (boîte de 50)',
    shortDescription:
      '<p>Masques trois plis à élastiques auriculaires, au niveau de barrière ASTM F2100 le plus élevé, pour les cabinets dentaires et les soins.</p>',
    description:
      '<p>Les masques ASTM F2100 niveau 3 résistent à la pénétration des fluides à 160 mmHg et filtrent au moins 98 % des bactéries et des particules de 0,1 µm. Ce sont des masques barrières et non des appareils de protection respiratoire : ils n’assurent pas d’étanchéité au visage.</p>\n<ul><li>ASTM F2100 niveau 3</li><li>BFE et PFE ≥ 98 %</li><li>Élastiques auriculaires sans latex, 50 par boîte</li></ul>',
  },
  'armorgrip-chemguard-nitrile-15-mil-gloves': {
    name: 'Gants ArmorGrip ChemGuard en nitrile, 15 mil, 13 pouces',
    shortDescription:
      '<p>Gant en nitrile vert à intérieur floqué pour les solvants, huiles, produits caustiques et dégraissants.</p>',
    description:
      '<p>Le nitrile non supporté de 15 mil est le gant chimique polyvalent pour la maintenance, le lavage des pièces et l’entretien des locaux. Il résiste aux solvants pétroliers, à de nombreux acides et produits caustiques ainsi qu’aux graisses animales, et il est bien plus robuste qu’un nitrile à usage unique.</p>\n<p>Certifié EN ISO 374-1:2016 type A, lettres JKOPT. Vérifiez toujours le temps de passage du produit chimique concerné dans notre tableau de perméation ; le nitrile résiste mal aux cétones comme l’acétone et la méthyléthylcétone (MEK).</p>\n<ul><li>15 mil, longueur 13 pouces</li><li>Intérieur floqué pour plus de confort</li><li>EN ISO 374-1 type A (JKOPT)</li><li>EN 388:2016 4101X</li></ul>',
    tabs: [
      {
        tabTitle: 'Données de perméation',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Tableau de perméation ChemGuard',
            file: '/downloads/armorgrip-chemguard-permeation-chart.pdf',
            fileDescription: 'Temps de passage de 60 produits chimiques courants selon EN 16523-1.',
          },
        ],
      },
    ],
  },
  'speedglas-9100-outside-protection-plates': {
    name: 'Écrans de protection extérieurs Speedglas 9100',
    shortDescription:
      '<p>Écrans avant transparents qui encaissent les projections à la place de votre filtre auto-obscurcissant.</p>',
    description:
      '<p>Remplacez l’écran extérieur dès que les projections commencent à brouiller la vue ; un écran piqué vous oblige à travailler avec une teinte plus foncée que nécessaire. Les écrans standard conviennent à la plupart des travaux MIG et à l’électrode enrobée, les écrans résistants à la chaleur durent plus longtemps sur les travaux à forte intensité, et les écrans anti-rayures résistent aux poussières de meulage.</p>\n<ul><li>Compatibles avec tous les masques de la série 9100</li><li>Polycarbonate, épaisseur 1/16 pouce</li><li>Vendus par 10 ; écrans standard également par 50</li></ul>',
    tabs: [
      {
        tabTitle: 'Quel écran choisir ?',
        contentType: 'text',
        textContent:
          '<p>Les écrans <strong>standard</strong> conviennent aux travaux courants MIG et à l’électrode enrobée. Les écrans <strong>résistants à la chaleur</strong> durent environ deux fois plus longtemps à forte intensité et en régime de pulvérisation axiale. Les écrans <strong>anti-rayures</strong> résistent aux poussières de meulage et aux essuyages fréquents.</p>',
      },
    ],
    faqs: [
      {
        question: 'À quelle fréquence faut-il changer l’écran ?',
        answer:
          'Dès que les projections ou les rayures brouillent votre vue. Les soudeurs MIG très sollicités en utilisent souvent un ou deux par semaine.',
      },
      {
        question: 'Sont-ils compatibles avec les masques G5 ?',
        answer: 'Non. Les masques G5 utilisent leurs propres écrans de protection.',
      },
    ],
    attributeLabels: { 'Pack size': 'Conditionnement' },
  },
  'safeair-hf-200-reusable-half-mask': {
    name: 'Demi-masque réutilisable SafeAir HF-200',
    shortDescription:
      '<p>Demi-masque léger en thermoplastique avec deux raccords à baïonnette pour les filtres et cartouches SafeAir.</p>',
    description:
      '<p>Le HF-200 est le demi-masque que nous recommandons le plus : léger, abordable et facile à ajuster. Il accepte tous les filtres et cartouches SafeAir à baïonnette : une seule pièce faciale suffit contre les poussières, les peintures, les solvants et l’ammoniac.</p>\n<p>Un demi-masque a un facteur de protection assigné de 10 selon l’OSHA : il peut être utilisé jusqu’à dix fois la valeur limite d’exposition admissible, à condition que l’utilisateur ait passé un essai d’ajustement. Commandez la taille avec laquelle vous réussissez l’essai d’ajustement ; la plupart des adultes portent la taille M.</p>\n<p>La pièce faciale seule n’est pas un appareil de protection respiratoire complet. L’homologation NIOSH (TC-84A-1432 avec filtres à particules, TC-23C-2210 avec cartouches) ne s’applique qu’avec les filtres SafeAir.</p>\n<ul><li>Tailles S, M et L</li><li>Raccords à baïonnette pour tous les filtres et cartouches SafeAir</li><li>Profil bas compatible avec les cagoules de soudage et les écrans faciaux</li><li>Poids : 3,2 oz sans cartouches</li><li>Soupapes d’inspiration et d’expiration remplaçables</li></ul>',
    tabs: [
      {
        tabTitle: 'Guide des filtres',
        contentType: 'accordion',
        accordionItems: [
          { question: 'Poussières, silice, plomb, amiante', answer: 'Filtres P100 ou filtres plats P100.' },
          {
            question: 'Peintures, vernis, solvants',
            answer: 'Cartouches OV, avec préfiltres N95 pour la peinture au pistolet.',
          },
          { question: 'Eau de Javel, chlore, vapeurs acides', answer: 'Cartouches OV/AG.' },
          {
            question: 'Ammoniac, formaldéhyde, mélanges de produits chimiques',
            answer: 'Cartouches multigaz/vapeurs.',
          },
        ],
      },
      {
        tabTitle: 'Vidéos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Ajuster un demi-masque',
            youtubeUrl: 'https://www.youtube.com/watch?v=Lk2mP8sVd3w',
            videoDescription: 'Contrôles d’étanchéité en pression positive et négative.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Quelle taille me faut-il ?',
        answer:
          'La taille M convient à la plupart des adultes. Si vous ne réussissez pas l’essai d’ajustement en taille M, essayez la taille S pour un visage étroit ou la taille L pour un visage large et un menton long.',
      },
      {
        question: 'Les cartouches sont-elles incluses ?',
        answer:
          'Non. Ajoutez des filtres P100 contre les poussières et le plomb, des cartouches OV contre les solvants et la peinture, ou la cartouche multigaz contre l’ammoniac et le formaldéhyde.',
      },
      {
        question: 'Comment le nettoyer ?',
        answer:
          'Retirez les filtres, lavez la pièce faciale à l’eau tiède avec un savon doux ou un nettoyant pour masques, rincez et laissez sécher à l’air libre. N’utilisez pas de solvants.',
      },
    ],
    warranty: { warrantyDuration: '1 an', useCustomWarranty: false, customWarrantyItems: [] },
    attributeLabels: { 'Assigned protection factor': 'Facteur de protection assigné' },
  },
};
