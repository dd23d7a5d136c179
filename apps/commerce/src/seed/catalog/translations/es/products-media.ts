import type { ProductTranslation } from '../types.ts';

/**
 * Image alt texts and local attribute values (and the one missing attribute label) of the
 * products whose texts are in products-1.ts, products-2.ts and products-3.ts.
 */
export const spanishProductMedia: Record<
  string,
  Pick<ProductTranslation, 'imageAlts' | 'attributeLabels' | 'attributeValues'>
> = {
  'armorgrip-cr-4-hppe-foam-nitrile-gloves': {
    imageAlts: [
      'Guante de punto de HPPE gris con palma de nitrilo espumado negro',
      'Lado de la palma con el recubrimiento de nitrilo espumado',
      'Puño con las marcas EN 388 y ANSI A4 impresas',
      'Dedo enguantado manejando la pantalla de un teléfono',
    ],
    attributeValues: { 'EN 388 code': { '4X42C': '4X42C' } },
  },
  'armorgrip-chemguard-nitrile-15-mil-gloves': {
    imageAlts: [
      'Guante de nitrilo verde sin soporte con relieve antideslizante en rombos',
      'Pictograma y letras EN ISO 374 en el puño',
    ],
  },
  'armorgrip-5-mil-nitrile-exam-gloves-100': {
    imageAlts: [
      'Guantes de exploración de nitrilo azules en una caja dispensadora',
      'Lateral de la caja con la norma ASTM D6319 y las tallas',
    ],
  },
  'armorgrip-8-mil-black-nitrile-gloves-100': {
    imageAlts: ['Guantes desechables de nitrilo negro de alta resistencia'],
  },
  'armorgrip-mechanics-pro-gloves': {
    imageAlts: [
      'Guante de mecánico de piel sintética negro y rojo',
      'Palma con refuerzo entre el pulgar y el índice',
      'Cierre de muñeca con velcro',
    ],
  },
  'clearview-cv-100-wraparound-safety-glasses': {
    imageAlts: [
      'Gafas de seguridad envolventes transparentes con patillas azules',
      'Versión con lente ámbar para poca luz',
      'Versión con lente gris para trabajos al aire libre',
      'Versión con lente espejada interior/exterior',
    ],
    attributeValues: {
      'Lens tint': {
        Clear: 'Transparente',
        Gray: 'Gris',
        Amber: 'Ámbar',
        'Indoor/Outdoor Mirror': 'Espejada interior/exterior',
      },
    },
  },
  'shieldpro-hh-10-cap-style-hard-hat': {
    imageAlts: [
      'Casco de seguridad amarillo tipo gorra con suspensión de trinquete',
      'Casco HH-10 blanco',
      'Casco HH-10 naranja',
      'Interior del casco con la suspensión de seis puntos',
    ],
  },
  'hushline-hl-33-foam-ear-plugs-200-pairs': {
    imageAlts: ['Montón de tapones auditivos de espuma cónicos naranjas'],
    attributeLabels: { NRR: 'NRR' },
    attributeValues: { NRR: { '33 dB': '33 dB' } },
  },
  'safeair-ffp2-folding-mask-unvalved': {
    imageAlts: [
      'Mascarilla FFP2 plegable blanca de tres paneles con cintas para la cabeza',
      'Mascarilla desplegada con el clip nasal ajustable a la vista',
      'Caja de 50 mascarillas',
    ],
    attributeValues: { 'Pack size': { '10': '10', '20': '20', '50': '50' } },
  },
  'safeair-ffp2-mask-individually-wrapped': {
    imageAlts: ['Una mascarilla FFP2 en una bolsa transparente sellada'],
  },
  'safeair-ffp3-folding-valved-mask-10': {
    imageAlts: [
      'Mascarilla FFP3 plegable blanca con válvula roja y cuatro puntos de sujeción',
      'Interior de la mascarilla con el sellado facial',
      'Marcado EN 149 impreso en la mascarilla',
    ],
    attributeValues: {
      'Assigned protection factor': { '20 (UK/EU practice)': '20 (práctica en el Reino Unido y la UE)' },
    },
  },
  'safeair-n95-cup-respirator-20': {
    imageAlts: [
      'Respirador N95 de copa moldeado blanco con dos cintas para la cabeza',
      'Marcado de aprobación NIOSH impreso en el respirador',
      'Caja de 20 respiradores',
    ],
  },
  'safeair-n95-valved-respirator-10': {
    imageAlts: ['Respirador N95 moldeado con válvula de exhalación cuadrada'],
  },
  'safeair-astm-level-3-procedure-masks-50': {
    imageAlts: ['Mascarilla quirúrgica azul de tres capas con gomas para las orejas'],
  },
  'safeair-hf-200-reusable-half-mask': {
    imageAlts: [
      'Media máscara HF-200 gris con anclajes de bayoneta para cartuchos',
      'Media máscara con filtros P100 rosas',
      'Media máscara con cartuchos negros para vapores orgánicos',
    ],
    attributeValues: { 'Assigned protection factor': { '10 (OSHA)': '10 (OSHA)' } },
  },
  'safeair-p100-pancake-filters': {
    imageAlts: ['Par de filtros P100 planos de color magenta'],
    attributeValues: { 'Pack size': { '1 pair': '1 par', '5 pairs': '5 pares' } },
  },
  'speedglas-9100-outside-protection-plates': {
    imageAlts: ['Pila de cristales de protección exteriores transparentes'],
    attributeValues: {
      Type: {
        Standard: 'Estándar',
        'Heat resistant': 'Resistente al calor',
        'Scratch resistant': 'Antirrayado',
      },
      'Pack size': { '10': '10', '50': '50' },
    },
  },
  'speedglas-adf-battery-cr2032-2-pack': {
    imageAlts: ['Dos pilas de botón de litio CR2032'],
  },
  'speedglas-100-welding-helmet': {
    imageAlts: [
      'Careta de soldar Speedglas 100 con un rayo azul',
      'Speedglas 100 en negro liso',
      'Speedglas 100 con acabado efecto fibra de carbono',
    ],
    attributeValues: {
      ADF: { '100V': '100V', '100S-11': '100S-11' },
      Graphic: {
        Black: 'Negro',
        'Carbon Fiber Look': 'Efecto fibra de carbono',
        'Blue Lightning': 'Rayo azul',
      },
    },
  },
  'brightline-class-2-mesh-safety-vest': {
    imageAlts: [
      'Chaleco de malla amarillo fluorescente con bandas reflectantes plateadas',
      'Versión naranja del chaleco',
      'Espalda del chaleco con dos bandas verticales',
    ],
  },
};
