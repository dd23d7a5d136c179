import type { ComplianceTexts } from './types.ts';

export const italian: ComplianceTexts = {
  titles: {
    'user-instructions': "Istruzioni per l'uso",
    'declaration-of-conformity': 'Dichiarazione di conformità UE',
    'approval-label': 'Etichetta di approvazione NIOSH',
    'safety-data-sheet': 'Scheda di dati di sicurezza',
    certificate: 'Certificato di esame UE del tipo',
  },
  none: 'nessuna indicata',
  userInstructions: (f) => [
    `Prodotto: ${f.name}. Codice articolo: ${f.sku}. Norme: ${f.standards}.`,
    "Questo è il riepilogo delle istruzioni per l'uso redatto da SafetyGear Pro. Fa fede il foglio illustrativo del produttore allegato al prodotto: leggetelo per intero prima del primo utilizzo e seguitelo in caso di differenze.",
    "Indossamento: indossate il dispositivo come mostrato nel foglio illustrativo. Regolate cinghie, bardatura o taglia finché non aderisce saldamente senza punti di pressione, e indossatelo per tutto il tempo dell'esposizione al rischio.",
    "Verifica della tenuta: se il dispositivo fa tenuta sul viso o sul corpo, controllatela a ogni indossamento. Per un respiratore, coprite le aperture di ingresso dell'aria, inspirate lentamente e verificate che non entri aria dai bordi. Nulla, né barba né capelli, deve trovarsi tra il bordo di tenuta e la pelle.",
    'Ispezione: prima di ogni utilizzo, cercate crepe, strappi, fori, cinghie usurate o allentate, deformazioni e parti mancanti. Non usate un dispositivo danneggiato e non modificatelo mai.',
    'Conservazione: conservatelo pulito e asciutto, al riparo da sole, calore, sostanze chimiche e schiacciamento, nella sua confezione o in un sacchetto pulito.',
    'Sostituzione: sostituite il prodotto, o la parte interessata, quando è danneggiato o sporco, quando si respira con più fatica o quando è scaduto, e agli intervalli indicati nel foglio illustrativo. Gli articoli monouso valgono per un solo turno. Usate solo ricambi originali del produttore.',
    'Domande: rivolgetevi al servizio clienti di SafetyGear Pro o al produttore.',
  ],
  declaration: (f) => [
    'La presente dichiarazione di conformità è rilasciata sotto la responsabilità esclusiva del fabbricante.',
    `Oggetto della dichiarazione: ${f.name}, codice articolo ${f.sku}.`,
    `L'oggetto della dichiarazione di cui sopra è conforme alla pertinente normativa di armonizzazione dell'Unione: ${[
      f.ppe && 'regolamento (UE) 2016/425 sui dispositivi di protezione individuale',
      f.medical && 'regolamento (UE) 2017/745 relativo ai dispositivi medici',
    ]
      .filter(Boolean)
      .join('; ')}.`,
    `Norme armonizzate applicate: ${f.euStandards}.`,
    ...(f.ppe
      ? [
          "L'organismo notificato 2797 ha effettuato l'esame UE del tipo (modulo B) e ha rilasciato il certificato di esame UE del tipo. Per i dispositivi di categoria III lo stesso organismo sorveglia anche la conformità al tipo (modulo C2 o D).",
        ]
      : []),
    ...(f.medical
      ? [
          'In quanto dispositivo medico di classe I, la sua conformità è stata valutata dal fabbricante (allegati II e III).',
        ]
      : []),
    'Firmato a nome e per conto del fabbricante.',
    'Copia dimostrativa di SafetyGear Pro: la dichiarazione firmata è disponibile presso il fabbricante e fa fede.',
  ],
  approvalLabel: (f) => [
    `Approvato NIOSH. Prodotto: ${f.name}, codice articolo ${f.sku}.`,
    `Numeri di approvazione: ${f.approvals}. Approvato solo nelle configurazioni elencate sull'etichetta completa: usatelo solo con i componenti lì indicati.`,
    'Avvertenze e limitazioni:',
    'A - Non utilizzare in atmosfere con meno del 19,5% di ossigeno.',
    'B - Non utilizzare in atmosfere immediatamente pericolose per la vita o la salute.',
    "C - Non superare le concentrazioni massime d'uso stabilite dalle norme.",
    ...(f.cartridges
      ? [
          "H - Rispettare i programmi di sostituzione stabiliti per cartucce e filtri a canestro, o controllare l'indicatore di fine vita, così da sostituire le cartucce prima della saturazione.",
        ]
      : []),
    'J - Un uso o una manutenzione non corretti di questo prodotto possono causare lesioni o la morte.',
    'L - Seguire le istruzioni del produttore per la sostituzione di cartucce, filtri a canestro e filtri.',
    'M - Tutti i respiratori approvati devono essere scelti, adattati, usati e mantenuti secondo le norme MSHA, OSHA e le altre disposizioni applicabili.',
    'N - Non sostituire, modificare, aggiungere o omettere parti. Usare solo ricambi identici, nella configurazione indicata dal produttore.',
    "O - Consultare le istruzioni per l'uso e i manuali di manutenzione per l'uso e la manutenzione.",
    "Riepilogo dimostrativo di SafetyGear Pro: fanno fede l'etichetta allegata al prodotto e l'elenco NIOSH delle attrezzature certificate.",
  ],
  safetyDataSheet: (f) => [
    `1. Identificazione: ${f.name}, codice articolo ${f.sku}, fornito da SafetyGear Pro.`,
    '2. Identificazione dei pericoli: articolo non classificato come pericoloso secondo il GHS o il regolamento (CE) n. 1272/2008.',
    '3. Composizione/informazioni sugli ingredienti: nessuna sostanza estremamente preoccupante oltre lo 0,1% in peso.',
    "4. Misure di primo soccorso: non necessarie nell'uso normale; in caso di irritazione sospendere l'uso e consultare un medico.",
    '5. Misure di lotta antincendio: acqua nebulizzata, schiuma, polvere o CO2; la combustione può liberare monossido di carbonio.',
    '6. Misure in caso di rilascio accidentale: raccogliere meccanicamente; nessuna misura particolare.',
    '7. Manipolazione e immagazzinamento: in luogo asciutto e fresco, al riparo dal sole, nella confezione originale.',
    "8. Controlli dell'esposizione/della protezione individuale: non necessari nell'uso normale.",
    '9. Proprietà fisiche e chimiche: articolo solido, inodore o con odore lieve.',
    '10. Stabilità e reattività: stabile in condizioni normali; tenere lontano da calore e ossidanti forti.',
    "11. Informazioni tossicologiche: nessun effetto tossico previsto nell'uso normale.",
    '12. Informazioni ecologiche: nessun effetto nocivo previsto.',
    '13. Considerazioni sullo smaltimento: secondo le norme locali; se contaminato, come rifiuto pericoloso.',
    '14. Informazioni sul trasporto: non è merce pericolosa, tranne le batterie al litio (UN 3480, UN 3481, UN 3090, UN 3091).',
    '15. Informazioni sulla regolamentazione: articolo ai sensi del REACH; nessuna registrazione richiesta.',
    '16. Altre informazioni: riepilogo dimostrativo di SafetyGear Pro; fa fede la scheda del produttore.',
  ],
  certificate: (f) => [
    'Esame UE del tipo (modulo B) ai sensi del regolamento (UE) 2016/425 sui dispositivi di protezione individuale.',
    `Certificato n. 2797/PPE/${f.sku}. Prodotto: ${f.name}, codice articolo ${f.sku}.`,
    `L'organismo notificato 2797 ha esaminato il progetto tecnico del prodotto e ha provato un campione del tipo secondo le norme armonizzate ${f.euStandards}. Il tipo soddisfa i requisiti essenziali di salute e sicurezza applicabili dell'allegato II del regolamento.`,
    "Il certificato è valido cinque anni dal rilascio, salvo revoca. Ogni modifica al tipo approvato richiede l'approvazione dell'organismo notificato.",
    "Copia dimostrativa di SafetyGear Pro: fa fede il certificato rilasciato dall'organismo notificato.",
  ],
};
