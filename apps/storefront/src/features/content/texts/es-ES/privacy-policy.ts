import type { InfoPageContent } from '../types';

export const privacyPolicy: InfoPageContent = {
  title: 'Política de privacidad',
  description:
    'Cómo SafetyGear Pro recoge, utiliza y protege sus datos personales cuando compra con nosotros, y qué opciones y derechos tiene.',
  updated: '2026-01-15',
  intro: [
    'Esta política explica qué datos personales recoge {company} («SafetyGear Pro», «nosotros») cuando visita nuestra tienda en línea o nos compra, cómo los utilizamos y qué opciones tiene. Se aplica a este sitio web y a los pedidos, correos electrónicos y llamadas con nuestro servicio de atención al cliente.',
  ],
  sections: [
    {
      heading: 'Datos que recogemos',
      blocks: [
        {
          list: [
            '**Datos que nos facilita:** su nombre, dirección de correo electrónico, teléfono, direcciones de facturación y envío, nombre de la empresa, detalles del pedido y todo lo que nos escriba, por ejemplo con el formulario de contacto.',
            '**Datos de pago:** los pagos con tarjeta los procesa nuestro proveedor de pagos. Nunca vemos ni guardamos el número completo de su tarjeta.',
            '**Datos de la cuenta:** si crea una cuenta, sus datos de acceso, historial de pedidos, lista de deseos y direcciones guardadas.',
            '**Datos recogidos automáticamente:** su dirección IP, el tipo de navegador y dispositivo, las páginas que visita y el sitio desde el que llegó, registrados en los registros del servidor y, si están activadas, por herramientas de analítica.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo utilizamos sus datos',
      blocks: [
        {
          list: [
            'para tramitar, enviar y atender sus pedidos, incluidas devoluciones y reclamaciones de garantía;',
            'para responder a sus preguntas y mensajes;',
            'para gestionar su cuenta de cliente;',
            'para prevenir el fraude y mantener segura nuestra tienda;',
            'para mejorar nuestro sitio web y nuestro catálogo mediante estadísticas agregadas;',
            'para enviarle novedades y ofertas, solo si se ha suscrito (cada correo incluye un enlace para darse de baja);',
            'para cumplir obligaciones legales, como las normas fiscales y contables.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        'Usamos pocas cookies. Las cookies esenciales guardan su carrito, su sesión y el idioma elegido (la cookie i18n_redirected, que se conserva un año); la tienda las necesita para funcionar. Las cookies de analítica, que solo se usan si están activadas, nos ayudan a entender cómo se utiliza la tienda.',
        'Puede borrar o bloquear las cookies en la configuración de su navegador. La tienda seguirá funcionando, pero quizá tenga que volver a elegir el idioma y su carrito podría vaciarse.',
      ],
    },
    {
      heading: 'Con quién compartimos los datos',
      blocks: [
        'No vendemos ni alquilamos sus datos personales. Solo los compartimos con proveedores que nos ayudan a gestionar la tienda, y solo en la medida en que los necesitan:',
        {
          list: [
            'procesadores de pagos, para cobrar los pedidos;',
            'empresas de transporte, para entregar sus pedidos;',
            'proveedores de alojamiento, correo electrónico y atención al cliente, obligados por contrato a proteger sus datos;',
            'las autoridades, cuando la ley lo exige, o para proteger a nuestros clientes y a nuestra empresa frente al fraude.',
          ],
        },
      ],
    },
    {
      heading: 'Cuánto tiempo los conservamos',
      blocks: [
        'Los registros de pedidos y facturas se conservan siete años, como exigen las normas fiscales de EE. UU. Los mensajes al servicio de atención al cliente se conservan dos años. Los datos de la cuenta se conservan hasta que la cierre. Los registros del servidor se eliminan a los 90 días.',
      ],
    },
    {
      heading: 'Sus derechos y opciones',
      blocks: [
        'Puede pedirnos en cualquier momento que le mostremos, corrijamos o eliminemos los datos personales que tenemos sobre usted, o que dejemos de enviarle correos comerciales.',
        'Los residentes de California y de otros estados con leyes de privacidad, como Virginia y Colorado, tienen derecho a conocer, acceder, corregir y eliminar sus datos personales, a oponerse a su venta o cesión (no hacemos ninguna de las dos cosas) y a no recibir un trato distinto por ejercer estos derechos. Los visitantes del Espacio Económico Europeo y del Reino Unido tienen derechos equivalentes según el RGPD, incluido el de presentar una reclamación ante su autoridad de protección de datos.',
        'Para hacer una solicitud, escriba a {email}. Respondemos en un plazo de 30 días y es posible que primero le pidamos que confirme su identidad.',
      ],
    },
    {
      heading: 'Seguridad',
      blocks: [
        'Protegemos sus datos con cifrado en la transmisión (HTTPS), controles de acceso y actualizaciones periódicas. Las contraseñas se guardan solo como hashes seguros. Ningún sistema es totalmente seguro, pero trabajamos para proteger sus datos y le avisaremos según exija la ley si una brecha de seguridad le afecta.',
      ],
    },
    {
      heading: 'Menores',
      blocks: [
        'Nuestra tienda está dirigida a adultos y empresas. No recogemos conscientemente datos personales de menores de 13 años. Si cree que un menor nos ha facilitado datos, contacte con nosotros y los eliminaremos.',
      ],
    },
    {
      heading: 'Cambios en esta política',
      blocks: [
        'Podemos actualizar esta política cuando cambien nuestras prácticas o la ley. La fecha de arriba indica la versión vigente; anunciaremos los cambios importantes en nuestro sitio web.',
      ],
    },
    {
      heading: 'Contacto',
      blocks: [
        '¿Preguntas sobre su privacidad? Escriba a {email}, llame al {phone} o envíe una carta a {company}, Privacy, {address}.',
      ],
    },
  ],
};
