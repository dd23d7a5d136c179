import type { ProductTranslation } from '../types.ts';

/** Spanish texts of the gift card. */
export const spanishGiftCards: Record<string, ProductTranslation> = {
  'ppe-gift-card': {
    name: 'Tarjeta regalo de EPI',
    shortDescription:
      '<p>Envíe una tarjeta regalo por correo electrónico el día que elija: 25 $, 50 $, 100 $ o cualquier importe de 10 $ a 500 $.</p>',
    description:
      '<p>Deje que su equipo o un compañero de oficio elija la protección que mejor le va. La persona destinataria recibe un correo electrónico con el código de la tarjeta regalo y su mensaje en la fecha de entrega que usted elija.</p>\n<p>El código paga la totalidad o una parte de cualquier pedido en la tienda, en tantos pedidos como haga falta para gastar el saldo.</p>\n<ul><li>25 $, 50 $, 100 $ o un importe personalizado de 10 $ a 500 $</li><li>Entrega por correo electrónico en la fecha que elija</li><li>Se puede gastar en varios pedidos</li></ul>',
    imageAlts: ['Una tarjeta regalo de EPI en un sobre de papel kraft'],
  },
};
