import type { PostTranslation } from '../types.ts';

/** Brazilian Portuguese texts of the eleven older blog posts: guides to masks, welding filters, fit testing, cut levels, PAPRs, helmet care, OSHA respiratory protection, hard hats, NRR, hi-vis and cartridges (HTML as in English). */
export const brazilianPortuguesePosts2: Record<string, PostTranslation> = {
  'ffp2-vs-ffp3-vs-n95-what-the-numbers-mean': {
    title: 'FFP2, FFP3 ou N95: o que os números significam',
    excerpt:
      '<p>Três siglas, duas normas e muita confusão. Veja como as classes europeias FFP se comparam ao N95 do NIOSH e qual delas um comprador nos EUA realmente precisa.</p>',
    content:
      '<p>Em qualquer prateleira de EPI você vê FFP2, FFP3, N95, KN95 e P100 impressos em máscaras quase idênticas. As letras e os números indicam quanto de um aerossol de ensaio o material filtrante retém e, nas classes europeias, quanto ar entra pelas bordas.</p>\n' +
      '<h2>As classes europeias: EN 149</h2>\n' +
      '<p>A EN 149:2001+A1:2009 define três classes de peça semifacial filtrante. Cada uma é ensaiada quanto à penetração no filtro e ao <em>vazamento total para dentro</em>, em um grupo de pessoas reais fazendo exercícios. No Brasil, a ABNT NBR 13698 adota classes equivalentes, chamadas PFF1, PFF2 e PFF3:</p>\n' +
      '<ul>\n' +
      '<li><strong>FFP1:</strong> filtração de pelo menos 80%, vazamento para dentro de no máximo 22%.</li>\n' +
      '<li><strong>FFP2:</strong> filtração de pelo menos 94%, vazamento para dentro de no máximo 8%.</li>\n' +
      '<li><strong>FFP3:</strong> filtração de pelo menos 99%, vazamento para dentro de no máximo 2%.</li>\n' +
      '</ul>\n' +
      '<p>As marcações depois da classe também importam. <strong>NR</strong> significa uso por um único turno, <strong>R</strong> significa reutilizável em vários turnos e <strong>D</strong> indica que a máscara passou no ensaio de colmatação com pó de dolomita, então a respiração continua fácil em trabalhos com poeira.</p>\n' +
      '<h2>As classes americanas: NIOSH 42 CFR 84</h2>\n' +
      '<p>O NIOSH aprova respiradores em nove classes: séries N, R e P, com 95, 99 e 100 (99,97) por cento de eficiência. “N” não é resistente a óleo, “R” é parcialmente resistente e “P” é altamente resistente. Um N95, portanto, retém pelo menos 95% das partículas de aerossol salino no tamanho mais penetrante. Todo modelo aprovado tem um número TC, como TC-84A-9315, que você pode consultar na NIOSH Certified Equipment List.</p>\n' +
      '<h2>Então, qual é “melhor”?</h2>\n' +
      '<p>Só pela eficiência do filtro, a FFP3 (99%) supera o N95 (95%), e a FFP2 (94%) equivale mais ou menos ao N95. Na prática, a vedação importa mais que os últimos pontos percentuais de filtração: um N95 bem vedado protege mais que uma FFP3 com vazamentos. Para a OSHA, qualquer peça facial filtrante tem fator de proteção atribuído 10, seja qual for a classe.</p>\n' +
      '<h2>O que um empregador nos EUA deve comprar</h2>\n' +
      '<p>Se os seus funcionários são obrigados a usar respiradores pela OSHA 29 CFR 1910.134, você precisa de produtos aprovados pelo NIOSH. As máscaras FFP não são aprovadas pelo NIOSH, por melhores que sejam. Para uso voluntário, reformas em casa ou viagens, FFP2 e FFP3 são escolhas perfeitamente razoáveis, e a FFP3 é um passo acima confortável contra sílica ou poeira de madeira dura.</p>',
    imageAlt: 'Máscaras FFP2, FFP3 e N95 lado a lado em uma bancada, cada uma identificada com a sua classe',
  },
  'how-to-choose-an-auto-darkening-welding-filter': {
    title: 'Como escolher um filtro de escurecimento automático para solda',
    excerpt:
      '<p>Faixa de tonalidades, classe óptica, sensores e área de visão: as quatro especificações que separam um bom filtro de escurecimento automático de uma dor de cabeça.</p>',
    content:
      '<p>Um filtro de escurecimento automático (ADF) fica no estado claro, normalmente tonalidade 3 ou 4, até que os sensores detectem um arco e o escureçam em uma fração de milissegundo. Procure as marcações ANSI Z87.1 e CSA Z94.3: os filtros certificados bloqueiam o UV e o IV nocivos o tempo todo, mesmo no estado claro, então uma comutação lenta significa ofuscamento, e não queimadura. Além disso, veja o que comparar.</p>\n' +
      '<h2>1. Faixa de tonalidades</h2>\n' +
      '<p>Combine a faixa com os seus processos. Um filtro com tonalidades 8–13 atende à maior parte do trabalho com MIG e eletrodo revestido. O TIG de baixa amperagem costuma pedir tonalidade 9 ou 10, e a goivagem a arco com eletrodo de carvão pede 13 ou 14. Um modo esmerilhamento separado (tonalidade 3–5) evita que você levante a máscara entre os passes. Pontos de partida típicos:</p>\n' +
      '<ul>\n' +
      '<li>TIG abaixo de 50 A: tonalidade 10</li>\n' +
      '<li>MIG de 60–160 A: tonalidade 11</li>\n' +
      '<li>Eletrodo revestido ou MIG de 160–250 A: tonalidade 12</li>\n' +
      '<li>Acima de 250 A e goivagem: tonalidade 13–14</li>\n' +
      '</ul>\n' +
      '<h2>2. Classe óptica</h2>\n' +
      '<p>A norma europeia EN 379 classifica os filtros com quatro números, como 1/1/1/2: qualidade óptica, difusão da luz, uniformidade da tonalidade na lente e dependência do ângulo de visão. Quanto menor, melhor. Um filtro 1/1/1/1 dá uma imagem nítida, que mantém a mesma tonalidade quando você olha em ângulo, o que faz diferença na soldagem fora de posição.</p>\n' +
      '<h2>3. Sensores, sensibilidade e atraso</h2>\n' +
      '<p>Mais sensores significam menos arcos perdidos quando as mãos ou a peça bloqueiam um deles. A sensibilidade ajustável ajuda no TIG de baixa amperagem, e o atraso ajustável mantém o filtro escuro por um instante depois que o arco se apaga, para você não ficar olhando para o metal incandescente.</p>\n' +
      '<h2>4. Área de visão e cor</h2>\n' +
      '<p>Janelas maiores reduzem o movimento da cabeça e o esforço no pescoço. Os filtros mais novos também deslocam a cor do estado escuro para tons naturais, no lugar do verde clássico, o que facilita bastante o controle da poça de fusão.</p>\n' +
      '<h2>Nossa opinião</h2>\n' +
      '<p>Para a maioria dos serralheiros e caldeireiros, um Speedglas 9100X ou XX resolve tudo; os especialistas em TIG vão gostar da visão maior e dos modos de memória do XXi, e as oficinas de alta amperagem devem olhar a G5-01.</p>',
    imageAlt:
      'Máscara de solda com filtro de escurecimento automático e um filtro reserva em uma bancada, com faíscas de solda ao fundo',
  },
  'fit-testing-your-respirator-step-by-step': {
    title: 'Ensaio de vedação do respirador: guia passo a passo',
    excerpt:
      '<p>A OSHA exige um ensaio de vedação antes que alguém use um respirador de vedação facial no trabalho, e depois a cada ano. Veja como funciona um ensaio de vedação qualitativo do começo ao fim.</p>',
    content:
      '<p>Um respirador só protege se o ar passar pelo filtro, e não ao redor dele. O ensaio de vedação confirma que uma determinada marca, modelo e tamanho de respirador veda no rosto de uma determinada pessoa. A OSHA 29 CFR 1910.134(f) exige o ensaio antes do primeiro uso, todos os anos e sempre que uma mudança no rosto (variação de peso, tratamento dentário, cicatrizes) possa afetar a vedação.</p>\n' +
      '<h2>Qualitativo ou quantitativo?</h2>\n' +
      '<p>O ensaio <strong>qualitativo</strong> (QLFT) depende de o usuário perceber um gosto ou cheiro. Ele é aceito para respiradores semifaciais e N95, cujo fator de proteção atribuído é 10. O ensaio <strong>quantitativo</strong> (QNFT) mede o vazamento com um instrumento e é obrigatório quando uma peça facial inteira de pressão negativa for usada com FPA 50.</p>\n' +
      '<h2>Antes do ensaio</h2>\n' +
      '<ul>\n' +
      '<li>Confirme que o trabalhador tem liberação médica para usar respirador.</li>\n' +
      '<li>Nada de comer, beber, fumar ou mascar chiclete nos 15 minutos anteriores a um ensaio de paladar.</li>\n' +
      '<li>Os pelos faciais não podem atravessar a área de vedação. Sem exceções para respiradores de vedação facial.</li>\n' +
      '<li>Deixe o usuário escolher o mais confortável entre vários modelos e tamanhos.</li>\n' +
      '</ul>\n' +
      '<h2>Como fazer um ensaio com sacarina ou com sabor amargo</h2>\n' +
      '<p>Primeiro, faça o teste de sensibilidade sem respirador, para confirmar que a pessoa sente o gosto da solução e descobrir quantas borrifadas são necessárias. Em seguida, o usuário coloca o respirador, faz a verificação de vedação e o usa por pelo menos cinco minutos. Depois, sob o capuz de ensaio, ele faz cada exercício por um minuto enquanto o aplicador borrifa a solução novamente a cada 30 segundos: respiração normal, respiração profunda, virar a cabeça de um lado para o outro, mover a cabeça para cima e para baixo, falar (lendo o texto padrão Rainbow Passage), curvar o tronco e, de novo, respiração normal.</p>\n' +
      '<h2>Aprovação, reprovação e registros</h2>\n' +
      '<p>Se o usuário sentir o gosto do agente em qualquer momento, o ensaio está reprovado; experimente outro tamanho ou modelo. Registre o nome, a data, a marca, o modelo e o tamanho do respirador, o protocolo e o resultado. Guarde os registros até o ensaio seguinte. Com alguns materiais e um pouco de treinamento, a maioria das empresas consegue fazer os ensaios de vedação internamente.</p>',
    imageAlt:
      'Kit de ensaio de vedação sobre uma mesa: um respirador semifacial, um respirador N95 e um nebulizador para o teste de sabor',
  },
  'ansi-isea-105-cut-levels-explained': {
    title: 'Os níveis de corte da ANSI/ISEA 105 explicados',
    excerpt:
      '<p>De A1 a A9: o que significa a classificação de corte da sua luva, como ela se compara à EN 388 e como escolher o nível certo sem gastar demais.</p>',
    content:
      '<p>Os cortes nas mãos estão entre as lesões mais comuns no trabalho e também entre as mais evitáveis. As luvas anticorte são classificadas por um ensaio padronizado, para que você possa compará-las entre marcas.</p>\n' +
      '<h2>Como funciona o ensaio</h2>\n' +
      '<p>A ANSI/ISEA 105-2016 usa o método ASTM F2992 em uma máquina TDM-100: uma lâmina reta desliza sobre o material da luva sob uma carga conhecida, e o laboratório determina a carga, em gramas, que corta o material em 20 mm de percurso da lâmina. O resultado coloca a luva em uma escala de nove níveis:</p>\n' +
      '<ul>\n' +
      '<li>A1: 200–499 g (montagem leve, cortes de papel)</li>\n' +
      '<li>A2: 500–999 g (embalagem, peças leves)</li>\n' +
      '<li>A3–A4: 1.000–2.199 g (chapas metálicas, climatização, drywall)</li>\n' +
      '<li>A5–A6: 2.200–3.999 g (estamparia de metais, manuseio de vidro)</li>\n' +
      '<li>A7–A9: 4.000 g ou mais (vidro pesado, reciclagem de metais, troca de lâminas)</li>\n' +
      '</ul>\n' +
      '<h2>Como se compara à EN 388</h2>\n' +
      '<p>A EN 388:2016 agora inclui o mesmo tipo de ensaio (ISO 13997) e informa o resultado como uma letra de A a F, em newtons. Como 1 newton equivale a cerca de 102 gramas, as escalas se alinham aproximadamente: EN B corresponde a ANSI A2, C a A3 e ao início de A4, D a A4–A5, E a A5 e F a A6 ou mais. Uma luva com marcação 4X42C tem abrasão nível 4, sem resultado no ensaio Coupe (X), rasgamento 4, perfuração 2 e corte ISO C.</p>\n' +
      '<h2>Como escolher o nível</h2>\n' +
      '<p>Mais alto nem sempre é melhor: fios mais grossos reduzem a destreza, e uma luva que ninguém usa não protege ninguém. Comece analisando os acidentes e percorrendo as tarefas; depois, teste duas ou três luvas com as pessoas que vão usá-las. Para a maioria dos trabalhos industriais variados, A4 é o ponto ideal.</p>\n' +
      '<h2>Não se esqueça do antebraço</h2>\n' +
      '<p>Muitos cortes com chapas metálicas acontecem acima do punho da luva. Mangotes anticorte são um seguro barato.</p>',
    imageAlt: 'Três luvas anticorte enfileiradas, identificadas com os níveis de corte A2, A4 e A6',
  },
  'when-a-papr-beats-a-tight-fitting-mask': {
    title: 'Quando um PAPR é melhor que uma máscara de vedação facial',
    excerpt:
      '<p>Os respiradores purificadores de ar motorizados custam mais no início, mas com barba, turnos longos, calor e exposições altas podem ser a escolha mais barata e mais segura.</p>',
    content:
      '<p>Um respirador purificador de ar motorizado (PAPR) usa um motoventilador a bateria para empurrar ar filtrado para dentro de um capuz, capacete ou peça facial. Como o ar chega sob uma leve pressão positiva, o usuário não precisa puxar o ar através do filtro.</p>\n' +
      '<h2>Fatores de proteção mais altos</h2>\n' +
      '<p>Os fatores de proteção atribuídos da OSHA, na Tabela 1 da 1910.134, contam a história. Um respirador semifacial ou um N95 tem FPA 10, uma peça facial inteira tem 50, uma peça facial de PAPR com vedação folgada tem 25, e um capuz ou capacete de PAPR tem 1.000 quando o fabricante comprova desempenho nesse nível no local de trabalho. É um aumento de cem vezes em relação a uma máscara descartável.</p>\n' +
      '<h2>Sem ensaio de vedação, com barba</h2>\n' +
      '<p>Capuzes e capacetes de vedação folgada não vedam no rosto, então a OSHA não exige ensaio de vedação para eles, e os pelos faciais não são problema. Para equipes que usam barba por motivos religiosos ou médicos, ou para trabalhadores que não passam no ensaio de vedação, o PAPR costuma ser a única opção prática.</p>\n' +
      '<h2>Onde o PAPR compensa</h2>\n' +
      '<ul>\n' +
      '<li>Turnos longos, em que a resistência à respiração e o calor sob a máscara causam fadiga.</li>\n' +
      '<li>Esmerilhamento e soldagem, em que uma cobertura facial tipo capacete substitui o capacete de segurança, o protetor facial e o respirador.</li>\n' +
      '<li>Ambientes farmacêuticos e hospitalares, com compostos de alta potência ou infecções de transmissão aérea.</li>\n' +
      '<li>Exposições acima de dez vezes o limite de exposição, em que um respirador semifacial já não basta.</li>\n' +
      '</ul>\n' +
      '<h2>O que prever no orçamento</h2>\n' +
      '<p>Além do kit, conte com filtros HE, pré-filtros, baterias reservas para turnos dobrados e películas de reposição para o visor. A verificação diária de vazão leva 30 segundos e deve fazer parte da rotina antes do turno.</p>',
    imageAlt: 'Capuz de PAPR ao lado do motoventilador preso ao cinto e de uma bateria reserva',
  },
  'caring-for-your-speedglas-helmet': {
    title: 'Como cuidar da sua máscara de solda Speedglas',
    excerpt:
      '<p>Cinco minutos por semana mantêm a sua visão nítida e o seu filtro funcionando por anos. Esta é a nossa rotina de manutenção.</p>',
    content:
      '<p>Uma máscara de solda premium deve durar muitos anos. A maioria dos chamados de “meu filtro quebrou” que recebemos acaba sendo placa de proteção suja, bateria fraca ou carneira lasseada.</p>\n' +
      '<h2>Troque a placa externa cedo</h2>\n' +
      '<p>Os respingos marcam a placa de proteção externa, e uma placa marcada espalha a luz, fazendo você usar uma tonalidade mais escura do que o necessário. Troque-a assim que a visão começar a ficar turva. As placas resistentes ao calor duram mais em trabalhos de alta amperagem.</p>\n' +
      '<h2>Limpe o filtro do jeito certo</h2>\n' +
      '<p>Limpe o filtro e a placa interna com um pano macio que não solte fiapos, com água e sabão neutro. Nunca use solventes nem produtos abrasivos, e nunca mergulhe o filtro.</p>\n' +
      '<h2>Checklist semanal</h2>\n' +
      '<ul>\n' +
      '<li>Verifique se as placas externa e interna estão marcadas ou embaçadas.</li>\n' +
      '<li>Teste o filtro: ele deve escurecer quando você abre um arco ou acende um isqueiro na frente dos sensores.</li>\n' +
      '<li>Olhe o indicador de bateria; troque as duas baterias CR2032 ao mesmo tempo.</li>\n' +
      '<li>Inspecione o casco em busca de trincas e a carneira em busca de catracas espanadas.</li>\n' +
      '<li>Lave a testeira.</li>\n' +
      '</ul>\n' +
      '<h2>Guarde do jeito certo</h2>\n' +
      '<p>Guarde a máscara em um saco, longe do sol direto e da poeira de esmerilhamento. Não a deixe virada para baixo na bancada, onde respingos e grãos abrasivos vão riscar a placa.</p>\n' +
      '<h2>Saiba quando trocar</h2>\n' +
      '<p>Troque o casco depois de uma queda forte ou de qualquer trinca. Os filtros podem ser enviados para inspeção dentro da garantia, que é de três anos nos filtros de escurecimento automático Speedglas atuais.</p>',
    imageAlt:
      'Máscara de solda Speedglas com um filtro reserva, placas de proteção novas e um pano de limpeza',
  },
  'osha-respiratory-protection-basics': {
    title: 'Noções básicas de proteção respiratória da OSHA',
    excerpt:
      '<p>A norma de proteção respiratória está todo ano entre as mais autuadas pela OSHA. Este resumo mostra o que a 29 CFR 1910.134 exige e como ficar em conformidade.</p>',
    content:
      '<p>A norma de proteção respiratória da OSHA, a 29 CFR 1910.134, se aplica sempre que o empregador exige respiradores ou que as exposições os tornam necessários. Ela aparece com frequência entre as dez normas mais autuadas pela OSHA.</p>\n' +
      '<h2>Primeiro, as medidas de controle</h2>\n' +
      '<p>Os respiradores são a última linha de defesa. A norma espera que, onde for viável, sejam adotadas primeiro as medidas de engenharia, como a ventilação local exaustora, e as medidas administrativas.</p>\n' +
      '<h2>O programa escrito</h2>\n' +
      '<p>Se os respiradores são obrigatórios, você precisa de um programa escrito e específico para o local de trabalho, gerido por um administrador de programa qualificado. Ele deve abranger:</p>\n' +
      '<ul>\n' +
      '<li>Seleção do respirador com base no risco e no nível de exposição</li>\n' +
      '<li>Avaliação médica antes do ensaio de vedação e do uso</li>\n' +
      '<li>Ensaio de vedação para respiradores de vedação facial, inicial e anual</li>\n' +
      '<li>Procedimentos para uso de rotina e de emergência</li>\n' +
      '<li>Limpeza, armazenamento, inspeção e reparo</li>\n' +
      '<li>Qualidade do ar respirável nos sistemas de adução de ar (Grade D)</li>\n' +
      '<li>Treinamento, no mínimo anual, e avaliação do programa</li>\n' +
      '</ul>\n' +
      '<h2>Uso voluntário</h2>\n' +
      '<p>Se um funcionário decidir usar respirador quando ele não é obrigatório, você deve entregar a ele a folha informativa do Apêndice D. Para qualquer equipamento que não seja peça facial filtrante, também são necessários avaliação médica e procedimentos de limpeza.</p>\n' +
      '<h2>Cronogramas de troca</h2>\n' +
      '<p>Cartuchos para gases e vapores precisam de um cronograma de troca por escrito, baseado em dados objetivos; “troque quando sentir o cheiro” não é aceitável para a maioria dos produtos químicos.</p>',
    imageAlt:
      'Pasta com o programa escrito de proteção respiratória ao lado de um respirador semifacial e de um cartucho filtrante',
  },
  'type-i-vs-type-ii-hard-hats': {
    title: 'Capacetes Tipo I e Tipo II: classes, marcações e quando trocar',
    excerpt:
      '<p>Entenda a etiqueta dentro do seu capacete e descubra se o seu local de trabalho precisa de proteção contra impactos laterais.</p>',
    content:
      '<p>A OSHA 1910.135 e a 1926.100 exigem proteção para a cabeça onde houver risco de queda de objetos, batidas ou contato elétrico, e indicam a ANSI/ISEA Z89.1 como referência.</p>\n' +
      '<h2>Tipo: de onde vem o impacto</h2>\n' +
      '<p>Os capacetes <strong>Tipo I</strong> são ensaiados contra golpes no topo da cabeça. O <strong>Tipo II</strong> acrescenta proteção contra impactos laterais e penetração fora do centro, normalmente com um forro de espuma. O Tipo II é cada vez mais especificado para trabalho em altura, em que as quedas provocam impactos laterais, e em obras movimentadas com cargas suspensas em movimento.</p>\n' +
      '<h2>Classe: proteção elétrica</h2>\n' +
      '<ul>\n' +
      '<li><strong>Classe E</strong> (elétrica): ensaiada a 20.000 volts.</li>\n' +
      '<li><strong>Classe G</strong> (geral): ensaiada a 2.200 volts.</li>\n' +
      '<li><strong>Classe C</strong> (condutiva): sem proteção elétrica, muitas vezes com ventilação.</li>\n' +
      '</ul>\n' +
      '<h2>Outras marcações</h2>\n' +
      '<p>Procure “LT” para desempenho em baixas temperaturas, “HT” para altas temperaturas, “HV” para alta visibilidade e o símbolo de uso invertido se o capacete puder ser usado com a aba para trás.</p>\n' +
      '<h2>Quando trocar</h2>\n' +
      '<p>Troque qualquer capacete depois de um impacto significativo, mesmo sem dano visível. Troque a carneira pelo menos a cada 12 meses e o casco conforme o fabricante, em geral a cada cinco anos, ou antes se ele estiver esbranquiçado, desbotado ou quebradiço pela exposição ao UV. Não pinte o casco nem o guarde no painel do caminhão.</p>',
    imageAlt: 'Capacetes de segurança amarelo, branco e laranja enfileirados em uma prateleira',
  },
  'understanding-nrr-hearing-protection': {
    title: 'Entendendo o NRR: quanta proteção os protetores auditivos tipo plug oferecem de verdade?',
    excerpt:
      '<p>Um NRR de 33 não significa 33 decibéis a menos de ruído no trabalho. Veja como corrigir o valor do rótulo e escolher protetores que mantenham os trabalhadores abaixo dos limites da OSHA.</p>',
    content:
      '<p>Todo protetor auditivo vendido nos EUA traz o Nível de Redução de Ruído (NRR) da EPA, medido em laboratório com colocação ideal. A proteção no mundo real costuma ser bem menor.</p>\n' +
      '<h2>Os números da OSHA</h2>\n' +
      '<p>Pela 29 CFR 1910.95, o empregador deve manter um programa de conservação auditiva quando o ruído chega a 85 dBA como média ponderada no tempo de oito horas, e as exposições devem ser reduzidas para menos de 90 dBA. Pela taxa de troca da OSHA, cada aumento de 5 dB reduz à metade o tempo de exposição permitido.</p>\n' +
      '<h2>Como corrigir o NRR</h2>\n' +
      '<p>O método da OSHA para medições com ponderação A é subtrair 7 do NRR e dividir por dois ao avaliar se a proteção é adequada. O NIOSH sugere, em vez disso, uma correção por tipo de protetor:</p>\n' +
      '<ul>\n' +
      '<li>Protetores tipo concha: subtraia 25%</li>\n' +
      '<li>Plugs de espuma: subtraia 50%</li>\n' +
      '<li>Todos os outros plugs: subtraia 70%</li>\n' +
      '</ul>\n' +
      '<p>Assim, um plug de espuma com NRR 33, em uma área medida a 100 dBA, resulta em uma exposição estimada de 100 − (33 − 7) ÷ 2 = 87 dBA pelo método da OSHA.</p>\n' +
      '<h2>A colocação é tudo</h2>\n' +
      '<p>Um plug de espuma inserido só até a metade pode dar 5 dB. Ensine as pessoas a enrolar, puxar e segurar, e considere sistemas de verificação individual da atenuação no seu programa de conservação auditiva.</p>\n' +
      '<h2>Não exagere na proteção</h2>\n' +
      '<p>Procure uma exposição entre 70 e 80 dBA. Atenuação demais dificulta ouvir alarmes e colegas, e as pessoas acabam tirando a proteção.</p>',
    imageAlt:
      'Proteção auditiva: protetores tipo concha e tipo plug de espuma ao lado de um medidor de nível sonoro marcando 98 dB',
  },
  'ansi-isea-107-hi-vis-classes': {
    title: 'Alta visibilidade sem complicação: tipos e classes da ANSI/ISEA 107',
    excerpt:
      '<p>Tipo O, Tipo R, Classe 2, Classe 3: um guia rápido para escolher roupas de alta visibilidade que atendam à norma na sua área de trabalho.</p>',
    content:
      '<p>As roupas de alta visibilidade tornam os trabalhadores visíveis para motoristas e operadores de máquinas ao combinar material de fundo fluorescente, que se destaca durante o dia, com faixas retrorrefletivas, que brilham sob a luz dos faróis.</p>\n' +
      '<h2>Tipos por ambiente de trabalho</h2>\n' +
      '<ul>\n' +
      '<li><strong>Tipo O</strong> (fora de vias públicas): armazéns, estacionamentos e campos de petróleo; somente Classe 1.</li>\n' +
      '<li><strong>Tipo R</strong> (vias públicas): trabalhadores expostos ao trânsito e a equipamentos de construção; Classe 2 ou 3.</li>\n' +
      '<li><strong>Tipo P</strong> (segurança pública): polícia, bombeiros e atendimento pré-hospitalar, com modelos que dão acesso ao cinto de serviço.</li>\n' +
      '</ul>\n' +
      '<h2>Classes pela quantidade de material</h2>\n' +
      '<p>A Classe 2 exige pelo menos 775 polegadas quadradas de material de fundo e 201 polegadas quadradas de faixa refletiva. A Classe 3 exige 1.240 e 310 polegadas quadradas, o que na prática significa mangas. Calças ou bermudas Classe E não atendem à norma sozinhas, mas uma peça superior Classe 2 com uma inferior Classe E formam juntas um conjunto Classe 3.</p>\n' +
      '<h2>De qual eu preciso?</h2>\n' +
      '<p>As regras federais (23 CFR 634) exigem roupas de alta visibilidade para quem trabalha em rodovias com recursos federais, e o MUTCD faz referência à ANSI/ISEA 107. Use Classe 3 à noite, com mau tempo e onde o trânsito passa de cerca de 50 mph.</p>\n' +
      '<h2>Mantenha as roupas em condições</h2>\n' +
      '<p>Troque as peças desbotadas, sujas ou rasgadas, ou quando a faixa refletiva rachar. A maioria das faixas é classificada para cerca de 25 lavagens.</p>',
    imageAlt:
      'Coletes de segurança de alta visibilidade amarelo e laranja ao lado de um cone de trânsito em uma rua',
  },
  'which-respirator-cartridge-do-i-need': {
    title: 'De qual cartucho de respirador eu preciso?',
    excerpt:
      '<p>Códigos de cores, cartuchos combinados e cronogramas de troca: escolha o cartucho certo para o contaminante antes de comprar.</p>',
    content:
      '<p>Os filtros para partículas retêm poeiras, névoas e fumos. Os cartuchos químicos usam carvão ativado ou meios tratados para adsorver gases e vapores. Muitos trabalhos precisam dos dois.</p>\n' +
      '<h2>Leia o código de cores</h2>\n' +
      '<p>Os cartuchos aprovados pelo NIOSH seguem um código de cores que facilita a escolha no chão de fábrica:</p>\n' +
      '<ul>\n' +
      '<li>Preto: vapores orgânicos (tintas, solventes, adesivos)</li>\n' +
      '<li>Branco: gases ácidos (cloro, cloreto de hidrogênio, dióxido de enxofre)</li>\n' +
      '<li>Amarelo: vapores orgânicos e gases ácidos</li>\n' +
      '<li>Verde: amônia e metilamina</li>\n' +
      '<li>Verde-oliva: multigás/vapores</li>\n' +
      '<li>Magenta: partículas P100</li>\n' +
      '</ul>\n' +
      '<h2>As letras europeias</h2>\n' +
      '<p>A EN 14387 usa letras: A (orgânicos, marrom), B (inorgânicos, cinza), E (ácidos, amarelo), K (amônia, verde), com classes de capacidade de 1 a 3. A2P3 significa um filtro para vapores orgânicos classe 2 combinado com um filtro para partículas P3.</p>\n' +
      '<h2>Quando os cartuchos não bastam</h2>\n' +
      '<p>Respiradores purificadores de ar não podem ser usados em atmosferas com deficiência de oxigênio nem em concentrações imediatamente perigosas à vida ou à saúde (IPVS). Alguns produtos químicos, como isocianatos e metanol, têm propriedades de alerta ruins e muitas vezes exigem adução de ar.</p>\n' +
      '<h2>Defina um cronograma de troca</h2>\n' +
      '<p>A OSHA exige um cronograma de troca por escrito para cartuchos de gases e vapores. Use a calculadora de vida útil do fabricante com os seus dados de exposição e troque antes em umidade alta.</p>',
    imageAlt: 'Três cartuchos de respirador com código de cores na frente de um respirador semifacial',
  },
};
