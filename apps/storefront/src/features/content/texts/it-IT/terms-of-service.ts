import type { InfoPageContent } from '../types';

export const termsOfService: InfoPageContent = {
  title: 'Termini di servizio',
  description:
    'Le condizioni che si applicano quando usi il negozio online di SafetyGear Pro e acquisti da noi: ordini, prezzi, spedizioni, resi, garanzie e responsabilità.',
  updated: '2026-01-15',
  intro: [
    'Questi termini si applicano all’uso del negozio online di SafetyGear Pro e a ogni ordine effettuato presso {company}. Usando il negozio o effettuando un ordine, li accetti. Leggili con attenzione, insieme alla nostra [Informativa sulla privacy](/privacy-policy) e alle nostre condizioni di [Spedizioni e resi](/shipping-returns).',
  ],
  sections: [
    {
      heading: 'Chi può acquistare',
      blocks: [
        'Devi avere almeno 18 anni ed essere in grado di concludere un contratto vincolante. Se ordini per conto di un’azienda o di un’organizzazione, confermi di esserne autorizzato.',
      ],
    },
    {
      heading: 'Scegliere i dispositivi di protezione giusti',
      blocks: [
        'Le descrizioni dei prodotti, le certificazioni e i nostri consigli servono ad aiutarti nella scelta, ma sei tu responsabile di selezionare dispositivi adatti ai tuoi rischi. Secondo le norme OSHA, i datori di lavoro statunitensi devono valutare i rischi sul luogo di lavoro e fornire DPI adeguati (29 CFR 1910.132), e i respiratori aderenti richiedono una visita medica e una prova di tenuta (29 CFR 1910.134).',
        'Leggi e segui sempre le istruzioni, i limiti d’impiego e gli intervalli di sostituzione del produttore. Un dispositivo danneggiato, scaduto o indossato in modo scorretto potrebbe non proteggerti.',
      ],
    },
    {
      heading: 'Ordini',
      blocks: [
        'Il tuo ordine è una proposta d’acquisto. La accettiamo quando spediamo la merce e ti inviamo la conferma di spedizione. Possiamo rifiutare o annullare un ordine, ad esempio se un prodotto non è disponibile, un prezzo è stato indicato per errore o sospettiamo una frode; se hai già pagato, ti rimborsiamo integralmente. Nei periodi di carenza possiamo limitare le quantità per cliente, affinché i dispositivi di protezione raggiungano quante più persone possibile.',
      ],
    },
    {
      heading: 'Prezzi e pagamento',
      blocks: [
        'I prezzi sono in dollari statunitensi. L’imposta sulle vendite viene aggiunta al momento del pagamento, dove applicabile; i clienti esenti devono inviare un certificato valido prima di ordinare. Il pagamento è dovuto al momento dell’ordine, con carta o con un altro metodo offerto alla cassa; i clienti aziendali approvati possono pagare su fattura alle condizioni concordate.',
        'Facciamo attenzione a mostrare prezzi e disponibilità corretti, ma possono capitare errori. Se uno di essi riguarda il tuo ordine, ti contattiamo prima della spedizione.',
      ],
    },
    {
      heading: 'Spedizione e passaggio del rischio',
      blocks: [
        'Opzioni, tempi e costi di consegna sono descritti nelle nostre condizioni di [Spedizioni e resi](/shipping-returns). Le date di consegna sono indicative. Il rischio di perdita passa a te quando il pacco viene consegnato all’indirizzo che ci hai indicato.',
      ],
    },
    {
      heading: 'Resi e rimborsi',
      blocks: [
        'Puoi restituire i prodotti idonei entro {days} giorni dalla consegna grazie alla nostra garanzia soddisfatti o rimborsati. Condizioni, eccezioni per gli articoli igienici e passaggi del reso sono descritti nelle nostre condizioni di [Spedizioni e resi](/shipping-returns).',
      ],
    },
    {
      heading: 'Garanzie',
      blocks: [
        'I prodotti sono coperti dalle garanzie dei rispettivi produttori, la cui durata è indicata in ogni scheda prodotto, e ti aiutiamo a presentare la richiesta. Nulla in questi termini limita i diritti che hai come consumatore secondo la legge del tuo stato, comprese le garanzie implicite che non possono essere escluse.',
      ],
    },
    {
      heading: 'Limitazione di responsabilità',
      blocks: [
        'Nei limiti consentiti dalla legge, SafetyGear Pro non risponde di danni indiretti, incidentali o consequenziali, né di perdite o lesioni causate dall’uso improprio di un prodotto, dal mancato rispetto delle istruzioni del produttore o dall’uso di dispositivi non adatti al rischio. La nostra responsabilità complessiva per un ordine è limitata all’importo pagato. Questi limiti non si applicano quando la legge non consente di limitare la responsabilità, ad esempio per lesioni personali causate da nostra negligenza.',
      ],
    },
    {
      heading: 'Uso del sito',
      blocks: [
        'Puoi usare il negozio per i tuoi acquisti e le tue ricerche. Non farne un uso improprio: nessun tentativo di accesso non autorizzato, di interruzione del servizio o di copia automatizzata e massiva dei contenuti. Testi, immagini e marchi del sito appartengono a noi o ai produttori e non possono essere copiati senza autorizzazione.',
      ],
    },
    {
      heading: 'Legge applicabile',
      blocks: [
        'Questi termini sono regolati dalle leggi dello Stato dell’Ohio e dalla normativa federale applicabile. Le controversie sono di competenza dei tribunali statali o federali della contea di Franklin, in Ohio, salvo che la legge del tuo stato ti consenta di agire nel luogo in cui risiedi.',
      ],
    },
    {
      heading: 'Modifiche e contatti',
      blocks: [
        'Possiamo aggiornare questi termini; a ogni ordine si applica la versione in vigore al momento dell’ordine. Domande? Scrivi a {email} o chiama il {phone}.',
      ],
    },
  ],
};
