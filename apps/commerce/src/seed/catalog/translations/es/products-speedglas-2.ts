import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the Speedglas 9100 and G5 filters sold on their own. */
const filterWarranty: SeedWarranty = {
  warrantyDuration: '3 años',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

/** Spanish texts of the Speedglas auto-darkening filters. */
export const spanishSpeedglas2: Record<string, ProductTranslation> = {
  'speedglas-9100xxi-auto-darkening-filter': {
    name: 'Filtro de oscurecimiento automático Speedglas 9100XXi',
    shortDescription:
      '<p>El filtro 9100 más grande, con estado claro en tono 3, modos de memoria y teclado retroiluminado.</p>',
    description:
      '<p>El 9100XXi ofrece una visión de 2,8 x 4,2 pulg. con tonos 5, 8 y 9–13 y un estado claro más luminoso, en tono 3. Tres memorias le permiten pasar de MIG a TIG y a esmerilado sin volver a configurar nada.</p>\n<p>Encaja en cualquier careta 9100 y se alimenta con dos pilas CR2032 con apoyo solar.</p>\n<ul><li>Tonos 3 (claro), 5, 8 y 9–13</li><li>Área de visión de 2,8 x 4,2 pulg.</li><li>Tres modos de memoria, seis niveles de sensibilidad</li><li>Duración de las pilas de unas 2000 horas</li></ul>',
    tabs: [
      {
        tabTitle: 'Guía de tonos',
        contentType: 'text',
        textContent:
          '<p>Use el tono 9–10 para TIG por debajo de 50 A, 10–11 para MIG hasta 150 A, 11–12 para MIG y electrodo revestido hasta 250 A, y 13 por encima de 300 A o para el ranurado con arco-aire. En caso de duda, empiece por un tono oscuro y aclárelo hasta ver bien el baño de fusión.</p>',
      },
    ],
    faqs: [
      {
        question: '¿Sirve para mi careta 9100 antigua?',
        answer:
          'Sí. Todos los filtros 9100 encajan en todas las carcasas 9100, incluidas las caretas antiguas.',
      },
      {
        question: '¿Qué pilas utiliza?',
        answer: 'Dos pilas de litio CR2032 con apoyo solar; cuente con unas 2000 horas de uso.',
      },
    ],
    warranty: filterWarranty,
    imageAlts: ['Filtro Speedglas 9100XXi con teclado azul', 'Filtro en estado oscuro, tono 11'],
    attributeLabels: { 'Lens size': 'Tamaño del visor' },
    attributeValues: { 'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 in' } },
  },
  'speedglas-9100xx-auto-darkening-filter': {
    name: 'Filtro de oscurecimiento automático Speedglas 9100XX',
    shortDescription:
      '<p>Gran visión de 2,8 x 4,2 pulg. con tonos 5, 8 y 9–13 para la soldadura en general.</p>',
    description:
      '<p>La misma área de visión que el XXi, con un estado claro estándar en tono 3 y un teclado más sencillo. Una mejora muy popular entre quienes tienen el 9100V y quieren ver más.</p>\n<ul><li>Tonos 5, 8 y 9–13</li><li>Área de visión de 2,8 x 4,2 pulg.</li><li>Modo de esmerilado en tono 3</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro de oscurecimiento automático Speedglas 9100XX'],
  },
  'speedglas-9100x-auto-darkening-filter': {
    name: 'Filtro de oscurecimiento automático Speedglas 9100X',
    shortDescription: '<p>Visión intermedia de 2,1 x 4,2 pulg. con toda la gama de tonos 9100.</p>',
    description:
      '<p>El 9100X equilibra visión y precio. Cubre los tonos 5, 8 y 9–13 y comparte los mandos con el XX.</p>\n<ul><li>Tonos 5, 8 y 9–13</li><li>Área de visión de 2,1 x 4,2 pulg.</li><li>Seis niveles de sensibilidad</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro de oscurecimiento automático Speedglas 9100X'],
  },
  'speedglas-9100v-auto-darkening-filter': {
    name: 'Filtro de oscurecimiento automático Speedglas 9100V',
    shortDescription: '<p>Filtro 9100 compacto con tonos 5 y 8–13.</p>',
    description:
      '<p>El filtro de entrada de la familia 9100, con un área de visión de 1,8 x 3,7 pulg. Pronto volverá a estar disponible; suscríbase abajo para recibir un aviso.</p>\n<ul><li>Tonos 5 y 8–13</li><li>Área de visión de 1,8 x 3,7 pulg.</li><li>Compatible con todas las caretas 9100</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro de oscurecimiento automático Speedglas 9100V'],
  },
  'speedglas-g5-01tw-auto-darkening-filter': {
    name: 'Filtro de oscurecimiento automático Speedglas G5-01TW',
    shortDescription:
      '<p>Filtro para trabajos pesados con un modo TIG que se mantiene oscuro con arcos de bajo amperaje.</p>',
    description:
      '<p>El G5-01TW utiliza cuatro sensores y un modo TIG específico que mantiene el filtro oscuro con corrientes de hasta 1 A. Se carga por USB-C.</p>\n<ul><li>Tonos 5 y 8–13, estado claro 3</li><li>Modo TIG para trabajos de bajo amperaje</li><li>Recargable por USB-C</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro Speedglas G5-01TW con botón de modo TIG'],
  },
  'speedglas-g5-01vc-auto-darkening-filter': {
    name: 'Filtro de oscurecimiento automático Speedglas G5-01VC',
    shortDescription:
      '<p>Filtro de color variable para una visión de la soldadura más natural y menos verde.</p>',
    description:
      '<p>El filtro VC modifica el tinte del estado oscuro para que el baño, el metal base y el entorno conserven más de su color real. Se envía en 2–3 semanas, bajo pedido.</p>\n<ul><li>Tonos 5 y 8–13, estado claro 3</li><li>Tecnología de color variable</li><li>Recargable por USB-C</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro Speedglas G5-01VC con tinte de colores naturales'],
  },
  'speedglas-100v-auto-darkening-filter': {
    name: 'Filtro de oscurecimiento automático Speedglas 100V',
    shortDescription: '<p>Filtro de tono variable 8–12 para la careta Speedglas 100.</p>',
    description:
      '<p>Un recambio directo o una mejora para la careta Speedglas 100, con mandos de tono, sensibilidad y retardo.</p>\n<ul><li>Tonos 8–12, estado claro 3</li><li>Área de visión de 1,7 x 3,6 pulg.</li><li>Pila CR2032 reemplazable</li></ul>',
    imageAlts: ['Filtro de oscurecimiento automático Speedglas 100V'],
  },
  'speedglas-100s-11-auto-darkening-filter': {
    name: 'Filtro de oscurecimiento automático Speedglas 100S-11',
    shortDescription: '<p>Filtro de tono fijo 11 para electrodo revestido y MIG, sin nada que ajustar.</p>',
    description:
      '<p>Para los soldadores que siempre trabajan en tono 11. Estado claro 3, conmuta en 0,1 ms.</p>\n<ul><li>Tono fijo 11</li><li>Estado claro 3</li><li>Compatible con la careta Speedglas 100</li></ul>',
    imageAlts: ['Filtro Speedglas 100S-11 de tono fijo'],
  },
};
