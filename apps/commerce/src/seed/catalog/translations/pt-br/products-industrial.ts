import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the ShieldPro hard hats, item by item as in English. */
const hardHatWarranty: SeedWarranty = {
  warrantyDuration: '1 ano',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Casco do capacete', itemWarrantyDuration: '1 ano' },
    { itemName: 'Carneira', itemWarrantyDuration: '90 dias' },
  ],
};

/** The label of the hearing protectors' noise reduction rating. */
const NRR = 'Redução de ruído (NRR)';

/** Brazilian Portuguese texts of the safety eyewear, hard hats and hearing protection. */
export const brazilianPortugueseIndustrial: Record<string, ProductTranslation> = {
  'clearview-cv-200-anti-fog-goggles': {
    name: 'Óculos de ampla visão ClearView CV-200 antiembaçantes com ventilação indireta',
    shortDescription:
      '<p>Óculos de ampla visão com ventilação indireta contra respingos químicos e poeira, classificação Z87+ D3 D4.</p>',
    description:
      '<p>A OSHA 1910.133 exige óculos de ampla visão, e não óculos comuns de segurança, onde há risco de respingos químicos. O CV-200 veda ao redor dos olhos e tem ventilação indireta, para que o líquido não encontre um caminho reto até o interior.</p>\n<ul><li>Z87+ D3 (respingos) D4 (poeira)</li><li>Cabe sobre a maioria dos óculos de grau</li><li>Antiembaçante por dentro, revestimento rígido por fora</li><li>Elástico largo</li></ul>',
    faqs: [
      {
        question: 'Posso usá-los sobre óculos de grau?',
        answer: 'Sim, a armação tem espaço para a maioria das armações de grau de tamanho médio.',
      },
      {
        question: 'Servem para esmerilhamento?',
        answer: 'Sim. Para esmerilhamento pesado, use também um protetor facial por cima dos óculos.',
      },
    ],
    imageAlts: ['Óculos de ampla visão incolores com ventilação indireta contra respingos químicos'],
  },
  'clearview-cv-300-over-the-glasses': {
    name: 'Sobreóculos de segurança ClearView CV-300',
    shortDescription:
      '<p>Vestem sobre armações de grau, para visitantes e trabalhadores que não têm óculos de segurança com grau.</p>',
    description:
      '<p>Óculos de grau do dia a dia não são óculos de segurança. Coloque estes por cima para ter proteção Z87+.</p>\n<ul><li>Cabem sobre a maioria das armações</li><li>Proteções laterais integradas</li><li>Z87+ de alto impacto</li></ul>',
    imageAlts: ['Sobreóculos de segurança incolores com proteção lateral'],
  },
  'clearview-cv-150-bifocal-safety-readers': {
    name: 'Óculos de segurança bifocais para leitura ClearView CV-150',
    shortDescription:
      '<p>Óculos de segurança Z87+ com área bifocal de leitura integrada, de +1,0 a +3,0.</p>',
    description:
      '<p>Leia manômetros e letras miúdas sem trocar de óculos. A lente de aumento é moldada na parte de baixo da lente.</p>\n<ul><li>Z87+</li><li>Antiembaçante</li><li>Dioptrias de +1,0 a +3,0</li></ul>',
    attributeLabels: { Diopter: 'Dioptria' },
    attributeValues: {
      Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5', '+3.0': '+3,0' },
    },
    imageAlts: ['Óculos de segurança com área bifocal para leitura'],
  },
  'clearview-cv-120-safety-glasses-12-pack': {
    name: 'Óculos de segurança ClearView CV-120, incolores (pacote com 12)',
    shortDescription:
      '<p>Óculos de segurança incolores para visitantes, por dúzia, para visitas à fábrica e recepções de obra.</p>',
    description:
      '<p>Econômicos e com classificação Z87+ completa. Em breve de volta ao estoque.</p>\n<ul><li>Z87+</li><li>12 pares</li><li>Lente incolor</li></ul>',
    imageAlts: ['Uma dúzia de óculos de segurança incolores em uma caixa'],
  },
  'clearview-cv-400-sealed-safety-glasses': {
    name: 'Óculos de segurança vedados ClearView CV-400 com vedação de espuma',
    shortDescription:
      '<p>Óculos com vedação de espuma removível que bloqueia poeira e vento, classificação Z87+ D4.</p>',
    description:
      '<p>Proteção contra poeira e vento parecida com a de óculos de ampla visão, no formato de óculos. Tire a vedação nos dias quentes.</p>\n<ul><li>Z87+ D4 com a vedação</li><li>Antiembaçante</li><li>Elástico ajustável ou hastes</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Como trocar as hastes pelo elástico',
            youtubeUrl: 'https://www.youtube.com/watch?v=cR4nUe7yQ2s',
            videoDescription: 'Alterne entre hastes e elástico em 30 segundos.',
          },
        ],
      },
    ],
    imageAlts: ['Óculos de segurança de armação preta com vedação de espuma removível'],
  },
  'shieldpro-hh-20-full-brim-hard-hat': {
    name: 'Capacete de segurança ShieldPro HH-20 aba total',
    shortDescription:
      '<p>Capacete aba total que faz sombra no rosto e na nuca e escoa a chuva, Tipo I Classe E.</p>',
    description:
      '<p>Muito usado por montadores de estruturas metálicas, eletricistas de redes e equipes de rodovia. A aba bloqueia o sol e desvia a chuva da gola.</p>\n<ul><li>ANSI/ISEA Z89.1 Tipo I, Classe E</li><li>Carneira de quatro pontos com catraca</li><li>Aba total com calha para chuva</li></ul>',
    warranty: hardHatWarranty,
    imageAlts: ['Capacete de segurança laranja aba total'],
  },
  'shieldpro-hh-50-type-ii-safety-helmet': {
    name: 'Capacete de segurança ShieldPro HH-50 Tipo II com jugular',
    shortDescription:
      '<p>Capacete Tipo II estilo escalada, com forro de EPS e jugular de quatro pontos, para trabalho em altura.</p>',
    description:
      '<p>Quedas de altura costumam envolver impactos laterais e capacetes que saem da cabeça. O HH-50 acrescenta um forro de espuma EPS para proteção lateral (Tipo II) e uma jugular de quatro pontos que o mantém no lugar durante uma queda.</p>\n<p>Classe E, ensaiado a 20.000 volts. As aberturas de ventilação podem ser fechadas para trabalhos com eletricidade.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 Tipo II, Classe E</li><li>Forro de EPS, jugular de quatro pontos</li><li>Ventilação com fechamento</li><li>Presilhas para lanterna de cabeça</li></ul>',
    tabs: [
      {
        tabTitle: 'Documentos',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Instruções do HH-50',
            file: '/downloads/shieldpro-hh-50-instructions.pdf',
            fileDescription: 'Ajuste, inspeção e prazos de substituição.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Posso usá-lo com protetor auditivo tipo concha?',
        answer:
          'Sim, ele tem encaixes padrão de 30 mm para acessórios, próprios para protetores tipo concha de acoplar ao capacete.',
      },
      {
        question: 'Ele tem ventilação?',
        answer:
          'Sim, com tampas deslizantes que permitem fechar as aberturas para manter a classificação Classe E.',
      },
    ],
    warranty: hardHatWarranty,
    imageAlts: [
      'Capacete de segurança branco estilo alpinismo com jugular',
      'Parte interna do capacete mostrando o forro de EPS',
    ],
  },
  'shieldpro-hard-hat-cooling-liner': {
    name: 'Forro refrescante ShieldPro para capacete',
    shortDescription:
      '<p>Forro com resfriamento por evaporação e protetor de nuca, que se prende a qualquer carneira de capacete.</p>',
    description:
      '<p>Molhe em água fria, torça e prenda no capacete. Fica fresco por duas a quatro horas. Ajuda contra o estresse térmico como parte de um plano da OSHA de prevenção de doenças causadas pelo calor.</p>\n<ul><li>Tecido de resfriamento por evaporação</li><li>Protetor de nuca</li><li>Encaixe universal</li></ul>',
    imageAlts: ['Forro refrescante evaporativo azul para capacete com protetor de nuca'],
  },
  'shieldpro-custom-logo-hard-hats': {
    name: 'Capacetes ShieldPro personalizados com logotipo',
    shortDescription:
      '<p>Capacetes HH-10 ou HH-20 com o logotipo da sua empresa em tampografia, a partir de 24 unidades.</p>',
    description:
      '<p>A impressão é feita pelo fabricante, com tintas aprovadas para o material do casco, e por isso a classificação ANSI é preservada.</p>\n<ul><li>Mínimo de 24 capacetes</li><li>Até três posições de impressão</li></ul>',
    buttonText: 'Comprar com o fabricante',
    warranty: hardHatWarranty,
    imageAlts: ['Capacete azul com o logotipo de uma empresa em tampografia'],
  },
  'hushline-hl-30-over-head-ear-muffs': {
    name: 'Protetor auditivo tipo concha HushLine HL-30 com haste sobre a cabeça, NRR 30',
    shortDescription:
      '<p>Protetor tipo concha com NRR 30 para motosserras, esmerilhadeiras e estandes de tiro.</p>',
    description:
      '<p>As conchas de casco duplo com espuma acústica oferecem um nível de redução de ruído de 30 dB. O método da OSHA para estimar a proteção real é (NRR − 7) ÷ 2, então conte com cerca de 11–12 dB de atenuação em uma leitura de dosímetro com ponderação A.</p>\n<p>A OSHA 29 CFR 1910.95 exige que a proteção auditiva seja disponibilizada a partir de 85 dBA em oito horas e usada a partir de 90 dBA.</p>\n<ul><li>NRR 30 dB (ANSI S3.19-1974)</li><li>Conchas de casco duplo</li><li>Haste acolchoada e ajustável</li></ul>',
    faqs: [
      {
        question: 'Posso usar junto com protetor tipo plug?',
        answer:
          'Sim. Para ruídos muito altos (acima de 100 dBA), a OSHA recomenda plug mais concha; para a combinação, some cerca de 5 dB ao maior NRR.',
      },
      {
        question: 'Dá para usar com óculos de segurança?',
        answer:
          'Hastes finas funcionam bem. Hastes grossas podem comprometer a vedação e reduzir a proteção em alguns dB.',
      },
    ],
    attributeLabels: { NRR },
    attributeValues: {
      NRR: { '30 dB': '30 dB' },
    },
    imageAlts: ['Protetor auditivo tipo concha vermelho com haste sobre a cabeça'],
  },
  'hushline-hl-25e-electronic-ear-muffs': {
    name: 'Protetor auditivo tipo concha eletrônico HushLine HL-25E com áudio sem fio',
    shortDescription:
      '<p>Protetor dependente de nível, que amplifica vozes e corta ruídos altos, com transmissão de áudio sem fio.</p>',
    description:
      '<p>Os microfones externos permitem ouvir os colegas e os alarmes de ré em um nível seguro e comprimem o som na hora quando o ruído dispara. O áudio transmitido é limitado a 82 dBA, então a música nunca soma à sua dose de ruído.</p>\n<p>A bateria recarregável dura cerca de 40 horas com transmissão de áudio ou 140 horas no modo de escuta do ambiente.</p>\n<ul><li>NRR 25 dB</li><li>Escuta do ambiente dependente de nível</li><li>Áudio sem fio limitado a 82 dBA</li><li>Recarga por USB-C, cerca de 140 horas</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Pareamento e níveis de escuta do ambiente',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ew9bHq3ZsTo',
            videoDescription: 'Pareie um celular e ajuste o volume do som ambiente.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Posso usar para tiro?',
        answer:
          'Sim. O circuito dependente de nível corta ruídos de impulso, como disparos, em milissegundos, e deixa passar os comandos do estande.',
      },
      {
        question: 'Ele protege quando a bateria acaba?',
        answer: 'Sim. Desligado, ele continua oferecendo a proteção passiva de NRR 25.',
      },
    ],
    warranty: { warrantyDuration: '1 ano', useCustomWarranty: false, customWarrantyItems: [] },
    attributeLabels: { NRR, 'Battery runtime': 'Autonomia da bateria' },
    attributeValues: {
      NRR: { '25 dB': '25 dB' },
      'Battery runtime': { '140 hours hear-through': '140 horas no modo de escuta do ambiente' },
    },
    imageAlts: [
      'Protetor auditivo tipo concha eletrônico verde com botão de volume e microfones',
      'Versão preta do protetor auditivo eletrônico',
    ],
  },
  'hushline-hl-24c-cap-mounted-ear-muffs': {
    name: 'Protetor auditivo tipo concha HushLine HL-24C para capacete, NRR 24',
    shortDescription:
      '<p>Protetor tipo concha que se encaixa nos encaixes padrão de acessórios do capacete e se levanta quando não é necessário.</p>',
    description:
      '<p>Compatível com os ShieldPro HH-10 e HH-20 e com a maioria dos capacetes aba frontal com encaixes de 30 mm.</p>\n<ul><li>NRR 24 dB</li><li>Três posições: em uso, ventilação e recolhido</li></ul>',
    attributeLabels: { NRR },
    attributeValues: {
      NRR: { '24 dB': '24 dB' },
    },
    imageAlts: ['Protetor auditivo tipo concha amarelo em hastes de fixação no capacete'],
  },
  'hushline-hl-27f-folding-ear-muffs': {
    name: 'Protetor auditivo tipo concha dobrável HushLine HL-27F, NRR 27',
    shortDescription:
      '<p>Protetor tipo concha compacto e dobrável, que cabe na bolsa de ferramentas ou no porta-luvas.</p>',
    description:
      '<p>Dobra até a metade do tamanho. Bom para usuários ocasionais e visitantes.</p>\n<ul><li>NRR 27 dB</li><li>Haste dobrável</li></ul>',
    attributeLabels: { NRR },
    attributeValues: {
      NRR: { '27 dB': '27 dB' },
    },
    imageAlts: ['Protetor auditivo tipo concha dobrável azul, fechado para guardar'],
  },
  'hushline-hl-27r-reusable-corded-ear-plugs': {
    name: 'Protetor auditivo tipo plug reutilizável HushLine HL-27R com cordão (100 pares)',
    shortDescription: '<p>Plugs laváveis de três flanges com cordão, cada par com seu estojo.</p>',
    description:
      '<p>Laváveis com água e sabão; troque a cada duas a quatro semanas de uso diário.</p>\n<ul><li>NRR 27 dB</li><li>Três flanges</li><li>Estojo para cada par</li></ul>',
    attributeLabels: { NRR },
    attributeValues: {
      NRR: { '27 dB': '27 dB' },
    },
    imageAlts: ['Protetores auditivos reutilizáveis azuis de três flanges com cordão'],
  },
  'hushline-hl-32-corded-foam-ear-plugs': {
    name: 'Protetor auditivo tipo plug de espuma HushLine HL-32 com cordão, NRR 32',
    shortDescription:
      '<p>Plugs de espuma com cordão, que ficam pendurados no pescoço entre uma tarefa barulhenta e outra.</p>',
    description:
      '<p>Quando não estão em uso, o cordão mantém os plugs longe do chão e das máquinas.</p>\n<ul><li>NRR 32 dB</li><li>Cordão de PVC macio</li></ul>',
    attributeLabels: { 'Pack size': 'Embalagem', NRR },
    attributeValues: {
      'Pack size': { '100 pairs': '100 pares', '500 pairs': '500 pares' },
      NRR: { '32 dB': '32 dB' },
    },
    imageAlts: ['Protetores auditivos de espuma laranja unidos por um cordão azul'],
  },
  'hushline-metal-detectable-ear-plugs': {
    name: 'Protetor auditivo tipo plug detectável HushLine com cordão (100 pares)',
    shortDescription:
      '<p>Plugs azuis com cordão detectável por detectores de metais, para a produção de alimentos e medicamentos.</p>',
    description:
      '<p>Se um plug cair no fluxo de produção, o detector de metais da linha vai encontrá-lo. O azul é a cor padrão nas fábricas de alimentos.</p>\n<ul><li>NRR 29 dB</li><li>Cordão e plug detectáveis por detectores de metais</li><li>100 pares</li></ul>',
    attributeLabels: { NRR },
    attributeValues: {
      NRR: { '29 dB': '29 dB' },
    },
    imageAlts: ['Protetores auditivos azuis com cordão detectável por detector de metais'],
  },
};
