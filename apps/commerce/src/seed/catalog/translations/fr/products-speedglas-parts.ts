import type { ProductTranslation } from '../types.ts';

/** French texts of the Speedglas spare parts, lenses and face shields. */
export const frenchSpeedglasParts: Record<string, ProductTranslation> = {
  'speedglas-9100-inside-protection-plates': {
    name: 'Écrans de protection intérieurs Speedglas 9100 (lot de 5)',
    shortDescription:
      '<p>Écrans intérieurs fins qui protègent l’arrière du filtre de la transpiration, de la saleté et des rayures.</p>',
    description:
      '<p>Changez l’écran intérieur dès qu’il paraît voilé. Compatible avec les filtres 9100V, X, XX et XXi.</p>\n<ul><li>Lot de 5</li><li>Polycarbonate</li><li>Compatible avec tous les filtres 9100</li></ul>',
    imageAlts: ['Cinq écrans de protection intérieurs fins pour filtre de soudage'],
  },
  'speedglas-9100-headband': {
    name: 'Serre-tête de rechange Speedglas 9100',
    shortDescription:
      '<p>Serre-tête à crémaillère avec sangle de sommet et bandeau anti-transpiration pour les cagoules 9100 et 9100 FX.</p>',
    description:
      '<p>Redonne à une cagoule usée son ajustement d’origine. Livré avec la visserie de montage et un bandeau anti-transpiration en éponge.</p>\n<ul><li>Réglage de taille par crémaillère</li><li>Sangle de sommet réglable</li><li>Un bandeau anti-transpiration inclus</li></ul>',
    imageAlts: ['Serre-tête à crémaillère Speedglas 9100 avec sangle de sommet'],
  },
  'speedglas-sweatband-3-pack': {
    name: 'Bandeaux anti-transpiration en éponge Speedglas (lot de 3)',
    shortDescription: '<p>Bandeaux en éponge de coton lavables pour les serre-têtes Speedglas et G5.</p>',
    description:
      '<p>Gardez la sueur loin de vos yeux et du filtre. Lavables en machine ; à remplacer quand l’élastique se détend.</p>\n<ul><li>Éponge de coton</li><li>Fixation par pressions</li><li>Trois par lot</li></ul>',
    imageAlts: ['Trois bandeaux anti-transpiration bleus en éponge'],
  },
  'speedglas-9100-fx-helmet-shell': {
    name: 'Coque de cagoule Speedglas 9100 FX (sans filtre)',
    shortDescription:
      '<p>Coque 9100 FX complète avec serre-tête et écran incolore, prête à recevoir votre filtre actuel.</p>',
    description:
      '<p>Coque fissurée mais filtre en bon état ? Installez votre filtre 9100 dans cette coque FX neuve.</p>\n<ul><li>Serre-tête et écran incolore inclus</li><li>Filtre non fourni</li><li>Accepte tous les filtres 9100</li></ul>',
    warranty: { warrantyDuration: '2 ans', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Coque 9100 FX vide, sans filtre installé'],
  },
  'speedglas-flame-resistant-head-neck-cover': {
    name: 'Protège-tête et nuque ignifugé Speedglas',
    shortDescription:
      '<p>Tissu ignifugé qui se fixe à la cagoule par pressions pour protéger la nuque et les oreilles des projections et des UV.</p>',
    description:
      '<p>Le soudage au plafond et en position fait tomber les projections dans le col. Ce protège-nuque se fixe par pressions sur la coque 9100 ou G5 et retombe sur les épaules.</p>\n<ul><li>Coton à traitement ignifuge</li><li>Fixation par pressions, sans outil</li><li>Compatible séries 9100 et G5</li></ul>',
    imageAlts: ['Capuche en tissu ignifugé noir fixée à une cagoule de soudage'],
  },
  'speedglas-g5-01-headband': {
    name: 'Serre-tête de rechange Speedglas G5-01',
    shortDescription: '<p>Serre-tête pivotant pour les cagoules G5-01 et G5-02.</p>',
    description:
      '<p>Serre-tête de rechange d’origine avec articulations pivotantes et rembourrage confort.</p>\n<ul><li>Compatible G5-01 et G5-02</li><li>Bandeau anti-transpiration inclus</li></ul>',
    imageAlts: ['Serre-tête pivotant G5-01 assemblé'],
  },
  'speedglas-magnifying-lens': {
    name: 'Loupe Speedglas',
    shortDescription:
      '<p>Verre grossissant à clipser derrière le filtre, pour vous passer de lunettes sous la cagoule.</p>',
    description:
      '<p>Choisissez la dioptrie de vos lunettes de lecture. La loupe se clipse dans le porte-filtre des cagoules 9100 et G5.</p>\n<ul><li>Dioptries de +1,0 à +2,5</li><li>Polycarbonate de qualité optique</li><li>Installation sans outil</li></ul>',
    faqs: [
      {
        question: 'Quelle dioptrie choisir ?',
        answer:
          'Prenez la même puissance que vos lunettes loupes de pharmacie. En cas de doute, +1,5 convient à la plupart des soudeurs de plus de 45 ans.',
      },
      {
        question: 'Sur quelles cagoules s’adapte-t-elle ?',
        answer:
          'Sur toutes les cagoules de la série 9100 ainsi que les G5-01 et G5-02. Elle se clipse derrière le filtre auto-obscurcissant.',
      },
    ],
    imageAlts: ['Loupe incolore pour filtre de soudage'],
    attributeLabels: { Diopter: 'Dioptrie' },
    attributeValues: { Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5' } },
  },
  'speedglas-9100-passive-welding-filter': {
    name: 'Filtre de soudage passif Speedglas 9100',
    shortDescription:
      '<p>Filtre en verre à teinte fixe au format du porte-filtre 9100, en secours ou pour une cagoule réservée au gougeage.</p>',
    description:
      '<p>Un filtre passif n’a jamais besoin de piles : c’est un bon secours pour les chantiers isolés ou pour le gougeage à l’arc air, où la teinte 13 est courante.</p>\n<ul><li>Teintes 10–13</li><li>Au format du porte-filtre 9100</li><li>Conforme EN 169 et ANSI Z87.1</li></ul>',
    imageAlts: ['Filtre de soudage passif vert, teinte 11'],
  },
  'shieldpro-gold-coated-passive-lens': {
    name: 'Oculaire passif à traitement or ShieldPro 4,5 x 5,25 po',
    shortDescription:
      '<p>Oculaire en verre à traitement or qui réfléchit la chaleur infrarouge, au format courant de 4,5 x 5,25 po.</p>',
    description:
      '<p>Le traitement or réfléchit les infrarouges : l’oculaire et votre visage restent plus frais. Compatible avec la plupart des cagoules passives standard et de nombreuses cagoules automatiques, comme oculaire de secours.</p>\n<ul><li>Verre de 4,5 x 5,25 po</li><li>Traitement or réfléchissant les IR</li><li>Teintes 10, 11 et 12</li></ul>',
    imageAlts: ['Oculaire de soudage passif à traitement or reflétant la lumière'],
    attributeLabels: { 'Lens size': 'Dimensions de l’oculaire' },
    attributeValues: { 'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 po' } },
  },
  'shieldpro-shade-5-gas-welding-lens-2-pack': {
    name: 'Oculaires de soudage au gaz ShieldPro teinte 5, 2 x 4,25 po (lot de 2)',
    shortDescription:
      '<p>Oculaires en verre teinte 5 pour l’oxycoupage, le brasage et les lunettes de soudage au chalumeau.</p>',
    description:
      '<p>Compatibles avec les lunettes à façade relevable et les écrans de coupage standard de 2 x 4,25 po.</p>\n<ul><li>Verre vert teinte 5</li><li>Deux par lot</li></ul>',
    imageAlts: ['Deux oculaires en verre vert teinte 5'],
  },
  'shieldpro-clear-cover-lens-10-pack': {
    name: 'Verres de protection incolores ShieldPro 4,5 x 5,25 po (lot de 10)',
    shortDescription:
      '<p>Verres de protection en polycarbonate qui préservent les oculaires passifs et automatiques des projections.</p>',
    description:
      '<p>Compatibles avec les porte-oculaires standard de 4,5 x 5,25 po.</p>\n<ul><li>Polycarbonate</li><li>Dix par lot</li></ul>',
    imageAlts: ['Pile de verres de protection incolores en polycarbonate'],
    attributeLabels: { 'Lens size': 'Dimensions de l’oculaire' },
    attributeValues: { 'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 po' } },
  },
  'speedglas-9100-fx-replacement-clear-visor': {
    name: 'Écran incolore de rechange Speedglas 9100 FX',
    shortDescription:
      '<p>Écran incolore haute résistance aux chocs placé sous la coque de soudage de la 9100 FX.</p>',
    description:
      '<p>À remplacer quand les rayures ou les étincelles de meulage commencent à gêner la vision. Classé ANSI Z87.1+ haute résistance aux chocs.</p>\n<ul><li>Polycarbonate, traitement anti-rayures</li><li>Compatible 9100 FX et FX Air</li></ul>',
    imageAlts: ['Écran incurvé en polycarbonate incolore pour cagoule de soudage'],
  },
  'shieldpro-clear-face-shield-ratchet': {
    name: 'Écran facial incolore ShieldPro avec serre-tête à crémaillère',
    shortDescription:
      '<p>Écran facial incolore couvrant tout le visage, Z87+ haute résistance aux chocs et D3 contre les éclaboussures.</p>',
    description:
      '<p>Le ShieldPro 200 couvre du front au menton pour le meulage à la disqueuse, le piquage et le transvasement de produits chimiques. Portez toujours des lunettes de sécurité en dessous : l’OSHA considère l’écran facial comme une protection complémentaire.</p>\n<ul><li>Visière en polycarbonate de 9 x 15,5 po, épaisseur 0,06 po</li><li>Traitement antibuée à l’intérieur</li><li>ANSI Z87.1+ haute résistance aux chocs, D3 éclaboussures/gouttelettes</li><li>Serre-tête à crémaillère pivotant</li></ul>',
    warranty: { warrantyDuration: '1 an', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Écran facial intégral incolore sur serre-tête à crémaillère'],
  },
  'shieldpro-grinding-face-shield-shade-5': {
    name: 'Écran facial de meulage et de coupage ShieldPro, teinte 5',
    shortDescription:
      '<p>Écran facial vert teinte 5 pour l’oxycoupage, le brasage et le meulage avec étincelles.</p>',
    description:
      '<p>La visière teintée IR/UV de teinte 5 filtre l’éblouissement de l’oxycoupage tout en protégeant tout le visage contre les chocs.</p>\n<ul><li>Visière IR/UV teinte 5</li><li>Z87+ haute résistance aux chocs</li><li>Serre-tête à crémaillère</li></ul>',
    warranty: { warrantyDuration: '1 an', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Écran facial teinté vert, teinte 5'],
  },
  'speedglas-9100-fx-grinding-helmet': {
    name: 'Casque de meulage Speedglas 9100 FX (sans filtre)',
    shortDescription:
      '<p>La cagoule FX avec un emplacement de filtre obturé, pour les meuleurs et monteurs qui travaillent à côté des soudeurs.</p>',
    description:
      '<p>Les monteurs meulent souvent à côté d’arcs en activité. Cette coque FX leur offre le même serre-tête confortable et le même écran incolore, avec un emplacement obturé qui peut recevoir un filtre plus tard.</p>\n<ul><li>Écran incolore Z87.1+ haute résistance aux chocs</li><li>Évolutif avec n’importe quel filtre 9100</li><li>Même serre-tête que la 9100 FX</li></ul>',
    warranty: { warrantyDuration: '2 ans', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Cagoule Speedglas FX avec écran incolore et emplacement de filtre obturé'],
  },
};
