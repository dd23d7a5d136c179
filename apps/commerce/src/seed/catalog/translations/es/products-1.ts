import type { ProductTranslation } from '../types.ts';

/** Spanish texts of eight best-selling products (masks, gloves, eyewear, hi-vis). */
export const spanishProductsPart1: Record<string, ProductTranslation> = {
  'safeair-n95-cup-respirator-20': {
    name: 'Respirador de copa N95 SafeAir (caja de 20)',
    shortDescription:
      '<p>El clásico N95 moldeado, aprobado por NIOSH (TC-84A-9315) y fabricado en EE. UU.</p>',
    description:
      '<p>El N95 de todos los días para la construcción, la carpintería, la agricultura y el humo de los incendios forestales. Filtra al menos el 95 % de las partículas en suspensión sin aceite y cuenta con la aprobación NIOSH TC-84A-9315, que puede comprobar en la lista de equipos certificados de NIOSH (Certified Equipment List).</p>\n<p>Dos cintas trenzadas para la cabeza y un clip nasal acolchado logran un sellado que supera las pruebas de ajuste cualitativas en la mayoría de los rostros. Según la norma OSHA 29 CFR 1910.134, una pieza facial filtrante tiene un factor de protección asignado de 10 cuando se utiliza dentro de un programa con pruebas de ajuste.</p>\n<p>No es apto para aerosoles con base de aceite, como la niebla de los fluidos de corte; para ellos, utilice un respirador de la serie P.</p>\n<ul><li>NIOSH N95, aprobación TC-84A-9315</li><li>Filtra ≥95 % de las partículas sin aceite</li><li>Carcasa moldeada que no se deforma</li><li>Diseño de dos cintas, espuma nasal acolchada</li><li>Fabricado en EE. UU.; 20 por caja</li></ul>',
    tabs: [
      {
        tabTitle: 'Descargas',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Etiqueta de aprobación NIOSH',
            file: '/downloads/safeair-n95-tc-84a-9315-approval-label.pdf',
            fileDescription: 'Etiqueta de aprobación completa con advertencias y limitaciones.',
          },
          {
            fileTitle: 'Instrucciones de uso',
            file: '/downloads/safeair-n95-user-instructions.pdf',
            fileDescription: 'Colocación, comprobación del sellado y eliminación (en inglés y español).',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Cómo compruebo la aprobación NIOSH?',
        answer:
          'Busque el número TC (TC-84A-9315) en la lista de equipos certificados de NIOSH. El titular de la aprobación y el modelo deben coincidir con lo que lleva impreso la mascarilla.',
      },
      {
        question: '¿Necesito una prueba de ajuste?',
        answer:
          'Si su empresa exige el uso de respiradores, OSHA obliga a hacer una prueba de ajuste anual con los respiradores ajustados a la cara, N95 incluidos. Quien lo use de forma voluntaria debe comprobar igualmente el sellado cada vez que se lo ponga.',
      },
      {
        question: '¿Protege el N95 del humo de los incendios forestales?',
        answer:
          'Sí, los N95 filtran las partículas finas del humo si se llevan bien sellados. No filtran gases como el monóxido de carbono.',
      },
    ],
  },
  'safeair-ffp2-mask-individually-wrapped': {
    name: 'Mascarilla FFP2 SafeAir en envase individual (unidad)',
    shortDescription:
      '<p>Una mascarilla FFP2 en bolsa sellada, para visitas, máquinas expendedoras y la guantera del coche.</p>',
    description:
      '<p>Tenga unas cuantas en la furgoneta o en la recepción para las visitas. Con cintas para la cabeza y espuma nasal.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Bolsa sellada con instrucciones de colocación impresas</li></ul>',
  },
  'armorgrip-5-mil-nitrile-exam-gloves-100': {
    name: 'Guantes de exploración de nitrilo ArmorGrip de 5 mils (caja de 100)',
    shortDescription:
      '<p>Guantes de exploración de nitrilo azul sin polvo, de uso médico, con 5 mils de grosor en la yema.</p>',
    description:
      '<p>Un guante de exploración médica conforme con ASTM D6319 y con un AQL de 1,5 en microperforaciones, apto para clínicas, laboratorios, estudios de tatuaje y manipulación de alimentos. Las yemas texturizadas sujetan con firmeza el instrumental mojado.</p>\n<p>El nitrilo no contiene látex de caucho natural, lo que elimina el riesgo de alergia al látex de tipo I, y resiste mejor que el vinilo los desinfectantes habituales y los disolventes suaves.</p>\n<ul><li>ASTM D6319, EN 455, EN ISO 374-5 (virus)</li><li>5 mils en la yema, 3,5 mils en la palma</li><li>Puño con borde enrollado, yemas texturizadas</li><li>Autorización FDA 510(k); apto para el contacto con alimentos</li><li>100 guantes por caja</li></ul>',
    tabs: [
      {
        tabTitle: 'Guía de tallas',
        contentType: 'accordion',
        accordionItems: [
          { question: 'Talla XS', answer: 'Contorno de la palma inferior a 6 pulg.' },
          { question: 'Talla S', answer: 'Contorno de la palma de 6–7 pulg.' },
          { question: 'Talla M', answer: 'Contorno de la palma de 7–8 pulg.' },
          { question: 'Talla L', answer: 'Contorno de la palma de 8–9 pulg.' },
          { question: 'Talla XL', answer: 'Contorno de la palma superior a 9 pulg.' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Son aptos para alimentos?',
        answer: 'Sí, los materiales cumplen la normativa de la FDA para el contacto con alimentos.',
      },
      {
        question: '¿Cómo elijo la talla?',
        answer:
          'Mida el contorno de la palma por debajo de los nudillos: menos de 7 pulg., S; 7–8 pulg., M; 8–9 pulg., L; más de 9 pulg., XL.',
      },
    ],
  },
  'clearview-cv-100-wraparound-safety-glasses': {
    name: 'Gafas de seguridad envolventes ClearView CV-100',
    shortDescription:
      '<p>Gafas envolventes ultraligeras con tratamiento antiempañante, ANSI Z87.1+ para impactos de alta energía.</p>',
    description:
      '<p>Con menos de una onza de peso, las CV-100 son las gafas que la gente de verdad no se quita. Una lente única de policarbonato envuelve la zona de las cejas y protege los laterales sin necesidad de protecciones aparte, y las puntas de goma blanda de las patillas sujetan sin crear puntos de presión.</p>\n<p>La lente lleva el marcado Z87+ de alta resistencia al impacto y U6 de máxima protección UV, y supera el ensayo antiempañamiento de ANSI Z87.1-2020. Elija incolora para interiores, gris para el sol intenso, ámbar para poca luz y turnos al amanecer, o espejada interior/exterior para quien entra y sale constantemente.</p>\n<ul><li>ANSI/ISEA Z87.1-2020 Z87+ U6, CSA Z94.3</li><li>Tratamientos antiempañante y antirrayaduras</li><li>Protección UVA/UVB del 99,9 %</li><li>Pesan 0,9 oz</li><li>Cuatro colores de lente</li></ul>',
    tabs: [
      {
        tabTitle: 'Guía de lentes',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Incolora',
            answer: 'Trabajo en interiores y uso general. La máxima transmisión de luz.',
          },
          {
            question: 'Gris',
            answer:
              'Trabajo al aire libre con sol intenso; reduce el deslumbramiento sin alterar los colores.',
          },
          { question: 'Ámbar', answer: 'Poca luz, niebla y amanecer; aumenta el contraste.' },
          {
            question: 'Espejada interior/exterior',
            answer: 'Espejado suave para carretilleros y para cualquiera que entre y salga de los edificios.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Qué significa Z87+?',
        answer:
          'El signo más indica que la lente ha superado los ensayos de impacto a alta velocidad y de gran masa de ANSI Z87.1. El marcado «Z87» a secas solo cumple el impacto básico.',
      },
      {
        question: '¿Puedo llevarlas sobre gafas graduadas?',
        answer: 'No, elija el modelo sobregafas CV-300.',
      },
    ],
    attributeLabels: { 'Lens tint': 'Color de la lente' },
  },
  'armorgrip-cr-4-hppe-foam-nitrile-gloves': {
    name: 'Guantes anticorte ArmorGrip CR-4 de HPPE con nitrilo espumado',
    shortDescription:
      '<p>Protección anticorte ANSI A4 en un tejido fino de galga 18 con el que puede usar el móvil y coger tornillos.</p>',
    description:
      '<p>El CR-4 es el guante que la mayoría de nuestros clientes industriales adoptan como estándar. Su soporte de HPPE y fibra de vidrio de galga 18 alcanza el nivel de corte A4 de ANSI/ISEA 105 (de 1500 a 2199 gramos en el ensayo TDM-100) y, aun así, da la sensación de un guante ligero de montaje.</p>\n<p>El recubrimiento de nitrilo espumado de la palma agarra la chapa aceitosa sin empaparse, y las yemas funcionan con pantallas táctiles, así que nadie tiene que quitarse los guantes para escanear una orden de trabajo.</p>\n<p>Clasificación EN 388:2016 4X42C: abrasión 4, ensayo Coupe no aplicable (X), desgarro 4, perforación 2, corte ISO C.</p>\n<ul><li>Corte A4 según ANSI/ISEA 105, EN 388:2016 4X42C</li><li>Soporte de HPPE y vidrio de galga 18, palma de nitrilo espumado</li><li>Yemas compatibles con pantallas táctiles</li><li>Lavables a máquina hasta 104 °F</li><li>Tallas S–XXL (7–11)</li></ul>',
    tabs: [
      {
        tabTitle: 'Tabla de niveles de corte',
        contentType: 'text',
        textContent:
          '<p>Niveles de corte de ANSI/ISEA 105-2016 según los gramos de carga en el TDM-100: A1 200–499, A2 500–999, A3 1000–1499, A4 1500–2199, A5 2200–2999, A6 3000–3999, A7 4000–4999, A8 5000–5999, A9 6000 o más.</p><p>Niveles de corte ISO de EN 388:2016 (newtons): A 2, B 5, C 10, D 15, E 22, F 30.</p>',
      },
    ],
    faqs: [
      {
        question: '¿Qué significa A4?',
        answer:
          'El nivel A4 de ANSI/ISEA 105 significa que el material resistió una carga de corte de entre 1500 y 2199 gramos en el ensayo normalizado TDM-100. Adecuado para chapa, climatización y la mayoría de los trabajos de almacén.',
      },
      {
        question: '¿Se pueden lavar?',
        answer:
          'Sí, a máquina con agua templada (hasta 104 °F) y secado al aire. No use lejía, que debilita las fibras.',
      },
      {
        question: '¿Es apto para alimentos?',
        answer:
          'No. Para el contacto con alimentos, utilice nuestro guante CR-3 para la industria alimentaria.',
      },
    ],
    attributeLabels: { 'EN 388 code': 'Código EN 388' },
  },
  'safeair-ffp2-folding-mask-unvalved': {
    name: 'Mascarilla plegable SafeAir FFP2 NR D sin válvula',
    shortDescription:
      '<p>Mascarilla FFP2 de tres paneles con espuma nasal suave y cintas para la cabeza, para polvo, nieblas y viajes.</p>',
    description:
      '<p>El diseño de tres paneles de SafeAir acompaña el movimiento de la cara al hablar, por lo que sella mejor que una mascarilla plana. Al no tener válvula, filtra tanto el aire que inhala como el que exhala, lo que la convierte en una buena opción cuando está cerca de otras personas.</p>\n<p>Certificada según EN 149:2001+A1:2009 FFP2 NR D: eficacia de filtración de al menos el 94 %, fuga total hacia el interior inferior al 8 % y ensayo de colmatación con dolomita superado, para respirar con comodidad en trabajos con polvo. NR significa uso durante un solo turno.</p>\n<p>FFP2 es la clase europea más próxima al N95 de NIOSH. No está aprobada por NIOSH, así que para los programas de protección respiratoria que exige OSHA en EE. UU. elija un N95.</p>\n<ul><li>EN 149:2001+A1:2009 FFP2 NR D</li><li>Cintas para la cabeza, no gomas para las orejas, para un sellado fiable</li><li>Clip nasal de aluminio ajustable con banda de espuma</li><li>Envasada individualmente; sin látex</li></ul>',
    tabs: [
      {
        tabTitle: 'Cómo colocarla',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Colocación de una mascarilla plegable',
            youtubeUrl: 'https://www.youtube.com/watch?v=Hq8rBz2nVt4',
            videoDescription:
              'Abra los paneles, coloque las cintas, moldee el clip nasal y compruebe el sellado.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Es lo mismo FFP2 que N95?',
        answer:
          'Son parecidas: FFP2 filtra al menos el 94 % y N95 al menos el 95 %, pero se ensayan según normas distintas. Solo la N95 está aprobada por NIOSH para los programas de OSHA.',
      },
      {
        question: '¿Puedo reutilizarla?',
        answer:
          'Las mascarillas NR son para un solo turno. Cámbiela antes si se moja, se daña o cuesta respirar a través de ella.',
      },
    ],
    attributeLabels: { 'Pack size': 'Tamaño del paquete' },
  },
  'brightline-class-2-mesh-safety-vest': {
    name: 'Chaleco de seguridad de malla BrightLine Clase 2',
    shortDescription:
      '<p>Chaleco transpirable ANSI/ISEA 107-2020 Tipo R Clase 2 con cinta reflectante de 2 pulg. y cinco bolsillos.</p>',
    description:
      '<p>El Tipo R Clase 2 es el mínimo para quien trabaja cerca de tráfico a más de 25 mph, tal como recoge el MUTCD para las zonas de obras en carretera. Este chaleco lo cumple con malla de poliéster fluorescente y cinta retrorreflectante plateada de 2 pulg. en la disposición estándar de dos bandas alrededor del cuerpo y sobre los hombros.</p>\n<p>Cierre delantero de cremallera, dos bolsillos en el pecho, un bolsillo para bolígrafo y dos bolsillos inferiores, además de una presilla para la radio y un lazo para el micrófono.</p>\n<ul><li>ANSI/ISEA 107-2020 Tipo R, Clase 2</li><li>Cinta reflectante plateada de 2 pulg.</li><li>Malla transpirable</li><li>Cinco bolsillos y presilla para micrófono</li></ul>',
    tabs: [
      {
        tabTitle: 'Clases ANSI 107',
        contentType: 'text',
        textContent:
          '<p><strong>Tipo O Clase 1:</strong> fuera de la vía pública, p. ej., almacenes y aparcamientos. <strong>Tipo R Clase 2:</strong> trabajo en carretera, con un mínimo de 775 pulg² de material de fondo y 201 pulg² de cinta reflectante. <strong>Tipo R Clase 3:</strong> tráfico rápido y trabajo nocturno, con 1240 pulg² de fondo y 310 pulg² de material reflectante, con mangas.</p>',
      },
    ],
    faqs: [
      {
        question: '¿Clase 2 o Clase 3?',
        answer:
          'Clase 2 para tráfico de hasta unas 45 mph o fondos complejos con luz de día. La Clase 3 añade mangas para cubrir más a velocidades más altas y de noche.',
      },
      {
        question: '¿Se puede lavar?',
        answer:
          'A máquina en agua fría y secado colgado. La cinta reflectante pierde eficacia tras unos 25 lavados o cuando se ve desgastada.',
      },
      {
        question: '¿Cómo van las tallas?',
        answer:
          'Las tallas están pensadas para llevarlo sobre una chaqueta. Si solo lo va a llevar sobre una camiseta, pida una talla menos.',
      },
    ],
  },
  'safeair-ffp3-folding-valved-mask-10': {
    name: 'Mascarilla plegable SafeAir FFP3 NR D con válvula (caja de 10)',
    shortDescription:
      '<p>Nuestra mascarilla desechable de mayor protección: FFP3 NR D, 99 % de filtración, con válvula y cintas de cuatro puntos.</p>',
    description:
      '<p>FFP3 es la clase más alta de EN 149: al menos un 99 % de filtración del aerosol de ensayo y no más de un 2 % de fuga total hacia el interior en un grupo de sujetos de ensayo. En Europa se utiliza frente a la sílice, el polvo de maderas duras, los polvos farmacéuticos y el plomo.</p>\n<p>Las cintas ajustables de cuatro puntos y un sellado facial interior facilitan superar una prueba de ajuste cualitativa. La válvula roja mantiene el interior más fresco durante los trabajos duros.</p>\n<p>Para los trabajos sujetos a OSHA en EE. UU., utilice respiradores aprobados por NIOSH dentro de un programa por escrito; muchos compradores estadounidenses eligen FFP3 para reformas en casa o como complemento de un programa N95 para ganar comodidad.</p>\n<ul><li>EN 149:2001+A1:2009 FFP3 NR D</li><li>Filtración ≥99 %, fuga total hacia el interior ≤2 %</li><li>Cintas ajustables de cuatro puntos y sellado interior suave</li><li>Válvula de exhalación de baja resistencia</li><li>Envasadas individualmente, 10 por caja</li></ul>',
    tabs: [
      {
        tabTitle: 'Cómo leer el marcado',
        contentType: 'text',
        textContent:
          '<p><strong>EN 149:2001+A1:2009</strong> es la norma. <strong>FFP3</strong> es la clase de protección. <strong>NR</strong> significa no reutilizable (un turno); <strong>R</strong> indicaría reutilizable. <strong>D</strong> significa que la mascarilla superó el ensayo de colmatación con polvo de dolomita, por lo que se sigue respirando con facilidad en trabajos con polvo. El número de cuatro cifras que sigue al marcado CE identifica al organismo notificado que audita la producción.</p>',
      },
      {
        tabTitle: 'Comprobación del ajuste',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Comprobación de presión positiva',
            answer:
              'Cubra la mascarilla con ambas manos y exhale con fuerza. No debe escaparse aire por los bordes.',
          },
          {
            question: 'Comprobación de presión negativa',
            answer: 'Cubra la mascarilla e inhale. La mascarilla debe hundirse ligeramente hacia la cara.',
          },
          {
            question: 'Si hay fugas',
            answer:
              'Vuelva a presionar el clip nasal y a tensar las cintas, y repita la comprobación. No entre en la zona de trabajo hasta superarla.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Es FFP3 mejor que N95?',
        answer:
          'Sobre el papel, sí: FFP3 exige un 99 % de filtración frente al 95 % de N95. En la práctica, el ajuste importa tanto como la clase de filtro, así que elija la mascarilla con la que consiga un buen sellado.',
      },
      {
        question: '¿Es adecuada para el amianto?',
        answer:
          'En el Reino Unido, FFP3 es la clase desechable mínima para trabajos breves con amianto que no requieren licencia. En EE. UU., OSHA 1926.1101 suele exigir como mínimo una media máscara con filtros P100.',
      },
      {
        question: '¿Cuánto tiempo puedo llevarla?',
        answer:
          'Hasta un turno (unas 8 horas). Cámbiela antes si se humedece, se daña o cuesta más respirar.',
      },
    ],
    attributeLabels: { 'Assigned protection factor': 'Factor de protección asignado' },
  },
};
