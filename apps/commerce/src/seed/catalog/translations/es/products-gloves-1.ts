import type { ProductTranslation } from '../types.ts';

/** Spanish texts of the cut-resistant, chemical and disposable gloves. */
export const spanishGloves1: Record<string, ProductTranslation> = {
  'armorgrip-cr-2-pu-palm-gloves-12-pairs': {
    name: 'Guantes anticorte ArmorGrip CR-2 con palma de PU (12 pares)',
    shortDescription:
      '<p>Protección ligera contra cortes A2 para montaje, embalaje y preparación de pedidos en almacén, por docenas.</p>',
    description:
      '<p>La palma de poliuretano ofrece un agarre limpio y seco con una destreza excelente. El nivel A2 es adecuado para cartón, piezas ligeras y bordes de plástico, no para chapa metálica.</p>\n<ul><li>ANSI A2, EN 388:2016 4X42B</li><li>Soporte de HPPE de galga 13</li><li>12 pares por paquete</li></ul>',
    imageAlts: ['Docena de guantes de punto grises con palma de poliuretano blanca'],
  },
  'armorgrip-cr-9-heavy-duty-cut-gloves': {
    name: 'Guantes anticorte ArmorGrip CR-9 para trabajos pesados',
    shortDescription:
      '<p>El nivel de corte ANSI más alto, A9, para fábricas de vidrio, reciclaje de metales y cambios de cuchillas.</p>',
    description:
      '<p>Un soporte de para-aramida y HPPE con núcleo de acero alcanza el nivel A9 (más de 6000 gramos). La palma de nitrilo arenoso sujeta el vidrio aceitoso y la chapa de acero, y la horquilla del pulgar reforzada resiste en el punto de desgaste donde fallan primero la mayoría de los guantes anticorte.</p>\n<p>Ningún guante es totalmente a prueba de cortes. Use protectores de cuchilla y prácticas de manipulación seguras con cualquier guante anticorte.</p>\n<ul><li>ANSI A9, EN 388:2016 4X44F</li><li>Horquilla del pulgar reforzada</li><li>Resistente al calor por contacto hasta 212 °F (EN 407 nivel 1)</li></ul>',
    faqs: [
      {
        question: '¿Se pueden lavar?',
        answer: 'Sí. Lávelos en agua templada, déjelos secar al aire y no use lejía.',
      },
      {
        question: '¿Cómo es su talla?',
        answer:
          'Son holgados para ser un guante anticorte. Pida su talla habitual; si está entre dos tallas, elija la menor.',
      },
    ],
    imageAlts: ['Guante amarillo de punto grueso con palma de nitrilo arenoso'],
  },
  'armorgrip-cr-5-impact-cut-gloves': {
    name: 'Guantes anticorte ArmorGrip CR-5 con protección contra impactos',
    shortDescription:
      '<p>Protección contra cortes A5 y protectores de TPR en el dorso con clasificación ANSI/ISEA 138 Nivel 2.</p>',
    description:
      '<p>Hechos para el petróleo, el izado de cargas y la demolición, donde los puntos de atrapamiento y las herramientas que caen son tan peligrosos como los bordes cortantes. El dorso de alta visibilidad hace que las manos se vean con facilidad cerca de la maquinaria en movimiento.</p>\n<ul><li>ANSI A5, EN 388:2016 4X43D</li><li>Protección contra impactos ANSI/ISEA 138 Nivel 2</li><li>Soporte de alta visibilidad</li></ul>',
    imageAlts: ['Guante de alta visibilidad con protectores de nudillos de TPR negros'],
  },
  'armorgrip-cr-4-insulated-touchscreen-gloves': {
    name: 'Guantes anticorte de invierno con forro ArmorGrip CR-4',
    shortDescription:
      '<p>Guante anticorte A4 con forro acrílico cepillado y recubrimiento hidrófugo para muelles y patios fríos.</p>',
    description:
      '<p>Un forro similar al forro polar mantiene las manos calientes hasta unos 14 °F, mientras que la palma de nitrilo con doble inmersión repele el agua y la nieve fundida.</p>\n<ul><li>ANSI A4, EN 388:2016 4X42C</li><li>Forro acrílico cepillado</li><li>Palma hidrófuga</li><li>Pulgar e índice compatibles con pantallas táctiles</li></ul>',
    imageAlts: ['Guante azul con forro acrílico cepillado y palma negra'],
  },
  'armorgrip-cr-3-food-processing-gloves': {
    name: 'Guantes anticorte ArmorGrip CR-3 para la industria alimentaria',
    shortDescription:
      '<p>Guante A3 blanco sin recubrimiento, con fibras conformes con la FDA, para líneas de carne, aves, frutas y verduras.</p>',
    description:
      '<p>Llévelo bajo un guante desechable de nitrilo para una combinación higiénica y resistente a los cortes. Se lava a 160 °F para su higienización.</p>\n<ul><li>ANSI A3, EN 388:2016 3X42C</li><li>Fibras conformes con la normativa FDA 21 CFR de contacto con alimentos</li><li>Ambidiestro</li></ul>',
    imageAlts: ['Guante blanco de punto sin costuras para la industria alimentaria'],
  },
  'armorgrip-cr-4-cut-resistant-sleeves-18-in': {
    name: 'Manguitos anticorte ArmorGrip CR-4, 18 pulg.',
    shortDescription:
      '<p>Manguito para el antebrazo con abertura para el pulgar que cubre el hueco entre el puño del guante y la camisa.</p>',
    description:
      '<p>La mayoría de las laceraciones al manipular chapa se producen en el antebrazo, no en la mano. Combínelos con cualquier guante CR.</p>\n<ul><li>ANSI A4</li><li>Abertura para el pulgar</li><li>Talla única apta para la mayoría</li></ul>',
    imageAlts: ['Manguito de punto amarillo para el antebrazo con abertura para el pulgar'],
  },
  'armorgrip-cr-7-glass-handling-gloves': {
    name: 'Guantes ArmorGrip CR-7 para la manipulación de vidrio',
    shortDescription:
      '<p>Guante A7 con puño extendido de 4 pulgadas para acristalamiento e instalación de ventanas.</p>',
    description:
      '<p>El puño largo protege la muñeca al meter la mano en los marcos. Agotado temporalmente en todas las tallas.</p>\n<ul><li>ANSI A7, EN 388:2016 4X44F</li><li>Puño extendido de 4 pulg.</li></ul>',
    imageAlts: ['Guante azul con puño extendido y palma de microespuma'],
  },
  'armorgrip-chemguard-butyl-14-mil-gloves': {
    name: 'Guantes de butilo ArmorGrip ChemGuard, 14 mils',
    shortDescription:
      '<p>Caucho butílico para cetonas, ésteres y ácidos fuertes, donde el nitrilo no resiste.</p>',
    description:
      '<p>El butilo es el guante de referencia para la acetona, la MEK, el ácido nítrico y muchos ésteres. No es adecuado para hidrocarburos ni disolventes halogenados; consulte la tabla de permeación.</p>\n<ul><li>14 mils, 14 pulg.</li><li>EN ISO 374-1 Tipo A (ABKNOP)</li><li>Acabado liso</li></ul>',
    faqs: [
      {
        question: '¿Butilo o nitrilo?',
        answer:
          'Butilo para cetonas (acetona, MEK), ésteres y muchos ácidos; nitrilo para aceites, combustibles y la mayoría de los disolventes. En caso de duda, envíenos la ficha de datos de seguridad.',
      },
      {
        question: '¿Cómo debo guardarlos?',
        answer:
          'Enjuáguelos, séquelos y guárdelos lejos de la luz solar y de fuentes de ozono, como los motores eléctricos.',
      },
    ],
    imageAlts: ['Guante de caucho butílico negro liso'],
  },
  'armorgrip-chloroprene-lined-gloves-28-mil': {
    name: 'Guantes de cloropreno con forro ArmorGrip, 28 mils',
    shortDescription:
      '<p>Guante grueso de cloropreno con forro interlock para ácidos, cáusticos y manipulación en frío. Talla L (9).</p>',
    description:
      '<p>El cloropreno se mantiene flexible con el frío y resiste una amplia gama de ácidos, alcoholes y cáusticos.</p>\n<ul><li>28 mils, 12 pulg.</li><li>Forro interlock de algodón</li><li>EN ISO 374-1 Tipo A</li></ul>',
    imageAlts: ['Guante grueso de cloropreno negro con forro de algodón'],
  },
  'armorgrip-pvc-gauntlet-18-in': {
    name: 'Guante largo de PVC para productos químicos ArmorGrip, 18 pulg.',
    shortDescription:
      '<p>Guante de PVC hasta el codo para la limpieza de tanques, el ácido de baterías y los trabajos húmedos. Talla XL (10).</p>',
    description:
      '<p>PVC con acabado arenoso sobre un forro de punto de algodón. Resiste ácidos, cáusticos y fertilizantes.</p>\n<ul><li>Manga de 18 pulg.</li><li>Acabado arenoso para el agarre</li><li>EN ISO 374-1 Tipo B</li></ul>',
    imageAlts: ['Guante largo de PVC rojo que llega hasta el codo'],
  },
  'armorgrip-laminate-film-chemical-liner': {
    name: 'Guante interior laminado ArmorGrip para productos químicos',
    shortDescription:
      '<p>Guante interior laminado multicapa con más de 8 horas de tiempo de paso para cientos de productos químicos.</p>',
    description:
      '<p>La resistencia química más amplia que existe en un guante, para la respuesta a derrames y los productos químicos desconocidos. Ajuste holgado; llévelo bajo un guante exterior de nitrilo para ganar destreza. Bajo pedido, se envía en 1–2 semanas.</p>\n<ul><li>Laminado de cinco capas</li><li>EN ISO 374-1 Tipo A</li><li>Talla única</li></ul>',
    imageAlts: ['Guante laminado multicapa transparente'],
  },
  'armorgrip-double-dipped-nitrile-oil-gloves': {
    name: 'Guantes de nitrilo de doble inmersión ArmorGrip para aceites, 12 pulg.',
    shortDescription:
      '<p>Guante de nitrilo con manga, totalmente recubierto y con forro de punto, para yacimientos petrolíferos y lodos de perforación.</p>',
    description:
      '<p>La doble inmersión impide por completo el paso del aceite y el agua; el acabado arenoso sujeta bien la tubería.</p>\n<ul><li>Forro de punto</li><li>Puño de manga de 12 pulg.</li><li>EN 388:2016 4121X</li></ul>',
    imageAlts: ['Guante de nitrilo naranja de doble inmersión con puño de manga'],
  },
  'armorgrip-vinyl-powder-free-gloves-100': {
    name: 'Guantes de vinilo sin polvo ArmorGrip (caja de 100)',
    shortDescription:
      '<p>Guantes económicos de vinilo transparente para tareas cortas de preparación de alimentos y limpieza.</p>',
    description:
      '<p>Ajuste más holgado, fáciles de poner y quitar. El vinilo no se recomienda para uso químico ni médico.</p>\n<ul><li>Sin polvo</li><li>Sin látex</li><li>Aptos para el contacto con alimentos</li></ul>',
    imageAlts: ['Guantes desechables de vinilo transparente'],
  },
  'armorgrip-poly-food-service-gloves-500': {
    name: 'Guantes de polietileno ArmorGrip para hostelería (caja de 500)',
    shortDescription:
      '<p>Guantes holgados de polietileno para la preparación de bocadillos y los cambios rápidos de guante.</p>',
    description:
      '<p>Se ponen en un momento para manipular alimentos listos para comer. Talla única apta para la mayoría.</p>\n<ul><li>Gofrados para el agarre</li><li>500 por caja</li><li>Talla única</li></ul>',
    imageAlts: ['Guantes holgados de polietileno transparente para hostelería'],
  },
  'armorgrip-orange-diamond-grip-nitrile-gloves': {
    name: 'Guantes de nitrilo naranja ArmorGrip con agarre de rombos (caja de 100)',
    shortDescription:
      '<p>Nitrilo naranja de 7 mils con textura en relieve de rombos para un buen agarre con aceite y humedad.</p>',
    description:
      '<p>El naranja intenso permite ver enseguida los desgarros y encontrar los guantes en la caja de herramientas.</p>\n<ul><li>7 mils</li><li>Textura de rombos en relieve por ambos lados</li><li>Ambidiestros</li></ul>',
    imageAlts: ['Guante de nitrilo naranja de alta visibilidad con textura de rombos en relieve'],
  },
  'armorgrip-chemo-rated-nitrile-exam-gloves-12-in': {
    name: 'Guantes de exploración de nitrilo ArmorGrip para quimioterapia, 12 pulg. (caja de 50)',
    shortDescription:
      '<p>Nitrilo con puño extendido, probado frente a la permeación de fármacos de quimioterapia según ASTM D6978.</p>',
    description:
      '<p>Para la enfermería oncológica y la preparación en farmacia, con doble guante según USP 800.</p>\n<ul><li>ASTM D6978 y D6319</li><li>Puño de 12 pulg.</li><li>6 mils en la yema</li></ul>',
    imageAlts: ['Guante de exploración de nitrilo morado con puño extendido'],
  },
};
