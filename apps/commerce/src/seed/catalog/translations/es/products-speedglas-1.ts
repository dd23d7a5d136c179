import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the Speedglas helmets, item by item as in English. */
export const speedglasHelmetWarranty: SeedWarranty = {
  warrantyDuration: '3 años',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Filtro de oscurecimiento automático', itemWarrantyDuration: '3 años' },
    { itemName: 'Carcasa de la careta', itemWarrantyDuration: '2 años' },
    { itemName: 'Arnés de cabeza', itemWarrantyDuration: '1 año' },
  ],
};

/** Spanish texts of the Speedglas welding helmets. */
export const spanishSpeedglas1: Record<string, ProductTranslation> = {
  'speedglas-9100-fx-welding-helmet': {
    name: 'Careta de soldar Speedglas 9100 FX',
    shortDescription:
      '<p>Careta de soldar abatible con un visor transparente de esmerilado debajo: suelde, pique la escoria y esmerile sin cambiar de equipo.</p>',
    description:
      '<p>La 9100 FX combina un filtro de oscurecimiento automático Speedglas con una carcasa de soldadura abatible y un amplio visor transparente de alto impacto. Levante la carcasa para esmerilar o revisar el cordón y bájela para cebar el arco: sus ojos quedan protegidos en todo momento.</p>\n<p>Elija el filtro que corresponda a su trabajo: el 9100V para la calderería general, el 9100X o el XX para una mayor área de visión, o el 9100XXi, con su ventana extragrande de 2,8 x 4,2 pulg., estado claro en tono 3 y un teclado intuitivo.</p>\n<p>La forma de la carcasa aleja del filtro el calor y la humedad del aliento, y las ventanas laterales en tono 5 ofrecen visión periférica para ver a las personas que se mueven por la cabina.</p>\n<ul><li>Tonos de soldadura 5, 8 y 9–13 (según el filtro), con conmutación en 0,1 ms</li><li>Visor transparente de esmerilado con clasificación ANSI Z87.1+ de alto impacto</li><li>Ventanas laterales en tono 5 para la visión periférica</li><li>Arnés de cabeza ajustable con cinta superior y banda antisudor reemplazable</li><li>Cumple ANSI Z87.1-2020, CSA Z94.3 y EN 175/EN 379</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Cómo ajustar el arnés de la 9100 FX',
            youtubeUrl: 'https://www.youtube.com/watch?v=Qm7vR2xLk4A',
            videoDescription: 'Ajuste la altura, la cinta superior y la inclinación en menos de dos minutos.',
          },
          {
            videoTitle: 'Cambio del cristal de protección exterior',
            youtubeUrl: 'https://www.youtube.com/watch?v=h8TzW1pNq0c',
            videoDescription: 'Sustituya un cristal salpicado sin herramientas.',
          },
        ],
      },
      {
        tabTitle: 'Descargas',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Manual de usuario de la 9100 FX',
            file: '/downloads/speedglas-9100fx-user-manual.pdf',
            fileDescription: 'Colocación, elección del tono y mantenimiento (PDF, 2,1 MB).',
          },
          {
            fileTitle: 'Tabla de selección de tonos',
            file: '/downloads/welding-shade-chart.pdf',
            fileDescription: 'Tonos recomendados según el proceso y el amperaje.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Puedo cambiar a un filtro superior más adelante?',
        answer:
          'Sí. Todos los filtros 9100 encajan en la carcasa de la 9100 FX, así que puede empezar con el 9100V y pasar más tarde al XXi.',
      },
      {
        question: '¿Se puede usar con gafas graduadas?',
        answer:
          'La mayoría de las monturas caben. Si las suyas son anchas, añada una lente de aumento Speedglas y prescinda de las gafas.',
      },
      {
        question: '¿Existe una versión con casco de seguridad?',
        answer: 'Vea la 9100 MP, que combina los mismos filtros con un casco de seguridad Tipo I Clase G.',
      },
    ],
    warranty: speedglasHelmetWarranty,
    imageAlts: [
      'Careta de soldar Speedglas 9100 FX negra con el visor transparente levantado',
      'Vista lateral de la 9100 FX con las ventanas laterales',
      'Filtro de oscurecimiento automático Speedglas 9100XXi con teclado',
      'Soldador esmerilando con la carcasa abatible levantada',
    ],
    attributeLabels: { ADF: 'ADF', Weight: 'Peso' },
    attributeValues: {
      ADF: { '9100V': '9100V', '9100X': '9100X', '9100XX': '9100XX', '9100XXi': '9100XXi' },
      Weight: { '1.39 lb (with filter)': '1,39 lb (con filtro)' },
    },
  },
  'speedglas-9100-fx-air-welding-helmet-papr': {
    name: 'Careta de soldar Speedglas 9100 FX Air con PAPR Versaflo TR-600',
    shortDescription:
      '<p>Careta de soldar y respirador motorizado configurados en fábrica, vendidos y enviados directamente por el fabricante.</p>',
    description:
      '<p>La 9100 FX Air combina la carcasa abatible de la 9100 FX con un sello facial hermético y un motoventilador Versaflo TR-600 que filtra el humo de soldadura a través de un filtro HE. Su factor de protección asignado es 25 según OSHA 29 CFR 1910.134.</p>\n<p>Como el sistema se configura a medida (elección del filtro, tamaño de la batería, parachispas), lo suministra directamente el fabricante. Use el botón de abajo para configurar y comprar su equipo.</p>\n<ul><li>Aprobación NIOSH TC-21C-0810 (PAPR, HE)</li><li>Caudal de aire seleccionable de 6,7, 7,4 u 8,3 cfm</li><li>Autonomía de hasta 10 horas con la batería estándar TR-630</li><li>Incluye sello facial ignífugo y funda del tubo de respiración</li></ul>',
    buttonText: 'Comprar al fabricante',
    warranty: speedglasHelmetWarranty,
    imageAlts: ['Careta Speedglas 9100 FX Air conectada a un respirador motorizado (PAPR) de cinturón'],
    attributeLabels: { 'Battery runtime': 'Autonomía de la batería' },
    attributeValues: { 'Battery runtime': { 'Up to 10 hours': 'Hasta 10 horas' } },
  },
  'speedglas-9100-mp-welding-helmet': {
    name: 'Careta de soldar Speedglas 9100 MP con casco de seguridad',
    shortDescription:
      '<p>Careta de soldar, visor de esmerilado y casco de seguridad ANSI Z89.1 en una sola unidad, para astilleros, montaje de estructuras metálicas y mantenimiento de plantas.</p>',
    description:
      '<p>En las obras que exigen protección de la cabeza, la 9100 MP acaba con el apaño de llevar una gorra antigolpes bajo la careta. La carcasa de soldadura y el visor transparente pivotan sobre un casco de seguridad Tipo I Clase G, de modo que conserva la protección contra impactos superiores mientras suelda o esmerila.</p>\n<p>La suspensión de trinquete es independiente de la carcasa de soldadura, así que la careta se asienta igual con la carcasa subida o bajada.</p>\n<ul><li>Casco conforme con ANSI/ISEA Z89.1 Tipo I Clase G</li><li>Visor transparente ANSI Z87.1+ de alto impacto</li><li>Admite todos los filtros de oscurecimiento automático de la serie 9100</li><li>Carcasa de perfil bajo que pasa bajo vigas y tuberías</li></ul>',
    warranty: speedglasHelmetWarranty,
    imageAlts: [
      'Careta de soldar Speedglas 9100 MP montada sobre un casco de seguridad amarillo',
      'Carcasa de soldadura levantada con el visor transparente de esmerilado a la vista',
      'Detalle de la carcasa del casco y el trinquete',
    ],
    attributeLabels: { ADF: 'ADF' },
    attributeValues: { ADF: { '9100V': '9100V', '9100XX': '9100XX', '9100XXi': '9100XXi' } },
  },
  'speedglas-g5-01-welding-helmet': {
    name: 'Careta de soldar Speedglas G5-01 para trabajos pesados',
    shortDescription:
      '<p>Careta de gama alta para MIG de alto amperaje, electrodo revestido y ranurado, con filtro TW o VC a elegir.</p>',
    description:
      '<p>La G5-01 está hecha para los soldadores que trabajan con mucho calor toda la jornada. Su carcasa baja aleja el calor de la cara, y el filtro queda más lejos del arco para reducir la exposición al humo y el deslumbramiento.</p>\n<p>Elija el filtro G5-01TW, con un modo TIG específico para arcos de bajo amperaje, o el G5-01VC, con tecnología de color variable que ofrece una visión del baño más natural y menos verde.</p>\n<p>El arnés gira con la carcasa, de modo que la careta se abate y se queda en su sitio, y el peso se reparte bajo sobre la cabeza para reducir la tensión en el cuello durante un turno largo.</p>\n<ul><li>Tonos 5 y 8–13, estado claro 3</li><li>Área de visión de 2,8 x 4,2 pulg.</li><li>Cuatro sensores de arco para un oscurecimiento fiable en posiciones difíciles</li><li>Batería de litio recargable en el filtro, unas 8 horas por carga</li><li>ANSI Z87.1, CSA Z94.3, EN 175 y EN 379, clase óptica 1/1/1/2</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Primera puesta a punto de la G5-01',
            youtubeUrl: 'https://www.youtube.com/watch?v=Gt5mWq0xLr8',
            videoDescription: 'Ajuste del arnés, inclinación y carga del filtro.',
          },
          {
            videoTitle: 'Uso del modo TIG',
            youtubeUrl: 'https://www.youtube.com/watch?v=aN3vKd7Pz1Q',
            videoDescription: 'Cuándo activar el modo TIG y cómo se comporta con bajo amperaje.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Qué diferencia hay entre el TW y el VC?',
        answer:
          'El filtro TW tiene un modo TIG ajustado para arcos de bajo amperaje. El filtro VC usa tecnología de color variable para una visión más natural. Ambos cubren los tonos 5 y 8–13.',
      },
      {
        question: '¿Cómo se carga el filtro?',
        answer:
          'La batería del filtro se carga por un puerto USB-C en unas 3 horas. Una carga completa dura aproximadamente un turno.',
      },
    ],
    warranty: speedglasHelmetWarranty,
    imageAlts: [
      'Careta de soldar Speedglas G5-01 para trabajos pesados en negro mate',
      'Filtro G5-01VC con visión en colores naturales',
      'Parte trasera de la G5-01 con el arnés giratorio',
    ],
    attributeLabels: { ADF: 'ADF', 'Lens size': 'Tamaño del visor' },
    attributeValues: {
      ADF: { 'G5-01TW': 'G5-01TW', 'G5-01VC': 'G5-01VC' },
      'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 in' },
    },
  },
  'speedglas-g5-02-curved-welding-helmet': {
    name: 'Careta de soldar Speedglas G5-02 con filtro curvo',
    shortDescription:
      '<p>Filtro de oscurecimiento automático curvo con cerca de un 30 % más de campo de visión, en la carcasa G5 para trabajos pesados.</p>',
    description:
      '<p>El filtro curvo de la G5-02 envuelve la cara y amplía el campo de visión hacia los lados y hacia abajo, así que mueve menos la cabeza para seguir una junta larga.</p>\n<p>La óptica curva tiene clasificación 1/1/1/1 y el filtro cubre los tonos 8–12, con un estado claro de 3 y un modo de esmerilado en tono 5.</p>\n<ul><li>Filtro curvo, tonos 8–12, estado claro 3</li><li>Modo de esmerilado en tono 5</li><li>La misma carcasa baja para trabajos pesados que la G5-01</li><li>Batería de litio reemplazable, hasta 1500 horas</li></ul>',
    warranty: speedglasHelmetWarranty,
    imageAlts: [
      'Careta Speedglas G5-02 con un amplio filtro curvo de oscurecimiento automático',
      'Filtro curvo visto desde el interior de la careta',
    ],
  },
  'speedglas-9002nc-welding-helmet': {
    name: 'Careta de soldar Speedglas 9002NC',
    shortDescription:
      '<p>El clásico de siempre: oscurecimiento automático fiable en tonos 9–13 en una carcasa compacta y probada.</p>',
    description:
      '<p>La 9002NC lleva años siendo imprescindible en los talleres. Se oscurece a cualquier tono del 9 al 13, con un estado claro de 3, y es tan sencilla que la mayoría de los soldadores nunca abren el manual.</p>\n<p>Su carcasa estrecha entra en los rincones de bastidores y remolques donde las caretas más grandes chocan.</p>\n<ul><li>Tono variable 9–13, estado claro 3</li><li>Área de visión de 1,7 x 4,1 pulg.</li><li>Dos ajustes de sensibilidad</li><li>Batería de litio reemplazable</li></ul>',
    warranty: speedglasHelmetWarranty,
    imageAlts: ['Clásica careta de soldar Speedglas 9002NC negra'],
  },
  'speedglas-9100-welding-helmet-9100xx': {
    name: 'Careta de soldar Speedglas 9100 con filtro 9100XX',
    shortDescription:
      '<p>Careta 9100 de frontal fijo con el filtro 9100XX de gran visión y ventanas laterales en tono 5.</p>',
    description:
      '<p>Si no esmerila con la misma careta, la 9100 de frontal fijo es más ligera y sencilla que la FX. El filtro 9100XX ofrece una visión de 2,8 x 4,2 pulg. con tonos 5, 8 y 9–13.</p>\n<p>Este modelo está agotado temporalmente; la 9100 FX con el mismo filtro se envía hoy mismo.</p>\n<ul><li>Tonos 5, 8 y 9–13 con modo memoria</li><li>Ventanas laterales en tono 5</li><li>Canales de salida que alejan del filtro el calor y la humedad</li></ul>',
    warranty: speedglasHelmetWarranty,
    imageAlts: ['Careta Speedglas 9100 de frontal fijo con ventanas laterales'],
  },
  'speedglas-9100-welding-helmet-9100v': {
    name: 'Careta de soldar Speedglas 9100 con filtro 9100V',
    shortDescription:
      '<p>La forma más económica de entrar en la serie 9100, con o sin ventanas laterales.</p>',
    description:
      '<p>El filtro 9100V cubre los tonos 5 y 8–13 con un área de visión de 1,8 x 3,7 pulg. Es una gran opción para MIG y electrodo revestido cuando no necesita la ventana más grande.</p>\n<p>Pídala con ventanas laterales para tener más visión periférica, o sin ellas para una cabina más oscura.</p>\n<ul><li>Tonos 5 y 8–13</li><li>Tres niveles de sensibilidad y retardo ajustable</li><li>Admite cualquier filtro 9100 como mejora</li></ul>',
    warranty: speedglasHelmetWarranty,
    imageAlts: ['Careta Speedglas 9100 con filtro 9100V'],
    attributeLabels: { 'Side windows': 'Ventanas laterales' },
    attributeValues: {
      'Side windows': {
        'With side windows': 'Con ventanas laterales',
        'Without side windows': 'Sin ventanas laterales',
      },
    },
  },
  'speedglas-9100-mp-lite-welding-helmet': {
    name: 'Careta de soldar Speedglas 9100 MP Lite con filtro 9100X',
    shortDescription:
      '<p>El diseño abatible de la MP sin el casco de seguridad, para talleres que quieren un gran visor transparente y menos peso.</p>',
    description:
      '<p>La MP Lite conserva la geometría de la carcasa 9100 MP y su visor transparente extragrande, pero cambia el casco de seguridad por un cómodo arnés de trinquete y ahorra casi tres cuartos de libra.</p>\n<p>Se entrega con el filtro 9100X (tonos 5, 8 y 9–13) y admite todos los filtros de la serie 9100.</p>\n<ul><li>Gran visor transparente ANSI Z87.1+ de alto impacto</li><li>Carcasa de soldadura abatible con posiciones de retención firmes</li><li>Arnés compatible con las bandas antisudor 9100</li></ul>',
    faqs: [
      {
        question: '¿Puedo añadir un casco de seguridad más adelante?',
        answer:
          'No, la carcasa con casco forma parte de la 9100 MP. Elija la MP si en su obra se exige protección de la cabeza.',
      },
      {
        question: '¿Qué filtro incluye?',
        answer: 'El 9100X, con un área de visión de 2,1 x 4,2 pulg. y tonos 5, 8 y 9–13.',
      },
    ],
    warranty: speedglasHelmetWarranty,
    imageAlts: ['Speedglas 9100 MP Lite con carcasa abatible y visor transparente'],
  },
};
