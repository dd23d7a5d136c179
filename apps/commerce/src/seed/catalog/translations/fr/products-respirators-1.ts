import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** Garantie des masques complets : corps, oculaire, harnais et soupapes. */
const fullFaceWarranty: SeedWarranty = {
  warrantyDuration: '2 ans',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Corps du masque', itemWarrantyDuration: '2 ans' },
    { itemName: 'Oculaire', itemWarrantyDuration: '1 an' },
    { itemName: 'Harnais de tête et soupapes', itemWarrantyDuration: '6 mois' },
  ],
};

const oneYear: SeedWarranty = { warrantyDuration: '1 an', useCustomWarranty: false, customWarrantyItems: [] };

/** French texts of the reusable half masks and full-face masks. */
export const frenchRespiratorMasks: Record<string, ProductTranslation> = {
  'safeair-hf-800-silicone-half-mask': {
    name: 'Demi-masque silicone SafeAir HF-800 à harnais abaissable',
    shortDescription:
      '<p>Demi-masque haut de gamme en silicone avec harnais abaissable : baissez-le entre deux tâches sans retirer votre casque.</p>',
    description:
      '<p>Le silicone souple de qualité médicale reste étanche et confortable pendant des heures et ne se déforme pas à la chaleur. La boucle abaissable permet de baisser le masque pour parler ou boire sans retirer votre casque de chantier ou votre cagoule de soudage.</p>\n<p>Une grande soupape expiratoire centrale limite l’accumulation de chaleur et d’humidité, et l’arête nasale basse améliore la compatibilité avec les lunettes de sécurité.</p>\n<ul><li>Joint facial en silicone</li><li>Boucle abaissable d’une seule main</li><li>Grande soupape expiratoire</li><li>Tailles S, M, L</li></ul>',
    warranty: oneYear,
    imageAlts: ['Demi-masque en silicone bleu avec boucle abaissable'],
  },
  'safeair-hf-200-paint-respirator-kit': {
    name: 'Kit peinture demi-masque SafeAir HF-200 (OV/P95)',
    shortDescription:
      '<p>HF-200 taille M avec cartouches vapeurs organiques, préfiltres P95 et couvercles, prêt pour la peinture au pistolet.</p>',
    description:
      '<p>Tout ce qu’il faut au bricoleur ou à l’atelier d’ébénisterie pour commencer : le masque, une paire de cartouches OV et quatre préfiltres P95 contre le brouillard de peinture. Remplacez les cartouches dès que vous sentez l’odeur ou le goût du solvant, ou selon votre calendrier de remplacement.</p>\n<ul><li>Demi-masque HF-200 taille M</li><li>Deux cartouches OV, quatre préfiltres P95, deux couvercles</li><li>Sac de rangement refermable</li></ul>',
    imageAlts: ['Kit demi-masque avec cartouches vapeurs organiques et préfiltres'],
  },
  'safeair-hf-500-en-140-half-mask-rd40': {
    name: 'Demi-masque SafeAir HF-500 EN 140, filetage Rd40',
    shortDescription:
      '<p>Demi-masque EN 140 à filetage standard Rd40 unique, pour les filtres européens A2P3 et ABEK.</p>',
    description:
      '<p>Conçu pour les équipes internationales et les entreprises qui travaillent selon les normes européennes. Le raccord Rd40 unique accepte tout filtre EN 148-1, dont nos filtres A2P3 et P3 R.</p>\n<ul><li>EN 140:1998</li><li>Filetage Rd40 unique (EN 148-1)</li><li>Non homologué NIOSH</li></ul>',
    imageAlts: ['Demi-masque avec un raccord de filtre Rd40 unique à l’avant'],
  },
  'safeair-hf-300-low-profile-p100-half-mask': {
    name: 'Demi-masque extra-plat SafeAir HF-300 P100',
    shortDescription:
      '<p>Demi-masque fin avec filtres galettes P100, qui se porte sous une cagoule de soudage.</p>',
    description:
      '<p>Les filtres galettes reposent à plat contre les joues et laissent de la place dans une cagoule de soudage ou sous une visière. Le P100 est le bon choix pour les fumées de plomb, de cadmium et de manganèse et pour le désamiantage selon l’OSHA 1926.1101.</p>\n<ul><li>Une paire de filtres galettes P100 incluse</li><li>NIOSH TC-84A-1455</li><li>Convient à la plupart des adultes (pièce faciale M/L)</li></ul>',
    warranty: oneYear,
    imageAlts: ['Demi-masque extra-plat avec deux filtres galettes magenta'],
  },
  'safeair-ff-600-full-face-respirator': {
    name: 'Masque complet SafeAir FF-600',
    shortDescription:
      '<p>Masque complet à large oculaire résistant aux chocs ; facteur de protection assigné de 50 avec un essai d’ajustement quantitatif.</p>',
    description:
      '<p>Le FF-600 protège à la fois les yeux, le visage et les poumons, ce qui compte face aux vapeurs irritantes comme l’ammoniac ou le formaldéhyde, qui attaquent aussi les yeux. Son oculaire en polycarbonate satisfait aux exigences ANSI Z87.1 haute résistance aux chocs et possède un traitement antibuée et anti-rayures.</p>\n<p>Selon l’OSHA, un masque complet a un facteur de protection assigné de 50 après un essai d’ajustement quantitatif (10 avec un essai qualitatif). Il utilise les mêmes filtres et cartouches à baïonnette que nos demi-masques.</p>\n<p>Harnais de tête à six points, joint facial en silicone et demi-masque intérieur qui dirige l’air expiré loin de l’oculaire pour éviter la buée.</p>\n<ul><li>NIOSH TC-84A-1501 (particules) et TC-23C-2240 (cartouches)</li><li>Oculaire ANSI Z87.1 haute résistance aux chocs</li><li>Joint facial en silicone, harnais à six points</li><li>Membrane phonique pour une communication plus claire</li><li>Tailles S, M, L</li></ul>',
    tabs: [
      {
        tabTitle: 'Téléchargements',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Notice d’utilisation du FF-600',
            file: '/downloads/safeair-ff-600-instructions.pdf',
            fileDescription: 'Assemblage, contrôles d’étanchéité, nettoyage et stockage.',
          },
          {
            fileTitle: 'Tableau des homologations NIOSH',
            file: '/downloads/safeair-ff-600-niosh-matrix.pdf',
            fileDescription: 'Combinaisons de filtres et de cartouches homologuées.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Puis-je porter des lunettes à l’intérieur ?',
        answer:
          'Les branches de lunettes ordinaires rompent l’étanchéité. Utilisez le kit lunettes de la série FF, qui fixe vos verres correcteurs à l’intérieur du masque.',
      },
      {
        question: 'Quel est son facteur de protection assigné ?',
        answer:
          'L’OSHA attribue un facteur de 50 aux masques complets lorsque l’utilisateur réussit un essai d’ajustement quantitatif ; avec un essai qualitatif, il est limité à 10.',
      },
      {
        question: 'Fonctionne-t-il avec une unité de ventilation assistée ?',
        answer:
          'Non, c’est un appareil à pression négative. Pour la ventilation assistée, utilisez une pièce faciale Versaflo.',
      },
    ],
    warranty: fullFaceWarranty,
    imageAlts: [
      'Masque complet noir à large oculaire et deux cartouches',
      'Vue de profil montrant le harnais de tête à quatre points',
      'Masque équipé de cartouches vapeurs organiques',
    ],
    attributeLabels: { 'Assigned protection factor': 'Facteur de protection assigné' },
    attributeValues: {
      'Assigned protection factor': {
        '50 (OSHA, quantitative fit test)': '50 (OSHA, essai d’ajustement quantitatif)',
      },
    },
  },
  'safeair-ff-800-silicone-full-face': {
    name: 'Masque complet silicone SafeAir FF-800 avec kit lunettes',
    shortDescription:
      '<p>Masque complet haut de gamme en silicone livré avec un kit lunettes pour les porteurs de verres correcteurs.</p>',
    description:
      '<p>Le FF-800 ajoute un joint en silicone plus souple, un oculaire à revêtement dur résistant aux rayures et un kit lunettes que votre opticien peut équiper de verres. Taille unique adaptée à la plupart des visages adultes.</p>\n<ul><li>Homologué NIOSH avec les filtres SafeAir</li><li>Kit lunettes inclus</li><li>Oculaire en polycarbonate à revêtement dur</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Masque complet avec monture de lunettes intérieure'],
  },
  'safeair-ff-400-en-136-full-face-rd40': {
    name: 'Masque complet SafeAir FF-400 EN 136 classe 2, Rd40',
    shortDescription:
      '<p>Masque complet aux normes européennes avec filetage Rd40 unique, EN 136 classe 2.</p>',
    description:
      '<p>Pour les projets à l’export et les sites qui imposent des filtres EN. Accepte tout filtre Rd40 EN 148-1.</p>\n<ul><li>EN 136 classe 2</li><li>Filetage Rd40</li><li>Non homologué NIOSH</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Masque complet avec un filtre Rd40 unique à l’avant'],
  },
  'safeair-ff-600-asbestos-kit': {
    name: 'Kit désamiantage et déplombage SafeAir FF-600',
    shortDescription:
      '<p>FF-600 taille M avec deux paires de filtres P100 et une mallette de rangement pour les équipes de désamiantage.</p>',
    description:
      '<p>Les travaux de désamiantage et de déplombage selon l’OSHA 1926.1101 et 1926.62 exigent au minimum un demi-masque avec filtres P100 ; de nombreuses entreprises adoptent le masque complet pour la protection des yeux et le facteur de protection plus élevé.</p>\n<ul><li>Masque complet FF-600 taille M</li><li>Deux paires de filtres P100</li><li>Mallette de rangement rigide</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Kit masque complet avec filtres P100 et mallette de rangement'],
  },
  'safeair-ff-900-cbrn-full-face': {
    name: 'Masque complet NRBC SafeAir FF-900',
    shortDescription:
      '<p>Masque complet homologué NRBC pour les primo-intervenants ; vente restreinte, assurée par le fabricant.</p>',
    description:
      '<p>Les appareils NRBC ne sont vendus qu’aux services publics et aux acheteurs habilités. Le fabricant vérifie l’éligibilité et gère les exigences de formation.</p>\n<ul><li>Homologation NIOSH CBRN APR</li><li>Cartouche à filetage OTAN standard de 40 mm</li><li>Tube pour boire et raccord d’amplificateur vocal</li></ul>',
    buttonText: 'Acheter chez le fabricant',
    warranty: fullFaceWarranty,
    imageAlts: ['Masque complet NRBC vert olive avec cartouche de 40 mm'],
  },
};

/** Alt texts and attribute values of the HF-200, whose texts are in products-1.ts and products-2.ts. */
export const frenchRespiratorMaskAdditions: Record<string, Partial<ProductTranslation>> = {
  'safeair-hf-200-reusable-half-mask': {
    imageAlts: [
      'Demi-masque HF-200 gris avec raccords de cartouches à baïonnette',
      'Demi-masque équipé de filtres P100 roses',
      'Demi-masque équipé de cartouches vapeurs organiques noires',
    ],
    attributeValues: { 'Assigned protection factor': { '10 (OSHA)': '10 (OSHA)' } },
  },
};
