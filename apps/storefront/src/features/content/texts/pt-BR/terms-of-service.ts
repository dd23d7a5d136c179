import type { InfoPageContent } from '../types';

export const termsOfService: InfoPageContent = {
  title: 'Termos de serviço',
  description:
    'Os termos que se aplicam quando você usa a loja on-line da SafetyGear Pro e compra conosco: pedidos, preços, envio, devoluções, garantias e responsabilidade.',
  updated: '2026-01-15',
  intro: [
    'Estes termos se aplicam ao uso da loja on-line da SafetyGear Pro e a todos os pedidos feitos à {company}. Ao usar a loja ou fazer um pedido, você os aceita. Leia-os com atenção, junto com a nossa [Política de privacidade](/privacy-policy) e a nossa política de [Envio e devoluções](/shipping-returns).',
  ],
  sections: [
    {
      heading: 'Quem pode comprar',
      blocks: [
        'Você deve ter pelo menos 18 anos e capacidade para firmar um contrato. Se fizer um pedido em nome de uma empresa ou organização, você confirma que tem autorização para isso.',
      ],
    },
    {
      heading: 'Escolher o equipamento de proteção certo',
      blocks: [
        'As descrições dos produtos, as certificações e as nossas orientações existem para ajudar na escolha, mas você é responsável por selecionar equipamentos adequados aos seus riscos. Pelas normas da OSHA, empregadores nos EUA devem avaliar os riscos do local de trabalho e fornecer EPIs adequados (29 CFR 1910.132), e respiradores com vedação facial exigem avaliação médica e ensaio de vedação (29 CFR 1910.134).',
        'Sempre leia e siga as instruções, limitações e prazos de substituição do fabricante. Equipamentos danificados, vencidos ou mal ajustados podem não proteger você.',
      ],
    },
    {
      heading: 'Pedidos',
      blocks: [
        'O seu pedido é uma proposta de compra. Nós a aceitamos quando enviamos a mercadoria e mandamos a confirmação de envio. Podemos recusar ou cancelar um pedido, por exemplo quando um produto está indisponível, um preço foi exibido por engano ou suspeitamos de fraude; se você já pagou, reembolsamos o valor integral. Em períodos de escassez, podemos limitar as quantidades por cliente para que os equipamentos de proteção cheguem ao maior número possível de pessoas.',
      ],
    },
    {
      heading: 'Preços e pagamento',
      blocks: [
        'Os preços estão em dólares americanos. O imposto sobre vendas é adicionado no checkout quando aplicável; clientes isentos devem enviar um certificado válido antes de fazer o pedido. O pagamento é feito no momento do pedido, com cartão ou outra forma oferecida no checkout; clientes empresariais aprovados podem pagar por fatura nas condições combinadas.',
        'Tomamos cuidado para exibir preços e estoques corretos, mas erros podem acontecer. Se algum afetar o seu pedido, entraremos em contato antes do envio.',
      ],
    },
    {
      heading: 'Envio e risco',
      blocks: [
        'As opções, os prazos e os custos de entrega estão descritos na nossa política de [Envio e devoluções](/shipping-returns). As datas de entrega são estimativas. O risco de perda passa para você quando o pacote é entregue no endereço que você informou.',
      ],
    },
    {
      heading: 'Devoluções e reembolsos',
      blocks: [
        'Você pode devolver produtos elegíveis em até {days} dias após a entrega, pela nossa garantia de reembolso. As condições, as exceções para itens de higiene e as etapas da devolução estão na nossa política de [Envio e devoluções](/shipping-returns).',
      ],
    },
    {
      heading: 'Garantias',
      blocks: [
        'Os produtos são cobertos pelas garantias dos seus fabricantes, cuja duração é informada em cada página de produto, e ajudamos você a fazer a solicitação. Nada nestes termos limita os direitos que você tem como consumidor pela lei do seu estado, incluindo garantias implícitas que não podem ser excluídas.',
      ],
    },
    {
      heading: 'Limitação de responsabilidade',
      blocks: [
        'Na medida permitida por lei, a SafetyGear Pro não se responsabiliza por danos indiretos, incidentais ou consequenciais, nem por perdas ou lesões causadas pelo uso indevido de um produto, pelo descumprimento das instruções do fabricante ou pelo uso de equipamento inadequado ao risco. Nossa responsabilidade total por um pedido se limita ao valor pago por ele. Esses limites não se aplicam quando a lei não permite limitar a responsabilidade, como em lesões pessoais causadas por nossa negligência.',
      ],
    },
    {
      heading: 'Uso do site',
      blocks: [
        'Você pode usar a loja para as suas próprias compras e pesquisas. Não faça uso indevido dela: nada de tentativas de acesso não autorizado, de interromper o serviço ou de copiar conteúdo de forma automatizada e em massa. Os textos, imagens e marcas do site pertencem a nós ou aos fabricantes e não podem ser copiados sem permissão.',
      ],
    },
    {
      heading: 'Lei aplicável',
      blocks: [
        'Estes termos são regidos pelas leis do estado de Ohio e pela legislação federal aplicável. As disputas serão julgadas pelos tribunais estaduais ou federais do condado de Franklin, Ohio, a menos que a lei do seu estado lhe dê o direito de entrar com uma ação onde você mora.',
      ],
    },
    {
      heading: 'Alterações e contato',
      blocks: [
        'Podemos atualizar estes termos; a cada pedido se aplica a versão em vigor no momento em que ele é feito. Dúvidas? Escreva para {email} ou ligue para {phone}.',
      ],
    },
  ],
};
