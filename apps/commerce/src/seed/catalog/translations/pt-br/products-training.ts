import type { ProductTranslation } from '../types.ts';

/** Brazilian Portuguese texts of the online courses, e-books and program templates. */
export const brazilianPortugueseTraining: Record<string, ProductTranslation> = {
  'respirator-fit-testing-training-course-online': {
    name: 'Curso de ensaio de vedação de respiradores (on-line)',
    shortDescription:
      '<p>Curso no seu ritmo que capacita a equipe de segurança a fazer internamente ensaios de vedação qualitativos aceitos pela OSHA.</p>',
    description:
      '<p>Contratar ensaios de vedação de terceiros pode custar mais por funcionário do que os próprios respiradores. Este curso ensina o responsável pela segurança a fazer ensaios de vedação qualitativos (sacarina, benzoato de denatônio ou fumaça irritante) exatamente como descrito no Apêndice A da OSHA 29 CFR 1910.134.</p>\n<p>Oito módulos em vídeo tratam da escolha do respirador certo, do teste de sensibilidade, dos oito exercícios do ensaio, de como reconhecer reprovações, dos registros e de quando o ensaio quantitativo é obrigatório (FPA acima de 10 para peças faciais inteiras de pressão negativa).</p>\n<p>Inclui apostila para imprimir, formulários de registro e certificado de conclusão após a avaliação final. O acesso vale por 12 meses.</p>\n<ul><li>Cerca de 3,5 horas, no seu ritmo</li><li>Oito módulos em vídeo e avaliação final</li><li>Certificado de conclusão para imprimir</li><li>Apostila e formulários de registro para baixar</li><li>Acesso por 12 meses</li></ul>',
    tabs: [
      {
        tabTitle: 'Conteúdo programático',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Módulos 1–2',
            answer: 'Visão geral da OSHA 1910.134, avaliação médica e escolha do respirador.',
          },
          {
            question: 'Módulos 3–5',
            answer: 'Teste de sensibilidade, protocolos com sacarina e com sabor amargo, fumaça irritante.',
          },
          {
            question: 'Módulos 6–8',
            answer: 'Exercícios do ensaio, critérios de aprovação e reprovação, registros e reensaio anual.',
          },
        ],
      },
      {
        tabTitle: 'Prévia',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Prévia do curso',
            youtubeUrl: 'https://www.youtube.com/watch?v=Yf6kG2pTn8U',
            videoDescription: 'Prévia de dois minutos do módulo de ensaio com sacarina.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'O curso me torna um aplicador certificado de ensaios de vedação?',
        answer:
          'A OSHA não certifica aplicadores de ensaios de vedação; ela exige que a pessoa saiba preparar as soluções, aplicar o protocolo corretamente e reconhecer ensaios inválidos. Este curso documenta essa competência.',
      },
      {
        question: 'Ele aborda o ensaio de vedação quantitativo?',
        answer:
          'Ele explica quando o ensaio quantitativo é necessário e como funciona, mas o treinamento prático com o equipamento é dado pelo fabricante do aparelho.',
      },
      {
        question: 'Há preço para grupos?',
        answer: 'Sim, fale com a gente para cinco ou mais inscrições.',
      },
    ],
    imageAlts: [
      'Instrutor fazendo o ensaio de vedação em um trabalhador que usa um N95 sob um capuz',
      'Videoaula do curso mostrando o ensaio de vedação com sacarina',
    ],
  },
  'welding-safety-ebook': {
    name: 'E-book de segurança na soldagem: fumos, radiação luminosa e incêndio',
    shortDescription:
      '<p>Um guia prático de 68 páginas sobre controle de fumos de solda, escolha da tonalidade e prevenção de incêndios em trabalhos a quente.</p>',
    description:
      '<p>Escrito para supervisores de oficina e instrutores de soldagem. Trata da exposição ao cromo hexavalente e ao manganês, de ventilação versus proteção respiratória, da escolha da tonalidade por processo e amperagem e das permissões de trabalho a quente conforme a OSHA 1910.252.</p>\n<ul><li>68 páginas, em PDF</li><li>Tabelas de escolha de tonalidade por processo</li><li>Modelo de permissão de trabalho a quente</li><li>Atualizações gratuitas por um ano</li></ul>',
    imageAlts: ['Capa de um e-book de segurança na soldagem com máscara de solda e faíscas'],
  },
  'confined-space-entry-course-online': {
    name: 'Curso de entrada em espaços confinados (on-line)',
    shortDescription:
      '<p>Treinamento para trabalhador autorizado, vigia e supervisor de entrada em espaços confinados que exigem permissão, conforme a OSHA 1910.146.</p>',
    description:
      '<p>A maioria das mortes em espaços confinados é de pessoas que tentavam resgatar alguém. Este curso trata do reconhecimento de riscos, da ordem da avaliação atmosférica (oxigênio, inflamáveis, tóxicos), da ventilação, das permissões de entrada e de por que tentativas de resgate sem treinamento são fatais.</p>\n<p>Atende aos requisitos de conteúdo de treinamento da 1910.146(g) para trabalhadores autorizados, vigias e supervisores de entrada; o empregador deve acrescentar o treinamento específico do local e o treinamento prático de resgate.</p>\n<ul><li>Cerca de 4 horas, no seu ritmo</li><li>Módulos específicos para cada função</li><li>Modelo de permissão de entrada e manual</li><li>Certificado de conclusão</li></ul>',
    faqs: [
      {
        question: 'Isso basta para as equipes de resgate?',
        answer:
          'Não. Pela 1910.146(k), as equipes de resgate precisam de prática presencial pelo menos a cada 12 meses. Este curso cobre a parte teórica.',
      },
      {
        question: 'Ele aborda a construção civil?',
        answer: 'Sim, um módulo trata das diferenças previstas na 29 CFR 1926 Subparte AA.',
      },
    ],
    imageAlts: ['Trabalhador com cinturão e tripé na entrada de um poço de visita'],
  },
  'respiratory-protection-program-template': {
    name: 'Modelo de programa de proteção respiratória da OSHA',
    shortDescription:
      '<p>Programa escrito para preencher, que cobre todos os elementos exigidos pela OSHA 1910.134(c).</p>',
    description:
      '<p>Quando há respiradores em uso, o programa escrito é a primeira coisa que o fiscal da OSHA pede. Este modelo percorre seleção, avaliação médica, ensaio de vedação, uso, manutenção, qualidade do ar, treinamento e avaliação do programa, com notas de orientação em linguagem simples.</p>\n<ul><li>Todos os elementos da 1910.134(c)(1)</li><li>Planilha de cronograma de troca de cartuchos</li><li>Folheto do Apêndice D para uso voluntário</li></ul>',
    imageAlts: ['Pasta impressa do programa de proteção respiratória ao lado de um respirador semifacial'],
  },
  'hearing-conservation-program-toolkit': {
    name: 'Kit do programa de conservação auditiva',
    shortDescription:
      '<p>Modelos e slides de treinamento para um programa de conservação auditiva conforme a OSHA 1910.95.</p>',
    description:
      '<p>Cobre monitoramento de ruído, calendário de exames audiométricos, escolha de protetores auditivos com a correção do NRR e treinamento anual, com uma apresentação de 20 minutos para os diálogos diários de segurança (DDS).</p>\n<ul><li>Registro de levantamento de ruído</li><li>Slides do treinamento anual</li><li>Planilha de escolha de protetores</li></ul>',
    imageAlts: ['Medidor de nível sonoro ao lado de protetores auditivos tipo concha e tipo plug'],
  },
};
