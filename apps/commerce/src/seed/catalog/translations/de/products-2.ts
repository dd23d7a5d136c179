import type { ProductTranslation } from '../types.ts';

/** German texts of the next ten best-selling products: hard hats, Speedglas, gloves, filters. */
export const germanProducts2: Record<string, ProductTranslation> = {
  'shieldpro-hh-10-cap-style-hard-hat': {
    name: 'ShieldPro HH-10 Schutzhelm mit Schirm und Ratsche',
    shortDescription:
      '<p>Schutzhelm Typ I, Klasse E, mit Schirm und Sechspunkt-Ratschen-Innenausstattung, in sechs Farben.</p>',
    description:
      '<p>Der HH-10 erfüllt ANSI/ISEA Z89.1-2014 Typ I (Schutz von oben) Klasse E und ist mit 20.000 Volt geprüft. Eine Sechspunkt-Innenausstattung aus Nylon verteilt die Aufprallenergie, und die Ratsche lässt sich mit einer Hand von Größe 6,5 bis 8 einstellen.</p>\n<p>Universelle Zubehörschlitze nehmen handelsüblichen helmmontierten Kapselgehörschutz, Gesichtsschutzschirme und Lampenhalter auf.</p>\n<p>Prüfen Sie Helmschale und Innenausstattung vor jeder Verwendung. Ersetzen Sie die Innenausstattung mindestens alle 12 Monate und die Helmschale nach jedem stärkeren Aufprall oder gemäß Ihren Betriebsvorschriften, in der Regel alle fünf Jahre.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 Typ I, Klasse E</li><li>Helmschale aus HDPE mit Regenrinne vorne</li><li>Sechspunkt-Ratschen-Innenausstattung, Größen 6,5–8</li><li>Zubehörschlitze für Kapselgehörschutz und Visiere</li></ul>',
    tabs: [
      {
        tabTitle: 'Tägliche Prüfung',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Helmschale',
            answer:
              'Achten Sie auf Risse, Dellen, Kerben sowie kreidige oder ausgebleichte Stellen. Biegen Sie den Schirm leicht; er sollte zurückfedern.',
          },
          {
            question: 'Innenausstattung',
            answer:
              'Prüfen Sie die Bänder auf Ausfransungen und die Clips auf Risse; vergewissern Sie sich, dass jeder Clip fest in seinem Schlitz sitzt.',
          },
          {
            question: 'Zubehör',
            answer:
              'Achten Sie darauf, dass Kapselgehörschutz und Visiere in den vorgesehenen Schlitzen montiert sind, nicht in gebohrten Löchern.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Was ist der Unterschied zwischen Typ I und Typ II?',
        answer:
          'Typ I schützt vor Schlägen auf den Scheitel. Typ II schützt zusätzlich vor seitlichen Stößen – wichtig auf Baustellen mit bewegten Lasten und Sturzgefahr.',
      },
      {
        question: 'Darf ich Aufkleber anbringen?',
        answer:
          'Vom Hersteller freigegebene reflektierende Aufkleber sind in Ordnung. Lackieren Sie die Helmschale nicht und bohren Sie keine Löcher; Lösemittel und Bohrungen mindern die Schutzwirkung.',
      },
      {
        question: 'Wie oft sollte ich ihn ersetzen?',
        answer:
          'Ersetzen Sie die Innenausstattung alle 12 Monate und die Helmschale nach jedem Aufprall, bei sichtbaren Schäden oder kreidiger UV-Alterung, spätestens aber alle fünf Jahre.',
      },
    ],
    warranty: {
      warrantyDuration: '1 Jahr',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Helmschale', itemWarrantyDuration: '1 Jahr' },
        { itemName: 'Innenausstattung', itemWarrantyDuration: '90 Tage' },
      ],
    },
  },
  'speedglas-adf-battery-cr2032-2-pack': {
    name: 'Speedglas Batterie CR2032 für Schweißfilter (2er-Pack)',
    shortDescription: '<p>Lithium-Knopfzellen für Filter der Serien 9100 und 100, mit Batteriehaltern.</p>',
    description:
      '<p>Tauschen Sie immer beide Zellen gleichzeitig. Mit zwei Batteriehaltern für 9100-Filter.</p>\n<ul><li>Zwei Lithium-Zellen CR2032, 3 V</li><li>Zwei Batteriehalter</li></ul>',
  },
  'armorgrip-8-mil-black-nitrile-gloves-100': {
    name: 'ArmorGrip 8 mil Nitrilhandschuhe, schwarz, extra stark (100 Stück)',
    shortDescription:
      '<p>Dicker schwarzer Nitrilhandschuh mit 8 mil für Mechaniker, Maler und Tätowierer.</p>',
    description:
      '<p>Fast doppelt so dick wie ein Untersuchungshandschuh – er übersteht Bremsenreiniger, Fett und stundenlanges Schrauben.</p>\n<ul><li>8 mil</li><li>Puderfrei</li><li>Rundum strukturiert</li></ul>',
    faqs: [
      {
        question: 'Sind sie für den medizinischen Einsatz geeignet?',
        answer:
          'Nein, das sind Industriehandschuhe. Für den klinischen Einsatz wählen Sie unsere Nitril-Untersuchungshandschuhe mit 5 mil.',
      },
      {
        question: 'Halten sie Bremsenreiniger stand?',
        answer:
          'Sie widerstehen kurzem Kontakt mit Bremsenreiniger und Benzin. Wechseln Sie die Handschuhe nach einem größeren Spritzer.',
      },
    ],
  },
  'safeair-p100-pancake-filters': {
    name: 'SafeAir P100 Flachfilter',
    shortDescription: '<p>Flache P100-Filter gegen Blei, Asbest, Quarzstaub und Schweißrauch.</p>',
    description:
      '<p>P100-Filter halten mindestens 99,97 % der Partikel zurück, auch Ölnebel. Tauschen Sie sie aus, wenn das Atmen schwerfällt oder der Filter beschädigt oder verschmutzt ist.</p>\n<ul><li>NIOSH P100</li><li>Passend für HF-200, HF-300, HF-800 und die FF-Serie</li><li>Paarweise erhältlich</li></ul>',
    faqs: [
      {
        question: 'Sind sie für Asbest geeignet?',
        answer:
          'Eine Halbmaske mit P100-Filtern ist das Minimum, das OSHA 1926.1101 für die meisten Asbestarbeiten zulässt. Für alles Weitere folgen Sie Ihrem Sanierungsplan.',
      },
      {
        question: 'Wie oft sollte ich sie wechseln?',
        answer:
          'Wenn das Atmen schwerer fällt oder die Filter beschädigt oder verschmutzt sind. Bei Blei und Asbest tauschen Sie sie am Ende jeder Schicht aus.',
      },
    ],
    attributeLabels: { 'Pack size': 'Packungsgröße' },
  },
  'speedglas-100-welding-helmet': {
    name: 'Speedglas 100 Schweißmaske',
    shortDescription:
      '<p>Speedglas für Einsteiger mit professioneller Optik – für Schweißarbeiten in Landwirtschaft, Hobby und leichtem Metallbau.</p>',
    description:
      '<p>Die Speedglas 100 bringt die optische Qualität der Profi-Serie in eine leichtere, einfachere Schweißmaske. Wählen Sie die 100V mit variabler Schutzstufe 8–12 oder die 100S-11 mit fester Schutzstufe 11 für das Elektroden- und MIG/MAG-Schweißen.</p>\n<p>Das Kopfband lässt sich leicht anpassen und die Maskenschale wiegt etwa ein Pfund – eine gute erste Schweißmaske oder eine Ersatzmaske fürs Fahrzeug.</p>\n<ul><li>100V: variable Schutzstufe 8–12 mit einstellbarer Empfindlichkeit und Aufhellverzögerung</li><li>100S-11: feste Schutzstufe 11, nichts einzustellen</li><li>Hellstufe 3, Schaltzeit 0,1 ms</li><li>Sichtfeld 1,7 × 3,6 Zoll</li></ul>',
    tabs: [
      {
        tabTitle: 'Dokumente',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Bedienungsanleitung Speedglas 100',
            file: '/downloads/speedglas-100-user-manual.pdf',
            fileDescription: 'Anpassen, Einstellen der Schutzstufe und Batteriewechsel.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Was ist der Unterschied zwischen 100V und 100S-11?',
        answer:
          'Die 100V hat eine variable Schutzstufe von 8–12 mit Reglern für Empfindlichkeit und Aufhellverzögerung. Die 100S-11 hat die feste Schutzstufe 11 und muss nicht eingestellt werden.',
      },
      {
        question: 'Eignet sie sich zum WIG-Schweißen?',
        answer:
          'Die 100V eignet sich für die meisten WIG-Arbeiten ab etwa 20 A. Für sehr niedrige Stromstärken bietet die Serie 9100 mehr Empfindlichkeitsstufen.',
      },
    ],
    warranty: {
      warrantyDuration: '2 Jahre',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Automatik-Schweißfilter', itemWarrantyDuration: '2 Jahre' },
        { itemName: 'Maskenschale', itemWarrantyDuration: '1 Jahr' },
      ],
    },
    attributeLabels: { ADF: 'Schweißfilter', Graphic: 'Motiv' },
  },
  'armorgrip-mechanics-pro-gloves': {
    name: 'ArmorGrip Mechanics Pro Montagehandschuhe',
    shortDescription:
      '<p>Eng anliegende Handfläche aus Kunstleder, atmungsaktiver Handrücken und touchscreenfähige Fingerspitzen.</p>',
    description:
      '<p>Der Handschuh für den ganzen Tag am Schraubenschlüssel. Eine nahtlose Handfläche aus Kunstleder schmiegt sich an die Hand, der in vier Richtungen dehnbare Handrücken ist atmungsaktiv, und ein Verschluss aus thermoplastischem Kautschuk hält den Handschuh fest am Handgelenk.</p>\n<p>Kein Schnittschutzhandschuh: Für scharfkantiges Blech wählen Sie den CR-4.</p>\n<ul><li>Handfläche aus Kunstleder, verstärkter Daumenansatz</li><li>Touchscreenfähiger Daumen und Zeigefinger</li><li>Maschinenwaschbar</li><li>Größen S–XXL</li></ul>',
    tabs: [
      {
        tabTitle: 'Pflege',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Handschuhe aus Kunstleder waschen',
            youtubeUrl: 'https://www.youtube.com/watch?v=Mz4cY8wRk2D',
            videoDescription:
              'Verschluss am Handgelenk schließen, kalt waschen und hängend trocknen, damit die Handfläche geschmeidig bleibt.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Wie fallen sie aus?',
        answer:
          'Größengerecht. Messen Sie den Umfang der Handfläche: L entspricht 8,5–9 Zoll, XL 9–9,5 Zoll.',
      },
      {
        question: 'Bieten sie Schnittschutz?',
        answer:
          'Nein. Sie schützen vor Abrieb und leichten Schürfungen. Für Schnittschutz sehen Sie sich unsere CR-Serie an.',
      },
    ],
  },
  'safeair-astm-level-3-procedure-masks-50': {
    name: 'SafeAir Medizinische Masken ASTM Level 3 (50er-Pack)',
    shortDescription:
      '<p>Dreilagige Masken mit Ohrschlaufen in der höchsten Barrierestufe nach ASTM F2100, für Zahnarztpraxis und Klinik.</p>',
    description:
      '<p>Masken nach ASTM F2100 Level 3 widerstehen dem Durchdringen von Flüssigkeiten bei 160 mmHg und filtern mindestens 98 % der Bakterien und der Partikel von 0,1 µm. Es sind Barrieremasken, kein Atemschutz, und sie liegen nicht dicht am Gesicht an.</p>\n<ul><li>ASTM F2100 Level 3</li><li>BFE und PFE ≥98 %</li><li>Latexfreie Ohrschlaufen, 50 Stück pro Box</li></ul>',
  },
  'armorgrip-chemguard-nitrile-15-mil-gloves': {
    name: 'ArmorGrip ChemGuard Nitrilhandschuhe, 15 mil, 13 Zoll',
    shortDescription:
      '<p>Grüner, innen beflockter Nitrilhandschuh gegen Lösemittel, Öle, Laugen und Entfetter.</p>',
    description:
      '<p>Ein Nitrilhandschuh ohne Trägergewebe mit 15 mil ist der Allround-Chemikalienschutzhandschuh für Instandhaltung, Teilereinigung und Gebäudereinigung. Er widersteht Lösemitteln auf Mineralölbasis, vielen Säuren und Laugen sowie tierischen Fetten und ist weit robuster als Einweg-Nitril.</p>\n<p>Zertifiziert nach EN ISO 374-1:2016 Typ A mit den Kennbuchstaben JKOPT. Prüfen Sie für die jeweilige Chemikalie immer die Durchbruchzeit in unserer Permeationstabelle; gegen Ketone wie Aceton und MEK ist Nitril wenig beständig.</p>\n<ul><li>15 mil, 13 Zoll lang</li><li>Innenbeflockung für mehr Tragekomfort</li><li>EN ISO 374-1 Typ A (JKOPT)</li><li>EN 388:2016 4101X</li></ul>',
    tabs: [
      {
        tabTitle: 'Permeationsdaten',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'ChemGuard-Permeationstabelle',
            file: '/downloads/armorgrip-chemguard-permeation-chart.pdf',
            fileDescription: 'Durchbruchzeiten für 60 gängige Chemikalien nach EN 16523-1.',
          },
        ],
      },
    ],
  },
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
  },
};
