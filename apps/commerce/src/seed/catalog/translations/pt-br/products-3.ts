import type { ProductTranslation } from '../types.ts';

/** Brazilian Portuguese texts of best-selling products seven to ten: hi-vis vest, FFP3 mask, ear plugs, N95 respirator. */
export const brazilianPortugueseProducts3: Record<string, ProductTranslation> = {
  'brightline-class-2-mesh-safety-vest': {
    name: 'Colete de segurança em tela BrightLine Classe 2',
    shortDescription:
      '<p>Colete respirável ANSI/ISEA 107-2020 Tipo R Classe 2 com faixas refletivas de 2 polegadas e cinco bolsos.</p>',
    description:
      '<p>O Tipo R Classe 2 é o mínimo para quem trabalha perto de tráfego acima de 25 mph, conforme o MUTCD para zonas de obras em rodovias. Este colete atende ao requisito com tela de poliéster fluorescente e faixas retrorrefletivas prateadas de 2 polegadas no padrão de duas faixas sobre os ombros.</p>\n<p>Fechamento frontal com zíper, dois bolsos no peito, um porta-canetas e dois bolsos inferiores, além de uma alça para rádio e uma presilha para microfone.</p>\n<ul><li>ANSI/ISEA 107-2020 Tipo R, Classe 2</li><li>Faixas refletivas prateadas de 2 polegadas</li><li>Tela respirável</li><li>Cinco bolsos e alça para microfone</li></ul>',
    tabs: [
      {
        tabTitle: 'Classes ANSI 107',
        contentType: 'text',
        textContent:
          '<p><strong>Tipo O Classe 1:</strong> fora de vias públicas, por exemplo armazéns e estacionamentos. <strong>Tipo R Classe 2:</strong> trabalhadores em vias, mínimo de 775 polegadas quadradas de material de fundo e 201 polegadas quadradas de faixa refletiva. <strong>Tipo R Classe 3:</strong> tráfego de alta velocidade e trabalho noturno, 1.240 polegadas quadradas de fundo e 310 polegadas quadradas de refletivo, com mangas.</p>',
      },
    ],
    faqs: [
      {
        question: 'Classe 2 ou Classe 3?',
        answer:
          'Classe 2 para tráfego de até cerca de 45 mph ou cenários complexos durante o dia. A Classe 3 acrescenta mangas para mais cobertura em velocidades maiores e à noite.',
      },
      {
        question: 'Posso lavá-lo?',
        answer:
          'Lave na máquina em água fria e seque pendurado. As faixas refletivas perdem desempenho após cerca de 25 lavagens ou quando estão visivelmente gastas.',
      },
      {
        question: 'Como funciona a numeração?',
        answer:
          'O tamanho é pensado para vestir sobre uma jaqueta. Se for usá-lo só sobre uma camiseta, peça um tamanho menor.',
      },
    ],
    imageAlts: [
      'Colete de tela amarelo fluorescente com faixas refletivas prateadas',
      'Versão laranja do colete',
      'Costas do colete com duas faixas verticais',
    ],
  },
  'safeair-ffp3-folding-valved-mask-10': {
    name: 'Máscara dobrável SafeAir FFP3 NR D com válvula (caixa com 10)',
    shortDescription:
      '<p>Nossa máscara descartável de classe mais alta: FFP3 NR D, 99% de filtração, com válvula e tirantes de quatro pontos.</p>',
    description:
      '<p>A FFP3 é a classe máxima da EN 149: pelo menos 99% de filtração do aerossol de ensaio e no máximo 2% de vazamento total para dentro em um grupo de voluntários. Na Europa, é usada contra sílica, poeira de madeira dura, pós farmacêuticos e chumbo.</p>\n<p>Os tirantes ajustáveis de quatro pontos e a vedação facial interna facilitam a aprovação no ensaio de vedação qualitativo. A válvula vermelha mantém o interior mais fresco durante trabalhos pesados.</p>\n<p>Para trabalhos regidos pela OSHA nos EUA, use respiradores aprovados pelo NIOSH dentro de um programa escrito; muitos compradores nos EUA escolhem a FFP3 para reformas em casa ou junto de um programa com N95, para mais conforto.</p>\n<ul><li>EN 149:2001+A1:2009 FFP3 NR D</li><li>Filtração ≥99%, vazamento total para dentro ≤2%</li><li>Tirantes ajustáveis de quatro pontos e vedação interna macia</li><li>Válvula de exalação de baixa resistência</li><li>Embaladas individualmente, 10 por caixa</li></ul>',
    tabs: [
      {
        tabTitle: 'Entenda as marcações',
        contentType: 'text',
        textContent:
          '<p><strong>EN 149:2001+A1:2009</strong> é a norma. <strong>FFP3</strong> é a classe de proteção. <strong>NR</strong> significa não reutilizável (um turno); <strong>R</strong> significaria reutilizável. <strong>D</strong> significa que a máscara passou no ensaio de colmatação com pó de dolomita, então a respiração continua fácil em trabalhos com poeira. O número de quatro dígitos após a marcação CE identifica o organismo notificado que audita a produção.</p>',
      },
      {
        tabTitle: 'Verificação de vedação',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Verificação de pressão positiva',
            answer:
              'Cubra a máscara com as duas mãos e expire com força. O ar não deve escapar pelas bordas.',
          },
          {
            question: 'Verificação de pressão negativa',
            answer: 'Cubra a máscara e inspire. A máscara deve se retrair levemente em direção ao rosto.',
          },
          {
            question: 'Se houver vazamento',
            answer:
              'Aperte de novo o clipe nasal e reajuste a tensão dos tirantes; depois, verifique novamente. Não entre na área de trabalho até passar na verificação.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'A FFP3 é melhor que a N95?',
        answer:
          'No papel, sim: a FFP3 exige 99% de filtração, contra 95% da N95. Na prática, a vedação importa tanto quanto a classe do filtro, então escolha a máscara que veda bem no seu rosto.',
      },
      {
        question: 'Serve para amianto?',
        answer:
          'No Reino Unido, a FFP3 é a classe descartável mínima para tarefas curtas com amianto que não exigem licença. Nos EUA, a OSHA 1926.1101 normalmente exige no mínimo uma peça semifacial com filtros P100.',
      },
      {
        question: 'Por quanto tempo posso usá-la?',
        answer:
          'Até um turno (cerca de 8 horas). Troque antes se ficar úmida, danificada ou se respirar ficar mais difícil.',
      },
    ],
    attributeLabels: { 'Assigned protection factor': 'Fator de proteção atribuído' },
    attributeValues: {
      'Assigned protection factor': { '20 (UK/EU practice)': '20 (prática no Reino Unido e na UE)' },
    },
    imageAlts: [
      'Máscara dobrável FFP3 branca com válvula vermelha e tiras de quatro pontos',
      'Parte interna da máscara mostrando a vedação facial',
      'Marcação EN 149 impressa na máscara',
    ],
  },
  'hushline-hl-33-foam-ear-plugs-200-pairs': {
    name: 'Protetor auditivo de espuma HushLine HL-33, NRR 33 (200 pares)',
    shortDescription:
      '<p>Plugs cônicos de espuma de poliuretano com o NRR mais alto disponível, embalados em pares.</p>',
    description:
      '<p>Enrole, puxe, segure: enrole o plug até formar um cilindro fino e sem vincos, passe a mão por cima da cabeça para puxar a orelha para cima e para trás, insira e segure por 20 segundos enquanto ele se expande. É a boa colocação que aproxima você dos 33 dB nominais.</p>\n<ul><li>NRR 33 dB</li><li>Formato cônico para canais auditivos menores</li><li>Em pares, em saquinhos plásticos</li><li>200 pares</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeo de colocação',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Enrole, puxe, segure',
            youtubeUrl: 'https://www.youtube.com/watch?v=Rp7dLx3cWe9',
            videoDescription: 'Os três passos para obter toda a proteção nominal dos plugs de espuma.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Como coloco corretamente?',
        answer:
          'Enrole o plug até formar um cilindro fino, puxe a orelha para cima e para trás com a mão oposta, insira e segure por 20–30 segundos enquanto ele se expande.',
      },
      {
        question: 'Posso reutilizar plugs de espuma?',
        answer:
          'Eles foram feitos para uso único. Troque quando estiverem sujos, endurecidos ou não se expandirem mais.',
      },
    ],
    attributeLabels: { NRR: 'Redução de ruído (NRR)' },
    attributeValues: {
      NRR: { '33 dB': '33 dB' },
    },
    imageAlts: ['Monte de protetores auditivos de espuma laranja em formato cônico'],
  },
  'safeair-n95-valved-respirator-10': {
    name: 'Respirador SafeAir N95 com válvula (caixa com 10)',
    shortDescription:
      '<p>N95 com válvula de exalação para condições quentes, úmidas e de trabalho pesado.</p>',
    description:
      '<p>A válvula elimina calor e umidade, tornando mais suportável o uso prolongado em sótãos, celeiros e oficinas. Não use para controle na fonte em serviços de saúde.</p>\n<ul><li>NIOSH N95, TC-84A-9318</li><li>Válvula de exalação de baixa resistência</li><li>Clipe nasal ajustável</li></ul>',
    faqs: [
      {
        question: 'Por que não usar máscara com válvula no hospital?',
        answer:
          'A válvula libera o ar expirado sem filtrar, então não protege os pacientes nem os campos estéreis.',
      },
      {
        question: 'A válvula me protege menos?',
        answer:
          'Não. A válvula só abre quando você expira; o ar que você inspira continua passando pelo filtro N95.',
      },
    ],
    imageAlts: ['Respirador N95 moldado com válvula de exalação quadrada'],
  },
};
