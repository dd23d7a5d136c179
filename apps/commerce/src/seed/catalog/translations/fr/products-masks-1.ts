import type { ProductTranslation } from '../types.ts';

/** French texts of the FFP2 and FFP3 disposable masks. */
export const frenchFfpMasks: Record<string, ProductTranslation> = {
  'safeair-ffp2-valved-folding-mask-10': {
    name: 'Masque pliable SafeAir FFP2 à soupape (boîte de 10)',
    shortDescription:
      '<p>Masque FFP2 à soupape qui reste plus frais et plus sec pendant les longues journées de chaleur.</p>',
    description:
      '<p>La soupape expiratoire laisse sortir l’air chaud et humide presque sans résistance, ce qui réduit nettement l’échauffement et la buée. L’air expiré n’étant pas filtré, n’utilisez pas de masque à soupape pour protéger autrui en cabinet médical ou en zone stérile.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Soupape expiratoire à faible résistance</li><li>Brides de tête et mousse nasale</li><li>10 masques emballés individuellement</li></ul>',
    imageAlts: ['Masque pliable FFP2 blanc avec soupape expiratoire ronde'],
  },
  'safeair-ffp2-cup-mask-valve-10': {
    name: 'Masque coque SafeAir FFP2 à soupape (boîte de 10)',
    shortDescription:
      '<p>Masque FFP2 coque moulée qui garde sa forme en ambiance humide, avec soupape à faible résistance.</p>',
    description:
      '<p>La coque moulée ne s’affaisse pas lorsqu’elle est humide : elle convient au sciage du béton, au ponçage et à l’agriculture. Bientôt de retour en stock.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Coque résistante à l’écrasement</li><li>Soupape expiratoire</li></ul>',
    imageAlts: ['Masque FFP2 coque moulée avec soupape'],
  },
  'safeair-ffp2-colored-mask-20': {
    name: 'Masque FFP2 SafeAir du quotidien en couleurs (boîte de 20)',
    shortDescription:
      '<p>Masque FFP2 cinq couches à élastiques auriculaires, en cinq couleurs, pour les trajets et les voyages.</p>',
    description:
      '<p>Un masque FFP2 en forme de poisson avec élastiques auriculaires souples et un clip de confort pour un port prolongé. Les masques à élastiques auriculaires sont pratiques mais moins étanches que ceux à brides de tête ; pour la protection au travail, choisissez un modèle à brides de tête.</p>\n<ul><li>EN 149 FFP2 NR</li><li>Cinq couches filtrantes</li><li>Élastiques auriculaires avec clip réglable</li><li>Emballés individuellement</li></ul>',
    imageAlts: [
      'Masque FFP2 noir cinq couches en forme de poisson',
      'Version bleue du masque',
      'Version rose du masque',
    ],
  },
  'safeair-ffp2-mask-nose-foam-sized': {
    name: 'Masque SafeAir FFP2 avec mousse nasale, en tailles (boîte de 10)',
    shortDescription:
      '<p>Deux tailles pour une meilleure étanchéité sur les petits et les grands visages, avec bande de mousse antibuée.</p>',
    description:
      '<p>La plupart des masques pliables existent en une seule taille, adaptée à un visage moyen. Proposer les tailles S/M et M/L améliore nettement le contrôle d’étanchéité pour les personnes aux deux extrémités.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Large bande de mousse antibuée</li><li>Taille S/M ou M/L</li></ul>',
    imageAlts: ['Masque FFP2 avec large bande de mousse sous le pince-nez'],
  },
  'safeair-ffp3-cup-mask-valve-5': {
    name: 'Masque coque SafeAir FFP3 à soupape (boîte de 5)',
    shortDescription:
      '<p>Masque FFP3 moulé avec joint facial en caoutchouc pour les travaux très poussiéreux.</p>',
    description:
      '<p>La coque robuste garde sa forme à l’humidité et se porte confortablement sous des lunettes de sécurité. Classé FFP3 NR D.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Joint facial à bord caoutchouc</li><li>Brides réglables</li></ul>',
    imageAlts: ['Masque FFP3 coque moulée avec soupape'],
  },
  'safeair-ffp3-reusable-mask-silicone-seal': {
    name: 'Masque réutilisable SafeAir FFP3 R D à joint silicone',
    shortDescription:
      '<p>Masque FFP3 « R » utilisable sur plus d’un poste, avec joint en silicone nettoyable.</p>',
    description:
      '<p>Les masques marqués R réussissent un essai de stockage et de nettoyage : un même masque peut servir plusieurs postes s’il reste intact. Essuyez le joint avec une lingette pour appareil respiratoire entre deux utilisations et rangez le masque dans un sachet propre.</p>\n<ul><li>EN 149 FFP3 R D</li><li>Joint facial en silicone</li><li>Nettoyable, se range entre deux postes</li></ul>',
    imageAlts: ['Masque FFP3 avec joint facial en silicone gris'],
  },
  'safeair-ffp3-fluid-resistant-mask-20': {
    name: 'Masque de soins SafeAir FFP3 résistant aux projections (boîte de 20)',
    shortDescription:
      '<p>Masque FFP3 sans soupape qui satisfait aussi à l’EN 14683 type IIR contre les projections, pour l’usage clinique.</p>',
    description:
      '<p>Les hôpitaux ont besoin d’une protection respiratoire qui protège aussi le patient. Ce masque n’a pas de soupape et, en plus du FFP3, satisfait à l’EN 14683 type IIR pour la filtration bactérienne et la résistance aux projections de liquides.</p>\n<ul><li>EN 149 FFP3 NR et EN 14683 type IIR</li><li>Sans soupape : filtre l’air expiré</li><li>Deux tailles pour mieux réussir l’essai d’ajustement</li></ul>',
    faqs: [
      {
        question: 'Pourquoi sans soupape ?',
        answer:
          'Une soupape laisse sortir l’air expiré non filtré, ce qui est inacceptable près des patients ou d’un champ stérile.',
      },
      {
        question: 'Quelle taille choisir ?',
        answer:
          'La taille M/L convient à la plupart des adultes. Choisissez S/M si les masques standard bâillent au niveau des joues ou glissent sur votre nez.',
      },
    ],
    imageAlts: ['Masque de soins FFP3 bleu sans soupape'],
  },
  'safeair-ffp3-carbon-layer-mask-10': {
    name: 'Masque SafeAir FFP3 à couche de charbon actif (boîte de 10)',
    shortDescription:
      '<p>Protection FFP3 contre les particules et couche de charbon qui atténue les odeurs gênantes et l’ozone.</p>',
    description:
      '<p>La couche de charbon atténue les odeurs gênantes de faible niveau dues au soudage, aux colles à solvant ou au compost. Ce n’est pas un filtre anti-gaz : utilisez un appareil à cartouches lorsque les vapeurs dépassent les valeurs limites d’exposition.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Couche de charbon actif contre les odeurs gênantes</li><li>Soupape expiratoire</li></ul>',
    imageAlts: ['Masque FFP3 gris avec couche filtrante au charbon'],
  },
  'safeair-construction-dust-mask-ffp2-ffp3': {
    name: 'Masque anti-poussière BTP SafeAir, FFP2 ou FFP3',
    shortDescription:
      '<p>Conditionnement chantier de masques pliables à soupape : FFP2 pour les poussières courantes, FFP3 pour la silice et les bois durs.</p>',
    description:
      '<p>Un conditionnement pratique pour le chantier, avec des brides orange vif faciles à repérer lors d’une visite du chef de chantier. Choisissez la classe demandée par votre évaluation des risques : FFP2 pour les poussières courantes du BTP, FFP3 pour la silice issue de la découpe du béton, de la brique et de la pierre.</p>\n<ul><li>EN 149 NR D</li><li>Soupape pour plus de confort</li><li>10 ou 30 masques par boîte</li></ul>',
    imageAlts: ['Masques anti-poussière BTP à brides orange en FFP2 et FFP3'],
    attributeLabels: { 'Pack size': 'Conditionnement' },
    attributeValues: { 'Pack size': { '10': '10', '30': '30' } },
  },
};

/** Alt texts and attribute values of the masks, whose texts are in products-1.ts and products-2.ts. */
export const frenchFfpMaskAdditions: Record<string, Partial<ProductTranslation>> = {
  'safeair-ffp2-folding-mask-unvalved': {
    imageAlts: [
      'Masque FFP2 pliable blanc trois panneaux avec brides de tête',
      'Masque déplié montrant le pince-nez réglable',
      'Boîte de 50 masques',
    ],
    attributeValues: { 'Pack size': { '10': '10', '20': '20', '50': '50' } },
  },
  'safeair-ffp2-mask-individually-wrapped': {
    imageAlts: ['Masque FFP2 seul dans un sachet transparent scellé'],
  },
  'safeair-ffp3-folding-valved-mask-10': {
    imageAlts: [
      'Masque FFP3 pliable blanc avec soupape rouge et brides à quatre points',
      'Intérieur du masque montrant le joint facial',
      'Marquage EN 149 imprimé sur le masque',
    ],
    attributeValues: {
      'Assigned protection factor': { '20 (UK/EU practice)': '20 (pratique britannique et européenne)' },
    },
  },
};
