import type { ProductTranslation } from '../types.ts';

/** Brazilian Portuguese texts of best-selling products eleven to eighteen: hard hat, welding, glove and respirator items. */
export const brazilianPortugueseProducts2: Record<string, ProductTranslation> = {
  'shieldpro-hh-10-cap-style-hard-hat': {
    name: 'Capacete de segurança ShieldPro HH-10 aba frontal com catraca',
    shortDescription:
      '<p>Capacete aba frontal Tipo I, Classe E, com carneira de seis pontos e ajuste por catraca, em seis cores.</p>',
    description:
      '<p>O HH-10 atende à ANSI/ISEA Z89.1-2014 Tipo I (impacto no topo) Classe E, ensaiado a 20.000 volts. Uma carneira de náilon de seis pontos distribui a energia do impacto, e a catraca se ajusta com uma só mão do tamanho 6,5 ao 8.</p>\n<p>Os encaixes universais para acessórios aceitam protetores auditivos tipo concha, protetores faciais e suportes de lanterna padrão para capacete.</p>\n<p>Inspecione o casco e a carneira antes de cada uso. Troque a carneira pelo menos a cada 12 meses e o casco após qualquer impacto significativo ou conforme as regras do local, normalmente a cada cinco anos.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 Tipo I, Classe E</li><li>Casco de PEAD com calha frontal para chuva</li><li>Carneira de seis pontos com catraca, tamanhos 6,5–8</li><li>Encaixes para protetores auditivos e faciais</li></ul>',
    tabs: [
      {
        tabTitle: 'Inspeção diária',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Casco',
            answer:
              'Procure trincas, amassados, sulcos e áreas esbranquiçadas ou desbotadas. Flexione a aba com cuidado; ela deve voltar à posição.',
          },
          {
            question: 'Carneira',
            answer:
              'Verifique se as tiras estão desfiadas e se os clipes têm trincas; confirme que cada clipe está bem encaixado no seu slot.',
          },
          {
            question: 'Acessórios',
            answer:
              'Certifique-se de que protetores auditivos e faciais estão montados nos encaixes próprios, e não em furos feitos com furadeira.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Qual é a diferença entre Tipo I e Tipo II?',
        answer:
          'O Tipo I protege contra golpes no topo da cabeça. O Tipo II acrescenta proteção contra impactos laterais, o que faz diferença em obras com cargas em movimento e risco de queda.',
      },
      {
        question: 'Posso colar adesivos nele?',
        answer:
          'Adesivos refletivos aprovados pelo fabricante podem ser usados. Não pinte o casco nem faça furos; solventes e furos reduzem a proteção.',
      },
      {
        question: 'Com que frequência devo trocá-lo?',
        answer:
          'Troque a carneira a cada 12 meses e o casco após qualquer impacto, dano visível ou degradação por UV com aspecto esbranquiçado, e no mínimo a cada cinco anos.',
      },
    ],
    warranty: {
      warrantyDuration: '1 ano',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Casco do capacete', itemWarrantyDuration: '1 ano' },
        { itemName: 'Carneira', itemWarrantyDuration: '90 dias' },
      ],
    },
    imageAlts: [
      'Capacete de segurança amarelo aba frontal com suspensão de catraca',
      'Capacete de segurança HH-10 branco',
      'Capacete de segurança HH-10 laranja',
      'Parte de baixo mostrando a suspensão de seis pontos',
    ],
  },
  'speedglas-adf-battery-cr2032-2-pack': {
    name: 'Bateria CR2032 para filtro de escurecimento automático Speedglas (pacote com 2)',
    shortDescription:
      '<p>Baterias de lítio tipo moeda para filtros das séries 9100 e 100, com suportes de bateria.</p>',
    description:
      '<p>Troque as duas baterias ao mesmo tempo. Inclui dois suportes de bateria para filtros 9100.</p>\n<ul><li>Duas baterias de lítio CR2032 de 3 V</li><li>Dois suportes de bateria</li></ul>',
    imageAlts: ['Duas baterias de lítio tipo moeda CR2032'],
  },
  'armorgrip-8-mil-black-nitrile-gloves-100': {
    name: 'Luvas ArmorGrip de nitrila preta 8 mil para serviço pesado (caixa com 100)',
    shortDescription: '<p>Nitrila preta grossa de 8 mil para mecânicos, pintores e tatuadores.</p>',
    description:
      '<p>Quase duas vezes mais grossa que uma luva de procedimento, ela aguenta limpa-freios, graxa e horas de chave na mão.</p>\n<ul><li>8 mil</li><li>Sem pó</li><li>Totalmente texturizada</li></ul>',
    faqs: [
      {
        question: 'São de grau médico?',
        answer:
          'Não, são de grau industrial. Para uso clínico, escolha nossas luvas de procedimento de nitrila de 5 mil.',
      },
      {
        question: 'Resistem a limpa-freios?',
        answer:
          'Resistem a contato breve com limpa-freios e gasolina. Troque as luvas após um respingo forte.',
      },
    ],
    imageAlts: ['Luvas descartáveis de nitrila pretas para serviço pesado'],
  },
  'safeair-p100-pancake-filters': {
    name: 'Filtros SafeAir P100 tipo pancake',
    shortDescription: '<p>Filtros P100 de perfil baixo para chumbo, amianto, sílica e fumos de solda.</p>',
    description:
      '<p>Os filtros P100 retêm pelo menos 99,97% das partículas, inclusive névoas oleosas. Troque quando a respiração ficar difícil ou se o filtro estiver danificado ou sujo.</p>\n<ul><li>NIOSH P100</li><li>Compatível com HF-200, HF-300, HF-800 e série FF</li><li>Vendido em pares</li></ul>',
    faqs: [
      {
        question: 'Servem para amianto?',
        answer:
          'Uma peça semifacial com filtros P100 é o mínimo permitido pela OSHA 1926.1101 para a maioria dos trabalhos com amianto. Para qualquer situação além disso, siga o seu plano de remoção.',
      },
      {
        question: 'Com que frequência devo trocá-los?',
        answer:
          'Quando a respiração ficar mais difícil ou os filtros estiverem danificados ou sujos. Para chumbo e amianto, troque-os ao fim de cada turno.',
      },
    ],
    attributeLabels: { 'Pack size': 'Embalagem' },
    attributeValues: {
      'Pack size': { '1 pair': '1 par', '5 pairs': '5 pares' },
    },
    imageAlts: ['Par de filtros P100 tipo pancake magenta'],
  },
  'speedglas-100-welding-helmet': {
    name: 'Máscara de solda Speedglas 100',
    shortDescription:
      '<p>A Speedglas de entrada com óptica profissional, para soldagem na fazenda, como hobby e em serralheria leve.</p>',
    description:
      '<p>A Speedglas 100 traz a mesma qualidade óptica da linha profissional para uma máscara mais leve e simples. Escolha a 100V, com tonalidade variável 8–12, ou a 100S-11, com tonalidade fixa 11 para eletrodo revestido e MIG.</p>\n<p>A carneira é fácil de ajustar e o casco pesa cerca de uma libra, o que a torna uma boa primeira máscara ou uma reserva para deixar na caminhonete.</p>\n<ul><li>100V: tonalidade variável 8–12 com sensibilidade e atraso</li><li>100S-11: tonalidade fixa 11, nada para ajustar</li><li>Tonalidade no estado claro 3, tempo de comutação 0,1 ms</li><li>Área de visão de 1,7 x 3,6 polegadas</li></ul>',
    tabs: [
      {
        tabTitle: 'Documentos',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Manual do usuário Speedglas 100',
            file: '/downloads/speedglas-100-user-manual.pdf',
            fileDescription: 'Ajuste, configuração de tonalidade e troca de bateria.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Qual é a diferença entre a 100V e a 100S-11?',
        answer:
          'A 100V tem tonalidade variável 8–12 com botões de sensibilidade e atraso. A 100S-11 tem tonalidade fixa 11, sem nada para ajustar.',
      },
      {
        question: 'Serve para TIG?',
        answer:
          'A 100V funciona para a maior parte da soldagem TIG acima de cerca de 20 A. Para amperagens muito baixas, a série 9100 tem mais ajustes de sensibilidade.',
      },
    ],
    warranty: {
      warrantyDuration: '2 anos',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Filtro de escurecimento automático', itemWarrantyDuration: '2 anos' },
        { itemName: 'Casco da máscara', itemWarrantyDuration: '1 ano' },
      ],
    },
    attributeLabels: { ADF: 'Filtro de escurecimento automático', Graphic: 'Estampa' },
    attributeValues: {
      ADF: { '100V': '100V', '100S-11': '100S-11' },
      Graphic: {
        Black: 'Preto',
        'Carbon Fiber Look': 'Visual de fibra de carbono',
        'Blue Lightning': 'Raio azul',
      },
    },
    imageAlts: [
      'Máscara de solda Speedglas 100 com estampa de raio azul',
      'Speedglas 100 toda preta',
      'Speedglas 100 com acabamento imitando fibra de carbono',
    ],
  },
  'armorgrip-mechanics-pro-gloves': {
    name: 'Luvas para mecânico ArmorGrip Mechanics Pro',
    shortDescription:
      '<p>Palma anatômica de couro sintético, dorso respirável e pontas dos dedos compatíveis com touchscreen.</p>',
    description:
      '<p>A luva para passar o dia inteiro com a chave na mão. A palma de couro sintético sem costuras abraça a mão, o dorso com elasticidade em quatro direções respira e o fechamento de borracha termoplástica mantém o punho justo.</p>\n<p>Não é uma luva anticorte: para chapas metálicas afiadas, escolha a CR-4.</p>\n<ul><li>Palma de couro sintético, reforço entre o polegar e o indicador</li><li>Polegar e indicador compatíveis com touchscreen</li><li>Lavável na máquina</li><li>Tamanhos S–XXL</li></ul>',
    tabs: [
      {
        tabTitle: 'Cuidados',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Como lavar luvas de couro sintético',
            youtubeUrl: 'https://www.youtube.com/watch?v=Mz4cY8wRk2D',
            videoDescription:
              'Feche a tira do punho, lave em água fria e seque pendurada para manter a palma macia.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Como é a numeração?',
        answer: 'Fiel ao tamanho. Meça a circunferência da palma: L é 8,5–9 polegadas, XL é 9–9,5 polegadas.',
      },
      {
        question: 'Elas são anticorte?',
        answer:
          'Não. Protegem contra abrasão e arranhões leves. Veja nossa série CR para proteção contra corte.',
      },
    ],
    imageAlts: [
      'Luva para mecânico de couro sintético preta e vermelha',
      'Palma com reforço entre o polegar e o indicador',
      'Fecho de velcro no punho',
    ],
  },
  'safeair-astm-level-3-procedure-masks-50': {
    name: 'Máscaras de procedimento SafeAir ASTM Nível 3 (caixa com 50)',
    shortDescription:
      '<p>Máscaras de três camadas com elástico de orelha, no nível de barreira mais alto da ASTM F2100, para uso odontológico e clínico.</p>',
    description:
      '<p>As máscaras ASTM F2100 Nível 3 resistem à penetração de fluidos a 160 mmHg e filtram pelo menos 98% das bactérias e das partículas de 0,1 µm. São máscaras de barreira, não respiradores, e não vedam no rosto.</p>\n<ul><li>ASTM F2100 Nível 3</li><li>BFE e PFE ≥98%</li><li>Elásticos de orelha sem látex, 50 por caixa</li></ul>',
    imageAlts: ['Máscara de procedimento azul de três camadas com elásticos de orelha'],
  },
  'armorgrip-chemguard-nitrile-15-mil-gloves': {
    name: 'Luvas ArmorGrip ChemGuard de nitrila, 15 mil, 13 polegadas',
    shortDescription:
      '<p>Luva verde de nitrila com forro flocado para solventes, óleos, cáusticos e desengraxantes.</p>',
    description:
      '<p>A nitrila sem suporte de 15 mil é a luva química de uso geral para manutenção, lavagem de peças e limpeza. Resiste a solventes derivados de petróleo, a muitos ácidos e cáusticos e a gorduras animais, e é muito mais resistente que a nitrila descartável.</p>\n<p>Certificada EN ISO 374-1:2016 Tipo A com as letras JKOPT. Sempre confira o tempo de permeação do produto químico específico na nossa tabela de permeação; a nitrila tem baixa resistência a cetonas como acetona e MEK.</p>\n<ul><li>15 mil, 13 polegadas de comprimento</li><li>Forro flocado para mais conforto</li><li>EN ISO 374-1 Tipo A (JKOPT)</li><li>EN 388:2016 4101X</li></ul>',
    tabs: [
      {
        tabTitle: 'Dados de permeação',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Tabela de permeação ChemGuard',
            file: '/downloads/armorgrip-chemguard-permeation-chart.pdf',
            fileDescription: 'Tempos de permeação para 60 produtos químicos comuns conforme a EN 16523-1.',
          },
        ],
      },
    ],
    imageAlts: [
      'Luva verde de nitrila sem suporte com textura diamante em relevo',
      'Pictograma e letras EN ISO 374 no punho',
    ],
  },
};
