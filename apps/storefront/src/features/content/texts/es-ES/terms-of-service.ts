import type { InfoPageContent } from '../types';

export const termsOfService: InfoPageContent = {
  title: 'Condiciones del servicio',
  description:
    'Las condiciones que se aplican al usar la tienda en línea de SafetyGear Pro y al comprarnos: pedidos, precios, envíos, devoluciones, garantías y responsabilidad.',
  updated: '2026-01-15',
  intro: [
    'Estas condiciones se aplican al uso de la tienda en línea de SafetyGear Pro y a todos los pedidos que realice a {company}. Al usar la tienda o hacer un pedido, las acepta. Léalas con atención, junto con nuestra [Política de privacidad](/privacy-policy) y nuestra política de [Envíos y devoluciones](/shipping-returns).',
  ],
  sections: [
    {
      heading: 'Quién puede comprar',
      blocks: [
        'Debe tener al menos 18 años y capacidad para celebrar un contrato vinculante. Si hace un pedido en nombre de una empresa u organización, confirma que está autorizado para ello.',
      ],
    },
    {
      heading: 'Elegir el equipo de protección adecuado',
      blocks: [
        'Las descripciones de los productos, las certificaciones y nuestros consejos están para ayudarle a elegir, pero usted es responsable de seleccionar un equipo adecuado a sus riesgos. Según las normas de OSHA, los empleadores de EE. UU. deben evaluar los riesgos del lugar de trabajo y proporcionar EPI adecuados (29 CFR 1910.132), y los respiradores ajustados requieren una evaluación médica y una prueba de ajuste (29 CFR 1910.134).',
        'Lea y siga siempre las instrucciones, limitaciones y plazos de sustitución del fabricante. Un equipo dañado, caducado o mal ajustado puede no protegerle.',
      ],
    },
    {
      heading: 'Pedidos',
      blocks: [
        'Su pedido es una oferta de compra. La aceptamos cuando enviamos la mercancía y le mandamos la confirmación de envío. Podemos rechazar o cancelar un pedido, por ejemplo si un producto no está disponible, un precio se mostró por error o sospechamos un fraude; si ya ha pagado, le reembolsamos el importe íntegro. En épocas de escasez podemos limitar las cantidades por cliente para que los equipos de protección lleguen al mayor número de personas posible.',
      ],
    },
    {
      heading: 'Precios y pago',
      blocks: [
        'Los precios están en dólares estadounidenses. El impuesto sobre las ventas se añade al pagar cuando corresponde; los clientes exentos deben enviar un certificado válido antes de hacer el pedido. El pago se realiza al hacer el pedido, con tarjeta o con otro método ofrecido al pagar; los clientes empresariales aprobados pueden pagar por factura en las condiciones acordadas.',
        'Nos esforzamos por mostrar precios y existencias correctos, pero pueden producirse errores. Si alguno afecta a su pedido, nos pondremos en contacto con usted antes del envío.',
      ],
    },
    {
      heading: 'Envío y riesgo',
      blocks: [
        'Las opciones, los plazos y los costes de entrega se describen en nuestra política de [Envíos y devoluciones](/shipping-returns). Las fechas de entrega son estimadas. El riesgo de pérdida pasa a usted cuando el paquete se entrega en la dirección que nos indicó.',
      ],
    },
    {
      heading: 'Devoluciones y reembolsos',
      blocks: [
        'Puede devolver los productos que cumplan los requisitos en un plazo de {days} días desde la entrega, según nuestra garantía de devolución. Las condiciones, las excepciones para artículos de higiene y los pasos de la devolución se describen en nuestra política de [Envíos y devoluciones](/shipping-returns).',
      ],
    },
    {
      heading: 'Garantías',
      blocks: [
        'Los productos están cubiertos por la garantía de sus fabricantes, cuya duración figura en cada ficha de producto, y le ayudamos a presentar la reclamación. Nada de lo dispuesto en estas condiciones limita los derechos que tiene como consumidor según la ley de su estado, incluidas las garantías implícitas que no pueden excluirse.',
      ],
    },
    {
      heading: 'Limitación de responsabilidad',
      blocks: [
        'En la medida en que lo permita la ley, SafetyGear Pro no responde de daños indirectos, incidentales o consecuentes, ni de pérdidas o lesiones causadas por el mal uso de un producto, por no seguir las instrucciones del fabricante o por usar un equipo no adecuado al riesgo. Nuestra responsabilidad total por un pedido se limita al importe que pagó por él. Estos límites no se aplican cuando la ley no permite limitar la responsabilidad, como en las lesiones personales causadas por nuestra negligencia.',
      ],
    },
    {
      heading: 'Uso del sitio web',
      blocks: [
        'Puede usar la tienda para sus propias compras y consultas. No haga un uso indebido de ella: nada de intentos de acceso no autorizado, de interrumpir el servicio ni de copiar contenido de forma automática y masiva. Los textos, imágenes y marcas del sitio nos pertenecen a nosotros o a los fabricantes y no pueden copiarse sin permiso.',
      ],
    },
    {
      heading: 'Legislación aplicable',
      blocks: [
        'Estas condiciones se rigen por las leyes del estado de Ohio y la legislación federal aplicable. Los litigios se resolverán ante los tribunales estatales o federales del condado de Franklin (Ohio), salvo que la ley de su estado le permita presentar una reclamación en su lugar de residencia.',
      ],
    },
    {
      heading: 'Cambios y contacto',
      blocks: [
        'Podemos actualizar estas condiciones; a cada pedido se aplica la versión vigente en el momento de realizarlo. ¿Preguntas? Escriba a {email} o llame al {phone}.',
      ],
    },
  ],
};
