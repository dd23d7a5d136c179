import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

const oneYear: SeedWarranty = {
  warrantyDuration: '1 año',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

/** Spanish texts of the Versaflo headtops, filters, batteries, chargers and supplied-air parts. */
export const spanishVersaflo2: Record<string, ProductTranslation> = {
  'versaflo-m-306-respiratory-helmet': {
    name: 'Casco respiratorio Versaflo M-306 con pantalla facial',
    shortDescription:
      '<p>Casco de seguridad, pantalla facial y pieza de cabeza de respirador en uno, para TR-300+, TR-600 y aire suministrado.</p>',
    description:
      '<p>El M-306 cumple los requisitos de ANSI/ISEA Z89.1 para un casco de seguridad Tipo I Clase C, y su pantalla facial tiene clasificación Z87.1+. Incluye de serie un sello facial ignífugo.</p>\n<ul><li>APF de 1000 con los motoventiladores Versaflo aprobados</li><li>Visor y sello facial reemplazables</li><li>Suspensión de trinquete con forro de confort</li></ul>',
    faqs: [
      {
        question: '¿Con qué motoventiladores está aprobado?',
        answer: 'Con los PAPR TR-300+ y TR-600 y con el regulador de aire suministrado V-500E.',
      },
      {
        question: '¿Puedo cambiar el visor?',
        answer:
          'Sí. Los visores, los sellos faciales, los forros de confort y las láminas protectoras del visor son reemplazables.',
      },
    ],
    imageAlts: ['Casco respiratorio M-306 blanco con pantalla facial'],
  },
  'versaflo-m-407-respiratory-helmet': {
    name: 'Casco respiratorio Versaflo M-407 con visor de gama alta',
    shortDescription: '<p>Casco de gama alta con un amplio visor antirrayado y sello facial ignífugo.</p>',
    description:
      '<p>El visor de gama alta del M-407 tiene un recubrimiento antirrayado y antiempañante y un campo de visión más amplio que el del M-306.</p>\n<ul><li>Z89.1 Tipo I Clase C</li><li>Visor Z87.1+ de alto impacto</li><li>Sello facial ignífugo</li></ul>',
    imageAlts: ['Casco M-407 con amplio visor de gama alta'],
  },
  'versaflo-s-433-hood': {
    name: 'Capucha Versaflo S-433 con cuello interior',
    shortDescription: '<p>Capucha reutilizable ligera con cuello interior y visor amplio.</p>',
    description:
      '<p>Cubre la cabeza y los hombros; el cuello elástico interior mantiene la presión positiva incluso cuando el usuario se agacha. Tallas S/M y M/L según el contorno de la cabeza.</p>\n<ul><li>APF de 1000 con TR-300+ y TR-600</li><li>Tejido laminado, se limpia con un paño</li><li>Láminas protectoras del visor disponibles</li></ul>',
    imageAlts: ['Capucha S-433 blanca con cuello interior'],
  },
  'versaflo-s-133-single-use-hood': {
    name: 'Capucha de un solo uso Versaflo S-133',
    shortDescription:
      '<p>Capucha desechable para el ámbito sanitario y farmacéutico, por unidades o en cajas de 10.</p>',
    description:
      '<p>Deséchela tras la atención a un paciente o tras un turno. Polipropileno sin látex con visor transparente de PETG.</p>\n<ul><li>De un solo uso</li><li>Sin látex</li><li>Compatible con TR-300+ y TR-600</li></ul>',
    imageAlts: ['Capucha PAPR ligera de un solo uso'],
    attributeLabels: { 'Pack size': 'Tamaño del paquete' },
    attributeValues: { 'Pack size': { '1': '1', '10': '10' } },
  },
  'versaflo-s-655-hood-paint': {
    name: 'Capucha Versaflo S-655 con cubierta interior',
    shortDescription:
      '<p>Capucha hasta los hombros con cubierta interior, pensada para cabinas de pintura.</p>',
    description:
      '<p>El tejido exterior resistente a productos químicos repele la niebla de pintura; la cubierta interior mantiene el aire en la zona de respiración.</p>\n<ul><li>Compatible con láminas protectoras desprendibles para el visor</li><li>Cobertura hasta los hombros</li></ul>',
    imageAlts: ['Capucha de pintura S-655 con cubierta interior'],
  },
  'versaflo-s-855-hood-extended-bib': {
    name: 'Capucha Versaflo S-855 con peto largo',
    shortDescription:
      '<p>Capucha con peto largo para la manipulación de polvos farmacéuticos y zonas con salpicaduras químicas.</p>',
    description:
      '<p>El peto largo se mete bajo el mono para formar una barrera continua de la cabeza a la cintura.</p>\n<ul><li>Peto largo delantero y trasero</li><li>Cubierta interior</li><li>APF de 1000</li></ul>',
    imageAlts: ['Capucha con peto largo que cubre el pecho y la espalda'],
  },
  'versaflo-m-107-faceshield-headtop': {
    name: 'Pieza de cabeza Versaflo M-107 con pantalla facial',
    shortDescription:
      '<p>Pieza de cabeza ligera con pantalla facial y sin casco, para laboratorios y procesado de alimentos.</p>',
    description:
      '<p>Cuando no hay riesgo de golpes en la cabeza, el M-107 ahorra peso. La pantalla facial se levanta para las pausas en zonas limpias.</p>\n<ul><li>Pantalla facial Z87.1+</li><li>No es un casco de seguridad</li><li>Sello facial reemplazable</li></ul>',
    imageAlts: ['Pieza de cabeza ligera M-107 con pantalla facial'],
  },
  'versaflo-tr-6710n-he-filter': {
    name: 'Filtro de partículas HE Versaflo TR-6710N',
    shortDescription:
      '<p>Filtro HE aprobado por NIOSH para el TR-600 y el TR-800, con una eficacia del 99,97 % frente a partículas.</p>',
    description:
      '<p>HE es el equivalente de P100 en los respiradores motorizados. Cámbielo cuando el motoventilador ya no pueda mantener el caudal o según su calendario de cambios.</p>\n<ul><li>NIOSH HE, eficacia mínima del 99,97 %</li><li>Partículas con y sin aceite</li><li>Úselo con el prefiltro TR-6600 para alargar su vida útil</li></ul>',
    tabs: [
      {
        tabTitle: 'Compatibilidad',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Motoventiladores',
            answer: 'TR-600 y TR-800. El TR-300+ usa en su lugar el filtro TR-3712N.',
          },
          {
            question: 'Prefiltros y parachispas',
            answer:
              'Use el prefiltro TR-6600 en trabajos con polvo y el parachispas TR-662 para soldar y esmerilar.',
          },
          {
            question: 'Uso combinado',
            answer: 'Para gases y vapores, sustituya el filtro HE por el cartucho TR-6580N OV/AG/HE.',
          },
        ],
      },
    ],
    imageAlts: ['Filtro HE TR-6710N de color magenta'],
    attributeLabels: { 'Pack size': 'Tamaño del paquete' },
    attributeValues: { 'Pack size': { '1': '1', '10': '10' } },
  },
  'versaflo-tr-6580n-ov-ag-he-cartridge': {
    name: 'Cartucho Versaflo TR-6580N OV/AG/HE',
    shortDescription:
      '<p>Cartucho combinado para vapores orgánicos, gases ácidos y partículas en el TR-600.</p>',
    description:
      '<p>Aprobado para vapores orgánicos, cloro, cloruro de hidrógeno, dióxido de azufre, fluoruro de hidrógeno y partículas HE. No debe usarse donde la concentración del contaminante sea inmediatamente peligrosa para la vida o la salud.</p>\n<ul><li>OV, AG y HE en un solo cartucho</li><li>Siga un calendario escrito de cambios para gases y vapores</li></ul>',
    imageAlts: ['Cartucho combinado TR-6580N negro y amarillo'],
  },
  'versaflo-tr-3712n-he-filter': {
    name: 'Filtro HE Versaflo TR-3712N para TR-300+',
    shortDescription: '<p>Filtro HE de repuesto para el motoventilador TR-300+.</p>',
    description:
      '<p>Se encaja en la tapa del filtro del TR-300+. Cámbielo cuando suene la alarma de caudal bajo con la batería cargada.</p>\n<ul><li>NIOSH HE</li><li>Solo compatible con TR-300+</li></ul>',
    imageAlts: ['Filtro HE TR-3712N para el TR-300+'],
  },
  'versaflo-tr-6600-prefilter-10-pack': {
    name: 'Prefiltro Versaflo TR-6600 (paquete de 10)',
    shortDescription:
      '<p>Prefiltros económicos que retienen el polvo grueso y alargan la vida del filtro HE.</p>',
    description:
      '<p>Cambie el prefiltro a diario en trabajos con polvo; un filtro HE dura mucho más detrás de un prefiltro limpio.</p>\n<ul><li>Diez por paquete</li><li>Compatible con TR-600 y TR-800</li></ul>',
    imageAlts: ['Pila de prefiltros de tejido blanco'],
  },
  'versaflo-tr-662-spark-arrestor-10-pack': {
    name: 'Parachispas Versaflo TR-662 (paquete de 10)',
    shortDescription:
      '<p>Rejillas de malla metálica que detienen las chispas antes de que lleguen al filtro.</p>',
    description:
      '<p>Obligatorio para soldar y esmerilar con el TR-600.</p>\n<ul><li>Diez por paquete</li><li>Compatible con TR-600</li></ul>',
    imageAlts: ['Parachispas de malla metálica'],
  },
  'versaflo-tr-630-standard-battery': {
    name: 'Batería estándar Versaflo TR-630',
    shortDescription: '<p>Batería de iones de litio para el TR-600, de 6 a 10 horas por carga.</p>',
    description:
      '<p>Una batería de repuesto mantiene el motoventilador en marcha durante turnos dobles. El indicador de cinco LED muestra de un vistazo la carga restante.</p>\n<ul><li>Autonomía de 6–10 horas según el caudal y el filtro</li><li>Se carga en unas 4 horas</li><li>Unos 500 ciclos de carga completa</li></ul>',
    faqs: [
      { question: '¿Cuánto tarda en cargarse?', answer: 'Unas 4 horas desde vacía en el cargador TR-641N.' },
      {
        question: '¿Cómo debo guardar una batería de repuesto?',
        answer:
          'Para periodos de más de un mes, guárdela con aproximadamente media carga en un lugar fresco y seco, y complete la carga antes de usarla.',
      },
    ],
    imageAlts: ['Batería de iones de litio TR-630 con indicador LED'],
    attributeLabels: { 'Battery runtime': 'Autonomía de la batería' },
    attributeValues: { 'Battery runtime': { '6–10 hours': '6–10 horas' } },
  },
  'versaflo-tr-632-high-capacity-battery': {
    name: 'Batería de alta capacidad Versaflo TR-632',
    shortDescription:
      '<p>Batería de alta capacidad para turnos largos con caudal alto, de 10 a 14 horas.</p>',
    description:
      '<p>Recomendada con cartuchos combinados o con el caudal máximo. Bajo pedido, se envía en unas dos semanas.</p>\n<ul><li>Autonomía de 10–14 horas</li><li>El mismo cargador que la TR-630</li></ul>',
    imageAlts: ['Batería de alta capacidad TR-632, de mayor tamaño'],
    attributeLabels: { 'Battery runtime': 'Autonomía de la batería' },
    attributeValues: { 'Battery runtime': { '10–14 hours': '10–14 horas' } },
  },
  'versaflo-tr-641n-4-station-charger': {
    name: 'Cargador de baterías de 4 puestos Versaflo TR-641N',
    shortDescription:
      '<p>Carga cuatro baterías TR-600 a la vez; se puede montar en la pared del almacén de herramientas.</p>',
    description:
      '<p>Cada puesto carga y acondiciona de forma independiente, con un piloto de estado por puesto.</p>\n<ul><li>Cuatro puestos</li><li>Incluye soporte de montaje en pared</li><li>120 V CA</li></ul>',
    imageAlts: ['Cargador de baterías de cuatro puestos con pilotos de estado'],
  },
  'versaflo-tr-341n-charger-kit': {
    name: 'Kit de cargador de baterías Versaflo TR-341N para TR-300+',
    shortDescription: '<p>Cargador individual y fuente de alimentación para las baterías del TR-300+.</p>',
    description:
      '<p>Carga una batería estándar TR-330 en unas 3,5 horas.</p>\n<ul><li>Un solo puesto</li><li>Fuente de alimentación de 120 V</li></ul>',
    imageAlts: ['Cargador de un puesto para la batería del TR-300+'],
  },
  'versaflo-tr-332-high-capacity-battery': {
    name: 'Batería de alta capacidad Versaflo TR-332 para TR-300+',
    shortDescription: '<p>Duplica la autonomía del TR-300+ hasta 8–12 horas.</p>',
    description:
      '<p>Ideal para los turnos hospitalarios de 12 horas.</p>\n<ul><li>Autonomía de 8–12 horas</li><li>Indicador de carga</li></ul>',
    imageAlts: ['Batería de alta capacidad TR-332'],
    attributeLabels: { 'Battery runtime': 'Autonomía de la batería' },
    attributeValues: { 'Battery runtime': { '8–12 hours': '8–12 horas' } },
  },
  'versaflo-v-500e-supplied-air-regulator': {
    name: 'Regulador de aire suministrado Versaflo V-500E',
    shortDescription:
      '<p>Válvula de control de caudal de cinturón que alimenta las piezas de cabeza Versaflo con aire respirable de grado D.</p>',
    description:
      '<p>Con aire suministrado desaparecen por completo los calendarios de cambio de filtros: el usuario respira aire de grado D procedente de un compresor o de una botella. El V-500E regula el caudal entre 6 y 15 cfm e incluye un silbato de aviso de baja presión.</p>\n<p>OSHA exige que el aire respirable comprimido cumpla el grado D según ANSI/CGA G-7.1 y que los compresores tengan alarma de alta temperatura o de CO.</p>\n<ul><li>Aprobación NIOSH TC-19C con las piezas de cabeza Versaflo</li><li>Caudal de 6–15 cfm, alarma de baja presión</li><li>Acoplamiento rápido de tipo industrial</li></ul>',
    tabs: [
      {
        tabTitle: 'Descargas',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Instrucciones de uso del V-500E',
            file: '/downloads/versaflo-v-500e-user-instructions.pdf',
            fileDescription: 'Instalación, ajuste del caudal y comprobaciones diarias.',
          },
          {
            fileTitle: 'Lista de comprobación del aire respirable de grado D',
            file: '/downloads/grade-d-breathing-air-checklist.pdf',
            fileDescription:
              'Lista de comprobación del compresor, la filtración y la vigilancia del CO según ANSI/CGA G-7.1.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Qué presión de aire necesito?',
        answer:
          'De 60 a 100 psi en la entrada del regulador, a través de una manguera aprobada de no más de 300 pies.',
      },
      {
        question: '¿Puedo usar el aire comprimido del taller?',
        answer:
          'Solo si se filtra y se controla para cumplir el grado D. Utilice un panel de filtración de aire respirable y un monitor de CO.',
      },
    ],
    warranty: oneYear,
    imageAlts: ['Regulador de aire suministrado V-500E de cinturón'],
  },
  'versaflo-v-100-vortex-cooling-tube': {
    name: 'Tubo de refrigeración por vórtice Versaflo V-100',
    shortDescription:
      '<p>Enfría el aire suministrado hasta 50 °F para fundiciones, salas de chorreado y cabinas de pintura en verano.</p>',
    description:
      '<p>Un tubo de vórtice divide el aire comprimido en una corriente caliente y otra fría y envía la fría a la pieza de cabeza. No necesita electricidad.</p>\n<ul><li>Enfría hasta 50 °F por debajo del aire de entrada</li><li>Mando de temperatura ajustable</li></ul>',
    warranty: oneYear,
    imageAlts: ['Tubo de refrigeración por vórtice en un cinturón'],
  },
  'versaflo-v-200-heating-tube': {
    name: 'Tubo de calefacción por vórtice Versaflo V-200',
    shortDescription:
      '<p>Calienta el aire suministrado hasta 50 °F para el chorreado abrasivo y la pintura con frío.</p>',
    description:
      '<p>La versión de calefacción del V-100, para talleres sin calefacción y trabajos al aire libre en invierno.</p>\n<ul><li>Calienta hasta 50 °F por encima del aire de entrada</li><li>No necesita electricidad</li></ul>',
    warranty: oneYear,
    imageAlts: ['Tubo de calefacción por vórtice en un cinturón'],
  },
  'safeair-grade-d-breathing-air-hose': {
    name: 'Manguera de aire respirable de grado D SafeAir',
    shortDescription:
      '<p>Manguera aprobada para aire suministrado con acoplamientos de tipo industrial, 3/8 pulg. de diámetro interior.</p>',
    description:
      '<p>Con un respirador de aire suministrado solo pueden usarse las mangueras que figuran en la aprobación NIOSH. Esta manguera está aprobada con el V-500E.</p>\n<ul><li>3/8 pulg. de diámetro interior, presión de trabajo de 300 psi</li><li>PVC disipador de electricidad estática</li><li>Acoplamientos en ambos extremos</li></ul>',
    imageAlts: ['Manguera amarilla de aire respirable enrollada con acoplamientos rápidos'],
    attributeLabels: { 'Hose length': 'Longitud de la manguera' },
    attributeValues: { 'Hose length': { '25 ft': '25 pies', '50 ft': '50 pies', '100 ft': '100 pies' } },
  },
};
