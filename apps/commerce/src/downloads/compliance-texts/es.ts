import type { ComplianceTexts } from './types.ts';

export const spanish: ComplianceTexts = {
  titles: {
    'user-instructions': 'Instrucciones de uso',
    'declaration-of-conformity': 'Declaración UE de conformidad',
    'approval-label': 'Etiqueta de aprobación NIOSH',
    'safety-data-sheet': 'Ficha de datos de seguridad',
    certificate: 'Certificado de examen UE de tipo',
  },
  none: 'ninguna indicada',
  userInstructions: (f) => [
    `Producto: ${f.name}. Referencia: ${f.sku}. Normas: ${f.standards}.`,
    'Este es el resumen de las instrucciones de uso elaborado por SafetyGear Pro. El folleto del fabricante que acompaña al producto es el que prevalece: léalo completo antes del primer uso y sígalo siempre que ambos difieran.',
    'Colocación: póngase el equipo como indica el folleto. Ajuste las cintas, el arnés o la talla hasta que quede firme y sin puntos de presión, y llévelo puesto mientras esté expuesto al riesgo.',
    'Comprobación del ajuste: si el equipo sella contra la cara o el cuerpo, compruebe el sellado cada vez que se lo ponga. En un respirador, tape las entradas de aire, inhale suavemente y compruebe que no entra aire por los bordes. Nada, ni la barba ni el pelo, debe quedar entre el sellado y la piel.',
    'Inspección: antes de cada uso, busque grietas, roturas, agujeros, cintas gastadas o flojas, deformaciones y piezas que falten. No use un equipo dañado y no lo modifique nunca.',
    'Almacenamiento: guárdelo limpio y seco, protegido del sol, del calor, de los productos químicos y de los golpes, en su embalaje o en una bolsa limpia.',
    'Sustitución: sustituya el producto, o la pieza afectada, cuando esté dañado o sucio, cuando cueste más respirar a través de él o cuando haya caducado, y con la frecuencia que indique el folleto. Los artículos desechables son para un solo turno. Use solo repuestos del fabricante.',
    'Consultas: diríjase al servicio de atención al cliente de SafetyGear Pro o al fabricante.',
  ],
  declaration: (f) => [
    'La presente declaración de conformidad se expide bajo la exclusiva responsabilidad del fabricante.',
    `Objeto de la declaración: ${f.name}, referencia ${f.sku}.`,
    `El objeto de la declaración descrito anteriormente es conforme con la legislación de armonización pertinente de la Unión: ${[
      f.ppe && 'Reglamento (UE) 2016/425 relativo a los equipos de protección individual',
      f.medical && 'Reglamento (UE) 2017/745 sobre los productos sanitarios',
    ]
      .filter(Boolean)
      .join('; ')}.`,
    `Normas armonizadas aplicadas: ${f.euStandards}.`,
    ...(f.ppe
      ? [
          'El organismo notificado 2797 ha efectuado el examen UE de tipo (módulo B) y ha expedido el certificado de examen UE de tipo. En los equipos de la categoría III, el mismo organismo supervisa además la conformidad con el tipo (módulo C2 o D).',
        ]
      : []),
    ...(f.medical
      ? [
          'Como producto sanitario de clase I, su conformidad ha sido evaluada por el fabricante (anexos II y III).',
        ]
      : []),
    'Firmado por y en nombre del fabricante.',
    'Copia de demostración de SafetyGear Pro: la declaración firmada está disponible a través del fabricante y es la que prevalece.',
  ],
  approvalLabel: (f) => [
    `Aprobado por NIOSH. Producto: ${f.name}, referencia ${f.sku}.`,
    `Números de aprobación: ${f.approvals}. Aprobado solo en las configuraciones que indica la etiqueta completa: úselo únicamente con los componentes que allí figuran.`,
    'Precauciones y limitaciones:',
    'A - No debe usarse en atmósferas con menos de un 19,5 % de oxígeno.',
    'B - No debe usarse en atmósferas inmediatamente peligrosas para la vida o la salud.',
    'C - No supere las concentraciones máximas de uso establecidas por la normativa.',
    ...(f.cartridges
      ? [
          'H - Siga los calendarios de cambio de cartuchos y filtros establecidos, o vigile el indicador de fin de vida útil, para sustituir los cartuchos antes de que se saturen.',
        ]
      : []),
    'J - Un uso o un mantenimiento incorrectos de este producto pueden causar lesiones o la muerte.',
    'L - Siga las instrucciones del fabricante para cambiar cartuchos, recipientes filtrantes y filtros.',
    'M - Todo respirador aprobado debe seleccionarse, ajustarse, usarse y mantenerse conforme a las normas de MSHA, OSHA y demás reglamentos aplicables.',
    'N - No sustituya, modifique, añada ni omita piezas. Use solo los repuestos exactos, en la configuración que especifica el fabricante.',
    'O - Consulte las instrucciones de uso y los manuales de mantenimiento para su uso y mantenimiento.',
    'Resumen de demostración de SafetyGear Pro: la etiqueta que acompaña al producto y la lista de equipos certificados de NIOSH son las que prevalecen.',
  ],
  safetyDataSheet: (f) => [
    `1. Identificación: ${f.name}, referencia ${f.sku}, suministrado por SafetyGear Pro.`,
    '2. Identificación de los peligros: artículo no clasificado como peligroso según el SGA o el Reglamento (CE) n.º 1272/2008.',
    '3. Composición/información sobre los componentes: ninguna sustancia extremadamente preocupante por encima del 0,1 % en peso.',
    '4. Primeros auxilios: no son necesarios en el uso normal; si aparece irritación, deje de usarlo y consulte a un médico.',
    '5. Medidas de lucha contra incendios: agua pulverizada, espuma, polvo seco o CO2; el fuego puede liberar monóxido de carbono.',
    '6. Medidas en caso de vertido accidental: recoger por medios mecánicos; ninguna medida especial.',
    '7. Manipulación y almacenamiento: en lugar seco y fresco, sin sol directo, en el embalaje original.',
    '8. Controles de exposición/protección individual: no son necesarios en el uso normal.',
    '9. Propiedades físicas y químicas: artículo sólido, inodoro o de olor leve.',
    '10. Estabilidad y reactividad: estable en condiciones normales; mantener alejado del calor y de oxidantes fuertes.',
    '11. Información toxicológica: no se esperan efectos tóxicos en el uso normal.',
    '12. Información ecológica: no se esperan efectos nocivos.',
    '13. Consideraciones relativas a la eliminación: según la normativa local; si está contaminado, como residuo peligroso.',
    '14. Información relativa al transporte: no es mercancía peligrosa, salvo las baterías de litio (UN 3480, UN 3481, UN 3090, UN 3091).',
    '15. Información reglamentaria: artículo según REACH; no requiere registro.',
    '16. Otra información: resumen de demostración de SafetyGear Pro; prevalece la ficha del fabricante.',
  ],
  certificate: (f) => [
    'Examen UE de tipo (módulo B) conforme al Reglamento (UE) 2016/425 relativo a los equipos de protección individual.',
    `Certificado n.º 2797/PPE/${f.sku}. Producto: ${f.name}, referencia ${f.sku}.`,
    `El organismo notificado 2797 ha examinado el diseño técnico del producto y ha ensayado una muestra del tipo conforme a las normas armonizadas ${f.euStandards}. El tipo cumple los requisitos esenciales de salud y seguridad aplicables del anexo II del Reglamento.`,
    'El certificado es válido durante cinco años desde su expedición, salvo retirada. Cualquier modificación del tipo aprobado requiere la aprobación del organismo notificado.',
    'Copia de demostración de SafetyGear Pro: prevalece el certificado expedido por el organismo notificado.',
  ],
};
