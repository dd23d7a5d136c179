import type { ComplianceTexts } from './types.ts';

export const german: ComplianceTexts = {
  titles: {
    'user-instructions': 'Gebrauchsanweisung',
    'declaration-of-conformity': 'EU-Konformitätserklärung',
    'approval-label': 'NIOSH-Zulassungsetikett',
    'safety-data-sheet': 'Sicherheitsdatenblatt',
    certificate: 'EU-Baumusterprüfbescheinigung',
  },
  none: 'keine angegeben',
  userInstructions: (f) => [
    `Produkt: ${f.name}. Artikelnummer: ${f.sku}. Normen: ${f.standards}.`,
    'Dies ist die Zusammenfassung der Gebrauchsanweisung von SafetyGear Pro. Maßgeblich ist die dem Produkt beiliegende Anleitung des Herstellers: Lesen Sie sie vor dem ersten Gebrauch vollständig und folgen Sie ihr, wo beide voneinander abweichen.',
    'Anlegen: Legen Sie die Ausrüstung so an, wie die Anleitung es zeigt. Stellen Sie Bänder, Kopfband oder Größe so ein, dass sie fest und ohne Druckstellen sitzt, und tragen Sie sie während der gesamten Gefährdung.',
    'Dichtsitzprüfung: Wo die Ausrüstung am Gesicht oder Körper abdichtet, prüfen Sie den Dichtsitz bei jedem Anlegen. Bei einem Atemschutzgerät die Einlässe abdecken, leicht einatmen und auf Undichtigkeiten am Rand achten. Nichts, weder Bart noch Haare, darf zwischen Dichtrand und Haut liegen.',
    'Prüfung: Prüfen Sie vor jedem Gebrauch auf Risse, Löcher, abgenutzte oder ausgeleierte Bänder, Verformungen und fehlende Teile. Benutzen Sie beschädigte Ausrüstung nicht und verändern Sie sie nie.',
    'Lagerung: Sauber und trocken aufbewahren, geschützt vor Sonnenlicht, Hitze, Chemikalien und Druck, in der Verpackung oder einem sauberen Beutel.',
    'Austausch: Ersetzen Sie das Produkt oder das betroffene Teil, wenn es beschädigt oder verschmutzt ist, der Atemwiderstand spürbar steigt oder die Lagerzeit abgelaufen ist, sowie in den Abständen, die die Anleitung nennt. Einwegartikel sind für eine Schicht bestimmt. Verwenden Sie nur Original-Ersatzteile des Herstellers.',
    'Fragen: Wenden Sie sich an den Kundenservice von SafetyGear Pro oder an den Hersteller.',
  ],
  declaration: (f) => [
    'Die alleinige Verantwortung für die Ausstellung dieser Konformitätserklärung trägt der Hersteller.',
    `Gegenstand der Erklärung: ${f.name}, Artikelnummer ${f.sku}.`,
    `Der oben beschriebene Gegenstand der Erklärung erfüllt die einschlägigen Harmonisierungsrechtsvorschriften der Union: ${[
      f.ppe && 'Verordnung (EU) 2016/425 über persönliche Schutzausrüstungen',
      f.medical && 'Verordnung (EU) 2017/745 über Medizinprodukte',
    ]
      .filter(Boolean)
      .join('; ')}.`,
    `Angewandte harmonisierte Normen: ${f.euStandards}.`,
    ...(f.ppe
      ? [
          'Die benannte Stelle 2797 hat die EU-Baumusterprüfung (Modul B) durchgeführt und die EU-Baumusterprüfbescheinigung ausgestellt. Bei Ausrüstung der Kategorie III überwacht dieselbe Stelle auch die Konformität mit dem Baumuster (Modul C2 oder D).',
        ]
      : []),
    ...(f.medical
      ? [
          'Als Medizinprodukt der Klasse I wurde die Konformität vom Hersteller bewertet (Anhänge II und III).',
        ]
      : []),
    'Unterzeichnet für und im Namen des Herstellers.',
    'Demo-Kopie von SafetyGear Pro: Die unterzeichnete Erklärung ist beim Hersteller erhältlich und maßgeblich.',
  ],
  approvalLabel: (f) => [
    `Von NIOSH zugelassen. Produkt: ${f.name}, Artikelnummer ${f.sku}.`,
    `Zulassungsnummern: ${f.approvals}. Nur in den Kombinationen zugelassen, die das vollständige Etikett aufführt: Verwenden Sie es nur mit den dort genannten Bauteilen.`,
    'Warnhinweise und Einschränkungen:',
    'A - Nicht in Atmosphären mit weniger als 19,5 Prozent Sauerstoff verwenden.',
    'B - Nicht in Atmosphären verwenden, die unmittelbar lebens- oder gesundheitsgefährlich sind.',
    'C - Die behördlich festgelegten maximalen Einsatzkonzentrationen nicht überschreiten.',
    ...(f.cartridges
      ? [
          'H - Die festgelegten Wechselpläne für Patronen und Filterbüchsen einhalten oder die Gebrauchsende-Anzeige beachten, damit Patronen vor dem Durchbruch ersetzt werden.',
        ]
      : []),
    'J - Falscher Gebrauch oder mangelhafte Wartung dieses Produkts kann zu Verletzungen oder zum Tod führen.',
    'L - Beim Wechsel von Patronen, Filterbüchsen und Filtern die Gebrauchsanweisung des Herstellers befolgen.',
    'M - Alle zugelassenen Atemschutzgeräte sind gemäß MSHA, OSHA und weiteren geltenden Vorschriften auszuwählen, anzupassen, zu benutzen und zu warten.',
    'N - Niemals Teile ersetzen, verändern, hinzufügen oder weglassen. Nur exakte Ersatzteile in der vom Hersteller angegebenen Kombination verwenden.',
    'O - Hinweise zu Gebrauch und Wartung stehen in der Gebrauchsanweisung und den Wartungshandbüchern.',
    'Demo-Zusammenfassung von SafetyGear Pro: Maßgeblich sind das dem Produkt beiliegende Etikett und die NIOSH-Liste zertifizierter Ausrüstung.',
  ],
  safetyDataSheet: (f) => [
    `1. Bezeichnung: ${f.name}, Artikelnummer ${f.sku}, geliefert von SafetyGear Pro.`,
    '2. Mögliche Gefahren: Erzeugnis; nicht als gefährlich eingestuft nach GHS oder Verordnung (EG) Nr. 1272/2008.',
    '3. Zusammensetzung/Angaben zu Bestandteilen: kein besonders besorgniserregender Stoff über 0,1 Massenprozent.',
    '4. Erste-Hilfe-Maßnahmen: bei bestimmungsgemäßem Gebrauch nicht erforderlich; bei Reizung Gebrauch beenden und ärztlichen Rat einholen.',
    '5. Maßnahmen zur Brandbekämpfung: Sprühwasser, Schaum, Löschpulver oder CO2; im Brandfall kann Kohlenmonoxid entstehen.',
    '6. Maßnahmen bei unbeabsichtigter Freisetzung: mechanisch aufnehmen; keine besonderen Maßnahmen.',
    '7. Handhabung und Lagerung: trocken und kühl, vor direkter Sonne geschützt, in der Originalverpackung lagern.',
    '8. Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstung: bei bestimmungsgemäßem Gebrauch nicht erforderlich.',
    '9. Physikalische und chemische Eigenschaften: festes Erzeugnis, geruchlos oder schwacher Geruch.',
    '10. Stabilität und Reaktivität: unter normalen Bedingungen stabil; von Hitze und starken Oxidationsmitteln fernhalten.',
    '11. Toxikologische Angaben: bei bestimmungsgemäßem Gebrauch keine toxischen Wirkungen zu erwarten.',
    '12. Umweltbezogene Angaben: keine schädlichen Wirkungen zu erwarten.',
    '13. Hinweise zur Entsorgung: nach örtlichen Vorschriften; verunreinigt als gefährlicher Abfall.',
    '14. Angaben zum Transport: kein Gefahrgut, ausgenommen Lithiumbatterien (UN 3480, UN 3481, UN 3090, UN 3091).',
    '15. Rechtsvorschriften: Erzeugnis im Sinne von REACH; keine Registrierung erforderlich.',
    '16. Sonstige Angaben: Demo-Zusammenfassung von SafetyGear Pro; maßgeblich ist das Datenblatt des Herstellers.',
  ],
  certificate: (f) => [
    'EU-Baumusterprüfung (Modul B) nach Verordnung (EU) 2016/425 über persönliche Schutzausrüstungen.',
    `Bescheinigung Nr. 2797/PPE/${f.sku}. Produkt: ${f.name}, Artikelnummer ${f.sku}.`,
    `Die benannte Stelle 2797 hat den technischen Entwurf des Produkts untersucht und ein Baumuster nach den harmonisierten Normen ${f.euStandards} geprüft. Das Baumuster erfüllt die einschlägigen grundlegenden Gesundheitsschutz- und Sicherheitsanforderungen von Anhang II der Verordnung.`,
    'Die Bescheinigung gilt fünf Jahre ab Ausstellung, sofern sie nicht zurückgezogen wird. Jede Änderung am zugelassenen Baumuster bedarf der Genehmigung der benannten Stelle.',
    'Demo-Kopie von SafetyGear Pro: Maßgeblich ist die von der benannten Stelle ausgestellte Bescheinigung.',
  ],
};
