import type { InfoPageContent } from '../types';

export const privacyPolicy: InfoPageContent = {
  title: 'Informativa sulla privacy',
  description:
    'Come SafetyGear Pro raccoglie, utilizza e protegge i tuoi dati personali quando acquisti da noi, e quali scelte e diritti hai.',
  updated: '2026-01-15',
  intro: [
    'Questa informativa spiega quali dati personali raccoglie {company} («SafetyGear Pro», «noi») quando visiti il nostro negozio online o acquisti da noi, come li utilizziamo e quali scelte hai. Si applica a questo sito e a ordini, e-mail e telefonate con il nostro servizio clienti.',
  ],
  sections: [
    {
      heading: 'Quali dati raccogliamo',
      blocks: [
        {
          list: [
            '**Dati che ci fornisci:** nome, indirizzo e-mail, numero di telefono, indirizzi di fatturazione e di spedizione, nome dell’azienda, dettagli dell’ordine e tutto ciò che ci scrivi, ad esempio con il modulo di contatto.',
            '**Dati di pagamento:** i pagamenti con carta sono gestiti dal nostro fornitore di servizi di pagamento. Non vediamo né conserviamo mai il numero completo della tua carta.',
            '**Dati dell’account:** se crei un account, le credenziali di accesso, lo storico degli ordini, la lista dei desideri e gli indirizzi salvati.',
            '**Dati raccolti automaticamente:** indirizzo IP, tipo di browser e dispositivo, pagine visitate e sito di provenienza, registrati nei log del server e, se attivati, da strumenti di analisi.',
          ],
        },
      ],
    },
    {
      heading: 'Come utilizziamo i tuoi dati',
      blocks: [
        {
          list: [
            'per elaborare, spedire e assistere i tuoi ordini, compresi resi e richieste in garanzia;',
            'per rispondere alle tue domande e ai tuoi messaggi;',
            'per gestire il tuo account cliente;',
            'per prevenire le frodi e mantenere sicuro il nostro negozio;',
            'per migliorare il sito e la gamma di prodotti tramite statistiche aggregate;',
            'per inviarti novità e offerte, solo se ti sei iscritto (ogni e-mail contiene un link per annullare l’iscrizione);',
            'per adempiere agli obblighi di legge, ad esempio in materia fiscale e contabile.',
          ],
        },
      ],
    },
    {
      heading: 'Cookie',
      blocks: [
        'Utilizziamo pochi cookie. I cookie essenziali conservano il carrello, la sessione di accesso e la lingua scelta (il cookie i18n_redirected, conservato per un anno); senza di essi il negozio non funziona. I cookie di analisi, usati solo se attivati, ci aiutano a capire come viene utilizzato il negozio.',
        'Puoi eliminare o bloccare i cookie nelle impostazioni del browser. Il negozio continuerà a funzionare, ma potresti dover scegliere di nuovo la lingua e il carrello potrebbe svuotarsi.',
      ],
    },
    {
      heading: 'Con chi condividiamo i dati',
      blocks: [
        'Non vendiamo né cediamo in affitto i tuoi dati personali. Li condividiamo solo con i fornitori che ci aiutano a gestire il negozio e solo nella misura necessaria:',
        {
          list: [
            'fornitori di servizi di pagamento, per incassare i pagamenti;',
            'corrieri, per consegnare i tuoi ordini;',
            'fornitori di hosting, e-mail e assistenza clienti, obbligati per contratto a proteggere i tuoi dati;',
            'autorità, quando la legge lo richiede o per proteggere i nostri clienti e la nostra azienda dalle frodi.',
          ],
        },
      ],
    },
    {
      heading: 'Per quanto tempo li conserviamo',
      blocks: [
        'Ordini e fatture vengono conservati per sette anni, come richiesto dalle norme fiscali statunitensi. I messaggi al servizio clienti vengono conservati per due anni. I dati dell’account restano finché non chiudi l’account. I log del server vengono cancellati dopo 90 giorni.',
      ],
    },
    {
      heading: 'I tuoi diritti e le tue scelte',
      blocks: [
        'Puoi chiederci in qualsiasi momento di mostrarti, correggere o cancellare i dati personali che conserviamo su di te, oppure di non inviarti più e-mail promozionali.',
        'I residenti in California e in altri stati dotati di leggi sulla privacy, come Virginia e Colorado, hanno il diritto di sapere quali dati li riguardano, di accedervi, di correggerli e cancellarli, di opporsi alla loro vendita o condivisione (non facciamo né l’una né l’altra) e di non essere trattati diversamente per aver esercitato questi diritti. I visitatori dello Spazio economico europeo e del Regno Unito hanno diritti equivalenti ai sensi del GDPR, compreso quello di presentare reclamo alla propria autorità per la protezione dei dati.',
        'Per una richiesta, scrivi a {email}. Rispondiamo entro 30 giorni e potremmo chiederti prima di confermare la tua identità.',
      ],
    },
    {
      heading: 'Sicurezza',
      blocks: [
        'Proteggiamo i tuoi dati con la cifratura delle comunicazioni (HTTPS), controlli di accesso e aggiornamenti regolari. Le password sono conservate solo come hash sicuri. Nessun sistema è perfettamente sicuro, ma lavoriamo per proteggere i tuoi dati e ti informeremo come previsto dalla legge se una violazione ti riguarda.',
      ],
    },
    {
      heading: 'Minori',
      blocks: [
        'Il nostro negozio è rivolto ad adulti e aziende. Non raccogliamo consapevolmente dati personali di minori di 13 anni. Se ritieni che un minore ci abbia fornito dei dati, contattaci e li cancelleremo.',
      ],
    },
    {
      heading: 'Modifiche a questa informativa',
      blocks: [
        'Possiamo aggiornare questa informativa quando cambiano le nostre pratiche o la legge. La data in alto indica la versione in vigore; annunciamo le modifiche importanti sul nostro sito.',
      ],
    },
    {
      heading: 'Contatti',
      blocks: [
        'Domande sulla privacy? Scrivi a {email}, chiama il {phone} o invia una lettera a {company}, Privacy, {address}.',
      ],
    },
  ],
};
