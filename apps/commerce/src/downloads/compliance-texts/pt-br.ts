import type { ComplianceTexts } from './types.ts';

export const brazilianPortuguese: ComplianceTexts = {
  titles: {
    'user-instructions': 'Instruções de uso',
    'declaration-of-conformity': 'Declaração UE de conformidade',
    'approval-label': 'Etiqueta de aprovação NIOSH',
    'safety-data-sheet': 'Ficha com dados de segurança',
    certificate: 'Certificado de exame UE de tipo',
  },
  none: 'nenhuma informada',
  userInstructions: (f) => [
    `Produto: ${f.name}. Código do item: ${f.sku}. Normas: ${f.standards}.`,
    'Este é o resumo das instruções de uso preparado pela SafetyGear Pro. O folheto do fabricante que acompanha o produto é o que vale: leia-o por completo antes do primeiro uso e siga-o sempre que os dois forem diferentes.',
    'Colocação: coloque o equipamento como mostra o folheto. Ajuste as tiras, a carneira ou o tamanho até que fique firme, sem pontos de pressão, e use-o durante todo o tempo de exposição ao risco.',
    'Verificação de vedação: se o equipamento veda contra o rosto ou o corpo, verifique a vedação toda vez que colocá-lo. Em um respirador, cubra as entradas de ar, inspire devagar e confira se não entra ar pelas bordas. Nada, nem barba nem cabelo, pode ficar entre a vedação e a pele.',
    'Inspeção: antes de cada uso, procure trincas, rasgos, furos, tiras gastas ou frouxas, deformações e peças faltando. Não use equipamento danificado e nunca o modifique.',
    'Armazenamento: guarde-o limpo e seco, longe do sol, do calor, de produtos químicos e de esmagamento, na embalagem ou em um saco limpo.',
    'Substituição: troque o produto, ou a peça em questão, quando estiver danificado ou sujo, quando ficar mais difícil respirar através dele ou quando passar da validade, e nos intervalos indicados no folheto. Itens descartáveis valem para um único turno. Use somente peças de reposição do fabricante.',
    'Dúvidas: fale com o atendimento ao cliente da SafetyGear Pro ou com o fabricante.',
  ],
  declaration: (f) => [
    'A presente declaração de conformidade é emitida sob a exclusiva responsabilidade do fabricante.',
    `Objeto da declaração: ${f.name}, código do item ${f.sku}.`,
    `O objeto da declaração acima descrito está em conformidade com a legislação de harmonização da União aplicável: ${[
      f.ppe && 'Regulamento (UE) 2016/425 relativo aos equipamentos de proteção individual',
      f.medical && 'Regulamento (UE) 2017/745 relativo aos dispositivos médicos',
    ]
      .filter(Boolean)
      .join('; ')}.`,
    `Normas harmonizadas aplicadas: ${f.euStandards}.`,
    ...(f.ppe
      ? [
          'O organismo notificado 2797 realizou o exame UE de tipo (módulo B) e emitiu o certificado de exame UE de tipo. Para equipamentos da categoria III, o mesmo organismo também supervisiona a conformidade com o tipo (módulo C2 ou D).',
        ]
      : []),
    ...(f.medical
      ? [
          'Como dispositivo médico da classe I, sua conformidade foi avaliada pelo fabricante (anexos II e III).',
        ]
      : []),
    'Assinado pelo fabricante e em seu nome.',
    'Cópia de demonstração da SafetyGear Pro: a declaração assinada está disponível com o fabricante e é a que vale.',
  ],
  approvalLabel: (f) => [
    `Aprovado pelo NIOSH. Produto: ${f.name}, código do item ${f.sku}.`,
    `Números de aprovação: ${f.approvals}. Aprovado somente nas configurações listadas na etiqueta completa: use-o apenas com os componentes indicados nela.`,
    'Advertências e limitações:',
    'A - Não usar em atmosferas com menos de 19,5% de oxigênio.',
    'B - Não usar em atmosferas imediatamente perigosas à vida ou à saúde.',
    'C - Não ultrapassar as concentrações máximas de uso fixadas pelas normas.',
    ...(f.cartridges
      ? [
          'H - Seguir os cronogramas de troca de cartuchos e filtros químicos estabelecidos, ou observar o indicador de fim de vida útil, para trocar os cartuchos antes da saturação.',
        ]
      : []),
    'J - O uso ou a manutenção incorretos deste produto podem causar lesões ou morte.',
    'L - Seguir as instruções do fabricante para a troca de cartuchos, filtros químicos e filtros.',
    'M - Todo respirador aprovado deve ser selecionado, ajustado, usado e mantido de acordo com as normas da MSHA, da OSHA e demais regulamentos aplicáveis.',
    'N - Nunca substituir, modificar, acrescentar ou omitir peças. Usar somente as peças de reposição exatas, na configuração especificada pelo fabricante.',
    'O - Consultar as instruções de uso e os manuais de manutenção para o uso e a manutenção.',
    'Resumo de demonstração da SafetyGear Pro: valem a etiqueta que acompanha o produto e a lista de equipamentos certificados do NIOSH.',
  ],
  safetyDataSheet: (f) => [
    `1. Identificação: ${f.name}, código do item ${f.sku}, fornecido pela SafetyGear Pro.`,
    '2. Identificação de perigos: artigo não classificado como perigoso pelo GHS nem pelo Regulamento (CE) n.º 1272/2008.',
    '3. Composição e informações sobre os ingredientes: nenhuma substância que suscite elevada preocupação acima de 0,1% em massa.',
    '4. Medidas de primeiros socorros: desnecessárias no uso normal; em caso de irritação, interrompa o uso e procure um médico.',
    '5. Medidas de combate a incêndio: água em neblina, espuma, pó químico ou CO2; a queima pode liberar monóxido de carbono.',
    '6. Medidas de controle para derramamento ou vazamento: recolher mecanicamente; nenhuma medida especial.',
    '7. Manuseio e armazenamento: em local seco e fresco, longe do sol, na embalagem original.',
    '8. Controle de exposição e proteção individual: desnecessários no uso normal.',
    '9. Propriedades físicas e químicas: artigo sólido, inodoro ou de odor fraco.',
    '10. Estabilidade e reatividade: estável em condições normais; manter longe do calor e de oxidantes fortes.',
    '11. Informações toxicológicas: não se esperam efeitos tóxicos no uso normal.',
    '12. Informações ecológicas: não se esperam efeitos nocivos.',
    '13. Considerações sobre destinação final: conforme as normas locais; se contaminado, como resíduo perigoso.',
    '14. Informações sobre transporte: não é produto perigoso, exceto baterias de lítio (UN 3480, UN 3481, UN 3090, UN 3091).',
    '15. Informações sobre regulamentações: artigo nos termos do REACH; não requer registro.',
    '16. Outras informações: resumo de demonstração da SafetyGear Pro; vale a ficha do fabricante.',
  ],
  certificate: (f) => [
    'Exame UE de tipo (módulo B) nos termos do Regulamento (UE) 2016/425 relativo aos equipamentos de proteção individual.',
    `Certificado n.º 2797/PPE/${f.sku}. Produto: ${f.name}, código do item ${f.sku}.`,
    `O organismo notificado 2797 examinou o projeto técnico do produto e ensaiou uma amostra do tipo conforme as normas harmonizadas ${f.euStandards}. O tipo atende aos requisitos essenciais de saúde e segurança aplicáveis do anexo II do Regulamento.`,
    'O certificado é válido por cinco anos a partir da emissão, salvo retirada. Qualquer alteração no tipo aprovado exige a aprovação do organismo notificado.',
    'Cópia de demonstração da SafetyGear Pro: vale o certificado emitido pelo organismo notificado.',
  ],
};
