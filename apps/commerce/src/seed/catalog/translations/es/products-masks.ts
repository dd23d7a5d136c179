import type { ProductTranslation } from '../types.ts';

/** Spanish texts of the disposable masks: FFP2, FFP3, N95, N99, P100, procedure and surgical masks. */
export const spanishMasks: Record<string, ProductTranslation> = {
  'safeair-ffp2-valved-folding-mask-10': {
    name: 'Mascarilla plegable SafeAir FFP2 con válvula (paquete de 10)',
    shortDescription:
      '<p>Mascarilla autofiltrante FFP2 con válvula que se mantiene más fresca y seca en turnos largos y calurosos.</p>',
    description:
      '<p>La válvula de exhalación deja salir el aire caliente y húmedo casi sin resistencia, lo que reduce notablemente la acumulación de calor y el empañamiento. Como el aire exhalado no se filtra, no use mascarillas con válvula para el control de la fuente en clínicas o zonas estériles.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Válvula de exhalación de baja resistencia</li><li>Cintas para la cabeza y sellado nasal de espuma</li><li>10 mascarillas en envase individual</li></ul>',
    imageAlts: ['Mascarilla FFP2 plegable blanca con válvula de exhalación redonda'],
  },
  'safeair-ffp2-cup-mask-valve-10': {
    name: 'Mascarilla de copa SafeAir FFP2 con válvula (paquete de 10)',
    shortDescription:
      '<p>Mascarilla FFP2 de copa moldeada que mantiene su forma en ambientes húmedos, con válvula de baja resistencia.</p>',
    description:
      '<p>La carcasa moldeada no se aplasta con la humedad, por lo que es adecuada para el corte de hormigón, el lijado y la agricultura. Pronto volverá a estar disponible.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Carcasa resistente al aplastamiento</li><li>Válvula de exhalación</li></ul>',
    imageAlts: ['Mascarilla FFP2 moldeada en forma de copa con válvula'],
  },
  'safeair-ffp2-colored-mask-20': {
    name: 'Mascarilla FFP2 SafeAir de uso diario en colores (paquete de 20)',
    shortDescription:
      '<p>Mascarilla FFP2 de cinco capas con gomas para las orejas en cinco colores, para desplazamientos y viajes.</p>',
    description:
      '<p>Una FFP2 con forma de pez, gomas suaves para las orejas y un clip salvaorejas para llevarla más tiempo. Las mascarillas con gomas para las orejas son prácticas, pero sellan peor que las de cintas para la cabeza; para la protección en el trabajo, elija un modelo con cintas.</p>\n<ul><li>EN 149 FFP2 NR</li><li>Cinco capas filtrantes</li><li>Gomas para las orejas con clip ajustable</li><li>En envase individual</li></ul>',
    imageAlts: [
      'Mascarilla FFP2 negra de cinco capas con forma de pez',
      'Versión azul de la mascarilla',
      'Versión rosa de la mascarilla',
    ],
  },
  'safeair-ffp2-mask-nose-foam-sized': {
    name: 'Mascarilla FFP2 SafeAir con espuma nasal, por tallas (paquete de 10)',
    shortDescription:
      '<p>Dos tallas para un mejor sellado en caras pequeñas y grandes, con una tira de espuma antiempañante.</p>',
    description:
      '<p>La mayoría de las mascarillas plegables se fabrican en una sola talla pensada para una cara media. Ofrecer las tallas S/M y M/L mejora notablemente los resultados de la comprobación del ajuste en las personas de ambos extremos.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Tira ancha de espuma antiempañante</li><li>Talla S/M o M/L</li></ul>',
    imageAlts: ['Mascarilla FFP2 con una tira ancha de espuma bajo el clip nasal'],
  },
  'safeair-ffp3-cup-mask-valve-5': {
    name: 'Mascarilla de copa SafeAir FFP3 con válvula (paquete de 5)',
    shortDescription:
      '<p>Mascarilla FFP3 moldeada con sellado facial de goma para trabajos exigentes con polvo.</p>',
    description:
      '<p>La robusta copa mantiene su forma con la humedad y resulta cómoda con gafas de seguridad. Clasificación FFP3 NR D.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Sellado facial con borde de goma</li><li>Cintas ajustables</li></ul>',
    imageAlts: ['Mascarilla autofiltrante FFP3 de copa moldeada con válvula'],
  },
  'safeair-ffp3-reusable-mask-silicone-seal': {
    name: 'Mascarilla reutilizable SafeAir FFP3 R D con sellado de silicona',
    shortDescription:
      '<p>Mascarilla FFP3 «R» apta para más de un turno, con un sellado de silicona que se puede limpiar.</p>',
    description:
      '<p>Las mascarillas con clasificación R superan un ensayo de almacenamiento y limpieza, así que una misma mascarilla puede usarse durante varios turnos si no sufre daños. Limpie el sellado con una toallita para respiradores entre usos y guárdela en una bolsa limpia.</p>\n<ul><li>EN 149 FFP3 R D</li><li>Sellado facial de silicona</li><li>Se limpia y se guarda entre turnos</li></ul>',
    imageAlts: ['Mascarilla FFP3 con sellado facial de silicona gris'],
  },
  'safeair-ffp3-fluid-resistant-mask-20': {
    name: 'Mascarilla sanitaria SafeAir FFP3 resistente a fluidos (paquete de 20)',
    shortDescription:
      '<p>Mascarilla FFP3 sin válvula que además cumple la resistencia a salpicaduras de EN 14683 Tipo IIR, para uso clínico.</p>',
    description:
      '<p>Los hospitales necesitan una protección respiratoria que también proteja al paciente. Esta mascarilla no tiene válvula y, además de FFP3, cumple EN 14683 Tipo IIR en filtración bacteriana y resistencia a salpicaduras de fluidos.</p>\n<ul><li>EN 149 FFP3 NR y EN 14683 Tipo IIR</li><li>Sin válvula: filtra el aire exhalado</li><li>Dos tallas para aprobar más pruebas de ajuste</li></ul>',
    faqs: [
      {
        question: '¿Por qué no tiene válvula?',
        answer:
          'Una válvula deja salir aire exhalado sin filtrar, algo inaceptable cerca de los pacientes o de los campos estériles.',
      },
      {
        question: '¿Qué talla debo elegir?',
        answer:
          'La M/L sirve a la mayoría de los adultos. Elija la S/M si las mascarillas estándar le dejan huecos en las mejillas o le resbalan por la nariz.',
      },
    ],
    imageAlts: ['Mascarilla sanitaria FFP3 azul sin válvula'],
  },
  'safeair-ffp3-carbon-layer-mask-10': {
    name: 'Mascarilla SafeAir FFP3 con capa de carbón activo (paquete de 10)',
    shortDescription:
      '<p>Protección FFP3 contra partículas y una capa de carbón que reduce los olores molestos y el ozono.</p>',
    description:
      '<p>La capa de carbón atenúa los olores molestos de la soldadura, los adhesivos con disolventes o el compost. No es un filtro de gases; use un respirador con cartuchos cuando los vapores superen los límites de exposición.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Capa de carbón activo contra olores molestos</li><li>Válvula de exhalación</li></ul>',
    imageAlts: ['Mascarilla FFP3 gris con una capa filtrante de carbón'],
  },
  'safeair-construction-dust-mask-ffp2-ffp3': {
    name: 'Mascarilla antipolvo para obra SafeAir, FFP2 o FFP3',
    shortDescription:
      '<p>Paquete para obra de mascarillas plegables con válvula: FFP2 para polvo en general o FFP3 para sílice y maderas duras.</p>',
    description:
      '<p>Un práctico paquete para obra con cintas de color naranja vivo, fáciles de ver cuando pasa el encargado. Elija la clase que indique su evaluación de riesgos: FFP2 para el polvo general de la construcción y FFP3 para la sílice del corte de hormigón, ladrillo y piedra.</p>\n<ul><li>EN 149 NR D</li><li>Con válvula para mayor comodidad</li><li>10 o 30 mascarillas por caja</li></ul>',
    imageAlts: ['Mascarillas antipolvo para obra FFP2 y FFP3 con cintas naranjas'],
    attributeLabels: { 'Pack size': 'Tamaño del paquete' },
    attributeValues: { 'Pack size': { '10': '10', '30': '30' } },
  },
  'safeair-flat-fold-respirator-n95-n99': {
    name: 'Respirador plegable plano SafeAir, N95 o N99',
    shortDescription:
      '<p>Respiradores plegables planos en envase individual que caben en un bolsillo, en N95 o en N99 de mayor eficacia.</p>',
    description:
      '<p>El diseño plegable plano se guarda sin abultar y se abre en una amplia forma de tres paneles. Elija N95 para el uso general o N99 (eficacia del 99 %) para partículas finas como el polvo de plomo o la sílice, cuando quiera un margen adicional.</p>\n<ul><li>N95: TC-84A-9402; N99: TC-84A-9417</li><li>En envase individual por higiene</li><li>50 por caja</li></ul>',
    faqs: [
      {
        question: '¿N95 o N99?',
        answer:
          'El N99 filtra al menos el 99 %, frente al 95 % del N95, con una resistencia respiratoria algo mayor. Ambos tienen el mismo factor de protección asignado de OSHA, 10; lo que más importa es el ajuste.',
      },
      {
        question: '¿Cuál es su vida útil?',
        answer: 'Cinco años desde la fecha de fabricación si se guardan sin abrir en un lugar fresco y seco.',
      },
    ],
    imageAlts: ['Respiradores N95 plegables planos en envase individual'],
  },
  'safeair-surgical-n95-respirator-20': {
    name: 'Respirador quirúrgico N95 SafeAir (paquete de 20)',
    shortDescription:
      '<p>Respirador quirúrgico NIOSH N95 con autorización de la FDA y resistencia a fluidos, en dos tallas.</p>',
    description:
      '<p>Los N95 quirúrgicos suman a la filtración NIOSH N95 la resistencia a fluidos y la autorización de la FDA. Este modelo resiste la sangre sintética a 160 mmHg según ASTM F1862 y tiene inflamabilidad de Clase 1.</p>\n<ul><li>NIOSH N95, TC-84A-9354</li><li>Resistencia a fluidos ASTM F1862 a 160 mmHg</li><li>Sin válvula y sin látex</li><li>Talla S/M o M/L</li></ul>',
    tabs: [
      {
        tabTitle: 'Certificaciones',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Etiqueta de aprobación NIOSH',
            file: '/downloads/safeair-surgical-n95-approval-label.pdf',
            fileDescription: 'Etiqueta de aprobación TC-84A-9354 con advertencias y limitaciones.',
          },
          {
            fileTitle: 'Resumen del ensayo de resistencia a fluidos',
            file: '/downloads/safeair-surgical-n95-astm-f1862.pdf',
            fileDescription: 'Resultados ASTM F1862 a 80, 120 y 160 mmHg.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Qué lo hace «quirúrgico»?',
        answer:
          'Está aprobado por NIOSH y autorizado por la FDA como producto sanitario, con resistencia a fluidos probada frente a salpicaduras de sangre y fluidos corporales.',
      },
      {
        question: '¿Está libre de látex?',
        answer: 'Sí, ningún componente contiene látex de caucho natural.',
      },
    ],
    imageAlts: ['Respirador quirúrgico N95 azul'],
  },
  'safeair-p100-disposable-respirator-carbon': {
    name: 'Respirador desechable SafeAir P100 con carbón (paquete de 2)',
    shortDescription:
      '<p>La clase de filtro desechable más alta, 99,97 % y resistente al aceite, con carbón contra los olores molestos del humo de soldadura.</p>',
    description:
      '<p>El P100 es muy resistente al aceite y filtra al menos el 99,97 % de las partículas. La capa de carbón reduce el ozono y los olores de vapores orgánicos molestos por debajo de los límites de exposición.</p>\n<ul><li>NIOSH P100, TC-84A-9201</li><li>Sellado facial de espuma</li><li>Cintas de cuatro puntos</li></ul>',
    imageAlts: ['Respirador desechable P100 gris con capa de carbón'],
  },
  'safeair-n95-bulk-case-120': {
    name: 'Caja a granel de respiradores N95 plegables planos SafeAir (120 unidades)',
    shortDescription:
      '<p>Caja de 120 respiradores N95 sin válvula para reservas, colegios y kits de emergencia.</p>',
    description:
      '<p>Embalaje pensado para el almacenamiento, con la vida útil de cinco años impresa en la caja. Bajo pedido, se envía en unos 10 días hábiles.</p>\n<ul><li>NIOSH N95, TC-84A-9402</li><li>120 mascarillas en envase individual</li><li>Vida útil de cinco años</li></ul>',
    imageAlts: ['Caja de envío de respiradores N95 plegables planos'],
  },
  'safeair-kids-3-ply-masks-50': {
    name: 'Mascarillas infantiles SafeAir de 3 capas (paquete de 50)',
    shortDescription: '<p>Mascarillas de tres capas de talla infantil, de 4 a 12 años, en tres colores.</p>',
    description:
      '<p>Miden 5,5 x 3,5 pulg. para caras pequeñas y llevan gomas elásticas suaves para las orejas.</p>\n<ul><li>Tres capas</li><li>De 4 a 12 años</li><li>Sin látex</li></ul>',
    imageAlts: ['Pequeña mascarilla infantil rosa de tres capas'],
  },
  'safeair-surgical-masks-ties-level-2-50': {
    name: 'Mascarillas quirúrgicas SafeAir con cintas, ASTM Nivel 2 (paquete de 50)',
    shortDescription:
      '<p>Mascarillas quirúrgicas con cintas para atar, para el quirófano, ASTM F2100 Nivel 2 y EN 14683 Tipo IIR.</p>',
    description:
      '<p>Las cintas permiten un ajuste firme sobre el gorro quirúrgico. Resistentes a fluidos a 120 mmHg.</p>\n<ul><li>ASTM F2100 Nivel 2</li><li>EN 14683 Tipo IIR</li><li>Cuatro cintas</li></ul>',
    imageAlts: ['Mascarilla quirúrgica verde con cintas para atar'],
  },
  'safeair-face-mask-eye-shield-25': {
    name: 'Mascarilla SafeAir con protector ocular (paquete de 25)',
    shortDescription:
      '<p>Mascarilla de Nivel 3 con protector ocular antiempañante integrado para procedimientos con riesgo de salpicaduras.</p>',
    description:
      '<p>Protección facial y ocular en una sola pieza para la irrigación de heridas, la higiene dental y el trabajo de laboratorio.</p>\n<ul><li>ASTM F2100 Nivel 3</li><li>Protector de PET antiempañante</li><li>25 por caja</li></ul>',
    imageAlts: ['Mascarilla con protector ocular transparente antiempañante integrado'],
  },
  'safeair-black-3-ply-masks-50': {
    name: 'Mascarillas negras SafeAir de 3 capas (paquete de 50)',
    shortDescription:
      '<p>Mascarillas negras de uso diario para hostelería, peluquerías y mostradores de tiendas.</p>',
    description:
      '<p>Tres capas con una capa intermedia de material fundido-soplado; se notan menos las manchas de maquillaje y comida que en las azules.</p>\n<ul><li>Tres capas</li><li>Gomas para las orejas</li><li>50 por caja</li></ul>',
    imageAlts: ['Mascarillas desechables negras de tres capas'],
  },
};
