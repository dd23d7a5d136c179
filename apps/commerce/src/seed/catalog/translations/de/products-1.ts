import type { ProductTranslation } from '../types.ts';

/** German texts of best-selling products one to six: masks, gloves and eyewear. */
export const germanProducts1: Record<string, ProductTranslation> = {
  'safeair-n95-cup-respirator-20': {
    name: 'SafeAir N95 Atemschutzmaske in Schalenform (20er-Pack)',
    shortDescription:
      '<p>Klassische N95-Formmaske, NIOSH-zugelassen (TC-84A-9315), hergestellt in den USA.</p>',
    description:
      '<p>Die N95 für jeden Tag: für Bau, Holzbearbeitung, Landwirtschaft und Waldbrandrauch. Sie filtert mindestens 95 % der nicht öligen Partikel aus der Luft und trägt die NIOSH-Zulassung TC-84A-9315, die Sie in der NIOSH Certified Equipment List überprüfen können.</p>\n<p>Zwei geflochtene Kopfbänder und ein gepolsterter Nasenbügel sorgen für einen Dichtsitz, mit dem die meisten Träger die qualitative Dichtsitzprüfung bestehen. Nach OSHA 29 CFR 1910.134 hat eine filtrierende Halbmaske einen zugewiesenen Schutzfaktor von 10, wenn sie in einem Atemschutzprogramm mit Dichtsitzprüfung eingesetzt wird.</p>\n<p>Nicht geeignet für ölhaltige Aerosole wie Kühlschmierstoffnebel; verwenden Sie dafür eine Atemschutzmaske der P-Serie.</p>\n<ul><li>NIOSH N95, Zulassung TC-84A-9315</li><li>Filtert ≥95 % der nicht öligen Partikel</li><li>Formstabile Maskenschale, die nicht einfällt</li><li>Zwei Kopfbänder, gepolsterter Nasenschaum</li><li>Hergestellt in den USA; 20 Stück pro Box</li></ul>',
    tabs: [
      {
        tabTitle: 'Dokumente',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'NIOSH-Zulassungsetikett',
            file: '/downloads/safeair-n95-tc-84a-9315-approval-label.pdf',
            fileDescription: 'Vollständiges Zulassungsetikett mit Warnhinweisen und Einsatzbeschränkungen.',
          },
          {
            fileTitle: 'Gebrauchsanweisung',
            file: '/downloads/safeair-n95-user-instructions.pdf',
            fileDescription: 'Aufsetzen, Dichtsitzkontrolle und Entsorgung (Englisch und Spanisch).',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Wie überprüfe ich die NIOSH-Zulassung?',
        answer:
          'Suchen Sie die TC-Nummer (TC-84A-9315) in der NIOSH Certified Equipment List. Zulassungsinhaber und Modell sollten mit dem Aufdruck auf der Maske übereinstimmen.',
      },
      {
        question: 'Brauche ich eine Dichtsitzprüfung?',
        answer:
          'Wenn Ihr Arbeitgeber Atemschutz vorschreibt, verlangt die OSHA für dicht anliegende Atemschutzmasken, auch für N95, eine jährliche Dichtsitzprüfung. Wer freiwillig eine Maske trägt, sollte trotzdem bei jedem Aufsetzen den Dichtsitz kontrollieren.',
      },
      {
        question: 'Schützt eine N95 vor Waldbrandrauch?',
        answer:
          'Ja, N95-Masken filtern die feinen Partikel im Rauch, wenn sie dicht sitzen. Gase wie Kohlenmonoxid filtern sie nicht.',
      },
    ],
    imageAlts: [
      'Weiße N95-Atemschutzmaske in Schalenform mit zwei Kopfbändern',
      'Auf die Maske gedruckte NIOSH-Zulassungskennzeichnung',
      'Box mit 20 Atemschutzmasken',
    ],
  },
  'safeair-ffp2-mask-individually-wrapped': {
    name: 'SafeAir FFP2-Maske, einzeln verpackt (1 Stück)',
    shortDescription:
      '<p>Eine FFP2-Maske im versiegelten Beutel – für Besucher, Warenautomaten und das Handschuhfach.</p>',
    description:
      '<p>Halten Sie ein paar davon im Fahrzeug oder am Empfang für Besucher bereit. Mit Kopfbändern und Nasenschaum.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Versiegelter Beutel mit aufgedruckter Anleitung zum Aufsetzen</li></ul>',
    imageAlts: ['Eine FFP2-Maske in einem durchsichtigen, versiegelten Beutel'],
  },
  'armorgrip-5-mil-nitrile-exam-gloves-100': {
    name: 'ArmorGrip 5 mil Nitril-Untersuchungshandschuhe (100 Stück)',
    shortDescription:
      '<p>Puderfreie blaue Nitril-Untersuchungshandschuhe in medizinischer Qualität, 5 mil an der Fingerspitze.</p>',
    description:
      '<p>Ein medizinischer Untersuchungshandschuh nach ASTM D6319 mit einem AQL von 1,5 bei der Dichtheitsprüfung – geeignet für Praxen, Labore, Tattoostudios und den Umgang mit Lebensmitteln. Strukturierte Fingerspitzen greifen auch nasse Instrumente sicher.</p>\n<p>Nitril enthält keinen Naturkautschuklatex, schließt damit das Risiko einer Latexallergie vom Soforttyp (Typ I) aus und widersteht gängigen Desinfektionsmitteln und leichten Lösemitteln besser als Vinyl.</p>\n<ul><li>ASTM D6319, EN 455, EN ISO 374-5 (Viren)</li><li>5 mil an der Fingerspitze, 3,5 mil an der Handfläche</li><li>Rollrand, strukturierte Fingerspitzen</li><li>FDA-510(k)-Freigabe; für Lebensmittelkontakt geeignet</li><li>100 Handschuhe pro Box</li></ul>',
    tabs: [
      {
        tabTitle: 'Größentabelle',
        contentType: 'accordion',
        accordionItems: [
          { question: 'Größe XS', answer: 'Handumfang unter 6 Zoll.' },
          { question: 'Größe S', answer: 'Handumfang 6–7 Zoll.' },
          { question: 'Größe M', answer: 'Handumfang 7–8 Zoll.' },
          { question: 'Größe L', answer: 'Handumfang 8–9 Zoll.' },
          { question: 'Größe XL', answer: 'Handumfang über 9 Zoll.' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Sind sie für Lebensmittel geeignet?',
        answer: 'Ja, die Materialien entsprechen den FDA-Vorschriften für den Kontakt mit Lebensmitteln.',
      },
      {
        question: 'Wie wähle ich die richtige Größe?',
        answer:
          'Messen Sie den Umfang Ihrer Hand unterhalb der Fingerknöchel: unter 7 Zoll S, 7–8 Zoll M, 8–9 Zoll L, über 9 Zoll XL.',
      },
    ],
    imageAlts: [
      'Blaue Nitril-Untersuchungshandschuhe in einer Spenderbox',
      'Seitenteil der Box mit ASTM D6319 und Größenangabe',
    ],
  },
  'clearview-cv-100-wraparound-safety-glasses': {
    name: 'ClearView CV-100 Panorama-Schutzbrille',
    shortDescription:
      '<p>Federleichte Panorama-Schutzbrille mit Antibeschlag-Beschichtung, ANSI Z87.1+ für hohe Schlagfestigkeit.</p>',
    description:
      '<p>Mit weniger als einer Unze Gewicht ist die CV-100 die Brille, die man tatsächlich aufbehält. Eine einteilige Scheibe aus Polycarbonat ist weit um das Gesicht gezogen und schützt so auch seitlich, ganz ohne separate Seitenschutzschilde; weiche Gummi-Bügelenden halten ohne Druckstellen.</p>\n<p>Die Scheibe ist mit Z87+ für hohe Schlagfestigkeit und U6 für maximalen UV-Schutz gekennzeichnet und besteht die Antibeschlagprüfung nach ANSI Z87.1-2020. Wählen Sie Klar für drinnen, Grau für grelle Sonne, Bernstein für schwaches Licht und Frühschichten oder Indoor/Outdoor-Verspiegelung, wenn Sie ständig zwischen drinnen und draußen wechseln.</p>\n<ul><li>ANSI/ISEA Z87.1-2020 Z87+ U6, CSA Z94.3</li><li>Antibeschlag- und kratzfeste Beschichtung</li><li>99,9 % UVA/UVB-Schutz</li><li>Gewicht 0,9 oz</li><li>Vier Scheibentönungen</li></ul>',
    tabs: [
      {
        tabTitle: 'Scheibentönungen',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Klar',
            answer: 'Arbeiten in Innenräumen und für den allgemeinen Einsatz. Höchste Lichtdurchlässigkeit.',
          },
          {
            question: 'Grau',
            answer: 'Arbeiten im Freien bei greller Sonne; mindert Blendung ohne Farbverfälschung.',
          },
          { question: 'Bernstein', answer: 'Schwaches Licht, Nebel und Dämmerung; erhöht den Kontrast.' },
          {
            question: 'Indoor/Outdoor-Verspiegelung',
            answer:
              'Leichte Verspiegelung für Staplerfahrer und alle, die ständig zwischen Halle und Außenbereich wechseln.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Was bedeutet Z87+?',
        answer:
          'Das Pluszeichen bedeutet, dass die Scheibe die Hochgeschwindigkeits- und Schwerkörper-Schlagprüfungen nach ANSI Z87.1 bestanden hat. Ein einfaches „Z87“ steht nur für die einfache Schlagprüfung.',
      },
      {
        question: 'Kann ich sie über meiner Korrektionsbrille tragen?',
        answer: 'Nein, wählen Sie dafür die Überbrille CV-300.',
      },
    ],
    attributeLabels: { 'Lens tint': 'Scheibentönung' },
    attributeValues: {
      'Lens tint': {
        Clear: 'Klar',
        Gray: 'Grau',
        Amber: 'Bernstein',
        'Indoor/Outdoor Mirror': 'Indoor/Outdoor-Verspiegelung',
      },
    },
    imageAlts: [
      'Klare Panorama-Schutzbrille mit blauen Bügeln',
      'Ausführung mit bernsteinfarbener Scheibe für schwaches Licht',
      'Ausführung mit grauer Scheibe für Arbeiten im Freien',
      'Ausführung mit Indoor/Outdoor-Verspiegelung',
    ],
  },
  'armorgrip-cr-4-hppe-foam-nitrile-gloves': {
    name: 'ArmorGrip CR-4 Schnittschutzhandschuhe aus HPPE mit Nitrilschaum',
    shortDescription:
      '<p>Schnittschutz ANSI A4 in dünnem 18-Gauge-Strick, mit dem Sie noch Ihr Smartphone bedienen und Schrauben aufheben können.</p>',
    description:
      '<p>Der CR-4 ist der Handschuh, den die meisten unserer Industriekunden als Standard einsetzen. Ein 18-Gauge-Strickträger aus HPPE und Glasfaser erreicht die Schnittschutzstufe A4 nach ANSI/ISEA 105 (1.500–2.199 Gramm im TDM-100-Test) und fühlt sich dabei eher wie ein leichter Montagehandschuh an.</p>\n<p>Die Nitrilschaum-Beschichtung der Handfläche greift öliges Blech, ohne durchzuweichen, und die Fingerspitzen funktionieren mit Touchscreens – so muss niemand die Handschuhe ausziehen, um einen Arbeitsauftrag zu scannen.</p>\n<p>Leistungsstufen nach EN 388:2016 4X42C: Abrieb 4, Coupetest nicht anwendbar (X), Weiterreißen 4, Durchstich 2, ISO-Schnittfestigkeit C.</p>\n<ul><li>ANSI/ISEA 105 Schnittschutz A4, EN 388:2016 4X42C</li><li>18-Gauge-Träger aus HPPE/Glasfaser, Handfläche mit Nitrilschaum</li><li>Touchscreenfähige Fingerspitzen</li><li>Maschinenwaschbar bis 104 °F</li><li>Größen S–XXL (7–11)</li></ul>',
    tabs: [
      {
        tabTitle: 'Schnittschutzstufen',
        contentType: 'text',
        textContent:
          '<p>Schnittschutzstufen nach ANSI/ISEA 105-2016 in Gramm Schnittlast im TDM-100-Test: A1 200–499, A2 500–999, A3 1.000–1.499, A4 1.500–2.199, A5 2.200–2.999, A6 3.000–3.999, A7 4.000–4.999, A8 5.000–5.999, A9 ab 6.000.</p><p>ISO-Schnittschutzstufen nach EN 388:2016 (Newton): A 2, B 5, C 10, D 15, E 22, F 30.</p>',
      },
    ],
    faqs: [
      {
        question: 'Was bedeutet A4?',
        answer:
          'Stufe A4 nach ANSI/ISEA 105 bedeutet, dass das Material im genormten TDM-100-Test einer Schnittlast von 1.500 bis 2.199 Gramm standgehalten hat. Gut geeignet für Blechbearbeitung, Klima- und Lüftungstechnik und die meisten Lagerarbeiten.',
      },
      {
        question: 'Kann ich sie waschen?',
        answer:
          'Ja, warm in der Maschine waschen (bis 104 °F) und an der Luft trocknen lassen. Kein Bleichmittel verwenden, es schwächt die Fasern.',
      },
      {
        question: 'Ist der Handschuh für Lebensmittel geeignet?',
        answer:
          'Nein. Für den Kontakt mit Lebensmitteln verwenden Sie unseren CR-3 für die Lebensmittelverarbeitung.',
      },
    ],
    attributeLabels: { 'EN 388 code': 'EN-388-Code' },
    attributeValues: {
      'EN 388 code': { '4X42C': '4X42C' },
    },
    imageAlts: [
      'Grauer Strickhandschuh aus HPPE mit schwarzer Nitrilschaum-Beschichtung der Handfläche',
      'Handflächenseite mit der Nitrilschaum-Beschichtung',
      'Bündchen mit aufgedruckter EN-388- und ANSI-A4-Kennzeichnung',
      'Finger im Handschuh bedient einen Handybildschirm',
    ],
  },
  'safeair-ffp2-folding-mask-unvalved': {
    name: 'SafeAir FFP2 NR D Faltmaske ohne Ventil',
    shortDescription:
      '<p>Dreiteilige FFP2-Maske mit weichem Nasenschaum und Kopfbändern – gegen Staub und Nebel und für unterwegs.</p>',
    description:
      '<p>Das dreiteilige SafeAir-Design bewegt sich beim Sprechen mit Ihrem Gesicht mit, sodass die Maske besser abdichtet als eine flache Maske. Ohne Ventil filtert sie sowohl die eingeatmete als auch die ausgeatmete Luft – eine gute Wahl, wenn andere Menschen in der Nähe sind.</p>\n<p>Zertifiziert nach EN 149:2001+A1:2009 FFP2 NR D: mindestens 94 % Filterleistung, Gesamtleckage unter 8 % und bestandene Dolomitstaubprüfung für angenehmes Atmen bei staubigen Arbeiten. NR bedeutet: nur für eine Schicht.</p>\n<p>FFP2 ist die europäische Klasse, die NIOSH N95 am nächsten kommt. Sie ist nicht NIOSH-zugelassen; für von der OSHA vorgeschriebene Atemschutzprogramme in den USA wählen Sie deshalb eine N95.</p>\n<ul><li>EN 149:2001+A1:2009 FFP2 NR D</li><li>Kopfbänder statt Ohrschlaufen für einen zuverlässigen Dichtsitz</li><li>Verstellbarer Nasenbügel aus Aluminium mit Schaumstoffstreifen</li><li>Einzeln verpackt; latexfrei</li></ul>',
    tabs: [
      {
        tabTitle: 'Richtig tragen',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Faltmaske richtig aufsetzen',
            youtubeUrl: 'https://www.youtube.com/watch?v=Hq8rBz2nVt4',
            videoDescription:
              'Maske auffalten, Bänder positionieren, Nasenbügel anformen und Dichtsitz prüfen.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Ist FFP2 dasselbe wie N95?',
        answer:
          'Die beiden liegen nah beieinander: FFP2 filtert mindestens 94 %, N95 mindestens 95 %, sie werden aber nach unterschiedlichen Normen geprüft. Nur N95 ist für OSHA-Programme NIOSH-zugelassen.',
      },
      {
        question: 'Kann ich sie wiederverwenden?',
        answer:
          'NR-Masken sind für eine Schicht bestimmt. Tauschen Sie die Maske früher aus, wenn sie feucht oder beschädigt ist oder das Atmen schwerfällt.',
      },
    ],
    attributeLabels: { 'Pack size': 'Packungsgröße' },
    attributeValues: {
      'Pack size': { '10': '10', '20': '20', '50': '50' },
    },
    imageAlts: [
      'Weiße dreiteilige FFP2-Faltmaske mit Kopfbändern',
      'Aufgefaltete Maske mit dem verstellbaren Nasenbügel',
      'Box mit 50 Masken',
    ],
  },
};
