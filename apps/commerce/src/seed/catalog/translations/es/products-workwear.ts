import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the TrekSafe footwear: outsole bond and waterproof membrane. */
const footwearWarranty: SeedWarranty = {
  warrantyDuration: '6 meses',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Unión de la suela', itemWarrantyDuration: '6 meses' },
    { itemName: 'Membrana impermeable', itemWarrantyDuration: '1 año' },
  ],
};

/** Spanish texts of the workwear: hi-vis clothing, safety footwear and first aid. */
export const spanishWorkwear: Record<string, ProductTranslation> = {
  'brightline-class-3-surveyor-vest': {
    name: 'Chaleco de topógrafo BrightLine Clase 3 con mangas',
    shortDescription:
      '<p>Chaleco de topógrafo Tipo R Clase 3 con mangas, bolsillo para planos y 10 bolsillos multiuso.</p>',
    description:
      '<p>La Clase 3 exige mangas; este chaleco las incorpora sin el calor de una chaqueta completa.</p>\n<ul><li>ANSI/ISEA 107 Tipo R Clase 3</li><li>El bolsillo para planos admite hojas de 11 x 17 pulg.</li><li>Delantero liso bicolor, espalda de malla</li></ul>',
    faqs: [
      {
        question: '¿Por qué la Clase 3 necesita mangas?',
        answer:
          'La Clase 3 exige al menos 1240 pulg² de material de fondo y 310 pulg² de cinta reflectante, algo imposible de lograr en un chaleco sin mangas.',
      },
      {
        question: '¿Puedo llevarlo sobre una chaqueta?',
        answer:
          'Sí. Tiene un corte amplio; la mayoría de la gente usa su talla habitual sobre una chaqueta ligera.',
      },
    ],
    imageAlts: ['Chaleco de topógrafo amarillo de alta visibilidad con manga corta y muchos bolsillos'],
  },
  'brightline-class-3-rain-jacket': {
    name: 'Chaqueta impermeable BrightLine Clase 3',
    shortDescription:
      '<p>Chaqueta de lluvia Clase 3 con costuras selladas y capucha plegable para cuadrillas de carreteras con mal tiempo.</p>',
    description:
      '<p>Las costuras termoselladas y un recubrimiento transpirable mantienen a las cuadrillas secas y visibles durante las tormentas.</p>\n<ul><li>ANSI/ISEA 107 Tipo R Clase 3</li><li>Costuras selladas, impermeabilidad de 10 000 mm</li><li>Capucha plegable</li></ul>',
    imageAlts: ['Chaqueta de lluvia naranja de alta visibilidad con bandas reflectantes'],
  },
  'brightline-class-2-long-sleeve-shirt': {
    name: 'Camiseta de alta visibilidad de manga larga BrightLine Clase 2',
    shortDescription:
      '<p>Camiseta de manga larga que evacúa la humedad, con cinta reflectante segmentada y protección solar UPF 50.</p>',
    description:
      '<p>La cinta segmentada se flexiona y transpira mejor que las bandas continuas. Sustituye al chaleco y los manguitos solares cuando hace calor.</p>\n<ul><li>ANSI/ISEA 107 Tipo R Clase 2</li><li>UPF 50</li><li>Tejido de punto ojo de perdiz que evacúa la humedad</li></ul>',
    imageAlts: ['Camiseta amarilla de alta visibilidad de manga larga con cinta segmentada'],
  },
  'brightline-arc-rated-class-2-vest': {
    name: 'Chaleco ignífugo BrightLine Clase 2 con protección contra arco eléctrico',
    shortDescription:
      '<p>Chaleco de modacrílico intrínsecamente ignífugo, con protección contra arco de 8 cal/cm², para compañías de servicios y trabajos eléctricos.</p>',
    description:
      '<p>Los chalecos de poliéster normales pueden fundirse sobre la piel en un arco eléctrico. Este chaleco está hecho de tejido ignífugo, con cinta reflectante ignífuga y cierres de velcro. Talla única de L a XXL.</p>\n<ul><li>ATPV 8 cal/cm², NFPA 70E categoría de EPI 2</li><li>ANSI/ISEA 107 Tipo R Clase 2</li><li>Cinta e hilo ignífugos</li></ul>',
    imageAlts: ['Chaleco ignífugo naranja de alta visibilidad con cinta reflectante ignífuga'],
  },
  'treksafe-ts-6-composite-toe-work-boot': {
    name: 'Bota de trabajo TrekSafe TS-6 con puntera de composite, 6 pulg.',
    shortDescription:
      '<p>Bota de piel impermeable con puntera de composite sin metal y clasificación EH, que pasa los detectores de metales de aeropuertos y plantas.</p>',
    description:
      '<p>La TS-6 cumple ASTM F2413-18 en impacto y compresión (I/75, C/75) y riesgo eléctrico (EH), con una puntera de composite más ligera que el acero y que no transmite el frío.</p>\n<p>La piel plena flor impermeable, la lengüeta de fuelle y la suela de goma antideslizante la convierten en una bota para toda la jornada en la construcción, los almacenes y el mantenimiento.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH</li><li>Puntera de composite, sin metal</li><li>Membrana impermeable</li><li>Suela resistente a los aceites y antideslizante</li><li>Tallas US 7–13, ancho medio</li></ul>',
    tabs: [
      {
        tabTitle: 'Guía de tallas',
        contentType: 'text',
        textContent:
          '<p>Mida su pie desde el talón hasta el dedo más largo por la tarde. US 8 ≈ 10,0 pulg., US 9 ≈ 10,3 pulg., US 10 ≈ 10,7 pulg., US 11 ≈ 11,0 pulg., US 12 ≈ 11,3 pulg., US 13 ≈ 11,7 pulg.</p>',
      },
    ],
    faqs: [
      {
        question: '¿Puntera de composite o de acero?',
        answer:
          'Ambas cumplen las mismas clasificaciones de impacto y compresión de ASTM F2413. El composite es más ligero, no lleva metal y no transmite el frío; el acero es más fino para la misma protección.',
      },
      {
        question: '¿Se corresponden con la talla habitual?',
        answer:
          'Sí, la mayoría de los clientes piden su talla habitual de zapatillas. Si está entre dos tallas, elija media talla más.',
      },
    ],
    warranty: footwearWarranty,
    imageAlts: [
      'Bota de trabajo de piel marrón de 6 pulg. con puntera de composite',
      'Suela de goma antideslizante',
      'Bota desatada con la lengüeta de fuelle impermeable a la vista',
    ],
  },
  'treksafe-ts-8-insulated-steel-toe-boot': {
    name: 'Bota impermeable con aislamiento y puntera de acero TrekSafe TS-8, 8 pulg.',
    shortDescription:
      '<p>Bota con puntera de acero y aislamiento de 400 g, con plantilla antiperforación, para obras en invierno.</p>',
    description:
      '<p>Apta hasta unos −20 °F en uso activo. La plantilla antiperforación detiene los clavos y el alambre de atar ferralla.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH PR</li><li>Aislamiento de 400 g</li><li>Piel impermeable</li></ul>',
    warranty: footwearWarranty,
    imageAlts: ['Bota marrón oscuro de 8 pulg. con aislamiento y puntera de acero'],
  },
  'treksafe-alloy-toe-athletic-safety-shoe': {
    name: 'Zapato de seguridad deportivo TrekSafe con puntera de aleación',
    shortDescription:
      '<p>Zapato de seguridad ligero como una zapatilla, con puntera de aleación de aluminio y suela disipadora de electricidad estática.</p>',
    description:
      '<p>Para almacenes, plantas de electrónica y logística, donde se recorren kilómetros en cada turno. La clasificación SD protege los componentes sensibles de las descargas electrostáticas.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 SD</li><li>Puntera de aleación de aluminio</li><li>Empeine de punto transpirable</li></ul>',
    faqs: [
      {
        question: '¿Qué significa SD?',
        answer:
          'Disipador de electricidad estática: la suela descarga la electricidad estática de forma controlada para proteger la electrónica y reducir las chispas.',
      },
      {
        question: '¿Tienen clasificación de riesgo eléctrico?',
        answer:
          'No. SD y EH son clasificaciones distintas. Para protegerse del riesgo eléctrico, elija la TS-6 o la TS-8.',
      },
    ],
    warranty: footwearWarranty,
    imageAlts: ['Zapato de seguridad deportivo negro y gris con puntera de aleación'],
  },
  'treksafe-16-in-steel-toe-rubber-boot': {
    name: 'Bota de goma TrekSafe con puntera de acero, 16 pulg.',
    shortDescription:
      '<p>Bota alta de PVC y nitrilo con puntera y plantilla de acero para limpieza con agua, granjas y trabajos con hormigón.</p>',
    description:
      '<p>Resiste las grasas animales, los fertilizantes y los productos químicos suaves. La suela con tacos se autolimpia en el barro.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 PR</li><li>16 pulg. de altura</li><li>Puntera y plantilla de acero</li></ul>',
    imageAlts: ['Bota de goma verde alta con puntera de acero'],
  },
  'treksafe-strap-on-metatarsal-guards': {
    name: 'Protectores metatarsianos con correa TrekSafe (par)',
    shortDescription:
      '<p>Añaden protección metatarsiana a cualquier bota con puntera de seguridad, para parques de tuberías y fundiciones.</p>',
    description:
      '<p>Los protectores moldeados cubren el empeine, donde las cargas que caen causan fracturas que las punteras no evitan. Se colocan sobre los cordones de botas y zapatos.</p>\n<ul><li>Con correa, talla única</li><li>Protector de polímero moldeado</li></ul>',
    imageAlts: ['Protector metatarsiano negro sujeto con correa sobre una bota de trabajo'],
  },
  'mediready-class-a-first-aid-kit-25-person': {
    name: 'Botiquín de primeros auxilios MediReady ANSI Clase A, 25 personas',
    shortDescription:
      '<p>Botiquín ANSI/ISEA Z308.1-2021 Clase A en un maletín Tipo III para montar en la pared.</p>',
    description:
      '<p>OSHA 1910.151(b) exige tener a mano material de primeros auxilios adecuado y remite a ANSI Z308.1 como referencia. La Clase A cubre las lesiones laborales habituales, como cortes, rasguños y quemaduras leves, para hasta 25 personas.</p>\n<p>Los compartimentos con código de colores agilizan la reposición: azul para antisépticos, rojo para el control de hemorragias y amarillo para quemaduras.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 Clase A, Tipo III</li><li>Para montar en la pared o llevar</li><li>Montado en EE. UU.</li></ul>',
    tabs: [
      {
        tabTitle: 'Contenido',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Lista de contenido de la Clase A',
            file: '/downloads/mediready-class-a-contents.pdf',
            fileDescription:
              'Cada artículo con su cantidad mínima según ANSI Z308.1 y su referencia de reposición.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Clase A o Clase B?',
        answer:
          'La Clase A cubre las lesiones habituales. La Clase B añade más material y más variado, como una férula y un torniquete, para lugares de trabajo de mayor riesgo o más complejos.',
      },
      {
        question: '¿Hay recambios disponibles?',
        answer:
          'Sí, todos los artículos usan tamaños de recambio estándar, y nuestros kits de reposición para quemaduras y hemorragias siguen el mismo código de colores.',
      },
    ],
    imageAlts: [
      'Maletín de primeros auxilios de plástico rojo con cruz blanca',
      'Botiquín abierto con los compartimentos etiquetados',
    ],
  },
  'mediready-class-b-first-aid-cabinet-50-person': {
    name: 'Armario de primeros auxilios MediReady ANSI Clase B, 50 personas',
    shortDescription:
      '<p>Armario metálico equipado según ANSI Clase B para lugares de trabajo de alto riesgo y plantillas grandes.</p>',
    description:
      '<p>Incluye un torniquete, una férula, apósitos para quemaduras y lavaojos en un armario metálico con cerradura.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 Clase B, Tipo II</li><li>Armario metálico con puerta</li><li>Torniquete y férula incluidos</li></ul>',
    tabs: [
      {
        tabTitle: 'Lista de contenido',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Contenido de la Clase B',
            file: '/downloads/mediready-class-b-contents.pdf',
            fileDescription: 'Contenido detallado y referencias de reposición.',
          },
        ],
      },
    ],
    imageAlts: ['Armario metálico de primeros auxilios de pared con puerta batiente'],
  },
  'mediready-personal-eyewash-32-oz': {
    name: 'Estación lavaojos personal MediReady, 32 oz (2 frascos)',
    shortDescription:
      '<p>Dos frascos de 32 oz de solución salina tamponada en un soporte de pared para lavar los ojos de inmediato.</p>',
    description:
      '<p>El lavaojos personal complementa, pero no sustituye, a una estación conectada a la red o por gravedad conforme con ANSI Z358.1, que OSHA exige donde se usan productos corrosivos. Úselos para empezar el lavado de camino a la estación principal.</p>\n<ul><li>Dos frascos de 32 oz</li><li>Solución salina isotónica tamponada</li><li>Soporte de pared con tapa antipolvo</li></ul>',
    imageAlts: ['Soporte de pared con dos frascos lavaojos verdes'],
  },
  'mediready-burn-care-refill-kit': {
    name: 'Kit de reposición para quemaduras MediReady',
    shortDescription:
      '<p>Gel para quemaduras, apósitos impregnados de gel y gasas para reponer los botiquines de las zonas de soldadura y cocina.</p>',
    description:
      '<p>Con el código de color amarillo de los botiquines MediReady.</p>\n<ul><li>Seis sobres de gel para quemaduras</li><li>Dos apósitos para quemaduras de 4 x 4 pulg.</li><li>Rollo de gasa</li></ul>',
    imageAlts: ['Sobres de gel y apósitos para quemaduras con código amarillo'],
  },
  'mediready-aed-defibrillator': {
    name: 'Paquete DEA MediReady para el lugar de trabajo',
    shortDescription:
      '<p>Desfibrilador (DEA) con armario, señalización y kit de RCP; lo vende el fabricante con supervisión médica incluida.</p>',
    description:
      '<p>En EE. UU., la venta de desfibriladores requiere receta médica. El fabricante se encarga de la supervisión médica, el registro y los recordatorios de batería.</p>\n<ul><li>DEA aprobado por la FDA</li><li>Armario de pared con alarma</li><li>Batería de cinco años</li></ul>',
    buttonText: 'Comprar al fabricante',
    imageAlts: ['Armario de pared con un desfibrilador externo automático'],
  },
};
