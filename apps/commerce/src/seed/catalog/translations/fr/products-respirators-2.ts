import type { ProductTranslation } from '../types.ts';

/** French texts of the respirator filters, cartridges and prefilters. */
export const frenchRespiratorFilters: Record<string, ProductTranslation> = {
  'safeair-n95-prefilters-and-retainers': {
    name: 'Préfiltres N95 SafeAir avec couvercles (10 préfiltres)',
    shortDescription:
      '<p>Préfiltres N95 qui se clipsent sur les cartouches contre le brouillard de peinture et la poussière.</p>',
    description:
      '<p>Ajoute une protection N95 contre les particules aux cartouches OV ou OV/AG et empêche le brouillard de peinture de les colmater.</p>\n<ul><li>Dix préfiltres</li><li>Deux couvercles</li><li>NIOSH N95</li></ul>',
    imageAlts: ['Préfiltres N95 ronds blancs et deux couvercles de maintien'],
  },
  'safeair-p100-filter-nuisance-ov': {
    name: 'Filtre SafeAir P100 contre les vapeurs organiques gênantes (paire)',
    shortDescription:
      '<p>Filtre P100 à couche de charbon qui soulage des vapeurs organiques et de l’ozone à des niveaux simplement gênants.</p>',
    description:
      '<p>Idéal pour le soudage, quand l’odeur d’ozone gêne tout en restant sous la valeur limite d’exposition. Non homologué pour les vapeurs organiques au-delà de la VLEP.</p>\n<ul><li>NIOSH P100</li><li>Couche de charbon</li><li>Paire</li></ul>',
    imageAlts: ['Filtres P100 magenta à couche de charbon'],
  },
  'safeair-p3-r-filter-rd40': {
    name: 'Filtre à particules SafeAir P3 R, Rd40',
    shortDescription: '<p>Filtre EN 143 P3 R à filetage standard Rd40 pour les masques EN 136 et EN 140.</p>',
    description:
      '<p>Réutilisable sur plusieurs postes (R) jusqu’à ce que la résistance respiratoire augmente.</p>\n<ul><li>EN 143 P3 R</li><li>Filetage Rd40 (EN 148-1)</li></ul>',
    imageAlts: ['Filtre à particules P3 blanc à filetage Rd40'],
  },
  'safeair-organic-vapor-cartridges': {
    name: 'Cartouches vapeurs organiques SafeAir',
    shortDescription: '<p>Cartouches NIOSH OV pour les peintures, lasures, solvants et colles.</p>',
    description:
      '<p>Le charbon actif adsorbe les vapeurs organiques jusqu’à saturation ; au-delà, les vapeurs passent. L’OSHA exige un calendrier écrit de remplacement fondé sur les données d’exposition ou sur le logiciel de durée de service du fabricant, et non sur la seule odeur.</p>\n<ul><li>NIOSH OV, TC-23C-2210</li><li>Fixation à baïonnette pour toutes les pièces faciales SafeAir</li><li>Ajoutez des préfiltres N95 ou P100 pour la pulvérisation</li></ul>',
    tabs: [
      {
        tabTitle: 'Bases du calendrier de remplacement',
        contentType: 'text',
        textContent:
          '<p>L’OSHA 1910.134(d)(3)(iii) exige un calendrier écrit de remplacement des cartouches anti-gaz et anti-vapeurs, sauf si elles disposent d’un indicateur de fin de service. Établissez-le selon le polluant, sa concentration, l’humidité, la température et l’intensité du travail, à partir des données de durée de service du fabricant. Changez plus tôt si vous sentez l’odeur ou le goût du polluant.</p>',
      },
    ],
    faqs: [
      {
        question: 'Combien de temps durent les cartouches OV ?',
        answer:
          'Cela dépend de la concentration, de l’humidité et du rythme respiratoire. Suivez un calendrier de remplacement ; pour un usage occasionnel de bricolage, remplacez-les au bout de 40 heures environ, ou plus tôt si vous sentez des vapeurs.',
      },
      {
        question: 'Protègent-elles contre les particules de peinture en aérosol ?',
        answer:
          'Ajoutez des préfiltres N95 contre le brouillard de peinture. Pour les peintures aux isocyanates (2K), un système à adduction d’air ou à ventilation assistée est recommandé.',
      },
    ],
    imageAlts: ['Paire de cartouches vapeurs organiques noires'],
    attributeLabels: { 'Pack size': 'Conditionnement' },
    attributeValues: { 'Pack size': { '1 pair': '1 paire', '6 pairs': '6 paires' } },
  },
  'safeair-ov-ag-cartridges': {
    name: 'Cartouches vapeurs organiques/gaz acides SafeAir (paire)',
    shortDescription:
      '<p>Cartouches contre les vapeurs organiques ainsi que le chlore, le chlorure d’hydrogène et le dioxyde de soufre.</p>',
    description:
      '<p>Pour les produits de traitement des piscines, le nettoyage à l’eau de Javel, le décapage et la gravure.</p>\n<ul><li>NIOSH OV/AG</li><li>Fixation à baïonnette</li><li>Paire</li></ul>',
    imageAlts: ['Paire de cartouches jaunes vapeurs organiques et gaz acides'],
  },
  'safeair-multi-gas-vapor-cartridges': {
    name: 'Cartouches multigaz/vapeurs SafeAir (paire)',
    shortDescription:
      '<p>Cartouches à large spectre contre l’ammoniac, la méthylamine, le formaldéhyde et les gaz acides.</p>',
    description:
      '<p>Le bon choix pour les exploitations agricoles, les laboratoires et l’entretien avec des produits chimiques variés.</p>\n<ul><li>NIOSH multigaz/vapeurs</li><li>Paire</li></ul>',
    imageAlts: ['Cartouches multigaz vert olive pour appareil respiratoire'],
  },
  'safeair-a2p3-combination-filter-rd40': {
    name: 'Filtre combiné SafeAir A2P3, Rd40',
    shortDescription:
      '<p>Filtre EN 14387 A2 contre les gaz organiques et EN 143 P3 contre les particules, réunis dans une cartouche Rd40.</p>',
    description:
      '<p>Pour la pulvérisation de revêtements à base de solvants avec des masques EN 136 ou EN 140. A2 est la classe de capacité moyenne (jusqu’à 5 000 ppm).</p>\n<ul><li>EN 14387 A2 / EN 143 P3 R D</li><li>Filetage Rd40</li></ul>',
    imageAlts: ['Cartouche filtrante A2P3 Rd40 marron et blanche'],
  },
  'safeair-abek-filters-bayonet': {
    name: 'Filtres SafeAir ABEK1 à baïonnette (paire)',
    shortDescription:
      '<p>Filtres multigaz EN 14387 contre les gaz organiques, inorganiques, acides et l’ammoniac, avec P3 en option.</p>',
    description:
      '<p>L’ABEK couvre les quatre grandes familles de gaz en capacité de classe 1 (jusqu’à 1 000 ppm). Choisissez l’ABEK1P3 pour ajouter la protection contre les particules.</p>\n<ul><li>EN 14387 ABEK1</li><li>P3 en option</li><li>Baïonnette pour les séries HF et FF</li></ul>',
    imageAlts: ['Filtres ABEK1 à bandes de plusieurs couleurs'],
  },
};

/** Alt texts and attribute values of the pancake filters, whose texts are in products-1.ts and products-2.ts. */
export const frenchRespiratorFilterAdditions: Record<string, Partial<ProductTranslation>> = {
  'safeair-p100-pancake-filters': {
    imageAlts: ['Paire de filtres galettes P100 magenta'],
    attributeValues: { 'Pack size': { '1 pair': '1 paire', '5 pairs': '5 paires' } },
  },
};
