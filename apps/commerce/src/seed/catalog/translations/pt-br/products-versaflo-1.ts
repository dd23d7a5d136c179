import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the Versaflo PAPR kits, item by item as in English. */
export const versafloKitWarranty: SeedWarranty = {
  warrantyDuration: '2 anos',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Motoventilador', itemWarrantyDuration: '2 anos' },
    { itemName: 'Bateria', itemWarrantyDuration: '1 ano' },
    { itemName: 'Cobertura facial', itemWarrantyDuration: '1 ano' },
  ],
};

/** Brazilian Portuguese texts of the Versaflo PAPR kits, helmets and hoods (first half). */
export const brazilianPortugueseVersaflo1: Record<string, ProductTranslation> = {
  'versaflo-tr-600-papr-starter-kit-m-306': {
    name: 'Kit inicial PAPR Versaflo TR-600 com capacete M-306',
    shortDescription:
      '<p>Tudo para começar a usar um respirador purificador de ar motorizado (PAPR) hoje: motoventilador, bateria, carregador, cinto, traqueia, filtro HE e o capacete M-306, que também é capacete de segurança.</p>',
    description:
      '<p>O TR-600 é o carro-chefe da linha Versaflo. Ele envia um fluxo constante de ar filtrado para o capacete M-306, então não há resistência à respiração, nem embaçamento, nem ensaio de vedação. Barba e a maioria dos óculos de grau não são problema.</p>\n<p>Com um filtro HE aprovado pelo NIOSH, o sistema é classificado para poeiras, névoas, fumos e partículas biológicas. O capacete M-306 também é um capacete de segurança Tipo I e um protetor facial Z87.1+, então uma única cobertura facial substitui três EPIs.</p>\n<p>Pela OSHA 29 CFR 1910.134, um capacete ou capuz de PAPR tem fator de proteção atribuído (FPA) de 1.000 quando o fabricante comprova um fator de proteção no local de trabalho de pelo menos 1.000, como é o caso desta combinação. Isso é 100 vezes o FPA de um respirador semifacial.</p>\n<ul><li>Aprovação NIOSH TC-21C-0746 com filtro HE TR-6710N</li><li>Três níveis de vazão: 6,7; 7,4 e 8,3 cfm</li><li>Bateria padrão de íons de lítio TR-630: autonomia de 6 a 10 horas</li><li>Alarmes sonoro, visual e vibratório para vazão baixa e bateria fraca</li><li>Motoventilador com grau de proteção IP53; pode ser limpo com água e sabão neutro</li><li>Capacete M-306: ANSI/ISEA Z89.1 Tipo I Classe C e ANSI Z87.1+</li></ul>',
    tabs: [
      {
        tabTitle: 'O que vem na caixa',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Motoventilador e cinto',
            answer: 'Motoventilador TR-602N, cinto de fácil limpeza TR-626 e pré-filtro TR-6600.',
          },
          {
            question: 'Alimentação',
            answer: 'Bateria padrão TR-630 e carregador individual TR-641N.',
          },
          {
            question: 'Cobertura facial',
            answer: 'Capacete M-306 com protetor facial, forro de conforto e traqueia BT-30.',
          },
          {
            question: 'Filtros',
            answer: 'Um filtro HE TR-6710N e um retentor de fagulhas TR-662.',
          },
        ],
      },
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Verificação de vazão do TR-600',
            youtubeUrl: 'https://www.youtube.com/watch?v=pV3sK9dLm2E',
            videoDescription: 'Faça o teste diário com o indicador de vazão antes de cada turno.',
          },
          {
            videoTitle: 'Como colocar o capacete M-306',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ta5fN0bWq7Y',
            videoDescription: 'Conecte a traqueia e ajuste a carneira.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Quem usa PAPR precisa fazer ensaio de vedação?',
        answer:
          'Não. A OSHA exige ensaio de vedação apenas para peças faciais com vedação justa. Capuzes e capacetes de vedação folgada, como o M-306, não precisam dele, mas os usuários ainda precisam de liberação médica e de treinamento.',
      },
      {
        question: 'Posso usar com barba?',
        answer:
          'Sim. Como o capacete tem vedação folgada no rosto, os pelos faciais não comprometem a proteção.',
      },
      {
        question: 'Com que frequência troco o filtro HE?',
        answer:
          'Quando o alarme do motoventilador indicar vazão baixa com a bateria totalmente carregada, ou conforme o cronograma de troca do seu local de trabalho, o que acontecer primeiro.',
      },
      {
        question: 'É aprovado para gases e vapores?',
        answer:
          'Troque o filtro HE pelo cartucho TR-6580N OV/AG/HE para acrescentar proteção contra vapores orgânicos e gases ácidos.',
      },
    ],
    warranty: versafloKitWarranty,
    attributeLabels: {
      'Battery runtime': 'Autonomia da bateria',
      'Assigned protection factor': 'Fator de proteção atribuído',
    },
    attributeValues: {
      'Battery runtime': { '6–10 hours (TR-630)': '6–10 horas (TR-630)' },
      'Assigned protection factor': { '1,000 (OSHA)': '1.000 (OSHA)' },
    },
    imageAlts: [
      'Motoventilador Versaflo TR-600 com bateria, traqueia e capacete M-306 branco',
      'Capacete respiratório M-306 com o protetor facial abaixado',
      'Bateria TR-630 encaixada no motoventilador',
      'Trabalhador usando o cinto e o capacete do TR-600 em uma obra',
    ],
  },
  'versaflo-tr-600-papr-kit-hik': {
    name: 'Kit motoventilador PAPR Versaflo TR-600 (sem cobertura facial)',
    shortDescription:
      '<p>Motoventilador TR-600, cinto, carregador e filtro HE para locais que já têm coberturas faciais Versaflo.</p>',
    description:
      '<p>Se a sua equipe já usa capacetes da série M ou capuzes da série S, este kit acrescenta motoventiladores sem que você pague duas vezes pelas coberturas faciais. Escolha a bateria padrão ou a de alta capacidade.</p>\n<p>O motoventilador mantém automaticamente a vazão selecionada à medida que o filtro satura, e o alarme avisa o usuário quando ele não consegue mais acompanhar.</p>\n<ul><li>Bateria padrão: 6–10 horas; alta capacidade: 10–14 horas</li><li>Três níveis de vazão, de 6,7 a 8,3 cfm</li><li>Cobertura facial e traqueia vendidas separadamente</li></ul>',
    warranty: versafloKitWarranty,
    attributeLabels: { Battery: 'Bateria' },
    attributeValues: {
      Battery: {
        'Standard (TR-630)': 'Padrão (TR-630)',
        'High capacity (TR-632)': 'Alta capacidade (TR-632)',
      },
    },
    imageAlts: ['Motoventilador TR-600, cinto e carregador, sem cobertura facial'],
  },
  'versaflo-tr-300-plus-papr-kit-s-433': {
    name: 'Kit PAPR Versaflo TR-300+ com capuz S-433',
    shortDescription:
      '<p>PAPR compacto e mais leve para trabalhos só com partículas, combinado com o confortável capuz S-433.</p>',
    description:
      '<p>O TR-300+ é menor e mais leve que o TR-600 e trabalha com uma única vazão fixa de 6,0 cfm. Para poeiras, fumos e agentes biológicos, muitas vezes é tudo de que você precisa.</p>\n<p>O capuz S-433 tem uma gola interna que mantém o ar onde ele deve ficar e um visor amplo com boa visão periférica.</p>\n<ul><li>NIOSH TC-21C-0898 com filtro HE TR-3712N</li><li>Autonomia de 4–8 horas (bateria padrão)</li><li>Peso de 2,2 lb com bateria e filtro</li><li>FPA 1.000 com o capuz S-433</li></ul>',
    tabs: [
      {
        tabTitle: 'Documentos',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Instruções de uso do TR-300+',
            file: '/downloads/versaflo-tr-300-plus-user-instructions.pdf',
            fileDescription: 'Montagem, verificação de vazão, limpeza e armazenamento.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'TR-300+ ou TR-600?',
        answer:
          'O TR-300+ é mais leve e cobre apenas partículas. Escolha o TR-600 se você precisa de cartuchos para gases e vapores, de mais vazão ou de coberturas faciais do tipo capacete.',
      },
      {
        question: 'Pode ser usado na área da saúde?',
        answer:
          'Sim, é muito usado em isolamento para doenças de transmissão aérea. Limpe o motoventilador e o capuz entre os usos conforme a sua política de controle de infecção.',
      },
    ],
    warranty: versafloKitWarranty,
    attributeLabels: { 'Battery runtime': 'Autonomia da bateria' },
    attributeValues: {
      'Battery runtime': { '4–8 hours': '4–8 horas' },
    },
    imageAlts: [
      'Motoventilador compacto Versaflo TR-300+ com capuz S-433 branco',
      'Capuz S-433 com gola interna e visor largo',
    ],
  },
  'versaflo-tr-800-intrinsically-safe-papr-kit': {
    name: 'Kit PAPR intrinsecamente seguro Versaflo TR-800',
    shortDescription:
      '<p>PAPR intrinsecamente seguro para áreas classificadas Classe I, II e III, configurado pelo fabricante.</p>',
    description:
      '<p>O TR-800 é certificado como intrinsecamente seguro para uso em áreas classificadas, como refinarias, manuseio de grãos e salas de solventes da indústria farmacêutica. Como a certificação depende da combinação exata de bateria, filtro e cobertura facial, os kits são configurados e enviados pelo fabricante.</p>\n<ul><li>Certificação UL para Classe I Div 1, Classe II Div 1 e Classe III</li><li>Filtros HE e cartuchos combinados disponíveis</li><li>Autonomia de até 12 horas com a bateria IS</li></ul>',
    buttonText: 'Comprar com o fabricante',
    warranty: versafloKitWarranty,
    imageAlts: ['Motoventilador PAPR intrinsecamente seguro Versaflo TR-800'],
  },
  'versaflo-tr-600-painting-kit-s-655': {
    name: 'Kit Versaflo TR-600 para pintura e acabamento com capuz S-655',
    shortDescription:
      '<p>TR-600 com cartucho para vapores orgânicos, gases ácidos e partículas (OV/AG/HE) e o capuz S-655, ideal para pintura.</p>',
    description:
      '<p>Funilarias e oficinas de acabamento industrial têm solvente, névoa de tinta com isocianato e poeira de lixamento no mesmo ambiente. Este kit combina o TR-600 com o cartucho TR-6580N OV/AG/HE e um capuz S-655 com capuz interno.</p>\n<p>As tintas com isocianato têm propriedades de alerta ruins (não dá para confiar no cheiro); siga um cronograma de troca de cartuchos por escrito, como exige a OSHA 1910.134(d)(3)(iii).</p>\n<ul><li>Cartucho TR-6580N OV/AG/HE</li><li>Capuz S-655 com películas protetoras destacáveis para o visor</li><li>Cinto de fácil limpeza e capa para a traqueia</li></ul>',
    faqs: [
      {
        question: 'Serve para tintas com isocianato (bicomponentes, 2K)?',
        answer:
          'Sim, desde que usado com um cronograma de troca de cartuchos por escrito. Muitas oficinas trocam o cartucho toda semana ou antes.',
      },
      {
        question: 'Posso usar películas protetoras no visor?',
        answer: 'Sim, as películas destacáveis para o visor do S-655 são vendidas em pacotes com 25.',
      },
    ],
    warranty: versafloKitWarranty,
    imageAlts: ['Motoventilador TR-600 com cartucho OV preto e capuz descartável para pintura'],
  },
  'versaflo-tr-300-plus-healthcare-papr-kit': {
    name: 'Kit PAPR Versaflo TR-300+ para a área da saúde',
    shortDescription:
      '<p>PAPR fácil de higienizar para isolamento hospitalar de infecções de transmissão aérea, com capuzes descartáveis S-133.</p>',
    description:
      '<p>Feito para profissionais de saúde que não conseguem ser aprovados no ensaio de vedação ou que precisam de uso prolongado durante procedimentos geradores de aerossóis. A carcaça do TR-300+ pode ser limpa com os desinfetantes hospitalares mais comuns.</p>\n<ul><li>Inclui 10 capuzes descartáveis S-133</li><li>Pode ser limpo com lenços desinfetantes de uso hospitalar</li><li>Alarme sonoro e visual de vazão baixa</li></ul>',
    warranty: versafloKitWarranty,
    imageAlts: ['Kit TR-300+ para a área da saúde com capuz descartável'],
  },
  'versaflo-tr-600-grinding-kit-m-407': {
    name: 'Kit Versaflo TR-600 para indústria pesada com capacete M-407',
    shortDescription:
      '<p>Capacete premium M-407, com visor substituível de alto impacto, no motoventilador TR-600 com bateria de alta capacidade.</p>',
    description:
      '<p>Para fundições, demolição e esmerilhamento pesado. O visor do M-407 é classificado para impacto de alta velocidade, e a vedação facial resistente a chamas impede a entrada de fagulhas. O kit vem com a bateria de alta capacidade TR-632, para turnos inteiros na vazão mais alta.</p>\n<p>No momento, sob encomenda; os pedidos são enviados por ordem de chegada, normalmente em 3–4 semanas.</p>\n<ul><li>Capacete M-407: Z89.1 Tipo I Classe C, visor Z87.1+</li><li>Bateria de alta capacidade TR-632: 10–14 horas</li><li>Vedação facial resistente a chamas</li></ul>',
    warranty: versafloKitWarranty,
    attributeLabels: { 'Battery runtime': 'Autonomia da bateria' },
    attributeValues: {
      'Battery runtime': { '10–14 hours': '10–14 horas' },
    },
    imageAlts: ['Motoventilador TR-600 com capacete premium M-407 e visor'],
  },
  'versaflo-m-306-respiratory-helmet': {
    name: 'Capacete respiratório Versaflo M-306 com protetor facial',
    shortDescription:
      '<p>Capacete de segurança, protetor facial e cobertura facial de respirador em uma só peça, para TR-300+, TR-600 e adução de ar.</p>',
    description:
      '<p>O M-306 atende aos requisitos da ANSI/ISEA Z89.1 para capacete de segurança Tipo I Classe C, e o protetor facial tem classificação Z87.1+. A vedação facial resistente a chamas vem de série.</p>\n<ul><li>FPA 1.000 com os motoventiladores Versaflo aprovados</li><li>Visor e vedação facial substituíveis</li><li>Carneira com catraca e forro de conforto</li></ul>',
    faqs: [
      {
        question: 'Com quais motoventiladores ele é aprovado?',
        answer: 'Os PAPR TR-300+ e TR-600 e o regulador de adução de ar V-500E.',
      },
      {
        question: 'Posso trocar o visor?',
        answer:
          'Sim. Visores, vedações faciais, forros de conforto e películas protetoras do visor são todos substituíveis.',
      },
    ],
    imageAlts: ['Capacete respiratório M-306 branco com protetor facial'],
  },
  'versaflo-m-407-respiratory-helmet': {
    name: 'Capacete respiratório Versaflo M-407 com visor premium',
    shortDescription:
      '<p>Capacete topo de linha com visor amplo antirrisco e vedação facial resistente a chamas.</p>',
    description:
      '<p>O visor premium do M-407 tem tratamento antirrisco e antiembaçante e um campo de visão mais amplo que o do M-306.</p>\n<ul><li>Z89.1 Tipo I Classe C</li><li>Visor Z87.1+ de alto impacto</li><li>Vedação facial resistente a chamas</li></ul>',
    imageAlts: ['Capacete M-407 com visor premium largo'],
  },
  'versaflo-s-433-hood': {
    name: 'Capuz Versaflo S-433 com gola interna',
    shortDescription: '<p>Capuz reutilizável e leve, com gola interna e visor amplo.</p>',
    description:
      '<p>Cobre a cabeça e os ombros; a gola interna elástica mantém a pressão positiva mesmo quando o usuário se inclina. Tamanhos P/M e M/G, pela circunferência da cabeça.</p>\n<ul><li>FPA 1.000 com TR-300+ e TR-600</li><li>Tecido laminado, fácil de limpar</li><li>Películas protetoras para o visor disponíveis</li></ul>',
    imageAlts: ['Capuz S-433 branco com gola interna'],
  },
  'versaflo-s-133-single-use-hood': {
    name: 'Capuz descartável Versaflo S-133',
    shortDescription:
      '<p>Capuz descartável para a área da saúde e a indústria farmacêutica, vendido por unidade ou em caixas com 10.</p>',
    description:
      '<p>Descarte após o atendimento de um paciente ou após um turno. Polipropileno sem látex com visor transparente de PETG.</p>\n<ul><li>Uso único</li><li>Sem látex</li><li>Compatível com TR-300+ e TR-600</li></ul>',
    attributeLabels: { 'Pack size': 'Embalagem' },
    attributeValues: {
      'Pack size': { '1': '1', '10': '10' },
    },
    imageAlts: ['Capuz PAPR descartável e leve'],
  },
  'versaflo-s-655-hood-paint': {
    name: 'Capuz Versaflo S-655 com capuz interno',
    shortDescription: '<p>Capuz até os ombros, com capuz interno, feito para cabines de pintura.</p>',
    description:
      '<p>O tecido externo resistente a produtos químicos repele a névoa de tinta; o capuz interno mantém o ar na zona respiratória.</p>\n<ul><li>Compatível com películas protetoras destacáveis para o visor</li><li>Cobertura até os ombros</li></ul>',
    imageAlts: ['Capuz para pintura S-655 com capuz interno'],
  },
  'versaflo-s-855-hood-extended-bib': {
    name: 'Capuz Versaflo S-855 com peitilho estendido',
    shortDescription:
      '<p>Capuz com peitilho estendido para manuseio de pós farmacêuticos e áreas com respingos químicos.</p>',
    description:
      '<p>O peitilho longo fica por dentro do macacão e forma uma barreira contínua da cabeça à cintura.</p>\n<ul><li>Peitilho estendido na frente e nas costas</li><li>Capuz interno</li><li>FPA 1.000</li></ul>',
    imageAlts: ['Capuz com peitilho longo cobrindo o peito e as costas'],
  },
  'versaflo-m-107-faceshield-headtop': {
    name: 'Cobertura facial Versaflo M-107 com protetor facial',
    shortDescription:
      '<p>Cobertura facial leve com protetor facial, sem capacete de segurança, para laboratórios e processamento de alimentos.</p>',
    description:
      '<p>Quando não há risco de impacto na cabeça, o M-107 economiza peso. O protetor facial se levanta para as pausas em áreas limpas.</p>\n<ul><li>Protetor facial Z87.1+</li><li>Não é capacete de segurança</li><li>Vedação facial substituível</li></ul>',
    imageAlts: ['Cobertura facial leve M-107 com protetor facial'],
  },
};
