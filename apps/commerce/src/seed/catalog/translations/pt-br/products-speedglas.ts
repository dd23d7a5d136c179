import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the Speedglas helmets, item by item as in English. */
const speedglasHelmetWarranty: SeedWarranty = {
  warrantyDuration: '3 anos',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Filtro de escurecimento automático', itemWarrantyDuration: '3 anos' },
    { itemName: 'Casco da máscara', itemWarrantyDuration: '2 anos' },
    { itemName: 'Carneira', itemWarrantyDuration: '1 ano' },
  ],
};

/** Brazilian Portuguese texts of the Speedglas welding helmets. */
export const brazilianPortugueseSpeedglas: Record<string, ProductTranslation> = {
  'speedglas-9100-fx-welding-helmet': {
    name: 'Máscara de solda Speedglas 9100 FX',
    shortDescription:
      '<p>Máscara de solda com escurecimento automático e casco basculante, com visor incolor para esmerilhamento por baixo: você solda, remove a escória e esmerilha sem trocar de equipamento.</p>',
    description:
      '<p>A 9100 FX combina um filtro de escurecimento automático Speedglas com um casco de solda basculante e um visor incolor grande, de alto impacto. Levante o casco para esmerilhar ou inspecionar o cordão e abaixe-o para abrir o arco; seus olhos ficam protegidos o tempo todo.</p>\n<p>Escolha o filtro de acordo com o seu trabalho: o 9100V para serralheria em geral, o 9100X ou o XX para uma área de visão maior, ou o 9100XXi, com janela extragrande de 2,8 x 4,2 polegadas, estado claro em tonalidade 3 e teclado intuitivo.</p>\n<p>O formato do casco desvia do filtro o calor e a umidade da respiração, e as janelas laterais em tonalidade 5 dão visão periférica para você enxergar as pessoas circulando pela cabine.</p>\n<ul><li>Tonalidades de soldagem 5, 8, 9–13 (conforme o filtro), com comutação em 0,1 ms</li><li>Visor incolor para esmerilhamento classificado ANSI Z87.1+ para alto impacto</li><li>Janelas laterais em tonalidade 5 para visão periférica</li><li>Carneira ajustável com tira superior e testeira substituível</li><li>Atende às normas ANSI Z87.1-2020, CSA Z94.3 e EN 175/EN 379</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Como ajustar a carneira da 9100 FX',
            youtubeUrl: 'https://www.youtube.com/watch?v=Qm7vR2xLk4A',
            videoDescription: 'Ajuste a altura, a tira superior e a inclinação em menos de dois minutos.',
          },
          {
            videoTitle: 'Como trocar a placa de proteção externa',
            youtubeUrl: 'https://www.youtube.com/watch?v=h8TzW1pNq0c',
            videoDescription: 'Troque uma placa cheia de respingos sem ferramentas.',
          },
        ],
      },
      {
        tabTitle: 'Documentos',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Manual do usuário da 9100 FX',
            file: '/downloads/speedglas-9100fx-user-manual.pdf',
            fileDescription: 'Ajuste, escolha da tonalidade e manutenção (PDF, 2,1 MB).',
          },
          {
            fileTitle: 'Tabela de escolha de tonalidade',
            file: '/downloads/welding-shade-chart.pdf',
            fileDescription: 'Tonalidades recomendadas por processo e amperagem.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Posso fazer upgrade do filtro depois?',
        answer:
          'Sim. Todos os filtros 9100 servem no casco da 9100 FX, então você pode começar com o 9100V e passar para o XXi mais tarde.',
      },
      {
        question: 'Ela cabe sobre óculos de grau?',
        answer:
          'A maioria das armações cabe. Se as suas forem largas, use uma lente de aumento Speedglas no lugar dos óculos.',
      },
      {
        question: 'Existe versão com capacete de segurança?',
        answer: 'Veja a 9100 MP, que combina os mesmos filtros com um capacete de segurança Tipo I Classe G.',
      },
    ],
    warranty: speedglasHelmetWarranty,
    attributeLabels: { ADF: 'Filtro de escurecimento automático', Weight: 'Peso' },
    attributeValues: {
      ADF: { '9100V': '9100V', '9100X': '9100X', '9100XX': '9100XX', '9100XXi': '9100XXi' },
      Weight: { '1.39 lb (with filter)': '1,39 lb (com filtro)' },
    },
    imageAlts: [
      'Máscara de solda Speedglas 9100 FX preta com o visor incolor levantado',
      'Vista lateral da 9100 FX mostrando as janelas laterais',
      'Filtro de escurecimento automático Speedglas 9100XXi com teclado',
      'Soldador esmerilhando com o casco basculante levantado',
    ],
  },
  'speedglas-9100-fx-air-welding-helmet-papr': {
    name: 'Máscara de solda Speedglas 9100 FX Air com PAPR Versaflo TR-600',
    shortDescription:
      '<p>Máscara de solda e sistema de respirador purificador de ar motorizado (PAPR) configurados de fábrica, vendidos e enviados diretamente pelo fabricante.</p>',
    description:
      '<p>A 9100 FX Air combina o casco basculante da 9100 FX com uma vedação facial e um motoventilador Versaflo TR-600 que filtra os fumos de solda por meio de um filtro HE. O fator de proteção atribuído é 25 pela OSHA 29 CFR 1910.134.</p>\n<p>Como o sistema é configurado sob encomenda (escolha do filtro, tamanho da bateria, retentor de fagulhas), o pedido é atendido diretamente pelo fabricante. Use o botão abaixo para montar e comprar o seu kit.</p>\n<ul><li>Aprovação NIOSH TC-21C-0810 (PAPR, HE)</li><li>Vazão selecionável de 6,7; 7,4 ou 8,3 cfm</li><li>Autonomia de até 10 horas com a bateria padrão TR-630</li><li>Vedação facial resistente a chamas e capa da traqueia incluídas</li></ul>',
    buttonText: 'Comprar com o fabricante',
    warranty: speedglasHelmetWarranty,
    attributeLabels: { 'Battery runtime': 'Autonomia da bateria' },
    attributeValues: {
      'Battery runtime': { 'Up to 10 hours': 'Até 10 horas' },
    },
    imageAlts: ['Máscara de solda Speedglas 9100 FX Air conectada a um PAPR preso ao cinto'],
  },
  'speedglas-9100-mp-welding-helmet': {
    name: 'Máscara de solda Speedglas 9100 MP com capacete de segurança',
    shortDescription:
      '<p>Máscara de solda, visor para esmerilhamento e capacete de segurança ANSI Z89.1 em uma só peça, para estaleiros, montagem de estruturas metálicas e manutenção industrial.</p>',
    description:
      '<p>Nos locais que exigem proteção para a cabeça, a 9100 MP dispensa o improviso de usar um boné de proteção por baixo da máscara. O casco de solda e o visor incolor giram sobre um capacete de segurança Tipo I, Classe G, então você mantém a proteção contra impactos no topo da cabeça enquanto solda ou esmerilha.</p>\n<p>A carneira com catraca é independente do casco de solda, então a máscara fica na mesma posição com o casco levantado ou abaixado.</p>\n<ul><li>Capacete de segurança conforme ANSI/ISEA Z89.1 Tipo I Classe G</li><li>Visor incolor ANSI Z87.1+ de alto impacto</li><li>Compatível com todos os filtros de escurecimento automático da série 9100</li><li>Casco de perfil baixo que passa sob vigas e tubulações</li></ul>',
    warranty: speedglasHelmetWarranty,
    attributeLabels: { ADF: 'Filtro de escurecimento automático' },
    attributeValues: {
      ADF: { '9100V': '9100V', '9100XX': '9100XX', '9100XXi': '9100XXi' },
    },
    imageAlts: [
      'Máscara de solda Speedglas 9100 MP montada em um capacete de segurança amarelo',
      'Casco de solda levantado mostrando o visor incolor para esmerilhamento',
      'Detalhe do casco do capacete de segurança e da catraca',
    ],
  },
  'speedglas-g5-01-welding-helmet': {
    name: 'Máscara de solda Speedglas G5-01 para serviço pesado',
    shortDescription:
      '<p>Máscara de solda com escurecimento automático premium, para serviço pesado em MIG de alta amperagem, eletrodo revestido e goivagem, com filtro TW ou VC à sua escolha.</p>',
    description:
      '<p>A G5-01 foi feita para soldadores que trabalham com amperagem alta o dia inteiro. O casco mais baixo afasta o calor do rosto, e o filtro fica mais longe do arco para reduzir a exposição a fumos e o ofuscamento.</p>\n<p>Escolha o filtro G5-01TW, com modo TIG dedicado para arcos de baixa amperagem, ou o G5-01VC, com tecnologia de cor variável que dá uma visão mais natural e menos esverdeada da poça de fusão.</p>\n<p>A carneira gira junto com o casco, então a máscara levanta e fica no lugar, e o peso fica equilibrado mais abaixo na cabeça para reduzir o esforço no pescoço ao longo de um turno longo.</p>\n<ul><li>Tonalidades 5 e 8–13, estado claro 3</li><li>Área de visão de 2,8 x 4,2 polegadas</li><li>Quatro sensores de arco para um escurecimento confiável em posições difíceis</li><li>Bateria de lítio recarregável no filtro, cerca de 8 horas por carga</li><li>ANSI Z87.1, CSA Z94.3, EN 175 e EN 379 com classe óptica 1/1/1/2</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Primeira configuração da G5-01',
            youtubeUrl: 'https://www.youtube.com/watch?v=Gt5mWq0xLr8',
            videoDescription: 'Ajuste da carneira, inclinação e carga do filtro.',
          },
          {
            videoTitle: 'Como usar o modo TIG',
            youtubeUrl: 'https://www.youtube.com/watch?v=aN3vKd7Pz1Q',
            videoDescription: 'Quando ativar o modo TIG e como ele se comporta em baixa amperagem.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Qual é a diferença entre TW e VC?',
        answer:
          'O filtro TW tem um modo TIG ajustado para arcos de baixa amperagem. O filtro VC usa tecnologia de cor variável para uma visão mais natural. Os dois cobrem as tonalidades 5 e 8–13.',
      },
      {
        question: 'Como carrego o filtro?',
        answer:
          'A bateria do filtro carrega por uma porta USB-C em cerca de 3 horas. Uma carga completa dura aproximadamente um turno.',
      },
    ],
    warranty: speedglasHelmetWarranty,
    attributeLabels: { ADF: 'Filtro de escurecimento automático', 'Lens size': 'Tamanho do filtro' },
    attributeValues: {
      ADF: { 'G5-01TW': 'G5-01TW', 'G5-01VC': 'G5-01VC' },
      'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 pol.' },
    },
    imageAlts: [
      'Máscara de solda Speedglas G5-01 preta fosca para serviço pesado',
      'Filtro G5-01VC mostrando a visão em cores naturais',
      'Parte traseira da G5-01 mostrando a carneira giratória',
    ],
  },
  'speedglas-g5-02-curved-welding-helmet': {
    name: 'Máscara de solda Speedglas G5-02 com filtro curvo',
    shortDescription:
      '<p>Filtro de escurecimento automático curvo, com cerca de 30% mais campo de visão, no casco G5 para serviço pesado.</p>',
    description:
      '<p>O filtro curvo da G5-02 envolve o rosto e amplia o campo de visão para os lados e para baixo, então você movimenta menos a cabeça para acompanhar uma junta longa.</p>\n<p>A óptica curva tem classificação 1/1/1/1, e o filtro cobre as tonalidades 8–12, com estado claro 3 e modo esmerilhamento em tonalidade 5.</p>\n<ul><li>Filtro de escurecimento automático curvo, tonalidades 8–12, estado claro 3</li><li>Modo esmerilhamento em tonalidade 5</li><li>O mesmo casco de perfil baixo para serviço pesado da G5-01</li><li>Bateria de lítio substituível, até 1.500 horas</li></ul>',
    warranty: speedglasHelmetWarranty,
    imageAlts: [
      'Máscara de solda Speedglas G5-02 com filtro de escurecimento automático curvo e largo',
      'Filtro curvo visto do lado de dentro da máscara',
    ],
  },
  'speedglas-9002nc-welding-helmet': {
    name: 'Máscara de solda Speedglas 9002NC',
    shortDescription:
      '<p>O clássico de longa data: escurecimento automático confiável nas tonalidades 9–13, em um casco compacto e comprovado.</p>',
    description:
      '<p>A 9002NC é presença garantida no chão de fábrica há anos. Ela escurece em qualquer tonalidade de 9 a 13, com estado claro 3, e é tão simples que a maioria dos soldadores nunca abre o manual.</p>\n<p>O casco estreito entra em espaços apertados em chassis e carretas, onde máscaras maiores batem.</p>\n<ul><li>Tonalidade variável 9–13, estado claro 3</li><li>Área de visão de 1,7 x 4,1 polegadas</li><li>Dois ajustes de sensibilidade</li><li>Bateria de lítio substituível</li></ul>',
    warranty: speedglasHelmetWarranty,
    imageAlts: ['Clássica máscara de solda Speedglas 9002NC preta'],
  },
  'speedglas-9100-welding-helmet-9100xx': {
    name: 'Máscara de solda Speedglas 9100 com filtro 9100XX',
    shortDescription:
      '<p>Máscara 9100 de frente fixa com o filtro 9100XX de visão ampla e janelas laterais em tonalidade 5.</p>',
    description:
      '<p>Se você não esmerilha com a mesma máscara, a 9100 de frente fixa é mais leve e mais simples que a FX. O filtro 9100XX oferece uma visão de 2,8 x 4,2 polegadas com as tonalidades 5, 8 e 9–13.</p>\n<p>Este modelo está temporariamente fora de estoque; a 9100 FX com o mesmo filtro é enviada hoje.</p>\n<ul><li>Tonalidades 5, 8, 9–13 com modo de memória</li><li>Janelas laterais em tonalidade 5</li><li>Canais de exaustão afastam o calor e a umidade do filtro</li></ul>',
    warranty: speedglasHelmetWarranty,
    imageAlts: ['Máscara de solda Speedglas 9100 de frente fixa com janelas laterais'],
  },
  'speedglas-9100-welding-helmet-9100v': {
    name: 'Máscara de solda Speedglas 9100 com filtro 9100V',
    shortDescription: '<p>A forma mais econômica de entrar na série 9100, com ou sem janelas laterais.</p>',
    description:
      '<p>O filtro 9100V cobre as tonalidades 5 e 8–13, com área de visão de 1,8 x 3,7 polegadas. É uma ótima escolha para MIG e eletrodo revestido, quando você não precisa da maior janela.</p>\n<p>Peça com janelas laterais para ter mais visão periférica, ou sem elas para uma cabine mais escura.</p>\n<ul><li>Tonalidades 5, 8–13</li><li>Três níveis de sensibilidade e atraso ajustável</li><li>Permite upgrade para qualquer filtro 9100</li></ul>',
    warranty: speedglasHelmetWarranty,
    attributeLabels: { 'Side windows': 'Janelas laterais' },
    attributeValues: {
      'Side windows': {
        'With side windows': 'Com janelas laterais',
        'Without side windows': 'Sem janelas laterais',
      },
    },
    imageAlts: ['Máscara de solda Speedglas 9100 com filtro 9100V'],
  },
  'speedglas-9100-mp-lite-welding-helmet': {
    name: 'Máscara de solda Speedglas 9100 MP Lite com filtro 9100X',
    shortDescription:
      '<p>O design basculante da MP sem o capacete de segurança, para oficinas que querem um visor incolor grande e menos peso.</p>',
    description:
      '<p>A MP Lite mantém a geometria do casco da 9100 MP e o visor incolor extragrande, mas troca o capacete de segurança por uma carneira confortável com catraca, o que economiza quase três quartos de libra.</p>\n<p>Ela vem com o filtro 9100X (tonalidades 5, 8, 9–13) e aceita qualquer filtro da série 9100.</p>\n<ul><li>Visor incolor grande, ANSI Z87.1+ de alto impacto</li><li>Casco de solda basculante com travas de posição firmes</li><li>Carneira compatível com as testeiras da 9100</li></ul>',
    faqs: [
      {
        question: 'Posso acrescentar um capacete de segurança depois?',
        answer:
          'Não, o casco com capacete de segurança faz parte da 9100 MP. Escolha a MP se o seu local de trabalho exige proteção para a cabeça.',
      },
      {
        question: 'Qual filtro vem incluído?',
        answer: 'O 9100X, com área de visão de 2,1 x 4,2 polegadas e tonalidades 5, 8 e 9–13.',
      },
    ],
    warranty: speedglasHelmetWarranty,
    imageAlts: ['Speedglas 9100 MP Lite com casco basculante e visor incolor'],
  },
};
