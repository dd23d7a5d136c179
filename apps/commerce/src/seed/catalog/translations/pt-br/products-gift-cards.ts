import type { ProductTranslation } from '../types.ts';

/** Brazilian Portuguese texts of the gift card. */
export const brazilianPortugueseGiftCards: Record<string, ProductTranslation> = {
  'ppe-gift-card': {
    name: 'Vale-presente de EPI',
    shortDescription:
      '<p>Envie um vale-presente por e-mail no dia que você escolher: US$ 25, US$ 50, US$ 100 ou qualquer valor de US$ 10 a US$ 500.</p>',
    description:
      '<p>Deixe a sua equipe ou um colega de profissão escolher a proteção que combina com eles. Quem recebe ganha um e-mail com o código do vale-presente e a sua mensagem, na data de entrega que você definir.</p>\n<p>O código paga o valor total ou parte de qualquer pedido na loja, em quantos pedidos forem necessários para usar todo o saldo.</p>\n<ul><li>US$ 25, US$ 50, US$ 100 ou um valor personalizado de US$ 10 a US$ 500</li><li>Entregue por e-mail na data que você escolher</li><li>Use o saldo em vários pedidos</li></ul>',
    imageAlts: ['Um vale-presente de EPI em um envelope kraft'],
  },
};
