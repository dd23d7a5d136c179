import type { PostTranslation } from '../types.ts';

/** Brazilian Portuguese texts of the three newest blog posts (HTML as in English). */
export const brazilianPortuguesePosts: Record<string, PostTranslation> = {
  'building-a-workplace-first-aid-kit': {
    title: 'Como montar um kit de primeiros socorros para a empresa que passe na fiscalização',
    excerpt:
      '<p>O que a OSHA exige, o que a ANSI Z308.1 recomenda e como manter os kits abastecidos sem correria todo mês.</p>',
    content:
      '<p>A OSHA 1910.151 exige que os materiais de primeiros socorros estejam prontamente disponíveis e, quando não houver um serviço médico por perto, que alguém no local seja treinado em primeiros socorros. A norma não lista o conteúdo, mas indica aos empregadores a ANSI/ISEA Z308.1 como referência.</p>\n' +
      '<h2>Classe A ou Classe B</h2>\n' +
      '<p>A edição de 2021 da Z308.1 define duas classes. Os kits <strong>Classe A</strong> cobrem as lesões mais comuns, como pequenos cortes, arranhões e queimaduras. Os kits <strong>Classe B</strong> têm mais materiais e acrescentam itens como torniquete e tala, para locais de trabalho maiores ou de maior risco.</p>\n' +
      '<h2>Tipos de maleta</h2>\n' +
      '<ul>\n' +
      '<li>Tipo I: uso fixo em ambientes internos</li>\n' +
      '<li>Tipo II: uso portátil em ambientes internos</li>\n' +
      '<li>Tipo III: portátil ou de fixar na parede, com alguma resistência à água</li>\n' +
      '<li>Tipo IV: portátil e robusto, para uso externo e em veículos</li>\n' +
      '</ul>\n' +
      '<h2>O lava-olhos é à parte</h2>\n' +
      '<p>Onde se usam produtos químicos corrosivos, a 1910.151(c) exige instalações adequadas para encharcamento ou lavagem rápida. A ANSI Z358.1 pede uma estação que possa ser alcançada em até 10 segundos e que forneça água por 15 minutos. Frascos lava-olhos individuais ajudam no enxágue imediato, mas sozinhos não atendem a esse requisito.</p>\n' +
      '<h2>Mantenha o kit abastecido</h2>\n' +
      '<p>Defina um responsável por kit, confira o conteúdo todo mês e reponha após cada uso. Refis com código de cores agilizam o trabalho.</p>',
    imageAlt:
      'Kit de primeiros socorros para a empresa e rolos de atadura em uma bancada, com um armário de primeiros socorros na parede',
  },
  'nitrile-vs-latex-vs-vinyl-disposable-gloves': {
    title: 'Nitrila, látex ou vinil: como escolher luvas descartáveis',
    excerpt:
      '<p>Espessura, resistência química, alergias e custo: um guia prático dos três materiais mais comuns de luvas descartáveis.</p>',
    content:
      '<p>Na caixa, as luvas descartáveis parecem todas iguais, mas o material e a espessura mudam a forma como elas protegem, quanto duram e quem pode usá-las com segurança.</p>\n' +
      '<h2>Nitrila</h2>\n' +
      '<p>A borracha nitrílica sintética virou o padrão em consultórios, laboratórios e oficinas mecânicas. Resiste a óleos, combustíveis e muitos desinfetantes, deixa os rasgos bem visíveis e não contém látex de borracha natural. As luvas de procedimento de nitrila atendem à ASTM D6319.</p>\n' +
      '<h2>Látex</h2>\n' +
      '<p>O látex de borracha natural oferece ótimo caimento e sensibilidade tátil, mas suas proteínas podem causar alergias graves do Tipo I tanto em quem usa as luvas quanto nos pacientes. Por isso, muitos hospitais e empresas de alimentos passaram a trabalhar sem látex.</p>\n' +
      '<h2>Vinil</h2>\n' +
      '<p>As luvas de vinil (PVC) são baratas e servem para tarefas curtas e de baixo risco, como montar sanduíches. Ficam folgadas, rasgam com mais facilidade e oferecem proteção química limitada.</p>\n' +
      '<h2>Guia rápido de escolha</h2>\n' +
      '<ul>\n' +
      '<li>Mecânica automotiva e desengraxe: nitrila de 6–8 mil</li>\n' +
      '<li>Consultórios e laboratórios: nitrila de procedimento de 4–5 mil</li>\n' +
      '<li>Quimioterápicos: nitrila ensaiada conforme a ASTM D6978, com luva dupla</li>\n' +
      '<li>Manipulação rápida de alimentos: vinil ou polietileno</li>\n' +
      '<li>Solventes como a acetona: uma luva reutilizável de butil, e não uma descartável</li>\n' +
      '</ul>\n' +
      '<h2>Atenção à espessura</h2>\n' +
      '<p>A espessura é informada em mil na ponta dos dedos e na palma. Luvas mais grossas duram mais e resistem melhor a respingos, mas reduzem a destreza. Sempre confira os dados de permeação dos produtos químicos que você manuseia.</p>',
    imageAlt:
      'Luvas descartáveis de nitrila azul, vinil transparente e látex creme ao lado de uma caixa dispensadora',
  },
  'wildfire-smoke-protection-guide': {
    title: 'Fumaça de incêndios florestais: como proteger quem trabalha ao ar livre e a sua família',
    excerpt:
      '<p>As partículas finas da fumaça de incêndios florestais viajam centenas de milhas. Veja como ler o AQI, o que os N95 podem e não podem fazer e o que alguns estados já exigem dos empregadores.</p>',
    content:
      '<p>A fumaça de incêndios florestais é uma mistura de gases e partículas finas (PM2.5) pequenas o bastante para chegar ao fundo dos pulmões. Mesmo longe do fogo, a fumaça pode manter o Índice de Qualidade do Ar (AQI) em faixas prejudiciais à saúde por vários dias.</p>\n' +
      '<h2>Confira o AQI</h2>\n' +
      '<p>O AQI para PM2.5 é divulgado em sites públicos de qualidade do ar e em aplicativos de previsão do tempo. Acima de 100, é prejudicial para grupos sensíveis; acima de 150, para todos; e acima de 300, é perigoso.</p>\n' +
      '<h2>Quais respiradores ajudam</h2>\n' +
      '<p>Um N95 aprovado pelo NIOSH, ou superior, usado com boa vedação, filtra a maior parte das partículas da fumaça. Máscaras de pano e máscaras cirúrgicas folgadas pouco ajudam. Os respiradores não filtram monóxido de carbono nem outros gases, e pessoas com doenças cardíacas ou pulmonares devem consultar um médico antes.</p>\n' +
      '<ul>\n' +
      '<li>Prefira N95 com tirantes de cabeça aos modelos com elástico de orelha, para uma vedação melhor.</li>\n' +
      '<li>Se puder, faça a barba; a barba compromete a vedação.</li>\n' +
      '<li>Troque a máscara quando ela ficar suja, danificada ou difícil de respirar.</li>\n' +
      '</ul>\n' +
      '<h2>Regras para empregadores</h2>\n' +
      '<p>Alguns estados têm normas específicas para fumaça de incêndios florestais. O Title 8, Section 5141.1 da Califórnia, por exemplo, obriga os empregadores a fornecer N95 para uso voluntário quando o AQI para PM2.5 chega a 151 e torna obrigatório o uso de respirador, com um programa completo de proteção respiratória, acima de 500.</p>\n' +
      '<h2>Em casa</h2>\n' +
      '<p>Mantenha as janelas fechadas, ligue um purificador de ar portátil com filtro HEPA e deixe o sistema de climatização (HVAC) em recirculação, com o melhor filtro que ele suportar.</p>',
    imageAlt:
      'Respirador N95 e capacete de segurança sob um céu alaranjado e enfumaçado por incêndios florestais',
  },
};
