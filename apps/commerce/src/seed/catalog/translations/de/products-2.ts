import type { ProductTranslation } from '../types.ts';

/** German texts of best-selling products eleven to eighteen: hard hats, Speedglas, gloves, filters. */
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
    imageAlts: [
      'Gelber Schutzhelm mit Schirm und Ratschen-Innenausstattung',
      'Weißer Schutzhelm HH-10',
      'Orangefarbener Schutzhelm HH-10',
      'Unterseite mit der Sechspunkt-Innenausstattung',
    ],
  },
  'speedglas-adf-battery-cr2032-2-pack': {
    name: 'Speedglas Batterie CR2032 für Schweißfilter (2er-Pack)',
    shortDescription: '<p>Lithium-Knopfzellen für Filter der Serien 9100 und 100, mit Batteriehaltern.</p>',
    description:
      '<p>Tauschen Sie immer beide Zellen gleichzeitig. Mit zwei Batteriehaltern für 9100-Filter.</p>\n<ul><li>Zwei Lithium-Zellen CR2032, 3 V</li><li>Zwei Batteriehalter</li></ul>',
    imageAlts: ['Zwei Lithium-Knopfzellen CR2032'],
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
    imageAlts: ['Schwarze extra starke Einweghandschuhe aus Nitril'],
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
    attributeValues: {
      'Pack size': { '1 pair': '1 Paar', '5 pairs': '5 Paar' },
    },
    imageAlts: ['Ein Paar magentafarbene P100-Flachfilter'],
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
    attributeValues: {
      ADF: { '100V': '100V', '100S-11': '100S-11' },
      Graphic: { Black: 'Schwarz', 'Carbon Fiber Look': 'Carbon-Optik', 'Blue Lightning': 'Blauer Blitz' },
    },
    imageAlts: [
      'Speedglas 100 Schweißmaske mit blauem Blitz-Motiv',
      'Speedglas 100 in schlichtem Schwarz',
      'Speedglas 100 in Carbon-Optik',
    ],
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
    imageAlts: [
      'Schwarz-roter Montagehandschuh aus Kunstleder',
      'Handfläche mit verstärktem Daumen- und Zeigefingersattel',
      'Klettverschluss am Handgelenk',
    ],
  },
  'safeair-astm-level-3-procedure-masks-50': {
    name: 'SafeAir Medizinische Masken ASTM Level 3 (50er-Pack)',
    shortDescription:
      '<p>Dreilagige Masken mit Ohrschlaufen in der höchsten Barrierestufe nach ASTM F2100, für Zahnarztpraxis und Klinik.</p>',
    description:
      '<p>Masken nach ASTM F2100 Level 3 widerstehen dem Durchdringen von Flüssigkeiten bei 160 mmHg und filtern mindestens 98 % der Bakterien und der Partikel von 0,1 µm. Es sind Barrieremasken, kein Atemschutz, und sie liegen nicht dicht am Gesicht an.</p>\n<ul><li>ASTM F2100 Level 3</li><li>BFE und PFE ≥98 %</li><li>Latexfreie Ohrschlaufen, 50 Stück pro Box</li></ul>',
    imageAlts: ['Blaue dreilagige medizinische Maske mit Ohrschlaufen'],
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
    imageAlts: [
      'Grüner Nitrilhandschuh ohne Träger mit erhabenem Rautenprofil',
      'Piktogramm und Kennbuchstaben nach EN ISO 374 auf der Stulpe',
    ],
  },
};
