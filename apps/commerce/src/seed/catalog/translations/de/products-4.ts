import type { ProductTranslation } from '../types.ts';

/** German texts of best-selling products nineteen and twenty: Speedglas protection plates and a half mask. */
export const germanProducts4: Record<string, ProductTranslation> = {
  'speedglas-9100-outside-protection-plates': {
    name: 'Speedglas 9100 Vorsatzscheiben außen',
    shortDescription:
      '<p>Klare Vorsatzscheiben, die die Spritzer abfangen, damit Ihr Automatik-Schweißfilter verschont bleibt.</p>',
    description:
      '<p>Tauschen Sie die äußere Vorsatzscheibe aus, sobald Spritzer die Sicht trüben; hinter einer vernarbten Scheibe arbeiten Sie mit einer dunkleren Schutzstufe als nötig. Standardscheiben eignen sich für die meisten MIG/MAG- und Elektrodenarbeiten, hitzebeständige Scheiben halten bei hohen Stromstärken länger und kratzfeste Scheiben widerstehen Schleifstaub.</p>\n<ul><li>Passend für alle Schweißmasken der Serie 9100</li><li>Polycarbonat, 1/16 Zoll dick</li><li>Im 10er-Pack; Standardscheiben auch im 50er-Pack</li></ul>',
    tabs: [
      {
        tabTitle: 'Welche Scheibe?',
        contentType: 'text',
        textContent:
          '<p><strong>Standardscheiben</strong> eignen sich für allgemeine MIG/MAG- und Elektrodenarbeiten. <strong>Hitzebeständige</strong> Scheiben halten bei hohen Stromstärken und im Sprühlichtbogen etwa doppelt so lange. <strong>Kratzfeste</strong> Scheiben widerstehen Schleifstaub und häufigem Abwischen.</p>',
      },
    ],
    faqs: [
      {
        question: 'Wie oft sollte ich die Scheibe wechseln?',
        answer:
          'Sobald Spritzer oder Kratzer die Sicht trüben. Wer viel MIG/MAG schweißt, verbraucht oft ein bis zwei pro Woche.',
      },
      {
        question: 'Passen sie auf G5-Schweißmasken?',
        answer: 'Nein. G5-Schweißmasken haben eigene Vorsatzscheiben.',
      },
    ],
    attributeLabels: { Type: 'Ausführung', 'Pack size': 'Packungsgröße' },
    attributeValues: {
      Type: { Standard: 'Standard', 'Heat resistant': 'Hitzebeständig', 'Scratch resistant': 'Kratzfest' },
      'Pack size': { '10': '10', '50': '50' },
    },
    imageAlts: ['Stapel klarer Vorsatzscheiben für außen'],
  },
  'safeair-hf-200-reusable-half-mask': {
    name: 'SafeAir HF-200 Wiederverwendbare Halbmaske',
    shortDescription:
      '<p>Leichte Halbmaske aus Thermoplast mit zwei Bajonettanschlüssen für SafeAir-Filter und -Kartuschen.</p>',
    description:
      '<p>Die HF-200 ist die Halbmaske, die wir am häufigsten empfehlen: leicht, günstig und einfach anzupassen. Sie nimmt jede SafeAir-Bajonettkartusche und jeden SafeAir-Filter auf, sodass ein einziger Maskenkörper Staub, Lack, Lösemittel und Ammoniak abdeckt.</p>\n<p>Eine Halbmaske hat nach OSHA einen zugewiesenen Schutzfaktor von 10: Sie darf bis zum Zehnfachen des zulässigen Expositionsgrenzwerts eingesetzt werden, sofern beim Träger eine Dichtsitzprüfung durchgeführt wurde. Bestellen Sie die Größe, mit der Sie die Dichtsitzprüfung bestehen; die meisten Erwachsenen tragen M.</p>\n<p>Der Maskenkörper allein ist noch kein vollständiges Atemschutzgerät. Die NIOSH-Zulassung (TC-84A-1432 mit Partikelfiltern, TC-23C-2210 mit Kartuschen) gilt nur in Verbindung mit SafeAir-Filtern.</p>\n<ul><li>Größen S, M und L</li><li>Bajonettanschlüsse für alle SafeAir-Filter und -Kartuschen</li><li>Flache Bauweise, passt unter Schweißmasken und Gesichtsschutzschirme</li><li>Gewicht 3,2 oz ohne Kartuschen</li><li>Austauschbare Ein- und Ausatemventile</li></ul>',
    tabs: [
      {
        tabTitle: 'Filterauswahl',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Staub, Quarzstaub, Blei, Asbest',
            answer: 'P100-Filter oder P100-Flachfilter.',
          },
          {
            question: 'Lacke, Firnisse, Lösemittel',
            answer: 'OV-Kartuschen, beim Spritzlackieren mit N95-Vorfiltern.',
          },
          { question: 'Bleichmittel, Chlor, Säuredämpfe', answer: 'OV/AG-Kartuschen.' },
          {
            question: 'Ammoniak, Formaldehyd, Chemikaliengemische',
            answer: 'Mehrbereichskartuschen gegen Gase und Dämpfe.',
          },
        ],
      },
      {
        tabTitle: 'Videoanleitungen',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Halbmaske richtig anpassen',
            youtubeUrl: 'https://www.youtube.com/watch?v=Lk2mP8sVd3w',
            videoDescription: 'Dichtsitzkontrolle durch den Träger mit Über- und Unterdruck.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Welche Größe brauche ich?',
        answer:
          'Größe M passt den meisten Erwachsenen. Wenn Sie die Dichtsitzprüfung mit M nicht bestehen, probieren Sie S bei schmalen Gesichtern oder L bei breiten Gesichtern und langem Kinn.',
      },
      {
        question: 'Sind Kartuschen enthalten?',
        answer:
          'Nein. Ergänzen Sie P100-Filter gegen Staub und Blei, OV-Kartuschen gegen Lösemittel und Lack oder die Mehrbereichskartusche gegen Ammoniak und Formaldehyd.',
      },
      {
        question: 'Wie reinige ich sie?',
        answer:
          'Nehmen Sie die Filter ab, waschen Sie den Maskenkörper in warmem Wasser mit milder Seife oder einem Atemschutz-Reinigungsmittel, spülen Sie ihn ab und lassen Sie ihn an der Luft trocknen. Keine Lösemittel verwenden.',
      },
    ],
    warranty: { warrantyDuration: '1 Jahr', useCustomWarranty: false, customWarrantyItems: [] },
    attributeLabels: { 'Assigned protection factor': 'Zugewiesener Schutzfaktor' },
    attributeValues: {
      'Assigned protection factor': { '10 (OSHA)': '10 (OSHA)' },
    },
    imageAlts: [
      'Graue Halbmaske HF-200 mit Bajonettanschlüssen für Kartuschen',
      'Halbmaske mit rosafarbenen P100-Filtern',
      'Halbmaske mit schwarzen Kartuschen gegen organische Dämpfe',
    ],
  },
};
