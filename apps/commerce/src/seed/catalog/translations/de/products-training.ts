import type { ProductTranslation } from '../types.ts';

/** German texts of the online courses, guides and program templates. */
export const germanTraining: Record<string, ProductTranslation> = {
  'respirator-fit-testing-training-course-online': {
    name: 'Schulung zur Dichtsitzprüfung von Atemschutzmasken (online)',
    shortDescription:
      '<p>Kurs im eigenen Tempo, der Ihre Fachkräfte für Arbeitssicherheit befähigt, von der OSHA anerkannte qualitative Dichtsitzprüfungen selbst durchzuführen.</p>',
    description:
      '<p>Externe Dienstleister für Dichtsitzprüfungen können pro Mitarbeiter mehr kosten als die Atemschutzmasken selbst. In diesem Kurs lernt Ihre verantwortliche Sicherheitsfachkraft, qualitative Dichtsitzprüfungen (mit Saccharin, Denatoniumbenzoat oder Reizrauch) genau so durchzuführen, wie es OSHA 29 CFR 1910.134 Anhang A beschreibt.</p>\n<p>Acht Videomodule behandeln die Auswahl der richtigen Atemschutzmaske, den Sensitivitätstest, die acht Prüfübungen, das Erkennen nicht bestandener Prüfungen, die Dokumentation und die Frage, wann eine quantitative Prüfung vorgeschrieben ist (zugewiesener Schutzfaktor über 10 bei Vollmasken ohne Gebläseunterstützung).</p>\n<p>Mit druckbarem Arbeitsheft, Dokumentationsvordrucken und einer Teilnahmebescheinigung nach dem Abschlusstest. Der Zugang gilt 12 Monate.</p>\n<ul><li>Etwa 3,5 Stunden, im eigenen Tempo</li><li>Acht Videomodule und Abschlusstest</li><li>Teilnahmebescheinigung zum Ausdrucken</li><li>Arbeitsheft und Dokumentationsvordrucke zum Herunterladen</li><li>12 Monate Zugang</li></ul>',
    tabs: [
      {
        tabTitle: 'Kursinhalt',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Modul 1–2',
            answer:
              'Überblick über OSHA 1910.134, arbeitsmedizinische Untersuchung und Auswahl der Atemschutzmaske.',
          },
          {
            question: 'Modul 3–5',
            answer: 'Sensitivitätstest, Prüfverfahren mit Saccharin und Bitterstoff, Reizrauch.',
          },
          {
            question: 'Modul 6–8',
            answer:
              'Prüfübungen, Kriterien für Bestehen und Nichtbestehen, Dokumentation und jährliche Wiederholungsprüfung.',
          },
        ],
      },
      {
        tabTitle: 'Vorschau',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Kursvorschau',
            youtubeUrl: 'https://www.youtube.com/watch?v=Yf6kG2pTn8U',
            videoDescription: 'Zweiminütige Vorschau auf das Modul zur Saccharin-Prüfung.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Bin ich danach zertifizierter Prüfer für Dichtsitzprüfungen?',
        answer:
          'Die OSHA zertifiziert keine Prüfer. Sie verlangt, dass die prüfende Person die Lösungen ansetzen, das Prüfverfahren korrekt durchführen und ungültige Prüfungen erkennen kann. Dieser Kurs dokumentiert diese Befähigung.',
      },
      {
        question: 'Behandelt der Kurs auch die quantitative Dichtsitzprüfung?',
        answer:
          'Er erklärt, wann eine quantitative Prüfung nötig ist und wie sie funktioniert; die praktische Schulung am Messgerät übernimmt aber der Gerätehersteller.',
      },
      {
        question: 'Gibt es einen Gruppenpreis?',
        answer: 'Ja, ab fünf Teilnehmern sprechen Sie uns bitte an.',
      },
    ],
    imageAlts: [
      'Ausbilder bei der Dichtsitzprüfung eines Arbeiters, der unter einer Haube eine N95-Maske trägt',
      'Videolektion des Kurses mit der Dichtsitzprüfung mit Saccharin',
    ],
  },
  'welding-safety-ebook': {
    name: 'E-Book Sicherheit beim Schweißen: Rauch, Licht und Feuer',
    shortDescription:
      '<p>Ein praktischer Leitfaden auf 68 Seiten zu Schweißrauchminderung, Wahl der Schutzstufe und Brandschutz bei Heißarbeiten.</p>',
    description:
      '<p>Geschrieben für Werkstattleiter und Schweißausbilder. Behandelt die Belastung durch sechswertiges Chrom und Mangan, Lüftung im Vergleich zu Atemschutz, die Wahl der Schutzstufe nach Verfahren und Stromstärke sowie Erlaubnisscheine für Heißarbeiten nach OSHA 1910.252.</p>\n<ul><li>68 Seiten, PDF</li><li>Tabellen zur Wahl der Schutzstufe nach Verfahren</li><li>Vorlage für den Erlaubnisschein für Heißarbeiten</li><li>Ein Jahr kostenlose Aktualisierungen</li></ul>',
    imageAlts: ['Titelseite eines E-Books zur Sicherheit beim Schweißen mit Schweißmaske und Funken'],
  },
  'confined-space-entry-course-online': {
    name: 'Kurs zum Arbeiten in engen Räumen (online)',
    shortDescription:
      '<p>Schulung für Einsteigende, Sicherungsposten und Aufsichtführende in erlaubnispflichtigen engen Räumen nach OSHA 1910.146.</p>',
    description:
      '<p>Die meisten Todesopfer in engen Räumen sind Menschen, die helfen wollten. Dieser Kurs behandelt das Erkennen von Gefährdungen, die Reihenfolge der Atmosphärenmessung (Sauerstoff, brennbare Stoffe, giftige Stoffe), Lüftung, Erlaubnisscheine und die Frage, warum Rettungsversuche ohne Ausbildung tödlich enden können.</p>\n<p>Erfüllt die inhaltlichen Schulungsanforderungen von 1910.146(g) für Einsteigende, Sicherungsposten und Aufsichtführende; Arbeitgeber müssen eine betriebsspezifische und praktische Rettungsschulung ergänzen.</p>\n<ul><li>Etwa 4 Stunden, im eigenen Tempo</li><li>Module für jede Rolle</li><li>Vorlage für den Erlaubnisschein und Handbuch</li><li>Teilnahmebescheinigung</li></ul>',
    faqs: [
      {
        question: 'Reicht das für Rettungsteams?',
        answer:
          'Nein. Rettungsteams müssen nach 1910.146(k) mindestens alle 12 Monate praktisch üben. Dieser Kurs deckt den theoretischen Teil ab.',
      },
      {
        question: 'Behandelt er auch das Baugewerbe?',
        answer: 'Ja, ein Modul erklärt die Unterschiede nach 29 CFR 1926 Subpart AA.',
      },
    ],
    imageAlts: ['Arbeiter mit Auffanggurt und Dreibein am Einstieg eines Schachts'],
  },
  'respiratory-protection-program-template': {
    name: 'Vorlage für ein Atemschutzprogramm nach OSHA',
    shortDescription:
      '<p>Schriftliches Programm zum Ausfüllen, das alle von OSHA 1910.134(c) geforderten Elemente abdeckt.</p>',
    description:
      '<p>Wenn Atemschutz im Einsatz ist, verlangt ein OSHA-Prüfer als Erstes das schriftliche Programm. Diese Vorlage führt durch Auswahl, arbeitsmedizinische Untersuchung, Dichtsitzprüfung, Einsatz, Wartung, Atemluftqualität, Unterweisung und Programmbewertung, mit verständlichen Erläuterungen.</p>\n<ul><li>Alle Elemente nach 1910.134(c)(1)</li><li>Arbeitsblatt für den Kartuschenwechselplan</li><li>Merkblatt nach Anhang D für die freiwillige Nutzung</li></ul>',
    imageAlts: ['Gedruckter Ordner mit dem Atemschutzprogramm neben einer Halbmaske'],
  },
  'hearing-conservation-program-toolkit': {
    name: 'Toolkit für ein Gehörschutzprogramm',
    shortDescription: '<p>Vorlagen und Schulungsfolien für ein Gehörschutzprogramm nach OSHA 1910.95.</p>',
    description:
      '<p>Behandelt Lärmmessung, Zeitpläne für audiometrische Untersuchungen, die Auswahl von Gehörschutz mit korrigiertem NRR-Wert und die jährliche Unterweisung, mit einem 20-minütigen Foliensatz für Kurzunterweisungen vor Ort.</p>\n<ul><li>Protokoll für Lärmmessungen</li><li>Folien für die jährliche Unterweisung</li><li>Arbeitsblatt zur Auswahl von Gehörschutz</li></ul>',
    imageAlts: ['Schallpegelmesser neben Kapselgehörschutz und Gehörschutzstöpseln'],
  },
};
