import type { ProductTranslation } from '../types.ts';

/** German texts of the disposable masks: FFP2, FFP3, N95, N99, P100, medical and everyday masks. */
export const germanMasks: Record<string, ProductTranslation> = {
  'safeair-ffp2-valved-folding-mask-10': {
    name: 'SafeAir FFP2 Faltmaske mit Ventil (10er-Pack)',
    shortDescription:
      '<p>FFP2-Maske mit Ventil, unter der es auch in langen, heißen Schichten kühler und trockener bleibt.</p>',
    description:
      '<p>Das Ausatemventil lässt warme, feuchte Luft nahezu ohne Widerstand entweichen – das verringert spürbar den Wärmestau und das Beschlagen der Brille. Da die ausgeatmete Luft nicht gefiltert wird, sind Masken mit Ventil für den Fremdschutz in Kliniken und Sterilbereichen nicht geeignet.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Ausatemventil mit geringem Atemwiderstand</li><li>Kopfbänder und Nasenschaum</li><li>10 einzeln verpackte Masken</li></ul>',
    imageAlts: ['Weiße FFP2-Faltmaske mit rundem Ausatemventil'],
  },
  'safeair-ffp2-cup-mask-valve-10': {
    name: 'SafeAir FFP2 Formmaske mit Ventil (10er-Pack)',
    shortDescription:
      '<p>Formstabile FFP2-Maske in Schalenform, die auch bei feuchter Arbeit nicht einfällt, mit leichtgängigem Ventil.</p>',
    description:
      '<p>Die vorgeformte Maskenschale fällt auch feucht nicht in sich zusammen und eignet sich daher für das Schneiden von Beton, für Schleifarbeiten und die Landwirtschaft. Bald wieder vorrätig.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Formstabile Maskenschale</li><li>Ausatemventil</li></ul>',
    imageAlts: ['FFP2-Formmaske in Schalenform mit Ventil'],
  },
  'safeair-ffp2-colored-mask-20': {
    name: 'SafeAir FFP2 Alltagsmaske in Farbe (20er-Pack)',
    shortDescription:
      '<p>Fünflagige FFP2-Maske mit Ohrschlaufen in fünf Farben – für den Arbeitsweg und auf Reisen.</p>',
    description:
      '<p>Eine FFP2-Maske in Fischform mit weichen Ohrschlaufen und einem Clip, der die Ohren bei längerem Tragen entlastet. Masken mit Ohrschlaufen sind bequem, dichten aber weniger zuverlässig ab als Masken mit Kopfbändern; für den Arbeitsschutz wählen Sie deshalb ein Modell mit Kopfbändern.</p>\n<ul><li>EN 149 FFP2 NR</li><li>Fünf Filterlagen</li><li>Ohrschlaufen mit verstellbarem Clip</li><li>Einzeln verpackt</li></ul>',
    imageAlts: ['Schwarze fünflagige FFP2-Maske in Fischform', 'Die Maske in Blau', 'Die Maske in Rosa'],
  },
  'safeair-ffp2-mask-nose-foam-sized': {
    name: 'SafeAir FFP2 Maske mit Nasenschaum, in Größen (10er-Pack)',
    shortDescription:
      '<p>Zwei Größen für besseren Dichtsitz bei kleinen und großen Gesichtern, mit beschlaghemmendem Schaumstoffstreifen.</p>',
    description:
      '<p>Die meisten Faltmasken gibt es nur in einer Größe für ein durchschnittliches Gesicht. Mit den Größen S/M und M/L gelingt die Dichtsitzkontrolle auch bei Trägern mit besonders schmalen oder breiten Gesichtern deutlich besser.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Breiter, beschlaghemmender Schaumstoffstreifen</li><li>Größe S/M oder M/L</li></ul>',
    imageAlts: ['FFP2-Maske mit breitem Schaumstreifen unter dem Nasenbügel'],
  },
  'safeair-ffp3-cup-mask-valve-5': {
    name: 'SafeAir FFP3 Formmaske mit Ventil (5er-Pack)',
    shortDescription: '<p>Vorgeformte FFP3-Maske mit Gummidichtrand für anspruchsvolle Staubarbeiten.</p>',
    description:
      '<p>Die robuste Maskenschale bleibt auch bei hoher Luftfeuchtigkeit formstabil und lässt sich bequem unter einer Schutzbrille tragen. Zertifiziert als FFP3 NR D.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Dichtrand aus Gummi</li><li>Verstellbare Bänder</li></ul>',
    imageAlts: ['FFP3-Formmaske in Schalenform mit Ventil'],
  },
  'safeair-ffp3-reusable-mask-silicone-seal': {
    name: 'SafeAir FFP3 R D Wiederverwendbare Maske mit Silikondichtung',
    shortDescription:
      '<p>FFP3-Maske mit „R“-Kennzeichnung für mehr als eine Schicht, mit abwischbarer Silikondichtung.</p>',
    description:
      '<p>Masken mit R-Kennzeichnung bestehen eine Prüfung zu Lagerung und Reinigung; eine unbeschädigte Maske darf daher über mehrere Schichten getragen werden. Wischen Sie die Dichtung zwischen den Einsätzen mit einem Reinigungstuch für Atemschutz ab und bewahren Sie die Maske in einem sauberen Beutel auf.</p>\n<ul><li>EN 149 FFP3 R D</li><li>Gesichtsdichtung aus Silikon</li><li>Abwischbar, zwischen den Schichten lagerfähig</li></ul>',
    imageAlts: ['FFP3-Maske mit grauer Gesichtsdichtung aus Silikon'],
  },
  'safeair-ffp3-fluid-resistant-mask-20': {
    name: 'SafeAir FFP3 Flüssigkeitsresistente Maske für das Gesundheitswesen (20er-Pack)',
    shortDescription:
      '<p>FFP3-Maske ohne Ventil, die zusätzlich die Spritzschutzanforderungen nach EN 14683 Typ IIR erfüllt – für den klinischen Einsatz.</p>',
    description:
      '<p>Krankenhäuser brauchen Atemschutz, der auch den Patienten schützt. Diese Maske hat kein Ventil und erfüllt neben FFP3 auch EN 14683 Typ IIR für bakterielle Filterleistung und Spritzschutz gegen Flüssigkeiten.</p>\n<ul><li>EN 149 FFP3 NR und EN 14683 Typ IIR</li><li>Ohne Ventil: filtert auch die ausgeatmete Luft</li><li>Zwei Größen für höhere Erfolgsquoten bei der Dichtsitzprüfung</li></ul>',
    faqs: [
      {
        question: 'Warum ohne Ventil?',
        answer:
          'Ein Ventil gibt die ausgeatmete Luft ungefiltert ab – in der Nähe von Patienten oder sterilen Bereichen ist das nicht zulässig.',
      },
      {
        question: 'Welche Größe sollte ich wählen?',
        answer:
          'M/L passt den meisten Erwachsenen. Wählen Sie S/M, wenn Standardmasken an den Wangen abstehen oder von der Nase rutschen.',
      },
    ],
    imageAlts: ['Blaue FFP3-Maske ohne Ventil für das Gesundheitswesen'],
  },
  'safeair-ffp3-carbon-layer-mask-10': {
    name: 'SafeAir FFP3 Maske mit Aktivkohleschicht (10er-Pack)',
    shortDescription:
      '<p>FFP3-Partikelschutz mit einer Aktivkohleschicht, die lästige Gerüche und Ozon mindert.</p>',
    description:
      '<p>Die Aktivkohleschicht nimmt störenden Gerüchen unterhalb der Grenzwerte die Schärfe – etwa beim Schweißen, bei lösemittelhaltigen Klebstoffen oder auf dem Kompostplatz. Ein Gasfilter ist sie nicht: Wo Dämpfe die Arbeitsplatzgrenzwerte überschreiten, verwenden Sie eine Atemschutzmaske mit Gasfilter.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Aktivkohleschicht gegen lästige Gerüche</li><li>Ausatemventil</li></ul>',
    imageAlts: ['Graue FFP3-Maske mit Aktivkohle-Filterschicht'],
  },
  'safeair-construction-dust-mask-ffp2-ffp3': {
    name: 'SafeAir Baustaubmaske, FFP2 oder FFP3',
    shortDescription:
      '<p>Baustellenpackung mit Faltmasken mit Ventil: FFP2 für allgemeinen Staub, FFP3 für Quarz- und Hartholzstaub.</p>',
    description:
      '<p>Eine praktische Baustellenpackung mit leuchtend orangefarbenen Bändern, die bei jedem Kontrollgang sofort auffallen. Wählen Sie die Schutzklasse, die Ihre Gefährdungsbeurteilung vorgibt: FFP2 für allgemeinen Baustaub, FFP3 für Quarzstaub beim Schneiden von Beton, Ziegel und Naturstein.</p>\n<ul><li>EN 149 NR D</li><li>Mit Ventil für mehr Tragekomfort</li><li>10 oder 30 Masken pro Box</li></ul>',
    attributeLabels: { 'Pack size': 'Packungsgröße' },
    attributeValues: {
      'Pack size': { '10': '10', '30': '30' },
    },
    imageAlts: ['Baustaubmasken mit orangefarbenen Bändern in FFP2 und FFP3'],
  },
  'safeair-flat-fold-respirator-n95-n99': {
    name: 'SafeAir Faltbare Atemschutzmaske, N95 oder N99',
    shortDescription:
      '<p>Einzeln verpackte, flach gefaltete Atemschutzmasken für die Hosentasche – als N95 oder als N99 mit höherer Filterleistung.</p>',
    description:
      '<p>Flach gefaltet lässt sich die Maske platzsparend aufbewahren; aufgefaltet bietet sie in dreiteiliger Form viel Raum vor Mund und Nase. Wählen Sie N95 für den allgemeinen Einsatz oder N99 (99 % Filterleistung) für feine Partikel wie Bleistaub oder Quarzstaub, wenn Sie zusätzliche Reserve wünschen. N95 und N99 sind US-amerikanische Filterklassen mit NIOSH-Zulassung.</p>\n<ul><li>N95: TC-84A-9402; N99: TC-84A-9417</li><li>Hygienisch einzeln verpackt</li><li>50 Stück pro Box</li></ul>',
    faqs: [
      {
        question: 'N95 oder N99?',
        answer:
          'N99 filtert mindestens 99 % der Partikel, N95 mindestens 95 % – bei etwas höherem Atemwiderstand. Beide haben bei der OSHA denselben zugewiesenen Schutzfaktor von 10; am wichtigsten ist der Dichtsitz.',
      },
      {
        question: 'Wie lange sind sie haltbar?',
        answer: 'Fünf Jahre ab Herstellungsdatum, wenn sie ungeöffnet, kühl und trocken gelagert werden.',
      },
    ],
    imageAlts: ['Einzeln verpackte faltbare N95-Atemschutzmasken'],
  },
  'safeair-surgical-n95-respirator-20': {
    name: 'SafeAir Chirurgische N95 Atemschutzmaske (20er-Pack)',
    shortDescription:
      '<p>Chirurgische Atemschutzmaske mit NIOSH-N95-Zulassung und FDA-Freigabe, flüssigkeitsresistent, in zwei Größen.</p>',
    description:
      '<p>Chirurgische N95-Masken verbinden die Filterleistung einer NIOSH-N95 mit Flüssigkeitsresistenz und der Freigabe der FDA als Medizinprodukt. Dieses Modell widersteht synthetischem Blut bei 160 mmHg nach ASTM F1862 und ist in die Entflammbarkeitsklasse 1 eingestuft.</p>\n<ul><li>NIOSH N95, TC-84A-9354</li><li>Flüssigkeitsresistenz nach ASTM F1862 bei 160 mmHg</li><li>Ohne Ventil, latexfrei</li><li>Größe S/M oder M/L</li></ul>',
    tabs: [
      {
        tabTitle: 'Zertifikate',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'NIOSH-Zulassungsetikett',
            file: '/downloads/safeair-surgical-n95-approval-label.pdf',
            fileDescription: 'Zulassungsetikett TC-84A-9354 mit Warnhinweisen und Einsatzbeschränkungen.',
          },
          {
            fileTitle: 'Prüfbericht Flüssigkeitsresistenz',
            file: '/downloads/safeair-surgical-n95-astm-f1862.pdf',
            fileDescription: 'Ergebnisse nach ASTM F1862 bei 80, 120 und 160 mmHg.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Was macht sie zur „chirurgischen“ Maske?',
        answer:
          'Sie ist sowohl NIOSH-zugelassen als auch von der FDA als Medizinprodukt freigegeben und nachweislich resistent gegen Spritzer von Blut und Körperflüssigkeiten.',
      },
      {
        question: 'Ist sie latexfrei?',
        answer: 'Ja, kein Bestandteil enthält Naturkautschuklatex.',
      },
    ],
    imageAlts: ['Blaue chirurgische N95-Atemschutzmaske'],
  },
  'safeair-p100-disposable-respirator-carbon': {
    name: 'SafeAir P100 Einweg-Atemschutzmaske mit Aktivkohle (2er-Pack)',
    shortDescription:
      '<p>Die höchste Filterklasse bei Einwegmasken: 99,97 %, ölbeständig, mit Aktivkohle gegen lästige Gerüche beim Schweißen.</p>',
    description:
      '<p>P100 ist hoch ölbeständig und filtert mindestens 99,97 % der Partikel. Die Aktivkohleschicht mindert Ozon und Gerüche organischer Dämpfe unterhalb der Arbeitsplatzgrenzwerte.</p>\n<ul><li>NIOSH P100, TC-84A-9201</li><li>Gesichtsdichtung aus Schaumstoff</li><li>Vierpunkt-Bebänderung</li></ul>',
    imageAlts: ['Graue P100-Einwegmaske mit Aktivkohleschicht'],
  },
  'safeair-n95-bulk-case-120': {
    name: 'SafeAir N95 Faltmasken im Großkarton (120 Stück)',
    shortDescription:
      '<p>Karton mit 120 N95-Masken ohne Ventil für die Bevorratung, für Schulen und Notfallsets.</p>',
    description:
      '<p>Lagerfreundlich verpackt, mit fünf Jahren Haltbarkeit, aufgedruckt auf dem Karton. Auf Vorbestellung: Versand in etwa 10 Werktagen.</p>\n<ul><li>NIOSH N95 (US-Zulassung, mindestens 95 % Filterleistung), TC-84A-9402</li><li>120 Masken, einzeln verpackt</li><li>Fünf Jahre haltbar</li></ul>',
    imageAlts: ['Versandkarton mit faltbaren N95-Atemschutzmasken'],
  },
  'safeair-kids-3-ply-masks-50': {
    name: 'SafeAir Dreilagige Kindermasken (50er-Pack)',
    shortDescription: '<p>Dreilagige Masken in Kindergröße für 4 bis 12 Jahre, in drei Farben.</p>',
    description:
      '<p>Im Format 5,5 × 3,5 Zoll für kleinere Gesichter, mit weichen, elastischen Ohrschlaufen.</p>\n<ul><li>Dreilagig</li><li>Für 4–12 Jahre</li><li>Latexfrei</li></ul>',
    imageAlts: ['Kleine rosafarbene dreilagige Kindermaske'],
  },
  'safeair-surgical-masks-ties-level-2-50': {
    name: 'SafeAir OP-Masken zum Binden, ASTM Level 2 (50er-Pack)',
    shortDescription:
      '<p>OP-Masken mit Bändern zum Binden, nach ASTM F2100 Level 2 und EN 14683 Typ IIR.</p>',
    description:
      '<p>Die Bänder sorgen für einen festen Sitz auch über einer OP-Haube. Flüssigkeitsresistent bei 120 mmHg.</p>\n<ul><li>ASTM F2100 Level 2</li><li>EN 14683 Typ IIR</li><li>Vier Bänder zum Binden</li></ul>',
    imageAlts: ['Grüne OP-Maske mit Bindebändern'],
  },
  'safeair-face-mask-eye-shield-25': {
    name: 'SafeAir Mundschutz mit Augenschild (25er-Pack)',
    shortDescription:
      '<p>Maske nach Level 3 mit fest angebrachtem, beschlagfreiem Augenschild für Tätigkeiten mit Spritzgefahr.</p>',
    description:
      '<p>Gesichts- und Augenschutz in einem Teil – für Wundspülungen, Dentalhygiene und Laborarbeiten.</p>\n<ul><li>ASTM F2100 Level 3</li><li>Beschlagfreies Schild aus PET</li><li>25 Stück pro Box</li></ul>',
    imageAlts: ['Medizinische Maske mit angesetztem klarem, beschlagfreiem Augenschild'],
  },
  'safeair-black-3-ply-masks-50': {
    name: 'SafeAir Schwarze dreilagige Masken (50er-Pack)',
    shortDescription: '<p>Schwarze Alltagsmasken für Gastronomie, Friseursalons und den Verkaufstresen.</p>',
    description:
      '<p>Dreilagig mit einer Mittellage aus Meltblown-Vlies; Make-up- und Essensflecken fallen weniger auf als auf blauen Masken.</p>\n<ul><li>Dreilagig</li><li>Ohrschlaufen</li><li>50 Stück pro Box</li></ul>',
    imageAlts: ['Schwarze dreilagige Einwegmasken'],
  },
};
