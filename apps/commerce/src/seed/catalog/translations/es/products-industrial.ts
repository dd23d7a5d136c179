import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the ShieldPro hard hats: shell and suspension. */
const hardHatWarranty: SeedWarranty = {
  warrantyDuration: '1 año',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Carcasa del casco', itemWarrantyDuration: '1 año' },
    { itemName: 'Suspensión', itemWarrantyDuration: '90 días' },
  ],
};

/** The noise reduction rating reads the same in Spanish. */
const NRR = 'NRR';

/** Spanish texts of the site-safety products: eyewear, hard hats and hearing protection. */
export const spanishIndustrial: Record<string, ProductTranslation> = {
  'clearview-cv-200-anti-fog-goggles': {
    name: 'Gafas panorámicas antiempañantes ClearView CV-200 con ventilación indirecta',
    shortDescription:
      '<p>Gafas panorámicas con ventilación indirecta contra salpicaduras químicas y polvo, clasificación Z87+ D3 D4.</p>',
    description:
      '<p>OSHA 1910.133 exige gafas panorámicas, no gafas normales, cuando hay riesgo de salpicaduras químicas. Las CV-200 sellan alrededor de los ojos y ventilan de forma indirecta, de modo que el líquido no encuentra un camino directo hacia dentro.</p>\n<ul><li>Z87+ D3 (salpicaduras) D4 (polvo)</li><li>Se pueden llevar sobre la mayoría de las gafas graduadas</li><li>Antiempañantes por dentro, recubrimiento duro por fuera</li><li>Cinta elástica ancha</li></ul>',
    faqs: [
      {
        question: '¿Puedo llevarlas sobre mis gafas?',
        answer: 'Sí, la montura tiene espacio para la mayoría de las gafas graduadas de tamaño medio.',
      },
      {
        question: '¿Sirven para esmerilar?',
        answer: 'Sí. Para el esmerilado intenso, añada una pantalla facial sobre las gafas panorámicas.',
      },
    ],
    imageAlts: ['Gafas panorámicas transparentes con ventilación indirecta contra salpicaduras químicas'],
  },
  'clearview-cv-300-over-the-glasses': {
    name: 'Gafas de seguridad ClearView CV-300 para llevar sobre gafas graduadas',
    shortDescription:
      '<p>Se colocan sobre las gafas graduadas, para visitas y trabajadores sin gafas de seguridad graduadas.</p>',
    description:
      '<p>Las gafas graduadas de diario no son gafas de seguridad. Póngase estas encima para tener protección Z87+.</p>\n<ul><li>Se adaptan sobre la mayoría de las monturas</li><li>Protectores laterales integrados</li><li>Z87+ de alto impacto</li></ul>',
    imageAlts: ['Montura de seguridad transparente para llevar sobre gafas, con protectores laterales'],
  },
  'clearview-cv-150-bifocal-safety-readers': {
    name: 'Gafas de seguridad bifocales de lectura ClearView CV-150',
    shortDescription:
      '<p>Gafas de seguridad Z87+ con segmentos bifocales de lectura integrados de +1,0 a +3,0.</p>',
    description:
      '<p>Lea manómetros y letra pequeña sin cambiar de gafas. La lupa está moldeada en la parte inferior de la lente.</p>\n<ul><li>Z87+</li><li>Antiempañantes</li><li>Dioptrías de +1,0 a +3,0</li></ul>',
    imageAlts: ['Gafas de seguridad con segmentos bifocales de lectura'],
    attributeLabels: { Diopter: 'Dioptrías' },
    attributeValues: {
      Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5', '+3.0': '+3,0' },
    },
  },
  'clearview-cv-120-safety-glasses-12-pack': {
    name: 'Gafas de seguridad ClearView CV-120, transparentes (paquete de 12)',
    shortDescription:
      '<p>Gafas de seguridad transparentes para visitas, por docenas, para recorridos por la planta y puestos de acceso a obra.</p>',
    description:
      '<p>Económicas y con clasificación Z87+ completa. Pronto volverán a estar disponibles.</p>\n<ul><li>Z87+</li><li>12 pares</li><li>Lente transparente</li></ul>',
    imageAlts: ['Docena de gafas de seguridad transparentes en una caja'],
  },
  'clearview-cv-400-sealed-safety-glasses': {
    name: 'Gafas de seguridad selladas ClearView CV-400 con junta de espuma',
    shortDescription:
      '<p>Gafas con una junta de espuma extraíble que bloquea el polvo y el viento, clasificación Z87+ D4.</p>',
    description:
      '<p>Protección como la de unas gafas panorámicas contra el polvo y el viento, en formato de gafas. Quite la junta los días de calor.</p>\n<ul><li>Z87+ D4 con la junta</li><li>Antiempañantes</li><li>Cinta ajustable o patillas</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Cambiar las patillas por la cinta',
            youtubeUrl: 'https://www.youtube.com/watch?v=cR4nUe7yQ2s',
            videoDescription: 'Pase de las patillas a la cinta y viceversa en 30 segundos.',
          },
        ],
      },
    ],
    imageAlts: ['Gafas de seguridad de montura negra con junta de espuma extraíble'],
  },
  'shieldpro-hh-20-full-brim-hard-hat': {
    name: 'Casco de seguridad de ala completa ShieldPro HH-20',
    shortDescription:
      '<p>Casco de ala completa que da sombra a la cara y la nuca y evacúa la lluvia, Tipo I Clase E.</p>',
    description:
      '<p>Muy apreciado por montadores de estructuras, técnicos de líneas eléctricas y cuadrillas de carreteras. El ala bloquea el sol y aleja la lluvia del cuello de la ropa.</p>\n<ul><li>ANSI/ISEA Z89.1 Tipo I, Clase E</li><li>Trinquete de cuatro puntos</li><li>Ala completa con canalón para la lluvia</li></ul>',
    warranty: hardHatWarranty,
    imageAlts: ['Casco de seguridad naranja de ala completa'],
  },
  'shieldpro-hh-50-type-ii-safety-helmet': {
    name: 'Casco de seguridad ShieldPro HH-50 Tipo II con barboquejo',
    shortDescription:
      '<p>Casco Tipo II de estilo escalada con forro de EPS y barboquejo de cuatro puntos para trabajos en altura.</p>',
    description:
      '<p>Las caídas desde altura suelen implicar impactos laterales y cascos que salen despedidos. El HH-50 añade un forro de espuma EPS para la protección lateral (Tipo II) y un barboquejo de cuatro puntos que lo mantiene en su sitio durante una caída.</p>\n<p>Clase E, probado a 20 000 voltios. Las ventilaciones se pueden cerrar para los trabajos eléctricos.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 Tipo II, Clase E</li><li>Forro de EPS, barboquejo de cuatro puntos</li><li>Ventilaciones cerrables</li><li>Clips para linterna frontal</li></ul>',
    tabs: [
      {
        tabTitle: 'Descargas',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Instrucciones del HH-50',
            file: '/downloads/shieldpro-hh-50-instructions.pdf',
            fileDescription: 'Ajuste, inspección y calendario de sustitución.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Puedo usarlo con orejeras?',
        answer: 'Sí, tiene ranuras estándar de 30 mm para accesorios, para orejeras de montaje en casco.',
      },
      {
        question: '¿Tiene ventilación?',
        answer:
          'Sí, con tapas deslizantes para cerrar las ventilaciones y mantener la clasificación Clase E.',
      },
    ],
    warranty: hardHatWarranty,
    imageAlts: [
      'Casco de seguridad blanco de estilo escalada con barboquejo',
      'Interior del casco con el forro de EPS',
    ],
  },
  'shieldpro-hard-hat-cooling-liner': {
    name: 'Forro refrescante para casco ShieldPro',
    shortDescription:
      '<p>Forro refrescante por evaporación con cubrenuca, que se engancha a la suspensión de cualquier casco.</p>',
    description:
      '<p>Mójelo en agua fría, escúrralo y engánchelo. Se mantiene fresco de dos a cuatro horas. Ayuda frente al estrés térmico dentro de un plan de prevención de enfermedades por calor de OSHA.</p>\n<ul><li>Tejido evaporativo</li><li>Cubrenuca</li><li>Ajuste universal</li></ul>',
    imageAlts: ['Forro refrescante azul para casco con cubrenuca'],
  },
  'shieldpro-custom-logo-hard-hats': {
    name: 'Cascos de seguridad ShieldPro con logotipo personalizado',
    shortDescription:
      '<p>Cascos HH-10 o HH-20 tampografiados con el logotipo de su empresa, desde 24 unidades.</p>',
    description:
      '<p>La impresión la realiza el fabricante con tintas aprobadas para el material de la carcasa, de modo que se conserva la clasificación ANSI.</p>\n<ul><li>Mínimo de 24 cascos</li><li>Hasta tres zonas de impresión</li></ul>',
    buttonText: 'Comprar al fabricante',
    warranty: hardHatWarranty,
    imageAlts: ['Casco de seguridad azul tampografiado con el logotipo de una empresa'],
  },
  'hushline-hl-30-over-head-ear-muffs': {
    name: 'Orejeras de diadema HushLine HL-30, NRR 30',
    shortDescription:
      '<p>Orejeras de doble casquete con NRR 30 para motosierras, amoladoras y galerías de tiro.</p>',
    description:
      '<p>Los casquetes de doble carcasa con espuma acústica ofrecen un índice de reducción de ruido de 30 dB. El método de OSHA para estimar la protección real es (NRR − 7) ÷ 2, así que cuente con unos 11–12 dB de atenuación en una lectura de dosímetro con ponderación A.</p>\n<p>OSHA 29 CFR 1910.95 exige poner protección auditiva a disposición a partir de 85 dBA durante ocho horas y su uso obligatorio a partir de 90 dBA.</p>\n<ul><li>NRR 30 dB (ANSI S3.19-1974)</li><li>Casquetes de doble carcasa</li><li>Diadema acolchada y ajustable</li></ul>',
    faqs: [
      {
        question: '¿Puedo combinarlas con tapones?',
        answer:
          'Sí. Para ruidos muy fuertes (más de 100 dBA), OSHA recomienda tapones y orejeras; para la combinación, sume unos 5 dB al NRR más alto.',
      },
      {
        question: '¿Son compatibles con gafas de seguridad?',
        answer:
          'Las patillas finas no dan problemas. Las patillas gruesas pueden romper el sellado y reducir la protección unos pocos dB.',
      },
    ],
    imageAlts: ['Orejeras de diadema rojas de doble casquete'],
    attributeLabels: { NRR },
    attributeValues: { NRR: { '30 dB': '30 dB' } },
  },
  'hushline-hl-25e-electronic-ear-muffs': {
    name: 'Orejeras electrónicas HushLine HL-25E con audio inalámbrico',
    shortDescription:
      '<p>Orejeras dependientes del nivel que amplifican las voces y cortan el ruido fuerte, con transmisión de audio inalámbrica.</p>',
    description:
      '<p>Los micrófonos externos le permiten oír a sus compañeros y las alarmas de marcha atrás a un nivel seguro, y comprimen el sonido al instante cuando el ruido se dispara. La transmisión de audio está limitada a 82 dBA para que la música nunca sume a su dosis.</p>\n<p>La batería recargable dura unas 40 horas de transmisión o 140 horas de escucha del entorno.</p>\n<ul><li>NRR 25 dB</li><li>Escucha del entorno dependiente del nivel</li><li>Audio inalámbrico limitado a 82 dBA</li><li>Carga por USB-C, unas 140 horas</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Emparejamiento y niveles de escucha del entorno',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ew9bHq3ZsTo',
            videoDescription: 'Empareje un teléfono y ajuste el volumen ambiente.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Puedo usarlas para el tiro?',
        answer:
          'Sí. El circuito dependiente del nivel corta en milisegundos los ruidos impulsivos como los disparos y deja pasar las órdenes del campo de tiro.',
      },
      {
        question: '¿Protegen con la batería agotada?',
        answer: 'Sí. Apagadas siguen ofreciendo su protección pasiva de NRR 25.',
      },
    ],
    warranty: { warrantyDuration: '1 año', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: [
      'Orejeras electrónicas verdes con rueda de volumen y micrófonos',
      'Versión negra de las orejeras electrónicas',
    ],
    attributeLabels: { NRR, 'Battery runtime': 'Autonomía de la batería' },
    attributeValues: {
      NRR: { '25 dB': '25 dB' },
      'Battery runtime': { '140 hours hear-through': '140 horas de escucha del entorno' },
    },
  },
  'hushline-hl-24c-cap-mounted-ear-muffs': {
    name: 'Orejeras para casco HushLine HL-24C, NRR 24',
    shortDescription:
      '<p>Orejeras que se enganchan a las ranuras estándar para accesorios del casco y se levantan cuando no se necesitan.</p>',
    description:
      '<p>Compatibles con los ShieldPro HH-10 y HH-20 y con la mayoría de los cascos tipo gorra con ranuras de 30 mm.</p>\n<ul><li>NRR 24 dB</li><li>Tres posiciones: puestas, ventilación y recogidas</li></ul>',
    imageAlts: ['Orejeras amarillas en brazos de montaje para casco'],
    attributeLabels: { NRR },
    attributeValues: { NRR: { '24 dB': '24 dB' } },
  },
  'hushline-hl-27f-folding-ear-muffs': {
    name: 'Orejeras plegables HushLine HL-27F, NRR 27',
    shortDescription:
      '<p>Orejeras plegables compactas que caben en una bolsa de herramientas o en la guantera.</p>',
    description:
      '<p>Se pliegan a la mitad de su tamaño. Buenas para usuarios ocasionales y visitas.</p>\n<ul><li>NRR 27 dB</li><li>Diadema plegable</li></ul>',
    imageAlts: ['Orejeras plegables azules recogidas para guardarlas'],
    attributeLabels: { NRR },
    attributeValues: { NRR: { '27 dB': '27 dB' } },
  },
  'hushline-hl-27r-reusable-corded-ear-plugs': {
    name: 'Tapones auditivos reutilizables con cordón HushLine HL-27R (100 pares)',
    shortDescription:
      '<p>Tapones lavables de triple aleta con cordón, cada par en su estuche de transporte.</p>',
    description:
      '<p>Se lavan con agua y jabón; cámbielos cada dos a cuatro semanas de uso diario.</p>\n<ul><li>NRR 27 dB</li><li>Triple aleta</li><li>Estuche de transporte para cada par</li></ul>',
    imageAlts: ['Tapones auditivos reutilizables azules de triple aleta con cordón'],
    attributeLabels: { NRR },
    attributeValues: { NRR: { '27 dB': '27 dB' } },
  },
  'hushline-hl-32-corded-foam-ear-plugs': {
    name: 'Tapones auditivos de espuma con cordón HushLine HL-32, NRR 32',
    shortDescription: '<p>Tapones de espuma con cordón que cuelgan del cuello entre tareas ruidosas.</p>',
    description:
      '<p>El cordón evita que los tapones caigan al suelo o a la maquinaria cuando no se usan.</p>\n<ul><li>NRR 32 dB</li><li>Cordón de PVC suave</li></ul>',
    imageAlts: ['Tapones auditivos de espuma naranjas unidos por un cordón azul'],
    attributeLabels: { 'Pack size': 'Tamaño del paquete', NRR },
    attributeValues: {
      'Pack size': { '100 pairs': '100 pares', '500 pairs': '500 pares' },
      NRR: { '32 dB': '32 dB' },
    },
  },
  'hushline-metal-detectable-ear-plugs': {
    name: 'Tapones auditivos detectables con cordón HushLine (100 pares)',
    shortDescription:
      '<p>Tapones azules con cordón detectable por detectores de metales, para la producción alimentaria y farmacéutica.</p>',
    description:
      '<p>Si un tapón cae en el flujo de producto, el detector de metales de la línea lo encontrará. El azul es el color estándar en las plantas alimentarias.</p>\n<ul><li>NRR 29 dB</li><li>Cordón y tapón detectables</li><li>100 pares</li></ul>',
    imageAlts: ['Tapones auditivos azules con cordón detectable'],
    attributeLabels: { NRR },
    attributeValues: { NRR: { '29 dB': '29 dB' } },
  },
};
