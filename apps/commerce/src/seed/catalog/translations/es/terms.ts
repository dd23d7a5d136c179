import type { StoreTranslation } from '../types.ts';

/**
 * Spanish names of the product categories and global attribute terms, in the terms used by
 * safety buyers in Spain and understood across Latin America. Brand-only categories (Speedglas,
 * Versaflo), codes and sizes that read the same in Spanish (FFP2, EN 388, XL, US 9) are left out.
 */
export const spanishTerms: StoreTranslation['terms'] = {
  product_cat: {
    // The brand names read the same in every language; their descriptions do not.
    speedglas: {
      description:
        'Caretas de soldar de oscurecimiento automático Speedglas, filtros y repuestos originales para soldadura MIG, TIG, con electrodo y por plasma. Todo cumple ANSI Z87.1 y CSA Z94.3.',
      imageAlt: 'Careta de soldar Speedglas negra con un filtro de oscurecimiento automático oscuro',
    },
    versaflo: {
      description:
        'Equipos motorizados de purificación de aire (PAPR) y sistemas de aire suministrado Versaflo: aprobados por NIOSH, de ajuste holgado, aptos con barba y sin prueba de ajuste.',
      imageAlt: 'Motoventilador PAPR Versaflo en un cinturón con tubo de respiración y casco',
    },
    'welding-helmets': {
      name: 'Caretas de soldar',
      description:
        'Caretas de soldar Speedglas completas con filtro de oscurecimiento automático, desde la serie 100 de iniciación hasta la gama G5 para trabajos exigentes.',
      imageAlt: 'Careta Speedglas 9100 FX con el visor transparente de esmerilado levantado',
    },
    'auto-darkening-filters': {
      name: 'Filtros de oscurecimiento automático',
      description:
        'Filtros de oscurecimiento automático (ADF) de repuesto y de mejora, con tonos variables y sensibilidad y retardo regulables.',
      imageAlt: 'Cartucho de filtro de soldadura de oscurecimiento automático con teclado de tonos',
    },
    'helmet-spare-parts': {
      name: 'Recambios para caretas',
      description:
        'Cristales de protección, arneses de cabeza, bandas antisudor, pilas y capuchas que mantienen la careta de soldar como el primer día.',
      imageAlt: 'Arnés de cabeza y cristales de protección de careta de soldar dispuestos en un banco',
    },
    'welding-lenses': {
      name: 'Cristales para soldadura',
      description:
        'Cristales inactínicos de tono fijo, lentes de aumento y cristales de protección para caretas de soldar y pantallas de corte.',
      imageAlt: 'Cristal de soldadura pasivo verde marcado con el tono 10',
    },
    'grinding-shields': {
      name: 'Pantallas faciales para amolado',
      description:
        'Pantallas faciales y visores incoloros y tintados para amolar, picar y cortar, certificados ANSI Z87.1+ para impactos de alta energía.',
      imageAlt: 'Pantalla facial transparente de policarbonato para esmerilado con arnés de trinquete',
    },
    'papr-systems': {
      name: 'Equipos motorizados PAPR',
      description:
        'Kits PAPR listos para usar con unidad motorizada, batería, cargador, tubo de respiración y pieza facial para la industria, el sector sanitario y la soldadura.',
      imageAlt: 'Kit de inicio PAPR Versaflo TR-600 con batería y capucha',
    },
    'papr-headtops': {
      name: 'Piezas faciales para PAPR',
      description:
        'Capuchas, cascos y piezas faciales con pantalla que se conectan a los equipos motorizados PAPR y de aire suministrado Versaflo.',
      imageAlt: 'Casco respiratorio Versaflo blanco con pantalla facial transparente',
    },
    'papr-filters': {
      name: 'Filtros para PAPR',
      description:
        'Filtros de partículas HE, cartuchos combinados, prefiltros y apagachispas para las unidades motorizadas Versaflo.',
      imageAlt: 'Filtro de partículas HE magenta para un motoventilador PAPR',
    },
    'papr-batteries': {
      name: 'Baterías y cargadores para PAPR',
      description:
        'Baterías de iones de litio y cargadores individuales o de varias posiciones para los equipos Versaflo TR-300+ y TR-600.',
      imageAlt: 'Batería de iones de litio Versaflo para PAPR con indicador de carga',
    },
    'supplied-air': {
      name: 'Suministro de aire',
      description:
        'Reguladores de flujo continuo, tubos con control de temperatura y mangueras para alimentar las piezas faciales Versaflo con el aire comprimido de la planta.',
      imageAlt: 'Regulador de aire suministrado en un cinturón con capucha y manguera de aire',
    },
    'masks-respirators': {
      name: 'Mascarillas y respiradores',
      description:
        'Mascarillas desechables FFP2 y FFP3 y respiradores NIOSH N95, medias máscaras y máscaras completas reutilizables, y los cartuchos y filtros que las acompañan.',
      imageAlt: 'Mascarilla autofiltrante FFP3 plegable blanca con válvula',
    },
    'ffp2-masks': {
      name: 'Mascarillas FFP2',
      description:
        'Mascarillas autofiltrantes FFP2 según EN 149, con una eficacia de filtración de al menos el 94 % frente a polvo, nieblas y humos.',
      imageAlt: 'Mascarilla FFP2 plegable blanca con cintas para la cabeza',
    },
    'ffp3-masks': {
      name: 'Mascarillas FFP3',
      description:
        'Mascarillas FFP3 según EN 149, la clase desechable más alta en Europa, con al menos un 99 % de filtración y menos de un 2 % de fuga total hacia el interior.',
      imageAlt: 'Mascarilla FFP3 de copa con válvula de exhalación roja',
    },
    'n95-respirators': {
      name: 'Respiradores N95',
      description:
        'Respiradores desechables N95, N99 y P100 aprobados por NIOSH para la construcción, el sector sanitario y el humo de incendios forestales.',
      imageAlt: 'Respirador NIOSH N95 de copa con la aprobación impresa',
    },
    'half-face-respirators': {
      name: 'Medias máscaras',
      description:
        'Medias máscaras elastoméricas reutilizables para dos cartuchos o filtros; factor de protección asignado de 10 según OSHA.',
      imageAlt: 'Media máscara reutilizable gris con dos filtros rosas',
    },
    'full-face-respirators': {
      name: 'Máscaras completas',
      description:
        'Máscaras completas con amplio visor de policarbonato que protegen a la vez los ojos y las vías respiratorias; factor de protección asignado de 50.',
      imageAlt: 'Máscara completa negra con dos cartuchos',
    },
    'respirator-filters': {
      name: 'Filtros y cartuchos para respiradores',
      description:
        'Filtros de partículas y cartuchos para gases y vapores de repuesto para medias máscaras y máscaras completas reutilizables.',
      imageAlt: 'Par de cartuchos para vapores orgánicos para respirador',
    },
    'particulate-filters': {
      name: 'Filtros de partículas',
      description:
        'Filtros de partículas N95, P100 y P3, filtros planos y prefiltros frente a polvo, humos y nieblas.',
      imageAlt: 'Filtros planos P100 magenta para una media máscara',
    },
    'gas-vapour-filters': {
      name: 'Cartuchos para gases y vapores',
      description:
        'Cartuchos para vapores orgánicos, gases ácidos, amoníaco y multigás, además de filtros EN 14387 A, ABEK y combinados.',
      imageAlt: 'Cartuchos negros y amarillos para vapores orgánicos y gases ácidos',
    },
    'disposable-face-masks': {
      name: 'Mascarillas desechables',
      description:
        'Mascarillas quirúrgicas y de procedimiento de tres capas conformes con ASTM F2100 y EN 14683 para clínicas, laboratorios y hostelería. No son equipos de protección respiratoria.',
      imageAlt: 'Mascarilla de procedimiento azul de tres capas con gomas para las orejas',
    },
    gloves: {
      name: 'Guantes',
      description:
        'Guantes de trabajo certificados según ANSI/ISEA 105 y EN 388: anticorte, de protección química, desechables, de soldador y de mecánico, en tallas de la XS a la XXL.',
      imageAlt: 'Guante de trabajo anticorte amarillo con palma de nitrilo espumado negro',
    },
    'cut-resistant-gloves': {
      name: 'Guantes anticorte',
      description:
        'Guantes de HPPE, para-aramida y con núcleo de acero, de ANSI A2 a A9, para manipular chapa, vidrio y cuchillas.',
      imageAlt: 'Guante anticorte gris con palma bañada en nitrilo',
    },
    'chemical-gloves': {
      name: 'Guantes de protección química',
      description:
        'Guantes de nitrilo, butilo, cloropreno, PVC y laminados, ensayados según EN ISO 374 y con datos de permeación publicados.',
      imageAlt: 'Guante largo de nitrilo verde de protección química',
    },
    'disposable-gloves': {
      name: 'Guantes desechables',
      description:
        'Guantes de nitrilo, vinilo y polietileno sin polvo, por cajas o en cartones completos, para consultas, laboratorios, manipulación de alimentos y talleres mecánicos.',
      imageAlt: 'Caja de guantes desechables de nitrilo azul sin polvo',
    },
    'welding-gloves': {
      name: 'Guantes de soldador',
      description:
        'Guantes de piel de cabra para TIG, de piel vacuna para MIG y guantes largos forrados para electrodo, ensayados según EN 12477 y EN 407 frente al calor y las proyecciones.',
      imageAlt: 'Guante largo de soldador de cuero color canela con puño largo',
    },
    'mechanics-gloves': {
      name: 'Guantes de mecánico',
      description:
        'Guantes ajustados de piel sintética y de punto recubierto, con yemas compatibles con pantallas táctiles, para montaje, mantenimiento y automoción.',
      imageAlt: 'Guante de mecánico negro y rojo con nudillos acolchados',
    },
    industrial: {
      name: 'Seguridad industrial',
      description:
        'La seguridad de cada día en la obra y la planta: gafas ANSI Z87.1, cascos, protección auditiva, alta visibilidad ANSI/ISEA 107, calzado de seguridad, primeros auxilios y formación.',
      imageAlt: 'Casco de seguridad amarillo apoyado sobre unas gafas de seguridad y unas orejeras',
    },
    'safety-glasses': {
      name: 'Gafas de seguridad y gafas panorámicas',
      description:
        'Gafas de seguridad resistentes a impactos ANSI Z87.1+, sobregafas y gafas panorámicas antiempañantes en incoloro, gris y ámbar.',
      imageAlt: 'Gafas de seguridad envolventes transparentes con patillas azules',
    },
    'hard-hats': {
      name: 'Cascos de seguridad',
      description:
        'Cascos de Tipo I y Tipo II, de ala completa y de visera, con arnés y ajuste de rueda y clasificación Clase E según ANSI/ISEA Z89.1.',
      imageAlt: 'Casco de seguridad blanco tipo gorra con suspensión de trinquete',
    },
    'hearing-protection': {
      name: 'Protección auditiva',
      description:
        'Orejeras y tapones con el índice de reducción de ruido (NRR) indicado en la etiqueta obligatoria de la EPA, para mantener a los trabajadores por debajo del nivel de acción de OSHA.',
      imageAlt: 'Orejeras de diadema rojas',
    },
    'ear-muffs': {
      name: 'Orejeras',
      description: 'Orejeras pasivas, acoplables a casco y electrónicas, con NRR de 21 a 31 dB.',
      imageAlt: 'Orejeras electrónicas verdes con rueda de volumen',
    },
    'ear-plugs': {
      name: 'Tapones auditivos',
      description:
        'Tapones de espuma, reutilizables con aletas y con cordón, en dispensadores y cajas a granel, con NRR de hasta 33 dB.',
      imageAlt: 'Tapones auditivos de espuma naranjas con un cordón azul',
    },
    'hi-vis-clothing': {
      name: 'Ropa de alta visibilidad',
      description:
        'Chalecos, camisas y chaquetas ANSI/ISEA 107 Tipo R de Clase 2 y Clase 3 en amarillo verdoso y rojo anaranjado fluorescentes.',
      imageAlt: 'Chaleco de seguridad amarillo fluorescente con bandas reflectantes plateadas',
    },
    'safety-footwear': {
      name: 'Calzado de seguridad',
      description:
        'Botas y zapatos con puntera de seguridad ASTM F2413, con opciones de protección frente a riesgo eléctrico, antiperforación y antideslizantes.',
      imageAlt: 'Bota de trabajo de piel marrón con puntera de composite',
    },
    'first-aid': {
      name: 'Primeros auxilios',
      description:
        'Botiquines de primeros auxilios ANSI/ISEA Z308.1 de Clase A y Clase B, lavaojos y recambios para el lugar de trabajo.',
      imageAlt: 'Armario de primeros auxilios rojo de pared con cruz blanca',
    },
    'safety-training': {
      name: 'Formación en seguridad',
      description:
        'Cursos en línea, libros electrónicos y plantillas de programas sobre protección respiratoria, seguridad en soldadura y cumplimiento de OSHA.',
      imageAlt: 'Formador de seguridad mostrando a un grupo pequeño una prueba de ajuste de respirador',
    },
  },
  pa_color: {
    black: { name: 'Negro' },
    white: { name: 'Blanco' },
    blue: { name: 'Azul' },
    navy: { name: 'Azul marino' },
    gray: { name: 'Gris' },
    yellow: { name: 'Amarillo' },
    orange: { name: 'Naranja' },
    red: { name: 'Rojo' },
    green: { name: 'Verde' },
    brown: { name: 'Marrón' },
    tan: { name: 'Beige' },
    pink: { name: 'Rosa' },
    'hi-vis-yellow': { name: 'Amarillo alta visibilidad' },
    'hi-vis-orange': { name: 'Naranja alta visibilidad' },
  },
  pa_size: {
    'one-size': { name: 'Talla única' },
    'small-medium': { name: 'Pequeña/Mediana' },
    'medium-large': { name: 'Mediana/Grande' },
  },
  pa_filterclass: {
    ov: { name: 'OV (vapores orgánicos)' },
    'multi-gas': { name: 'Multigás/vapores' },
  },
  pa_cutlevel: {
    'en388-a': { name: 'EN 388 nivel A' },
    'en388-b': { name: 'EN 388 nivel B' },
    'en388-c': { name: 'EN 388 nivel C' },
    'en388-d': { name: 'EN 388 nivel D' },
    'en388-e': { name: 'EN 388 nivel E' },
    'en388-f': { name: 'EN 388 nivel F' },
  },
  pa_shade: {
    clear: { name: 'Incoloro (tono 1,2)' },
    'shade-3': { name: 'Tono 3' },
    'shade-5': { name: 'Tono 5' },
    'shade-8': { name: 'Tono 8' },
    'shade-9': { name: 'Tono 9' },
    'shade-10': { name: 'Tono 10' },
    'shade-11': { name: 'Tono 11' },
    'shade-12': { name: 'Tono 12' },
    'shade-13': { name: 'Tono 13' },
    'shade-14': { name: 'Tono 14' },
    '5-8-9-13': { name: 'Tono 5/8/9–13' },
    '5-8-13': { name: 'Tono 5/8–13' },
    '5-9-13': { name: 'Tono 5/9–13' },
    '8-12': { name: 'Tono 8–12' },
    '8-13': { name: 'Tono 8–13' },
    '8-14': { name: 'Tono 8–14' },
    '9-13': { name: 'Tono 9–13' },
  },
  pa_standard: {
    'niosh-cartridge': { name: 'Cartucho químico NIOSH (TC-23C)' },
    'niosh-supplied-air': { name: 'Aire suministrado NIOSH (TC-19C)' },
  },
};
