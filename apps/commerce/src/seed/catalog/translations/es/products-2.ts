import type { ProductTranslation } from '../types.ts';

/** Spanish texts of the other ten best-selling products (hard hats, welding, gloves, filters). */
export const spanishProductsPart2: Record<string, ProductTranslation> = {
  'shieldpro-hh-10-cap-style-hard-hat': {
    name: 'Casco de seguridad con visera ShieldPro HH-10 y ajuste de rueda',
    shortDescription:
      '<p>Casco con visera Tipo I, Clase E, con arnés de seis puntos y ajuste de rueda, en seis colores.</p>',
    description:
      '<p>El HH-10 cumple ANSI/ISEA Z89.1-2014 Tipo I (impacto superior) Clase E y está ensayado a 20 000 voltios. Un arnés de nailon de seis puntos reparte la energía del impacto, y la rueda de ajuste se regula con una sola mano de la talla 6,5 a la 8.</p>\n<p>Las ranuras universales para accesorios admiten las orejeras, pantallas faciales y soportes de linterna estándar para casco.</p>\n<p>Inspeccione el casquete y el arnés antes de cada uso. Cambie el arnés como mínimo cada 12 meses, y el casquete tras cualquier impacto importante o según las normas de su centro de trabajo, normalmente cada cinco años.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 Tipo I, Clase E</li><li>Casquete de HDPE con canaleta frontal para la lluvia</li><li>Arnés de seis puntos con ajuste de rueda, tallas 6,5–8</li><li>Ranuras para orejeras y pantallas</li></ul>',
    tabs: [
      {
        tabTitle: 'Inspección diaria',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Casquete',
            answer:
              'Busque grietas, abolladuras, muescas y zonas blanquecinas o descoloridas. Flexione el ala con suavidad: debe recuperar su forma.',
          },
          {
            question: 'Arnés',
            answer:
              'Revise que las cintas no estén deshilachadas y que los clips no tengan grietas; compruebe que cada clip esté encajado en su ranura.',
          },
          {
            question: 'Accesorios',
            answer:
              'Asegúrese de que las orejeras y las pantallas van montadas en las ranuras previstas, no en agujeros taladrados.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Qué diferencia hay entre el Tipo I y el Tipo II?',
        answer:
          'El Tipo I protege frente a los golpes en la parte superior de la cabeza. El Tipo II añade protección frente a los impactos laterales, algo importante en obras con cargas en movimiento y riesgo de caídas.',
      },
      {
        question: '¿Puedo ponerle pegatinas?',
        answer:
          'Las pegatinas reflectantes aprobadas por el fabricante no son problema. No pintes el casquete ni lo taladres: los disolventes y los agujeros reducen la protección.',
      },
      {
        question: '¿Cada cuánto debo cambiarlo?',
        answer:
          'Cambie el arnés cada 12 meses, y el casquete tras cualquier impacto, daño visible o degradación por UV (aspecto blanquecino) y, como mínimo, cada cinco años.',
      },
    ],
    warranty: {
      warrantyDuration: '1 año',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Casquete', itemWarrantyDuration: '1 año' },
        { itemName: 'Arnés', itemWarrantyDuration: '90 días' },
      ],
    },
  },
  'speedglas-adf-battery-cr2032-2-pack': {
    name: 'Pilas CR2032 para filtros automáticos Speedglas (2 unidades)',
    shortDescription:
      '<p>Pilas de botón de litio para los filtros de las series 9100 y 100, con portapilas.</p>',
    description:
      '<p>Cambie las dos pilas a la vez. Incluye dos portapilas para los filtros 9100.</p>\n<ul><li>Dos pilas de litio CR2032 de 3 V</li><li>Dos portapilas</li></ul>',
  },
  'armorgrip-8-mil-black-nitrile-gloves-100': {
    name: 'Guantes de nitrilo negro extrarresistentes ArmorGrip de 8 mils (caja de 100)',
    shortDescription: '<p>Nitrilo negro grueso de 8 mils para mecánicos, pintores y tatuadores.</p>',
    description:
      '<p>Casi el doble de grueso que un guante de exploración, así que aguanta el limpiador de frenos, la grasa y horas de taller.</p>\n<ul><li>8 mils</li><li>Sin polvo</li><li>Totalmente texturizado</li></ul>',
    faqs: [
      {
        question: '¿Son de uso médico?',
        answer:
          'No, son de uso industrial. Para uso clínico, elija nuestros guantes de exploración de nitrilo de 5 mils.',
      },
      {
        question: '¿Aguantan el limpiador de frenos?',
        answer:
          'Resisten el contacto breve con limpiador de frenos y gasolina. Cámbiese de guantes después de una salpicadura importante.',
      },
    ],
  },
  'safeair-p100-pancake-filters': {
    name: 'Filtros planos P100 SafeAir',
    shortDescription:
      '<p>Filtros P100 de perfil bajo frente a plomo, amianto, sílice y humos de soldadura.</p>',
    description:
      '<p>Los filtros P100 retienen al menos el 99,97 % de las partículas, incluidas las nieblas de aceite. Cámbielos cuando cueste respirar o el filtro esté dañado o sucio.</p>\n<ul><li>NIOSH P100</li><li>Compatibles con HF-200, HF-300, HF-800 y la serie FF</li><li>Se venden por pares</li></ul>',
    faqs: [
      {
        question: '¿Sirven para el amianto?',
        answer:
          'Una media máscara con filtros P100 es el mínimo que permite OSHA 1926.1101 para la mayoría de los trabajos con amianto. Si necesita más protección, siga su plan de retirada de amianto.',
      },
      {
        question: '¿Cada cuánto debo cambiarlos?',
        answer:
          'Cuando cueste más respirar o los filtros estén dañados o sucios. Con plomo y amianto, cámbielos al final de cada turno.',
      },
    ],
    attributeLabels: { 'Pack size': 'Tamaño del paquete' },
  },
  'speedglas-100-welding-helmet': {
    name: 'Careta de soldar Speedglas 100',
    shortDescription:
      '<p>La Speedglas de iniciación con óptica profesional, para trabajos agrícolas, de aficionado y de calderería ligera.</p>',
    description:
      '<p>La Speedglas 100 ofrece la misma calidad óptica que la gama profesional en una careta más ligera y sencilla. Elija la 100V, con tono variable 8–12, o la 100S-11, con tono fijo 11 para electrodo y MIG.</p>\n<p>El arnés se ajusta con facilidad y la careta pesa alrededor de una libra, lo que la convierte en una buena primera careta o en una de repuesto para llevar en la furgoneta.</p>\n<ul><li>100V: tono variable 8–12 con sensibilidad y retardo</li><li>100S-11: tono fijo 11, nada que ajustar</li><li>Tono en estado claro 3, tiempo de conmutación 0,1 ms</li><li>Campo de visión de 1,7 × 3,6 pulg.</li></ul>',
    tabs: [
      {
        tabTitle: 'Descargas',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Manual de usuario de la Speedglas 100',
            file: '/downloads/speedglas-100-user-manual.pdf',
            fileDescription: 'Colocación, ajuste del tono y cambio de pilas.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Qué diferencia hay entre la 100V y la 100S-11?',
        answer:
          'La 100V tiene un tono variable de 8 a 12 con ruedas de sensibilidad y retardo. La 100S-11 tiene un tono fijo 11 y no hay nada que ajustar.',
      },
      {
        question: '¿Sirve para TIG?',
        answer:
          'La 100V sirve para la mayoría de los trabajos TIG por encima de unos 20 A. Para amperajes muy bajos, la serie 9100 ofrece más ajustes de sensibilidad.',
      },
    ],
    warranty: {
      warrantyDuration: '2 años',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Filtro de oscurecimiento automático', itemWarrantyDuration: '2 años' },
        { itemName: 'Carcasa de la careta', itemWarrantyDuration: '1 año' },
      ],
    },
    attributeLabels: { ADF: 'ADF', Graphic: 'Diseño' },
  },
  'armorgrip-mechanics-pro-gloves': {
    name: 'Guantes de mecánico ArmorGrip Mechanics Pro',
    shortDescription:
      '<p>Palma ajustada de piel sintética, dorso transpirable y yemas compatibles con pantallas táctiles.</p>',
    description:
      '<p>El guante para pasarse el día con la llave en la mano. La palma de piel sintética sin costuras se adapta a la mano, el dorso elástico en cuatro direcciones transpira y un cierre de caucho termoplástico lo mantiene bien sujeto a la muñeca.</p>\n<p>No es un guante anticorte: para chapa con aristas vivas, elija el CR-4.</p>\n<ul><li>Palma de piel sintética, refuerzo entre el pulgar y el índice</li><li>Pulgar e índice compatibles con pantallas táctiles</li><li>Lavables a máquina</li><li>Tallas S–XXL</li></ul>',
    tabs: [
      {
        tabTitle: 'Cuidados',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Cómo lavar guantes de piel sintética',
            youtubeUrl: 'https://www.youtube.com/watch?v=Mz4cY8wRk2D',
            videoDescription:
              'Cierre la tira de la muñeca, lave en frío y seque colgado para que la palma siga flexible.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Cómo es su tallaje?',
        answer:
          'Se ajustan a la talla habitual. Mida el contorno de la palma: la L corresponde a 8,5–9 pulg. y la XL, a 9–9,5 pulg.',
      },
      {
        question: '¿Son anticorte?',
        answer:
          'No. Protegen frente a la abrasión y los arañazos leves. Para protección anticorte, consulte nuestra serie CR.',
      },
    ],
  },
  'safeair-astm-level-3-procedure-masks-50': {
    name: 'Mascarillas de procedimiento SafeAir ASTM Nivel 3 (caja de 50)',
    shortDescription:
      '<p>Mascarillas de tres capas con gomas para las orejas, con el nivel de barrera ASTM F2100 más alto, para uso dental y clínico.</p>',
    description:
      '<p>Las mascarillas ASTM F2100 Nivel 3 resisten la penetración de fluidos a 160 mmHg y filtran al menos el 98 % de las bacterias y de las partículas de 0,1 µm. Son mascarillas de barrera, no respiradores, y no sellan contra la cara.</p>\n<ul><li>ASTM F2100 Nivel 3</li><li>BFE y PFE ≥98 %</li><li>Gomas para las orejas sin látex, 50 por caja</li></ul>',
  },
  'armorgrip-chemguard-nitrile-15-mil-gloves': {
    name: 'Guantes de nitrilo ArmorGrip ChemGuard, 15 mils, 13 pulg.',
    shortDescription:
      '<p>Guante verde de nitrilo con forro flocado para disolventes, aceites, productos cáusticos y desengrasantes.</p>',
    description:
      '<p>El nitrilo sin soporte de 15 mils es el guante químico polivalente para mantenimiento, lavado de piezas y limpieza. Resiste los disolventes derivados del petróleo, muchos ácidos y productos cáusticos y las grasas animales, y es mucho más resistente que el nitrilo desechable.</p>\n<p>Certificado según EN ISO 374-1:2016 Tipo A con las letras JKOPT. Compruebe siempre el tiempo de paso del producto químico concreto en nuestra tabla de permeación; el nitrilo protege mal frente a cetonas como la acetona y la MEK.</p>\n<ul><li>15 mils, 13 pulg. de largo</li><li>Forro flocado para mayor comodidad</li><li>EN ISO 374-1 Tipo A (JKOPT)</li><li>EN 388:2016 4101X</li></ul>',
    tabs: [
      {
        tabTitle: 'Datos de permeación',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Tabla de permeación ChemGuard',
            file: '/downloads/armorgrip-chemguard-permeation-chart.pdf',
            fileDescription: 'Tiempos de paso de 60 productos químicos habituales según EN 16523-1.',
          },
        ],
      },
    ],
  },
  'speedglas-9100-outside-protection-plates': {
    name: 'Cristales de protección exteriores Speedglas 9100',
    shortDescription:
      '<p>Cristales frontales transparentes que se llevan las proyecciones en lugar de su filtro de oscurecimiento automático.</p>',
    description:
      '<p>Cambie el cristal exterior en cuanto las proyecciones empiecen a enturbiar la visión: un cristal picado le obliga a trabajar con un tono más oscuro del necesario. Los cristales estándar sirven para la mayoría de los trabajos MIG y con electrodo, los resistentes al calor duran más en trabajos de alto amperaje y los resistentes a los arañazos aguantan el polvo del amolado.</p>\n<ul><li>Compatibles con todas las caretas de la serie 9100</li><li>Policarbonato de 1/16 pulg. de grosor</li><li>Se venden en packs de 10; los estándar, también en packs de 50</li></ul>',
    tabs: [
      {
        tabTitle: '¿Qué cristal elegir?',
        contentType: 'text',
        textContent:
          '<p>Los cristales <strong>estándar</strong> sirven para los trabajos generales de MIG y electrodo. Los cristales <strong>resistentes al calor</strong> duran aproximadamente el doble con amperajes altos y transferencia por arco spray. Los cristales <strong>resistentes a los arañazos</strong> aguantan el polvo del amolado y las limpiezas frecuentes.</p>',
      },
    ],
    faqs: [
      {
        question: '¿Cada cuánto debo cambiar el cristal?',
        answer:
          'En cuanto las proyecciones o los arañazos enturbien la visión. Quien suelda mucho con MIG suele gastar uno o dos por semana.',
      },
      {
        question: '¿Sirven para las caretas G5?',
        answer: 'No. Las caretas G5 usan sus propios cristales de protección.',
      },
    ],
    attributeLabels: { Type: 'Tipo', 'Pack size': 'Tamaño del paquete' },
  },
  'safeair-hf-200-reusable-half-mask': {
    name: 'Media máscara reutilizable SafeAir HF-200',
    shortDescription:
      '<p>Media máscara ligera de material termoplástico con dos conexiones de bayoneta para filtros y cartuchos SafeAir.</p>',
    description:
      '<p>La HF-200 es la media máscara que más recomendamos: ligera, económica y fácil de ajustar. Admite todos los cartuchos y filtros de bayoneta SafeAir, así que una sola pieza facial sirve para polvo, pintura, disolventes y amoníaco.</p>\n<p>Una media máscara tiene un factor de protección asignado de 10 según OSHA: puede utilizarse hasta diez veces el límite de exposición permitido, siempre que el usuario haya superado una prueba de ajuste. Pida la talla con la que supere su prueba de ajuste; la mayoría de los adultos usan la M.</p>\n<p>La pieza facial por sí sola no es un respirador completo. La aprobación NIOSH (TC-84A-1432 con filtros de partículas, TC-23C-2210 con cartuchos) solo es válida con filtros SafeAir.</p>\n<ul><li>Tallas pequeña (S), mediana (M) y grande (L)</li><li>Conexiones de bayoneta para todos los filtros y cartuchos SafeAir</li><li>Diseño de perfil bajo que cabe bajo caretas de soldar y pantallas faciales</li><li>Pesa 3,2 oz sin cartuchos</li><li>Válvulas de inhalación y exhalación sustituibles</li></ul>',
    tabs: [
      {
        tabTitle: 'Guía de filtros',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Polvo, sílice, plomo, amianto',
            answer: 'Filtros P100 o filtros planos P100.',
          },
          {
            question: 'Pintura, barniz, disolventes',
            answer: 'Cartuchos OV, con prefiltros N95 para pintar a pistola.',
          },
          { question: 'Lejía, cloro, vapores ácidos', answer: 'Cartuchos OV/AG.' },
          {
            question: 'Amoníaco, formaldehído, mezclas de productos químicos',
            answer: 'Cartuchos multigás/vapores.',
          },
        ],
      },
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Cómo ajustar una media máscara',
            youtubeUrl: 'https://www.youtube.com/watch?v=Lk2mP8sVd3w',
            videoDescription: 'Comprobaciones del sellado por presión positiva y negativa.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Qué talla necesito?',
        answer:
          'La M le va bien a la mayoría de los adultos. Si no supera la prueba de ajuste con la M, pruebe la S si tiene la cara estrecha o la L si tiene la cara ancha y la barbilla alargada.',
      },
      {
        question: '¿Incluye cartuchos?',
        answer:
          'No. Añada filtros P100 para polvo y plomo, cartuchos OV para disolventes y pintura, o el cartucho multigás para amoníaco y formaldehído.',
      },
      {
        question: '¿Cómo la limpio?',
        answer:
          'Retire los filtros, lave la pieza facial con agua tibia y jabón suave o un limpiador para respiradores, aclárela y déjela secar al aire. No use disolventes.',
      },
    ],
    warranty: { warrantyDuration: '1 año', useCustomWarranty: false, customWarrantyItems: [] },
    attributeLabels: { 'Assigned protection factor': 'Factor de protección asignado' },
  },
};
