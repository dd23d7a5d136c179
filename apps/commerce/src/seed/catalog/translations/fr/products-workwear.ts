import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** Garantie des chaussures de sécurité : collage de la semelle et membrane. */
const footwearWarranty: SeedWarranty = {
  warrantyDuration: '6 mois',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Collage de la semelle', itemWarrantyDuration: '6 mois' },
    { itemName: 'Membrane imperméable', itemWarrantyDuration: '1 an' },
  ],
};

/** French texts of the high-visibility clothing, safety footwear and first aid. */
export const frenchWorkwear: Record<string, ProductTranslation> = {
  'brightline-class-3-surveyor-vest': {
    name: 'Gilet de géomètre BrightLine classe 3 à manches',
    shortDescription:
      '<p>Gilet de géomètre Type R classe 3 à manches, avec poche à plans et 10 poches utilitaires.</p>',
    description:
      '<p>La classe 3 exige des manches ; ce gilet les ajoute sans la chaleur d’une veste complète.</p>\n<ul><li>ANSI/ISEA 107 Type R classe 3</li><li>Poche à plans pour feuilles de 11 x 17 po</li><li>Devant plein bicolore, dos en maille</li></ul>',
    faqs: [
      {
        question: 'Pourquoi la classe 3 exige-t-elle des manches ?',
        answer:
          'La classe 3 impose au moins 1 240 po² de matière de fond et 310 po² de bande rétroréfléchissante, ce qui est impossible à atteindre sur un gilet sans manches.',
      },
      {
        question: 'Puis-je le porter par-dessus une veste ?',
        answer:
          'Oui. Sa coupe est ample ; la plupart des gens prennent leur taille habituelle pour le porter sur une veste légère.',
      },
    ],
    imageAlts: ['Gilet de géomètre jaune haute visibilité à manches courtes et nombreuses poches'],
  },
  'brightline-class-3-rain-jacket': {
    name: 'Veste de pluie imperméable BrightLine classe 3',
    shortDescription:
      '<p>Veste de pluie classe 3 à coutures étanchées et capuche escamotable pour les équipes routières par mauvais temps.</p>',
    description:
      '<p>Les coutures thermosoudées et l’enduction respirante gardent les équipes au sec et visibles sous l’orage.</p>\n<ul><li>ANSI/ISEA 107 Type R classe 3</li><li>Coutures étanchées, imperméabilité de 10 000 mm</li><li>Capuche escamotable</li></ul>',
    imageAlts: ['Veste de pluie orange haute visibilité à bandes rétroréfléchissantes'],
  },
  'brightline-class-2-long-sleeve-shirt': {
    name: 'T-shirt haute visibilité à manches longues BrightLine classe 2',
    shortDescription:
      '<p>T-shirt à manches longues évacuant la transpiration, avec bande rétroréfléchissante segmentée ; protection solaire UPF 50.</p>',
    description:
      '<p>La bande segmentée est plus souple et plus respirante que les bandes pleines. Remplace le gilet et les manchettes anti-UV par temps chaud.</p>\n<ul><li>ANSI/ISEA 107 Type R classe 2</li><li>UPF 50</li><li>Maille œil-de-perdrix évacuant la transpiration</li></ul>',
    imageAlts: ['T-shirt jaune haute visibilité à manches longues avec bande segmentée'],
  },
  'brightline-arc-rated-class-2-vest': {
    name: 'Gilet ignifugé résistant à l’arc BrightLine classe 2',
    shortDescription:
      '<p>Gilet en modacrylique intrinsèquement ignifugé, résistance à l’arc de 8 cal/cm², pour les réseaux et les travaux électriques.</p>',
    description:
      '<p>Un gilet en polyester standard peut fondre sur la peau lors d’un arc électrique. Ce gilet est confectionné en tissu ignifugé avec bande rétroréfléchissante ignifugée et fermetures auto-agrippantes. Taille unique du L au XXL.</p>\n<ul><li>ATPV 8 cal/cm², NFPA 70E catégorie d’EPI 2</li><li>ANSI/ISEA 107 Type R classe 2</li><li>Bande et fil ignifugés</li></ul>',
    imageAlts: ['Gilet orange haute visibilité ignifugé avec bande rétroréfléchissante ignifugée'],
  },
  'treksafe-ts-6-composite-toe-work-boot': {
    name: 'Chaussure de sécurité montante TrekSafe TS-6 à embout composite, 6 po',
    shortDescription:
      '<p>Chaussure en cuir imperméable à embout composite sans métal, classée EH, qui passe les détecteurs de métaux des aéroports et des usines.</p>',
    description:
      '<p>La TS-6 satisfait à l’ASTM F2413-18 pour les chocs et l’écrasement (I/75, C/75) et pour le risque électrique (EH), avec un embout composite plus léger que l’acier et qui ne conduit pas le froid.</p>\n<p>Cuir pleine fleur imperméable, soufflet de languette et semelle en caoutchouc antidérapante en font une chaussure pour toute la journée dans le BTP, l’entreposage et la maintenance.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH</li><li>Embout composite, sans métal</li><li>Membrane imperméable</li><li>Semelle résistante aux huiles et antidérapante</li><li>Pointures US 7 à 13, largeur moyenne</li></ul>',
    tabs: [
      {
        tabTitle: 'Guide des pointures',
        contentType: 'text',
        textContent:
          '<p>Mesurez votre pied, du talon au plus long orteil, en fin de journée. US 8 ≈ 10,0 po, US 9 ≈ 10,3 po, US 10 ≈ 10,7 po, US 11 ≈ 11,0 po, US 12 ≈ 11,3 po, US 13 ≈ 11,7 po.</p>',
      },
    ],
    faqs: [
      {
        question: 'Embout composite ou acier ?',
        answer:
          'Les deux satisfont aux mêmes exigences ASTM F2413 de résistance aux chocs et à l’écrasement. Le composite est plus léger, sans métal et ne conduit pas le froid ; l’acier est plus fin pour la même protection.',
      },
      {
        question: 'Taillent-elles normalement ?',
        answer:
          'Oui, la plupart des clients commandent leur pointure de baskets habituelle. Entre deux pointures, prenez la demi-pointure au-dessus.',
      },
    ],
    warranty: footwearWarranty,
    imageAlts: [
      'Chaussure de sécurité montante en cuir marron de 6 po à embout composite',
      'Semelle en caoutchouc antidérapante',
      'Chaussure délacée montrant la languette à soufflet imperméable',
    ],
  },
  'treksafe-ts-8-insulated-steel-toe-boot': {
    name: 'Botte de sécurité isolante imperméable TrekSafe TS-8 à embout acier, 8 po',
    shortDescription:
      '<p>Botte à embout acier isolée 400 g avec semelle anti-perforation pour les chantiers d’hiver.</p>',
    description:
      '<p>Prévue pour environ -29 °C en activité. La semelle anti-perforation arrête les clous et le fil de ligature des armatures.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH PR</li><li>Isolation 400 g</li><li>Cuir imperméable</li></ul>',
    warranty: footwearWarranty,
    imageAlts: ['Botte de sécurité isolante marron foncé de 8 po à embout acier'],
  },
  'treksafe-alloy-toe-athletic-safety-shoe': {
    name: 'Chaussure de sécurité sport TrekSafe à embout alliage',
    shortDescription:
      '<p>Chaussure de sécurité légère comme une basket, avec embout en alliage d’aluminium et semelle dissipatrice d’électricité statique.</p>',
    description:
      '<p>Pour les entrepôts, les usines d’électronique et la logistique, où l’on marche des kilomètres à chaque poste. La classe SD protège les composants sensibles des décharges électrostatiques.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 SD</li><li>Embout en alliage d’aluminium</li><li>Tige en maille respirante</li></ul>',
    faqs: [
      {
        question: 'Que signifie SD ?',
        answer:
          'Dissipatrice d’électricité statique : la semelle évacue les charges de manière contrôlée pour protéger l’électronique et réduire les étincelles.',
      },
      {
        question: 'Sont-elles classées contre le risque électrique ?',
        answer:
          'Non. SD et EH sont deux classements différents. Pour la protection contre le risque électrique, choisissez la TS-6 ou la TS-8.',
      },
    ],
    warranty: footwearWarranty,
    imageAlts: ['Chaussure de sécurité sport noire et grise à embout alliage'],
  },
  'treksafe-16-in-steel-toe-rubber-boot': {
    name: 'Botte en caoutchouc TrekSafe à embout acier, 16 po',
    shortDescription:
      '<p>Botte haute en PVC/nitrile avec embout et semelle intercalaire en acier pour le lavage au jet, l’agriculture et le béton.</p>',
    description:
      '<p>Résiste aux graisses animales, aux engrais et aux produits chimiques peu agressifs. La semelle crantée s’autonettoie dans la boue.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 PR</li><li>Hauteur 16 po</li><li>Embout et semelle intercalaire en acier</li></ul>',
    imageAlts: ['Botte haute en caoutchouc vert à embout acier'],
  },
  'treksafe-strap-on-metatarsal-guards': {
    name: 'Protège-métatarses à sangle TrekSafe (paire)',
    shortDescription:
      '<p>Ajoutez une protection des métatarses à toute chaussure de sécurité, pour les parcs à tubes et les fonderies.</p>',
    description:
      '<p>Les protections moulées couvrent le dessus du pied, là où la chute de charges provoque des fractures que les embouts ne préviennent pas. Se fixent par-dessus les lacets des chaussures et des bottes.</p>\n<ul><li>Fixation par sangle, taille unique</li><li>Coque moulée en polymère</li></ul>',
    imageAlts: ['Protège-métatarses noir sanglé sur une chaussure de travail'],
  },
  'mediready-class-a-first-aid-kit-25-person': {
    name: 'Trousse de premiers secours MediReady ANSI classe A, 25 personnes',
    shortDescription:
      '<p>Trousse ANSI/ISEA Z308.1-2021 classe A dans un coffret Type III à fixation murale.</p>',
    description:
      '<p>L’OSHA 1910.151(b) impose de disposer à portée de main du matériel de premiers secours adapté, et renvoie à l’ANSI Z308.1 comme référence. La classe A couvre les blessures courantes au travail, comme les coupures, les écorchures et les brûlures légères, pour 25 personnes au plus.</p>\n<p>Les compartiments à code couleur accélèrent le réassort : bleu pour les antiseptiques, rouge pour le contrôle des hémorragies, jaune pour les brûlures.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 classe A, Type III</li><li>Fixation murale ou transport</li><li>Assemblée aux États-Unis</li></ul>',
    tabs: [
      {
        tabTitle: 'Contenu',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Liste du contenu de la classe A',
            file: '/downloads/mediready-class-a-contents.pdf',
            fileDescription:
              'Chaque article avec sa quantité minimale ANSI Z308.1 et sa référence de recharge.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Classe A ou classe B ?',
        answer:
          'La classe A couvre les blessures courantes. La classe B ajoute des fournitures plus nombreuses et plus variées, comme une attelle et un garrot, pour les lieux de travail plus risqués ou plus complexes.',
      },
      {
        question: 'Existe-t-il des recharges ?',
        answer:
          'Oui, chaque article existe en recharge standard et nos kits de recharge brûlures et hémorragies suivent le même code couleur.',
      },
    ],
    imageAlts: [
      'Coffret de premiers secours rouge en plastique avec croix blanche',
      'Trousse ouverte montrant les compartiments étiquetés',
    ],
  },
  'mediready-class-b-first-aid-cabinet-50-person': {
    name: 'Armoire de premiers secours MediReady ANSI classe B, 50 personnes',
    shortDescription:
      '<p>Armoire métallique garnie selon l’ANSI classe B pour les lieux de travail à risque et les équipes nombreuses.</p>',
    description:
      '<p>Comprend un garrot, une attelle, des pansements pour brûlures et un rince-œil dans une armoire métallique verrouillable.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 classe B, Type II</li><li>Armoire métallique à porte</li><li>Garrot et attelle inclus</li></ul>',
    tabs: [
      {
        tabTitle: 'Liste du contenu',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Contenu de la classe B',
            file: '/downloads/mediready-class-b-contents.pdf',
            fileDescription: 'Contenu détaillé et références des recharges.',
          },
        ],
      },
    ],
    imageAlts: ['Armoire murale de premiers secours en métal avec porte battante'],
  },
  'mediready-personal-eyewash-32-oz': {
    name: 'Station rince-œil individuelle MediReady, 32 oz (2 flacons)',
    shortDescription:
      '<p>Deux flacons de 32 oz de solution saline tamponnée sur support mural pour rincer les yeux immédiatement.</p>',
    description:
      '<p>Le rince-œil individuel complète, sans la remplacer, une station raccordée au réseau ou gravitaire conforme à l’ANSI Z358.1, que l’OSHA impose là où des produits corrosifs sont utilisés. Utilisez ces flacons pour commencer le rinçage en vous rendant à la station principale.</p>\n<ul><li>Deux flacons de 32 oz</li><li>Solution saline isotonique tamponnée</li><li>Support mural avec couvercle anti-poussière</li></ul>',
    imageAlts: ['Support mural avec deux flacons rince-œil verts'],
  },
  'mediready-burn-care-refill-kit': {
    name: 'Kit de recharge soins des brûlures MediReady',
    shortDescription:
      '<p>Gel pour brûlures, compresses imprégnées de gel et gaze pour réapprovisionner les trousses des zones de soudage et des cuisines.</p>',
    description:
      '<p>Code couleur jaune assorti aux trousses MediReady.</p>\n<ul><li>Six sachets de gel pour brûlures</li><li>Deux compresses pour brûlures de 4 x 4 po</li><li>Rouleau de gaze</li></ul>',
    imageAlts: ['Sachets de gel et compresses pour brûlures à code couleur jaune'],
  },
  'mediready-aed-defibrillator': {
    name: 'Pack défibrillateur automatisé externe MediReady pour le lieu de travail',
    shortDescription:
      '<p>Défibrillateur avec armoire, signalétique et kit de RCP ; vendu par le fabricant, direction médicale incluse.</p>',
    description:
      '<p>Aux États-Unis, la vente d’un défibrillateur nécessite une prescription médicale. Le fabricant assure la direction médicale, l’enregistrement et les rappels de remplacement de batterie.</p>\n<ul><li>Défibrillateur approuvé par la FDA</li><li>Armoire murale avec alarme</li><li>Batterie de cinq ans</li></ul>',
    buttonText: 'Acheter chez le fabricant',
    imageAlts: ['Armoire murale avec défibrillateur automatisé externe'],
  },
};

/** Alt texts of the mesh vest, whose texts are in products-1.ts and products-2.ts. */
export const frenchWorkwearAdditions: Record<string, Partial<ProductTranslation>> = {
  'brightline-class-2-mesh-safety-vest': {
    imageAlts: [
      'Gilet en maille jaune fluorescent à bandes rétroréfléchissantes argentées',
      'Version orange du gilet',
      'Dos du gilet avec deux bandes verticales',
    ],
  },
};
