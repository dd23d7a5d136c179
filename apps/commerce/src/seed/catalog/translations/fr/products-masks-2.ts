import type { ProductTranslation } from '../types.ts';

/** French texts of the N95, N99 and P100 respirators and the medical and everyday masks. */
export const frenchOtherMasks: Record<string, ProductTranslation> = {
  'safeair-flat-fold-respirator-n95-n99': {
    name: 'Masque pliable à plat SafeAir, N95 ou N99',
    shortDescription:
      '<p>Masques pliables à plat emballés individuellement, qui tiennent dans une poche, en N95 ou en N99 plus filtrant.</p>',
    description:
      '<p>Rangé à plat, il s’ouvre en une forme spacieuse à trois panneaux. Choisissez le N95 pour l’usage courant ou le N99 (efficacité de 99 %) pour les particules fines comme la poussière de plomb ou la silice, quand vous voulez une marge supplémentaire.</p>\n<ul><li>N95 : TC-84A-9402 ; N99 : TC-84A-9417</li><li>Emballés individuellement pour l’hygiène</li><li>50 par boîte</li></ul>',
    faqs: [
      {
        question: 'N95 ou N99 ?',
        answer:
          'Le N99 filtre au moins 99 % des particules, contre 95 % pour le N95, avec une résistance respiratoire légèrement supérieure. Les deux ont le même facteur de protection assigné OSHA de 10 : c’est l’ajustement qui compte le plus.',
      },
      {
        question: 'Quelle est la durée de conservation ?',
        answer: 'Cinq ans à compter de la date de fabrication, dans l’emballage fermé, au frais et au sec.',
      },
    ],
    imageAlts: ['Masques N95 pliables à plat emballés individuellement'],
  },
  'safeair-surgical-n95-respirator-20': {
    name: 'Masque chirurgical N95 SafeAir (boîte de 20)',
    shortDescription:
      '<p>Masque NIOSH N95 homologué FDA comme masque chirurgical, résistant aux projections, en deux tailles.</p>',
    description:
      '<p>Les N95 chirurgicaux ajoutent la résistance aux fluides et l’autorisation FDA à la filtration NIOSH N95. Ce modèle résiste au sang synthétique à 160 mmHg selon l’ASTM F1862 et il est classé en inflammabilité Classe 1.</p>\n<ul><li>NIOSH N95, TC-84A-9354</li><li>Résistance aux fluides ASTM F1862 à 160 mmHg</li><li>Sans soupape, sans latex</li><li>Taille S/M ou M/L</li></ul>',
    tabs: [
      {
        tabTitle: 'Homologations',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Étiquette d’homologation NIOSH',
            file: '/downloads/safeair-surgical-n95-approval-label.pdf',
            fileDescription: 'Étiquette d’homologation TC-84A-9354 avec mises en garde et limites.',
          },
          {
            fileTitle: 'Synthèse des essais de résistance aux fluides',
            file: '/downloads/safeair-surgical-n95-astm-f1862.pdf',
            fileDescription: 'Résultats ASTM F1862 à 80, 120 et 160 mmHg.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Qu’est-ce qui le rend « chirurgical » ?',
        answer:
          'Il est à la fois homologué NIOSH et autorisé par la FDA comme dispositif médical, avec une résistance testée aux projections de sang et de liquides biologiques.',
      },
      {
        question: 'Est-il sans latex ?',
        answer: 'Oui, aucun composant ne contient de latex de caoutchouc naturel.',
      },
    ],
    imageAlts: ['Masque chirurgical N95 bleu'],
  },
  'safeair-p100-disposable-respirator-carbon': {
    name: 'Masque jetable SafeAir P100 au charbon (lot de 2)',
    shortDescription:
      '<p>La plus haute classe de filtration jetable, 99,97 % et résistante à l’huile, avec charbon contre les odeurs gênantes des fumées de soudage.</p>',
    description:
      '<p>Le P100 résiste fortement à l’huile et filtre au moins 99,97 % des particules. La couche de charbon réduit l’ozone et les odeurs de vapeurs organiques gênantes sous les valeurs limites d’exposition.</p>\n<ul><li>NIOSH P100, TC-84A-9201</li><li>Joint facial en mousse</li><li>Brides à quatre points</li></ul>',
    imageAlts: ['Masque jetable P100 gris à couche de charbon'],
  },
  'safeair-n95-bulk-case-120': {
    name: 'Carton de masques N95 pliables à plat SafeAir (120 pièces)',
    shortDescription:
      '<p>Carton de 120 masques N95 sans soupape pour les stocks de réserve, les écoles et les trousses d’urgence.</p>',
    description:
      '<p>Conditionnement adapté au stockage, avec une durée de conservation de cinq ans imprimée sur le carton. Expédié sur commande sous 10 jours ouvrés environ.</p>\n<ul><li>NIOSH N95, TC-84A-9402</li><li>120 masques emballés individuellement</li><li>Conservation de cinq ans</li></ul>',
    imageAlts: ['Carton d’expédition de masques N95 pliables à plat'],
  },
  'safeair-kids-3-ply-masks-50': {
    name: 'Masques 3 plis SafeAir pour enfants (boîte de 50)',
    shortDescription: '<p>Masques trois plis à la taille des enfants de 4 à 12 ans, en trois couleurs.</p>',
    description:
      '<p>Format 5,5 x 3,5 po adapté aux petits visages, avec élastiques auriculaires souples.</p>\n<ul><li>Trois plis</li><li>De 4 à 12 ans</li><li>Sans latex</li></ul>',
    imageAlts: ['Petit masque trois plis rose pour enfant'],
  },
  'safeair-surgical-masks-ties-level-2-50': {
    name: 'Masques chirurgicaux à lacets SafeAir, ASTM niveau 2 (boîte de 50)',
    shortDescription:
      '<p>Masques chirurgicaux à nouer pour le bloc opératoire, ASTM F2100 niveau 2 et EN 14683 type IIR.</p>',
    description:
      '<p>Les lacets assurent un ajustement serré par-dessus la charlotte. Résistants aux fluides à 120 mmHg.</p>\n<ul><li>ASTM F2100 niveau 2</li><li>EN 14683 type IIR</li><li>Quatre lacets</li></ul>',
    imageAlts: ['Masque chirurgical vert à lacets'],
  },
  'safeair-face-mask-eye-shield-25': {
    name: 'Masque SafeAir avec visière oculaire (boîte de 25)',
    shortDescription:
      '<p>Masque de niveau 3 avec visière oculaire antibuée intégrée pour les actes exposant aux projections.</p>',
    description:
      '<p>Protection du visage et des yeux en une seule pièce pour l’irrigation des plaies, l’hygiène dentaire et le travail en laboratoire.</p>\n<ul><li>ASTM F2100 niveau 3</li><li>Visière en PET antibuée</li><li>25 par boîte</li></ul>',
    imageAlts: ['Masque de soins avec visière oculaire transparente antibuée intégrée'],
  },
  'safeair-black-3-ply-masks-50': {
    name: 'Masques 3 plis noirs SafeAir (boîte de 50)',
    shortDescription:
      '<p>Masques noirs du quotidien pour la restauration, les salons de coiffure et les comptoirs de vente.</p>',
    description:
      '<p>Trois plis avec couche intermédiaire en non-tissé meltblown ; le maquillage et les taches alimentaires se voient moins que sur les masques bleus.</p>\n<ul><li>Trois plis</li><li>Élastiques auriculaires</li><li>50 par boîte</li></ul>',
    imageAlts: ['Masques jetables trois plis noirs'],
  },
};

/** Alt texts of the respirators and procedure masks, whose texts are in products-1.ts and products-2.ts. */
export const frenchOtherMaskAdditions: Record<string, Partial<ProductTranslation>> = {
  'safeair-n95-cup-respirator-20': {
    imageAlts: [
      'Masque coque N95 blanc moulé à deux élastiques',
      'Marquage d’homologation NIOSH imprimé sur le masque',
      'Boîte de 20 masques',
    ],
  },
  'safeair-n95-valved-respirator-10': {
    imageAlts: ['Masque N95 moulé avec soupape expiratoire carrée'],
  },
  'safeair-astm-level-3-procedure-masks-50': {
    imageAlts: ['Masque de soins bleu trois plis à élastiques auriculaires'],
  },
};
