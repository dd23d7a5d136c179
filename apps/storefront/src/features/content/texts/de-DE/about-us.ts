import type { InfoPageContent } from '../types';

export const aboutUs: InfoPageContent = {
  title: 'Über SafetyGear Pro',
  description:
    'SafetyGear Pro liefert zertifizierte Atemschutzgeräte, Schweißhelme, Handschuhe und Arbeitsschutzausrüstung an Profis in den ganzen USA – mit fachkundiger Beratung und schnellem Versand.',
  intro: [
    'SafetyGear Pro ist ein Fachhändler für persönliche Schutzausrüstung für Menschen, deren Arbeit Lunge, Augen, Hände und Gehör gefährdet. Schweißer, Lackierer, Sanierungsteams, Pflegekräfte, Laborpersonal und Facility-Manager in den gesamten Vereinigten Staaten verlassen sich auf uns, wenn sie zertifizierte Ausrüstung brauchen, die vorrätig ist und schnell geliefert wird.',
  ],
  sections: [
    {
      heading: 'Was wir anbieten',
      blocks: [
        'Wir konzentrieren uns auf die Bereiche, in denen die richtige Wahl am meisten zählt, und führen dort ein tiefes Sortiment statt von allem ein bisschen:',
        {
          list: [
            '**Speedglas-Schweißhelme** mit automatisch abdunkelnden Filtern, Ersatzscheiben und Ersatzteilen.',
            '**Versaflo-Gebläsefiltergeräte (PAPR)**: Gebläseeinheiten, Kopfteile, Atemschläuche, Filter und Akkus.',
            '**Masken und Atemschutz**: NIOSH-zugelassene N95- und P100-Filtermasken, FFP2- und FFP3-Masken sowie wiederverwendbare Halb- und Vollmasken mit passenden Filterpatronen.',
            '**Handschuhe**: schnittfeste, chemikalienbeständige, Einweg-Nitril- und Schweißerhandschuhe.',
            '**Arbeitsschutz**: Schutzhelme, Schutzbrillen, Gehörschutz, Warnschutzkleidung und Erste-Hilfe-Material.',
          ],
        },
        'Auf jeder Produktseite stehen die Normen, nach denen das Produkt zertifiziert ist – etwa NIOSH 42 CFR 84, ANSI/ISEA Z87.1, ANSI/ISEA 105 oder EN 388 –, damit Sie es mit Ihrer Gefährdungsbeurteilung abgleichen können.',
      ],
    },
    {
      heading: 'Warum Profis bei uns kaufen',
      blocks: [
        {
          list: [
            '**Nur echte, zertifizierte Produkte.** Wir kaufen direkt bei den Herstellern und ihren autorisierten Händlern, niemals auf dem Graumarkt, und prüfen Zulassungsnummern anhand der NIOSH Certified Equipment List.',
            '**Beratung von Leuten aus der Praxis.** Zu unseren Produktfachleuten gehören eine zertifizierte Arbeitshygienikerin und ehemalige Schweißer, die Ihnen bei der Wahl der Schutzstufe, der Filterpatrone oder der Schnittschutzklasse helfen.',
            '**Schneller Versand in die ganzen USA.** Bestellungen, die an einem Werktag vor 14 Uhr (US-Ostküstenzeit) eingehen, verlassen unser Lager in Columbus, Ohio, noch am selben Tag – und ab {threshold} ist der Versand kostenlos.',
            '**{days} Tage Geld-zurück-Garantie.** Passt ein Produkt nicht zu Ihnen, schicken Sie es zurück – siehe [Versand & Rückgabe](/shipping-returns).',
          ],
        },
      ],
    },
    {
      heading: 'Für Unternehmen und Einrichtungen',
      blocks: [
        'Wir beliefern Handwerksbetriebe, Hersteller, Krankenhäuser, Schulen und Behörden. Geschäftskunden erhalten auf Anfrage Mengenpreise, steuerbefreiten Einkauf mit gültigem Nachweis und – nach einer Bonitätsprüfung – Rechnungen mit 30 Tagen Zahlungsziel. Für Angebote zu Großbestellungen oder einen Rahmenliefervertrag [kontaktieren Sie unser Team](/contact).',
      ],
    },
    {
      heading: 'Unser Anspruch an Sicherheit',
      blocks: [
        'Persönliche Schutzausrüstung ist die letzte Verteidigungslinie – nach dem Beseitigen der Gefahr, dem Ersatz durch sicherere Stoffe sowie technischen und organisatorischen Maßnahmen. Die Ratgeber in unserem [Blog](/blog) helfen Ihnen, sie richtig einzusetzen: wie man Zertifizierungsetiketten liest, wann Filter gewechselt werden müssen und wie ein Dichtsitztest funktioniert.',
        'Wenn Sie nicht sicher sind, ob ein Produkt zu Ihrer Anwendung passt, fragen Sie uns vor dem Kauf. Wir raten Ihnen lieber von einem Fehlkauf ab, als eine Rücksendung zu bearbeiten.',
      ],
    },
    {
      heading: 'Besuchen oder anrufen',
      blocks: [
        '{company}, {address}. Rufen Sie uns montags bis freitags von 8 bis 18 Uhr (US-Ostküstenzeit) unter {phone} an oder schreiben Sie jederzeit an {email}. Online-Bestellungen können Sie auch in unserem Lager abholen.',
      ],
    },
  ],
};
