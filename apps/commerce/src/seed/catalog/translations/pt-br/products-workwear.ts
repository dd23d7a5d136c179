import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the TrekSafe boots and shoes, item by item as in English. */
const footwearWarranty: SeedWarranty = {
  warrantyDuration: '6 meses',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Colagem do solado', itemWarrantyDuration: '6 meses' },
    { itemName: 'Membrana impermeável', itemWarrantyDuration: '1 ano' },
  ],
};

/** Brazilian Portuguese texts of the hi-vis clothing, safety footwear and first-aid products. */
export const brazilianPortugueseWorkwear: Record<string, ProductTranslation> = {
  'brightline-class-3-surveyor-vest': {
    name: 'Colete de topógrafo BrightLine Classe 3 com mangas',
    shortDescription:
      '<p>Colete de topógrafo Tipo R Classe 3 com mangas, bolso para plantas e 10 bolsos utilitários.</p>',
    description:
      '<p>A Classe 3 exige mangas; este colete as acrescenta sem o calor de uma jaqueta completa.</p>\n<ul><li>ANSI/ISEA 107 Tipo R Classe 3</li><li>Bolso para plantas que comporta folhas de 11 x 17 polegadas</li><li>Frente bicolor de tecido fechado, costas em tela</li></ul>',
    faqs: [
      {
        question: 'Por que a Classe 3 precisa de mangas?',
        answer:
          'A Classe 3 exige pelo menos 1.240 polegadas quadradas de material de fundo e 310 polegadas quadradas de faixa refletiva, o que não é possível em um colete sem mangas.',
      },
      {
        question: 'Posso usá-lo sobre uma jaqueta?',
        answer:
          'Sim. A modelagem é folgada; a maioria das pessoas usa o tamanho de sempre sobre uma jaqueta leve.',
      },
    ],
    imageAlts: ['Colete de topógrafo amarelo de alta visibilidade com mangas curtas e muitos bolsos'],
  },
  'brightline-class-3-rain-jacket': {
    name: 'Jaqueta de chuva impermeável BrightLine Classe 3',
    shortDescription:
      '<p>Jaqueta de chuva Classe 3 com costuras seladas e capuz embutido, para equipes de rodovia no mau tempo.</p>',
    description:
      '<p>As costuras seladas com fita e o revestimento respirável mantêm as equipes secas e visíveis durante as tempestades.</p>\n<ul><li>ANSI/ISEA 107 Tipo R Classe 3</li><li>Costuras seladas, impermeabilidade de 10.000 mm de coluna d’água</li><li>Capuz embutido na gola</li></ul>',
    imageAlts: ['Jaqueta de chuva laranja de alta visibilidade com faixas refletivas'],
  },
  'brightline-class-2-long-sleeve-shirt': {
    name: 'Camisa de alta visibilidade BrightLine Classe 2 de manga longa',
    shortDescription:
      '<p>Camisa de manga longa que afasta o suor da pele, com faixa refletiva segmentada e proteção solar UPF 50.</p>',
    description:
      '<p>A faixa segmentada dobra e respira melhor que as faixas contínuas. No calor, substitui o colete e os manguitos de proteção solar.</p>\n<ul><li>ANSI/ISEA 107 Tipo R Classe 2</li><li>UPF 50</li><li>Malha birdseye que afasta a umidade</li></ul>',
    imageAlts: ['Camisa de manga longa amarela de alta visibilidade com faixa refletiva segmentada'],
  },
  'brightline-arc-rated-class-2-vest': {
    name: 'Colete BrightLine Classe 2 resistente a chamas, com classificação de arco',
    shortDescription:
      '<p>Colete de modacrílico inerentemente resistente a chamas, com classificação de arco de 8 cal/cm², para concessionárias de energia e trabalhos elétricos.</p>',
    description:
      '<p>Os coletes comuns de poliéster podem derreter sobre a pele em um arco elétrico. Este colete é feito de tecido resistente a chamas, com faixa refletiva também resistente a chamas e fechamento de velcro. Tamanho único, veste do L ao XXL.</p>\n<ul><li>ATPV 8 cal/cm², NFPA 70E categoria de EPI 2</li><li>ANSI/ISEA 107 Tipo R Classe 2</li><li>Faixa e linha resistentes a chamas</li></ul>',
    imageAlts: ['Colete laranja de alta visibilidade resistente a chamas com faixa refletiva antichama'],
  },
  'treksafe-ts-6-composite-toe-work-boot': {
    name: 'Botina de segurança TrekSafe TS-6 com biqueira de composite, 6 polegadas',
    shortDescription:
      '<p>Botina de couro impermeável com biqueira de composite sem metal e classificação EH, que passa pelos detectores de metal de aeroportos e fábricas.</p>',
    description:
      '<p>A TS-6 atende à ASTM F2413-18 quanto a impacto e compressão (I/75, C/75) e risco elétrico (EH), com uma biqueira de composite mais leve que a de aço e que não conduz o frio.</p>\n<p>Couro flor integral impermeável, língua de fole e solado de borracha antiderrapante fazem dela uma botina para o dia inteiro na construção civil, na armazenagem e na manutenção.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH</li><li>Biqueira de composite, sem metal</li><li>Membrana impermeável</li><li>Solado resistente a óleo e antiderrapante</li><li>Tamanhos americanos US 7–13, largura média</li></ul>',
    tabs: [
      {
        tabTitle: 'Tabela de tamanhos',
        contentType: 'text',
        textContent:
          '<p>Meça o pé do calcanhar até o dedo mais longo, no fim do dia. US 8 ≈ 10,0 pol., US 9 ≈ 10,3 pol., US 10 ≈ 10,7 pol., US 11 ≈ 11,0 pol., US 12 ≈ 11,3 pol., US 13 ≈ 11,7 pol.</p>',
      },
    ],
    faqs: [
      {
        question: 'Biqueira de composite ou de aço?',
        answer:
          'As duas atendem às mesmas classificações de impacto e compressão da ASTM F2413. A de composite é mais leve, não tem metal e não conduz o frio; a de aço é mais fina para a mesma proteção.',
      },
      {
        question: 'A numeração é normal?',
        answer:
          'Sim, a maioria dos clientes pede o mesmo tamanho do tênis. Se estiver entre dois tamanhos, suba meio número.',
      },
    ],
    warranty: footwearWarranty,
    imageAlts: [
      'Botina de couro marrom de 6 polegadas com biqueira de composite',
      'Solado de borracha antiderrapante',
      'Botina desamarrada mostrando a língua sanfonada impermeável',
    ],
  },
  'treksafe-ts-8-insulated-steel-toe-boot': {
    name: 'Bota de segurança TrekSafe TS-8 térmica e impermeável com biqueira de aço, 8 polegadas',
    shortDescription:
      '<p>Bota com isolamento térmico de 400 g, biqueira de aço e palmilha antiperfuração, para obras no inverno.</p>',
    description:
      '<p>Classificada para cerca de −20 °F em uso ativo. A palmilha antiperfuração barra pregos e arame de amarração de vergalhões.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH PR</li><li>Isolamento térmico de 400 g</li><li>Couro impermeável</li></ul>',
    warranty: footwearWarranty,
    imageAlts: ['Bota térmica marrom-escura de 8 polegadas com biqueira de aço'],
  },
  'treksafe-alloy-toe-athletic-safety-shoe': {
    name: 'Tênis de segurança TrekSafe com biqueira de liga de alumínio',
    shortDescription:
      '<p>Calçado de segurança leve como um tênis, com biqueira de liga de alumínio e solado dissipativo de eletricidade estática.</p>',
    description:
      '<p>Para armazéns, fábricas de eletrônicos e operações de logística, em que você anda quilômetros por turno. A classificação SD protege componentes sensíveis contra descargas eletrostáticas.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 SD</li><li>Biqueira de liga de alumínio</li><li>Cabedal de malha respirável</li></ul>',
    faqs: [
      {
        question: 'O que significa SD?',
        answer:
          'Dissipativo de estática (static dissipative): o solado escoa a carga eletrostática de forma controlada, para proteger eletrônicos e reduzir faíscas.',
      },
      {
        question: 'Ele tem classificação para risco elétrico?',
        answer:
          'Não. SD e EH são classificações diferentes. Para proteção contra risco elétrico, escolha a TS-6 ou a TS-8.',
      },
    ],
    warranty: footwearWarranty,
    imageAlts: ['Tênis de segurança preto e cinza com biqueira de liga de alumínio'],
  },
  'treksafe-16-in-steel-toe-rubber-boot': {
    name: 'Bota de borracha TrekSafe cano longo com biqueira de aço, 16 polegadas',
    shortDescription:
      '<p>Bota alta de PVC/borracha nitrílica com biqueira e palmilha de aço, para áreas de lavagem, fazendas e trabalhos com concreto.</p>',
    description:
      '<p>Resiste a gorduras animais, fertilizantes e produtos químicos leves. O solado com cravos se limpa sozinho na lama.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 PR</li><li>16 polegadas de altura</li><li>Biqueira e palmilha de aço</li></ul>',
    imageAlts: ['Bota de borracha verde de cano alto com biqueira de aço'],
  },
  'treksafe-strap-on-metatarsal-guards': {
    name: 'Protetores de metatarso TrekSafe com tiras (par)',
    shortDescription:
      '<p>Acrescente proteção de metatarso a qualquer calçado com biqueira de segurança, para pátios de tubos e fundições.</p>',
    description:
      '<p>Os protetores moldados cobrem o peito do pé, onde cargas que caem causam fraturas que a biqueira não evita. Ajustam-se por cima do cadarço de botas e sapatos.</p>\n<ul><li>Fixação por tiras, tamanho único</li><li>Protetor moldado de polímero</li></ul>',
    imageAlts: ['Protetor de metatarso preto preso sobre uma bota de trabalho'],
  },
  'mediready-class-a-first-aid-kit-25-person': {
    name: 'Kit de primeiros socorros MediReady ANSI Classe A, para 25 pessoas',
    shortDescription:
      '<p>Kit ANSI/ISEA Z308.1-2021 Classe A em maleta Tipo III que pode ser fixada na parede.</p>',
    description:
      '<p>A OSHA 1910.151(b) exige materiais de primeiros socorros adequados e prontamente disponíveis e indica a ANSI Z308.1 como referência. A Classe A cobre as lesões mais comuns no trabalho, como cortes, arranhões e pequenas queimaduras, para até 25 pessoas.</p>\n<p>Compartimentos com código de cores agilizam a reposição: azul para antissépticos, vermelho para controle de sangramento e amarelo para queimaduras.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 Classe A, Tipo III</li><li>Para fixar na parede ou levar na mão</li><li>Montado nos EUA</li></ul>',
    tabs: [
      {
        tabTitle: 'Conteúdo',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Lista de conteúdo da Classe A',
            file: '/downloads/mediready-class-a-contents.pdf',
            fileDescription: 'Cada item com a quantidade mínima da ANSI Z308.1 e o código do refil.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Classe A ou Classe B?',
        answer:
          'A Classe A cobre as lesões mais comuns. A Classe B traz mais materiais e mais variados, como tala e torniquete, para locais de trabalho de maior risco ou mais complexos.',
      },
      {
        question: 'Há refis disponíveis?',
        answer:
          'Sim, todos os itens usam tamanhos de refil padrão, e os nossos kits de refil para queimaduras e sangramentos seguem o mesmo código de cores.',
      },
    ],
    imageAlts: [
      'Maleta de primeiros socorros de plástico vermelha com cruz branca',
      'Kit aberto mostrando os compartimentos etiquetados',
    ],
  },
  'mediready-class-b-first-aid-cabinet-50-person': {
    name: 'Armário de primeiros socorros MediReady ANSI Classe B, para 50 pessoas',
    shortDescription:
      '<p>Armário de metal abastecido conforme a ANSI Classe B, para locais de trabalho de alto risco e equipes maiores.</p>',
    description:
      '<p>Inclui torniquete, tala, curativos para queimaduras e lava-olhos em um armário de metal com chave.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 Classe B, Tipo II</li><li>Armário de metal com porta</li><li>Torniquete e tala incluídos</li></ul>',
    tabs: [
      {
        tabTitle: 'Lista de conteúdo',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Conteúdo da Classe B',
            file: '/downloads/mediready-class-b-contents.pdf',
            fileDescription: 'Conteúdo item a item e códigos dos refis.',
          },
        ],
      },
    ],
    imageAlts: ['Armário de primeiros socorros de metal para parede com porta de abrir'],
  },
  'mediready-personal-eyewash-32-oz': {
    name: 'Estação lava-olhos individual MediReady, 32 oz (2 frascos)',
    shortDescription:
      '<p>Dois frascos de 32 oz de solução salina tamponada em um suporte de parede, para lavar os olhos imediatamente.</p>',
    description:
      '<p>O lava-olhos individual complementa, mas não substitui, uma estação ligada à rede de água ou alimentada por gravidade que atenda à ANSI Z358.1, exigida pela OSHA onde se usam produtos corrosivos. Use estes frascos para começar a lavagem a caminho da estação principal.</p>\n<ul><li>Dois frascos de 32 oz</li><li>Solução salina isotônica tamponada</li><li>Suporte de parede com tampa contra poeira</li></ul>',
    imageAlts: ['Suporte de parede com dois frascos lava-olhos verdes'],
  },
  'mediready-burn-care-refill-kit': {
    name: 'Kit de refil MediReady para queimaduras',
    shortDescription:
      '<p>Gel para queimaduras, curativos embebidos em gel e gaze para repor os kits das áreas de solda e de cozinha.</p>',
    description:
      '<p>Na cor amarela, seguindo o código de cores dos kits MediReady.</p>\n<ul><li>Seis sachês de gel para queimaduras</li><li>Dois curativos para queimaduras de 4 x 4 polegadas</li><li>Rolo de gaze</li></ul>',
    imageAlts: ['Sachês de gel para queimaduras e curativos com código amarelo'],
  },
  'mediready-aed-defibrillator': {
    name: 'Pacote DEA MediReady para o local de trabalho',
    shortDescription:
      '<p>Desfibrilador externo automático (DEA) com armário, sinalização e kit de RCP; vendido pelo fabricante, com supervisão médica incluída.</p>',
    description:
      '<p>Nos EUA, a venda de DEA exige prescrição médica. O fabricante fornece a supervisão médica, o registro e os lembretes de troca da bateria.</p>\n<ul><li>DEA aprovado pela FDA</li><li>Armário de parede com alarme</li><li>Bateria com duração de cinco anos</li></ul>',
    buttonText: 'Comprar com o fabricante',
    imageAlts: ['Armário de parede com desfibrilador externo automático'],
  },
};
