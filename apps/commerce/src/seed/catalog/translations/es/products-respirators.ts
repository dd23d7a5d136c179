import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

const oneYear: SeedWarranty = {
  warrantyDuration: '1 año',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

/** The warranty of the full-facepiece respirators, item by item as in English. */
const fullFaceWarranty: SeedWarranty = {
  warrantyDuration: '2 años',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Cuerpo de la máscara', itemWarrantyDuration: '2 años' },
    { itemName: 'Visor', itemWarrantyDuration: '1 año' },
    { itemName: 'Arnés de cabeza y válvulas', itemWarrantyDuration: '6 meses' },
  ],
};

/** Spanish texts of the reusable respirators: half masks, full facepieces, filters and cartridges. */
export const spanishRespirators: Record<string, ProductTranslation> = {
  'safeair-hf-800-silicone-half-mask': {
    name: 'Media máscara de silicona SafeAir HF-800 con arnés abatible',
    shortDescription:
      '<p>Media máscara de silicona de gama alta con arnés abatible, para bajarla entre tareas sin quitarse el casco.</p>',
    description:
      '<p>La silicona suave de grado médico sella con comodidad durante horas y no se deforma con el calor. El cierre abatible le permite bajar la máscara para hablar o beber sin quitarse el casco de seguridad ni la careta de soldar.</p>\n<p>Una gran válvula de exhalación central reduce el calor y la humedad, y el puente nasal bajo mejora la compatibilidad con las gafas de seguridad.</p>\n<ul><li>Sellado facial de silicona</li><li>Cierre abatible con una sola mano</li><li>Gran válvula de exhalación</li><li>Tallas S, M y L</li></ul>',
    warranty: oneYear,
    imageAlts: ['Media máscara de silicona azul con hebilla abatible'],
  },
  'safeair-hf-200-paint-respirator-kit': {
    name: 'Kit de respirador para pintura SafeAir HF-200 (OV/P95)',
    shortDescription:
      '<p>HF-200 talla M con cartuchos para vapores orgánicos, prefiltros P95 y retenedores, listo para pintar a pistola.</p>',
    description:
      '<p>Todo lo que un pintor aficionado o un taller de ebanistería necesita para empezar: la máscara, un par de cartuchos OV y cuatro prefiltros P95 para la niebla de pintura. Cambie los cartuchos cuando huela o note el sabor del disolvente, o según su calendario de cambios.</p>\n<ul><li>Pieza facial HF-200 talla M</li><li>Dos cartuchos OV, cuatro prefiltros P95 y dos retenedores</li><li>Bolsa de almacenamiento con cierre</li></ul>',
    imageAlts: ['Kit de media máscara con cartuchos para vapores orgánicos y prefiltros'],
  },
  'safeair-hf-500-en-140-half-mask-rd40': {
    name: 'Media máscara SafeAir HF-500 EN 140, rosca Rd40',
    shortDescription:
      '<p>Media máscara EN 140 con una sola rosca estándar Rd40, para filtros europeos A2P3 y ABEK.</p>',
    description:
      '<p>Diseñada para equipos internacionales y contratistas que trabajan con especificaciones europeas. La conexión única Rd40 admite cualquier filtro EN 148-1, incluidos nuestros filtros A2P3 y P3 R.</p>\n<ul><li>EN 140:1998</li><li>Una rosca Rd40 (EN 148-1)</li><li>Sin aprobación NIOSH</li></ul>',
    imageAlts: ['Media máscara con una sola conexión frontal Rd40 para el filtro'],
  },
  'safeair-hf-300-low-profile-p100-half-mask': {
    name: 'Media máscara de perfil bajo SafeAir HF-300 P100',
    shortDescription:
      '<p>Media máscara estilizada con filtros planos P100 que cabe bajo las caretas de soldar.</p>',
    description:
      '<p>Los filtros planos quedan pegados a las mejillas y dejan espacio dentro de una careta de soldar o bajo una pantalla facial. El P100 es la opción adecuada para los humos de plomo, cadmio y manganeso y para la retirada de amianto según OSHA 1926.1101.</p>\n<ul><li>Incluye un par de filtros planos P100</li><li>NIOSH TC-84A-1455</li><li>Talla apta para la mayoría de los adultos (pieza facial M/L)</li></ul>',
    warranty: oneYear,
    imageAlts: ['Media máscara de perfil bajo con dos filtros planos magenta'],
  },
  'safeair-ff-600-full-face-respirator': {
    name: 'Máscara completa SafeAir FF-600',
    shortDescription:
      '<p>Máscara completa con visor amplio resistente a impactos; APF 50 con prueba de ajuste cuantitativa.</p>',
    description:
      '<p>La FF-600 protege a la vez los ojos, la cara y los pulmones, algo importante con vapores irritantes como el amoníaco o el formaldehído, que también atacan los ojos. Su visor de policarbonato cumple los requisitos de alto impacto de ANSI Z87.1 y tiene un tratamiento antiempañante y antirrayado.</p>\n<p>Una máscara completa tiene un factor de protección asignado de 50 según OSHA cuando se hace una prueba de ajuste cuantitativa (10 con una prueba cualitativa). Utiliza los mismos filtros y cartuchos de bayoneta que nuestras medias máscaras.</p>\n<p>Arnés de cabeza de seis puntos, sellado facial de silicona y una mascarilla interior que aleja del visor el aire exhalado para evitar el empañamiento.</p>\n<ul><li>NIOSH TC-84A-1501 (partículas) y TC-23C-2240 (cartuchos)</li><li>Visor con clasificación ANSI Z87.1 de alto impacto</li><li>Sellado facial de silicona, arnés de seis puntos</li><li>Membrana fónica para una comunicación más clara</li><li>Tallas S, M y L</li></ul>',
    tabs: [
      {
        tabTitle: 'Descargas',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Instrucciones de uso de la FF-600',
            file: '/downloads/safeair-ff-600-instructions.pdf',
            fileDescription: 'Montaje, comprobaciones del sellado, limpieza y almacenamiento.',
          },
          {
            fileTitle: 'Matriz de aprobaciones NIOSH',
            file: '/downloads/safeair-ff-600-niosh-matrix.pdf',
            fileDescription: 'Combinaciones aprobadas de filtros y cartuchos.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Puedo llevar gafas dentro?',
        answer:
          'Las patillas de unas gafas normales rompen el sellado. Use el kit de gafas de la serie FF, que monta sus lentes graduadas dentro de la máscara.',
      },
      {
        question: '¿Qué APF tiene?',
        answer:
          'OSHA asigna un APF de 50 a las máscaras completas cuando el usuario supera una prueba de ajuste cuantitativa; con una prueba cualitativa, el APF se limita a 10.',
      },
      {
        question: '¿Funciona con un PAPR?',
        answer:
          'No, es un respirador de presión negativa. Para aire motorizado, use una pieza de cabeza Versaflo.',
      },
    ],
    warranty: fullFaceWarranty,
    imageAlts: [
      'Máscara completa negra con visor amplio y dos cartuchos',
      'Vista lateral con el arnés de cabeza de cuatro puntos',
      'Máscara con cartuchos para vapores orgánicos instalados',
    ],
    attributeLabels: { 'Assigned protection factor': 'Factor de protección asignado' },
    attributeValues: {
      'Assigned protection factor': {
        '50 (OSHA, quantitative fit test)': '50 (OSHA, prueba de ajuste cuantitativa)',
      },
    },
  },
  'safeair-ff-800-silicone-full-face': {
    name: 'Máscara completa de silicona SafeAir FF-800 con kit de gafas',
    shortDescription:
      '<p>Máscara completa de silicona de gama alta que incluye un kit de gafas para quienes usan graduación.</p>',
    description:
      '<p>La FF-800 añade un sellado de silicona más suave, un visor con recubrimiento duro antirrayado y un kit de gafas en el que su óptico puede montar las lentes. Talla única apta para la mayoría de las caras adultas.</p>\n<ul><li>Aprobación NIOSH con filtros SafeAir</li><li>Kit de gafas incluido</li><li>Visor de policarbonato con recubrimiento duro</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Máscara completa con montura interior para lentes graduadas'],
  },
  'safeair-ff-400-en-136-full-face-rd40': {
    name: 'Máscara completa SafeAir FF-400 EN 136 Clase 2, Rd40',
    shortDescription:
      '<p>Máscara completa de especificación europea con una sola rosca Rd40, EN 136 Clase 2.</p>',
    description:
      '<p>Para proyectos de exportación y obras que especifican filtros EN. Admite cualquier filtro Rd40 EN 148-1.</p>\n<ul><li>EN 136 Clase 2</li><li>Rosca Rd40</li><li>Sin aprobación NIOSH</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Máscara completa con un solo filtro frontal Rd40'],
  },
  'safeair-ff-600-asbestos-kit': {
    name: 'Kit SafeAir FF-600 para retirada de amianto y plomo',
    shortDescription:
      '<p>FF-600 talla M con dos pares de filtros P100 y un estuche, para equipos de retirada de amianto y plomo.</p>',
    description:
      '<p>Los trabajos de retirada según OSHA 1926.1101 y 1926.62 exigen como mínimo una media máscara con filtros P100; muchos contratistas optan por máscaras completas para proteger también los ojos y por su mayor APF.</p>\n<ul><li>Pieza facial FF-600 talla M</li><li>Dos pares de filtros P100</li><li>Estuche rígido</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Kit de máscara completa con filtros P100 y estuche'],
  },
  'safeair-ff-900-cbrn-full-face': {
    name: 'Máscara completa SafeAir FF-900 NRBQ',
    shortDescription:
      '<p>Máscara completa con clasificación NRBQ (CBRN) para servicios de emergencia; venta restringida y gestionada por el fabricante.</p>',
    description:
      '<p>Los respiradores NRBQ solo se venden a organismos y compradores cualificados. El fabricante comprueba la habilitación y gestiona los requisitos de formación.</p>\n<ul><li>Aprobación NIOSH CBRN APR</li><li>Filtro con rosca OTAN estándar de 40 mm</li><li>Tubo para beber y conexión para amplificador de voz</li></ul>',
    buttonText: 'Comprar al fabricante',
    warranty: fullFaceWarranty,
    imageAlts: ['Máscara completa NRBQ verde oliva con filtro de 40 mm'],
  },
  'safeair-n95-prefilters-and-retainers': {
    name: 'Prefiltros N95 SafeAir con retenedores (10 prefiltros)',
    shortDescription:
      '<p>Almohadillas prefiltrantes N95 que se encajan sobre los cartuchos contra la niebla de pintura y el polvo.</p>',
    description:
      '<p>Añade protección N95 contra partículas a los cartuchos OV u OV/AG y evita que la niebla de pintura los obstruya.</p>\n<ul><li>Diez prefiltros</li><li>Dos retenedores</li><li>NIOSH N95</li></ul>',
    imageAlts: ['Prefiltros N95 redondos blancos y dos tapas retenedoras'],
  },
  'safeair-p100-filter-nuisance-ov': {
    name: 'Filtro SafeAir P100 contra olores molestos de vapores orgánicos (par)',
    shortDescription:
      '<p>Filtro P100 con capa de carbón que alivia los vapores orgánicos y el ozono en niveles molestos.</p>',
    description:
      '<p>Ideal para soldar cuando el olor a ozono molesta pero está por debajo del límite de exposición. No está aprobado para vapores orgánicos por encima del PEL.</p>\n<ul><li>NIOSH P100</li><li>Capa de carbón</li><li>Par</li></ul>',
    imageAlts: ['Filtros P100 magenta con capa de carbón'],
  },
  'safeair-p3-r-filter-rd40': {
    name: 'Filtro de partículas SafeAir P3 R, Rd40',
    shortDescription: '<p>Filtro EN 143 P3 R con rosca estándar Rd40 para máscaras EN 136 y EN 140.</p>',
    description:
      '<p>Reutilizable en varios turnos (R) hasta que aumente la resistencia a la respiración.</p>\n<ul><li>EN 143 P3 R</li><li>Rosca Rd40 (EN 148-1)</li></ul>',
    imageAlts: ['Filtro de partículas P3 blanco con rosca Rd40'],
  },
  'safeair-organic-vapor-cartridges': {
    name: 'Cartuchos SafeAir para vapores orgánicos',
    shortDescription:
      '<p>Cartuchos OV aprobados por NIOSH para pinturas, tintes, disolventes y adhesivos.</p>',
    description:
      '<p>El carbón activo adsorbe los vapores orgánicos hasta saturarse; a partir de ahí, el vapor atraviesa el cartucho. OSHA exige un calendario de cambios por escrito basado en datos de exposición o en el software de vida útil del fabricante, no solo en el olor.</p>\n<ul><li>NIOSH OV, TC-23C-2210</li><li>Anclaje de bayoneta para todas las piezas faciales SafeAir</li><li>Añada prefiltros N95 o P100 para el trabajo a pistola</li></ul>',
    tabs: [
      {
        tabTitle: 'Nociones sobre el calendario de cambios',
        contentType: 'text',
        textContent:
          '<p>OSHA 1910.134(d)(3)(iii) exige un calendario de cambios por escrito para los cartuchos de gases y vapores, salvo que tengan un indicador de fin de vida útil. Establézcalo en función del contaminante, su concentración, la humedad, la temperatura y el ritmo de trabajo, con los datos de vida útil del fabricante. Cámbielos antes si huele o nota el sabor del contaminante.</p>',
      },
    ],
    faqs: [
      {
        question: '¿Cuánto duran los cartuchos OV?',
        answer:
          'Depende de la concentración, la humedad y el ritmo respiratorio. Siga un calendario de cambios; para un uso doméstico ocasional, cámbielos tras unas 40 horas, o antes si huele el vapor.',
      },
      {
        question: '¿Protegen de las partículas de la pintura en aerosol?',
        answer:
          'Añada prefiltros N95 para la niebla de pintura. Para pinturas con isocianatos (2K) se recomienda un sistema de aire suministrado o un PAPR.',
      },
    ],
    imageAlts: ['Par de cartuchos negros para vapores orgánicos'],
    attributeLabels: { 'Pack size': 'Tamaño del paquete' },
    attributeValues: { 'Pack size': { '1 pair': '1 par', '6 pairs': '6 pares' } },
  },
  'safeair-ov-ag-cartridges': {
    name: 'Cartuchos SafeAir para vapores orgánicos y gases ácidos (par)',
    shortDescription:
      '<p>Cartuchos para vapores orgánicos y además cloro, cloruro de hidrógeno y dióxido de azufre.</p>',
    description:
      '<p>Para productos químicos de piscinas, limpieza con lejía y operaciones de decapado y grabado.</p>\n<ul><li>NIOSH OV/AG</li><li>Anclaje de bayoneta</li><li>Par</li></ul>',
    imageAlts: ['Par de cartuchos amarillos para vapores orgánicos y gases ácidos'],
  },
  'safeair-multi-gas-vapor-cartridges': {
    name: 'Cartuchos SafeAir multigás y vapores (par)',
    shortDescription:
      '<p>Cartuchos de amplio espectro para amoníaco, metilamina, formaldehído y gases ácidos.</p>',
    description:
      '<p>La opción adecuada para granjas, laboratorios y limpieza con productos químicos variados.</p>\n<ul><li>NIOSH multigás y vapores</li><li>Par</li></ul>',
    imageAlts: ['Cartuchos multigás para respirador de color verde oliva'],
  },
  'safeair-a2p3-combination-filter-rd40': {
    name: 'Filtro combinado SafeAir A2P3, Rd40',
    shortDescription:
      '<p>Filtro EN 14387 A2 para gases orgánicos y filtro de partículas EN 143 P3 en un solo filtro Rd40.</p>',
    description:
      '<p>Para aplicar a pistola recubrimientos con disolventes con máscaras EN 136 o EN 140. A2 es la clase de capacidad media (hasta 5000 ppm).</p>\n<ul><li>EN 14387 A2 / EN 143 P3 R D</li><li>Rosca Rd40</li></ul>',
    imageAlts: ['Filtro Rd40 A2P3 marrón y blanco'],
  },
  'safeair-abek-filters-bayonet': {
    name: 'Filtros SafeAir ABEK1, bayoneta (par)',
    shortDescription:
      '<p>Filtros multigás EN 14387 para gases orgánicos, inorgánicos, ácidos y amoníaco, con P3 opcional.</p>',
    description:
      '<p>ABEK cubre las cuatro familias principales de gases con una capacidad de clase 1 (hasta 1000 ppm). Elija ABEK1P3 para añadir protección contra partículas.</p>\n<ul><li>EN 14387 ABEK1</li><li>P3 opcional</li><li>Bayoneta para las series HF y FF</li></ul>',
    imageAlts: ['Filtros ABEK1 con bandas de varios colores'],
  },
};
