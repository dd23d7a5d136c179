import type { ProductTranslation } from '../types.ts';

/** Brazilian Portuguese texts of best-selling products nineteen and twenty: Speedglas protection plates and a half mask. */
export const brazilianPortugueseProducts4: Record<string, ProductTranslation> = {
  'speedglas-9100-outside-protection-plates': {
    name: 'Placas de proteção externas Speedglas 9100',
    shortDescription:
      '<p>Placas frontais incolores que recebem os respingos no lugar do seu filtro de escurecimento automático.</p>',
    description:
      '<p>Troque a placa externa assim que os respingos começarem a embaçar a visão; uma placa marcada faz você usar uma tonalidade mais escura do que o necessário. As placas padrão servem para a maioria dos trabalhos com MIG e eletrodo revestido, as resistentes ao calor duram mais em serviços de alta amperagem e as antirrisco aguentam a poeira de esmerilhamento.</p>\n<ul><li>Compatíveis com todas as máscaras da série 9100</li><li>Policarbonato, 1/16 de polegada de espessura</li><li>Vendidas em pacotes com 10; placas padrão também em pacotes com 50</li></ul>',
    tabs: [
      {
        tabTitle: 'Qual placa?',
        contentType: 'text',
        textContent:
          '<p>As placas <strong>padrão</strong> servem para trabalhos gerais com MIG e eletrodo revestido. As placas <strong>resistentes ao calor</strong> duram cerca de duas vezes mais em alta amperagem e com transferência por spray. As placas <strong>antirrisco</strong> aguentam a poeira de esmerilhamento e limpezas frequentes.</p>',
      },
    ],
    faqs: [
      {
        question: 'Com que frequência devo trocar a placa?',
        answer:
          'Assim que respingos ou riscos embaçarem a visão. Soldadores MIG com muito serviço costumam usar uma ou duas por semana.',
      },
      {
        question: 'Servem nas máscaras G5?',
        answer: 'Não. As máscaras G5 usam placas de proteção próprias.',
      },
    ],
    attributeLabels: { Type: 'Tipo', 'Pack size': 'Embalagem' },
    attributeValues: {
      Type: {
        Standard: 'Padrão',
        'Heat resistant': 'Resistente ao calor',
        'Scratch resistant': 'Resistente a riscos',
      },
      'Pack size': { '10': '10', '50': '50' },
    },
    imageAlts: ['Pilha de placas de proteção externas incolores'],
  },
  'safeair-hf-200-reusable-half-mask': {
    name: 'Respirador semifacial reutilizável SafeAir HF-200',
    shortDescription:
      '<p>Peça semifacial leve de termoplástico com encaixe duplo tipo baioneta para filtros e cartuchos SafeAir.</p>',
    description:
      '<p>O HF-200 é o respirador semifacial que mais recomendamos: leve, barato e fácil de ajustar. Ele aceita todos os cartuchos e filtros SafeAir de baioneta, então uma única peça facial cobre poeira, tinta, solventes e amônia.</p>\n<p>Um respirador semifacial tem fator de proteção atribuído 10 pela OSHA: pode ser usado até dez vezes o limite de exposição permitido, desde que o usuário tenha feito o ensaio de vedação. Peça o tamanho com que você passou no ensaio de vedação; a maioria dos adultos usa o Médio.</p>\n<p>A peça facial sozinha não é um respirador completo. A aprovação NIOSH (TC-84A-1432 com filtros para partículas, TC-23C-2210 com cartuchos) vale somente com filtros SafeAir.</p>\n<ul><li>Tamanhos Pequeno, Médio e Grande</li><li>Encaixes de baioneta para todos os filtros e cartuchos SafeAir</li><li>Perfil baixo que cabe sob máscaras de solda e protetores faciais</li><li>Pesa 3,2 oz sem cartuchos</li><li>Válvulas de inalação e exalação substituíveis</li></ul>',
    tabs: [
      {
        tabTitle: 'Guia de filtros',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Poeira, sílica, chumbo, amianto',
            answer: 'Filtros P100 ou filtros P100 tipo pancake.',
          },
          {
            question: 'Tinta, verniz, solventes',
            answer: 'Cartuchos OV, com pré-filtros N95 para pintura a pistola.',
          },
          { question: 'Alvejante, cloro, vapores ácidos', answer: 'Cartuchos OV/AG.' },
          {
            question: 'Amônia, formaldeído, misturas de produtos químicos',
            answer: 'Cartuchos multigás/vapores.',
          },
        ],
      },
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Como ajustar um respirador semifacial',
            youtubeUrl: 'https://www.youtube.com/watch?v=Lk2mP8sVd3w',
            videoDescription: 'Verificações de vedação com pressão positiva e negativa.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'De qual tamanho eu preciso?',
        answer:
          'O Médio serve na maioria dos adultos. Se você não passar no ensaio de vedação com o Médio, experimente o Pequeno para rostos estreitos ou o Grande para rostos largos e queixos longos.',
      },
      {
        question: 'Os cartuchos estão incluídos?',
        answer:
          'Não. Adicione filtros P100 para poeira e chumbo, cartuchos OV para solventes e tinta ou o cartucho multigás para amônia e formaldeído.',
      },
      {
        question: 'Como faço a limpeza?',
        answer:
          'Retire os filtros, lave a peça facial em água morna com sabão neutro ou um produto de limpeza para respiradores, enxágue e deixe secar ao ar. Não use solventes.',
      },
    ],
    warranty: { warrantyDuration: '1 ano', useCustomWarranty: false, customWarrantyItems: [] },
    attributeLabels: { 'Assigned protection factor': 'Fator de proteção atribuído' },
    attributeValues: {
      'Assigned protection factor': { '10 (OSHA)': '10 (OSHA)' },
    },
    imageAlts: [
      'Respirador semifacial HF-200 cinza com encaixes de baioneta para cartuchos',
      'Respirador semifacial com filtros P100 rosa',
      'Respirador semifacial com cartuchos pretos para vapores orgânicos',
    ],
  },
};
