import type { InfoPageContent } from '../types';

export const privacyPolicy: InfoPageContent = {
  title: 'Política de privacidade',
  description:
    'Como a SafetyGear Pro coleta, usa e protege seus dados pessoais quando você compra conosco, e quais são as suas opções e direitos.',
  updated: '2026-01-15',
  intro: [
    'Esta política explica quais dados pessoais a {company} (“SafetyGear Pro”, “nós”) coleta quando você visita a nossa loja on-line ou compra conosco, como os usamos e quais opções você tem. Ela se aplica a este site e a pedidos, e-mails e ligações com o nosso atendimento ao cliente.',
  ],
  sections: [
    {
      heading: 'Dados que coletamos',
      blocks: [
        {
          list: [
            '**Dados que você nos informa:** nome, endereço de e-mail, telefone, endereços de cobrança e de entrega, nome da empresa, detalhes do pedido e tudo o que você nos escrever, por exemplo pelo formulário de contato.',
            '**Dados de pagamento:** os pagamentos com cartão são processados pelo nosso provedor de pagamentos. Nunca vemos nem armazenamos o número completo do seu cartão.',
            '**Dados da conta:** se você criar uma conta, seus dados de acesso, histórico de pedidos, lista de desejos e endereços salvos.',
            '**Dados coletados automaticamente:** seu endereço IP, tipo de navegador e de dispositivo, as páginas visitadas e o site de onde você veio, registrados nos logs do servidor e, se ativadas, por ferramentas de análise.',
          ],
        },
      ],
    },
    {
      heading: 'Como usamos seus dados',
      blocks: [
        {
          list: [
            'para processar, enviar e dar suporte aos seus pedidos, incluindo devoluções e solicitações de garantia;',
            'para responder às suas perguntas e mensagens;',
            'para manter a sua conta de cliente;',
            'para prevenir fraudes e manter a nossa loja segura;',
            'para melhorar o nosso site e a nossa linha de produtos com base em estatísticas agregadas;',
            'para enviar novidades e ofertas, somente se você se inscreveu (todo e-mail tem um link para cancelar a inscrição);',
            'para cumprir obrigações legais, como as regras fiscais e contábeis.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        'Usamos poucos cookies. Os cookies essenciais guardam o seu carrinho, a sua sessão e o idioma escolhido (o cookie i18n_redirected, mantido por um ano); a loja precisa deles para funcionar. Os cookies de análise, usados somente quando ativados, nos ajudam a entender como a loja é utilizada.',
        'Você pode apagar ou bloquear cookies nas configurações do navegador. A loja continuará funcionando, mas talvez você precise escolher o idioma novamente e o seu carrinho poderá ser esvaziado.',
      ],
    },
    {
      heading: 'Com quem compartilhamos os dados',
      blocks: [
        'Não vendemos nem alugamos seus dados pessoais. Nós os compartilhamos apenas com prestadores de serviços que nos ajudam a operar a loja, e somente na medida em que precisam deles:',
        {
          list: [
            'processadores de pagamento, para receber os pagamentos;',
            'transportadoras, para entregar os seus pedidos;',
            'provedores de hospedagem, e-mail e atendimento ao cliente, obrigados por contrato a proteger os seus dados;',
            'autoridades, quando a lei exigir, ou para proteger nossos clientes e nossa empresa contra fraudes.',
          ],
        },
      ],
    },
    {
      heading: 'Por quanto tempo guardamos os dados',
      blocks: [
        'Registros de pedidos e notas fiscais são guardados por sete anos, como exigem as regras fiscais dos EUA. Mensagens ao atendimento ao cliente são guardadas por dois anos. Os dados da conta são mantidos até você encerrá-la. Os logs do servidor são apagados após 90 dias.',
      ],
    },
    {
      heading: 'Seus direitos e opções',
      blocks: [
        'Você pode nos pedir a qualquer momento que mostremos, corrijamos ou excluamos os dados pessoais que temos sobre você, ou que deixemos de enviar e-mails de marketing.',
        'Moradores da Califórnia e de outros estados com leis de privacidade, como Virgínia e Colorado, têm direito de saber quais dados pessoais mantemos, de acessá-los, corrigi-los e excluí-los, de se opor à sua venda ou compartilhamento (não fazemos nenhum dos dois) e de não ser tratados de forma diferente por exercer esses direitos. Visitantes do Espaço Econômico Europeu e do Reino Unido têm direitos equivalentes pelo GDPR, incluindo o de apresentar reclamação à sua autoridade de proteção de dados.',
        'Para fazer uma solicitação, escreva para {email}. Respondemos em até 30 dias e podemos pedir antes que você confirme a sua identidade.',
      ],
    },
    {
      heading: 'Segurança',
      blocks: [
        'Protegemos seus dados com criptografia na transmissão (HTTPS), controles de acesso e atualizações regulares. As senhas são armazenadas apenas como hashes seguros. Nenhum sistema é totalmente seguro, mas trabalhamos para proteger os seus dados e avisaremos você, conforme a lei exigir, se um incidente de segurança afetá-lo.',
      ],
    },
    {
      heading: 'Crianças',
      blocks: [
        'Nossa loja é destinada a adultos e empresas. Não coletamos intencionalmente dados pessoais de crianças menores de 13 anos. Se você acredita que uma criança nos forneceu dados, entre em contato e nós os excluiremos.',
      ],
    },
    {
      heading: 'Alterações nesta política',
      blocks: [
        'Podemos atualizar esta política quando nossas práticas ou a lei mudarem. A data no topo indica a versão em vigor; anunciamos mudanças importantes no nosso site.',
      ],
    },
    {
      heading: 'Contato',
      blocks: [
        'Dúvidas sobre privacidade? Escreva para {email}, ligue para {phone} ou envie uma carta para {company}, Privacy, {address}.',
      ],
    },
  ],
};
