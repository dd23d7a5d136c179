import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the Versaflo kits: blower, battery and headtop. */
export const versafloKitWarranty: SeedWarranty = {
  warrantyDuration: '2 años',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Motoventilador', itemWarrantyDuration: '2 años' },
    { itemName: 'Batería', itemWarrantyDuration: '1 año' },
    { itemName: 'Pieza de cabeza', itemWarrantyDuration: '1 año' },
  ],
};

/** Spanish texts of the Versaflo PAPR kits. */
export const spanishVersaflo1: Record<string, ProductTranslation> = {
  'versaflo-tr-600-papr-starter-kit-m-306': {
    name: 'Kit de inicio PAPR Versaflo TR-600 con casco M-306',
    shortDescription:
      '<p>Todo lo necesario para empezar hoy mismo con un respirador motorizado: motoventilador, batería, cargador, cinturón, tubo de respiración, filtro HE y un casco M-306 que también hace de casco de seguridad.</p>',
    description:
      '<p>El TR-600 es el caballo de batalla de la gama Versaflo. Envía un flujo constante de aire filtrado al casco M-306, de modo que no hay resistencia a la respiración, no se empaña y no hace falta prueba de ajuste. La barba y la mayoría de las gafas no son un problema.</p>\n<p>Con un filtro HE aprobado por NIOSH, el sistema está clasificado para polvos, nieblas, humos y partículas biológicas. El casco M-306 es además un casco de seguridad Tipo I y una pantalla facial Z87.1+, así que una sola pieza de cabeza sustituye a tres equipos de protección.</p>\n<p>Según OSHA 29 CFR 1910.134, un casco o una capucha de respirador motorizado tiene un factor de protección asignado de 1000 cuando el fabricante demuestra un factor de protección en el lugar de trabajo de al menos 1000, como ocurre con esta combinación. Es 100 veces el APF de una media máscara.</p>\n<ul><li>Aprobación NIOSH TC-21C-0746 con filtro HE TR-6710N</li><li>Tres caudales de aire: 6,7, 7,4 y 8,3 cfm</li><li>Batería de iones de litio estándar TR-630: de 6 a 10 horas de autonomía</li><li>Alarmas sonora, visual y por vibración de caudal bajo y batería baja</li><li>Motoventilador con protección IP53; se limpia con agua y jabón suave</li><li>Casco M-306: ANSI/ISEA Z89.1 Tipo I Clase C y ANSI Z87.1+</li></ul>',
    tabs: [
      {
        tabTitle: 'Contenido de la caja',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Motoventilador y cinturón',
            answer: 'Unidad de ventilación TR-602N, cinturón de fácil limpieza TR-626 y prefiltro TR-6600.',
          },
          { question: 'Alimentación', answer: 'Batería estándar TR-630 y cargador individual TR-641N.' },
          {
            question: 'Pieza de cabeza',
            answer: 'Casco M-306 con pantalla facial, forro de confort y tubo de respiración BT-30.',
          },
          { question: 'Filtros', answer: 'Un filtro HE TR-6710N y un parachispas TR-662.' },
        ],
      },
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Comprobación del caudal del TR-600',
            youtubeUrl: 'https://www.youtube.com/watch?v=pV3sK9dLm2E',
            videoDescription: 'Haga la prueba diaria con el indicador de caudal antes de cada turno.',
          },
          {
            videoTitle: 'Cómo ponerse el casco M-306',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ta5fN0bWq7Y',
            videoDescription: 'Conecte el tubo de respiración y ajuste la suspensión del casco.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Necesitan prueba de ajuste los usuarios de PAPR?',
        answer:
          'No. OSHA solo exige la prueba de ajuste para las piezas faciales ajustadas. Las capuchas y los cascos holgados como el M-306 no la necesitan, aunque los usuarios siguen necesitando una evaluación médica y formación.',
      },
      {
        question: '¿Puedo usarlo con barba?',
        answer:
          'Sí. Como el casco no se ajusta herméticamente a la cara, el vello facial no reduce la protección.',
      },
      {
        question: '¿Cada cuánto se cambia el filtro HE?',
        answer:
          'Cuando la alarma del motoventilador indique caudal bajo con la batería completamente cargada, o según el calendario de cambios de su centro, lo que ocurra primero.',
      },
      {
        question: '¿Está aprobado para gases y vapores?',
        answer:
          'Sustituya el filtro HE por el cartucho TR-6580N OV/AG/HE para añadir protección contra vapores orgánicos y gases ácidos.',
      },
    ],
    warranty: versafloKitWarranty,
    imageAlts: [
      'Motoventilador Versaflo TR-600 con batería, tubo de respiración y casco M-306 blanco',
      'Casco respiratorio M-306 con la pantalla facial bajada',
      'Batería TR-630 enganchada al motoventilador',
      'Trabajador con el cinturón y el casco TR-600 en una obra',
    ],
    attributeLabels: {
      'Battery runtime': 'Autonomía de la batería',
      'Assigned protection factor': 'Factor de protección asignado',
    },
    attributeValues: {
      'Battery runtime': { '6–10 hours (TR-630)': '6–10 horas (TR-630)' },
      'Assigned protection factor': { '1,000 (OSHA)': '1000 (OSHA)' },
    },
  },
  'versaflo-tr-600-papr-kit-hik': {
    name: 'Kit de motoventilador PAPR Versaflo TR-600 (sin pieza de cabeza)',
    shortDescription:
      '<p>Motoventilador TR-600, cinturón, cargador y filtro HE para centros que ya disponen de piezas de cabeza Versaflo.</p>',
    description:
      '<p>Si su equipo ya usa cascos de la serie M o capuchas de la serie S, este kit añade motoventiladores sin pagar dos veces por las piezas de cabeza. Elija la batería estándar o la de alta capacidad.</p>\n<p>El motoventilador mantiene automáticamente el caudal seleccionado a medida que el filtro se carga, y la alarma avisa al usuario cuando ya no puede mantenerlo.</p>\n<ul><li>Batería estándar: 6–10 horas; de alta capacidad: 10–14 horas</li><li>Tres caudales de 6,7 a 8,3 cfm</li><li>Pieza de cabeza y tubo de respiración se venden por separado</li></ul>',
    warranty: versafloKitWarranty,
    imageAlts: ['Motoventilador TR-600, cinturón y cargador sin pieza de cabeza'],
    attributeLabels: { Battery: 'Batería' },
    attributeValues: {
      Battery: {
        'Standard (TR-630)': 'Estándar (TR-630)',
        'High capacity (TR-632)': 'Alta capacidad (TR-632)',
      },
    },
  },
  'versaflo-tr-300-plus-papr-kit-s-433': {
    name: 'Kit PAPR Versaflo TR-300+ con capucha S-433',
    shortDescription:
      '<p>Respirador motorizado compacto y más ligero para trabajos solo con partículas, con una cómoda capucha S-433.</p>',
    description:
      '<p>El TR-300+ es más pequeño y ligero que el TR-600 y funciona con un único caudal fijo de 6,0 cfm. Para polvos, humos y agentes biológicos suele ser todo lo que necesita.</p>\n<p>La capucha S-433 tiene un cuello interior que mantiene el aire donde debe estar y un visor amplio con buena visión periférica.</p>\n<ul><li>NIOSH TC-21C-0898 con filtro HE TR-3712N</li><li>Autonomía de 4–8 horas (batería estándar)</li><li>Peso de 2,2 lb con batería y filtro</li><li>APF de 1000 con la capucha S-433</li></ul>',
    tabs: [
      {
        tabTitle: 'Descargas',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Instrucciones de uso del TR-300+',
            file: '/downloads/versaflo-tr-300-plus-user-instructions.pdf',
            fileDescription: 'Montaje, comprobación del caudal, limpieza y almacenamiento.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿TR-300+ o TR-600?',
        answer:
          'El TR-300+ es más ligero y solo protege contra partículas. Elija el TR-600 si necesita cartuchos para gases y vapores, más caudal o piezas de cabeza tipo casco.',
      },
      {
        question: '¿Se puede usar en el ámbito sanitario?',
        answer:
          'Sí, se usa mucho para el aislamiento de transmisión aérea. Limpie el motoventilador y la capucha entre usos según su protocolo de control de infecciones.',
      },
    ],
    warranty: versafloKitWarranty,
    imageAlts: [
      'Motoventilador compacto Versaflo TR-300+ con una capucha S-433 blanca',
      'Capucha S-433 con cuello interior y visor amplio',
    ],
    attributeLabels: { 'Battery runtime': 'Autonomía de la batería' },
    attributeValues: { 'Battery runtime': { '4–8 hours': '4–8 horas' } },
  },
  'versaflo-tr-800-intrinsically-safe-papr-kit': {
    name: 'Kit PAPR intrínsecamente seguro Versaflo TR-800',
    shortDescription:
      '<p>Respirador motorizado intrínsecamente seguro para emplazamientos peligrosos de Clase I, II y III, configurado por el fabricante.</p>',
    description:
      '<p>El TR-800 está certificado como intrínsecamente seguro para su uso en emplazamientos peligrosos (clasificados), como refinerías, manipulación de grano y salas de disolventes farmacéuticos. Como la certificación depende de la combinación exacta de batería, filtro y pieza de cabeza, el fabricante configura y envía los kits.</p>\n<ul><li>Certificación UL para Clase I Div 1, Clase II Div 1 y Clase III</li><li>Filtros HE y cartuchos combinados disponibles</li><li>Autonomía de hasta 12 horas con la batería IS</li></ul>',
    buttonText: 'Comprar al fabricante',
    warranty: versafloKitWarranty,
    imageAlts: ['Motoventilador PAPR intrínsecamente seguro Versaflo TR-800'],
  },
  'versaflo-tr-600-painting-kit-s-655': {
    name: 'Kit de pintura y acabado Versaflo TR-600 con capucha S-655',
    shortDescription:
      '<p>TR-600 con cartucho para vapores orgánicos, gases ácidos y partículas (OV/AG/HE) y una capucha S-655 pensada para pintar.</p>',
    description:
      '<p>En los talleres de carrocería y de acabado industrial conviven en la misma sala los disolventes, la niebla de pintura con isocianatos y el polvo del lijado. Este kit combina el TR-600 con el cartucho TR-6580N OV/AG/HE y una capucha S-655 con cubierta interior.</p>\n<p>Las pinturas con isocianatos apenas dan señales de aviso; siga un calendario escrito de cambio de cartuchos, como exige OSHA 1910.134(d)(3)(iii).</p>\n<ul><li>Cartucho TR-6580N OV/AG/HE</li><li>Capucha S-655 con láminas protectoras desprendibles para el visor</li><li>Cinturón de fácil limpieza y funda del tubo de respiración</li></ul>',
    faqs: [
      {
        question: '¿Sirve para pinturas con isocianatos (2K)?',
        answer:
          'Sí, siempre que se siga un calendario escrito de cambio de cartuchos. Muchos talleres cambian el cartucho cada semana o antes.',
      },
      {
        question: '¿Puedo usar láminas protectoras para el visor?',
        answer: 'Sí, las láminas desprendibles para el visor de la S-655 se venden en paquetes de 25.',
      },
    ],
    warranty: versafloKitWarranty,
    imageAlts: ['Motoventilador TR-600 con cartucho OV negro y una capucha desechable de pintura'],
  },
  'versaflo-tr-300-plus-healthcare-papr-kit': {
    name: 'Kit PAPR sanitario Versaflo TR-300+',
    shortDescription:
      '<p>Respirador motorizado fácil de desinfectar para el aislamiento hospitalario de infecciones de transmisión aérea, con capuchas S-133 de un solo uso.</p>',
    description:
      '<p>Pensado para el personal sanitario que no supera la prueba de ajuste o que necesita protección prolongada durante procedimientos que generan aerosoles. La carcasa del TR-300+ se limpia con los desinfectantes hospitalarios habituales.</p>\n<ul><li>Incluye 10 capuchas S-133 de un solo uso</li><li>Se limpia con toallitas desinfectantes de uso hospitalario</li><li>Alarma sonora y visual de caudal bajo</li></ul>',
    warranty: versafloKitWarranty,
    imageAlts: ['Kit sanitario TR-300+ con una capucha de un solo uso'],
  },
  'versaflo-tr-600-grinding-kit-m-407': {
    name: 'Kit para industria pesada Versaflo TR-600 con casco M-407',
    shortDescription:
      '<p>Casco M-407 de gama alta con visor de alto impacto reemplazable, sobre el motoventilador TR-600 de alta capacidad.</p>',
    description:
      '<p>Para fundiciones, demoliciones y esmerilado intenso. El visor del M-407 está clasificado para impactos a alta velocidad y el sello facial ignífugo impide el paso de las chispas. El kit incluye la batería de alta capacidad TR-632 para turnos completos con el caudal máximo.</p>\n<p>Actualmente bajo pedido; los pedidos se envían por orden de llegada, normalmente en 3–4 semanas.</p>\n<ul><li>Casco M-407: Z89.1 Tipo I Clase C, visor Z87.1+</li><li>Batería de alta capacidad TR-632: 10–14 horas</li><li>Sello facial ignífugo</li></ul>',
    warranty: versafloKitWarranty,
    imageAlts: ['Motoventilador TR-600 con casco M-407 de gama alta y visor'],
    attributeLabels: { 'Battery runtime': 'Autonomía de la batería' },
    attributeValues: { 'Battery runtime': { '10–14 hours': '10–14 horas' } },
  },
  'versaflo-v-500e-supplied-air-system-m-307': {
    name: 'Sistema de aire suministrado Versaflo V-500E con casco M-307',
    shortDescription:
      '<p>Sistema completo de aire suministrado, configurado con la manguera y el tubo de climatización que elija.</p>',
    description:
      '<p>Se configura a medida con regulador, casco, tubo de respiración y longitud de manguera, y lo envía el fabricante.</p>\n<ul><li>NIOSH TC-19C</li><li>APF de 1000</li></ul>',
    buttonText: 'Comprar al fabricante',
    warranty: versafloKitWarranty,
    imageAlts: ['Casco M-307 conectado a un regulador V-500E y a una manguera'],
  },
};
