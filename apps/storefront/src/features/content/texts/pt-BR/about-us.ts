import type { InfoPageContent } from '../types';

export const aboutUs: InfoPageContent = {
  title: 'Sobre a SafetyGear Pro',
  description:
    'A SafetyGear Pro fornece respiradores certificados, máscaras de solda, luvas e equipamentos de segurança industrial para profissionais de todos os EUA, com orientação especializada e entrega rápida.',
  intro: [
    'A SafetyGear Pro é uma fornecedora especializada em equipamentos de proteção individual para quem trabalha com riscos para os pulmões, os olhos, as mãos e a audição. Soldadores, pintores, equipes de remoção de amianto, profissionais de saúde, técnicos de laboratório e gestores de manutenção de todos os Estados Unidos contam conosco para ter equipamentos certificados, em estoque e entregues rapidamente.',
  ],
  sections: [
    {
      heading: 'O que vendemos',
      blocks: [
        'Nós nos concentramos nas categorias em que a escolha certa faz mais diferença e oferecemos um sortimento completo nelas, em vez de um pouco de tudo:',
        {
          list: [
            '**Máscaras de solda Speedglas** com filtros de escurecimento automático, lentes de reposição e peças sobressalentes.',
            '**Respiradores purificadores de ar motorizados Versaflo (PAPR)**: unidades motorizadas, capacetes e capuzes, traqueias, filtros e baterias.',
            '**Máscaras e respiradores**: peças faciais filtrantes N95 e P100 aprovadas pelo NIOSH, máscaras FFP2 e FFP3, e respiradores semifaciais e faciais inteiros reutilizáveis com seus cartuchos.',
            '**Luvas**: anticorte, resistentes a produtos químicos, descartáveis de nitrila e luvas de soldador.',
            '**Segurança industrial**: capacetes, óculos de segurança, protetores auditivos, roupas de alta visibilidade e materiais de primeiros socorros.',
          ],
        },
        'Cada página de produto informa as normas segundo as quais o produto é certificado, como NIOSH 42 CFR 84, ANSI/ISEA Z87.1, ANSI/ISEA 105 ou EN 388, para que você possa compará-lo com a sua avaliação de riscos.',
      ],
    },
    {
      heading: 'Por que os profissionais compram conosco',
      blocks: [
        {
          list: [
            '**Somente produtos originais e certificados.** Compramos dos fabricantes e de seus distribuidores autorizados, nunca do mercado paralelo, e conferimos os números de aprovação na lista de equipamentos certificados do NIOSH.',
            '**Orientação de quem conhece o trabalho.** Entre nossos especialistas estão uma higienista ocupacional certificada e ex-soldadores, que ajudam você a escolher a tonalidade do filtro, o cartucho ou o nível de proteção contra cortes da luva.',
            '**Entrega rápida em todos os EUA.** Pedidos feitos em dia útil até as 14h (horário da costa leste) saem no mesmo dia do nosso armazém em Columbus, Ohio, e o frete é grátis em pedidos acima de {threshold}.',
            '**Garantia de reembolso de {days} dias.** Se um produto não for adequado para você, devolva-o: veja [Envio e devoluções](/shipping-returns).',
          ],
        },
      ],
    },
    {
      heading: 'Para empresas e instituições',
      blocks: [
        'Atendemos construtoras, indústrias, hospitais, escolas e órgãos públicos. Clientes empresariais podem solicitar preços por volume, compras com isenção de impostos mediante certificado válido e faturamento com pagamento em 30 dias após análise de crédito. Para orçamentos de pedidos grandes ou um contrato de fornecimento contínuo, [fale com a nossa equipe](/contact).',
      ],
    },
    {
      heading: 'Nosso compromisso com a segurança',
      blocks: [
        'O equipamento de proteção individual é a última barreira, depois de eliminar o perigo, substituir materiais por outros mais seguros e adotar medidas de engenharia e administrativas. Os guias do nosso [blog](/blog) ajudam você a usá-lo bem: como ler etiquetas de certificação, quando trocar os filtros e como fazer o ensaio de vedação de um respirador.',
        'Se não tiver certeza de que um produto serve para a sua aplicação, pergunte antes de comprar. Preferimos desaconselhar uma compra errada a processar uma devolução.',
      ],
    },
    {
      heading: 'Visite-nos ou ligue',
      blocks: [
        '{company}, {address}. Ligue para {phone} de segunda a sexta, das 8h às 18h (horário da costa leste), ou escreva para {email} a qualquer momento. Pedidos on-line também podem ser retirados no nosso armazém.',
      ],
    },
  ],
};
