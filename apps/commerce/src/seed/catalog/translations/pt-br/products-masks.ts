import type { ProductTranslation } from '../types.ts';

/** Brazilian Portuguese texts of the disposable FFP2/FFP3/N95 respirators and procedure masks. */
export const brazilianPortugueseMasks: Record<string, ProductTranslation> = {
  'safeair-ffp2-valved-folding-mask-10': {
    name: 'Máscara dobrável SafeAir FFP2 com válvula (caixa com 10)',
    shortDescription:
      '<p>Máscara FFP2 (classe equivalente à PFF2) com válvula, que fica mais fresca e seca em turnos longos e quentes.</p>',
    description:
      '<p>A válvula de exalação deixa sair o ar quente e úmido quase sem resistência, o que reduz bastante o acúmulo de calor e o embaçamento. Como o ar expirado não é filtrado, não use máscaras com válvula para controle na fonte em clínicas ou áreas estéreis.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Válvula de exalação de baixa resistência</li><li>Tirantes de cabeça e vedação nasal de espuma</li><li>10 máscaras embaladas individualmente</li></ul>',
    imageAlts: ['Máscara dobrável FFP2 branca com válvula de exalação redonda'],
  },
  'safeair-ffp2-cup-mask-valve-10': {
    name: 'Máscara SafeAir FFP2 tipo concha com válvula (caixa com 10)',
    shortDescription:
      '<p>FFP2 moldada tipo concha que mantém o formato em trabalhos úmidos, com válvula de baixa resistência.</p>',
    description:
      '<p>A concha moldada não se deforma quando fica úmida, por isso é indicada para corte de concreto, lixamento e agricultura. Em breve de volta ao estoque.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Concha resistente a deformação</li><li>Válvula de exalação</li></ul>',
    imageAlts: ['Máscara FFP2 moldada tipo concha com válvula'],
  },
  'safeair-ffp2-colored-mask-20': {
    name: 'Máscara SafeAir FFP2 para o dia a dia, em cores (caixa com 20)',
    shortDescription:
      '<p>FFP2 de cinco camadas com elásticos de orelha, em cinco cores, para o trajeto diário e viagens.</p>',
    description:
      '<p>Uma FFP2 no formato peixinho, com elásticos de orelha macios e uma presilha ajustável que alivia as orelhas em usos mais longos. Máscaras com elástico de orelha são práticas, mas vedam de forma menos confiável que as de tirantes de cabeça; para proteção no trabalho, escolha um modelo com tirantes.</p>\n<ul><li>EN 149 FFP2 NR</li><li>Cinco camadas filtrantes</li><li>Elásticos de orelha com presilha ajustável</li><li>Embaladas individualmente</li></ul>',
    imageAlts: [
      'Máscara FFP2 preta de cinco camadas em formato de peixe',
      'Versão azul da máscara',
      'Versão rosa da máscara',
    ],
  },
  'safeair-ffp2-mask-nose-foam-sized': {
    name: 'Máscara SafeAir FFP2 com espuma nasal, por tamanho (caixa com 10)',
    shortDescription:
      '<p>Dois tamanhos para uma vedação melhor em rostos menores e maiores, com tira de espuma antiembaçante.</p>',
    description:
      '<p>A maioria das máscaras dobráveis vem em tamanho único, pensado para um rosto médio. Oferecer Pequeno/Médio e Médio/Grande melhora visivelmente o resultado da verificação de vedação de quem está nos extremos.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Tira larga de espuma antiembaçante</li><li>Pequeno/Médio ou Médio/Grande</li></ul>',
    imageAlts: ['Máscara FFP2 com uma faixa larga de espuma sob o clipe nasal'],
  },
  'safeair-ffp3-cup-mask-valve-5': {
    name: 'Máscara SafeAir FFP3 tipo concha com válvula (caixa com 5)',
    shortDescription:
      '<p>FFP3 moldada (classe equivalente à PFF3) com vedação facial de borracha, para trabalhos exigentes com poeira.</p>',
    description:
      '<p>A concha resistente mantém o formato na umidade e fica confortável sob óculos de segurança. Classificação FFP3 NR D.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Vedação facial com borda de borracha</li><li>Tirantes ajustáveis</li></ul>',
    imageAlts: ['Máscara FFP3 moldada tipo concha com válvula'],
  },
  'safeair-ffp3-reusable-mask-silicone-seal': {
    name: 'Máscara reutilizável SafeAir FFP3 R D com vedação de silicone',
    shortDescription:
      '<p>Máscara FFP3 “R”, classificada para mais de um turno, com vedação de silicone que pode ser higienizada.</p>',
    description:
      '<p>As máscaras com classificação R passam por um ensaio de armazenamento e limpeza, então a mesma máscara pode ser usada em vários turnos, desde que continue sem danos. Entre um uso e outro, limpe a vedação com um lenço higienizador para respiradores e guarde a máscara em um saco limpo.</p>\n<ul><li>EN 149 FFP3 R D</li><li>Vedação facial de silicone</li><li>Pode ser higienizada e guardada entre turnos</li></ul>',
    imageAlts: ['Máscara FFP3 com vedação facial de silicone cinza'],
  },
  'safeair-ffp3-fluid-resistant-mask-20': {
    name: 'Máscara hospitalar SafeAir FFP3 resistente a fluidos (caixa com 20)',
    shortDescription:
      '<p>FFP3 sem válvula que também atende à EN 14683 Tipo IIR de resistência a respingos, para uso clínico.</p>',
    description:
      '<p>Hospitais precisam de proteção respiratória que também proteja o paciente. Esta máscara não tem válvula e, além da FFP3, atende à EN 14683 Tipo IIR de filtração bacteriana e resistência a respingos de fluidos.</p>\n<ul><li>EN 149 FFP3 NR e EN 14683 Tipo IIR</li><li>Sem válvula: filtra o ar expirado</li><li>Dois tamanhos para mais aprovações no ensaio de vedação</li></ul>',
    faqs: [
      {
        question: 'Por que não tem válvula?',
        answer:
          'A válvula libera o ar expirado sem filtrar, o que não é aceitável perto de pacientes ou de campos estéreis.',
      },
      {
        question: 'Qual tamanho devo escolher?',
        answer:
          'O Médio/Grande serve na maioria dos adultos. Escolha o Pequeno/Médio se as máscaras comuns ficam com folga nas bochechas ou escorregam do nariz.',
      },
    ],
    imageAlts: ['Máscara hospitalar FFP3 azul sem válvula'],
  },
  'safeair-ffp3-carbon-layer-mask-10': {
    name: 'Máscara SafeAir FFP3 com camada de carvão ativado (caixa com 10)',
    shortDescription:
      '<p>Proteção FFP3 contra partículas, com uma camada de carvão que reduz odores incômodos e ozônio.</p>',
    description:
      '<p>A camada de carvão ameniza odores em nível de incômodo vindos da soldagem, de adesivos à base de solvente ou de compostagem. Ela não é um filtro para gases: onde os vapores ultrapassam os limites de exposição, use um respirador com cartuchos.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Camada de carvão ativado contra odores incômodos</li><li>Válvula de exalação</li></ul>',
    imageAlts: ['Máscara FFP3 cinza com camada filtrante de carvão ativado'],
  },
  'safeair-construction-dust-mask-ffp2-ffp3': {
    name: 'Máscara SafeAir contra poeira para construção civil, FFP2 ou FFP3',
    shortDescription:
      '<p>Kit de obra com máscaras dobráveis com válvula: escolha FFP2 para poeira em geral ou FFP3 para sílica e madeira dura.</p>',
    description:
      '<p>Um kit prático para a obra, com tirantes laranja bem visíveis, fáceis de conferir na ronda do encarregado. Escolha a classe que a sua análise de risco indicar: FFP2 (equivalente à PFF2) para a poeira comum da construção, FFP3 (equivalente à PFF3) para a sílica do corte de concreto, tijolo e pedra.</p>\n<ul><li>EN 149 NR D</li><li>Com válvula, para mais conforto</li><li>10 ou 30 máscaras por caixa</li></ul>',
    attributeLabels: { 'Pack size': 'Embalagem' },
    attributeValues: {
      'Pack size': { '10': '10', '30': '30' },
    },
    imageAlts: ['Máscaras contra poeira para construção civil com tiras laranja, em FFP2 e FFP3'],
  },
  'safeair-flat-fold-respirator-n95-n99': {
    name: 'Respirador dobrável SafeAir, N95 ou N99',
    shortDescription:
      '<p>Respiradores dobráveis embalados individualmente, que cabem no bolso, em N95 ou N99, de eficiência mais alta.</p>',
    description:
      '<p>O modelo dobrável é guardado achatado e se abre em um formato amplo de três painéis. Escolha N95 para uso geral ou N99 (99% de eficiência) para partículas finas como poeira de chumbo ou sílica, quando você quer uma margem extra. N95 e N99 são classes de aprovação do NIOSH, o órgão americano que certifica respiradores.</p>\n<ul><li>N95: TC-84A-9402; N99: TC-84A-9417</li><li>Embalados individualmente, por higiene</li><li>50 por caixa</li></ul>',
    faqs: [
      {
        question: 'N95 ou N99?',
        answer:
          'O N99 filtra pelo menos 99%, contra 95% do N95, com resistência respiratória um pouco maior. Os dois têm o mesmo fator de proteção atribuído 10 pela OSHA; o que mais importa é a vedação.',
      },
      {
        question: 'Qual é o prazo de validade?',
        answer:
          'Cinco anos a partir da data de fabricação, se guardado na embalagem fechada em local fresco e seco.',
      },
    ],
    imageAlts: ['Respiradores N95 dobráveis embalados individualmente'],
  },
  'safeair-surgical-n95-respirator-20': {
    name: 'Respirador cirúrgico SafeAir N95 (caixa com 20)',
    shortDescription:
      '<p>Respirador cirúrgico N95 aprovado pelo NIOSH e liberado pela FDA, resistente a fluidos, em dois tamanhos.</p>',
    description:
      '<p>Os N95 cirúrgicos somam à filtração N95 do NIOSH a resistência a fluidos e a liberação da FDA. Este modelo resiste a sangue sintético a 160 mmHg conforme a ASTM F1862 e tem classificação de inflamabilidade Classe 1.</p>\n<ul><li>NIOSH N95, TC-84A-9354</li><li>Resistência a fluidos ASTM F1862 a 160 mmHg</li><li>Sem válvula, sem látex</li><li>Pequeno/Médio ou Médio/Grande</li></ul>',
    tabs: [
      {
        tabTitle: 'Certificações',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Etiqueta de aprovação NIOSH',
            file: '/downloads/safeair-surgical-n95-approval-label.pdf',
            fileDescription: 'Etiqueta de aprovação TC-84A-9354 com advertências e limitações.',
          },
          {
            fileTitle: 'Resumo do ensaio de resistência a fluidos',
            file: '/downloads/safeair-surgical-n95-astm-f1862.pdf',
            fileDescription: 'Resultados ASTM F1862 a 80, 120 e 160 mmHg.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'O que o torna “cirúrgico”?',
        answer:
          'Ele é aprovado pelo NIOSH e também liberado pela FDA como dispositivo médico, com resistência a fluidos ensaiada contra respingos de sangue e fluidos corporais.',
      },
      {
        question: 'É livre de látex?',
        answer: 'Sim, nenhum componente contém látex de borracha natural.',
      },
    ],
    imageAlts: ['Respirador cirúrgico N95 azul'],
  },
  'safeair-p100-disposable-respirator-carbon': {
    name: 'Respirador descartável SafeAir P100 com carvão (pacote com 2)',
    shortDescription:
      '<p>A classe de filtro descartável mais alta, 99,97% e à prova de óleo, com carvão contra odores incômodos de fumos de solda.</p>',
    description:
      '<p>O P100 é altamente resistente a óleo e filtra pelo menos 99,97% das partículas. A camada de carvão reduz odores incômodos de ozônio e de vapores orgânicos abaixo dos limites de exposição.</p>\n<ul><li>NIOSH P100, TC-84A-9201</li><li>Vedação facial de espuma</li><li>Tirantes de quatro pontos</li></ul>',
    imageAlts: ['Respirador descartável P100 cinza com camada de carvão'],
  },
  'safeair-n95-bulk-case-120': {
    name: 'Respirador dobrável SafeAir N95, caixa a granel (120 unidades)',
    shortDescription:
      '<p>Caixa com 120 N95 sem válvula para estoques estratégicos, escolas e kits de emergência.</p>',
    description:
      '<p>Embalagem pensada para estoque, com validade de cinco anos impressa na caixa. Produto sob encomenda, enviado em cerca de 10 dias úteis.</p>\n<ul><li>NIOSH N95, TC-84A-9402</li><li>120 máscaras embaladas individualmente</li><li>Validade de cinco anos</li></ul>',
    imageAlts: ['Caixa de transporte com respiradores N95 dobráveis'],
  },
  'safeair-kids-3-ply-masks-50': {
    name: 'Máscaras infantis SafeAir de três camadas (caixa com 50)',
    shortDescription:
      '<p>Máscaras de três camadas em tamanho infantil, para crianças de 4 a 12 anos, em três cores.</p>',
    description:
      '<p>Medem 5,5 x 3,5 polegadas, para rostos menores, com elásticos de orelha macios.</p>\n<ul><li>Três camadas</li><li>De 4 a 12 anos</li><li>Sem látex</li></ul>',
    imageAlts: ['Máscara infantil pequena rosa de três camadas'],
  },
  'safeair-surgical-masks-ties-level-2-50': {
    name: 'Máscaras cirúrgicas SafeAir com tiras, ASTM Nível 2 (caixa com 50)',
    shortDescription:
      '<p>Máscaras cirúrgicas de amarrar para o centro cirúrgico, ASTM F2100 Nível 2 e EN 14683 Tipo IIR.</p>',
    description:
      '<p>As tiras permitem um ajuste firme sobre a touca cirúrgica. Resistentes a fluidos a 120 mmHg.</p>\n<ul><li>ASTM F2100 Nível 2</li><li>EN 14683 Tipo IIR</li><li>Quatro tiras</li></ul>',
    imageAlts: ['Máscara cirúrgica verde com tiras para amarrar'],
  },
  'safeair-face-mask-eye-shield-25': {
    name: 'Máscara SafeAir com protetor ocular (caixa com 25)',
    shortDescription:
      '<p>Máscara Nível 3 com protetor ocular antiembaçante acoplado, para procedimentos com risco de respingos.</p>',
    description:
      '<p>Proteção facial e ocular em uma só peça, para irrigação de feridas, higiene bucal no consultório odontológico e trabalho em laboratório.</p>\n<ul><li>ASTM F2100 Nível 3</li><li>Protetor de PET antiembaçante</li><li>25 por caixa</li></ul>',
    imageAlts: ['Máscara de procedimento com protetor ocular incolor antiembaçante acoplado'],
  },
  'safeair-black-3-ply-masks-50': {
    name: 'Máscaras pretas SafeAir de três camadas (caixa com 50)',
    shortDescription:
      '<p>Máscaras pretas para o dia a dia em restaurantes, salões de beleza e balcões de atendimento.</p>',
    description:
      '<p>Três camadas, com camada intermediária de meltblown; mostram menos manchas de maquiagem e de comida que as máscaras azuis.</p>\n<ul><li>Três camadas</li><li>Elásticos de orelha</li><li>50 por caixa</li></ul>',
    imageAlts: ['Máscaras descartáveis pretas de três camadas'],
  },
};
