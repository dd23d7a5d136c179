import type { ProductTranslation } from '../types.ts';

/** Brazilian Portuguese texts of best-selling products one to six: respirators, gloves and glasses. */
export const brazilianPortugueseProducts1: Record<string, ProductTranslation> = {
  'safeair-n95-cup-respirator-20': {
    name: 'Respirador SafeAir N95 tipo concha (caixa com 20)',
    shortDescription:
      '<p>O clássico N95 moldado tipo concha, aprovação NIOSH TC-84A-9315, fabricado nos EUA.</p>',
    description:
      '<p>O N95 do dia a dia para construção civil, marcenaria, agricultura e fumaça de incêndios florestais. Filtra pelo menos 95% das partículas em suspensão no ar que não contêm óleo e tem aprovação NIOSH TC-84A-9315, que você pode conferir na NIOSH Certified Equipment List.</p>\n<p>Dois tirantes trançados e um clipe nasal acolchoado criam uma vedação aprovada no ensaio de vedação qualitativo na maioria dos rostos. Pela OSHA 29 CFR 1910.134, uma peça facial filtrante tem fator de proteção atribuído 10 quando usada dentro de um programa com ensaios de vedação.</p>\n<p>Não é indicado para aerossóis à base de óleo, como névoa de fluido de corte; nesses casos, use um respirador da série P.</p>\n<ul><li>NIOSH N95, aprovação TC-84A-9315</li><li>Filtra ≥95% das partículas sem óleo</li><li>Concha moldada resistente a deformação</li><li>Dois tirantes, espuma nasal acolchoada</li><li>Fabricado nos EUA; 20 por caixa</li></ul>',
    tabs: [
      {
        tabTitle: 'Documentos',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Etiqueta de aprovação NIOSH',
            file: '/downloads/safeair-n95-tc-84a-9315-approval-label.pdf',
            fileDescription: 'Etiqueta de aprovação completa com advertências e limitações.',
          },
          {
            fileTitle: 'Instruções de uso',
            file: '/downloads/safeair-n95-user-instructions.pdf',
            fileDescription: 'Colocação, verificação de vedação e descarte (em inglês e espanhol).',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Como confiro a aprovação NIOSH?',
        answer:
          'Pesquise o número TC (TC-84A-9315) na NIOSH Certified Equipment List. O titular da aprovação e o modelo devem corresponder ao que está impresso na máscara.',
      },
      {
        question: 'Preciso fazer ensaio de vedação?',
        answer:
          'Se o seu empregador exige o uso de respirador, a OSHA exige um ensaio de vedação anual para respiradores com vedação facial, inclusive os N95. Quem usa de forma voluntária deve, ainda assim, fazer uma verificação de vedação a cada uso.',
      },
      {
        question: 'O N95 protege contra a fumaça de incêndios florestais?',
        answer:
          'Sim, os N95 filtram as partículas finas da fumaça quando usados com boa vedação. Eles não filtram gases como o monóxido de carbono.',
      },
    ],
    imageAlts: [
      'Respirador N95 branco moldado tipo concha com duas tiras de cabeça',
      'Marcação de aprovação NIOSH impressa no respirador',
      'Caixa com 20 respiradores',
    ],
  },
  'safeair-ffp2-mask-individually-wrapped': {
    name: 'Máscara SafeAir FFP2 embalada individualmente (unidade)',
    shortDescription:
      '<p>Uma máscara FFP2 em sachê lacrado, para visitantes, máquinas de venda automática e o porta-luvas do carro.</p>',
    description:
      '<p>Deixe algumas na caminhonete ou na recepção para os visitantes. Tirantes de cabeça e espuma nasal.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Sachê lacrado com instruções de colocação impressas</li></ul>',
    imageAlts: ['Uma máscara FFP2 em um sachê transparente lacrado'],
  },
  'armorgrip-5-mil-nitrile-exam-gloves-100': {
    name: 'Luvas de procedimento ArmorGrip de nitrila 5 mil (caixa com 100)',
    shortDescription:
      '<p>Luvas de procedimento de nitrila azul, grau médico, sem pó, com 5 mil na ponta dos dedos.</p>',
    description:
      '<p>Luva de procedimento médico certificada pela ASTM D6319 com NQA de 1,5 para furos, adequada para clínicas, laboratórios, estúdios de tatuagem e manipulação de alimentos. As pontas dos dedos texturizadas garantem a pegada em instrumentos molhados.</p>\n<p>A nitrila não contém látex de borracha natural, o que elimina o risco de alergia ao látex do Tipo I, e resiste a desinfetantes comuns e solventes leves melhor que o vinil.</p>\n<ul><li>ASTM D6319, EN 455, EN ISO 374-5 (vírus)</li><li>5 mil na ponta dos dedos, 3,5 mil na palma</li><li>Punho com bainha, pontas dos dedos texturizadas</li><li>Liberação FDA 510(k); adequadas para contato com alimentos</li><li>100 luvas por caixa</li></ul>',
    tabs: [
      {
        tabTitle: 'Guia de tamanhos',
        contentType: 'accordion',
        accordionItems: [
          { question: 'Tamanho XS', answer: 'Circunferência da palma abaixo de 6 polegadas.' },
          { question: 'Tamanho S', answer: 'Circunferência da palma de 6 a 7 polegadas.' },
          { question: 'Tamanho M', answer: 'Circunferência da palma de 7 a 8 polegadas.' },
          { question: 'Tamanho L', answer: 'Circunferência da palma de 8 a 9 polegadas.' },
          { question: 'Tamanho XL', answer: 'Circunferência da palma acima de 9 polegadas.' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Podem ter contato com alimentos?',
        answer: 'Sim, os materiais atendem às normas da FDA para contato com alimentos.',
      },
      {
        question: 'Como escolho o tamanho?',
        answer:
          'Meça a circunferência da palma abaixo dos nós dos dedos: menos de 7 polegadas, S; 7–8, M; 8–9, L; acima de 9, XL.',
      },
    ],
    imageAlts: [
      'Luvas de procedimento de nitrila azuis em uma caixa dispensadora',
      'Lateral da caixa com ASTM D6319 e o tamanho',
    ],
  },
  'clearview-cv-100-wraparound-safety-glasses': {
    name: 'Óculos de segurança envolventes ClearView CV-100',
    shortDescription:
      '<p>Óculos envolventes ultraleves com tratamento antiembaçante, ANSI Z87.1+ de alto impacto.</p>',
    description:
      '<p>Com menos de uma onça, o CV-100 é o par de óculos que as pessoas realmente mantêm no rosto. Uma lente única de policarbonato envolve a linha das sobrancelhas e dá proteção lateral sem protetores separados, e as ponteiras de borracha macia das hastes seguram sem pontos de pressão.</p>\n<p>A lente tem marcação Z87+ para alto impacto e U6 para proteção UV máxima, e passa no ensaio antiembaçante da ANSI Z87.1-2020. Escolha incolor para ambientes internos, cinza para sol forte, âmbar para pouca luz e turnos ao amanhecer, ou espelhada indoor/outdoor para quem circula entre os dois.</p>\n<ul><li>ANSI/ISEA Z87.1-2020 Z87+ U6, CSA Z94.3</li><li>Tratamentos antiembaçante e antirrisco</li><li>Proteção de 99,9% contra UVA/UVB</li><li>Pesa 0,9 oz</li><li>Quatro cores de lente</li></ul>',
    tabs: [
      {
        tabTitle: 'Guia de lentes',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Incolor',
            answer: 'Trabalho em ambientes internos e uso geral. Maior transmissão de luz.',
          },
          {
            question: 'Cinza',
            answer: 'Trabalho externo sob sol forte; reduz o ofuscamento sem distorcer as cores.',
          },
          { question: 'Âmbar', answer: 'Pouca luz, neblina e amanhecer; aumenta o contraste.' },
          {
            question: 'Espelhada indoor/outdoor',
            answer:
              'Espelhamento leve para operadores de empilhadeira e para quem entra e sai de prédios o tempo todo.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'O que significa Z87+?',
        answer:
          'O sinal de mais indica que a lente passou nos ensaios de impacto de alta velocidade e de alta massa da ANSI Z87.1. A marcação simples “Z87” atende apenas ao impacto básico.',
      },
      {
        question: 'Posso usá-los sobre óculos de grau?',
        answer: 'Não, escolha o modelo sobreóculos CV-300.',
      },
    ],
    attributeLabels: { 'Lens tint': 'Cor da lente' },
    attributeValues: {
      'Lens tint': {
        Clear: 'Incolor',
        Gray: 'Cinza',
        Amber: 'Âmbar',
        'Indoor/Outdoor Mirror': 'Espelhada indoor/outdoor',
      },
    },
    imageAlts: [
      'Óculos de segurança envolventes incolores com hastes azuis',
      'Versão com lente âmbar para pouca luz',
      'Versão com lente cinza para trabalho ao ar livre',
      'Versão com lente espelhada indoor/outdoor',
    ],
  },
  'armorgrip-cr-4-hppe-foam-nitrile-gloves': {
    name: 'Luvas anticorte ArmorGrip CR-4 de HPPE com nitrila espumada',
    shortDescription:
      '<p>Proteção contra corte ANSI A4 em uma malha fina de calibre 18 que ainda permite usar o celular e pegar parafusos.</p>',
    description:
      '<p>A CR-4 é a luva que a maioria dos nossos clientes industriais adota como padrão. O suporte de HPPE e fibra de vidro de calibre 18 atinge o nível de corte A4 da ANSI/ISEA 105 (1.500–2.199 gramas no ensaio TDM-100), com a sensação de uma luva leve de montagem.</p>\n<p>O revestimento da palma em nitrila espumada dá aderência em chapas oleosas sem encharcar, e as pontas dos dedos funcionam em telas touchscreen, então ninguém precisa tirar as luvas para escanear uma ordem de serviço.</p>\n<p>Classificação EN 388:2016 4X42C: abrasão 4, ensaio Coupe não aplicável (X), rasgamento 4, perfuração 2, corte ISO C.</p>\n<ul><li>ANSI/ISEA 105 corte A4, EN 388:2016 4X42C</li><li>Suporte de HPPE/vidro calibre 18, palma de nitrila espumada</li><li>Pontas dos dedos compatíveis com touchscreen</li><li>Lavável na máquina até 104 °F</li><li>Tamanhos S–XXL (7–11)</li></ul>',
    tabs: [
      {
        tabTitle: 'Tabela de níveis de corte',
        contentType: 'text',
        textContent:
          '<p>Níveis de corte da ANSI/ISEA 105-2016 por gramas de carga no TDM-100: A1 200–499, A2 500–999, A3 1.000–1.499, A4 1.500–2.199, A5 2.200–2.999, A6 3.000–3.999, A7 4.000–4.999, A8 5.000–5.999, A9 6.000+.</p><p>Níveis de corte ISO da EN 388:2016 (newtons): A 2, B 5, C 10, D 15, E 22, F 30.</p>',
      },
    ],
    faqs: [
      {
        question: 'O que significa A4?',
        answer:
          'O nível A4 da ANSI/ISEA 105 significa que o material resistiu a uma carga de corte de 1.500 a 2.199 gramas no ensaio padrão TDM-100. Bom para chapas metálicas, climatização (HVAC) e a maioria dos trabalhos em armazéns.',
      },
      {
        question: 'Posso lavá-las?',
        answer:
          'Sim, lave na máquina em água morna (até 104 °F) e seque à sombra. Não use alvejante, que enfraquece as fibras.',
      },
      {
        question: 'Pode ter contato com alimentos?',
        answer: 'Não. Para contato com alimentos, use a nossa luva CR-3 para processamento de alimentos.',
      },
    ],
    attributeLabels: { 'EN 388 code': 'Código EN 388' },
    attributeValues: {
      'EN 388 code': { '4X42C': '4X42C' },
    },
    imageAlts: [
      'Luva de malha de HPPE cinza com palma de nitrila espumada preta',
      'Lado da palma mostrando o revestimento de nitrila espumada',
      'Punho com as marcações EN 388 e ANSI A4 impressas',
      'Dedo enluvado usando a tela de um celular',
    ],
  },
  'safeair-ffp2-folding-mask-unvalved': {
    name: 'Máscara dobrável SafeAir FFP2 NR D sem válvula',
    shortDescription:
      '<p>Máscara FFP2 de três painéis com espuma nasal macia e tirantes de cabeça, para poeiras, névoas e viagens.</p>',
    description:
      '<p>O design de três painéis da SafeAir acompanha o movimento do rosto enquanto você fala, então a vedação se mantém melhor do que em uma máscara plana. Sem válvula, ela filtra tanto o ar que você inspira quanto o que você expira, o que a torna uma boa escolha perto de outras pessoas.</p>\n<p>Certificada EN 149:2001+A1:2009 FFP2 NR D: eficiência de filtração de pelo menos 94%, vazamento total para dentro abaixo de 8% e aprovação no ensaio de colmatação com dolomita, para respirar com conforto em trabalhos com poeira. NR significa uso por um único turno.</p>\n<p>A FFP2 é a classe europeia mais próxima do NIOSH N95. Ela não é aprovada pelo NIOSH; por isso, para programas de proteção respiratória exigidos pela OSHA nos EUA, escolha um N95.</p>\n<ul><li>EN 149:2001+A1:2009 FFP2 NR D</li><li>Tirantes de cabeça, e não elásticos de orelha, para uma vedação confiável</li><li>Clipe nasal de alumínio ajustável com tira de espuma</li><li>Embalada individualmente; sem látex</li></ul>',
    tabs: [
      {
        tabTitle: 'Como usar',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Como colocar uma máscara dobrável',
            youtubeUrl: 'https://www.youtube.com/watch?v=Hq8rBz2nVt4',
            videoDescription:
              'Abra os painéis, posicione os tirantes, modele o clipe nasal e verifique a vedação.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'FFP2 é o mesmo que N95?',
        answer:
          'São parecidas: a FFP2 filtra pelo menos 94% e a N95 pelo menos 95%, mas elas são ensaiadas por normas diferentes. Só a N95 é aprovada pelo NIOSH para programas da OSHA.',
      },
      {
        question: 'Posso reutilizá-la?',
        answer:
          'Máscaras NR são para um único turno. Troque antes se ela ficar molhada, danificada ou difícil de respirar.',
      },
    ],
    attributeLabels: { 'Pack size': 'Embalagem' },
    attributeValues: {
      'Pack size': { '10': '10', '20': '20', '50': '50' },
    },
    imageAlts: [
      'Máscara dobrável FFP2 branca de três painéis com tiras de cabeça',
      'Máscara aberta mostrando o clipe nasal ajustável',
      'Caixa com 50 máscaras',
    ],
  },
};
