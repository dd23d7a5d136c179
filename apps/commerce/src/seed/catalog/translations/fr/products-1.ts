import type { ProductTranslation } from '../types.ts';

/** French texts of the best-selling masks, gloves, glasses, vest and ear plugs. */
export const frenchProductsPart1: Record<string, ProductTranslation> = {
  'safeair-n95-cup-respirator-20': {
    name: 'Masque coque SafeAir N95 (boîte de 20)',
    shortDescription:
      '<p>Masque N95 moulé classique, homologué NIOSH TC-84A-9315, fabriqué aux États-Unis.</p>',
    description:
      '<p>Le masque N95 du quotidien pour le BTP, le travail du bois, l’agriculture et la fumée des feux de forêt. Il filtre au moins 95 % des particules non huileuses en suspension dans l’air et bénéficie de l’homologation NIOSH TC-84A-9315, vérifiable dans la liste officielle des équipements certifiés du NIOSH (Certified Equipment List).</p>\n<p>Deux élastiques tressés et un pince-nez rembourré assurent une étanchéité qui réussit l’essai d’ajustement qualitatif sur la plupart des visages. Selon la réglementation OSHA 29 CFR 1910.134, un masque filtrant a un facteur de protection assigné de 10 lorsqu’il est utilisé dans le cadre d’un programme comprenant des essais d’ajustement.</p>\n<p>Ne convient pas aux aérosols huileux comme les brouillards de fluide de coupe ; utilisez pour ceux-ci un masque de la série P.</p>\n<ul><li>NIOSH N95, homologation TC-84A-9315</li><li>Filtre ≥ 95 % des particules non huileuses</li><li>Coque moulée résistante à l’écrasement</li><li>Deux élastiques, mousse nasale rembourrée</li><li>Fabriqué aux États-Unis ; 20 par boîte</li></ul>',
    tabs: [
      {
        tabTitle: 'Téléchargements',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Étiquette d’homologation NIOSH',
            file: '/downloads/safeair-n95-tc-84a-9315-approval-label.pdf',
            fileDescription:
              'Étiquette d’homologation complète avec mises en garde et limites d’utilisation.',
          },
          {
            fileTitle: 'Notice d’utilisation',
            file: '/downloads/safeair-n95-user-instructions.pdf',
            fileDescription:
              'Mise en place, contrôle d’étanchéité et élimination (en anglais et en espagnol).',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Comment vérifier l’homologation NIOSH ?',
        answer:
          'Recherchez le numéro TC (TC-84A-9315) dans la liste des équipements certifiés du NIOSH. Le titulaire de l’homologation et le modèle doivent correspondre aux mentions imprimées sur le masque.',
      },
      {
        question: 'Ai-je besoin d’un essai d’ajustement ?',
        answer:
          'Si votre employeur impose le port d’un appareil respiratoire, l’OSHA exige un essai d’ajustement annuel pour tous les masques étanches, y compris les N95. Les utilisateurs volontaires doivent tout de même effectuer un contrôle d’étanchéité à chaque mise en place.',
      },
      {
        question: 'Le N95 protège-t-il de la fumée des feux de forêt ?',
        answer:
          'Oui, les masques N95 filtrent les particules fines de la fumée s’ils sont portés avec une bonne étanchéité. Ils ne filtrent pas les gaz comme le monoxyde de carbone.',
      },
    ],
  },
  'safeair-ffp2-mask-individually-wrapped': {
    name: 'Masque SafeAir FFP2 sous emballage individuel (à l’unité)',
    shortDescription:
      '<p>Un masque FFP2 dans un sachet scellé, pour les visiteurs, les distributeurs automatiques et la boîte à gants de la voiture.</p>',
    description:
      '<p>Gardez-en quelques-uns dans le camion ou à l’accueil pour les visiteurs. Élastiques de tête et mousse nasale.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Sachet scellé avec instructions de mise en place imprimées</li></ul>',
  },
  'armorgrip-5-mil-nitrile-exam-gloves-100': {
    name: 'Gants d’examen ArmorGrip en nitrile 5 mil (boîte de 100)',
    shortDescription:
      '<p>Gants d’examen en nitrile bleu non poudrés, de qualité médicale, 5 mil au bout des doigts.</p>',
    description:
      '<p>Un gant d’examen médical conforme à la norme ASTM D6319, avec un NQA de 1,5 pour les micro-perforations, adapté aux cabinets médicaux, aux laboratoires, aux salons de tatouage et à la manipulation des aliments. Les bouts des doigts texturés assurent une bonne prise sur les instruments mouillés.</p>\n<p>Le nitrile ne contient pas de latex de caoutchouc naturel, ce qui élimine le risque d’allergie au latex de type I, et il résiste mieux que le vinyle aux désinfectants courants et aux solvants légers.</p>\n<ul><li>ASTM D6319, EN 455, EN ISO 374-5 (virus)</li><li>5 mil au bout des doigts, 3,5 mil dans la paume</li><li>Manchette à bord roulé, bouts des doigts texturés</li><li>Homologation FDA 510(k) ; conforme au contact alimentaire</li><li>100 gants par boîte</li></ul>',
    tabs: [
      {
        tabTitle: 'Guide des tailles',
        contentType: 'accordion',
        accordionItems: [
          { question: 'Taille XS', answer: 'Tour de paume inférieur à 6 pouces.' },
          { question: 'Taille S', answer: 'Tour de paume de 6 à 7 pouces.' },
          { question: 'Taille M', answer: 'Tour de paume de 7 à 8 pouces.' },
          { question: 'Taille L', answer: 'Tour de paume de 8 à 9 pouces.' },
          { question: 'Taille XL', answer: 'Tour de paume supérieur à 9 pouces.' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Conviennent-ils au contact alimentaire ?',
        answer:
          'Oui, leurs matériaux sont conformes à la réglementation de la FDA sur le contact alimentaire.',
      },
      {
        question: 'Comment choisir ma taille ?',
        answer:
          'Mesurez le tour de la paume sous les articulations : moins de 7 pouces, S ; de 7 à 8 pouces, M ; de 8 à 9 pouces, L ; plus de 9 pouces, XL.',
      },
    ],
  },
  'clearview-cv-100-wraparound-safety-glasses': {
    name: 'Lunettes de sécurité enveloppantes ClearView CV-100',
    shortDescription:
      '<p>Lunettes enveloppantes ultralégères avec traitement antibuée, haute résistance aux impacts ANSI Z87.1+.</p>',
    description:
      '<p>Avec moins d’une once sur le nez, la CV-100 est la paire que l’on garde vraiment sur soi. Un oculaire unique en polycarbonate épouse l’arcade sourcilière et protège sur les côtés sans protections latérales rapportées, et les embouts de branches en caoutchouc souple tiennent sans points de pression.</p>\n<p>L’oculaire porte le marquage Z87+ pour la haute résistance aux impacts et U6 pour une protection UV maximale, et il réussit l’essai antibuée de la norme ANSI Z87.1-2020. Choisissez l’incolore pour l’intérieur, le gris pour le plein soleil, l’ambre pour la faible luminosité et les postes à l’aube, ou le miroir intérieur/extérieur si vous passez sans cesse de l’un à l’autre.</p>\n<ul><li>ANSI/ISEA Z87.1-2020 Z87+ U6, CSA Z94.3</li><li>Traitements antibuée et anti-rayures</li><li>Protection UVA/UVB à 99,9 %</li><li>Poids : 0,9 oz</li><li>Quatre teintes d’oculaire</li></ul>',
    tabs: [
      {
        tabTitle: 'Guide des teintes',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Incolore',
            answer: 'Travail en intérieur et usage général. Transmission lumineuse maximale.',
          },
          {
            question: 'Gris',
            answer:
              'Travail en extérieur en plein soleil ; réduit l’éblouissement sans altérer les couleurs.',
          },
          { question: 'Ambre', answer: 'Faible luminosité, brouillard et aube ; renforce les contrastes.' },
          {
            question: 'Miroir intérieur/extérieur',
            answer: 'Miroir léger pour les caristes et tous ceux qui entrent et sortent des bâtiments.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Que signifie Z87+ ?',
        answer:
          'Le signe plus indique que l’oculaire a réussi les essais d’impact à grande vitesse et à masse élevée de la norme ANSI Z87.1. Un simple marquage « Z87 » ne garantit que la résistance de base aux impacts.',
      },
      {
        question: 'Puis-je les porter par-dessus des lunettes de vue ?',
        answer: 'Non, choisissez le modèle surlunettes CV-300.',
      },
    ],
    attributeLabels: { 'Lens tint': 'Teinte de l’oculaire' },
  },
  'armorgrip-cr-4-hppe-foam-nitrile-gloves': {
    name: 'Gants anti-coupure ArmorGrip CR-4 HPPE enduits nitrile mousse',
    shortDescription:
      '<p>Protection anti-coupure ANSI A4 dans un tricot fin de jauge 18 qui permet encore d’utiliser un téléphone et de ramasser des vis.</p>',
    description:
      '<p>Le CR-4 est le gant que la plupart de nos clients industriels adoptent comme référence. Son support tricoté jauge 18 en HPPE et fibre de verre atteint le niveau de coupure A4 de la norme ANSI/ISEA 105 (1 500 à 2 199 grammes à l’essai TDM-100) tout en offrant la sensation d’un gant de montage léger.</p>\n<p>L’enduction de paume en nitrile mousse accroche la tôle huileuse sans laisser passer l’huile, et les bouts des doigts fonctionnent sur les écrans tactiles : personne n’a besoin d’enlever ses gants pour scanner un bon de travail.</p>\n<p>Classement EN 388:2016 4X42C : abrasion 4, essai Coupe non applicable (X), déchirure 4, perforation 2, coupure ISO C.</p>\n<ul><li>ANSI/ISEA 105 coupure A4, EN 388:2016 4X42C</li><li>Support HPPE/verre jauge 18, paume en nitrile mousse</li><li>Bouts des doigts compatibles écrans tactiles</li><li>Lavable en machine jusqu’à 104 °F</li><li>Tailles S à XXL (7 à 11)</li></ul>',
    tabs: [
      {
        tabTitle: 'Tableau des niveaux de coupure',
        contentType: 'text',
        textContent:
          '<p>Niveaux de coupure ANSI/ISEA 105-2016 selon la charge en grammes à l’essai TDM-100 : A1 de 200 à 499, A2 de 500 à 999, A3 de 1 000 à 1 499, A4 de 1 500 à 2 199, A5 de 2 200 à 2 999, A6 de 3 000 à 3 999, A7 de 4 000 à 4 999, A8 de 5 000 à 5 999, A9 à partir de 6 000.</p><p>Niveaux de coupure ISO EN 388:2016 (en newtons) : A 2, B 5, C 10, D 15, E 22, F 30.</p>',
      },
    ],
    faqs: [
      {
        question: 'Que signifie A4 ?',
        answer:
          'Le niveau A4 de la norme ANSI/ISEA 105 signifie que le matériau a résisté à une charge de coupe de 1 500 à 2 199 grammes lors de l’essai normalisé TDM-100. Idéal pour la tôlerie, le génie climatique et la plupart des travaux en entrepôt.',
      },
      {
        question: 'Puis-je les laver ?',
        answer:
          'Oui, lavage en machine à l’eau tiède (jusqu’à 104 °F) et séchage à l’air libre. N’utilisez pas d’eau de Javel, qui affaiblit les fibres.',
      },
      {
        question: 'Convient-il au contact alimentaire ?',
        answer:
          'Non. Pour le contact alimentaire, utilisez notre gant CR-3 pour l’industrie agroalimentaire.',
      },
    ],
    attributeLabels: { 'EN 388 code': 'Code EN 388' },
  },
  'safeair-ffp2-folding-mask-unvalved': {
    name: 'Masque pliable SafeAir FFP2 NR D sans soupape',
    shortDescription:
      '<p>Masque FFP2 à trois panneaux avec mousse nasale souple et élastiques de tête, contre les poussières et les brouillards, et pour les voyages.</p>',
    description:
      '<p>La conception à trois panneaux SafeAir suit les mouvements du visage quand vous parlez : l’étanchéité tient mieux qu’avec un masque plat. Sans soupape, il filtre à la fois l’air inspiré et l’air expiré, ce qui en fait un bon choix en présence d’autres personnes.</p>\n<p>Certifié EN 149:2001+A1:2009 FFP2 NR D : efficacité de filtration d’au moins 94 %, fuite totale vers l’intérieur inférieure à 8 % et essai de colmatage à la dolomie réussi, pour respirer confortablement lors des travaux poussiéreux. NR signifie un usage limité à un seul poste de travail.</p>\n<p>Le FFP2 est la classe européenne la plus proche du NIOSH N95. Il n’est pas homologué NIOSH : pour les programmes de protection respiratoire exigés par l’OSHA aux États-Unis, choisissez un N95.</p>\n<ul><li>EN 149:2001+A1:2009 FFP2 NR D</li><li>Élastiques de tête, et non des boucles d’oreilles, pour une étanchéité fiable</li><li>Pince-nez réglable en aluminium avec bande de mousse</li><li>Emballage individuel ; sans latex</li></ul>',
    tabs: [
      {
        tabTitle: 'Comment le porter',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Mettre en place un masque pliable',
            youtubeUrl: 'https://www.youtube.com/watch?v=Hq8rBz2nVt4',
            videoDescription:
              'Dépliez les panneaux, positionnez les élastiques, modelez le pince-nez et vérifiez l’étanchéité.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Le FFP2 équivaut-il au N95 ?',
        answer:
          'Ils sont proches : le FFP2 filtre au moins 94 % et le N95 au moins 95 %, mais ils sont testés selon des normes différentes. Seul le N95 est homologué NIOSH pour les programmes OSHA.',
      },
      {
        question: 'Puis-je le réutiliser ?',
        answer:
          'Les masques NR sont prévus pour un seul poste de travail. Remplacez-le plus tôt s’il est mouillé, endommagé ou si la respiration devient difficile.',
      },
    ],
    attributeLabels: { 'Pack size': 'Conditionnement' },
  },
  'brightline-class-2-mesh-safety-vest': {
    name: 'Gilet de sécurité en maille BrightLine classe 2',
    shortDescription:
      '<p>Gilet respirant ANSI/ISEA 107-2020 type R classe 2 avec bandes réfléchissantes de 2 pouces et cinq poches.</p>',
    description:
      '<p>Le type R classe 2 est le minimum pour les travailleurs exposés à une circulation de plus de 25 mph, comme l’indique le MUTCD pour les zones de travaux routiers. Ce gilet y répond avec une maille polyester fluorescente et des bandes rétroréfléchissantes argentées de 2 pouces, disposées selon le schéma standard à deux bandes passant par-dessus les épaules.</p>\n<p>Fermeture à glissière, deux poches poitrine, une poche stylo et deux poches basses, ainsi qu’une patte radio et une boucle pour micro.</p>\n<ul><li>ANSI/ISEA 107-2020 type R, classe 2</li><li>Bandes réfléchissantes argentées de 2 pouces</li><li>Maille respirante</li><li>Cinq poches et patte pour micro</li></ul>',
    tabs: [
      {
        tabTitle: 'Classes ANSI 107',
        contentType: 'text',
        textContent:
          '<p><strong>Type O classe 1 :</strong> hors voirie, par exemple entrepôts et parkings. <strong>Type R classe 2 :</strong> travailleurs sur la voie publique, au minimum 775 pouces carrés de matière de fond et 201 pouces carrés de bandes réfléchissantes. <strong>Type R classe 3 :</strong> circulation rapide et travail de nuit, 1 240 pouces carrés de matière de fond et 310 pouces carrés de bandes réfléchissantes, avec manches.</p>',
      },
    ],
    faqs: [
      {
        question: 'Classe 2 ou classe 3 ?',
        answer:
          'La classe 2 convient à une circulation jusqu’à environ 45 mph ou à des arrière-plans complexes en plein jour. La classe 3 ajoute des manches pour une meilleure couverture à des vitesses plus élevées et de nuit.',
      },
      {
        question: 'Puis-je le laver ?',
        answer:
          'Lavage en machine à l’eau froide, séchage suspendu. Les bandes réfléchissantes perdent en efficacité après environ 25 lavages ou dès qu’elles sont visiblement usées.',
      },
      {
        question: 'Comment choisir la taille ?',
        answer:
          'Les tailles sont prévues pour un port par-dessus une veste. Si vous le portez uniquement sur un tee-shirt, commandez une taille en dessous.',
      },
    ],
  },
  'safeair-ffp3-folding-valved-mask-10': {
    name: 'Masque pliable SafeAir FFP3 NR D à soupape (boîte de 10)',
    shortDescription:
      '<p>Notre masque jetable le mieux classé : FFP3 NR D, 99 % de filtration, avec soupape et élastiques à quatre points.</p>',
    description:
      '<p>Le FFP3 est la classe la plus élevée de la norme EN 149 : au moins 99 % de filtration de l’aérosol d’essai et au plus 2 % de fuite totale vers l’intérieur, mesurée sur un panel de sujets humains. En Europe, il est utilisé contre la silice, les poussières de bois dur, les poudres pharmaceutiques et le plomb.</p>\n<p>Les élastiques réglables à quatre points et le joint facial intérieur facilitent la réussite d’un essai d’ajustement qualitatif. La soupape rouge garde l’intérieur plus frais lors des travaux pénibles.</p>\n<p>Pour les travaux soumis à l’OSHA aux États-Unis, utilisez des appareils homologués NIOSH dans le cadre d’un programme écrit ; de nombreux acheteurs américains choisissent le FFP3 pour rénover leur maison ou en complément d’un programme N95, pour plus de confort.</p>\n<ul><li>EN 149:2001+A1:2009 FFP3 NR D</li><li>Filtration ≥ 99 %, fuite totale vers l’intérieur ≤ 2 %</li><li>Élastiques réglables à quatre points et joint intérieur souple</li><li>Soupape d’expiration à faible résistance</li><li>Emballage individuel, 10 par boîte</li></ul>',
    tabs: [
      {
        tabTitle: 'Comprendre les marquages',
        contentType: 'text',
        textContent:
          '<p><strong>EN 149:2001+A1:2009</strong> est la norme. <strong>FFP3</strong> est la classe de protection. <strong>NR</strong> signifie non réutilisable (un seul poste) ; <strong>R</strong> signifierait réutilisable. <strong>D</strong> signifie que le masque a réussi l’essai de colmatage à la poussière de dolomie : la respiration reste facile lors des travaux poussiéreux. Le numéro à quatre chiffres qui suit le marquage CE identifie l’organisme notifié qui contrôle la production.</p>',
      },
      {
        tabTitle: 'Contrôle d’étanchéité',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Contrôle en pression positive',
            answer:
              'Couvrez le masque avec les deux mains et expirez vivement. L’air ne doit pas fuir par les bords.',
          },
          {
            question: 'Contrôle en pression négative',
            answer:
              'Couvrez le masque et inspirez. Le masque doit se plaquer légèrement contre votre visage.',
          },
          {
            question: 'En cas de fuite',
            answer:
              'Pincez à nouveau le pince-nez et retendez les élastiques, puis refaites le contrôle. N’entrez pas dans la zone de travail tant que le contrôle n’est pas concluant.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Le FFP3 est-il meilleur que le N95 ?',
        answer:
          'Sur le papier, oui : le FFP3 exige 99 % de filtration contre 95 % pour le N95. En pratique, l’ajustement compte autant que la classe de filtration : choisissez le masque avec lequel vous obtenez une bonne étanchéité.',
      },
      {
        question: 'Convient-il à l’amiante ?',
        answer:
          'Au Royaume-Uni, le FFP3 est la classe jetable minimale pour les interventions courtes sur l’amiante ne nécessitant pas de licence. Aux États-Unis, la norme OSHA 1926.1101 impose généralement au moins un demi-masque équipé de filtres P100.',
      },
      {
        question: 'Combien de temps puis-je le porter ?',
        answer:
          'Jusqu’à un poste de travail (environ 8 heures). Remplacez-le plus tôt s’il devient humide, s’il est endommagé ou si la respiration devient plus difficile.',
      },
    ],
    attributeLabels: { 'Assigned protection factor': 'Facteur de protection assigné' },
  },
  'hushline-hl-33-foam-ear-plugs-200-pairs': {
    name: 'Bouchons d’oreilles en mousse HushLine HL-33, NRR 33 (200 paires)',
    shortDescription:
      '<p>Bouchons coniques en mousse polyuréthane au NRR le plus élevé du marché, conditionnés par paires.</p>',
    description:
      '<p>Rouler, tirer, maintenir : roulez le bouchon en un cylindre fin et sans pli, passez la main par-dessus la tête pour tirer l’oreille vers le haut et vers l’arrière, insérez le bouchon et maintenez-le 20 secondes pendant qu’il se dilate. C’est un bon ajustement qui vous rapproche des 33 dB annoncés.</p>\n<ul><li>NRR 33 dB</li><li>Forme conique pour les conduits auditifs étroits</li><li>Par paires en sachets plastique</li><li>200 paires</li></ul>',
    tabs: [
      {
        tabTitle: 'Vidéo de mise en place',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Rouler, tirer, maintenir',
            youtubeUrl: 'https://www.youtube.com/watch?v=Rp7dLx3cWe9',
            videoDescription:
              'Les trois étapes pour obtenir toute la protection annoncée avec des bouchons en mousse.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Comment bien les insérer ?',
        answer:
          'Roulez le bouchon en un cylindre fin, tirez l’oreille vers le haut et vers l’arrière avec la main opposée, insérez le bouchon et maintenez-le 20 à 30 secondes pendant qu’il se dilate.',
      },
      {
        question: 'Puis-je réutiliser des bouchons en mousse ?',
        answer:
          'Ils sont conçus pour un usage unique. Remplacez-les lorsqu’ils sont sales, durcis ou qu’ils ne se dilatent plus.',
      },
    ],
  },
  'safeair-n95-valved-respirator-10': {
    name: 'Masque SafeAir N95 à soupape (boîte de 10)',
    shortDescription:
      '<p>Masque N95 avec soupape d’expiration pour la chaleur, l’humidité et les travaux pénibles.</p>',
    description:
      '<p>La soupape évacue la chaleur et l’humidité, ce qui rend le port prolongé plus supportable dans les combles, les granges et les ateliers. Ne pas utiliser pour protéger l’entourage en milieu de soins.</p>\n<ul><li>NIOSH N95, TC-84A-9318</li><li>Soupape d’expiration à faible résistance</li><li>Pince-nez réglable</li></ul>',
    faqs: [
      {
        question: 'Pourquoi ne pas utiliser un masque à soupape à l’hôpital ?',
        answer:
          'La soupape rejette l’air expiré sans le filtrer : elle ne protège donc ni les patients ni les champs stériles.',
      },
      {
        question: 'La soupape me protège-t-elle moins bien ?',
        answer:
          'Non. La soupape ne s’ouvre qu’à l’expiration ; l’air que vous inspirez passe toujours par le filtre N95.',
      },
    ],
  },
};
