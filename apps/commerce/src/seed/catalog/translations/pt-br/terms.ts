import type { StoreTranslation } from '../types.ts';

/** Brazilian Portuguese names of the product categories and global attribute terms. */
export const brazilianPortugueseTerms: StoreTranslation['terms'] = {
  product_cat: {
    // The brand names read the same in every language; their descriptions do not.
    speedglas: {
      description:
        'Máscaras de solda com escurecimento automático Speedglas, filtros e peças de reposição originais para solda MIG, TIG, eletrodo revestido e plasma. Tudo aqui atende às normas ANSI Z87.1 e CSA Z94.3.',
      imageAlt: 'Máscara de solda Speedglas preta com filtro de escurecimento automático escuro',
    },
    versaflo: {
      description:
        'Respiradores motorizados purificadores de ar (PAPR) e sistemas de linha de ar Versaflo: aprovados pelo NIOSH, de vedação folgada, compatíveis com barba e sem necessidade de ensaio de vedação.',
      imageAlt: 'Motoventilador PAPR Versaflo em um cinto com traqueia e capacete',
    },
    'welding-helmets': {
      name: 'Máscaras de solda',
      description:
        'Máscaras de solda Speedglas completas com filtro de escurecimento automático, da série 100 de entrada à linha G5 para serviço pesado.',
      imageAlt: 'Máscara de solda Speedglas 9100 FX com o visor incolor para esmerilhamento levantado',
    },
    'auto-darkening-filters': {
      name: 'Filtros de escurecimento automático',
      description:
        'Filtros de escurecimento automático (ADF) para reposição e upgrade, com tonalidade variável e sensibilidade e atraso ajustáveis.',
      imageAlt: 'Cartucho de filtro de escurecimento automático com teclado de tonalidade',
    },
    'helmet-spare-parts': {
      name: 'Peças de reposição para máscaras',
      description:
        'Placas de proteção, carneiras, testeiras, baterias e capuzes que mantêm a máscara de solda funcionando como nova.',
      imageAlt: 'Carneira e placas de proteção de uma máscara de solda dispostas em uma bancada',
    },
    'welding-lenses': {
      name: 'Lentes para solda',
      description:
        'Lentes passivas de tonalidade fixa, lentes de aumento e lentes de proteção para máscaras de solda e corte.',
      imageAlt: 'Lente de solda passiva verde marcada com tonalidade 10',
    },
    'grinding-shields': {
      name: 'Protetores faciais para esmerilhamento',
      description:
        'Protetores faciais e visores incolores e escuros para esmerilhamento, desbaste e corte, classificados ANSI Z87.1+ para alto impacto.',
      imageAlt: 'Protetor facial incolor de policarbonato para esmerilhamento em uma carneira com catraca',
    },
    'papr-systems': {
      name: 'Sistemas PAPR',
      description:
        'Kits PAPR prontos para uso com motoventilador, bateria, carregador, traqueia e cobertura facial para indústria, saúde e soldagem.',
      imageAlt: 'Kit inicial PAPR Versaflo TR-600 com bateria e capuz',
    },
    'papr-headtops': {
      name: 'Coberturas faciais PAPR',
      description:
        'Capuzes, capacetes e coberturas com protetor facial que se conectam aos sistemas Versaflo motorizados e de adução de ar.',
      imageAlt: 'Capacete respiratório Versaflo branco com protetor facial incolor',
    },
    'papr-filters': {
      name: 'Filtros PAPR',
      description:
        'Filtros para partículas HE, cartuchos combinados, pré-filtros e retentores de fagulhas para motoventiladores Versaflo.',
      imageAlt: 'Filtro para partículas HE magenta para motoventilador PAPR',
    },
    'papr-batteries': {
      name: 'Baterias e carregadores PAPR',
      description:
        'Baterias de íons de lítio e carregadores individuais ou de várias posições para as unidades Versaflo TR-300+ e TR-600.',
      imageAlt: 'Bateria PAPR de íons de lítio Versaflo com indicador de carga',
    },
    'supplied-air': {
      name: 'Adução de ar',
      description:
        'Reguladores de fluxo contínuo, traqueias com controle de temperatura e mangueiras que alimentam as coberturas Versaflo com o ar comprimido da fábrica.',
      imageAlt: 'Regulador de adução de ar em um cinto com capuz e mangueira de ar',
    },
    'masks-respirators': {
      name: 'Máscaras e respiradores',
      description:
        'Respiradores descartáveis FFP2, FFP3 e NIOSH N95, peças semifaciais e faciais inteiras reutilizáveis, e os cartuchos e filtros que as acompanham.',
      imageAlt: 'Respirador dobrável FFP3 branco com válvula',
    },
    'ffp2-masks': {
      name: 'Máscaras FFP2',
      description:
        'Peças faciais filtrantes FFP2 conforme a EN 149, com pelo menos 94% de eficiência de filtração contra poeiras, névoas e fumos.',
      imageAlt: 'Máscara dobrável FFP2 branca com tiras de cabeça',
    },
    'ffp3-masks': {
      name: 'Máscaras FFP3',
      description:
        'Respiradores FFP3 conforme a EN 149, a classe descartável mais alta da Europa, com pelo menos 99% de filtração e vazamento total para dentro inferior a 2%.',
      imageAlt: 'Respirador FFP3 tipo concha com válvula de exalação vermelha',
    },
    'n95-respirators': {
      name: 'Respiradores N95',
      description:
        'Respiradores descartáveis N95, N99 e P100 aprovados pelo NIOSH para construção civil, saúde e fumaça de incêndios florestais.',
      imageAlt: 'Respirador NIOSH N95 tipo concha com a aprovação impressa',
    },
    'half-face-respirators': {
      name: 'Respiradores semifaciais',
      description:
        'Peças semifaciais reutilizáveis de elastômero para dois cartuchos ou filtros; fator de proteção atribuído 10 segundo a OSHA.',
      imageAlt: 'Respirador semifacial reutilizável cinza com dois filtros rosa',
    },
    'full-face-respirators': {
      name: 'Respiradores faciais inteiros',
      description:
        'Respiradores faciais inteiros com visor amplo de policarbonato para proteger os olhos e os pulmões; fator de proteção atribuído 50.',
      imageAlt: 'Respirador facial inteiro preto com dois cartuchos',
    },
    'respirator-filters': {
      name: 'Filtros e cartuchos para respiradores',
      description:
        'Filtros para partículas e cartuchos para gases e vapores de reposição para peças semifaciais e faciais inteiras reutilizáveis.',
      imageAlt: 'Par de cartuchos de respirador para vapores orgânicos',
    },
    'particulate-filters': {
      name: 'Filtros para partículas',
      description:
        'Filtros para partículas N95, P100 e P3, filtros tipo pancake e pré-filtros contra poeiras, fumos e névoas.',
      imageAlt: 'Filtros P100 tipo pancake magenta para respirador semifacial',
    },
    'gas-vapour-filters': {
      name: 'Cartuchos para gases e vapores',
      description:
        'Cartuchos para vapores orgânicos, gases ácidos, amônia e multigases, além de filtros A, ABEK e combinados conforme a EN 14387.',
      imageAlt: 'Cartuchos pretos e amarelos para vapores orgânicos e gases ácidos',
    },
    'disposable-face-masks': {
      name: 'Máscaras descartáveis',
      description:
        'Máscaras cirúrgicas e de procedimento de três camadas conforme ASTM F2100 e EN 14683 para clínicas, laboratórios e serviços de alimentação. Não são respiradores.',
      imageAlt: 'Máscara de procedimento azul de três camadas com elásticos de orelha',
    },
    gloves: {
      name: 'Luvas',
      description:
        'Luvas de trabalho certificadas pela ANSI/ISEA 105 e pela EN 388: anticorte, de proteção química, descartáveis, para soldagem e para mecânico, nos tamanhos XS a XXL.',
      imageAlt: 'Luva de trabalho anticorte amarela com palma de nitrila espumada preta',
    },
    'cut-resistant-gloves': {
      name: 'Luvas anticorte',
      description:
        'Luvas de HPPE, para-aramida e com núcleo de aço, do nível ANSI A2 ao A9, para manuseio de chapas metálicas, vidro e lâminas.',
      imageAlt: 'Luva anticorte cinza com palma banhada em nitrila',
    },
    'chemical-gloves': {
      name: 'Luvas de proteção química',
      description:
        'Luvas de nitrila, butil, cloropreno, PVC e laminado testadas conforme a EN ISO 374, com dados de permeação publicados.',
      imageAlt: 'Luva química longa de nitrila verde, de cano longo',
    },
    'disposable-gloves': {
      name: 'Luvas descartáveis',
      description:
        'Luvas sem pó de nitrila, vinil e polietileno, em caixas e fardos, para consultórios, laboratórios, preparo de alimentos e oficinas mecânicas.',
      imageAlt: 'Caixa de luvas descartáveis de nitrila azuis sem pó',
    },
    'welding-gloves': {
      name: 'Luvas para soldagem',
      description:
        'Luvas de pelica de cabra para TIG, de couro bovino para MIG e luvas forradas de cano longo para eletrodo revestido, testadas conforme EN 12477 e EN 407 contra calor e respingos.',
      imageAlt: 'Luva de soldagem de couro bege com cano longo',
    },
    'mechanics-gloves': {
      name: 'Luvas para mecânico',
      description:
        'Luvas anatômicas de couro sintético e de malha revestida, com pontas dos dedos compatíveis com touchscreen, para montagem, manutenção e serviços automotivos.',
      imageAlt: 'Luva para mecânico preta e vermelha com nós dos dedos acolchoados',
    },
    industrial: {
      name: 'Segurança industrial',
      description:
        'Segurança do dia a dia no local de trabalho: óculos ANSI Z87.1, capacetes, proteção auditiva, alta visibilidade ANSI/ISEA 107, calçados de segurança, primeiros socorros e treinamento.',
      imageAlt:
        'Capacete de segurança amarelo apoiado sobre óculos de segurança e protetores auditivos tipo concha',
    },
    'safety-glasses': {
      name: 'Óculos de segurança e de ampla visão',
      description:
        'Óculos de segurança ANSI Z87.1+ resistentes a impacto, sobreóculos e óculos de ampla visão antiembaçantes, com lentes incolores, cinza e âmbar.',
      imageAlt: 'Óculos de segurança envolventes incolores com hastes azuis',
    },
    'hard-hats': {
      name: 'Capacetes de segurança',
      description:
        'Capacetes Tipo I e Tipo II, com aba total e aba frontal, com carneira de ajuste por catraca e classificação ANSI/ISEA Z89.1 Classe E.',
      imageAlt: 'Capacete de segurança branco aba frontal com suspensão de catraca',
    },
    'hearing-protection': {
      name: 'Proteção auditiva',
      description:
        'Protetores tipo concha e tipo plug com nível de redução de ruído rotulado pela EPA, para manter os trabalhadores abaixo do nível de ação da OSHA.',
      imageAlt: 'Protetor auditivo tipo concha vermelho com haste sobre a cabeça',
    },
    'ear-muffs': {
      name: 'Protetores auditivos tipo concha',
      description:
        'Protetores tipo concha passivos, de acoplar ao capacete e eletrônicos, com NRR de 21 a 31 dB.',
      imageAlt: 'Protetor auditivo tipo concha eletrônico verde com botão de volume',
    },
    'ear-plugs': {
      name: 'Protetores auditivos tipo plug',
      description:
        'Plugs de espuma, reutilizáveis com flanges e com cordão, em dispensers e caixas a granel, com NRR de até 33 dB.',
      imageAlt: 'Protetores auditivos de espuma laranja em um cordão azul',
    },
    'hi-vis-clothing': {
      name: 'Roupas de alta visibilidade',
      description:
        'Coletes, camisas e jaquetas ANSI/ISEA 107 Tipo R Classe 2 e Classe 3 nas cores amarelo-esverdeado e vermelho-alaranjado fluorescentes.',
      imageAlt: 'Colete de segurança amarelo fluorescente com faixas refletivas prateadas',
    },
    'safety-footwear': {
      name: 'Calçados de segurança',
      description:
        'Botas e sapatos com biqueira de segurança ASTM F2413, com opções de proteção contra riscos elétricos, perfuração e escorregamento.',
      imageAlt: 'Botina de couro marrom com biqueira de composite',
    },
    'first-aid': {
      name: 'Primeiros socorros',
      description:
        'Kits de primeiros socorros ANSI/ISEA Z308.1 Classe A e Classe B, estações lava-olhos e refis para o local de trabalho.',
      imageAlt: 'Armário de primeiros socorros vermelho de parede com cruz branca',
    },
    'safety-training': {
      name: 'Treinamento em segurança',
      description:
        'Cursos on-line, e-books e modelos de programa para proteção respiratória, segurança na soldagem e conformidade com a OSHA.',
      imageAlt: 'Instrutor de segurança demonstrando o ensaio de vedação de um respirador a um pequeno grupo',
    },
  },
  pa_color: {
    black: { name: 'Preto' },
    white: { name: 'Branco' },
    blue: { name: 'Azul' },
    navy: { name: 'Azul-marinho' },
    gray: { name: 'Cinza' },
    yellow: { name: 'Amarelo' },
    orange: { name: 'Laranja' },
    red: { name: 'Vermelho' },
    green: { name: 'Verde' },
    brown: { name: 'Marrom' },
    tan: { name: 'Bege' },
    pink: { name: 'Rosa' },
    'hi-vis-yellow': { name: 'Amarelo alta visibilidade' },
    'hi-vis-orange': { name: 'Laranja alta visibilidade' },
  },
  pa_size: {
    'one-size': { name: 'Tamanho único' },
    'small-medium': { name: 'Pequeno/Médio' },
    'medium-large': { name: 'Médio/Grande' },
  },
  pa_filterclass: {
    ov: { name: 'OV (vapores orgânicos)' },
    'multi-gas': { name: 'Multigás/vapores' },
  },
  pa_cutlevel: {
    'en388-a': { name: 'EN 388 nível A' },
    'en388-b': { name: 'EN 388 nível B' },
    'en388-c': { name: 'EN 388 nível C' },
    'en388-d': { name: 'EN 388 nível D' },
    'en388-e': { name: 'EN 388 nível E' },
    'en388-f': { name: 'EN 388 nível F' },
  },
  pa_shade: {
    clear: { name: 'Incolor (tonalidade 1,2)' },
    'shade-3': { name: 'Tonalidade 3' },
    'shade-5': { name: 'Tonalidade 5' },
    'shade-8': { name: 'Tonalidade 8' },
    'shade-9': { name: 'Tonalidade 9' },
    'shade-10': { name: 'Tonalidade 10' },
    'shade-11': { name: 'Tonalidade 11' },
    'shade-12': { name: 'Tonalidade 12' },
    'shade-13': { name: 'Tonalidade 13' },
    'shade-14': { name: 'Tonalidade 14' },
    '5-8-9-13': { name: 'Tonalidade 5/8/9–13' },
    '5-8-13': { name: 'Tonalidade 5/8–13' },
    '5-9-13': { name: 'Tonalidade 5/9–13' },
    '8-12': { name: 'Tonalidade 8–12' },
    '8-13': { name: 'Tonalidade 8–13' },
    '8-14': { name: 'Tonalidade 8–14' },
    '9-13': { name: 'Tonalidade 9–13' },
  },
  pa_standard: {
    'niosh-cartridge': { name: 'NIOSH cartucho químico (TC-23C)' },
    'niosh-supplied-air': { name: 'NIOSH adução de ar (TC-19C)' },
  },
};
