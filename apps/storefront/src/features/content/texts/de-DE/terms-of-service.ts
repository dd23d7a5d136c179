import type { InfoPageContent } from '../types';

export const termsOfService: InfoPageContent = {
  title: 'Allgemeine Geschäftsbedingungen',
  description:
    'Die Bedingungen für die Nutzung des Onlineshops von SafetyGear Pro und für Ihre Einkäufe: Bestellungen, Preise, Versand, Rückgabe, Garantien und Haftung.',
  updated: '2026-01-15',
  intro: [
    'Diese Bedingungen gelten für die Nutzung des Onlineshops von SafetyGear Pro und für jede Bestellung bei der {company}. Mit der Nutzung des Shops oder einer Bestellung stimmen Sie ihnen zu. Bitte lesen Sie sie sorgfältig, zusammen mit unserer [Datenschutzerklärung](/privacy-policy) und unseren Regeln zu [Versand & Rückgabe](/shipping-returns).',
  ],
  sections: [
    {
      heading: 'Wer bestellen kann',
      blocks: [
        'Sie müssen mindestens 18 Jahre alt und geschäftsfähig sein. Wenn Sie im Namen eines Unternehmens oder einer Organisation bestellen, bestätigen Sie, dass Sie dazu berechtigt sind.',
      ],
    },
    {
      heading: 'Die richtige Schutzausrüstung wählen',
      blocks: [
        'Produktbeschreibungen, Zertifizierungen und unsere Beratung sollen Ihnen bei der Auswahl helfen; für die Wahl einer zu Ihren Gefährdungen passenden Ausrüstung sind jedoch Sie verantwortlich. Nach den OSHA-Vorschriften müssen Arbeitgeber in den USA die Gefährdungen am Arbeitsplatz beurteilen und geeignete PSA bereitstellen (29 CFR 1910.132); eng anliegende Atemschutzgeräte erfordern eine arbeitsmedizinische Untersuchung und einen Dichtsitztest (29 CFR 1910.134).',
        'Lesen und befolgen Sie stets die Anleitungen, Einsatzgrenzen und Wechselintervalle des Herstellers. Beschädigte, abgelaufene oder falsch angelegte Ausrüstung schützt Sie womöglich nicht.',
      ],
    },
    {
      heading: 'Bestellungen',
      blocks: [
        'Ihre Bestellung ist ein Kaufangebot. Wir nehmen es an, indem wir die Ware versenden und Ihnen die Versandbestätigung schicken. Wir können eine Bestellung ablehnen oder stornieren, zum Beispiel wenn ein Produkt nicht verfügbar ist, ein Preis falsch angezeigt wurde oder wir Betrug vermuten; haben Sie bereits bezahlt, erstatten wir den vollen Betrag. Bei Engpässen können wir die Menge pro Kunde begrenzen, damit Schutzausrüstung möglichst viele Menschen erreicht.',
      ],
    },
    {
      heading: 'Preise und Zahlung',
      blocks: [
        'Alle Preise sind in US-Dollar angegeben. Umsatzsteuer (Sales Tax) wird an der Kasse hinzugerechnet, wo sie anfällt; steuerbefreite Kunden müssen vor der Bestellung einen gültigen Nachweis einreichen. Die Zahlung ist bei der Bestellung fällig, per Karte oder mit einer anderen an der Kasse angebotenen Zahlungsart; freigegebene Geschäftskunden können zu vereinbarten Bedingungen auf Rechnung zahlen.',
        'Wir achten darauf, korrekte Preise und Lagerbestände anzuzeigen, doch Fehler können vorkommen. Betrifft einer Ihre Bestellung, melden wir uns vor dem Versand bei Ihnen.',
      ],
    },
    {
      heading: 'Versand und Gefahrübergang',
      blocks: [
        'Lieferoptionen, Lieferzeiten und Versandkosten finden Sie in unseren Regeln zu [Versand & Rückgabe](/shipping-returns). Liefertermine sind Schätzungen. Die Gefahr des Verlusts geht auf Sie über, sobald das Paket an der von Ihnen angegebenen Adresse zugestellt ist.',
      ],
    },
    {
      heading: 'Rückgabe und Erstattung',
      blocks: [
        'Geeignete Produkte können Sie im Rahmen unserer Geld-zurück-Garantie innerhalb von {days} Tagen nach Lieferung zurückgeben. Die Bedingungen, die Ausnahmen für Hygieneartikel und die einzelnen Schritte stehen in unseren Regeln zu [Versand & Rückgabe](/shipping-returns).',
      ],
    },
    {
      heading: 'Garantien',
      blocks: [
        'Für die Produkte gelten die Garantien ihrer Hersteller, deren Dauer auf jeder Produktseite angegeben ist; wir unterstützen Sie bei der Geltendmachung. Nichts in diesen Bedingungen schränkt Rechte ein, die Ihnen als Verbraucher nach dem Recht Ihres Bundesstaats zustehen, einschließlich gesetzlicher Gewährleistungen, die nicht ausgeschlossen werden können.',
      ],
    },
    {
      heading: 'Haftungsbeschränkung',
      blocks: [
        'Soweit gesetzlich zulässig, haftet SafetyGear Pro nicht für indirekte, zufällige oder Folgeschäden und nicht für Schäden oder Verletzungen durch unsachgemäßen Gebrauch eines Produkts, durch Nichtbeachtung der Herstelleranleitung oder durch den Einsatz von Ausrüstung, die für die Gefährdung nicht geeignet ist. Unsere Gesamthaftung für eine Bestellung ist auf den dafür gezahlten Betrag begrenzt. Diese Grenzen gelten nicht, wo das Gesetz eine Haftungsbeschränkung nicht zulässt, etwa bei Personenschäden durch unsere Fahrlässigkeit.',
      ],
    },
    {
      heading: 'Nutzung der Website',
      blocks: [
        'Sie dürfen den Shop für Ihre eigenen Einkäufe und Recherchen nutzen. Missbrauchen Sie ihn nicht: keine Versuche, sich unbefugt Zugang zu verschaffen, den Dienst zu stören oder Inhalte automatisiert in großem Umfang zu kopieren. Texte, Bilder und Marken auf der Website gehören uns oder den Herstellern und dürfen nicht ohne Erlaubnis kopiert werden.',
      ],
    },
    {
      heading: 'Anwendbares Recht',
      blocks: [
        'Für diese Bedingungen gelten das Recht des Bundesstaats Ohio und das anwendbare Bundesrecht der USA. Zuständig für Streitigkeiten sind die staatlichen oder Bundesgerichte im Franklin County, Ohio, sofern Ihnen das Recht Ihres Bundesstaats nicht erlaubt, an Ihrem Wohnort zu klagen.',
      ],
    },
    {
      heading: 'Änderungen und Kontakt',
      blocks: [
        'Wir können diese Bedingungen ändern; für eine Bestellung gilt die Fassung, die bei der Bestellung in Kraft ist. Fragen? Schreiben Sie an {email} oder rufen Sie {phone} an.',
      ],
    },
  ],
};
