import type { ProductTranslation } from '../types.ts';

const fullFaceWarranty = {
  warrantyDuration: '2 anni',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Corpo del facciale', itemWarrantyDuration: '2 anni' },
    { itemName: 'Schermo', itemWarrantyDuration: '1 anno' },
    { itemName: 'Bardatura e valvole', itemWarrantyDuration: '6 mesi' },
  ],
};

const oneYear = { warrantyDuration: '1 anno', useCustomWarranty: false, customWarrantyItems: [] };

/** Italian texts of the reusable half masks, full-face masks, filters and cartridges. */
export const italianRespirators: Record<string, ProductTranslation> = {
  'safeair-hf-800-silicone-half-mask': {
    name: 'Semimaschera in silicone SafeAir HF-800 con bardatura abbassabile',
    shortDescription:
      '<p>Semimaschera in silicone di alta gamma con bardatura abbassabile, da abbassare tra un lavoro e l’altro senza togliere l’elmetto.</p>',
    description:
      '<p>Il morbido silicone di grado medicale aderisce comodamente per ore e non si deforma con il calore. Il gancio abbassabile permette di abbassare la maschera per parlare o bere senza togliere l’elmetto o la maschera per saldatura.</p>\n<p>Un’ampia valvola di espirazione centrale riduce l’accumulo di calore e umidità, e il ponte nasale basso migliora la compatibilità con gli occhiali di sicurezza.</p>\n<ul><li>Guarnizione facciale in silicone</li><li>Gancio abbassabile azionabile con una mano</li><li>Ampia valvola di espirazione</li><li>Taglie S, M, L</li></ul>',
    warranty: oneYear,
    imageAlts: ['Semimaschera in silicone blu con fibbia abbassabile'],
  },
  'safeair-hf-200-paint-respirator-kit': {
    name: 'Kit semimaschera per verniciatura SafeAir HF-200 (OV/P95)',
    shortDescription:
      '<p>HF-200 taglia M con cartucce per vapori organici, prefiltri P95 e ghiere, pronta per la verniciatura a spruzzo.</p>',
    description:
      '<p>Tutto ciò che serve per iniziare a chi vernicia in proprio o alla falegnameria: la maschera, una coppia di cartucce OV e quattro prefiltri P95 contro l’overspray. Le cartucce vanno sostituite quando si avverte l’odore o il sapore del solvente, oppure secondo il piano di sostituzione.</p>\n<ul><li>Facciale HF-200 taglia M</li><li>Due cartucce OV, quattro prefiltri P95, due ghiere</li><li>Sacchetto richiudibile per la conservazione</li></ul>',
    imageAlts: ['Kit semimaschera con cartucce per vapori organici e prefiltri'],
  },
  'safeair-hf-500-en-140-half-mask-rd40': {
    name: 'Semimaschera SafeAir HF-500 EN 140, attacco Rd40',
    shortDescription:
      '<p>Semimaschera EN 140 con un solo attacco filettato standard Rd40, per filtri europei A2P3 e ABEK.</p>',
    description:
      '<p>Pensata per squadre internazionali e imprese che lavorano secondo le specifiche europee. L’attacco singolo Rd40 accetta qualsiasi filtro EN 148-1, compresi i nostri filtri A2P3 e P3 R.</p>\n<ul><li>EN 140:1998</li><li>Attacco filettato singolo Rd40 (EN 148-1)</li><li>Non approvata NIOSH</li></ul>',
    imageAlts: ['Semimaschera con un solo attacco frontale per filtro Rd40'],
  },
  'safeair-hf-300-low-profile-p100-half-mask': {
    name: 'Semimaschera a basso profilo SafeAir HF-300 P100',
    shortDescription:
      '<p>Semimaschera sottile con filtri piatti P100 che sta sotto le maschere per saldatura.</p>',
    description:
      '<p>I filtri piatti aderiscono alle guance e lasciano spazio dentro la maschera per saldatura o sotto la visiera. P100 è la scelta giusta per i fumi di piombo, cadmio e manganese e per la bonifica dell’amianto secondo l’OSHA 1926.1101.</p>\n<ul><li>Una coppia di filtri piatti P100 inclusa</li><li>NIOSH TC-84A-1455</li><li>Taglia adatta alla maggior parte degli adulti (facciale M/L)</li></ul>',
    warranty: oneYear,
    imageAlts: ['Semimaschera a basso profilo con due filtri piatti color magenta'],
  },
  'safeair-ff-600-full-face-respirator': {
    name: 'Maschera a pieno facciale SafeAir FF-600',
    shortDescription:
      '<p>Maschera a pieno facciale con schermo ampio e resistente agli urti; fattore di protezione assegnato 50 con prova di tenuta quantitativa.</p>',
    description:
      '<p>La FF-600 protegge insieme occhi, viso e polmoni, il che è importante con vapori irritanti come ammoniaca o formaldeide che aggrediscono anche gli occhi. Lo schermo in policarbonato soddisfa i requisiti ANSI Z87.1 ad alta resistenza agli urti e ha un trattamento antiappannamento e antigraffio.</p>\n<p>Una maschera a pieno facciale ha un fattore di protezione assegnato OSHA di 50 con prova di tenuta quantitativa (10 con una prova qualitativa). Usa gli stessi filtri e le stesse cartucce a baionetta delle nostre semimaschere.</p>\n<p>Bardatura a sei punti, guarnizione facciale in silicone e maschera interna che devia l’aria espirata lontano dallo schermo per evitare l’appannamento.</p>\n<ul><li>NIOSH TC-84A-1501 (particelle) e TC-23C-2240 (cartucce)</li><li>Schermo ANSI Z87.1 ad alta resistenza agli urti</li><li>Guarnizione facciale in silicone, bardatura a sei punti</li><li>Membrana fonica per comunicare più chiaramente</li><li>Taglie S, M, L</li></ul>',
    tabs: [
      {
        tabTitle: 'Documenti',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Istruzioni per l’uso FF-600',
            file: '/downloads/safeair-ff-600-instructions.pdf',
            fileDescription: 'Montaggio, controlli della tenuta, pulizia e conservazione.',
          },
          {
            fileTitle: 'Tabella delle approvazioni NIOSH',
            file: '/downloads/safeair-ff-600-niosh-matrix.pdf',
            fileDescription: 'Combinazioni approvate di filtri e cartucce.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Si possono portare gli occhiali all’interno?',
        answer:
          'Le stanghette degli occhiali normali compromettono la tenuta. Si usa il kit porta-lenti della serie FF, che monta le lenti graduate all’interno della maschera.',
      },
      {
        question: 'Che fattore di protezione assegnato ha?',
        answer:
          'L’OSHA assegna un fattore 50 alle maschere a pieno facciale quando chi le usa supera una prova di tenuta quantitativa; con una prova qualitativa il fattore è limitato a 10.',
      },
      {
        question: 'Funziona con un elettrorespiratore?',
        answer:
          'No, è un respiratore a pressione negativa. Per la ventilazione assistita serve un copricapo Versaflo.',
      },
    ],
    warranty: fullFaceWarranty,
    attributeLabels: { 'Assigned protection factor': 'Fattore di protezione assegnato' },
    attributeValues: {
      'Assigned protection factor': {
        '50 (OSHA, quantitative fit test)': '50 (OSHA, prova di tenuta quantitativa)',
      },
    },
    imageAlts: [
      'Maschera a pieno facciale nera con schermo ampio e due cartucce',
      'Vista laterale che mostra la bardatura a quattro punti',
      'Maschera con cartucce per vapori organici montate',
    ],
  },
  'safeair-ff-800-silicone-full-face': {
    name: 'Maschera a pieno facciale in silicone SafeAir FF-800 con kit porta-lenti',
    shortDescription:
      '<p>Maschera a pieno facciale in silicone di alta gamma, fornita con un kit porta-lenti per chi porta occhiali da vista.</p>',
    description:
      '<p>La FF-800 aggiunge una guarnizione in silicone più morbida, uno schermo con trattamento duro antigraffio e un kit porta-lenti che l’ottico può dotare di lenti graduate. Taglia unica adatta alla maggior parte dei visi adulti.</p>\n<ul><li>Approvata NIOSH con i filtri SafeAir</li><li>Kit porta-lenti incluso</li><li>Schermo in policarbonato con trattamento duro</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Maschera a pieno facciale con montatura porta-lenti interna'],
  },
  'safeair-ff-400-en-136-full-face-rd40': {
    name: 'Maschera a pieno facciale SafeAir FF-400 EN 136 Classe 2, Rd40',
    shortDescription:
      '<p>Maschera a pieno facciale secondo le specifiche europee, con un solo attacco filettato Rd40, EN 136 Classe 2.</p>',
    description:
      '<p>Per progetti all’estero e cantieri che prescrivono filtri EN. Accetta qualsiasi filtro Rd40 EN 148-1.</p>\n<ul><li>EN 136 Classe 2</li><li>Attacco filettato Rd40</li><li>Non approvata NIOSH</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Maschera a pieno facciale con un solo filtro frontale Rd40'],
  },
  'safeair-ff-600-asbestos-kit': {
    name: 'Kit SafeAir FF-600 per la bonifica di amianto e piombo',
    shortDescription:
      '<p>FF-600 taglia M con due coppie di filtri P100 e una custodia, per le squadre di bonifica.</p>',
    description:
      '<p>I lavori di bonifica secondo l’OSHA 1926.1101 e 1926.62 richiedono almeno una semimaschera con filtri P100; molte imprese adottano come standard il pieno facciale per la protezione degli occhi e il fattore di protezione più elevato.</p>\n<ul><li>Facciale FF-600 taglia M</li><li>Due coppie di filtri P100</li><li>Custodia rigida</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Kit maschera a pieno facciale con filtri P100 e custodia'],
  },
  'safeair-ff-900-cbrn-full-face': {
    name: 'Maschera a pieno facciale CBRN SafeAir FF-900',
    shortDescription:
      '<p>Maschera a pieno facciale certificata CBRN per i soccorritori; vendita riservata ed evasa dal produttore.</p>',
    description:
      '<p>I respiratori CBRN sono venduti solo a enti e acquirenti qualificati. Il produttore verifica i requisiti e gestisce gli obblighi di formazione.</p>\n<ul><li>Approvazione NIOSH CBRN APR</li><li>Filtro con attacco filettato NATO standard da 40 mm</li><li>Cannuccia per bere e attacco per amplificatore vocale</li></ul>',
    buttonText: 'Acquista dal produttore',
    warranty: fullFaceWarranty,
    imageAlts: ['Maschera a pieno facciale CBRN verde oliva con filtro da 40 mm'],
  },
  'safeair-n95-prefilters-and-retainers': {
    name: 'Prefiltri SafeAir N95 con ghiere (10 prefiltri)',
    shortDescription:
      '<p>Dischi prefiltranti N95 da agganciare sopra le cartucce, contro overspray di vernice e polvere.</p>',
    description:
      '<p>Aggiungono la protezione N95 dalle particelle alle cartucce OV o OV/AG ed evitano che l’overspray le intasi.</p>\n<ul><li>Dieci prefiltri</li><li>Due ghiere</li><li>NIOSH N95</li></ul>',
    imageAlts: ['Prefiltri N95 rotondi bianchi e due ghiere di fissaggio'],
  },
  'safeair-p100-filter-nuisance-ov': {
    name: 'Filtro SafeAir P100 contro gli odori di vapori organici (coppia)',
    shortDescription:
      '<p>Filtro P100 con strato di carbone contro gli odori fastidiosi di vapori organici e ozono sotto i limiti.</p>',
    description:
      '<p>Ideale per la saldatura, quando l’odore di ozono dà fastidio ma resta sotto il limite di esposizione. Non approvato per vapori organici oltre il PEL.</p>\n<ul><li>NIOSH P100</li><li>Strato di carbone</li><li>Coppia</li></ul>',
    imageAlts: ['Filtri P100 color magenta con strato di carbone'],
  },
  'safeair-p3-r-filter-rd40': {
    name: 'Filtro antipolvere SafeAir P3 R, Rd40',
    shortDescription:
      '<p>Filtro EN 143 P3 R con attacco filettato standard Rd40 per maschere EN 136 ed EN 140.</p>',
    description:
      '<p>Riutilizzabile per più turni (R) finché la resistenza respiratoria non aumenta.</p>\n<ul><li>EN 143 P3 R</li><li>Attacco filettato Rd40 (EN 148-1)</li></ul>',
    imageAlts: ['Filtro antipolvere P3 bianco con attacco filettato Rd40'],
  },
  'safeair-organic-vapor-cartridges': {
    name: 'Cartucce SafeAir per vapori organici',
    shortDescription: '<p>Cartucce NIOSH OV per vernici, impregnanti, solventi e adesivi.</p>',
    description:
      '<p>Il carbone attivo assorbe i vapori organici fino alla saturazione, dopodiché i vapori passano. L’OSHA richiede un piano scritto di sostituzione basato sui dati di esposizione o sul software di durata del produttore, non sul solo odore.</p>\n<ul><li>NIOSH OV, TC-23C-2210</li><li>Attacco a baionetta per tutti i facciali SafeAir</li><li>Per la verniciatura a spruzzo aggiungere prefiltri N95 o P100</li></ul>',
    tabs: [
      {
        tabTitle: 'Nozioni sul piano di sostituzione',
        contentType: 'text',
        textContent:
          '<p>L’OSHA 1910.134(d)(3)(iii) richiede un piano scritto di sostituzione per le cartucce antigas e antivapore, salvo che abbiano un indicatore di fine vita utile. Il piano si basa su inquinante, concentrazione, umidità, temperatura e intensità del lavoro, utilizzando i dati di durata forniti dal produttore. Sostituire prima se si avverte l’odore o il sapore dell’inquinante.</p>',
      },
    ],
    faqs: [
      {
        question: 'Quanto durano le cartucce OV?',
        answer:
          'Dipende da concentrazione, umidità e frequenza respiratoria. Serve un piano di sostituzione; per un uso saltuario fai da te, sostituirle dopo circa 40 ore o prima se si avverte l’odore dei vapori.',
      },
      {
        question: 'Proteggono dalle particelle di vernice spray?',
        answer:
          'Contro l’overspray vanno aggiunti prefiltri N95. Per le vernici agli isocianati (2K) si consiglia un sistema ad adduzione d’aria o un elettrorespiratore.',
      },
    ],
    attributeLabels: { 'Pack size': 'Confezione' },
    attributeValues: { 'Pack size': { '1 pair': '1 coppia', '6 pairs': '6 coppie' } },
    imageAlts: ['Coppia di cartucce nere per vapori organici'],
  },
  'safeair-ov-ag-cartridges': {
    name: 'Cartucce SafeAir per vapori organici e gas acidi (coppia)',
    shortDescription:
      '<p>Cartucce per vapori organici e in più cloro, acido cloridrico e anidride solforosa.</p>',
    description:
      '<p>Per prodotti chimici per piscine, pulizie con candeggina, decapaggio e incisione.</p>\n<ul><li>NIOSH OV/AG</li><li>Attacco a baionetta</li><li>Coppia</li></ul>',
    imageAlts: ['Coppia di cartucce gialle per vapori organici e gas acidi'],
  },
  'safeair-multi-gas-vapor-cartridges': {
    name: 'Cartucce SafeAir multigas e vapori (coppia)',
    shortDescription: '<p>Cartucce ad ampio spettro per ammoniaca, metilammina, formaldeide e gas acidi.</p>',
    description:
      '<p>La scelta giusta per aziende agricole, laboratori e pulizie con prodotti chimici misti.</p>\n<ul><li>NIOSH multigas e vapori</li><li>Coppia</li></ul>',
    imageAlts: ['Cartucce multigas verde oliva per respiratore'],
  },
  'safeair-a2p3-combination-filter-rd40': {
    name: 'Filtro combinato SafeAir A2P3, Rd40',
    shortDescription:
      '<p>Filtro EN 14387 A2 per gas organici più filtro antipolvere EN 143 P3 in un unico filtro Rd40.</p>',
    description:
      '<p>Per la verniciatura a spruzzo di prodotti a base di solvente con maschere EN 136 o EN 140. A2 è la classe di capacità media (fino a 5.000 ppm).</p>\n<ul><li>EN 14387 A2 / EN 143 P3 R D</li><li>Attacco filettato Rd40</li></ul>',
    imageAlts: ['Filtro A2P3 Rd40 marrone e bianco'],
  },
  'safeair-abek-filters-bayonet': {
    name: 'Filtri SafeAir ABEK1, baionetta (coppia)',
    shortDescription:
      '<p>Filtri multigas EN 14387 per gas organici, inorganici, acidi e ammoniaca, con P3 opzionale.</p>',
    description:
      '<p>ABEK copre le quattro principali famiglie di gas con capacità di classe 1 (fino a 1.000 ppm). Con ABEK1P3 si aggiunge la protezione dalle particelle.</p>\n<ul><li>EN 14387 ABEK1</li><li>P3 opzionale</li><li>Baionetta per le serie HF e FF</li></ul>',
    imageAlts: ['Filtri ABEK1 con fasce di più colori'],
  },
};
