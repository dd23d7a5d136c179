import type { InfoPageContent } from '../types';

export const shippingReturns: InfoPageContent = {
  title: 'Envíos y devoluciones',
  description:
    'Envío gratis a todo EE. UU. en pedidos de más de {threshold}, salida el mismo día desde Ohio y garantía de devolución de {days} días con devoluciones sencillas.',
  intro: [
    'Queremos que su equipo llegue rápido y que sea el adecuado. Así funcionan los envíos, las devoluciones y los reembolsos en SafetyGear Pro.',
  ],
  sections: [
    {
      heading: 'Envío gratis a todo EE. UU.',
      blocks: [
        'El envío es gratis en todos los pedidos de {threshold} o más entregados en una dirección de Estados Unidos: los 50 estados, Washington D. C., Puerto Rico y direcciones APO/FPO/DPO. El importe se aplica al subtotal del pedido después de descuentos y antes de impuestos.',
        'Los pedidos de menos de {threshold} se envían con una tarifa plana que verá en el carrito antes de pagar. También puede recoger su pedido gratis en nuestro almacén de Columbus (Ohio).',
      ],
    },
    {
      heading: 'Cuándo se envía su pedido',
      blocks: [
        {
          list: [
            'Los pedidos realizados antes de las 14:00 (hora del este) en día laborable se envían el mismo día; los posteriores, el siguiente día laborable.',
            'La entrega estándar por carretera tarda de 2 a 5 días laborables a la mayoría de las direcciones de los 48 estados contiguos, y de 4 a 8 días laborables a Alaska, Hawái y los territorios de EE. UU.',
            'Los artículos sin stock se envían en cuanto llegan. Le indicamos la fecha prevista y le mandamos el resto del pedido sin esperar y sin coste adicional.',
          ],
        },
        'En cuanto su paquete sale de nuestro almacén, recibe un correo electrónico con el número de seguimiento.',
      ],
    },
    {
      heading: 'Nuestra garantía de devolución de {days} días',
      blocks: [
        'Si no está satisfecho con una compra, puede devolverla en un plazo de {days} días desde la entrega y le reembolsamos el precio íntegro del artículo. Los artículos deben estar sin usar y en su embalaje original, con todas las etiquetas, manuales y accesorios.',
      ],
    },
    {
      heading: 'Artículos que no podemos aceptar',
      blocks: [
        'Por motivos de higiene y seguridad, algunos equipos no pueden volver a venderse una vez abierto su embalaje. Salvo que el artículo llegara defectuoso o le enviáramos uno equivocado, no podemos aceptar devoluciones de:',
        {
          list: [
            'mascarillas y respiradores desechables sacados de su embalaje sellado;',
            'filtros, cartuchos y filtros de PAPR con el precinto roto;',
            'guantes, tapones para los oídos y otros artículos de un solo uso ya utilizados;',
            'productos personalizados o pedidos especialmente para usted, salvo acuerdo por escrito.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo devolver un artículo',
      blocks: [
        {
          steps: [
            'Escriba a {email} o llame al {phone} indicando su número de pedido y los artículos que quiere devolver. En un día laborable le enviamos un número de autorización de devolución (RMA).',
            'Embale bien los artículos en su embalaje original y escriba el número RMA en el exterior de la caja.',
            'Envíe el paquete a SafetyGear Pro Returns, {address}. Le recomendamos un servicio con seguimiento.',
            'Revisamos los artículos en los dos días laborables siguientes a su recepción y le avisamos por correo electrónico en cuanto emitimos el reembolso.',
          ],
        },
      ],
    },
    {
      heading: 'Reembolsos',
      blocks: [
        'Los reembolsos se abonan en el método de pago original en un plazo de 5 días laborables desde su aprobación; su banco puede tardar unos días más en reflejarlos. Los gastos de envío originales se reembolsan cuando la devolución se debe a un error nuestro o a un producto defectuoso. En los demás casos, usted paga el envío de la devolución; nunca cobramos comisión de reposición.',
      ],
    },
    {
      heading: 'Artículos dañados, defectuosos o equivocados',
      blocks: [
        'Si algo llega dañado o defectuoso, o no es lo que pidió, avísenos en un plazo de 7 días desde la entrega, con una foto si es posible. Le enviamos un artículo de sustitución o le devolvemos el importe íntegro, incluidos todos los gastos de envío, sin coste para usted.',
        'Los productos que fallan más adelante están cubiertos por la garantía del fabricante, indicada en cada ficha de producto. Nosotros gestionamos la reclamación con el fabricante por usted.',
      ],
    },
    {
      heading: 'Cambios',
      blocks: [
        '¿Necesita otra talla u otro modelo? Devuelva el artículo original como se describe arriba y haga un pedido nuevo. Enviamos el artículo nuevo en cuanto lo pide, para que nunca se quede sin protección.',
      ],
    },
  ],
};
