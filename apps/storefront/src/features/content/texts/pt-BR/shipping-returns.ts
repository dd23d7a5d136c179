import type { InfoPageContent } from '../types';

export const shippingReturns: InfoPageContent = {
  title: 'Envio e devoluções',
  description:
    'Frete grátis em todos os EUA em pedidos acima de {threshold}, envio no mesmo dia a partir de Ohio e garantia de reembolso de {days} dias com devolução simples.',
  intro: [
    'Queremos que o seu equipamento chegue rápido e que seja o equipamento certo. Veja como funcionam o envio, as devoluções e os reembolsos na SafetyGear Pro.',
  ],
  sections: [
    {
      heading: 'Frete grátis em todos os EUA',
      blocks: [
        'O frete é grátis em todos os pedidos a partir de {threshold} entregues em um endereço nos Estados Unidos: nos 50 estados, em Washington, D.C., em Porto Rico e em endereços APO/FPO/DPO. O valor mínimo vale para o subtotal do pedido depois dos descontos e antes dos impostos.',
        'Pedidos abaixo de {threshold} são enviados com uma taxa fixa, mostrada no carrinho antes do pagamento. Você também pode retirar o pedido gratuitamente no nosso armazém em Columbus, Ohio.',
      ],
    },
    {
      heading: 'Quando o seu pedido é enviado',
      blocks: [
        {
          list: [
            'Pedidos feitos até as 14h (horário da costa leste) em dia útil são enviados no mesmo dia; os posteriores, no dia útil seguinte.',
            'A entrega padrão leva de 2 a 5 dias úteis para a maioria dos endereços nos estados contíguos e de 4 a 8 dias úteis para o Alasca, o Havaí e os territórios dos EUA.',
            'Itens sem estoque são enviados assim que chegam. Informamos a data prevista e enviamos o restante do pedido sem esperar e sem custo adicional.',
          ],
        },
        'Assim que o pacote sai do nosso armazém, você recebe um e-mail com o código de rastreamento.',
      ],
    },
    {
      heading: 'Nossa garantia de reembolso de {days} dias',
      blocks: [
        'Se não ficar satisfeito com uma compra, você pode devolvê-la em até {days} dias após a entrega e receber o reembolso integral do preço do item. Os itens devem estar sem uso e na embalagem original, com todas as etiquetas, manuais e acessórios.',
      ],
    },
    {
      heading: 'Itens que não podemos aceitar de volta',
      blocks: [
        'Por motivos de higiene e segurança, alguns equipamentos não podem ser revendidos depois que a embalagem é aberta. A menos que o item tenha chegado com defeito ou que tenhamos enviado o item errado, não podemos aceitar a devolução de:',
        {
          list: [
            'máscaras e respiradores descartáveis retirados da embalagem lacrada;',
            'filtros, cartuchos e filtros de PAPR com o lacre rompido;',
            'luvas, protetores auriculares e outros itens descartáveis já usados;',
            'produtos personalizados ou encomendados especialmente para você, salvo acordo por escrito.',
          ],
        },
      ],
    },
    {
      heading: 'Como devolver um item',
      blocks: [
        {
          steps: [
            'Escreva para {email} ou ligue para {phone} informando o número do pedido e os itens que deseja devolver. Em até um dia útil, enviamos um número de autorização de devolução (RMA).',
            'Embale bem os itens na embalagem original e escreva o número RMA na parte de fora da caixa.',
            'Envie o pacote para SafetyGear Pro Returns, {address}. Recomendamos um serviço com rastreamento.',
            'Conferimos os itens em até dois dias úteis após o recebimento e avisamos você por e-mail assim que o reembolso for emitido.',
          ],
        },
      ],
    },
    {
      heading: 'Reembolsos',
      blocks: [
        'Os reembolsos voltam para a forma de pagamento original em até 5 dias úteis após a aprovação; o seu banco pode levar alguns dias a mais para mostrá-los. O frete original é reembolsado quando a devolução se deve a um erro nosso ou a um produto com defeito. Nos demais casos, o frete da devolução fica por sua conta; nunca cobramos taxa de reposição de estoque.',
      ],
    },
    {
      heading: 'Itens danificados, com defeito ou errados',
      blocks: [
        'Se algo chegar danificado ou com defeito, ou não for o que você pediu, avise-nos em até 7 dias após a entrega, com uma foto se possível. Enviamos um item de reposição ou reembolsamos o valor integral, incluindo todo o frete, sem custo para você.',
        'Produtos que apresentarem falha depois são cobertos pela garantia do fabricante, informada em cada página de produto. Nós cuidamos da solicitação junto ao fabricante para você.',
      ],
    },
    {
      heading: 'Trocas',
      blocks: [
        'Precisa de outro tamanho ou modelo? Devolva o item original como descrito acima e faça um novo pedido. Enviamos o novo item assim que você fizer o pedido, para que você nunca fique sem proteção.',
      ],
    },
  ],
};
