import type { ProductTranslation } from '../types.ts';

/** Italian texts of the Speedglas spare parts, passive lenses and face shields. */
export const italianSpeedglasParts: Record<string, ProductTranslation> = {
  'speedglas-9100-inside-protection-plates': {
    name: 'Vetrini di protezione interni Speedglas 9100 (confezione da 5)',
    shortDescription:
      '<p>Vetrini interni sottili che proteggono il retro del filtro da sudore, sporco e graffi.</p>',
    description:
      '<p>Il vetrino interno va sostituito non appena appare opaco. Compatibile con i filtri 9100V, X, XX e XXi.</p>\n<ul><li>Confezione da 5</li><li>Policarbonato</li><li>Compatibile con tutti i filtri 9100</li></ul>',
    imageAlts: ['Cinque sottili vetrini di protezione interni per un filtro da saldatura'],
  },
  'speedglas-9100-headband': {
    name: 'Bardatura di ricambio Speedglas 9100',
    shortDescription:
      '<p>Bardatura a cricchetto con fascia superiore e fascia antisudore per le maschere 9100 e 9100 FX.</p>',
    description:
      '<p>Ridà la giusta calzata a una maschera usurata. Minuteria di montaggio e una fascia antisudore in spugna incluse.</p>\n<ul><li>Regolazione della misura a cricchetto</li><li>Fascia superiore regolabile</li><li>Una fascia antisudore inclusa</li></ul>',
    imageAlts: ['Bardatura a cricchetto Speedglas 9100 con fascia superiore'],
  },
  'speedglas-sweatband-3-pack': {
    name: 'Fascia antisudore in spugna Speedglas (confezione da 3)',
    shortDescription: '<p>Fasce antisudore lavabili in spugna di cotone per le bardature Speedglas e G5.</p>',
    description:
      '<p>Tengono il sudore lontano dagli occhi e dal filtro. Lavabili in lavatrice; da sostituire quando l’elastico si allenta.</p>\n<ul><li>Spugna di cotone</li><li>Fissaggio a clip</li><li>Tre per confezione</li></ul>',
    imageAlts: ['Tre fasce antisudore in spugna blu'],
  },
  'speedglas-9100-fx-helmet-shell': {
    name: 'Calotta Speedglas 9100 FX (senza filtro)',
    shortDescription:
      '<p>Calotta 9100 FX completa di bardatura e visiera trasparente, pronta per il filtro già in uso.</p>',
    description:
      '<p>Calotta crepata ma filtro ancora buono? Basta spostare il filtro 9100 in questa nuova calotta FX.</p>\n<ul><li>Bardatura e visiera trasparente incluse</li><li>Filtro non incluso</li><li>Accetta tutti i filtri 9100</li></ul>',
    warranty: { warrantyDuration: '2 anni', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Calotta 9100 FX vuota, senza filtro montato'],
  },
  'speedglas-flame-resistant-head-neck-cover': {
    name: 'Protezione ignifuga per testa e collo Speedglas',
    shortDescription:
      '<p>Tessuto ignifugo che si aggancia alla maschera per riparare collo e orecchie da spruzzi e raggi UV.</p>',
    description:
      '<p>Saldando sopra la testa o in posizioni scomode, gli spruzzi finiscono nel colletto. Questa protezione si aggancia alla calotta 9100 o G5 e ricade sulle spalle.</p>\n<ul><li>Cotone con trattamento ignifugo</li><li>Fissaggio a bottoni automatici, senza attrezzi</li><li>Compatibile con le serie 9100 e G5</li></ul>',
    imageAlts: ['Cappuccio in tessuto ignifugo nero agganciato a una maschera per saldatura'],
  },
  'speedglas-g5-01-headband': {
    name: 'Bardatura di ricambio Speedglas G5-01',
    shortDescription: '<p>Bardatura rotante per le maschere G5-01 e G5-02.</p>',
    description:
      '<p>Bardatura di ricambio originale con snodi di rotazione e imbottitura comfort.</p>\n<ul><li>Compatibile con G5-01 e G5-02</li><li>Fascia antisudore inclusa</li></ul>',
    imageAlts: ['Gruppo bardatura rotante G5-01'],
  },
  'speedglas-magnifying-lens': {
    name: 'Lente d’ingrandimento Speedglas',
    shortDescription:
      '<p>Lente da lettura a innesto che si posiziona dietro il filtro: niente più occhiali sotto la maschera.</p>',
    description:
      '<p>Si sceglie la diottria dei propri occhiali da lettura. La lente si inserisce nel portafiltro delle maschere 9100 e G5.</p>\n<ul><li>Diottrie da +1,0 a +2,5</li><li>Policarbonato di qualità ottica</li><li>Installazione senza attrezzi</li></ul>',
    faqs: [
      {
        question: 'Quale diottria scegliere?',
        answer:
          'La stessa gradazione degli occhiali da lettura premontati. Nel dubbio, +1,5 va bene per la maggior parte dei saldatori oltre i 45 anni.',
      },
      {
        question: 'Su quali maschere si monta?',
        answer:
          'Su tutte le maschere della serie 9100 e sulle G5-01 e G5-02. Si inserisce dietro il filtro autoscurante.',
      },
    ],
    attributeLabels: { Diopter: 'Diottria' },
    attributeValues: { Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5' } },
    imageAlts: ['Lente d’ingrandimento trasparente per un filtro da saldatura'],
  },
  'speedglas-9100-passive-welding-filter': {
    name: 'Filtro passivo per saldatura Speedglas 9100',
    shortDescription:
      '<p>Filtro in vetro a grado fisso per il portafiltro 9100, come ricambio di emergenza o per una maschera dedicata alla scriccatura.</p>',
    description:
      '<p>Un filtro passivo non ha mai bisogno di batterie: è quindi un buon ricambio per i cantieri isolati o per la scriccatura ad arco-aria, dove il grado 13 è la norma.</p>\n<ul><li>Gradi 10–13</li><li>Dimensionato per il portafiltro 9100</li><li>Conforme a EN 169 e ANSI Z87.1</li></ul>',
    imageAlts: ['Filtro passivo per saldatura verde in grado 11'],
  },
  'shieldpro-gold-coated-passive-lens': {
    name: 'Lente passiva dorata ShieldPro 4,5 x 5,25 poll.',
    shortDescription:
      '<p>Lente in vetro con rivestimento dorato che riflette il calore infrarosso, nel formato diffuso da 4,5 x 5,25 pollici.</p>',
    description:
      '<p>Il rivestimento dorato riflette gli infrarossi, così la lente e il viso restano più freschi. Si adatta alla maggior parte delle maschere passive standard e a molte maschere autoscuranti come lente di riserva.</p>\n<ul><li>Vetro da 4,5 x 5,25 pollici</li><li>Rivestimento dorato che riflette gli IR</li><li>Gradi 10, 11 e 12</li></ul>',
    attributeLabels: { 'Lens size': 'Dimensioni della lente' },
    attributeValues: { 'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 poll.' } },
    imageAlts: ['Lente passiva per saldatura dorata che riflette la luce'],
  },
  'shieldpro-shade-5-gas-welding-lens-2-pack': {
    name: 'Lente per saldatura a gas ShieldPro grado 5, 2 x 4,25 poll. (confezione da 2)',
    shortDescription:
      '<p>Lenti in vetro in grado 5 per occhiali da taglio ossigas, brasatura e saldobrasatura a cannello.</p>',
    description:
      '<p>Si adattano agli occhiali standard con frontale ribaltabile da 2 x 4,25 pollici e agli schermi per il taglio.</p>\n<ul><li>Vetro verde in grado 5</li><li>Due per confezione</li></ul>',
    imageAlts: ['Due lenti in vetro verde in grado 5'],
  },
  'shieldpro-clear-cover-lens-10-pack': {
    name: 'Lente di copertura trasparente ShieldPro 4,5 x 5,25 poll. (confezione da 10)',
    shortDescription:
      '<p>Lenti di copertura in policarbonato che proteggono dagli spruzzi le lenti passive e autoscuranti.</p>',
    description:
      '<p>Compatibili con i portalenti standard da 4,5 x 5,25 pollici.</p>\n<ul><li>Policarbonato</li><li>Dieci per confezione</li></ul>',
    attributeLabels: { 'Lens size': 'Dimensioni della lente' },
    attributeValues: { 'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 poll.' } },
    imageAlts: ['Pila di lenti di copertura in policarbonato trasparente'],
  },
  'speedglas-9100-fx-replacement-clear-visor': {
    name: 'Visiera trasparente di ricambio Speedglas 9100 FX',
    shortDescription:
      '<p>Visiera trasparente ad alta resistenza agli urti che si trova sotto la calotta per saldatura 9100 FX.</p>',
    description:
      '<p>Da sostituire quando graffi o scintille di molatura iniziano a offuscare la vista. Certificata ANSI Z87.1+ ad alta resistenza agli urti.</p>\n<ul><li>Policarbonato con trattamento antigraffio</li><li>Compatibile con 9100 FX e FX Air</li></ul>',
    imageAlts: ['Visiera curva in policarbonato trasparente per maschera da saldatura'],
  },
  'shieldpro-clear-face-shield-ratchet': {
    name: 'Visiera trasparente ShieldPro con bardatura a cricchetto',
    shortDescription:
      '<p>Visiera trasparente a copertura totale, certificata Z87+ ad alta resistenza agli urti e D3 contro gli schizzi.</p>',
    description:
      '<p>La ShieldPro 200 copre dalla fronte al mento per la smerigliatura con flessibile, la scalpellatura e il travaso di sostanze chimiche. Sotto vanno sempre indossati gli occhiali di sicurezza: l’OSHA considera le visiere una protezione secondaria.</p>\n<ul><li>Schermo in policarbonato da 9 x 15,5 pollici, spessore 0,06 pollici</li><li>Trattamento antiappannamento interno</li><li>ANSI Z87.1+ alta resistenza agli urti, D3 schizzi/goccioline</li><li>Bardatura a cricchetto orientabile</li></ul>',
    warranty: { warrantyDuration: '1 anno', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Visiera trasparente integrale su bardatura a cricchetto'],
  },
  'shieldpro-grinding-face-shield-shade-5': {
    name: 'Visiera ShieldPro per molatura e taglio, grado 5',
    shortDescription:
      '<p>Visiera verde in grado 5 per taglio a cannello, brasatura e molatura con scintille.</p>',
    description:
      '<p>Lo schermo colorato IR/UV in grado 5 filtra il bagliore del taglio ossigas e protegge l’intero viso dagli urti.</p>\n<ul><li>Schermo IR/UV in grado 5</li><li>Z87+ alta resistenza agli urti</li><li>Bardatura a cricchetto</li></ul>',
    warranty: { warrantyDuration: '1 anno', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Visiera colorata verde in grado 5'],
  },
  'speedglas-9100-fx-grinding-helmet': {
    name: 'Maschera per molatura Speedglas 9100 FX (senza filtro autoscurante)',
    shortDescription:
      '<p>La maschera FX con l’alloggiamento del filtro chiuso, per molatori e carpentieri che lavorano accanto ai saldatori.</p>',
    description:
      '<p>I carpentieri spesso molano accanto ad archi accesi. Questa calotta FX offre loro la stessa comoda bardatura e la visiera trasparente, con un alloggiamento chiuso che in seguito può accogliere un filtro.</p>\n<ul><li>Visiera trasparente Z87.1+ ad alta resistenza agli urti</li><li>Aggiornabile con qualsiasi filtro 9100</li><li>Stessa bardatura della 9100 FX</li></ul>',
    warranty: { warrantyDuration: '2 anni', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Maschera Speedglas FX con visiera trasparente e alloggiamento del filtro chiuso'],
  },
};
