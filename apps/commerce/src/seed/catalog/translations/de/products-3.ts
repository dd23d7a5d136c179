import type { ProductTranslation } from '../types.ts';

/** German texts of best-selling products seven to ten: hi-vis vest, FFP3 mask, ear plugs, N95 respirator. */
export const germanProducts3: Record<string, ProductTranslation> = {
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
    imageAlts: [
      'Fluoreszierend gelbe Mesh-Weste mit silbernen Reflexstreifen',
      'Die Weste in Orange',
      'Rückseite der Weste mit zwei senkrechten Streifen',
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
    attributeValues: {
      'Assigned protection factor': { '20 (UK/EU practice)': '20 (Praxis in Großbritannien und der EU)' },
    },
    imageAlts: [
      'Weiße FFP3-Faltmaske mit rotem Ventil und Vierpunktbebänderung',
      'Innenseite der Maske mit der Gesichtsdichtung',
      'Aufgedruckte EN-149-Kennzeichnung auf der Maske',
    ],
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
    attributeValues: {
      NRR: { '33 dB': '33 dB' },
    },
    imageAlts: ['Haufen orangefarbener konischer Gehörschutzstöpsel aus Schaumstoff'],
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
    imageAlts: ['N95-Formmaske mit eckigem Ausatemventil'],
  },
};
