import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

const oneYear: SeedWarranty = {
  warrantyDuration: '1 año',
  useCustomWarranty: false,
  customWarrantyItems: [],
};
const twoYears: SeedWarranty = {
  warrantyDuration: '2 años',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

/** Spanish texts of the Speedglas spare parts, passive lenses and face shields. */
export const spanishSpeedglasParts: Record<string, ProductTranslation> = {
  'speedglas-9100-inside-protection-plates': {
    name: 'Cristales de protección interiores Speedglas 9100 (paquete de 5)',
    shortDescription:
      '<p>Cristales interiores finos que protegen la parte trasera del filtro del sudor, la suciedad y los arañazos.</p>',
    description:
      '<p>Cambie el cristal interior en cuanto se vea empañado. Compatible con los filtros 9100V, X, XX y XXi.</p>\n<ul><li>Paquete de 5</li><li>Policarbonato</li><li>Compatible con todos los filtros 9100</li></ul>',
    imageAlts: ['Cinco cristales de protección interiores finos para un filtro de soldadura'],
  },
  'speedglas-9100-headband': {
    name: 'Arnés de cabeza de repuesto Speedglas 9100',
    shortDescription:
      '<p>Arnés de trinquete con cinta superior y banda antisudor para las caretas 9100 y 9100 FX.</p>',
    description:
      '<p>Devuelve el buen ajuste a una careta desgastada. Incluye los elementos de montaje y una banda antisudor de rizo.</p>\n<ul><li>Ajuste de talla por trinquete</li><li>Cinta superior ajustable</li><li>Incluye una banda antisudor</li></ul>',
    imageAlts: ['Arnés de trinquete Speedglas 9100 con cinta superior'],
  },
  'speedglas-sweatband-3-pack': {
    name: 'Banda antisudor de rizo Speedglas (paquete de 3)',
    shortDescription: '<p>Bandas antisudor lavables de rizo de algodón para los arneses Speedglas y G5.</p>',
    description:
      '<p>Evitan que el sudor le caiga en los ojos y sobre el filtro. Lavables a máquina; cámbielas cuando el elástico se afloje.</p>\n<ul><li>Rizo de algodón</li><li>Fijación a presión</li><li>Tres por paquete</li></ul>',
    imageAlts: ['Tres bandas antisudor de rizo azules'],
  },
  'speedglas-9100-fx-helmet-shell': {
    name: 'Carcasa de careta Speedglas 9100 FX (sin filtro)',
    shortDescription:
      '<p>Carcasa 9100 FX completa con arnés y visor transparente, lista para su filtro actual.</p>',
    description:
      '<p>¿Carcasa rota pero filtro en buen estado? Pase su filtro 9100 a esta nueva carcasa FX.</p>\n<ul><li>Incluye arnés y visor transparente</li><li>Filtro no incluido</li><li>Admite todos los filtros 9100</li></ul>',
    warranty: twoYears,
    imageAlts: ['Carcasa 9100 FX vacía, sin filtro instalado'],
  },
  'speedglas-flame-resistant-head-neck-cover': {
    name: 'Cubrecabeza y cubrecuello ignífugo Speedglas',
    shortDescription:
      '<p>Tejido ignífugo que se fija a la careta con broches para proteger el cuello y las orejas de las salpicaduras y la radiación UV.</p>',
    description:
      '<p>Al soldar en techo o en posiciones forzadas, las salpicaduras caen por el cuello de la ropa. Este cubrecabeza se fija con broches a la carcasa 9100 o G5 y cae sobre los hombros.</p>\n<ul><li>Algodón con tratamiento ignífugo</li><li>Fijación con broches, sin herramientas</li><li>Compatible con las series 9100 y G5</li></ul>',
    imageAlts: ['Capucha de tejido ignífugo negro fijada a una careta de soldar'],
  },
  'speedglas-g5-01-headband': {
    name: 'Arnés de cabeza de repuesto Speedglas G5-01',
    shortDescription: '<p>Arnés giratorio para las caretas G5-01 y G5-02.</p>',
    description:
      '<p>Arnés de repuesto original con articulaciones giratorias y acolchado de confort.</p>\n<ul><li>Compatible con G5-01 y G5-02</li><li>Incluye banda antisudor</li></ul>',
    imageAlts: ['Conjunto de arnés giratorio G5-01'],
  },
  'speedglas-magnifying-lens': {
    name: 'Lente de aumento Speedglas',
    shortDescription:
      '<p>Lente de lectura que se encaja detrás del filtro, para no tener que llevar gafas bajo la careta.</p>',
    description:
      '<p>Elija las dioptrías que usa en sus gafas de lectura. La lente se encaja en el portafiltro de las caretas 9100 y G5.</p>\n<ul><li>Dioptrías de +1,0 a +2,5</li><li>Policarbonato de calidad óptica</li><li>Instalación sin herramientas</li></ul>',
    faqs: [
      {
        question: '¿Qué dioptría debo comprar?',
        answer:
          'La misma graduación que sus gafas de lectura de farmacia. Si no está seguro, +1,5 va bien a la mayoría de los soldadores mayores de 45 años.',
      },
      {
        question: '¿Con qué caretas es compatible?',
        answer:
          'Con todas las caretas de la serie 9100 y con la G5-01 y la G5-02. Se encaja detrás del filtro de oscurecimiento automático.',
      },
    ],
    imageAlts: ['Lente de aumento transparente para un filtro de soldadura'],
    attributeLabels: { Diopter: 'Dioptrías' },
    attributeValues: { Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5' } },
  },
  'speedglas-9100-passive-welding-filter': {
    name: 'Filtro de soldadura pasivo Speedglas 9100',
    shortDescription:
      '<p>Filtro de vidrio de tono fijo para el portafiltro 9100, como repuesto o para una careta dedicada al ranurado.</p>',
    description:
      '<p>Un filtro pasivo nunca necesita pilas, lo que lo convierte en un buen repuesto para trabajos en lugares remotos o para el ranurado con arco-aire, donde lo habitual es el tono 13.</p>\n<ul><li>Tonos 10–13</li><li>Medida del portafiltro 9100</li><li>Cumple EN 169 y ANSI Z87.1</li></ul>',
    imageAlts: ['Filtro de soldadura pasivo verde en tono 11'],
  },
  'shieldpro-gold-coated-passive-lens': {
    name: 'Lente pasiva ShieldPro con recubrimiento de oro, 4,5 x 5,25 pulg.',
    shortDescription:
      '<p>Lente de vidrio con recubrimiento de oro que refleja el calor infrarrojo, en la medida habitual de 4,5 x 5,25 pulg.</p>',
    description:
      '<p>El recubrimiento de oro refleja la radiación IR, de modo que la lente y su cara se mantienen más frescas. Sirve para la mayoría de las caretas pasivas estándar y para muchas caretas automáticas como lente de reserva.</p>\n<ul><li>Vidrio de 4,5 x 5,25 pulg.</li><li>Recubrimiento de oro reflectante del IR</li><li>Tonos 10, 11 y 12</li></ul>',
    imageAlts: ['Lente de soldadura pasiva con recubrimiento de oro reflejando la luz'],
    attributeLabels: { 'Lens size': 'Tamaño de la lente' },
    attributeValues: { 'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 in' } },
  },
  'shieldpro-shade-5-gas-welding-lens-2-pack': {
    name: 'Lente ShieldPro para soldadura con gas, tono 5, 2 x 4,25 pulg. (paquete de 2)',
    shortDescription:
      '<p>Lentes de vidrio en tono 5 para gafas de oxicorte, soldadura fuerte y soldadura blanda con soplete.</p>',
    description:
      '<p>Para gafas estándar de frontal abatible de 2 x 4,25 pulg. y pantallas de corte.</p>\n<ul><li>Vidrio verde en tono 5</li><li>Dos por paquete</li></ul>',
    imageAlts: ['Dos lentes de vidrio verde en tono 5'],
  },
  'shieldpro-clear-cover-lens-10-pack': {
    name: 'Lente cubreprotectora transparente ShieldPro 4,5 x 5,25 pulg. (paquete de 10)',
    shortDescription:
      '<p>Lentes cubreprotectoras de policarbonato que protegen las lentes pasivas y automáticas de las salpicaduras.</p>',
    description:
      '<p>Para portalentes estándar de 4,5 x 5,25 pulg.</p>\n<ul><li>Policarbonato</li><li>Diez por paquete</li></ul>',
    imageAlts: ['Pila de lentes cubreprotectoras transparentes de policarbonato'],
    attributeLabels: { 'Lens size': 'Tamaño de la lente' },
    attributeValues: { 'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 in' } },
  },
  'speedglas-9100-fx-replacement-clear-visor': {
    name: 'Visor transparente de repuesto Speedglas 9100 FX',
    shortDescription:
      '<p>Visor transparente de alto impacto que va bajo la carcasa de soldadura de la 9100 FX.</p>',
    description:
      '<p>Cámbielo cuando los arañazos o las chispas del esmerilado empiecen a taparle la vista. Clasificación ANSI Z87.1+ de alto impacto.</p>\n<ul><li>Policarbonato con recubrimiento antirrayado</li><li>Compatible con 9100 FX y FX Air</li></ul>',
    imageAlts: ['Visor curvo de policarbonato transparente para careta de soldar'],
  },
  'shieldpro-clear-face-shield-ratchet': {
    name: 'Pantalla facial transparente ShieldPro con arnés de trinquete',
    shortDescription:
      '<p>Pantalla facial transparente de cobertura total con clasificación Z87+ de alto impacto y D3 contra salpicaduras.</p>',
    description:
      '<p>La ShieldPro 200 cubre de la frente a la barbilla para el trabajo con amoladora, el picado y el trasvase de productos químicos. Lleve siempre gafas de seguridad debajo: OSHA considera las pantallas faciales una protección secundaria.</p>\n<ul><li>Visor de policarbonato de 9 x 15,5 pulg. y 0,06 pulg. de grosor</li><li>Tratamiento antiempañante en el interior</li><li>ANSI Z87.1+ de alto impacto, D3 contra salpicaduras y gotas</li><li>Arnés de trinquete abatible</li></ul>',
    warranty: oneYear,
    imageAlts: ['Pantalla facial completa transparente con arnés de trinquete'],
  },
  'shieldpro-grinding-face-shield-shade-5': {
    name: 'Pantalla facial ShieldPro para esmerilado y corte, tono 5',
    shortDescription:
      '<p>Pantalla facial verde en tono 5 para el oxicorte, la soldadura fuerte y el esmerilado con chispas.</p>',
    description:
      '<p>El visor tintado IR/UV en tono 5 filtra el resplandor del oxicorte y protege toda la cara de los impactos.</p>\n<ul><li>Visor IR/UV en tono 5</li><li>Z87+ de alto impacto</li><li>Arnés de trinquete</li></ul>',
    warranty: oneYear,
    imageAlts: ['Pantalla facial tintada de verde en tono 5'],
  },
  'speedglas-9100-fx-grinding-helmet': {
    name: 'Careta de esmerilado Speedglas 9100 FX (sin filtro)',
    shortDescription:
      '<p>La careta FX con el hueco del filtro cegado, para esmeriladores y montadores que trabajan junto a soldadores.</p>',
    description:
      '<p>Los montadores suelen esmerilar junto a arcos encendidos. Esta carcasa FX les ofrece el mismo arnés cómodo y el visor transparente, con un hueco cegado al que más adelante se puede añadir un filtro.</p>\n<ul><li>Visor transparente Z87.1+ de alto impacto</li><li>Ampliable con cualquier filtro 9100</li><li>El mismo arnés que la 9100 FX</li></ul>',
    warranty: twoYears,
    imageAlts: ['Careta Speedglas FX con visor transparente y el hueco del filtro cegado'],
  },
};
