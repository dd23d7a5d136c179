import type { InfoPageContent } from '../types';

export const aboutUs: InfoPageContent = {
  title: 'Chi è SafetyGear Pro',
  description:
    'SafetyGear Pro fornisce respiratori certificati, maschere per saldatura, guanti e dispositivi di sicurezza industriale ai professionisti di tutti gli Stati Uniti, con consulenza esperta e spedizioni rapide.',
  intro: [
    'SafetyGear Pro è un fornitore specializzato in dispositivi di protezione individuale per chi svolge lavori che mettono a rischio polmoni, occhi, mani e udito. Saldatori, verniciatori, squadre di bonifica, operatori sanitari, tecnici di laboratorio e responsabili della manutenzione di tutti gli Stati Uniti si affidano a noi per dispositivi certificati, disponibili a magazzino e spediti rapidamente.',
  ],
  sections: [
    {
      heading: 'Cosa vendiamo',
      blocks: [
        'Ci concentriamo sulle categorie in cui la scelta giusta conta di più e le trattiamo in profondità, invece di offrire un po’ di tutto:',
        {
          list: [
            '**Maschere per saldatura Speedglas** con filtri autoscuranti, lenti di ricambio e parti di ricambio.',
            '**Elettrorespiratori a filtro Versaflo (PAPR)**: unità motorizzate, caschi e cappucci, tubi di respirazione, filtri e batterie.',
            '**Mascherine e respiratori**: facciali filtranti N95 e P100 approvati NIOSH, mascherine FFP2 e FFP3, semimaschere e maschere a pieno facciale riutilizzabili con le relative cartucce.',
            '**Guanti**: antitaglio, resistenti agli agenti chimici, monouso in nitrile e guanti da saldatore.',
            '**Sicurezza industriale**: elmetti, occhiali di sicurezza, protezioni dell’udito, indumenti ad alta visibilità e materiale di primo soccorso.',
          ],
        },
        'Ogni scheda prodotto riporta le norme secondo cui il prodotto è certificato, come NIOSH 42 CFR 84, ANSI/ISEA Z87.1, ANSI/ISEA 105 o EN 388, così puoi confrontarlo con la tua valutazione dei rischi.',
      ],
    },
    {
      heading: 'Perché i professionisti scelgono noi',
      blocks: [
        {
          list: [
            '**Solo prodotti originali e certificati.** Acquistiamo dai produttori e dai loro distributori autorizzati, mai dal mercato parallelo, e verifichiamo i numeri di approvazione nell’elenco dei dispositivi certificati NIOSH.',
            '**Consigli da chi conosce il mestiere.** Tra i nostri specialisti ci sono un’igienista industriale certificata ed ex saldatori, che ti aiutano a scegliere la gradazione del filtro, la cartuccia o il livello di protezione dal taglio dei guanti.',
            '**Spedizione rapida in tutti gli Stati Uniti.** Gli ordini effettuati in un giorno lavorativo entro le 14:00 (ora della costa orientale) partono in giornata dal nostro magazzino di Columbus, in Ohio, e la spedizione è gratuita per ordini superiori a {threshold}.',
            '**Soddisfatti o rimborsati per {days} giorni.** Se un prodotto non fa per te, rimandacelo: vedi [Spedizioni e resi](/shipping-returns).',
          ],
        },
      ],
    },
    {
      heading: 'Per aziende ed enti',
      blocks: [
        'Riforniamo imprese edili, aziende manifatturiere, ospedali, scuole ed enti pubblici. I clienti aziendali possono richiedere prezzi per quantità, acquisti in esenzione d’imposta con un certificato valido e fatture con pagamento a 30 giorni previa verifica del credito. Per preventivi su ordini importanti o un contratto di fornitura continuativa, [contatta il nostro team](/contact).',
      ],
    },
    {
      heading: 'Il nostro impegno per la sicurezza',
      blocks: [
        'I dispositivi di protezione individuale sono l’ultima barriera, dopo l’eliminazione del pericolo, la sostituzione con materiali più sicuri e le misure tecniche e organizzative. Le guide del nostro [blog](/blog) ti aiutano a usarli bene: come leggere le etichette di certificazione, quando sostituire i filtri e come eseguire una prova di tenuta di un respiratore.',
        'Se non sei sicuro che un prodotto sia adatto al tuo impiego, chiedici prima di acquistare. Preferiamo sconsigliarti un acquisto sbagliato piuttosto che gestire un reso.',
      ],
    },
    {
      heading: 'Vieni a trovarci o chiamaci',
      blocks: [
        '{company}, {address}. Chiama il {phone} dal lunedì al venerdì, dalle 8:00 alle 18:00 (ora della costa orientale), oppure scrivi a {email} in qualsiasi momento. Gli ordini online si possono ritirare anche presso il nostro magazzino.',
      ],
    },
  ],
};
