import type { ProductTranslation } from '../types.ts';

/** German text of the store's gift card. */
export const germanGiftCards: Record<string, ProductTranslation> = {
  'ppe-gift-card': {
    name: 'PSA-Geschenkkarte',
    shortDescription:
      '<p>Verschicken Sie eine Geschenkkarte per E-Mail an einem Tag Ihrer Wahl: 25 $, 50 $, 100 $ oder ein beliebiger Betrag von 10 $ bis 500 $.</p>',
    description:
      '<p>Lassen Sie Ihr Team oder einen Kollegen vom Fach den Schutz selbst aussuchen, der zu ihm passt. Am gewünschten Liefertag erhält der Empfänger eine E-Mail mit dem Geschenkkartencode und Ihrer persönlichen Nachricht.</p>\n<p>Mit dem Code lässt sich jede Bestellung im Shop ganz oder teilweise bezahlen – über so viele Bestellungen verteilt, wie es braucht, bis das Guthaben aufgebraucht ist.</p>\n<ul><li>25 $, 50 $, 100 $ oder ein eigener Betrag von 10 $ bis 500 $</li><li>Zustellung per E-Mail an einem Tag Ihrer Wahl</li><li>Auf mehrere Bestellungen aufteilbar</li></ul>',
    imageAlts: ['Eine PSA-Geschenkkarte in einem Kraftpapier-Umschlag'],
  },
};
