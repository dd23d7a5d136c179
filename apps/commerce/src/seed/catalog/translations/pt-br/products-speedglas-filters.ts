import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the Speedglas 9100 and G5 filters sold on their own. */
const filterWarranty: SeedWarranty = {
  warrantyDuration: '3 anos',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

/** Brazilian Portuguese texts of the Speedglas auto-darkening filters sold on their own. */
export const brazilianPortugueseSpeedglasFilters: Record<string, ProductTranslation> = {
  'speedglas-9100xxi-auto-darkening-filter': {
    name: 'Filtro de escurecimento automático Speedglas 9100XXi',
    shortDescription:
      '<p>O maior filtro 9100, com estado claro em tonalidade 3, modos de memória e teclado iluminado.</p>',
    description:
      '<p>O 9100XXi oferece uma visão de 2,8 x 4,2 polegadas com as tonalidades 5, 8 e 9–13 e um estado claro mais luminoso, em tonalidade 3. Três memórias permitem alternar entre MIG, TIG e esmerilhamento sem reconfigurar tudo.</p>\n<p>Ele se encaixa em qualquer máscara 9100 e é alimentado por duas baterias CR2032 com auxílio de célula solar.</p>\n<ul><li>Tonalidades 3 (estado claro), 5, 8, 9–13</li><li>Área de visão de 2,8 x 4,2 polegadas</li><li>Três modos de memória, seis níveis de sensibilidade</li><li>Duração da bateria de cerca de 2.000 horas</li></ul>',
    tabs: [
      {
        tabTitle: 'Guia de tonalidades',
        contentType: 'text',
        textContent:
          '<p>Use tonalidade 9–10 para TIG abaixo de 50 A, 10–11 para MIG até 150 A, 11–12 para MIG e eletrodo revestido até 250 A e 13 acima de 300 A ou para goivagem a arco com eletrodo de carvão. Na dúvida, comece mais escuro e vá clareando até enxergar bem a poça de fusão.</p>',
      },
    ],
    faqs: [
      {
        question: 'Ele serve na minha máscara 9100 mais antiga?',
        answer:
          'Sim. Todos os filtros 9100 servem em todos os cascos 9100, inclusive nas máscaras mais antigas.',
      },
      {
        question: 'Que baterias ele usa?',
        answer:
          'Duas baterias de lítio CR2032 com auxílio de célula solar; conte com cerca de 2.000 horas de uso.',
      },
    ],
    warranty: filterWarranty,
    attributeLabels: { 'Lens size': 'Tamanho do filtro' },
    attributeValues: {
      'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 pol.' },
    },
    imageAlts: ['Filtro Speedglas 9100XXi com teclado azul', 'Filtro no estado escuro, tonalidade 11'],
  },
  'speedglas-9100xx-auto-darkening-filter': {
    name: 'Filtro de escurecimento automático Speedglas 9100XX',
    shortDescription:
      '<p>Visão ampla de 2,8 x 4,2 polegadas com as tonalidades 5, 8 e 9–13, para soldagem em geral.</p>',
    description:
      '<p>A mesma área de visão do XXi, com estado claro padrão em tonalidade 3 e um teclado mais simples. Um upgrade popular para quem tem o 9100V e quer enxergar mais.</p>\n<ul><li>Tonalidades 5, 8, 9–13</li><li>Área de visão de 2,8 x 4,2 polegadas</li><li>Modo esmerilhamento em tonalidade 3</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro de escurecimento automático Speedglas 9100XX'],
  },
  'speedglas-9100x-auto-darkening-filter': {
    name: 'Filtro de escurecimento automático Speedglas 9100X',
    shortDescription:
      '<p>Visão intermediária de 2,1 x 4,2 polegadas, com toda a faixa de tonalidades da 9100.</p>',
    description:
      '<p>O 9100X equilibra visão e preço. Ele cobre as tonalidades 5, 8 e 9–13 e tem os mesmos controles do XX.</p>\n<ul><li>Tonalidades 5, 8, 9–13</li><li>Área de visão de 2,1 x 4,2 polegadas</li><li>Seis níveis de sensibilidade</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro de escurecimento automático Speedglas 9100X'],
  },
  'speedglas-9100v-auto-darkening-filter': {
    name: 'Filtro de escurecimento automático Speedglas 9100V',
    shortDescription: '<p>Filtro 9100 compacto, com tonalidades 5 e 8–13.</p>',
    description:
      '<p>O filtro de entrada da família 9100, com área de visão de 1,8 x 3,7 polegadas. Em breve de volta ao estoque; cadastre-se abaixo para ser avisado.</p>\n<ul><li>Tonalidades 5, 8–13</li><li>Área de visão de 1,8 x 3,7 polegadas</li><li>Compatível com todas as máscaras 9100</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro de escurecimento automático Speedglas 9100V'],
  },
  'speedglas-g5-01tw-auto-darkening-filter': {
    name: 'Filtro de escurecimento automático Speedglas G5-01TW',
    shortDescription:
      '<p>Filtro para serviço pesado com modo TIG, que se mantém escuro em arcos de baixa amperagem.</p>',
    description:
      '<p>O G5-01TW usa quatro sensores e um modo TIG dedicado que mantém o filtro escuro com correntes a partir de 1 A. A recarga é feita por USB-C.</p>\n<ul><li>Tonalidades 5, 8–13, estado claro 3</li><li>Modo TIG para trabalhos em baixa amperagem</li><li>Recarregável por USB-C</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro Speedglas G5-01TW com botão do modo TIG'],
  },
  'speedglas-g5-01vc-auto-darkening-filter': {
    name: 'Filtro de escurecimento automático Speedglas G5-01VC',
    shortDescription:
      '<p>Filtro de cor variável, para uma visão da solda mais natural e menos esverdeada.</p>',
    description:
      '<p>O filtro VC ajusta a cor do estado escuro para que a poça de fusão, o metal de base e o entorno mantenham mais da sua cor real. Sob encomenda, enviado em 2–3 semanas.</p>\n<ul><li>Tonalidades 5, 8–13, estado claro 3</li><li>Tecnologia de cor variável</li><li>Recarregável por USB-C</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro Speedglas G5-01VC com tonalidade de cores naturais'],
  },
  'speedglas-100v-auto-darkening-filter': {
    name: 'Filtro de escurecimento automático Speedglas 100V',
    shortDescription: '<p>Filtro de tonalidade variável 8–12 para a máscara Speedglas 100.</p>',
    description:
      '<p>Reposição direta ou upgrade para a máscara Speedglas 100, com botões de tonalidade, sensibilidade e atraso.</p>\n<ul><li>Tonalidades 8–12, estado claro 3</li><li>Área de visão de 1,7 x 3,6 polegadas</li><li>Bateria CR2032 substituível</li></ul>',
    imageAlts: ['Filtro de escurecimento automático Speedglas 100V'],
  },
  'speedglas-100s-11-auto-darkening-filter': {
    name: 'Filtro de escurecimento automático Speedglas 100S-11',
    shortDescription:
      '<p>Filtro de tonalidade fixa 11 para eletrodo revestido e MIG, sem nada para ajustar.</p>',
    description:
      '<p>Para soldadores que sempre trabalham na tonalidade 11. Estado claro 3, comutação em 0,1 ms.</p>\n<ul><li>Tonalidade fixa 11</li><li>Estado claro 3</li><li>Compatível com a máscara Speedglas 100</li></ul>',
    imageAlts: ['Filtro Speedglas 100S-11 de tonalidade fixa'],
  },
};
