import type { ProductTranslation } from '../types.ts';

/** French texts of the cut-resistant and chemical-resistant gloves. */
export const frenchCutAndChemicalGloves: Record<string, ProductTranslation> = {
  'armorgrip-cr-2-pu-palm-gloves-12-pairs': {
    name: 'Gants anti-coupure ArmorGrip CR-2 paume PU (12 paires)',
    shortDescription:
      '<p>Protection légère A2 contre les coupures pour l’assemblage, l’emballage et la préparation de commandes, vendue à la douzaine.</p>',
    description:
      '<p>La paume en polyuréthane offre une prise nette et sèche avec une excellente dextérité. Le niveau A2 convient au carton, aux petites pièces et aux arêtes en plastique, pas à la tôle.</p>\n<ul><li>ANSI A2, EN 388:2016 4X42B</li><li>Support HPPE jauge 13</li><li>12 paires par lot</li></ul>',
    imageAlts: ['Douzaine de gants tricotés gris à paume en polyuréthane blanc'],
  },
  'armorgrip-cr-9-heavy-duty-cut-gloves': {
    name: 'Gants anti-coupure renforcés ArmorGrip CR-9',
    shortDescription:
      '<p>Le plus haut niveau ANSI de résistance à la coupure, A9, pour les verreries, le recyclage des métaux et le changement de lames.</p>',
    description:
      '<p>Un support para-aramide et HPPE à âme d’acier atteint le niveau A9 (plus de 6 000 grammes). La paume en nitrile sablé tient le verre huileux et la tôle d’acier, et l’entre-pouce renforcé résiste à l’usure là où la plupart des gants anti-coupure lâchent en premier.</p>\n<p>Aucun gant n’est totalement anti-coupure. Utilisez des protège-lames et des méthodes de manutention sûres en complément de tout gant anti-coupure.</p>\n<ul><li>ANSI A9, EN 388:2016 4X44F</li><li>Entre-pouce renforcé</li><li>Résistance à la chaleur de contact jusqu’à 100 °C (EN 407 niveau 1)</li></ul>',
    faqs: [
      {
        question: 'Sont-ils lavables ?',
        answer: 'Oui. Lavage à l’eau tiède, séchage à l’air libre, sans eau de Javel.',
      },
      {
        question: 'Comment taillent-ils ?',
        answer:
          'Ils sont amples pour des gants anti-coupure. Commandez votre taille habituelle ; si vous hésitez entre deux tailles, prenez la plus petite.',
      },
    ],
    imageAlts: ['Gant jaune en tricot épais à paume en nitrile sablé'],
  },
  'armorgrip-cr-5-impact-cut-gloves': {
    name: 'Gants anti-coupure et anti-impact ArmorGrip CR-5',
    shortDescription:
      '<p>Protection A5 contre les coupures et protection du dos de la main en TPR classée ANSI/ISEA 138 niveau 2.</p>',
    description:
      '<p>Conçus pour les champs pétrolifères, le levage et la démolition, où les points de pincement et les chutes d’outils sont aussi dangereux que les arêtes. Le dos haute visibilité rend les mains faciles à repérer près des engins en mouvement.</p>\n<ul><li>ANSI A5, EN 388:2016 4X43D</li><li>ANSI/ISEA 138 impact niveau 2</li><li>Support haute visibilité</li></ul>',
    imageAlts: ['Gant haute visibilité avec protège-phalanges en TPR noir'],
  },
  'armorgrip-cr-4-insulated-touchscreen-gloves': {
    name: 'Gants anti-coupure isolants ArmorGrip CR-4 pour l’hiver',
    shortDescription:
      '<p>Gant anti-coupure A4 avec doublure en acrylique gratté et enduction déperlante pour les quais et les parcs froids.</p>',
    description:
      '<p>Une doublure façon polaire garde les mains au chaud jusqu’à environ -10 °C, tandis que la paume en nitrile à double enduction repousse l’eau et la neige fondue.</p>\n<ul><li>ANSI A4, EN 388:2016 4X42C</li><li>Doublure en acrylique gratté</li><li>Paume déperlante</li><li>Pouce et index compatibles écrans tactiles</li></ul>',
    imageAlts: ['Gant bleu doublé d’acrylique gratté à paume noire'],
  },
  'armorgrip-cr-3-food-processing-gloves': {
    name: 'Gants anti-coupure ArmorGrip CR-3 pour l’agroalimentaire',
    shortDescription:
      '<p>Gant blanc A3 non enduit en fibres conformes FDA pour les lignes de viande, de volaille et de fruits et légumes.</p>',
    description:
      '<p>À porter sous un gant jetable en nitrile pour une combinaison hygiénique et résistante à la coupure. Lavable à 70 °C pour l’hygiène.</p>\n<ul><li>ANSI A3, EN 388:2016 3X42C</li><li>Fibres conformes à la réglementation FDA 21 CFR sur le contact alimentaire</li><li>Ambidextre</li></ul>',
    imageAlts: ['Gant blanc tricoté sans couture pour l’agroalimentaire'],
  },
  'armorgrip-cr-4-cut-resistant-sleeves-18-in': {
    name: 'Manchettes anti-coupure ArmorGrip CR-4, 18 po',
    shortDescription:
      '<p>Manchette d’avant-bras avec passe-pouce qui comble l’espace entre le poignet du gant et la manche.</p>',
    description:
      '<p>Lors de la manutention de tôles, la plupart des lacérations touchent l’avant-bras, pas la main. Associez-les à n’importe quel gant CR.</p>\n<ul><li>ANSI A4</li><li>Passe-pouce</li><li>Taille unique adaptée à la plupart des utilisateurs</li></ul>',
    imageAlts: ['Manchette d’avant-bras jaune en tricot avec passe-pouce'],
  },
  'armorgrip-cr-7-glass-handling-gloves': {
    name: 'Gants de manutention du verre ArmorGrip CR-7',
    shortDescription: '<p>Gant A7 à manchette allongée de 4 po pour la vitrerie et la pose de fenêtres.</p>',
    description:
      '<p>La longue manchette protège le poignet quand on passe la main dans les châssis. Momentanément en rupture de stock dans toutes les tailles.</p>\n<ul><li>ANSI A7, EN 388:2016 4X44F</li><li>Manchette allongée de 4 po</li></ul>',
    imageAlts: ['Gant bleu à manchette allongée et paume en micro-mousse'],
  },
  'armorgrip-chemguard-butyl-14-mil-gloves': {
    name: 'Gants butyle ArmorGrip ChemGuard, 14 mil',
    shortDescription:
      '<p>Caoutchouc butyle pour les cétones, les esters et les acides forts, là où le nitrile ne tient pas.</p>',
    description:
      '<p>Le butyle est le gant de référence pour l’acétone, la MEK, l’acide nitrique et de nombreux esters. Il ne convient pas aux hydrocarbures ni aux solvants halogénés : consultez le tableau de perméation.</p>\n<ul><li>14 mil, 14 po</li><li>EN ISO 374-1 type A (ABKNOP)</li><li>Finition lisse</li></ul>',
    faqs: [
      {
        question: 'Butyle ou nitrile ?',
        answer:
          'Le butyle pour les cétones (acétone, MEK), les esters et de nombreux acides ; le nitrile pour les huiles, les carburants et la plupart des solvants. En cas de doute, envoyez-nous la fiche de données de sécurité.',
      },
      {
        question: 'Comment les stocker ?',
        answer:
          'Rincez-les, séchez-les et rangez-les à l’abri du soleil et des sources d’ozone comme les moteurs.',
      },
    ],
    imageAlts: ['Gant noir lisse en caoutchouc butyle'],
  },
  'armorgrip-chloroprene-lined-gloves-28-mil': {
    name: 'Gants chloroprène doublés ArmorGrip, 28 mil',
    shortDescription:
      '<p>Gant épais en chloroprène doublé interlock pour les acides, les bases et la manutention à froid. Taille L (9).</p>',
    description:
      '<p>Le chloroprène reste souple par temps froid et résiste à un large éventail d’acides, d’alcools et de bases.</p>\n<ul><li>28 mil, 12 po</li><li>Doublure en coton interlock</li><li>EN ISO 374-1 type A</li></ul>',
    imageAlts: ['Gant épais noir en chloroprène doublé coton'],
  },
  'armorgrip-pvc-gauntlet-18-in': {
    name: 'Gants à manchette PVC ArmorGrip pour produits chimiques, 18 po',
    shortDescription:
      '<p>Gant PVC montant jusqu’au coude pour le nettoyage de cuves, l’acide de batterie et les travaux humides. Taille XL (10).</p>',
    description:
      '<p>PVC à finition sablée sur doublure en jersey de coton. Résiste aux acides, aux bases et aux engrais.</p>\n<ul><li>Manchette de 18 po</li><li>Finition sablée antidérapante</li><li>EN ISO 374-1 type B</li></ul>',
    imageAlts: ['Gant rouge en PVC montant jusqu’au coude'],
  },
  'armorgrip-laminate-film-chemical-liner': {
    name: 'Sous-gant chimique en film laminé ArmorGrip',
    shortDescription:
      '<p>Sous-gant en laminé multicouche offrant plus de 8 heures avant perméation pour des centaines de produits chimiques.</p>',
    description:
      '<p>La plus large résistance chimique disponible dans un gant, pour l’intervention sur déversement et les produits non identifiés. Coupe ample : portez-le sous un gant nitrile pour garder de la dextérité. Expédié sur commande sous 1 à 2 semaines.</p>\n<ul><li>Laminé cinq couches</li><li>EN ISO 374-1 type A</li><li>Taille unique</li></ul>',
    imageAlts: ['Gant transparent en laminé multicouche'],
  },
  'armorgrip-double-dipped-nitrile-oil-gloves': {
    name: 'Gants nitrile double enduction ArmorGrip contre les huiles, 12 po',
    shortDescription:
      '<p>Gant à manchette entièrement enduit de nitrile, doublé jersey, pour les champs pétrolifères et les fluides de forage.</p>',
    description:
      '<p>La double enduction arrête totalement l’huile et l’eau ; la finition sablée agrippe les tubes.</p>\n<ul><li>Doublure jersey</li><li>Manchette de 12 po</li><li>EN 388:2016 4121X</li></ul>',
    imageAlts: ['Gant orange en nitrile double enduction à manchette'],
  },
};

/** Alt texts and attribute values of the gloves, whose texts are in products-1.ts and products-2.ts. */
export const frenchCutAndChemicalGloveAdditions: Record<string, Partial<ProductTranslation>> = {
  'armorgrip-cr-4-hppe-foam-nitrile-gloves': {
    imageAlts: [
      'Gant tricoté HPPE gris à paume en nitrile mousse noir',
      'Côté paume montrant l’enduction en nitrile mousse',
      'Poignet imprimé des marquages EN 388 et ANSI A4',
      'Doigt ganté utilisant l’écran d’un téléphone',
    ],
    attributeValues: { 'EN 388 code': { '4X42C': '4X42C' } },
  },
  'armorgrip-chemguard-nitrile-15-mil-gloves': {
    imageAlts: [
      'Gant vert en nitrile non supporté avec relief antidérapant en losanges',
      'Pictogramme EN ISO 374 et lettres sur le poignet',
    ],
  },
};
