import type { ProductTranslation } from '../types.ts';

/** Brazilian Portuguese texts of the Speedglas spare parts, welding lenses and face shields. */
export const brazilianPortugueseSpeedglasParts: Record<string, ProductTranslation> = {
  'speedglas-9100-inside-protection-plates': {
    name: 'Placas de proteção internas Speedglas 9100 (pacote com 5)',
    shortDescription:
      '<p>Placas internas finas que protegem a parte de trás do filtro contra suor, sujeira e riscos.</p>',
    description:
      '<p>Troque a placa interna sempre que ela parecer embaçada. Compatível com os filtros 9100V, X, XX e XXi.</p>\n<ul><li>Pacote com 5</li><li>Policarbonato</li><li>Compatível com todos os filtros 9100</li></ul>',
    imageAlts: ['Cinco placas de proteção internas finas para um filtro de solda'],
  },
  'speedglas-9100-headband': {
    name: 'Carneira de reposição Speedglas 9100',
    shortDescription:
      '<p>Carneira com catraca, tira superior e testeira para as máscaras 9100 e 9100 FX.</p>',
    description:
      '<p>Devolve o ajuste a uma máscara já gasta. Inclui as peças de fixação e uma testeira atoalhada.</p>\n<ul><li>Ajuste de tamanho por catraca</li><li>Tira superior ajustável</li><li>Inclui uma testeira</li></ul>',
    imageAlts: ['Carneira com catraca Speedglas 9100 e tira superior'],
  },
  'speedglas-sweatband-3-pack': {
    name: 'Testeira atoalhada Speedglas (pacote com 3)',
    shortDescription: '<p>Testeiras laváveis de algodão atoalhado para as carneiras Speedglas e G5.</p>',
    description:
      '<p>Mantêm o suor longe dos olhos e do filtro. Laváveis na máquina; troque quando o elástico afrouxar.</p>\n<ul><li>Algodão atoalhado</li><li>Fixação por botões de pressão</li><li>Três por pacote</li></ul>',
    imageAlts: ['Três testeiras atoalhadas azuis'],
  },
  'speedglas-9100-fx-helmet-shell': {
    name: 'Casco da máscara Speedglas 9100 FX (sem filtro)',
    shortDescription:
      '<p>Casco 9100 FX completo, com carneira e visor incolor, pronto para receber o filtro que você já tem.</p>',
    description:
      '<p>Casco trincado, mas filtro em bom estado? Passe o seu filtro 9100 para este novo casco FX.</p>\n<ul><li>Inclui carneira e visor incolor</li><li>Filtro não incluído</li><li>Aceita todos os filtros 9100</li></ul>',
    warranty: { warrantyDuration: '2 anos', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Casco vazio da 9100 FX sem filtro instalado'],
  },
  'speedglas-flame-resistant-head-neck-cover': {
    name: 'Proteção para cabeça e pescoço Speedglas resistente a chamas',
    shortDescription:
      '<p>Tecido resistente a chamas que se prende à máscara para proteger o pescoço e as orelhas de respingos e da radiação UV.</p>',
    description:
      '<p>Na soldagem sobrecabeça e fora de posição, os respingos descem pela gola. Esta proteção se prende ao casco da 9100 ou da G5 com botões de pressão e cai sobre os ombros.</p>\n<ul><li>Algodão com tratamento retardante de chamas</li><li>Fixação por botões de pressão, sem ferramentas</li><li>Compatível com as séries 9100 e G5</li></ul>',
    imageAlts: ['Capuz de tecido preto resistente a chamas preso a uma máscara de solda'],
  },
  'speedglas-g5-01-headband': {
    name: 'Carneira de reposição Speedglas G5-01',
    shortDescription: '<p>Carneira giratória para as máscaras G5-01 e G5-02.</p>',
    description:
      '<p>Carneira de reposição original, com articulações giratórias e acolchoamento de conforto.</p>\n<ul><li>Compatível com G5-01 e G5-02</li><li>Inclui testeira</li></ul>',
    imageAlts: ['Conjunto da carneira giratória da G5-01'],
  },
  'speedglas-magnifying-lens': {
    name: 'Lente de aumento Speedglas',
    shortDescription:
      '<p>Lente de leitura de encaixe que fica atrás do filtro, para você dispensar os óculos dentro da máscara.</p>',
    description:
      '<p>Escolha a dioptria que você usa nos óculos de leitura. A lente se encaixa no suporte do filtro das máscaras 9100 e G5.</p>\n<ul><li>Dioptrias de +1,0 a +2,5</li><li>Policarbonato de grau óptico</li><li>Instalação sem ferramentas</li></ul>',
    faqs: [
      {
        question: 'Qual dioptria devo comprar?',
        answer:
          'Use o mesmo grau dos seus óculos de leitura de farmácia. Na dúvida, +1,5 atende à maioria dos soldadores com mais de 45 anos.',
      },
      {
        question: 'Em quais máscaras ela serve?',
        answer:
          'Em todas as máscaras da série 9100 e nas G5-01 e G5-02. Ela se encaixa atrás do filtro de escurecimento automático.',
      },
    ],
    attributeLabels: { Diopter: 'Dioptria' },
    attributeValues: {
      Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5' },
    },
    imageAlts: ['Lente de aumento incolor para um filtro de solda'],
  },
  'speedglas-9100-passive-welding-filter': {
    name: 'Filtro passivo para solda Speedglas 9100',
    shortDescription:
      '<p>Filtro de vidro de tonalidade fixa que se encaixa no suporte de filtro da 9100, como reserva ou para uma máscara dedicada à goivagem.</p>',
    description:
      '<p>Um filtro passivo nunca precisa de bateria, o que o torna uma boa reserva para trabalhos em locais remotos ou para a goivagem a arco com eletrodo de carvão, em que a tonalidade 13 é a mais comum.</p>\n<ul><li>Tonalidades 10–13</li><li>Dimensionado para o suporte de filtro da 9100</li><li>Atende às normas EN 169 e ANSI Z87.1</li></ul>',
    imageAlts: ['Filtro de solda passivo verde, tonalidade 11'],
  },
  'shieldpro-gold-coated-passive-lens': {
    name: 'Lente passiva ShieldPro com revestimento de ouro, 4,5 x 5,25 polegadas',
    shortDescription:
      '<p>Lente de vidro com revestimento de ouro que reflete o calor infravermelho, no tamanho comum de 4,5 x 5,25 polegadas.</p>',
    description:
      '<p>O revestimento de ouro reflete o infravermelho, então a lente e o seu rosto ficam mais frescos. Serve na maioria das máscaras passivas padrão e em muitas máscaras de escurecimento automático, como lente reserva.</p>\n<ul><li>Vidro de 4,5 x 5,25 polegadas</li><li>Revestimento de ouro refletor de infravermelho</li><li>Tonalidades 10, 11 e 12</li></ul>',
    attributeLabels: { 'Lens size': 'Tamanho da lente' },
    attributeValues: {
      'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 pol.' },
    },
    imageAlts: ['Lente de solda passiva com revestimento de ouro refletindo a luz'],
  },
  'shieldpro-shade-5-gas-welding-lens-2-pack': {
    name: 'Lente ShieldPro tonalidade 5 para solda a gás, 2 x 4,25 polegadas (pacote com 2)',
    shortDescription:
      '<p>Lentes de vidro em tonalidade 5 para óculos de maçariqueiro usados em oxicorte, brasagem e soldagem branda com maçarico.</p>',
    description:
      '<p>Servem nos óculos de maçariqueiro padrão com frente basculante de 2 x 4,25 polegadas e em protetores para corte.</p>\n<ul><li>Vidro verde em tonalidade 5</li><li>Duas por pacote</li></ul>',
    imageAlts: ['Duas lentes de vidro verdes, tonalidade 5'],
  },
  'shieldpro-clear-cover-lens-10-pack': {
    name: 'Lente de proteção incolor ShieldPro, 4,5 x 5,25 polegadas (pacote com 10)',
    shortDescription:
      '<p>Lentes de proteção de policarbonato que protegem as lentes passivas e de escurecimento automático contra respingos.</p>',
    description:
      '<p>Servem nos suportes de lente padrão de 4,5 x 5,25 polegadas.</p>\n<ul><li>Policarbonato</li><li>Dez por pacote</li></ul>',
    attributeLabels: { 'Lens size': 'Tamanho da lente' },
    attributeValues: {
      'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 pol.' },
    },
    imageAlts: ['Pilha de lentes de proteção incolores de policarbonato'],
  },
  'speedglas-9100-fx-replacement-clear-visor': {
    name: 'Visor incolor de reposição Speedglas 9100 FX',
    shortDescription: '<p>Visor incolor de alto impacto que fica por baixo do casco de solda da 9100 FX.</p>',
    description:
      '<p>Troque quando riscos ou fagulhas de esmerilhamento começarem a atrapalhar a visão. Classificação ANSI Z87.1+ para alto impacto.</p>\n<ul><li>Policarbonato com tratamento antirrisco</li><li>Compatível com 9100 FX e FX Air</li></ul>',
    imageAlts: ['Visor curvo de policarbonato incolor para máscara de solda'],
  },
  'shieldpro-clear-face-shield-ratchet': {
    name: 'Protetor facial incolor ShieldPro com carneira de catraca',
    shortDescription:
      '<p>Protetor facial incolor de cobertura total, classificado Z87+ para alto impacto e D3 para respingos.</p>',
    description:
      '<p>O ShieldPro 200 cobre da testa ao queixo para esmerilhadeira angular, remoção de escória e transferência de produtos químicos. Use sempre óculos de segurança por baixo: a OSHA considera o protetor facial uma proteção secundária.</p>\n<ul><li>Visor de policarbonato de 9 x 15,5 polegadas, com 0,06 polegada de espessura</li><li>Tratamento antiembaçante na face interna</li><li>ANSI Z87.1+ de alto impacto, D3 para respingos e gotículas</li><li>Carneira com catraca e articulação</li></ul>',
    warranty: { warrantyDuration: '1 ano', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Protetor facial incolor completo em uma carneira com catraca'],
  },
  'shieldpro-grinding-face-shield-shade-5': {
    name: 'Protetor facial ShieldPro para esmerilhamento e corte, tonalidade 5',
    shortDescription:
      '<p>Protetor facial verde em tonalidade 5 para corte com maçarico, brasagem e esmerilhamento com fagulhas.</p>',
    description:
      '<p>O visor escurecido em tonalidade 5 filtra o infravermelho e o ultravioleta e reduz o ofuscamento do oxicorte, com proteção contra impacto para o rosto inteiro.</p>\n<ul><li>Visor IR/UV em tonalidade 5</li><li>Z87+ de alto impacto</li><li>Carneira com catraca</li></ul>',
    warranty: { warrantyDuration: '1 ano', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Protetor facial verde, tonalidade 5'],
  },
  'speedglas-9100-fx-grinding-helmet': {
    name: 'Máscara para esmerilhamento Speedglas 9100 FX (sem filtro de escurecimento automático)',
    shortDescription:
      '<p>A máscara FX com a abertura do filtro tampada, para quem esmerilha e monta peças ao lado de soldadores.</p>',
    description:
      '<p>Montadores costumam esmerilhar ao lado de arcos abertos. Este casco FX oferece a eles a mesma carneira confortável e o mesmo visor incolor, com uma abertura tampada que pode receber um filtro mais tarde.</p>\n<ul><li>Visor incolor Z87.1+ de alto impacto</li><li>Permite upgrade com qualquer filtro 9100</li><li>A mesma carneira da 9100 FX</li></ul>',
    warranty: { warrantyDuration: '2 anos', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Máscara Speedglas FX com visor incolor e abertura do filtro tampada'],
  },
};
