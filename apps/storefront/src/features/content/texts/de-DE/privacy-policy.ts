import type { InfoPageContent } from '../types';

export const privacyPolicy: InfoPageContent = {
  title: 'Datenschutzerklärung',
  description:
    'Wie SafetyGear Pro Ihre personenbezogenen Daten beim Einkauf erhebt, verwendet und schützt – und welche Wahlmöglichkeiten und Rechte Sie haben.',
  updated: '2026-01-15',
  intro: [
    'Diese Erklärung beschreibt, welche personenbezogenen Daten die {company} („SafetyGear Pro“, „wir“) erhebt, wenn Sie unseren Onlineshop besuchen oder bei uns kaufen, wie wir sie verwenden und welche Wahlmöglichkeiten Sie haben. Sie gilt für diese Website sowie für Bestellungen, E-Mails und Anrufe bei unserem Kundenservice.',
  ],
  sections: [
    {
      heading: 'Welche Daten wir erheben',
      blocks: [
        {
          list: [
            '**Angaben, die Sie uns machen:** Name, E-Mail-Adresse, Telefonnummer, Rechnungs- und Lieferadresse, Firmenname, Bestelldaten und alles, was Sie uns schreiben, zum Beispiel über das Kontaktformular.',
            '**Zahlungsdaten:** Kartenzahlungen wickelt unser Zahlungsdienstleister ab. Ihre vollständige Kartennummer sehen und speichern wir nie.',
            '**Kontodaten:** Wenn Sie ein Kundenkonto anlegen, Ihre Zugangsdaten, Bestellhistorie, Wunschliste und gespeicherten Adressen.',
            '**Automatisch erfasste Daten:** Ihre IP-Adresse, Browser- und Gerätetyp, die aufgerufenen Seiten und die Website, von der Sie kamen – festgehalten in Serverprotokollen und, sofern aktiviert, von Analysewerkzeugen.',
          ],
        },
      ],
    },
    {
      heading: 'Wofür wir Ihre Daten verwenden',
      blocks: [
        {
          list: [
            'um Ihre Bestellungen zu bearbeiten, zu versenden und zu betreuen, einschließlich Rücksendungen und Garantiefällen;',
            'um Ihre Fragen und Nachrichten zu beantworten;',
            'um Ihr Kundenkonto zu führen;',
            'um Betrug zu verhindern und unseren Shop sicher zu halten;',
            'um unsere Website und unser Sortiment anhand zusammengefasster Statistiken zu verbessern;',
            'um Ihnen Neuigkeiten und Angebote zu senden – nur wenn Sie sich dafür angemeldet haben (jede E-Mail enthält einen Abmeldelink);',
            'um gesetzliche Pflichten zu erfüllen, etwa steuer- und handelsrechtliche Vorschriften.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        'Wir verwenden nur wenige Cookies. Notwendige Cookies speichern Ihren Warenkorb, Ihre Anmeldung und die gewählte Sprache (das Cookie i18n_redirected, ein Jahr gespeichert); ohne sie funktioniert der Shop nicht. Analyse-Cookies, die nur bei Aktivierung gesetzt werden, helfen uns zu verstehen, wie der Shop genutzt wird.',
        'Sie können Cookies in Ihren Browsereinstellungen löschen oder blockieren. Der Shop funktioniert weiterhin, Sie müssen aber eventuell Ihre Sprache erneut wählen, und Ihr Warenkorb kann geleert werden.',
      ],
    },
    {
      heading: 'An wen wir Daten weitergeben',
      blocks: [
        'Wir verkaufen und vermieten Ihre personenbezogenen Daten nicht. Wir geben sie nur an Dienstleister weiter, die uns beim Betrieb des Shops helfen, und nur, soweit diese sie benötigen:',
        {
          list: [
            'Zahlungsdienstleister, um Zahlungen abzuwickeln;',
            'Versanddienstleister, um Ihre Bestellungen zuzustellen;',
            'Anbieter für Hosting, E-Mail und Kundenservice, vertraglich zum Schutz Ihrer Daten verpflichtet;',
            'Behörden, wenn das Gesetz es verlangt, oder um unsere Kunden und unser Unternehmen vor Betrug zu schützen.',
          ],
        },
      ],
    },
    {
      heading: 'Wie lange wir Daten speichern',
      blocks: [
        'Bestell- und Rechnungsunterlagen bewahren wir sieben Jahre auf, wie es das US-Steuerrecht verlangt. Nachrichten an den Kundenservice speichern wir zwei Jahre. Kontodaten bleiben gespeichert, bis Sie Ihr Konto schließen. Serverprotokolle löschen wir nach 90 Tagen.',
      ],
    },
    {
      heading: 'Ihre Rechte und Wahlmöglichkeiten',
      blocks: [
        'Sie können jederzeit verlangen, dass wir Ihnen die über Sie gespeicherten Daten zeigen, sie berichtigen oder löschen oder Ihnen keine Werbe-E-Mails mehr senden.',
        'Einwohner Kaliforniens und anderer Bundesstaaten mit Datenschutzgesetzen, etwa Virginia und Colorado, haben das Recht auf Auskunft, Zugang, Berichtigung und Löschung ihrer Daten, das Recht, dem Verkauf oder der Weitergabe zu widersprechen (wir tun beides nicht), und das Recht, wegen der Ausübung dieser Rechte nicht benachteiligt zu werden. Besucher aus dem Europäischen Wirtschaftsraum und dem Vereinigten Königreich haben nach der DSGVO entsprechende Rechte, einschließlich des Rechts auf Beschwerde bei ihrer Datenschutzaufsichtsbehörde.',
        'Für eine Anfrage schreiben Sie an {email}. Wir antworten innerhalb von 30 Tagen und bitten Sie gegebenenfalls zuerst, Ihre Identität zu bestätigen.',
      ],
    },
    {
      heading: 'Sicherheit',
      blocks: [
        'Wir schützen Ihre Daten durch Verschlüsselung bei der Übertragung (HTTPS), Zugriffskontrollen und regelmäßige Updates. Passwörter speichern wir nur als sichere Hashwerte. Kein System ist vollkommen sicher, doch wir setzen alles daran, Ihre Daten zu schützen, und informieren Sie wie gesetzlich vorgeschrieben, falls Sie von einer Datenpanne betroffen sind.',
      ],
    },
    {
      heading: 'Kinder',
      blocks: [
        'Unser Shop richtet sich an Erwachsene und Unternehmen. Wir erheben wissentlich keine Daten von Kindern unter 13 Jahren. Wenn Sie glauben, dass uns ein Kind Daten übermittelt hat, kontaktieren Sie uns – wir löschen sie dann.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      blocks: [
        'Wir können diese Erklärung anpassen, wenn sich unsere Abläufe oder die Gesetze ändern. Das Datum oben zeigt die aktuelle Fassung; wesentliche Änderungen kündigen wir auf unserer Website an.',
      ],
    },
    {
      heading: 'Kontakt',
      blocks: [
        'Fragen zum Datenschutz? Schreiben Sie an {email}, rufen Sie {phone} an oder schicken Sie einen Brief an {company}, Privacy, {address}.',
      ],
    },
  ],
};
