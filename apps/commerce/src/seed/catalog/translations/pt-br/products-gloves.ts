import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The welding gloves' warranty, item by item as in English. */
const weldingGloveWarranty: SeedWarranty = {
  warrantyDuration: '90 dias',
  useCustomWarranty: true,
  customWarrantyItems: [{ itemName: 'Costuras e pespontos', itemWarrantyDuration: '90 dias' }],
};

/** Brazilian Portuguese texts of the cut-resistant, chemical, disposable, welding, mechanics and general-purpose work gloves. */
export const brazilianPortugueseGloves: Record<string, ProductTranslation> = {
  'armorgrip-cr-2-pu-palm-gloves-12-pairs': {
    name: 'Luvas anticorte ArmorGrip CR-2 com palma de PU (12 pares)',
    shortDescription:
      '<p>Resistência ao corte leve A2 para montagem, embalagem e separação de pedidos no armazém, vendidas por dúzia.</p>',
    description:
      '<p>A palma de poliuretano dá uma pegada limpa e seca, com ótima destreza. O nível A2 é adequado para papelão, peças leves e bordas de plástico, mas não para chapas metálicas.</p>\n<ul><li>ANSI A2, EN 388:2016 4X42B</li><li>Suporte de HPPE calibre 13</li><li>12 pares por pacote</li></ul>',
    imageAlts: ['Uma dúzia de luvas de malha cinza com palma de poliuretano branca'],
  },
  'armorgrip-cr-9-heavy-duty-cut-gloves': {
    name: 'Luvas anticorte ArmorGrip CR-9 para serviço pesado',
    shortDescription:
      '<p>O nível de corte ANSI mais alto, A9, para fábricas de vidro, reciclagem de metais e troca de lâminas.</p>',
    description:
      '<p>O suporte de para-aramida e HPPE com núcleo de aço chega ao nível A9 (acima de 6.000 gramas). A palma de nitrila com acabamento arenoso segura vidro e chapa de aço com óleo, e o reforço entre o polegar e o indicador protege o ponto de desgaste em que a maioria das luvas anticorte falha primeiro.</p>\n<p>Nenhuma luva é à prova de corte. Use protetores de lâmina e práticas de manuseio seguras junto com qualquer luva anticorte.</p>\n<ul><li>ANSI A9, EN 388:2016 4X44F</li><li>Reforço entre o polegar e o indicador</li><li>Resistente a calor de contato até 212 °F (EN 407 nível 1)</li></ul>',
    faqs: [
      {
        question: 'Podem ser lavadas?',
        answer: 'Sim. Lave em água morna, seque ao ar e não use alvejante.',
      },
      {
        question: 'Como é a numeração?',
        answer:
          'Para uma luva anticorte, ela é folgada. Peça o seu tamanho de sempre; se estiver entre dois tamanhos, escolha o menor.',
      },
    ],
    imageAlts: ['Luva de malha grossa amarela com palma de nitrila arenosa'],
  },
  'armorgrip-cr-5-impact-cut-gloves': {
    name: 'Luvas anticorte e anti-impacto ArmorGrip CR-5',
    shortDescription:
      '<p>Resistência ao corte A5 e proteção de TPR no dorso da mão com classificação ANSI/ISEA 138 Nível 2.</p>',
    description:
      '<p>Feita para campos de petróleo, movimentação de cargas e demolição, onde pontos de esmagamento e ferramentas que caem são um risco tão grande quanto as bordas cortantes. O dorso de alta visibilidade deixa as mãos fáceis de ver perto de equipamentos em movimento.</p>\n<ul><li>ANSI A5, EN 388:2016 4X43D</li><li>Impacto ANSI/ISEA 138 Nível 2</li><li>Suporte de alta visibilidade</li></ul>',
    imageAlts: ['Luva de alta visibilidade com protetores de TPR pretos nos nós dos dedos'],
  },
  'armorgrip-cr-4-insulated-touchscreen-gloves': {
    name: 'Luvas anticorte térmicas ArmorGrip CR-4 para o inverno',
    shortDescription:
      '<p>Luva anticorte A4 com forro de acrílico escovado e revestimento repelente à água, para docas e pátios no frio.</p>',
    description:
      '<p>Um forro com toque de fleece mantém as mãos aquecidas até cerca de 14 °F, enquanto a palma com dupla camada de nitrila repele água e neve derretida.</p>\n<ul><li>ANSI A4, EN 388:2016 4X42C</li><li>Forro de acrílico escovado</li><li>Palma repelente à água</li><li>Polegar e indicador compatíveis com touchscreen</li></ul>',
    imageAlts: ['Luva azul forrada de acrílico escovado com palma preta'],
  },
  'armorgrip-cr-3-food-processing-gloves': {
    name: 'Luvas anticorte ArmorGrip CR-3 para processamento de alimentos',
    shortDescription:
      '<p>Luva anticorte A3 branca, sem revestimento, com fibras em conformidade com a FDA, para linhas de carnes, aves e hortifrúti.</p>',
    description:
      '<p>Use por baixo de uma luva descartável de nitrila para uma combinação higiênica e resistente ao corte. Pode ser lavada a 160 °F para higienização.</p>\n<ul><li>ANSI A3, EN 388:2016 3X42C</li><li>Fibras em conformidade com as normas FDA 21 CFR para contato com alimentos</li><li>Ambidestra</li></ul>',
    imageAlts: ['Luva de malha branca sem costura para processamento de alimentos'],
  },
  'armorgrip-cr-4-cut-resistant-sleeves-18-in': {
    name: 'Mangotes anticorte ArmorGrip CR-4, 18 polegadas',
    shortDescription:
      '<p>Mangote para o antebraço com abertura para o polegar, que fecha o vão entre o punho da luva e a camisa.</p>',
    description:
      '<p>No manuseio de chapas metálicas, a maioria dos cortes acontece no antebraço, e não na mão. Combine com qualquer luva da série CR.</p>\n<ul><li>ANSI A4</li><li>Abertura para o polegar</li><li>Tamanho único, serve na maioria das pessoas</li></ul>',
    imageAlts: ['Mangote de malha amarelo com abertura para o polegar'],
  },
  'armorgrip-cr-7-glass-handling-gloves': {
    name: 'Luvas ArmorGrip CR-7 para manuseio de vidro',
    shortDescription:
      '<p>Luva anticorte A7 com punho estendido de 4 polegadas, para vidraçaria e instalação de janelas.</p>',
    description:
      '<p>O punho longo protege o pulso quando você alcança o interior dos caixilhos. Temporariamente fora de estoque em todos os tamanhos.</p>\n<ul><li>ANSI A7, EN 388:2016 4X44F</li><li>Punho estendido de 4 polegadas</li></ul>',
    imageAlts: ['Luva azul com punho longo e palma de microespuma'],
  },
  'armorgrip-chemguard-butyl-14-mil-gloves': {
    name: 'Luvas ArmorGrip ChemGuard de butil, 14 mil',
    shortDescription:
      '<p>Borracha butílica para cetonas, ésteres e ácidos fortes, onde a nitrila não resiste.</p>',
    description:
      '<p>O butil é a luva de referência para acetona, MEK, ácido nítrico e muitos ésteres. Não é adequado para hidrocarbonetos e solventes halogenados; consulte a tabela de permeação.</p>\n<ul><li>14 mil, 14 polegadas</li><li>EN ISO 374-1 Tipo A (ABKNOP)</li><li>Acabamento liso</li></ul>',
    faqs: [
      {
        question: 'Butil ou nitrila?',
        answer:
          'Butil para cetonas (acetona, MEK), ésteres e muitos ácidos; nitrila para óleos, combustíveis e a maioria dos solventes. Na dúvida, envie-nos a FISPQ (SDS) do produto.',
      },
      {
        question: 'Como devo guardá-las?',
        answer: 'Enxágue, seque e guarde longe da luz do sol e de fontes de ozônio, como motores elétricos.',
      },
    ],
    imageAlts: ['Luva preta lisa de borracha butílica'],
  },
  'armorgrip-chloroprene-lined-gloves-28-mil': {
    name: 'Luvas forradas ArmorGrip de cloropreno, 28 mil',
    shortDescription:
      '<p>Luva pesada de cloropreno com forro interlock, para ácidos, cáusticos e manuseio no frio. Tamanho L (9).</p>',
    description:
      '<p>O cloropreno continua flexível no frio e resiste a uma ampla gama de ácidos, álcoois e cáusticos.</p>\n<ul><li>28 mil, 12 polegadas</li><li>Forro de algodão interlock</li><li>EN ISO 374-1 Tipo A</li></ul>',
    imageAlts: ['Luva preta de cloropreno grossa com forro de algodão'],
  },
  'armorgrip-pvc-gauntlet-18-in': {
    name: 'Luva química ArmorGrip de PVC cano longo, 18 polegadas',
    shortDescription:
      '<p>Luva de PVC até o cotovelo para limpeza de tanques, ácido de bateria e trabalhos molhados. Tamanho XL (10).</p>',
    description:
      '<p>PVC com acabamento arenoso sobre forro de malha de algodão. Resiste a ácidos, cáusticos e fertilizantes.</p>\n<ul><li>Cano longo de 18 polegadas</li><li>Acabamento arenoso para mais aderência</li><li>EN ISO 374-1 Tipo B</li></ul>',
    imageAlts: ['Luva de PVC vermelha de cano longo que vai até o cotovelo'],
  },
  'armorgrip-laminate-film-chemical-liner': {
    name: 'Subluva química ArmorGrip de filme laminado',
    shortDescription:
      '<p>Subluva de laminado multicamadas com tempo de permeação acima de 8 horas para centenas de produtos químicos.</p>',
    description:
      '<p>A resistência química mais ampla disponível em uma luva, para atendimento a derramamentos e produtos químicos desconhecidos. O ajuste é folgado; use por baixo de uma luva externa de nitrila para ter destreza. Produto sob encomenda, enviado em 1–2 semanas.</p>\n<ul><li>Laminado de cinco camadas</li><li>EN ISO 374-1 Tipo A</li><li>Tamanho único</li></ul>',
    imageAlts: ['Luva transparente de laminado multicamadas'],
  },
  'armorgrip-double-dipped-nitrile-oil-gloves': {
    name: 'Luvas ArmorGrip de nitrila com dupla imersão para óleo, 12 polegadas',
    shortDescription:
      '<p>Luva de nitrila de cano longo, totalmente revestida e forrada com malha, para campos de petróleo e manuseio de fluidos de perfuração.</p>',
    description:
      '<p>A dupla imersão veda completamente a passagem de óleo e água; o acabamento arenoso segura bem os tubos.</p>\n<ul><li>Forro de malha de algodão</li><li>Punho de cano longo de 12 polegadas</li><li>EN 388:2016 4121X</li></ul>',
    imageAlts: ['Luva de nitrila laranja com dupla imersão e punho longo'],
  },
  'armorgrip-vinyl-powder-free-gloves-100': {
    name: 'Luvas ArmorGrip de vinil sem pó (caixa com 100)',
    shortDescription:
      '<p>Luvas de vinil transparentes e econômicas para tarefas rápidas de preparo de alimentos e limpeza.</p>',
    description:
      '<p>Ajuste mais folgado, fáceis de calçar e tirar. O vinil não é recomendado para uso químico ou médico.</p>\n<ul><li>Sem pó</li><li>Sem látex</li><li>Adequadas para contato com alimentos</li></ul>',
    imageAlts: ['Luvas descartáveis de vinil transparentes'],
  },
  'armorgrip-poly-food-service-gloves-500': {
    name: 'Luvas ArmorGrip de polietileno para serviços de alimentação (caixa com 500)',
    shortDescription:
      '<p>Luvas de polietileno folgadas para linhas de montagem de sanduíches e trocas rápidas de luva.</p>',
    description:
      '<p>Rápidas de calçar para manusear alimentos prontos para consumo. Tamanho único, serve na maioria das pessoas.</p>\n<ul><li>Gofradas para mais aderência</li><li>500 por caixa</li><li>Tamanho único</li></ul>',
    imageAlts: ['Luvas de polietileno transparentes e folgadas para serviços de alimentação'],
  },
  'armorgrip-orange-diamond-grip-nitrile-gloves': {
    name: 'Luvas ArmorGrip de nitrila laranja com textura diamante (caixa com 100)',
    shortDescription:
      '<p>Nitrila laranja de 7 mil com textura em relevo de diamante, para boa pegada com óleo e água.</p>',
    description:
      '<p>O laranja vivo deixa os rasgos fáceis de ver e as luvas fáceis de achar na caixa de ferramentas.</p>\n<ul><li>7 mil</li><li>Textura de diamante em relevo nos dois lados</li><li>Ambidestras</li></ul>',
    imageAlts: ['Luva de nitrila laranja de alta visibilidade com textura diamante em relevo'],
  },
  'armorgrip-chemo-rated-nitrile-exam-gloves-12-in': {
    name: 'Luvas de procedimento ArmorGrip de nitrila para quimioterápicos, 12 polegadas (caixa com 50)',
    shortDescription:
      '<p>Nitrila de punho longo, ensaiada quanto à permeação de quimioterápicos conforme a ASTM D6978.</p>',
    description:
      '<p>Para enfermagem oncológica e manipulação em farmácia, usadas em luva dupla conforme a USP 800.</p>\n<ul><li>ASTM D6978 e D6319</li><li>Punho de 12 polegadas</li><li>6 mil na ponta dos dedos</li></ul>',
    imageAlts: ['Luva de procedimento de nitrila roxa com punho longo'],
  },
  'armorgrip-tig-goatskin-welding-gloves': {
    name: 'Luvas para soldagem TIG ArmorGrip de pelica de cabra',
    shortDescription:
      '<p>Pelica de cabra fina e sem forro, para a sensibilidade de que você precisa ao alimentar a vareta de adição.</p>',
    description:
      '<p>A soldagem TIG exige mais sensibilidade nas pontas dos dedos do que proteção contra calor. A pelica de cabra macia oferece destreza e proteção suficiente contra o calor radiante nas amperagens típicas do TIG.</p>\n<p>Classificação EN 12477 Tipo B, a classe de alta destreza destinada ao TIG.</p>\n<ul><li>Pelica de cabra, sem forro</li><li>Linha de para-aramida resistente a chamas</li><li>Punho de raspa de couro de 4 polegadas</li><li>EN 12477 Tipo B, EN 407 41XXXX</li></ul>',
    tabs: [
      {
        tabTitle: 'A EN 12477 explicada',
        contentType: 'text',
        textContent:
          '<p>A EN 12477 classifica as luvas para soldagem como <strong>Tipo A</strong> (mais proteção contra calor e respingos, menos destreza, para MIG e eletrodo revestido) ou <strong>Tipo B</strong> (mais destreza, para TIG). O código EN 407 ao lado indica comportamento à chama, calor de contato, calor convectivo, calor radiante e pequenos e grandes respingos de metal fundido.</p>',
      },
    ],
    faqs: [
      {
        question: 'Posso usá-las para MIG?',
        answer:
          'Para trabalhos leves de MIG, sim. Para MIG contínuo ou eletrodo revestido, escolha uma luva forrada de couro bovino.',
      },
      {
        question: 'Como a luva para TIG deve vestir?',
        answer: 'Justa. Se estiver entre dois tamanhos, escolha o menor; a pelica de cabra laceia um pouco.',
      },
    ],
    warranty: weldingGloveWarranty,
    imageAlts: [
      'Luva macia bege de pelica de cabra para soldagem TIG, com punho curto',
      'Luva segurando uma vareta de adição',
    ],
  },
  'armorgrip-mig-cowhide-welding-gloves': {
    name: 'Luvas para soldagem MIG ArmorGrip de couro bovino',
    shortDescription:
      '<p>Couro bovino forrado com espuma e polegar reforçado, para MIG e arame tubular o dia inteiro.</p>',
    description:
      '<p>O forro de espuma bloqueia o calor radiante e mantém a luva flexível o bastante para acionar o gatilho da tocha.</p>\n<ul><li>Palma de vaqueta (couro bovino flor)</li><li>Forro de espuma</li><li>EN 12477 Tipo A</li></ul>',
    warranty: weldingGloveWarranty,
    imageAlts: ['Luva marrom de couro bovino para soldagem MIG com forro de espuma'],
  },
  'armorgrip-stick-welding-gauntlet-14-in': {
    name: 'Luva de raspa ArmorGrip cano longo para eletrodo revestido, 14 polegadas',
    shortDescription:
      '<p>Luva pesada de raspa de couro de cano longo, com forro de algodão, para eletrodo revestido e goivagem. Tamanho L.</p>',
    description:
      '<p>O cano longo protege o antebraço da escória e dos respingos que caem na soldagem sobrecabeça e na vertical ascendente.</p>\n<ul><li>Raspa de couro bovino</li><li>Forro de algodão flanelado</li><li>14 polegadas de comprimento</li><li>EN 12477 Tipo A</li></ul>',
    warranty: weldingGloveWarranty,
    imageAlts: ['Luva de raspa bege de cano longo para soldagem com eletrodo revestido'],
  },
  'armorgrip-aluminized-heat-reflective-gloves': {
    name: 'Luvas aluminizadas ArmorGrip refletoras de calor',
    shortDescription:
      '<p>O dorso aluminizado reflete o calor radiante em fundições, forjarias e fornos de tratamento térmico.</p>',
    description:
      '<p>Reflete até 95% do calor radiante. Palma de couro com forro de lã contra o calor de contato. Tamanho único (XL).</p>\n<ul><li>Dorso de para-aramida aluminizada</li><li>Forro de lã</li><li>EN 407 43434X</li></ul>',
    imageAlts: ['Luva de cano longo com dorso aluminizado prateado'],
  },
  'armorgrip-cut-resistant-welding-gloves': {
    name: 'Luvas para soldagem MIG ArmorGrip com resistência ao corte',
    shortDescription:
      '<p>Luva para soldagem com forro de para-aramida que acrescenta resistência ao corte A4, para caldeirarias e serralherias.</p>',
    description:
      '<p>Quem trabalha com fabricação manuseia peças afiadas entre uma solda e outra. Com esta luva, não é preciso trocar de luva entre a serra e a cabine de solda.</p>\n<ul><li>Corte ANSI A4</li><li>EN 12477 Tipo A</li><li>Palma de pelica de cabra</li></ul>',
    warranty: weldingGloveWarranty,
    imageAlts: ['Luva de soldagem de couro bovino com forro amarelo de para-aramida'],
  },
  'armorgrip-impact-mechanics-gloves': {
    name: 'Luvas para mecânico ArmorGrip com proteção contra impacto',
    shortDescription:
      '<p>Luva para mecânico com proteção de TPR no dorso, classificação ANSI/ISEA 138 Nível 1.</p>',
    description:
      '<p>Protege os nós e os dedos contra escorregões e prensamentos, sem perder a destreza de uma luva para mecânico.</p>\n<ul><li>ANSI/ISEA 138 Nível 1</li><li>Palma acolchoada</li><li>Dorso de alta visibilidade</li></ul>',
    imageAlts: ['Luva para mecânico amarela de alta visibilidade com proteção preta nos nós dos dedos'],
  },
  'armorgrip-touchscreen-utility-gloves': {
    name: 'Luvas multiuso ArmorGrip compatíveis com touchscreen',
    shortDescription:
      '<p>Luva multiuso leve e respirável para leitura de códigos no armazém, direção e montagem leve.</p>',
    description:
      '<p>As pontas dos dedos condutivas funcionam com celulares, tablets e coletores de dados portáteis.</p>\n<ul><li>Touchscreen nas cinco pontas dos dedos</li><li>Dorso de tela respirável</li></ul>',
    imageAlts: ['Luva multiuso cinza e azul tocando um tablet'],
  },
  'armorgrip-insulated-winter-work-gloves': {
    name: 'Luvas de trabalho ArmorGrip térmicas e impermeáveis para o inverno',
    shortDescription:
      '<p>Membrana impermeável e isolamento de 100 g para trabalhos ao ar livre até cerca de 0 °F.</p>',
    description:
      '<p>Uma membrana interna impermeável e respirável mantém as mãos secas ao remover neve com pá ou com trator e ao carregar caminhões debaixo de chuva congelada.</p>\n<ul><li>Isolamento sintético de 100 g</li><li>Membrana interna impermeável</li><li>Palma de couro sintético</li></ul>',
    imageAlts: ['Luva térmica de inverno preta com punho de malha'],
  },
  'armorgrip-leather-driver-gloves': {
    name: 'Luvas de vaqueta ArmorGrip modelo motorista',
    shortDescription:
      '<p>A clássica luva de vaqueta sem forro, modelo motorista, com polegar tipo keystone, para motoristas, operadores de carga e paisagistas.</p>',
    description:
      '<p>A vaqueta premium fica mais macia com o uso. O polegar tipo keystone se movimenta naturalmente ao segurar um volante ou uma corda.</p>\n<ul><li>Vaqueta (couro bovino flor)</li><li>Polegar tipo keystone</li><li>Dorso com elástico</li></ul>',
    imageAlts: ['Luva de vaqueta bege modelo motorista com polegar em estilo keystone'],
  },
  'armorgrip-nitrile-coated-nylon-gloves-12-pairs': {
    name: 'Luvas ArmorGrip de náilon com revestimento de nitrila, tamanho L (12 pares)',
    shortDescription:
      '<p>Uma dúzia de luvas finas de náilon com palma de nitrila microespumada, para linhas de montagem e almoxarifados.</p>',
    description:
      '<p>Baratas o bastante para distribuir todos os dias. Náilon calibre 15 com dorso respirável.</p>\n<ul><li>Palma de nitrila microespumada</li><li>Náilon calibre 15</li><li>12 pares, tamanho L</li></ul>',
    imageAlts: ['Uma dúzia de luvas de náilon brancas com palma de nitrila cinza'],
  },
  'armorgrip-custom-logo-glove-program': {
    name: 'Programa ArmorGrip de luvas personalizadas com logotipo',
    shortDescription:
      '<p>O seu logotipo em luvas ArmorGrip para mecânico ou anticorte, a partir de 144 pares; orçamento e produção pelo fabricante.</p>',
    description:
      '<p>Logotipos em serigrafia ou transfer térmico, em até quatro cores. O preço exibido é um custo típico por par para 1.000 pares.</p>\n<ul><li>Mínimo de 144 pares</li><li>Prova em até 2 dias úteis</li><li>Prazo de produção de cerca de 4 semanas</li></ul>',
    buttonText: 'Solicitar orçamento',
    imageAlts: ['Luva para mecânico com o logotipo de uma empresa impresso no dorso'],
  },
};
