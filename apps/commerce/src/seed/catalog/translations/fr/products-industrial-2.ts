import type { ProductTranslation } from '../types.ts';

/** French texts of the HushLine ear muffs and ear plugs. */
export const frenchHearing: Record<string, ProductTranslation> = {
  'hushline-hl-30-over-head-ear-muffs': {
    name: 'Casque antibruit à arceau HushLine HL-30, NRR 30',
    shortDescription:
      '<p>Casque antibruit à double coquille NRR 30 pour les tronçonneuses, les meuleuses et les stands de tir.</p>',
    description:
      '<p>Les coquilles à double paroi garnies de mousse acoustique offrent un indice de réduction du bruit (NRR) de 30 dB. La méthode de l’OSHA pour estimer la protection réelle est (NRR − 7) ÷ 2 : comptez environ 11 à 12 dB d’atténuation sur une mesure de dosimètre pondérée A.</p>\n<p>L’OSHA 29 CFR 1910.95 impose de mettre des protections auditives à disposition à partir de 85 dBA sur huit heures et de les porter à partir de 90 dBA.</p>\n<ul><li>NRR 30 dB (ANSI S3.19-1974)</li><li>Coquilles à double paroi</li><li>Arceau rembourré réglable</li></ul>',
    faqs: [
      {
        question: 'Puis-je le combiner avec des bouchons d’oreilles ?',
        answer:
          'Oui. Pour les bruits très forts (au-delà de 100 dBA), l’OSHA recommande bouchons et casque ; ajoutez environ 5 dB au NRR le plus élevé pour la combinaison.',
      },
      {
        question: 'Est-il compatible avec des lunettes de sécurité ?',
        answer:
          'Les branches fines ne posent pas de problème. Des branches épaisses peuvent rompre l’étanchéité et réduire la protection de quelques dB.',
      },
    ],
    imageAlts: ['Casque antibruit rouge à double coquille et arceau'],
    attributeLabels: { NRR: 'NRR' },
    attributeValues: { NRR: { '30 dB': '30 dB' } },
  },
  'hushline-hl-25e-electronic-ear-muffs': {
    name: 'Casque antibruit électronique HushLine HL-25E avec audio sans fil',
    shortDescription:
      '<p>Casque à atténuation dépendante du niveau qui amplifie les voix et coupe les bruits forts, avec diffusion audio sans fil.</p>',
    description:
      '<p>Des microphones extérieurs vous font entendre collègues et alarmes de recul à un niveau sûr, puis compriment instantanément le son quand le bruit grimpe. La diffusion audio est plafonnée à 82 dBA : la musique ne s’ajoute jamais à votre dose de bruit.</p>\n<p>La batterie rechargeable tient environ 40 heures en diffusion ou 140 heures en écoute de l’environnement.</p>\n<ul><li>NRR 25 dB</li><li>Écoute de l’environnement dépendante du niveau</li><li>Audio sans fil limité à 82 dBA</li><li>Charge par USB-C, environ 140 heures</li></ul>',
    tabs: [
      {
        tabTitle: 'Vidéos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Appairage et niveaux d’écoute de l’environnement',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ew9bHq3ZsTo',
            videoDescription: 'Appairez un téléphone et réglez le volume ambiant.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Puis-je l’utiliser pour le tir ?',
        answer:
          'Oui. Le circuit dépendant du niveau écrête en quelques millisecondes les bruits impulsionnels comme les coups de feu tout en laissant passer les consignes du stand.',
      },
      {
        question: 'Protège-t-il quand la batterie est vide ?',
        answer: 'Oui. Éteint, il conserve sa protection passive NRR 25.',
      },
    ],
    warranty: { warrantyDuration: '1 an', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: [
      'Casque antibruit électronique vert avec bouton de volume et microphones',
      'Version noire du casque électronique',
    ],
    attributeLabels: { NRR: 'NRR', 'Battery runtime': 'Autonomie de la batterie' },
    attributeValues: {
      NRR: { '25 dB': '25 dB' },
      'Battery runtime': { '140 hours hear-through': '140 heures en écoute de l’environnement' },
    },
  },
  'hushline-hl-24c-cap-mounted-ear-muffs': {
    name: 'Coquilles antibruit HushLine HL-24C pour casque de chantier, NRR 24',
    shortDescription:
      '<p>Coquilles qui se clipsent dans les fentes d’accessoires standard des casques de chantier et se relèvent quand elles ne servent pas.</p>',
    description:
      '<p>Compatibles avec les ShieldPro HH-10, HH-20 et la plupart des casques de type casquette à fentes de 30 mm.</p>\n<ul><li>NRR 24 dB</li><li>Trois positions : en service, aération, rangement</li></ul>',
    imageAlts: ['Coquilles antibruit jaunes sur bras de fixation pour casque de chantier'],
    attributeLabels: { NRR: 'NRR' },
    attributeValues: { NRR: { '24 dB': '24 dB' } },
  },
  'hushline-hl-27f-folding-ear-muffs': {
    name: 'Casque antibruit pliable HushLine HL-27F, NRR 27',
    shortDescription: '<p>Casque pliable compact qui tient dans un sac à outils ou une boîte à gants.</p>',
    description:
      '<p>Se replie de moitié. Idéal pour les utilisateurs occasionnels et les visiteurs.</p>\n<ul><li>NRR 27 dB</li><li>Arceau pliable</li></ul>',
    imageAlts: ['Casque antibruit pliable bleu replié pour le rangement'],
    attributeLabels: { NRR: 'NRR' },
    attributeValues: { NRR: { '27 dB': '27 dB' } },
  },
  'hushline-hl-27r-reusable-corded-ear-plugs': {
    name: 'Bouchons d’oreilles réutilisables à cordon HushLine HL-27R (100 paires)',
    shortDescription: '<p>Bouchons lavables à triple collerette sur cordon, chaque paire dans son étui.</p>',
    description:
      '<p>Lavables à l’eau savonneuse ; à remplacer toutes les deux à quatre semaines en usage quotidien.</p>\n<ul><li>NRR 27 dB</li><li>Triple collerette</li><li>Étui pour chaque paire</li></ul>',
    imageAlts: ['Bouchons d’oreilles réutilisables bleus à triple collerette sur cordon'],
    attributeLabels: { NRR: 'NRR' },
    attributeValues: { NRR: { '27 dB': '27 dB' } },
  },
  'hushline-hl-32-corded-foam-ear-plugs': {
    name: 'Bouchons d’oreilles en mousse à cordon HushLine HL-32, NRR 32',
    shortDescription:
      '<p>Bouchons en mousse à cordon qui restent autour du cou entre deux tâches bruyantes.</p>',
    description:
      '<p>Le cordon évite que les bouchons tombent au sol ou dans les machines quand ils ne sont pas portés.</p>\n<ul><li>NRR 32 dB</li><li>Cordon souple en PVC</li></ul>',
    imageAlts: ['Bouchons d’oreilles en mousse orange reliés par un cordon bleu'],
    attributeLabels: { 'Pack size': 'Conditionnement', NRR: 'NRR' },
    attributeValues: {
      'Pack size': { '100 pairs': '100 paires', '500 pairs': '500 paires' },
      NRR: { '32 dB': '32 dB' },
    },
  },
  'hushline-metal-detectable-ear-plugs': {
    name: 'Bouchons d’oreilles détectables à cordon HushLine (100 paires)',
    shortDescription:
      '<p>Bouchons bleus à cordon détectable par les détecteurs de métaux, pour l’agroalimentaire et l’industrie pharmaceutique.</p>',
    description:
      '<p>Si un bouchon tombe dans le flux de production, le détecteur de métaux de la ligne le repère. Le bleu est la couleur de référence en usine agroalimentaire.</p>\n<ul><li>NRR 29 dB</li><li>Cordon et bouchon détectables</li><li>100 paires</li></ul>',
    imageAlts: ['Bouchons d’oreilles bleus à cordon détectable'],
    attributeLabels: { NRR: 'NRR' },
    attributeValues: { NRR: { '29 dB': '29 dB' } },
  },
};

/** Alt texts and attribute values of the foam ear plugs, whose texts are in products-1.ts and products-2.ts. */
export const frenchHearingAdditions: Record<string, Partial<ProductTranslation>> = {
  'hushline-hl-33-foam-ear-plugs-200-pairs': {
    imageAlts: ['Tas de bouchons d’oreilles coniques en mousse orange'],
    attributeLabels: { NRR: 'NRR' },
    attributeValues: { NRR: { '33 dB': '33 dB' } },
  },
};
