import type { InfoPageContent } from '../types';

export const shippingReturns: InfoPageContent = {
  title: 'Spedizioni e resi',
  description:
    'Spedizione gratuita in tutti gli Stati Uniti per ordini superiori a {threshold}, partenza in giornata dall’Ohio e garanzia soddisfatti o rimborsati di {days} giorni con resi semplici.',
  intro: [
    'Vogliamo che i tuoi dispositivi arrivino in fretta e che siano quelli giusti. Ecco come funzionano spedizioni, resi e rimborsi da SafetyGear Pro.',
  ],
  sections: [
    {
      heading: 'Spedizione gratuita in tutti gli Stati Uniti',
      blocks: [
        'La spedizione è gratuita per ogni ordine di almeno {threshold} consegnato a un indirizzo negli Stati Uniti: in tutti i 50 stati, a Washington D.C., a Porto Rico e agli indirizzi APO/FPO/DPO. La soglia si applica al subtotale dell’ordine al netto degli sconti, imposte escluse.',
        'Gli ordini inferiori a {threshold} vengono spediti con una tariffa fissa, visibile nel carrello prima del pagamento. Puoi anche ritirare gratuitamente l’ordine presso il nostro magazzino di Columbus, in Ohio.',
      ],
    },
    {
      heading: 'Quando parte il tuo ordine',
      blocks: [
        {
          list: [
            'Gli ordini effettuati entro le 14:00 (ora della costa orientale) di un giorno lavorativo partono in giornata; quelli successivi, il giorno lavorativo seguente.',
            'La consegna standard richiede da 2 a 5 giorni lavorativi per la maggior parte degli indirizzi degli stati contigui e da 4 a 8 giorni lavorativi per Alaska, Hawaii e territori statunitensi.',
            'Gli articoli in riassortimento partono appena arrivano. Ti comunichiamo la data prevista e spediamo il resto dell’ordine senza attendere e senza costi aggiuntivi.',
          ],
        },
        'Appena il pacco lascia il nostro magazzino, ricevi un’e-mail con il numero di tracciamento.',
      ],
    },
    {
      heading: 'La nostra garanzia soddisfatti o rimborsati di {days} giorni',
      blocks: [
        'Se non sei soddisfatto di un acquisto, puoi restituirlo entro {days} giorni dalla consegna e ricevere il rimborso completo del prezzo dell’articolo. Gli articoli devono essere inutilizzati e nella confezione originale, con tutte le etichette, i manuali e gli accessori.',
      ],
    },
    {
      heading: 'Articoli che non possiamo riprendere',
      blocks: [
        'Per motivi di igiene e sicurezza, alcuni dispositivi non possono essere rivenduti dopo l’apertura della confezione. Salvo che l’articolo sia arrivato difettoso o che ti abbiamo inviato quello sbagliato, non possiamo accettare il reso di:',
        {
          list: [
            'mascherine e respiratori monouso tolti dalla confezione sigillata;',
            'filtri, cartucce e filtri per PAPR con il sigillo rotto;',
            'guanti, tappi per le orecchie e altri articoli monouso già utilizzati;',
            'prodotti personalizzati o ordinati appositamente per te, salvo accordo scritto.',
          ],
        },
      ],
    },
    {
      heading: 'Come restituire un articolo',
      blocks: [
        {
          steps: [
            'Scrivi a {email} o chiama il {phone} indicando il numero d’ordine e gli articoli da restituire. Entro un giorno lavorativo ti inviamo un numero di autorizzazione al reso (RMA).',
            'Imballa con cura gli articoli nella confezione originale e scrivi il numero RMA all’esterno della scatola.',
            'Spedisci il pacco a SafetyGear Pro Returns, {address}. Ti consigliamo un servizio tracciato.',
            'Controlliamo gli articoli entro due giorni lavorativi dal ricevimento e ti avvisiamo via e-mail non appena il rimborso è stato emesso.',
          ],
        },
      ],
    },
    {
      heading: 'Rimborsi',
      blocks: [
        'I rimborsi vengono accreditati sul metodo di pagamento originale entro 5 giorni lavorativi dall’approvazione; la tua banca potrebbe impiegare qualche giorno in più per mostrarli. Le spese di spedizione originali vengono rimborsate quando il reso è dovuto a un nostro errore o a un prodotto difettoso. Negli altri casi la spedizione del reso è a tuo carico; non applichiamo mai costi di rimagazzinaggio.',
      ],
    },
    {
      heading: 'Articoli danneggiati, difettosi o sbagliati',
      blocks: [
        'Se un articolo arriva danneggiato o difettoso, o non è quello che hai ordinato, avvisaci entro 7 giorni dalla consegna, possibilmente con una foto. Ti inviamo un articolo sostitutivo o ti rimborsiamo l’intero importo, comprese tutte le spese di spedizione, senza alcun costo per te.',
        'I prodotti che si guastano in seguito sono coperti dalla garanzia del produttore, indicata in ogni scheda prodotto. Gestiamo noi la richiesta con il produttore per te.',
      ],
    },
    {
      heading: 'Cambi',
      blocks: [
        'Ti serve un’altra taglia o un altro modello? Restituisci l’articolo originale come descritto sopra ed effettua un nuovo ordine. Spediamo il nuovo articolo appena lo ordini, così non resti mai senza protezione.',
      ],
    },
  ],
};
