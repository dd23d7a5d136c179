import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the full-facepiece respirators, item by item as in English. */
const fullFaceWarranty: SeedWarranty = {
  warrantyDuration: '2 anos',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Corpo da peça facial', itemWarrantyDuration: '2 anos' },
    { itemName: 'Visor', itemWarrantyDuration: '1 ano' },
    { itemName: 'Tirantes e válvulas', itemWarrantyDuration: '6 meses' },
  ],
};

/** Brazilian Portuguese texts of the reusable half and full facepieces, filters and cartridges. */
export const brazilianPortugueseRespirators: Record<string, ProductTranslation> = {
  'safeair-hf-800-silicone-half-mask': {
    name: 'Respirador semifacial de silicone SafeAir HF-800 com fecho de abertura rápida',
    shortDescription:
      '<p>Respirador semifacial premium de silicone com fecho de abertura rápida, para baixar a peça entre uma tarefa e outra sem tirar o capacete.</p>',
    description:
      '<p>O silicone macio de grau médico veda com conforto por horas e não se deforma com o calor. O fecho de abertura rápida permite baixar a peça facial para conversar ou beber água sem tirar o capacete de segurança ou a máscara de solda.</p>\n<p>Uma válvula de exalação central grande reduz o acúmulo de calor e umidade, e a ponte nasal baixa melhora a compatibilidade com óculos de segurança.</p>\n<ul><li>Vedação facial de silicone</li><li>Fecho de abertura rápida, acionado com uma mão</li><li>Válvula de exalação grande</li><li>Tamanhos P, M e G</li></ul>',
    warranty: { warrantyDuration: '1 ano', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Respirador semifacial de silicone azul com fecho de abertura rápida'],
  },
  'safeair-hf-200-paint-respirator-kit': {
    name: 'Kit respirador SafeAir HF-200 para pintura (OV/P95)',
    shortDescription:
      '<p>HF-200 tamanho Médio com cartuchos para vapores orgânicos, pré-filtros P95 e retentores, pronto para pintura a pistola.</p>',
    description:
      '<p>Tudo de que um pintor amador ou uma marcenaria precisa para começar: a peça facial, um par de cartuchos OV e quatro pré-filtros P95 contra a névoa de tinta. Troque os cartuchos quando sentir cheiro ou gosto de solvente, ou conforme o seu cronograma de troca.</p>\n<ul><li>Peça facial HF-200 tamanho Médio</li><li>Dois cartuchos OV, quatro pré-filtros P95 e dois retentores</li><li>Saco de armazenamento com fecho reutilizável</li></ul>',
    imageAlts: ['Kit de respirador semifacial com cartuchos para vapores orgânicos e pré-filtros'],
  },
  'safeair-hf-500-en-140-half-mask-rd40': {
    name: 'Respirador semifacial SafeAir HF-500 EN 140, rosca Rd40',
    shortDescription:
      '<p>Respirador semifacial EN 140 com uma única rosca padrão Rd40, para filtros europeus A2P3 e ABEK.</p>',
    description:
      '<p>Pensado para equipes internacionais e empreiteiras que trabalham com especificações europeias. A conexão única Rd40 aceita qualquer filtro EN 148-1, inclusive os nossos filtros A2P3 e P3 R.</p>\n<ul><li>EN 140:1998</li><li>Rosca única Rd40 (EN 148-1)</li><li>Sem aprovação NIOSH</li></ul>',
    imageAlts: ['Respirador semifacial com uma única conexão frontal de filtro Rd40'],
  },
  'safeair-hf-300-low-profile-p100-half-mask': {
    name: 'Respirador semifacial SafeAir HF-300 de perfil baixo, P100',
    shortDescription:
      '<p>Respirador semifacial compacto com filtros P100 tipo pancake, que cabe sob a máscara de solda.</p>',
    description:
      '<p>Os filtros tipo pancake ficam rentes às bochechas e deixam espaço dentro da máscara de solda ou sob o protetor facial. O P100 é a escolha certa para fumos de chumbo, cádmio e manganês e para a remoção de amianto conforme a OSHA 1926.1101.</p>\n<ul><li>Inclui um par de filtros P100 tipo pancake</li><li>NIOSH TC-84A-1455</li><li>Serve na maioria dos adultos (peça facial M/G)</li></ul>',
    warranty: { warrantyDuration: '1 ano', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Respirador semifacial de perfil baixo com dois filtros pancake magenta'],
  },
  'safeair-ff-600-full-face-respirator': {
    name: 'Respirador facial inteiro SafeAir FF-600',
    shortDescription:
      '<p>Respirador facial inteiro com visor amplo resistente a impacto; FPA 50 com ensaio de vedação quantitativo.</p>',
    description:
      '<p>O FF-600 protege olhos, rosto e pulmões ao mesmo tempo, o que faz diferença com vapores irritantes como amônia ou formaldeído, que também atacam os olhos. O visor de policarbonato atende aos requisitos de alto impacto da ANSI Z87.1 e tem tratamento antiembaçante e antirrisco.</p>\n<p>Pela OSHA, uma peça facial inteira tem fator de proteção atribuído (FPA) 50 quando aprovada em ensaio de vedação quantitativo (10 com ensaio qualitativo). Ela usa os mesmos filtros e cartuchos de baioneta dos nossos respiradores semifaciais.</p>\n<p>Tirantes de seis pontos, vedação facial de silicone e uma mascarilha interna que desvia o ar expirado do visor para evitar o embaçamento.</p>\n<ul><li>NIOSH TC-84A-1501 (partículas) e TC-23C-2240 (cartuchos)</li><li>Visor classificado ANSI Z87.1 para alto impacto</li><li>Vedação facial de silicone, tirantes de seis pontos</li><li>Diafragma de voz para uma comunicação mais clara</li><li>Tamanhos P, M e G</li></ul>',
    tabs: [
      {
        tabTitle: 'Documentos',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Instruções de uso do FF-600',
            file: '/downloads/safeair-ff-600-instructions.pdf',
            fileDescription: 'Montagem, verificações de vedação, limpeza e armazenamento.',
          },
          {
            fileTitle: 'Matriz de aprovação NIOSH',
            file: '/downloads/safeair-ff-600-niosh-matrix.pdf',
            fileDescription: 'Combinações aprovadas de filtros e cartuchos.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Posso usar óculos de grau por dentro?',
        answer:
          'As hastes de óculos comuns comprometem a vedação. Use o kit para lentes de grau da série FF, que monta as suas lentes corretivas dentro da máscara.',
      },
      {
        question: 'Qual é o FPA dele?',
        answer:
          'A OSHA atribui FPA 50 às peças faciais inteiras quando o usuário é aprovado em um ensaio de vedação quantitativo; com ensaio qualitativo, o FPA fica limitado a 10.',
      },
      {
        question: 'Funciona com um PAPR?',
        answer:
          'Não, este é um respirador de pressão negativa. Para ar motorizado, use uma cobertura facial Versaflo.',
      },
    ],
    warranty: fullFaceWarranty,
    attributeLabels: { 'Assigned protection factor': 'Fator de proteção atribuído' },
    attributeValues: {
      'Assigned protection factor': {
        '50 (OSHA, quantitative fit test)': '50 (OSHA, ensaio de vedação quantitativo)',
      },
    },
    imageAlts: [
      'Respirador facial inteiro preto com visor largo e dois cartuchos',
      'Vista lateral mostrando o tirante de cabeça de quatro pontos',
      'Máscara com cartuchos para vapores orgânicos instalados',
    ],
  },
  'safeair-ff-800-silicone-full-face': {
    name: 'Respirador facial inteiro de silicone SafeAir FF-800 com kit para lentes de grau',
    shortDescription:
      '<p>Respirador facial inteiro premium de silicone, que já vem com kit para lentes de grau para quem usa óculos.</p>',
    description:
      '<p>O FF-800 acrescenta uma vedação de silicone mais macia, um visor com revestimento rígido resistente a riscos e um kit para lentes de grau que a sua ótica pode montar. Tamanho único, serve na maioria dos rostos adultos.</p>\n<ul><li>Aprovação NIOSH com filtros SafeAir</li><li>Kit para lentes de grau incluído</li><li>Visor de policarbonato com revestimento rígido</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Respirador facial inteiro com armação para lentes de grau'],
  },
  'safeair-ff-400-en-136-full-face-rd40': {
    name: 'Máscara facial inteira SafeAir FF-400 EN 136 Classe 2, Rd40',
    shortDescription:
      '<p>Máscara facial inteira com especificação europeia e uma única rosca Rd40, EN 136 Classe 2.</p>',
    description:
      '<p>Para projetos de exportação e locais de trabalho que especificam filtros EN. Aceita qualquer filtro Rd40 EN 148-1.</p>\n<ul><li>EN 136 Classe 2</li><li>Rosca Rd40</li><li>Sem aprovação NIOSH</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Máscara facial inteira com um único filtro Rd40 frontal'],
  },
  'safeair-ff-600-asbestos-kit': {
    name: 'Kit SafeAir FF-600 para remoção de amianto e chumbo',
    shortDescription:
      '<p>FF-600 tamanho Médio com dois pares de filtros P100 e estojo de armazenamento, para equipes de remoção.</p>',
    description:
      '<p>Trabalhos de remoção regidos pela OSHA 1926.1101 e 1926.62 exigem no mínimo um respirador semifacial com filtros P100; muitas empreiteiras padronizam o facial inteiro pela proteção dos olhos e pelo FPA mais alto.</p>\n<ul><li>Peça facial FF-600 tamanho Médio</li><li>Dois pares de filtros P100</li><li>Estojo rígido de armazenamento</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Kit de respirador facial inteiro com filtros P100 e estojo'],
  },
  'safeair-ff-900-cbrn-full-face': {
    name: 'Respirador facial inteiro SafeAir FF-900 CBRN',
    shortDescription:
      '<p>Facial inteiro com classificação CBRN (química, biológica, radiológica e nuclear) para equipes de emergência; venda restrita, atendida pelo fabricante.</p>',
    description:
      '<p>Respiradores CBRN são vendidos somente a órgãos públicos e compradores qualificados. O fabricante verifica a elegibilidade e cuida dos requisitos de treinamento.</p>\n<ul><li>Aprovação NIOSH CBRN APR</li><li>Canister com rosca padrão OTAN de 40 mm</li><li>Tubo para beber água e conexão para amplificador de voz</li></ul>',
    buttonText: 'Comprar com o fabricante',
    warranty: fullFaceWarranty,
    imageAlts: ['Respirador facial inteiro CBRN verde-oliva com canister de 40 mm'],
  },
  'safeair-n95-prefilters-and-retainers': {
    name: 'Pré-filtros SafeAir N95 com retentores (10 pré-filtros)',
    shortDescription:
      '<p>Pré-filtros N95 que se encaixam sobre os cartuchos, contra névoa de tinta e poeira.</p>',
    description:
      '<p>Acrescentam proteção N95 contra partículas aos cartuchos OV ou OV/AG e evitam que a névoa de tinta os entupa.</p>\n<ul><li>Dez pré-filtros</li><li>Dois retentores</li><li>NIOSH N95</li></ul>',
    imageAlts: ['Pré-filtros N95 redondos brancos e duas tampas retentoras'],
  },
  'safeair-p100-filter-nuisance-ov': {
    name: 'Filtro SafeAir P100 contra vapores orgânicos em nível de incômodo (par)',
    shortDescription:
      '<p>Filtro P100 com camada de carvão que alivia vapores orgânicos e ozônio em nível de incômodo.</p>',
    description:
      '<p>Ideal para soldagem em que o cheiro de ozônio incomoda, mas está abaixo do limite de exposição. Não é aprovado para vapores orgânicos acima do PEL (limite de exposição permitido da OSHA).</p>\n<ul><li>NIOSH P100</li><li>Camada de carvão</li><li>Par</li></ul>',
    imageAlts: ['Filtros P100 magenta com camada de carvão'],
  },
  'safeair-p3-r-filter-rd40': {
    name: 'Filtro para partículas SafeAir P3 R, Rd40',
    shortDescription: '<p>Filtro EN 143 P3 R com rosca padrão Rd40 para máscaras EN 136 e EN 140.</p>',
    description:
      '<p>Reutilizável em vários turnos (R) até a resistência à respiração aumentar.</p>\n<ul><li>EN 143 P3 R</li><li>Rosca Rd40 (EN 148-1)</li></ul>',
    imageAlts: ['Filtro para partículas P3 branco com rosca Rd40'],
  },
  'safeair-organic-vapor-cartridges': {
    name: 'Cartuchos SafeAir para vapores orgânicos',
    shortDescription: '<p>Cartuchos NIOSH OV para tintas, vernizes, solventes e adesivos.</p>',
    description:
      '<p>O carvão ativado adsorve os vapores orgânicos até ficar saturado; a partir daí, o vapor atravessa o cartucho. A OSHA exige um cronograma de troca por escrito, baseado em dados de exposição ou no software de vida útil do fabricante, e não apenas no cheiro.</p>\n<ul><li>NIOSH OV, TC-23C-2210</li><li>Encaixe de baioneta para todas as peças faciais SafeAir</li><li>Acrescente pré-filtros N95 ou P100 para pintura a pistola</li></ul>',
    tabs: [
      {
        tabTitle: 'Noções de cronograma de troca',
        contentType: 'text',
        textContent:
          '<p>A OSHA 1910.134(d)(3)(iii) exige um cronograma de troca por escrito para cartuchos de gases e vapores, a menos que tenham indicador de fim de vida útil. Baseie o cronograma no contaminante, na concentração, na umidade, na temperatura e no ritmo de trabalho, usando os dados de vida útil do fabricante. Troque antes se sentir cheiro ou gosto do contaminante.</p>',
      },
    ],
    faqs: [
      {
        question: 'Quanto tempo duram os cartuchos OV?',
        answer:
          'Depende da concentração, da umidade e do ritmo respiratório. Siga um cronograma de troca; para uso doméstico ocasional, troque após cerca de 40 horas ou antes, se sentir cheiro de vapor.',
      },
      {
        question: 'Protegem contra as partículas da tinta spray?',
        answer:
          'Acrescente pré-filtros N95 contra a névoa de tinta. Para tintas com isocianato (bicomponentes, 2K), recomenda-se um sistema de adução de ar ou um PAPR.',
      },
    ],
    attributeLabels: { 'Pack size': 'Embalagem' },
    attributeValues: {
      'Pack size': { '1 pair': '1 par', '6 pairs': '6 pares' },
    },
    imageAlts: ['Par de cartuchos pretos para vapores orgânicos'],
  },
  'safeair-ov-ag-cartridges': {
    name: 'Cartuchos SafeAir para vapores orgânicos e gases ácidos (par)',
    shortDescription:
      '<p>Cartuchos para vapores orgânicos e também cloro, cloreto de hidrogênio e dióxido de enxofre.</p>',
    description:
      '<p>Para produtos químicos de piscina, limpeza com água sanitária, decapagem e gravação química.</p>\n<ul><li>NIOSH OV/AG</li><li>Encaixe de baioneta</li><li>Par</li></ul>',
    imageAlts: ['Par de cartuchos amarelos para vapores orgânicos e gases ácidos'],
  },
  'safeair-multi-gas-vapor-cartridges': {
    name: 'Cartuchos multigás/vapores SafeAir (par)',
    shortDescription:
      '<p>Cartuchos de amplo espectro para amônia, metilamina, formaldeído e gases ácidos.</p>',
    description:
      '<p>A escolha certa para fazendas, laboratórios e serviços de limpeza com vários produtos químicos.</p>\n<ul><li>NIOSH multigás/vapores</li><li>Par</li></ul>',
    imageAlts: ['Cartuchos multigás verde-oliva para respiradores'],
  },
  'safeair-a2p3-combination-filter-rd40': {
    name: 'Filtro combinado SafeAir A2P3, Rd40',
    shortDescription:
      '<p>Filtro EN 14387 A2 para gases orgânicos e filtro EN 143 P3 para partículas em um único canister Rd40.</p>',
    description:
      '<p>Para aplicar revestimentos à base de solvente com máscaras EN 136 ou EN 140. A2 é a classe de capacidade média (até 5.000 ppm).</p>\n<ul><li>EN 14387 A2 / EN 143 P3 R D</li><li>Rosca Rd40</li></ul>',
    imageAlts: ['Filtro A2P3 Rd40 marrom e branco'],
  },
  'safeair-abek-filters-bayonet': {
    name: 'Filtros SafeAir ABEK1 de baioneta (par)',
    shortDescription:
      '<p>Filtros multigás EN 14387 para gases orgânicos, inorgânicos e ácidos e amônia, com P3 opcional.</p>',
    description:
      '<p>O ABEK cobre as quatro principais famílias de gases na capacidade da classe 1 (até 1.000 ppm). Escolha o ABEK1P3 para acrescentar proteção contra partículas.</p>\n<ul><li>EN 14387 ABEK1</li><li>P3 opcional</li><li>Baioneta para as séries HF e FF</li></ul>',
    imageAlts: ['Filtros ABEK1 com faixas de várias cores'],
  },
};
