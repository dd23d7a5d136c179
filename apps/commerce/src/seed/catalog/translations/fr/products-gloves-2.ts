import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** Garantie des gants de soudage : coutures. */
const seamWarranty: SeedWarranty = {
  warrantyDuration: '90 jours',
  useCustomWarranty: true,
  customWarrantyItems: [{ itemName: 'Coutures et piqûres', itemWarrantyDuration: '90 jours' }],
};

/** French texts of the disposable, welding and general work gloves. */
export const frenchOtherGloves: Record<string, ProductTranslation> = {
  'armorgrip-vinyl-powder-free-gloves-100': {
    name: 'Gants vinyle non poudrés ArmorGrip (boîte de 100)',
    shortDescription:
      '<p>Gants vinyle transparents économiques pour les courtes tâches de préparation alimentaire et de nettoyage.</p>',
    description:
      '<p>Coupe plus ample, faciles à enfiler et à retirer. Le vinyle est déconseillé pour les usages chimiques ou médicaux.</p>\n<ul><li>Non poudrés</li><li>Sans latex</li><li>Aptes au contact alimentaire</li></ul>',
    imageAlts: ['Gants jetables en vinyle transparent'],
  },
  'armorgrip-poly-food-service-gloves-500': {
    name: 'Gants polyéthylène ArmorGrip pour la restauration (boîte de 500)',
    shortDescription:
      '<p>Gants amples en polyéthylène pour les chaînes de sandwichs et les changements de gants rapides.</p>',
    description:
      '<p>Rapides à enfiler pour manipuler les aliments prêts à consommer. Taille unique adaptée à la plupart des mains.</p>\n<ul><li>Gaufrés pour une meilleure prise</li><li>500 par boîte</li><li>Taille unique</li></ul>',
    imageAlts: ['Gants amples transparents en polyéthylène pour la restauration'],
  },
  'armorgrip-orange-diamond-grip-nitrile-gloves': {
    name: 'Gants nitrile orange ArmorGrip à relief en losanges (boîte de 100)',
    shortDescription:
      '<p>Nitrile orange de 7 mil avec relief en losanges pour une bonne prise sur les pièces huileuses ou mouillées.</p>',
    description:
      '<p>L’orange vif fait repérer facilement les déchirures et retrouver les gants dans une caisse à outils.</p>\n<ul><li>7 mil</li><li>Relief en losanges sur les deux faces</li><li>Ambidextres</li></ul>',
    imageAlts: ['Gant en nitrile orange haute visibilité à relief en losanges'],
  },
  'armorgrip-chemo-rated-nitrile-exam-gloves-12-in': {
    name: 'Gants d’examen nitrile ArmorGrip testés chimiothérapie, 12 po (boîte de 50)',
    shortDescription:
      '<p>Nitrile à manchette longue testé contre la perméation des médicaments de chimiothérapie selon l’ASTM D6978.</p>',
    description:
      '<p>Pour les soins en oncologie et les préparations en pharmacie, portés en double paire selon l’USP 800.</p>\n<ul><li>ASTM D6978 et D6319</li><li>Manchette de 12 po</li><li>6 mil au bout des doigts</li></ul>',
    imageAlts: ['Gant d’examen violet en nitrile à manchette longue'],
  },
  'armorgrip-tig-goatskin-welding-gloves': {
    name: 'Gants de soudage TIG ArmorGrip en cuir de chèvre',
    shortDescription:
      '<p>Cuir de chèvre fin et non doublé pour le toucher nécessaire à l’apport de la baguette.</p>',
    description:
      '<p>Le soudage TIG demande plus de sensibilité au bout des doigts que de protection contre la chaleur. La fleur de chèvre souple offre à la fois la dextérité et une protection suffisante contre la chaleur rayonnante aux intensités TIG courantes.</p>\n<p>Classés EN 12477 type B, la classe haute dextérité destinée au TIG.</p>\n<ul><li>Fleur de chèvre, non doublé</li><li>Fil para-aramide ignifugé</li><li>Manchette de 4 po en croûte de cuir</li><li>EN 12477 type B, EN 407 41XXXX</li></ul>',
    tabs: [
      {
        tabTitle: 'La norme EN 12477 expliquée',
        contentType: 'text',
        textContent:
          '<p>L’EN 12477 classe les gants de soudage en <strong>type A</strong> (meilleure protection contre la chaleur et les projections, dextérité moindre, pour le MIG et l’électrode enrobée) ou en <strong>type B</strong> (dextérité supérieure, pour le TIG). Le code EN 407 qui l’accompagne indique le comportement au feu, la chaleur de contact, la chaleur convective, la chaleur rayonnante, les petites et les grosses projections de métal en fusion.</p>',
      },
    ],
    faqs: [
      {
        question: 'Puis-je les utiliser en MIG ?',
        answer:
          'Pour des travaux MIG légers, oui. Pour du MIG ou de l’électrode enrobée en continu, choisissez un gant en cuir de vachette doublé.',
      },
      {
        question: 'Comment doivent tailler des gants TIG ?',
        answer:
          'Ajustés. Si vous hésitez entre deux tailles, prenez la plus petite : le cuir de chèvre se détend un peu.',
      },
    ],
    warranty: seamWarranty,
    imageAlts: [
      'Gant de soudage TIG souple en cuir de chèvre fauve à manchette courte',
      'Gant tenant une baguette d’apport',
    ],
  },
  'armorgrip-mig-cowhide-welding-gloves': {
    name: 'Gants de soudage MIG ArmorGrip en cuir de vachette',
    shortDescription:
      '<p>Cuir de vachette doublé mousse avec pouce renforcé pour le MIG et le fil fourré toute la journée.</p>',
    description:
      '<p>La doublure en mousse bloque la chaleur rayonnante tout en laissant le gant assez souple pour actionner la gâchette de la torche.</p>\n<ul><li>Paume en fleur de vachette</li><li>Doublure en mousse</li><li>EN 12477 type A</li></ul>',
    warranty: seamWarranty,
    imageAlts: ['Gant de soudage MIG marron en cuir de vachette doublé mousse'],
  },
  'armorgrip-stick-welding-gauntlet-14-in': {
    name: 'Gants à manchette ArmorGrip pour soudage à l’électrode enrobée, 14 po',
    shortDescription:
      '<p>Gant à manchette épais en croûte de cuir doublé coton pour l’électrode enrobée et le gougeage. Taille L.</p>',
    description:
      '<p>Les longues manchettes protègent l’avant-bras des chutes de laitier et des projections lors du soudage au plafond et en montante.</p>\n<ul><li>Croûte de vachette</li><li>Doublure molletonnée en coton</li><li>Longueur 14 po</li><li>EN 12477 type A</li></ul>',
    warranty: seamWarranty,
    imageAlts: ['Long gant de soudage fauve en croûte de cuir pour électrode enrobée'],
  },
  'armorgrip-aluminized-heat-reflective-gloves': {
    name: 'Gants aluminisés ArmorGrip réfléchissant la chaleur',
    shortDescription:
      '<p>Dos aluminisé qui réfléchit la chaleur rayonnante pour la fonderie, la forge et les fours de traitement thermique.</p>',
    description:
      '<p>Réfléchit jusqu’à 95 % de la chaleur rayonnante. Paume en cuir et doublure en laine contre la chaleur de contact. Taille unique (XL).</p>\n<ul><li>Dos en para-aramide aluminisé</li><li>Doublure en laine</li><li>EN 407 43434X</li></ul>',
    imageAlts: ['Gant à manchette au dos aluminisé argenté'],
  },
  'armorgrip-cut-resistant-welding-gloves': {
    name: 'Gants de soudage MIG anti-coupure ArmorGrip',
    shortDescription:
      '<p>Gant de soudage à doublure para-aramide qui ajoute une protection A4 contre les coupures pour les ateliers de chaudronnerie.</p>',
    description:
      '<p>Les chaudronniers manipulent des pièces coupantes entre deux soudures. Ce gant évite d’en changer entre la scie et le poste de soudage.</p>\n<ul><li>Anti-coupure ANSI A4</li><li>EN 12477 type A</li><li>Paume en cuir de chèvre</li></ul>',
    warranty: seamWarranty,
    imageAlts: ['Gant de soudage en cuir de vachette à doublure para-aramide jaune'],
  },
  'armorgrip-impact-mechanics-gloves': {
    name: 'Gants de mécanicien anti-impact ArmorGrip',
    shortDescription:
      '<p>Gant de mécanicien avec protection dorsale en TPR classée ANSI/ISEA 138 niveau 1.</p>',
    description:
      '<p>Protège les phalanges et les doigts des glissades et des pincements tout en conservant la dextérité d’un gant de mécanicien.</p>\n<ul><li>ANSI/ISEA 138 niveau 1</li><li>Paume rembourrée</li><li>Dos haute visibilité</li></ul>',
    imageAlts: ['Gant de mécanicien jaune haute visibilité avec protège-phalanges noir'],
  },
  'armorgrip-touchscreen-utility-gloves': {
    name: 'Gants polyvalents tactiles ArmorGrip',
    shortDescription:
      '<p>Gant polyvalent léger et respirant pour le scannage en entrepôt, la conduite et l’assemblage léger.</p>',
    description:
      '<p>Le bout des doigts conducteur fonctionne avec les téléphones, les tablettes et les scanners portables.</p>\n<ul><li>Les cinq doigts compatibles écrans tactiles</li><li>Dos en maille respirante</li></ul>',
    imageAlts: ['Gant polyvalent gris et bleu touchant une tablette'],
  },
  'armorgrip-insulated-winter-work-gloves': {
    name: 'Gants de travail d’hiver isolants et imperméables ArmorGrip',
    shortDescription:
      '<p>Membrane imperméable et isolation de 100 g pour le travail en extérieur jusqu’à environ -18 °C.</p>',
    description:
      '<p>Une membrane imperméable et respirante garde les mains au sec pour pelleter, déneiger et charger sous la neige fondue.</p>\n<ul><li>Isolation synthétique de 100 g</li><li>Membrane imperméable</li><li>Paume en cuir synthétique</li></ul>',
    imageAlts: ['Gant d’hiver isolant noir à poignet tricoté'],
  },
  'armorgrip-leather-driver-gloves': {
    name: 'Gants de conducteur ArmorGrip en fleur de cuir',
    shortDescription:
      '<p>Gant de conducteur classique en vachette non doublée avec pouce palmé, pour les chauffeurs, les élingueurs et les paysagistes.</p>',
    description:
      '<p>La fleur de vachette haut de gamme s’assouplit à l’usage. Le pouce palmé bouge naturellement pour tenir un volant ou une corde.</p>\n<ul><li>Fleur de vachette</li><li>Pouce palmé</li><li>Dos élastiqué</li></ul>',
    imageAlts: ['Gant de conducteur fauve en fleur de vachette à pouce palmé'],
  },
  'armorgrip-nitrile-coated-nylon-gloves-12-pairs': {
    name: 'Gants nylon enduits nitrile ArmorGrip, taille L (12 paires)',
    shortDescription:
      '<p>Douzaine de gants fins en nylon à paume en nitrile micro-mousse pour les chaînes d’assemblage et les magasins.</p>',
    description:
      '<p>Assez économiques pour être distribués chaque jour. Nylon jauge 15 avec dos respirant.</p>\n<ul><li>Paume en nitrile micro-mousse</li><li>Nylon jauge 15</li><li>12 paires, taille L</li></ul>',
    imageAlts: ['Douzaine de gants en nylon blanc à paume en nitrile gris'],
  },
  'armorgrip-custom-logo-glove-program': {
    name: 'Gants ArmorGrip personnalisés à votre logo',
    shortDescription:
      '<p>Votre logo sur des gants de mécanicien ou anti-coupure ArmorGrip, dès 144 paires ; devis et fabrication par le fabricant.</p>',
    description:
      '<p>Logo sérigraphié ou transféré à chaud, jusqu’à quatre couleurs. Le prix affiché correspond à un coût par paire typique pour 1 000 paires.</p>\n<ul><li>Minimum 144 paires</li><li>Bon à tirer sous 2 jours ouvrés</li><li>Délai de fabrication d’environ 4 semaines</li></ul>',
    buttonText: 'Demander un devis',
    imageAlts: ['Gant de mécanicien imprimé au dos du logo d’une entreprise'],
  },
};

/** Alt texts of the gloves, whose texts are in products-1.ts and products-2.ts. */
export const frenchOtherGloveAdditions: Record<string, Partial<ProductTranslation>> = {
  'armorgrip-5-mil-nitrile-exam-gloves-100': {
    imageAlts: [
      'Gants d’examen en nitrile bleu dans une boîte distributrice',
      'Côté de la boîte avec la mention ASTM D6319 et les tailles',
    ],
  },
  'armorgrip-8-mil-black-nitrile-gloves-100': {
    imageAlts: ['Gants jetables en nitrile noir renforcé'],
  },
  'armorgrip-mechanics-pro-gloves': {
    imageAlts: [
      'Gant de mécanicien en cuir synthétique noir et rouge',
      'Paume avec renfort au pouce et à l’index',
      'Fermeture du poignet par auto-agrippant',
    ],
  },
};
