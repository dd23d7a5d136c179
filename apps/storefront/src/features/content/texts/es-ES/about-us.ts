import type { InfoPageContent } from '../types';

export const aboutUs: InfoPageContent = {
  title: 'Sobre SafetyGear Pro',
  description:
    'SafetyGear Pro suministra respiradores certificados, pantallas de soldar, guantes y equipos de seguridad industrial a profesionales de todo EE. UU., con asesoramiento experto y envío rápido.',
  intro: [
    'SafetyGear Pro es un proveedor especializado en equipos de protección individual para quienes trabajan con riesgos para los pulmones, los ojos, las manos y el oído. Soldadores, pintores, equipos de desamiantado, personal sanitario, técnicos de laboratorio y responsables de mantenimiento de todo Estados Unidos confían en nosotros para conseguir equipos certificados, en stock y con envío rápido.',
  ],
  sections: [
    {
      heading: 'Qué vendemos',
      blocks: [
        'Nos centramos en las categorías en las que acertar es más importante, y en ellas ofrecemos un surtido amplio en lugar de un poco de todo:',
        {
          list: [
            '**Pantallas de soldar Speedglas** con filtros de oscurecimiento automático, cristales de recambio y repuestos.',
            '**Equipos motorizados de purificación de aire Versaflo (PAPR)**: unidades de ventilación, cascos y capuchas, tubos de respiración, filtros y baterías.',
            '**Mascarillas y respiradores**: mascarillas filtrantes N95 y P100 aprobadas por NIOSH, mascarillas FFP2 y FFP3, y medias máscaras y máscaras completas reutilizables con sus cartuchos.',
            '**Guantes**: anticorte, resistentes a productos químicos, desechables de nitrilo y de soldador.',
            '**Seguridad industrial**: cascos, gafas de seguridad, protección auditiva, ropa de alta visibilidad y material de primeros auxilios.',
          ],
        },
        'Cada ficha de producto indica las normas con las que está certificado, como NIOSH 42 CFR 84, ANSI/ISEA Z87.1, ANSI/ISEA 105 o EN 388, para que pueda compararlo con su evaluación de riesgos.',
      ],
    },
    {
      heading: 'Por qué nos eligen los profesionales',
      blocks: [
        {
          list: [
            '**Solo productos originales y certificados.** Compramos a los fabricantes y a sus distribuidores autorizados, nunca en el mercado gris, y comprobamos los números de aprobación en la lista de equipos certificados de NIOSH.',
            '**Asesoramiento de quienes conocen el oficio.** Entre nuestros especialistas hay una higienista industrial certificada y antiguos soldadores que le ayudan a elegir el tono del filtro, el cartucho o el nivel de corte del guante.',
            '**Envío rápido a todo EE. UU.** Los pedidos realizados en día laborable antes de las 14:00 (hora del este) salen el mismo día de nuestro almacén de Columbus (Ohio), y el envío es gratis en pedidos de más de {threshold}.',
            '**Garantía de devolución de {days} días.** Si un producto no es adecuado para usted, devuélvalo: consulte [Envíos y devoluciones](/shipping-returns).',
          ],
        },
      ],
    },
    {
      heading: 'Para empresas e instituciones',
      blocks: [
        'Suministramos a contratistas, fabricantes, hospitales, centros educativos y organismos públicos. Los clientes empresariales pueden solicitar precios por volumen, compras exentas de impuestos con un certificado válido y facturas con pago a 30 días tras un estudio de crédito. Para presupuestos de pedidos grandes o un acuerdo de suministro continuo, [contacte con nuestro equipo](/contact).',
      ],
    },
    {
      heading: 'Nuestro compromiso con la seguridad',
      blocks: [
        'El equipo de protección individual es la última barrera, después de eliminar el peligro, sustituir materiales por otros más seguros y aplicar medidas técnicas y organizativas. Las guías de nuestro [blog](/blog) le ayudan a usarlo bien: cómo leer las etiquetas de certificación, cuándo cambiar los filtros y cómo hacer una prueba de ajuste de un respirador.',
        'Si no está seguro de que un producto se adapte a su aplicación, pregúntenos antes de comprar. Preferimos desaconsejarle una compra equivocada que gestionar una devolución.',
      ],
    },
    {
      heading: 'Visítenos o llámenos',
      blocks: [
        '{company}, {address}. Llame al {phone} de lunes a viernes, de 8:00 a 18:00 (hora del este), o escriba a {email} en cualquier momento. Los pedidos en línea también se pueden recoger en nuestro almacén.',
      ],
    },
  ],
};
