import type { ArtworkSpec, SceneTopic, SeedPost } from '../types.ts';

/** A post's picture: a blog scene of its topic, drawn in `hue`, described by `alt`. */
const scene = (topic: SceneTopic, hue: number, label: string, alt: string): ArtworkSpec => ({
  kind: 'blog-scene',
  hue,
  label,
  topic,
  alt,
});

/** Blog posts: buyer guides and how-tos written by the store's safety team. */
export const posts: SeedPost[] = [
  {
    slug: 'ffp2-vs-ffp3-vs-n95-what-the-numbers-mean',
    title: 'FFP2 vs FFP3 vs N95: What the Numbers Mean',
    author: 'Karen Liu, CIH',
    date: '2025-01-14T15:00:00Z',
    image: scene(
      'masks',
      200,
      'FFP vs N95',
      'FFP2, FFP3 and N95 masks side by side on a workbench, each labelled with its class',
    ),
    excerpt:
      '<p>Three labels, two standards and a lot of confusion. Here is how the European FFP classes compare with NIOSH N95, and which one a US buyer actually needs.</p>',
    content: `<p>Walk down any PPE aisle and you will see FFP2, FFP3, N95, KN95 and P100 printed on masks that look almost identical. The letters and numbers describe how much of a test aerosol the filter material stops and, for the European classes, how much air leaks in around the edges.</p>
<h2>The European classes: EN 149</h2>
<p>EN 149:2001+A1:2009 defines three classes of filtering half mask. Each is tested for filter penetration and for <em>total inward leakage</em> on a panel of real people doing exercises:</p>
<ul>
<li><strong>FFP1:</strong> at least 80% filtration, inward leakage no more than 22%.</li>
<li><strong>FFP2:</strong> at least 94% filtration, inward leakage no more than 8%.</li>
<li><strong>FFP3:</strong> at least 99% filtration, inward leakage no more than 2%.</li>
</ul>
<p>Markings after the class matter too. <strong>NR</strong> means single shift, <strong>R</strong> means reusable across shifts, and <strong>D</strong> means the mask passed the dolomite dust clogging test, so breathing stays easy in dusty work.</p>
<h2>The US classes: NIOSH 42 CFR 84</h2>
<p>NIOSH approves respirators in nine classes: N, R and P series at 95, 99 and 100 (99.97%) percent efficiency. "N" is not resistant to oil, "R" is somewhat resistant, and "P" is strongly resistant. An N95 therefore stops at least 95% of the most penetrating particle size of a salt aerosol. Every approved model carries a TC number such as TC-84A-9315 that you can look up on the NIOSH Certified Equipment List.</p>
<h2>So which is "better"?</h2>
<p>On filter efficiency alone, FFP3 (99%) beats N95 (95%), and FFP2 (94%) is roughly equivalent to N95. In practice, fit matters more than the last few percent of filtration: a well-sealed N95 will outperform a leaky FFP3. Under OSHA, any filtering facepiece gets an assigned protection factor of 10 regardless of class.</p>
<h2>What a US employer should buy</h2>
<p>If your employees must wear respirators under OSHA 29 CFR 1910.134, you need NIOSH-approved products. FFP masks are not NIOSH approved, however good they are. For voluntary use, home renovation or travel, FFP2 and FFP3 are perfectly reasonable choices, and FFP3 is a comfortable step up for silica or hardwood dust.</p>`,
  },
  {
    slug: 'how-to-choose-an-auto-darkening-welding-filter',
    title: 'How to Choose an Auto-Darkening Welding Filter',
    author: 'Marcus Bell',
    date: '2025-02-20T14:30:00Z',
    image: scene(
      'welding',
      205,
      'ADF',
      'Welding helmet with an auto-darkening filter and a spare filter on a bench, welding sparks behind',
    ),
    excerpt:
      '<p>Shade range, optical class, sensors and viewing area: the four specs that separate a good auto-darkening filter from a headache.</p>',
    content: `<p>An auto-darkening filter (ADF) sits in its light state, usually shade 3 or 4, until sensors detect an arc and switch it dark in a fraction of a millisecond. Look for ANSI Z87.1 and CSA Z94.3 markings: certified filters block harmful UV and IR at all times, even in the light state, so a slow switch means glare, not a burn. Beyond that, here is what to compare.</p>
<h2>1. Shade range</h2>
<p>Match the range to your processes. A filter covering shades 8–13 handles most MIG and stick work. Low-amperage TIG often needs shade 9 or 10, and air carbon arc gouging calls for 13 or 14. A separate grinding mode (shade 3–5) saves you from lifting the helmet between passes. Typical starting points:</p>
<ul>
<li>TIG under 50 A: shade 10</li>
<li>MIG 60–160 A: shade 11</li>
<li>Stick or MIG 160–250 A: shade 12</li>
<li>Above 250 A and gouging: shade 13–14</li>
</ul>
<h2>2. Optical class</h2>
<p>European EN 379 rates filters with four numbers such as 1/1/1/2: optical quality, light diffusion, uniformity of shade across the lens, and angle dependence. Lower is better. A filter rated 1/1/1/1 gives a crisp image that stays the same shade when you look through it at an angle, which matters for out-of-position work.</p>
<h2>3. Sensors, sensitivity and delay</h2>
<p>More sensors mean fewer missed arcs when your hands or the workpiece block one. Adjustable sensitivity helps with low-amp TIG, and adjustable delay keeps the filter dark for a moment after the arc stops so you are not staring at glowing metal.</p>
<h2>4. Viewing area and color</h2>
<p>Bigger windows reduce head movement and neck strain. Newer filters also shift the dark-state tint toward natural color instead of the classic green, which makes puddle control noticeably easier.</p>
<h2>Our take</h2>
<p>For most fabricators a Speedglas 9100X or XX covers everything; TIG specialists will appreciate the XXi's larger view and memory modes, and heavy-amperage shops should look at the G5-01.</p>`,
  },
  {
    slug: 'fit-testing-your-respirator-step-by-step',
    title: 'Fit Testing Your Respirator: A Step-by-Step Guide',
    author: 'Karen Liu, CIH',
    date: '2025-03-27T13:00:00Z',
    image: scene(
      'fit-test',
      260,
      'FIT TEST',
      'Fit test kit on a table: a half mask respirator, an N95 respirator and a taste-test nebulizer',
    ),
    excerpt:
      '<p>OSHA requires a fit test before anyone wears a tight-fitting respirator at work, and every year after. Here is how a qualitative fit test works from start to finish.</p>',
    content: `<p>A respirator only protects you if air goes through the filter instead of around it. A fit test checks that a specific make, model and size of respirator seals on a specific person. OSHA 29 CFR 1910.134(f) requires one before first use, annually, and whenever a change in the face (weight change, dental work, scarring) could affect the seal.</p>
<h2>Qualitative or quantitative?</h2>
<p>A <strong>qualitative</strong> test (QLFT) relies on the wearer detecting a taste or smell. It is accepted for half masks and N95s, where the assigned protection factor is 10. A <strong>quantitative</strong> test (QNFT) measures leakage with an instrument and is required when a negative-pressure full facepiece will be used at an APF of 50.</p>
<h2>Before the test</h2>
<ul>
<li>Confirm the worker has medical clearance to wear a respirator.</li>
<li>No eating, drinking, smoking or gum for 15 minutes before a taste test.</li>
<li>Facial hair must not cross the sealing surface. No exceptions for tight-fitting respirators.</li>
<li>Let the wearer pick the most comfortable of several models and sizes.</li>
</ul>
<h2>Running a saccharin or bitter-taste test</h2>
<p>First, run the sensitivity screening without a respirator to confirm the person can taste the solution and to find how many squeezes it takes. Next, the wearer dons the respirator, performs a user seal check and wears it for at least five minutes. Then, under the hood, they perform each exercise for one minute while the tester re-sprays the solution every 30 seconds: normal breathing, deep breathing, turning the head side to side, moving the head up and down, talking (reading the Rainbow Passage), bending over, and normal breathing again.</p>
<h2>Pass, fail and records</h2>
<p>If the wearer tastes the agent at any point, the test fails; try another size or model. Record the name, date, respirator make, model and size, protocol and result. Keep records until the next test. With a few supplies and some training, most companies can fit test in-house.</p>`,
  },
  {
    slug: 'ansi-isea-105-cut-levels-explained',
    title: 'ANSI/ISEA 105 Cut Levels Explained',
    author: 'Elena Rossi',
    date: '2025-05-06T16:00:00Z',
    image: scene(
      'cut-gloves',
      55,
      'CUT A1–A9',
      'Three cut-resistant gloves in a row, labelled with cut levels A2, A4 and A6',
    ),
    excerpt:
      '<p>From A1 to A9: what the cut score on your glove means, how it compares with EN 388, and how to pick the right level without overspending.</p>',
    content: `<p>Hand lacerations are among the most common workplace injuries, and they are also among the most preventable. Cut-resistant gloves are rated on a standardized test so you can compare them across brands.</p>
<h2>How the test works</h2>
<p>ANSI/ISEA 105-2016 uses the ASTM F2992 method on a TDM-100 machine: a straight blade slides across the glove material under a known load, and the lab finds the load in grams that cuts through in 20 mm of blade travel. The result places the glove on a nine-level scale:</p>
<ul>
<li>A1: 200–499 g (light assembly, paper cuts)</li>
<li>A2: 500–999 g (packaging, light parts)</li>
<li>A3–A4: 1,000–2,199 g (sheet metal, HVAC, drywall)</li>
<li>A5–A6: 2,200–3,999 g (metal stamping, glass handling)</li>
<li>A7–A9: 4,000 g and above (heavy glass, metal recycling, blade changes)</li>
</ul>
<h2>How it compares with EN 388</h2>
<p>EN 388:2016 now includes the same kind of test (ISO 13997) and reports it as a letter from A to F in newtons. Because 1 newton is about 102 grams, the scales line up roughly: EN B corresponds to ANSI A2, C to A3 and the low end of A4, D to A4–A5, E to A5, and F to A6 and above. A glove marked 4X42C has abrasion level 4, no coupe test result (X), tear 4, puncture 2, and ISO cut C.</p>
<h2>Choosing a level</h2>
<p>Higher is not always better: thicker yarns reduce dexterity, and a glove nobody wears protects nobody. Start with an injury review and a walk-through of the tasks, then trial two or three gloves with the people who will wear them. For most mixed industrial work, A4 is the sweet spot.</p>
<h2>Don’t forget the forearm</h2>
<p>Many sheet metal cuts happen above the glove cuff. Cut-resistant sleeves are cheap insurance.</p>`,
  },
  {
    slug: 'when-a-papr-beats-a-tight-fitting-mask',
    title: 'When a PAPR Beats a Tight-Fitting Mask',
    author: 'Tom Brandt',
    date: '2025-06-12T14:00:00Z',
    image: scene('papr', 210, 'PAPR', 'PAPR hood beside its belt-mounted blower unit and a spare battery'),
    excerpt:
      '<p>Powered air-purifying respirators cost more up front, but for beards, long shifts, heat and high exposures they can be the cheaper and safer choice.</p>',
    content: `<p>A powered air-purifying respirator (PAPR) uses a battery-powered blower to push filtered air into a hood, helmet or facepiece. Because the air is supplied under slight positive pressure, the wearer does not have to pull air through the filter.</p>
<h2>Higher protection factors</h2>
<p>OSHA’s assigned protection factors in 1910.134 Table 1 tell the story. A half mask or N95 is APF 10, a full facepiece is 50, a loose-fitting PAPR facepiece is 25, and a PAPR hood or helmet is 1,000 when the manufacturer has evidence of workplace performance at that level. That is a hundredfold increase over a disposable mask.</p>
<h2>No fit test, beards welcome</h2>
<p>Loose-fitting hoods and helmets do not seal on the face, so OSHA does not require fit testing for them and facial hair is not a problem. For crews with religious or medical reasons for beards, or workers who cannot pass a fit test, a PAPR is often the only practical option.</p>
<h2>Where PAPRs pay off</h2>
<ul>
<li>Long shifts, where breathing resistance and heat under a mask cause fatigue.</li>
<li>Grinding and welding, where a helmet-style headtop replaces hard hat, faceshield and respirator.</li>
<li>Pharmaceutical and healthcare settings with potent compounds or airborne infections.</li>
<li>Exposures above ten times the exposure limit, where a half mask is no longer enough.</li>
</ul>
<h2>What to budget for</h2>
<p>Beyond the kit, plan for HE filters, prefilters, spare batteries for double shifts and replacement visor covers. A daily airflow check takes 30 seconds and should be part of pre-shift routine.</p>`,
  },
  {
    slug: 'caring-for-your-speedglas-helmet',
    title: 'Caring for Your Speedglas Helmet',
    author: 'Marcus Bell',
    date: '2025-07-22T15:30:00Z',
    image: scene(
      'helmet-care',
      215,
      'CARE',
      'Speedglas welding helmet with a spare filter, new protection plates and a cleaning cloth',
    ),
    excerpt:
      '<p>Five minutes a week keeps your view sharp and your filter working for years. Here is our maintenance routine.</p>',
    content: `<p>A premium welding helmet should last many years. Most of the “my filter is broken” calls we get turn out to be dirty protection plates, tired batteries or a headband that has stretched.</p>
<h2>Change the outside plate early</h2>
<p>Spatter pits the outside protection plate, and a pitted plate scatters light so you end up running a darker shade than needed. Swap it as soon as your view starts to blur. Heat-resistant plates last longer for high-amperage work.</p>
<h2>Clean the filter correctly</h2>
<p>Wipe the filter and inside plate with a soft lint-free cloth and mild soap and water. Never use solvents or abrasive cleaners, and never submerge the filter.</p>
<h2>Weekly checklist</h2>
<ul>
<li>Check the outside and inside plates for pitting and haze.</li>
<li>Test the filter: it should darken when you strike an arc or flick a lighter in front of the sensors.</li>
<li>Look at the battery indicator; replace both CR2032 cells at the same time.</li>
<li>Inspect the shell for cracks and the headband for stripped ratchets.</li>
<li>Wash the sweatband.</li>
</ul>
<h2>Store it right</h2>
<p>Keep the helmet in a bag, out of direct sun, and away from grinding dust. Don’t leave it face-down on the bench where spatter and grit will scratch the plate.</p>
<h2>Know when to replace</h2>
<p>Replace the shell after a serious drop or any crack. Filters can be sent in for inspection under warranty, which is three years on current Speedglas ADFs.</p>`,
  },
  {
    slug: 'osha-respiratory-protection-basics',
    title: 'OSHA Respiratory Protection Basics',
    author: 'Karen Liu, CIH',
    date: '2025-08-28T13:30:00Z',
    image: scene(
      'program',
      240,
      'OSHA',
      'Written respiratory protection program binder beside a half mask and a filter cartridge',
    ),
    excerpt:
      '<p>The respiratory protection standard is one of OSHA’s most-cited every year. This overview covers what 29 CFR 1910.134 requires and how to stay on the right side of it.</p>',
    content: `<p>OSHA’s respiratory protection standard, 29 CFR 1910.134, applies whenever an employer requires respirators or exposures make them necessary. It consistently ranks in OSHA’s top ten most-cited standards.</p>
<h2>Controls come first</h2>
<p>Respirators are the last line of defense. The standard expects engineering controls such as local exhaust ventilation, and administrative controls, to be used first where feasible.</p>
<h2>The written program</h2>
<p>If respirators are required, you need a written, worksite-specific program managed by a qualified program administrator. It must cover:</p>
<ul>
<li>Respirator selection based on the hazard and exposure level</li>
<li>Medical evaluation before fit testing and use</li>
<li>Fit testing for tight-fitting respirators, initially and annually</li>
<li>Procedures for routine and emergency use</li>
<li>Cleaning, storage, inspection and repair</li>
<li>Breathing air quality for supplied-air systems (Grade D)</li>
<li>Training, at least annually, and program evaluation</li>
</ul>
<h2>Voluntary use</h2>
<p>If an employee chooses to wear a respirator when it is not required, you must give them the Appendix D information sheet. For anything other than filtering facepieces, you also need medical evaluation and cleaning procedures.</p>
<h2>Change schedules</h2>
<p>Gas and vapor cartridges need a written change schedule based on objective data; “change it when you smell it” is not acceptable for most chemicals.</p>`,
  },
  {
    slug: 'type-i-vs-type-ii-hard-hats',
    title: 'Type I vs Type II Hard Hats: Classes, Markings and When to Replace',
    author: 'Tom Brandt',
    date: '2025-10-02T14:00:00Z',
    image: scene('hard-hats', 45, 'HARD HATS', 'Yellow, white and orange hard hats in a row on a shelf'),
    excerpt:
      '<p>Decode the label inside your hard hat and find out whether your site needs side-impact protection.</p>',
    content: `<p>OSHA 1910.135 and 1926.100 require head protection where there is a risk of falling objects, bumps or electrical contact, and point to ANSI/ISEA Z89.1 as the benchmark.</p>
<h2>Type: where the impact comes from</h2>
<p><strong>Type I</strong> hard hats are tested for blows to the top of the head. <strong>Type II</strong> adds protection against lateral impacts and penetration off-center, usually with a foam liner. Type II is increasingly specified for work at height, where falls produce side impacts, and on busy sites with swinging loads.</p>
<h2>Class: electrical protection</h2>
<ul>
<li><strong>Class E</strong> (electrical): proof-tested at 20,000 volts.</li>
<li><strong>Class G</strong> (general): proof-tested at 2,200 volts.</li>
<li><strong>Class C</strong> (conductive): no electrical protection, often vented.</li>
</ul>
<h2>Other markings</h2>
<p>Look for “LT” for low-temperature performance, “HT” for high temperature, “HV” for high visibility, and a reverse-donning symbol if the hat can be worn backwards.</p>
<h2>When to replace</h2>
<p>Replace any hard hat after a significant impact, even if no damage is visible. Replace suspensions at least every 12 months and shells according to the manufacturer, commonly five years, sooner if the shell is chalky, faded or brittle from UV exposure. Don’t paint shells or store them on a truck dashboard.</p>`,
  },
  {
    slug: 'understanding-nrr-hearing-protection',
    title: 'Understanding NRR: How Much Protection Do Ear Plugs Really Give?',
    author: 'Elena Rossi',
    date: '2025-11-13T15:00:00Z',
    image: scene(
      'hearing',
      10,
      'NRR',
      'Hearing protection: ear muffs and foam ear plugs beside a sound level meter reading 98 dB',
    ),
    excerpt:
      '<p>An NRR of 33 does not mean 33 decibels less noise at work. Here is how to derate labels and pick protectors that keep workers under the OSHA limits.</p>',
    content: `<p>Every hearing protector sold in the US carries an EPA Noise Reduction Rating (NRR), measured in a lab under ideal fitting. Real-world protection is usually much lower.</p>
<h2>OSHA’s numbers</h2>
<p>Under 29 CFR 1910.95, employers must run a hearing conservation program when noise reaches 85 dBA as an eight-hour time-weighted average, and exposures must be reduced below 90 dBA. Every 5 dB increase halves the allowed time under OSHA’s exchange rate.</p>
<h2>Derating the NRR</h2>
<p>OSHA’s method for A-weighted measurements is to subtract 7 from the NRR and divide by two when judging adequacy. NIOSH suggests derating by type instead:</p>
<ul>
<li>Ear muffs: subtract 25%</li>
<li>Foam plugs: subtract 50%</li>
<li>All other plugs: subtract 70%</li>
</ul>
<p>So an NRR 33 foam plug in an area measured at 100 dBA gives an estimated exposure of 100 − (33 − 7) ÷ 2 = 87 dBA under the OSHA method.</p>
<h2>Fit is everything</h2>
<p>A foam plug that is only half inserted may give 5 dB. Train people to roll, pull and hold, and consider individual fit testing systems for your hearing conservation program.</p>
<h2>Don’t overprotect</h2>
<p>Aim for an exposure between 70 and 80 dBA. Too much attenuation makes it hard to hear alarms and coworkers, and people pull their protection off.</p>`,
  },
  {
    slug: 'ansi-isea-107-hi-vis-classes',
    title: 'Hi-Vis Made Simple: ANSI/ISEA 107 Types and Classes',
    author: 'Tom Brandt',
    date: '2026-01-15T14:00:00Z',
    image: scene(
      'hi-vis',
      70,
      'HI-VIS',
      'Yellow and orange hi-vis safety vests beside a traffic cone on a road',
    ),
    excerpt:
      '<p>Type O, Type R, Class 2, Class 3: a quick guide to choosing hi-vis garments that meet the standard for your work zone.</p>',
    content: `<p>High-visibility garments make workers conspicuous to drivers and equipment operators by combining fluorescent background material, which stands out in daylight, with retroreflective tape, which shines back in headlights.</p>
<h2>Types by work environment</h2>
<ul>
<li><strong>Type O</strong> (off-road): warehouses, parking lots and oil fields; Class 1 only.</li>
<li><strong>Type R</strong> (roadway): workers exposed to public traffic and construction equipment; Class 2 or 3.</li>
<li><strong>Type P</strong> (public safety): police, fire and EMS, with designs that allow access to duty belts.</li>
</ul>
<h2>Classes by amount of material</h2>
<p>Class 2 requires at least 775 sq in. of background material and 201 sq in. of reflective tape. Class 3 requires 1,240 sq in. and 310 sq in., which in practice means sleeves. Class E pants or shorts are not compliant alone, but a Class 2 top plus Class E bottoms together make a Class 3 ensemble.</p>
<h2>Which do I need?</h2>
<p>Federal rules (23 CFR 634) require high-visibility apparel for workers on federal-aid highways, and the MUTCD references ANSI/ISEA 107. Use Class 3 at night, in bad weather and where traffic exceeds about 50 mph.</p>
<h2>Keep them working</h2>
<p>Replace garments that are faded, soiled or torn, or when the reflective tape cracks. Most tape is rated for about 25 wash cycles.</p>`,
  },
  {
    slug: 'which-respirator-cartridge-do-i-need',
    title: 'Which Respirator Cartridge Do I Need?',
    author: 'Karen Liu, CIH',
    date: '2026-03-03T13:00:00Z',
    image: scene(
      'cartridges',
      320,
      'CARTRIDGE',
      'Three color-coded respirator cartridges in front of a half mask respirator',
    ),
    excerpt:
      '<p>Color codes, combination cartridges and change schedules: match the cartridge to the contaminant before you buy.</p>',
    content: `<p>Particulate filters stop dusts, mists and fumes. Chemical cartridges use activated carbon or treated media to adsorb gases and vapors. Many jobs need both.</p>
<h2>Read the color code</h2>
<p>NIOSH-approved cartridges follow a color code that makes selection easier on the shop floor:</p>
<ul>
<li>Black: organic vapors (paints, solvents, adhesives)</li>
<li>White: acid gases (chlorine, hydrogen chloride, sulfur dioxide)</li>
<li>Yellow: organic vapors plus acid gases</li>
<li>Green: ammonia and methylamine</li>
<li>Olive: multi-gas/vapor</li>
<li>Magenta: P100 particulate</li>
</ul>
<h2>European letters</h2>
<p>EN 14387 uses letters instead: A (organic, brown), B (inorganic, gray), E (acid, yellow), K (ammonia, green), with capacity classes 1 to 3. A2P3 means a class 2 organic vapor filter combined with a P3 particle filter.</p>
<h2>When cartridges are not enough</h2>
<p>Air-purifying respirators cannot be used in oxygen-deficient atmospheres or at concentrations immediately dangerous to life or health. Some chemicals, such as isocyanates and methanol, have poor warning properties and often call for supplied air.</p>
<h2>Set a change schedule</h2>
<p>OSHA requires a written change schedule for gas and vapor cartridges. Use the manufacturer’s service-life calculator with your exposure data, and change early in high humidity.</p>`,
  },
  {
    slug: 'wildfire-smoke-protection-guide',
    title: 'Wildfire Smoke: Protecting Outdoor Workers and Your Family',
    author: 'Elena Rossi',
    date: '2026-05-19T15:00:00Z',
    image: scene(
      'smoke',
      25,
      'SMOKE',
      'N95 respirator and a hard hat under a hazy orange sky of wildfire smoke',
    ),
    excerpt:
      '<p>Fine particles in wildfire smoke travel hundreds of miles. Here is how to read the AQI, what N95s can and cannot do, and what some states now require of employers.</p>',
    content: `<p>Wildfire smoke is a mix of gases and fine particles (PM2.5) small enough to reach deep into the lungs. Even far from the fire, smoke can push the Air Quality Index into unhealthy ranges for days.</p>
<h2>Check the AQI</h2>
<p>The AQI for PM2.5 is reported on public air quality websites and weather apps. Above 100 is unhealthy for sensitive groups, above 150 unhealthy for everyone, and above 300 hazardous.</p>
<h2>What respirators help</h2>
<p>A NIOSH-approved N95 or better, worn with a good seal, filters most smoke particles. Cloth masks and loose surgical masks do little. Respirators do not filter carbon monoxide or other gases, and people with heart or lung conditions should talk to a doctor first.</p>
<ul>
<li>Choose head-strap N95s over ear-loop styles for a better seal.</li>
<li>Shave if you can; beards break the seal.</li>
<li>Replace the mask when it becomes dirty, damaged or hard to breathe through.</li>
</ul>
<h2>Employer rules</h2>
<p>Some states have specific wildfire smoke standards. California’s Title 8, Section 5141.1, for example, requires employers to provide N95s for voluntary use when the AQI for PM2.5 reaches 151, and makes respirator use mandatory with a full respiratory protection program above 500.</p>
<h2>At home</h2>
<p>Keep windows closed, run a portable HEPA air cleaner, and set your HVAC to recirculate with the best filter it can handle.</p>`,
  },
  {
    slug: 'nitrile-vs-latex-vs-vinyl-disposable-gloves',
    title: 'Nitrile vs Latex vs Vinyl: Choosing Disposable Gloves',
    author: 'Elena Rossi',
    date: '2026-09-15T14:00:00Z',
    image: scene(
      'disposable-gloves',
      220,
      'GLOVES',
      'Blue nitrile, clear vinyl and cream latex disposable gloves beside a glove dispenser box',
    ),
    excerpt:
      '<p>Thickness, chemical resistance, allergies and cost: a practical guide to the three common disposable glove materials.</p>',
    content: `<p>Disposable gloves look alike in the box, but material and thickness change how they protect, how long they last and who can safely wear them.</p>
<h2>Nitrile</h2>
<p>Synthetic nitrile rubber is now the default for medical exams, labs and auto shops. It resists oils, fuels and many disinfectants, shows tears clearly, and contains no natural rubber latex. Exam-grade nitrile gloves meet ASTM D6319.</p>
<h2>Latex</h2>
<p>Natural rubber latex gives excellent fit and tactile feel, but latex proteins can cause serious Type I allergies in both wearers and patients. Many hospitals and food businesses have gone latex-free for that reason.</p>
<h2>Vinyl</h2>
<p>PVC vinyl gloves are inexpensive and fine for short, low-risk tasks such as sandwich prep. They fit loosely, tear more easily and offer limited chemical protection.</p>
<h2>Quick selection guide</h2>
<ul>
<li>Auto repair and degreasing: 6–8 mil nitrile</li>
<li>Exam rooms and labs: 4–5 mil exam-grade nitrile</li>
<li>Chemotherapy drugs: nitrile tested to ASTM D6978, double-gloved</li>
<li>Quick food handling: vinyl or poly</li>
<li>Solvents such as acetone: a reusable butyl glove, not a disposable</li>
</ul>
<h2>Mind the thickness</h2>
<p>Thickness is quoted in mils at the fingertip and palm. Thicker gloves last longer and resist splashes better but reduce dexterity. Always check breakthrough data for the chemicals you handle.</p>`,
  },
  {
    slug: 'building-a-workplace-first-aid-kit',
    title: 'Building a Workplace First Aid Kit That Passes Inspection',
    author: 'Tom Brandt',
    date: '2026-11-12T15:00:00Z',
    image: scene(
      'first-aid',
      0,
      'FIRST AID',
      'Workplace first aid kit and rolls of bandage on a bench, a first aid cabinet on the wall',
    ),
    excerpt:
      '<p>What OSHA requires, what ANSI Z308.1 recommends, and how to keep kits stocked without a monthly scramble.</p>',
    content: `<p>OSHA 1910.151 requires that first aid supplies be readily available and, where no clinic is nearby, that someone on site be trained in first aid. It does not list contents, but it points employers to ANSI/ISEA Z308.1 as the reference.</p>
<h2>Class A or Class B</h2>
<p>The 2021 edition of Z308.1 defines two classes. <strong>Class A</strong> kits cover the most common injuries, such as minor cuts, scrapes and burns. <strong>Class B</strong> kits contain more supplies and add items such as a tourniquet and splint for higher-risk or larger workplaces.</p>
<h2>Container types</h2>
<ul>
<li>Type I: stationary indoor use</li>
<li>Type II: portable indoor use</li>
<li>Type III: portable or mountable, some water resistance</li>
<li>Type IV: portable, rugged, for outdoor and mobile use</li>
</ul>
<h2>Eyewash is separate</h2>
<p>Where corrosive chemicals are used, 1910.151(c) requires suitable facilities for quick drenching or flushing. ANSI Z358.1 calls for a station reachable within 10 seconds that can flush for 15 minutes. Personal squeeze bottles help for immediate rinsing but do not satisfy that requirement on their own.</p>
<h2>Keep it stocked</h2>
<p>Assign an owner for each kit, check it monthly, and restock after every use. Color-coded refill packs make it fast.</p>`,
  },
];
