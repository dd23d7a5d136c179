import type { InfoPageContent } from '../types';

export const shippingReturns: InfoPageContent = {
  title: 'Versand & Rückgabe',
  description:
    'Kostenloser Versand in den ganzen USA ab {threshold}, Versand am selben Tag aus Ohio und {days} Tage Geld-zurück-Garantie mit einfacher Rücksendung.',
  intro: [
    'Ihre Ausrüstung soll schnell ankommen – und es soll die richtige sein. So funktionieren Versand, Rücksendungen und Erstattungen bei SafetyGear Pro.',
  ],
  sections: [
    {
      heading: 'Kostenloser Versand in den ganzen USA',
      blocks: [
        'Jede Bestellung ab {threshold} an eine Adresse in den Vereinigten Staaten versenden wir kostenlos: in alle 50 Bundesstaaten, nach Washington, D.C., Puerto Rico und an APO/FPO/DPO-Adressen. Maßgeblich ist die Zwischensumme nach Rabatten und vor Steuern.',
        'Bestellungen unter {threshold} versenden wir zu einer Pauschale, die Sie im Warenkorb sehen, bevor Sie bezahlen. Sie können Ihre Bestellung auch kostenlos in unserem Lager in Columbus, Ohio, abholen.',
      ],
    },
    {
      heading: 'Wann Ihre Bestellung verschickt wird',
      blocks: [
        {
          list: [
            'Bestellungen, die an einem Werktag bis 14 Uhr (US-Ostküstenzeit) eingehen, verschicken wir am selben Tag; spätere Bestellungen am nächsten Werktag.',
            'Der Standardversand dauert an die meisten Adressen im US-Festland 2 bis 5 Werktage, nach Alaska, Hawaii und in die US-Außengebiete 4 bis 8 Werktage.',
            'Artikel im Rückstand verschicken wir, sobald sie eintreffen. Wir nennen Ihnen das voraussichtliche Datum und senden den Rest Ihrer Bestellung ohne Wartezeit und ohne Mehrkosten.',
          ],
        },
        'Sobald Ihr Paket unser Lager verlässt, erhalten Sie eine E-Mail mit der Sendungsnummer.',
      ],
    },
    {
      heading: 'Unsere {days}-Tage-Geld-zurück-Garantie',
      blocks: [
        'Wenn Sie mit einem Kauf nicht zufrieden sind, können Sie ihn innerhalb von {days} Tagen nach Lieferung zurückgeben und erhalten den vollen Kaufpreis zurück. Die Artikel müssen unbenutzt und originalverpackt sein, mit allen Etiketten, Anleitungen und Zubehörteilen.',
      ],
    },
    {
      heading: 'Artikel, die wir nicht zurücknehmen können',
      blocks: [
        'Aus Hygiene- und Sicherheitsgründen lassen sich manche Produkte nach dem Öffnen der Verpackung nicht mehr verkaufen. Sofern der Artikel nicht defekt ankam oder wir ihn nicht falsch geliefert haben, können wir Folgendes nicht zurücknehmen:',
        {
          list: [
            'Einwegmasken und Atemschutzmasken, die aus ihrer versiegelten Verpackung genommen wurden;',
            'Atemschutzfilter, Filterpatronen und PAPR-Filter mit geöffnetem Siegel;',
            'benutzte Handschuhe, Ohrstöpsel und andere Einwegartikel;',
            'für Sie angepasste oder eigens bestellte Produkte, sofern nicht schriftlich anders vereinbart.',
          ],
        },
      ],
    },
    {
      heading: 'So senden Sie einen Artikel zurück',
      blocks: [
        {
          steps: [
            'Schreiben Sie an {email} oder rufen Sie {phone} an und nennen Sie Ihre Bestellnummer und die Artikel, die Sie zurücksenden möchten. Innerhalb eines Werktags erhalten Sie von uns eine Rücksendenummer (RMA).',
            'Verpacken Sie die Artikel sicher in der Originalverpackung und schreiben Sie die RMA-Nummer außen auf den Karton.',
            'Senden Sie das Paket an SafetyGear Pro Returns, {address}. Wir empfehlen einen Versand mit Sendungsverfolgung.',
            'Wir prüfen die Artikel innerhalb von zwei Werktagen nach Eingang und benachrichtigen Sie per E-Mail, sobald die Erstattung veranlasst ist.',
          ],
        },
      ],
    },
    {
      heading: 'Erstattungen',
      blocks: [
        'Erstattungen gehen innerhalb von 5 Werktagen nach der Freigabe auf Ihr ursprüngliches Zahlungsmittel zurück; Ihre Bank braucht eventuell einige Tage länger, bis sie sichtbar sind. Die ursprünglichen Versandkosten erstatten wir, wenn die Rücksendung auf unseren Fehler oder ein defektes Produkt zurückgeht. Andernfalls tragen Sie die Kosten der Rücksendung – eine Wiedereinlagerungsgebühr berechnen wir nie.',
      ],
    },
    {
      heading: 'Beschädigte, defekte oder falsche Artikel',
      blocks: [
        'Kommt etwas beschädigt oder defekt an oder ist es nicht das, was Sie bestellt haben, melden Sie sich bitte innerhalb von 7 Tagen nach Lieferung, wenn möglich mit einem Foto. Sie erhalten kostenlos Ersatz oder den vollen Betrag einschließlich aller Versandkosten zurück.',
        'Fällt ein Produkt später aus, gilt die Herstellergarantie, die auf jeder Produktseite angegeben ist. Die Abwicklung mit dem Hersteller übernehmen wir für Sie.',
      ],
    },
    {
      heading: 'Umtausch',
      blocks: [
        'Sie brauchen eine andere Größe oder ein anderes Modell? Senden Sie den ursprünglichen Artikel wie oben beschrieben zurück und geben Sie eine neue Bestellung auf. Den neuen Artikel verschicken wir sofort, damit Sie nie ohne Schutz dastehen.',
      ],
    },
  ],
};
