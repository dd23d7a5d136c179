import type { ProductTranslation } from '../types.ts';
import { versafloKitWarranty } from './products-versaflo-1.ts';

/** Brazilian Portuguese texts of the Versaflo filters, cartridges, batteries, chargers and supplied-air parts (second half). */
export const brazilianPortugueseVersaflo2: Record<string, ProductTranslation> = {
  'versaflo-tr-6710n-he-filter': {
    name: 'Filtro para partículas HE Versaflo TR-6710N',
    shortDescription:
      '<p>Filtro HE NIOSH para TR-600 e TR-800, com 99,97% de eficiência contra partículas.</p>',
    description:
      '<p>O HE é o equivalente do P100 para PAPR. Troque quando o motoventilador não conseguir mais manter a vazão ou conforme o seu cronograma de troca.</p>\n<ul><li>NIOSH HE, eficiência mínima de 99,97%</li><li>Partículas oleosas e não oleosas</li><li>Use com o pré-filtro TR-6600 para prolongar a vida útil</li></ul>',
    tabs: [
      {
        tabTitle: 'Compatibilidade',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Motoventiladores',
            answer: 'TR-600 e TR-800. O TR-300+ usa o filtro TR-3712N.',
          },
          {
            question: 'Pré-filtros e retentores de fagulhas',
            answer:
              'Use o pré-filtro TR-6600 em trabalhos com muita poeira e o retentor de fagulhas TR-662 em soldagem e esmerilhamento.',
          },
          {
            question: 'Uso combinado',
            answer: 'Para gases e vapores, substitua o filtro HE pelo cartucho TR-6580N OV/AG/HE.',
          },
        ],
      },
    ],
    attributeLabels: { 'Pack size': 'Embalagem' },
    attributeValues: {
      'Pack size': { '1': '1', '10': '10' },
    },
    imageAlts: ['Filtro HE TR-6710N magenta'],
  },
  'versaflo-tr-6580n-ov-ag-he-cartridge': {
    name: 'Cartucho Versaflo TR-6580N OV/AG/HE',
    shortDescription:
      '<p>Cartucho combinado para vapores orgânicos, gases ácidos e partículas no TR-600.</p>',
    description:
      '<p>Aprovado para vapores orgânicos, cloro, cloreto de hidrogênio, dióxido de enxofre, fluoreto de hidrogênio e partículas (HE). Não use onde a concentração do contaminante for imediatamente perigosa à vida ou à saúde (IPVS).</p>\n<ul><li>OV, AG e HE em um único cartucho</li><li>Siga um cronograma de troca por escrito para gases e vapores</li></ul>',
    imageAlts: ['Cartucho combinado TR-6580N preto e amarelo'],
  },
  'versaflo-tr-3712n-he-filter': {
    name: 'Filtro HE Versaflo TR-3712N para TR-300+',
    shortDescription: '<p>Filtro HE de reposição para o motoventilador TR-300+.</p>',
    description:
      '<p>Encaixa na tampa do filtro do TR-300+. Troque quando o alarme de vazão baixa soar com a bateria carregada.</p>\n<ul><li>NIOSH HE</li><li>Compatível somente com o TR-300+</li></ul>',
    imageAlts: ['Filtro HE TR-3712N para o TR-300+'],
  },
  'versaflo-tr-6600-prefilter-10-pack': {
    name: 'Pré-filtro Versaflo TR-6600 (pacote com 10)',
    shortDescription:
      '<p>Pré-filtros baratos que retêm a poeira grossa e prolongam a vida útil do filtro HE.</p>',
    description:
      '<p>Troque o pré-filtro todos os dias em trabalhos com muita poeira; um filtro HE dura muito mais atrás de um pré-filtro limpo.</p>\n<ul><li>Dez por pacote</li><li>Compatível com TR-600 e TR-800</li></ul>',
    imageAlts: ['Pilha de pré-filtros brancos de tecido'],
  },
  'versaflo-tr-662-spark-arrestor-10-pack': {
    name: 'Retentor de fagulhas Versaflo TR-662 (pacote com 10)',
    shortDescription: '<p>Telas de malha metálica que barram as fagulhas antes que cheguem ao filtro.</p>',
    description:
      '<p>Obrigatório para soldagem e esmerilhamento com o TR-600.</p>\n<ul><li>Dez por pacote</li><li>Compatível com o TR-600</li></ul>',
    imageAlts: ['Retentores de fagulhas de tela metálica'],
  },
  'versaflo-tr-630-standard-battery': {
    name: 'Bateria padrão Versaflo TR-630',
    shortDescription: '<p>Bateria de íons de lítio para o TR-600, de 6 a 10 horas por carga.</p>',
    description:
      '<p>Uma bateria reserva mantém o motoventilador funcionando em turnos dobrados. O indicador de carga com cinco LEDs mostra a carga restante num relance.</p>\n<ul><li>Autonomia de 6–10 horas, conforme a vazão e o filtro</li><li>Carrega em cerca de 4 horas</li><li>Cerca de 500 ciclos completos de carga</li></ul>',
    faqs: [
      {
        question: 'Quanto tempo leva para carregar?',
        answer: 'Cerca de 4 horas, totalmente descarregada, no carregador TR-641N.',
      },
      {
        question: 'Como devo guardar uma bateria reserva?',
        answer:
          'Para guardar por mais de um mês, deixe-a com cerca de meia carga em local fresco e seco e complete a carga antes de usar.',
      },
    ],
    attributeLabels: { 'Battery runtime': 'Autonomia da bateria' },
    attributeValues: {
      'Battery runtime': { '6–10 hours': '6–10 horas' },
    },
    imageAlts: ['Bateria de íons de lítio TR-630 com indicador de LED'],
  },
  'versaflo-tr-632-high-capacity-battery': {
    name: 'Bateria de alta capacidade Versaflo TR-632',
    shortDescription: '<p>Bateria de alta capacidade para turnos longos em vazão alta, de 10 a 14 horas.</p>',
    description:
      '<p>Recomendada para cartuchos combinados ou para a vazão mais alta. Sob encomenda, enviada em cerca de duas semanas.</p>\n<ul><li>Autonomia de 10–14 horas</li><li>Mesmo carregador da TR-630</li></ul>',
    attributeLabels: { 'Battery runtime': 'Autonomia da bateria' },
    attributeValues: {
      'Battery runtime': { '10–14 hours': '10–14 horas' },
    },
    imageAlts: ['Bateria de alta capacidade TR-632, de tamanho maior'],
  },
  'versaflo-tr-641n-4-station-charger': {
    name: 'Carregador de baterias Versaflo TR-641N para 4 baterias',
    shortDescription:
      '<p>Carrega quatro baterias do TR-600 ao mesmo tempo; pode ser fixado na parede do almoxarifado de ferramentas.</p>',
    description:
      '<p>Cada compartimento carrega e condiciona a bateria de forma independente, com uma luz de status própria.</p>\n<ul><li>Quatro compartimentos</li><li>Suporte para parede incluído</li><li>120 V CA</li></ul>',
    imageAlts: ['Carregador para quatro baterias com luzes de status'],
  },
  'versaflo-tr-341n-charger-kit': {
    name: 'Kit carregador de baterias Versaflo TR-341N para TR-300+',
    shortDescription: '<p>Carregador individual e fonte de alimentação para baterias do TR-300+.</p>',
    description:
      '<p>Carrega uma bateria padrão TR-330 em cerca de 3,5 horas.</p>\n<ul><li>Um compartimento</li><li>Fonte de alimentação de 120 V</li></ul>',
    imageAlts: ['Carregador para uma bateria do TR-300+'],
  },
  'versaflo-tr-332-high-capacity-battery': {
    name: 'Bateria de alta capacidade Versaflo TR-332 para TR-300+',
    shortDescription: '<p>Dobra a autonomia do TR-300+, para 8–12 horas.</p>',
    description:
      '<p>Ideal para plantões hospitalares de 12 horas.</p>\n<ul><li>Autonomia de 8–12 horas</li><li>Indicador de carga</li></ul>',
    attributeLabels: { 'Battery runtime': 'Autonomia da bateria' },
    attributeValues: {
      'Battery runtime': { '8–12 hours': '8–12 horas' },
    },
    imageAlts: ['Bateria de alta capacidade TR-332'],
  },
  'versaflo-v-500e-supplied-air-regulator': {
    name: 'Regulador de adução de ar Versaflo V-500E',
    shortDescription:
      '<p>Válvula de controle de vazão presa ao cinto, que alimenta as coberturas faciais Versaflo com ar respirável Grade D.</p>',
    description:
      '<p>Com a adução de ar, os cronogramas de troca de filtros deixam de existir: o usuário respira ar Grade D vindo de um compressor ou de um cilindro. O V-500E regula a vazão entre 6 e 15 cfm e tem apito de alerta de baixa pressão.</p>\n<p>A OSHA exige que o ar comprimido respirável atenda ao Grade D da ANSI/CGA G-7.1 e que os compressores tenham alarme de alta temperatura ou de CO.</p>\n<ul><li>Aprovação NIOSH TC-19C com coberturas faciais Versaflo</li><li>Vazão de 6–15 cfm, alarme de baixa pressão</li><li>Engate rápido padrão industrial (industrial interchange)</li></ul>',
    tabs: [
      {
        tabTitle: 'Documentos',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Instruções de uso do V-500E',
            file: '/downloads/versaflo-v-500e-user-instructions.pdf',
            fileDescription: 'Instalação, ajuste de vazão e verificações diárias.',
          },
          {
            fileTitle: 'Checklist de ar respirável Grade D',
            file: '/downloads/grade-d-breathing-air-checklist.pdf',
            fileDescription:
              'Checklist de compressor, filtragem e monitoramento de CO conforme a ANSI/CGA G-7.1.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'De que pressão de ar eu preciso?',
        answer:
          'Forneça de 60 a 100 psi na entrada do regulador, por uma mangueira aprovada de no máximo 300 pés.',
      },
      {
        question: 'Posso usar o ar comprimido da oficina?',
        answer:
          'Só se ele for filtrado e monitorado para atender ao Grade D. Use um painel de filtragem de ar respirável e um monitor de CO.',
      },
    ],
    warranty: { warrantyDuration: '1 ano', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Regulador de adução de ar V-500E preso ao cinto'],
  },
  'versaflo-v-100-vortex-cooling-tube': {
    name: 'Tubo de resfriamento por vórtice Versaflo V-100',
    shortDescription:
      '<p>Resfria o ar fornecido em até 50 °F, para fundições, cabines de jateamento e cabines de pintura no verão.</p>',
    description:
      '<p>Um tubo de vórtice divide o ar comprimido em um fluxo quente e outro frio e envia o frio para a cobertura facial. Não precisa de energia elétrica.</p>\n<ul><li>Resfria até 50 °F abaixo da temperatura do ar de alimentação</li><li>Botão de ajuste de temperatura</li></ul>',
    warranty: { warrantyDuration: '1 ano', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Tubo de resfriamento por vórtice em um cinto'],
  },
  'versaflo-v-200-heating-tube': {
    name: 'Tubo de aquecimento por vórtice Versaflo V-200',
    shortDescription:
      '<p>Aquece o ar fornecido em até 50 °F, para jateamento abrasivo e pintura no frio.</p>',
    description:
      '<p>A versão de aquecimento do V-100, para oficinas sem calefação e trabalho ao ar livre no inverno.</p>\n<ul><li>Aquece até 50 °F acima da temperatura do ar de alimentação</li><li>Não precisa de energia elétrica</li></ul>',
    warranty: { warrantyDuration: '1 ano', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Tubo de aquecimento por vórtice em um cinto'],
  },
  'safeair-grade-d-breathing-air-hose': {
    name: 'Mangueira de ar respirável Grade D SafeAir',
    shortDescription:
      '<p>Mangueira aprovada para adução de ar, com engates padrão industrial, diâmetro interno de 3/8 de polegada.</p>',
    description:
      '<p>Somente as mangueiras listadas na aprovação NIOSH podem ser usadas com um respirador de adução de ar. Esta mangueira é aprovada com o V-500E.</p>\n<ul><li>Diâmetro interno de 3/8 de polegada, pressão de trabalho de 300 psi</li><li>PVC dissipativo de estática</li><li>Engates nas duas pontas</li></ul>',
    attributeLabels: { 'Hose length': 'Comprimento da mangueira' },
    attributeValues: {
      'Hose length': { '25 ft': '25 pés', '50 ft': '50 pés', '100 ft': '100 pés' },
    },
    imageAlts: ['Mangueira de ar respirável amarela enrolada com engates rápidos'],
  },
  'versaflo-v-500e-supplied-air-system-m-307': {
    name: 'Sistema de adução de ar Versaflo V-500E com capacete M-307',
    shortDescription:
      '<p>Sistema completo de adução de ar, configurado com a mangueira e o tubo de climatização que você escolher.</p>',
    description:
      '<p>Montado sob encomenda com regulador, capacete, traqueia e comprimento de mangueira; enviado pelo fabricante.</p>\n<ul><li>NIOSH TC-19C</li><li>FPA 1.000</li></ul>',
    buttonText: 'Comprar com o fabricante',
    warranty: versafloKitWarranty,
    imageAlts: ['Capacete M-307 conectado a um regulador V-500E e a uma mangueira'],
  },
};
