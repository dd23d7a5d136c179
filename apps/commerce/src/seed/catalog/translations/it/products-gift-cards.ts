import type { ProductTranslation } from '../types.ts';

/** Italian texts of the gift card. */
export const italianGiftCards: Record<string, ProductTranslation> = {
  'ppe-gift-card': {
    name: 'Carta regalo DPI',
    shortDescription:
      '<p>Una carta regalo inviata per e-mail nel giorno scelto: 25 $, 50 $, 100 $ o qualsiasi importo da 10 $ a 500 $.</p>',
    description:
      '<p>Un modo per lasciare alla propria squadra o a un collega del mestiere la scelta della protezione più adatta. Il destinatario riceve un’e-mail con il codice della carta regalo e il messaggio personale nella data di consegna scelta.</p>\n<p>Il codice paga in tutto o in parte qualsiasi ordine del negozio, su tutti gli ordini necessari a esaurire il saldo.</p>\n<ul><li>25 $, 50 $, 100 $ o un importo libero da 10 $ a 500 $</li><li>Consegnata per e-mail nella data scelta</li><li>Utilizzabile in più ordini</li></ul>',
    imageAlts: ['Una carta regalo DPI in una busta di carta kraft'],
  },
};
