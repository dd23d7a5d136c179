import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the welding gloves: seams and stitching. */
const stitchingWarranty: SeedWarranty = {
  warrantyDuration: '90 días',
  useCustomWarranty: true,
  customWarrantyItems: [{ itemName: 'Costuras y pespuntes', itemWarrantyDuration: '90 días' }],
};

/** Spanish texts of the welding, heat, mechanics and general work gloves. */
export const spanishGloves2: Record<string, ProductTranslation> = {
  'armorgrip-tig-goatskin-welding-gloves': {
    name: 'Guantes de soldadura TIG ArmorGrip de piel de cabra',
    shortDescription:
      '<p>Piel de cabra fina y sin forro para el tacto que necesita al aportar la varilla.</p>',
    description:
      '<p>La soldadura TIG exige más sensibilidad en las yemas que protección contra el calor. La piel de cabra flor suave ofrece destreza y protección suficiente frente al calor radiante con los amperajes habituales en TIG.</p>\n<p>Clasificación EN 12477 Tipo B, la clase de alta destreza pensada para TIG.</p>\n<ul><li>Piel de cabra flor, sin forro</li><li>Hilo de para-aramida ignífugo</li><li>Puño de serraje de 4 pulg.</li><li>EN 12477 Tipo B, EN 407 41XXXX</li></ul>',
    tabs: [
      {
        tabTitle: 'La norma EN 12477, explicada',
        contentType: 'text',
        textContent:
          '<p>La EN 12477 clasifica los guantes de soldadura en <strong>Tipo A</strong> (mayor protección contra el calor y las salpicaduras, menor destreza, para MIG y electrodo revestido) y <strong>Tipo B</strong> (mayor destreza, para TIG). El código EN 407 que la acompaña indica el comportamiento frente a la llama, el calor por contacto, el calor convectivo, el calor radiante y las pequeñas y grandes proyecciones de metal fundido.</p>',
      },
    ],
    faqs: [
      {
        question: '¿Puedo usarlos para MIG?',
        answer:
          'Para trabajos ligeros de MIG, sí. Para MIG continuado o electrodo revestido, elija un guante de vacuno con forro.',
      },
      {
        question: '¿Cómo deben quedar los guantes TIG?',
        answer: 'Ajustados. Si está entre dos tallas, elija la menor; la piel de cabra cede un poco.',
      },
    ],
    warranty: stitchingWarranty,
    imageAlts: [
      'Guante de soldadura TIG de piel de cabra suave color canela con puño corto',
      'Guante sujetando una varilla de aporte',
    ],
  },
  'armorgrip-mig-cowhide-welding-gloves': {
    name: 'Guantes de soldadura MIG ArmorGrip de piel de vacuno',
    shortDescription:
      '<p>Piel de vacuno con forro de espuma y pulgar reforzado para soldar MIG y con hilo tubular toda la jornada.</p>',
    description:
      '<p>El forro de espuma bloquea el calor radiante y mantiene el guante lo bastante flexible para accionar el gatillo de la pistola.</p>\n<ul><li>Palma de piel de vacuno flor</li><li>Forro de espuma</li><li>EN 12477 Tipo A</li></ul>',
    warranty: stitchingWarranty,
    imageAlts: ['Guante de soldadura MIG de piel de vacuno marrón con forro de espuma'],
  },
  'armorgrip-stick-welding-gauntlet-14-in': {
    name: 'Guante largo de soldadura con electrodo ArmorGrip, 14 pulg.',
    shortDescription:
      '<p>Guante largo de serraje grueso con forro de algodón para electrodo revestido y ranurado. Talla L.</p>',
    description:
      '<p>Los puños largos protegen el antebrazo de la escoria y las salpicaduras que caen al soldar en techo y en vertical ascendente.</p>\n<ul><li>Serraje de vacuno</li><li>Forro de muletón de algodón</li><li>14 pulg. de largo</li><li>EN 12477 Tipo A</li></ul>',
    warranty: stitchingWarranty,
    imageAlts: ['Guante largo de serraje color canela para soldadura con electrodo'],
  },
  'armorgrip-aluminized-heat-reflective-gloves': {
    name: 'Guantes aluminizados ArmorGrip reflectantes del calor',
    shortDescription:
      '<p>Dorso aluminizado que refleja el calor radiante, para fundiciones, forja y hornos de tratamiento térmico.</p>',
    description:
      '<p>Refleja hasta el 95 % del calor radiante. Palma de cuero con forro de lana para el calor por contacto. Talla única (XL).</p>\n<ul><li>Dorso de para-aramida aluminizada</li><li>Forro de lana</li><li>EN 407 43434X</li></ul>',
    imageAlts: ['Guante largo con dorso aluminizado plateado'],
  },
  'armorgrip-cut-resistant-welding-gloves': {
    name: 'Guantes de soldadura MIG anticorte ArmorGrip',
    shortDescription:
      '<p>Guante de soldadura con forro de para-aramida que añade protección contra cortes A4, para talleres de calderería.</p>',
    description:
      '<p>En calderería se manipulan piezas cortantes entre soldadura y soldadura. Con este guante ya no hay que cambiar de guantes entre la sierra y la cabina.</p>\n<ul><li>Corte ANSI A4</li><li>EN 12477 Tipo A</li><li>Palma de piel de cabra</li></ul>',
    warranty: stitchingWarranty,
    imageAlts: ['Guante de soldadura de piel de vacuno con forro de para-aramida amarillo'],
  },
  'armorgrip-impact-mechanics-gloves': {
    name: 'Guantes de mecánico ArmorGrip con protección contra impactos',
    shortDescription: '<p>Guante de mecánico con protector de TPR en el dorso, ANSI/ISEA 138 Nivel 1.</p>',
    description:
      '<p>Protege los nudillos y los dedos de resbalones y pellizcos sin perder la destreza de un guante de mecánico.</p>\n<ul><li>ANSI/ISEA 138 Nivel 1</li><li>Palma acolchada</li><li>Dorso de alta visibilidad</li></ul>',
    imageAlts: ['Guante de mecánico amarillo de alta visibilidad con protectores de nudillos negros'],
  },
  'armorgrip-touchscreen-utility-gloves': {
    name: 'Guantes multiuso ArmorGrip para pantallas táctiles',
    shortDescription:
      '<p>Guante multiuso ligero y transpirable para escanear en el almacén, conducir y montajes ligeros.</p>',
    description:
      '<p>Las yemas conductoras funcionan con teléfonos, tabletas y escáneres de mano.</p>\n<ul><li>Las cinco yemas compatibles con pantallas táctiles</li><li>Dorso de malla transpirable</li></ul>',
    imageAlts: ['Guante multiuso gris y azul tocando una tableta'],
  },
  'armorgrip-insulated-winter-work-gloves': {
    name: 'Guantes de trabajo de invierno ArmorGrip, aislantes e impermeables',
    shortDescription:
      '<p>Membrana impermeable y aislamiento de 100 g para trabajar al aire libre hasta unos 0 °F.</p>',
    description:
      '<p>Una membrana interior impermeable y transpirable mantiene las manos secas al palear, quitar nieve o cargar bajo el aguanieve.</p>\n<ul><li>Aislamiento sintético de 100 g</li><li>Membrana interior impermeable</li><li>Palma de piel sintética</li></ul>',
    imageAlts: ['Guante de invierno aislante negro con puño de punto'],
  },
  'armorgrip-leather-driver-gloves': {
    name: 'Guantes de conductor ArmorGrip de piel flor',
    shortDescription:
      '<p>El clásico guante de conductor de vacuno sin forro con pulgar de corte en cuña, para conductores, estrobadores y jardineros.</p>',
    description:
      '<p>La piel de vacuno flor de primera calidad se suaviza con el uso. El pulgar de corte en cuña se mueve con naturalidad al agarrar un volante o una cuerda.</p>\n<ul><li>Piel de vacuno flor</li><li>Pulgar de corte en cuña</li><li>Dorso elástico</li></ul>',
    imageAlts: ['Guante de conductor de piel de vacuno flor color canela con pulgar en cuña'],
  },
  'armorgrip-nitrile-coated-nylon-gloves-12-pairs': {
    name: 'Guantes de nailon con recubrimiento de nitrilo ArmorGrip, talla L (12 pares)',
    shortDescription:
      '<p>Docena de guantes finos de nailon con palma de nitrilo microespumado para líneas de montaje y almacenes.</p>',
    description:
      '<p>Lo bastante económicos para repartirlos a diario. Nailon de galga 15 con dorso transpirable.</p>\n<ul><li>Palma de nitrilo microespumado</li><li>Nailon de galga 15</li><li>12 pares, talla L</li></ul>',
    imageAlts: ['Docena de guantes de nailon blancos con palma de nitrilo gris'],
  },
  'armorgrip-custom-logo-glove-program': {
    name: 'Programa de guantes ArmorGrip con logotipo personalizado',
    shortDescription:
      '<p>Su logotipo en guantes de mecánico o anticorte ArmorGrip, desde 144 pares; presupuesto y fabricación a cargo del fabricante.</p>',
    description:
      '<p>Logotipos serigrafiados o termotransferidos en hasta cuatro colores. El precio indicado es un coste habitual por par para 1000 pares.</p>\n<ul><li>Mínimo de 144 pares</li><li>Prueba en 2 días hábiles</li><li>Plazo de entrega de unas 4 semanas</li></ul>',
    buttonText: 'Solicitar presupuesto',
    imageAlts: ['Guante de mecánico con el logotipo de una empresa impreso en el dorso'],
  },
};
