import type { ProductTranslation } from '../types.ts';

/** German texts of the first ten best-selling products: masks, gloves, eyewear, hi-vis, ear plugs. */
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
  },
  'safeair-ffp2-mask-individually-wrapped': {
    name: 'SafeAir FFP2-Maske, einzeln verpackt (1 Stück)',
    shortDescription:
      '<p>Eine FFP2-Maske im versiegelten Beutel – für Besucher, Warenautomaten und das Handschuhfach.</p>',
    description:
      '<p>Halten Sie ein paar davon im Fahrzeug oder am Empfang für Besucher bereit. Mit Kopfbändern und Nasenschaum.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Versiegelter Beutel mit aufgedruckter Anleitung zum Aufsetzen</li></ul>',
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
  },
  'brightline-class-2-mesh-safety-vest': {
    name: 'BrightLine Mesh-Warnweste Klasse 2',
    shortDescription:
      '<p>Atmungsaktive Warnweste nach ANSI/ISEA 107-2020 Typ R Klasse 2 mit 2 Zoll breiten Reflexstreifen und fünf Taschen.</p>',
    description:
      '<p>Typ R Klasse 2 ist das Minimum für Beschäftigte im Straßenverkehr bei Geschwindigkeiten über 25 mph, wie es das MUTCD für Arbeitsstellen an Fernstraßen vorsieht. Diese Weste erfüllt die Anforderung mit fluoreszierendem Polyester-Mesh und 2 Zoll breiten silbernen Reflexstreifen im üblichen Muster aus zwei umlaufenden Streifen und Schulterstreifen.</p>\n<p>Reißverschluss vorne, zwei Brusttaschen, eine Stifttasche und zwei untere Taschen sowie eine Funkgerätlasche und eine Mikrofonschlaufe.</p>\n<ul><li>ANSI/ISEA 107-2020 Typ R, Klasse 2</li><li>2 Zoll breite silberne Reflexstreifen</li><li>Atmungsaktives Mesh</li><li>Fünf Taschen und Mikrofonlasche</li></ul>',
    tabs: [
      {
        tabTitle: 'ANSI-107-Klassen',
        contentType: 'text',
        textContent:
          '<p><strong>Typ O Klasse 1:</strong> abseits des Straßenverkehrs, z. B. in Lagerhallen und auf Parkplätzen. <strong>Typ R Klasse 2:</strong> Arbeiten im Straßenverkehr, mindestens 775 Quadratzoll Hintergrundmaterial und 201 Quadratzoll Reflexmaterial. <strong>Typ R Klasse 3:</strong> schneller Verkehr und Nachtarbeit, 1.240 Quadratzoll Hintergrund- und 310 Quadratzoll Reflexmaterial, mit Ärmeln.</p>',
      },
    ],
    faqs: [
      {
        question: 'Klasse 2 oder Klasse 3?',
        answer:
          'Klasse 2 für Verkehr bis etwa 45 mph oder unruhigen Hintergrund bei Tageslicht. Klasse 3 hat zusätzlich Ärmel und bietet so bei höheren Geschwindigkeiten und nachts mehr Sichtbarkeit.',
      },
      {
        question: 'Kann ich sie waschen?',
        answer:
          'Kalt in der Maschine waschen, hängend trocknen. Die Reflexstreifen verlieren nach etwa 25 Wäschen oder bei sichtbarem Verschleiß an Wirkung.',
      },
      {
        question: 'Wie fallen die Größen aus?',
        answer:
          'Die Größen sind für das Tragen über einer Jacke ausgelegt. Wenn Sie die Weste nur über einem T-Shirt tragen, bestellen Sie eine Nummer kleiner.',
      },
    ],
  },
  'safeair-ffp3-folding-valved-mask-10': {
    name: 'SafeAir FFP3 NR D Faltmaske mit Ventil (10er-Pack)',
    shortDescription:
      '<p>Unsere Einwegmaske mit der höchsten Schutzklasse: FFP3 NR D, 99 % Filterleistung, mit Ventil und Vierpunkt-Bebänderung.</p>',
    description:
      '<p>FFP3 ist die höchste Klasse der EN 149: mindestens 99 % Filterleistung gegenüber dem Prüfaerosol und höchstens 2 % Gesamtleckage, gemessen an einer Gruppe von Testpersonen. In Europa wird sie bei Quarzstaub, Hartholzstaub, pharmazeutischen Pulvern und Blei eingesetzt.</p>\n<p>Die verstellbare Vierpunkt-Bebänderung und eine innere Dichtlippe erleichtern das Bestehen einer qualitativen Dichtsitzprüfung. Das rote Ventil hält den Innenraum bei schwerer Arbeit kühler.</p>\n<p>Für Arbeiten in den USA, die unter die OSHA fallen, verwenden Sie NIOSH-zugelassene Atemschutzmasken im Rahmen eines schriftlichen Atemschutzprogramms; viele Käufer in den USA wählen FFP3 für Renovierungen zu Hause oder ergänzend zu einem N95-Programm für mehr Tragekomfort.</p>\n<ul><li>EN 149:2001+A1:2009 FFP3 NR D</li><li>Filterleistung ≥99 %, Gesamtleckage ≤2 %</li><li>Verstellbare Vierpunkt-Bebänderung und weiche innere Dichtlippe</li><li>Ausatemventil mit geringem Atemwiderstand</li><li>Einzeln verpackt, 10 Stück pro Box</li></ul>',
    tabs: [
      {
        tabTitle: 'Die Kennzeichnung verstehen',
        contentType: 'text',
        textContent:
          '<p><strong>EN 149:2001+A1:2009</strong> ist die Norm. <strong>FFP3</strong> ist die Schutzklasse. <strong>NR</strong> bedeutet nicht wiederverwendbar (eine Schicht); <strong>R</strong> stünde für wiederverwendbar. <strong>D</strong> bedeutet, dass die Maske die Dolomitstaubprüfung bestanden hat und das Atmen bei staubigen Arbeiten leicht bleibt. Die vierstellige Nummer hinter dem CE-Zeichen bezeichnet die benannte Stelle, die die Produktion überwacht.</p>',
      },
      {
        tabTitle: 'Dichtsitzkontrolle',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Überdruckprüfung',
            answer:
              'Bedecken Sie die Maske mit beiden Händen und atmen Sie kräftig aus. An den Rändern darf keine Luft entweichen.',
          },
          {
            question: 'Unterdruckprüfung',
            answer:
              'Bedecken Sie die Maske und atmen Sie ein. Die Maske sollte sich leicht zum Gesicht hin ziehen.',
          },
          {
            question: 'Wenn sie undicht ist',
            answer:
              'Drücken Sie den Nasenbügel erneut an, ziehen Sie die Bänder nach und prüfen Sie noch einmal. Betreten Sie den Arbeitsbereich erst, wenn die Prüfung bestanden ist.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Ist FFP3 besser als N95?',
        answer:
          'Auf dem Papier ja: FFP3 verlangt 99 % Filterleistung, N95 95 %. In der Praxis zählt der Dichtsitz genauso viel wie die Filterklasse – wählen Sie also die Maske, die bei Ihnen gut abdichtet.',
      },
      {
        question: 'Ist sie für Asbest geeignet?',
        answer:
          'Im Vereinigten Königreich ist FFP3 die Mindestklasse bei Einwegmasken für kurze, nicht genehmigungspflichtige Asbestarbeiten. In den USA verlangt OSHA 1926.1101 in der Regel mindestens eine Halbmaske mit P100-Filtern.',
      },
      {
        question: 'Wie lange kann ich sie tragen?',
        answer:
          'Bis zu eine Schicht (etwa 8 Stunden). Tauschen Sie die Maske früher aus, wenn sie feucht oder beschädigt ist oder das Atmen schwerer fällt.',
      },
    ],
    attributeLabels: { 'Assigned protection factor': 'Zugewiesener Schutzfaktor' },
  },
  'hushline-hl-33-foam-ear-plugs-200-pairs': {
    name: 'HushLine HL-33 Gehörschutzstöpsel aus Schaumstoff, NRR 33 (200 Paar)',
    shortDescription:
      '<p>Konische Stöpsel aus Polyurethanschaum mit dem höchsten erhältlichen NRR, paarweise verpackt.</p>',
    description:
      '<p>Rollen, ziehen, halten: Rollen Sie den Stöpsel zu einem dünnen, faltenfreien Zylinder, greifen Sie über den Kopf, ziehen Sie das Ohr nach oben und hinten, setzen Sie den Stöpsel ein und halten Sie ihn 20 Sekunden fest, während er sich ausdehnt. Erst der richtige Sitz bringt Sie nah an die angegebenen 33 dB.</p>\n<ul><li>NRR 33 dB</li><li>Konische Form für kleinere Gehörgänge</li><li>Paarweise in PE-Beuteln</li><li>200 Paar</li></ul>',
    tabs: [
      {
        tabTitle: 'Video zum Einsetzen',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Rollen, ziehen, halten',
            youtubeUrl: 'https://www.youtube.com/watch?v=Rp7dLx3cWe9',
            videoDescription:
              'Die drei Schritte, mit denen Schaumstoffstöpsel ihre volle angegebene Schutzwirkung erreichen.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Wie setze ich sie richtig ein?',
        answer:
          'Rollen Sie den Stöpsel zu einem dünnen Zylinder, ziehen Sie das Ohr mit der anderen Hand nach oben und hinten, setzen Sie den Stöpsel ein und halten Sie ihn 20–30 Sekunden fest, während er sich ausdehnt.',
      },
      {
        question: 'Kann ich Schaumstoffstöpsel wiederverwenden?',
        answer:
          'Sie sind für den Einmalgebrauch bestimmt. Tauschen Sie sie aus, wenn sie verschmutzt oder hart sind oder sich nicht mehr ausdehnen.',
      },
    ],
    attributeLabels: { NRR: 'Dämmwert (NRR)' },
  },
  'safeair-n95-valved-respirator-10': {
    name: 'SafeAir N95 Atemschutzmaske mit Ventil (10er-Pack)',
    shortDescription: '<p>N95 mit Ausatemventil für heiße, feuchte und körperlich anstrengende Einsätze.</p>',
    description:
      '<p>Das Ventil leitet Wärme und Feuchtigkeit ab und macht langes Tragen auf Dachböden, in Ställen und Werkstätten erträglicher. Nicht zum Fremdschutz im Gesundheitswesen verwenden.</p>\n<ul><li>NIOSH N95, TC-84A-9318</li><li>Ausatemventil mit geringem Atemwiderstand</li><li>Verstellbarer Nasenbügel</li></ul>',
    faqs: [
      {
        question: 'Warum keine Maske mit Ventil im Krankenhaus?',
        answer:
          'Das Ventil gibt die ausgeatmete Luft ungefiltert ab und schützt deshalb weder Patienten noch sterile Bereiche.',
      },
      {
        question: 'Schützt mich das Ventil weniger?',
        answer:
          'Nein. Das Ventil öffnet sich nur beim Ausatmen; die eingeatmete Luft strömt weiterhin durch den N95-Filter.',
      },
    ],
  },
};
