import type { StoreTranslation } from '../types.ts';

/** Spanish texts of the guides to OSHA respiratory protection, hard hats, NRR, hi-vis and cartridges. */
export const spanishPosts3: StoreTranslation['posts'] = {
  'osha-respiratory-protection-basics': {
    title: 'Nociones básicas de protección respiratoria según OSHA',
    excerpt:
      '<p>La norma de protección respiratoria es una de las que OSHA cita con más frecuencia cada año. Este resumen explica qué exige 29 CFR 1910.134 y cómo cumplirla.</p>',
    content: `<p>La norma de protección respiratoria de OSHA, 29 CFR 1910.134, se aplica siempre que la empresa exige respiradores o que las exposiciones los hacen necesarios. Figura de forma constante entre las diez normas que OSHA cita con más frecuencia.</p>
<h2>Primero, los controles</h2>
<p>Los respiradores son la última línea de defensa. La norma espera que primero se apliquen, cuando sea viable, controles técnicos como la extracción localizada y controles administrativos.</p>
<h2>El programa escrito</h2>
<p>Si se exigen respiradores, necesita un programa escrito y específico del centro de trabajo, gestionado por un administrador del programa cualificado. Debe cubrir:</p>
<ul>
<li>La selección del respirador según el peligro y el nivel de exposición</li>
<li>La evaluación médica antes de la prueba de ajuste y del uso</li>
<li>La prueba de ajuste de los respiradores ajustados, inicial y anual</li>
<li>Los procedimientos de uso habitual y de emergencia</li>
<li>La limpieza, el almacenamiento, la inspección y la reparación</li>
<li>La calidad del aire respirable en los sistemas de aire suministrado (grado D)</li>
<li>La formación, al menos anual, y la evaluación del programa</li>
</ul>
<h2>Uso voluntario</h2>
<p>Si un trabajador decide llevar un respirador cuando no es obligatorio, debe entregarle la hoja informativa del Apéndice D. Para cualquier equipo que no sea una pieza facial filtrante, también necesita evaluación médica y procedimientos de limpieza.</p>
<h2>Calendarios de cambio</h2>
<p>Los cartuchos para gases y vapores necesitan un calendario de cambios por escrito basado en datos objetivos; «cambiarlo cuando se note el olor» no es aceptable para la mayoría de los productos químicos.</p>`,
    imageAlt:
      'Carpeta del programa escrito de protección respiratoria junto a una media máscara y un cartucho filtrante',
  },
  'type-i-vs-type-ii-hard-hats': {
    title: 'Cascos de seguridad Tipo I y Tipo II: clases, marcas y cuándo sustituirlos',
    excerpt:
      '<p>Descifre la etiqueta del interior de su casco y averigüe si su obra necesita protección contra impactos laterales.</p>',
    content: `<p>OSHA 1910.135 y 1926.100 exigen protección de la cabeza donde haya riesgo de caída de objetos, golpes o contacto eléctrico, y remiten a ANSI/ISEA Z89.1 como referencia.</p>
<h2>Tipo: de dónde viene el impacto</h2>
<p>Los cascos <strong>Tipo I</strong> se ensayan frente a golpes en la parte superior de la cabeza. El <strong>Tipo II</strong> añade protección frente a impactos laterales y perforación descentrada, normalmente con un forro de espuma. El Tipo II se especifica cada vez más en los trabajos en altura, donde las caídas producen impactos laterales, y en obras con mucha actividad y cargas suspendidas que se balancean.</p>
<h2>Clase: protección eléctrica</h2>
<ul>
<li><strong>Clase E</strong> (eléctrica): ensayada a 20 000 voltios.</li>
<li><strong>Clase G</strong> (general): ensayada a 2200 voltios.</li>
<li><strong>Clase C</strong> (conductora): sin protección eléctrica, a menudo con ventilación.</li>
</ul>
<h2>Otras marcas</h2>
<p>Busque «LT» para el rendimiento a baja temperatura, «HT» para alta temperatura, «HV» para alta visibilidad y un símbolo de colocación invertida si el casco puede llevarse del revés.</p>
<h2>Cuándo sustituirlo</h2>
<p>Sustituya cualquier casco después de un impacto importante, aunque no se vean daños. Cambie la suspensión al menos cada 12 meses y la carcasa según indique el fabricante, normalmente cada cinco años, o antes si está calcárea, descolorida o quebradiza por la radiación UV. No pinte las carcasas ni las guarde en el salpicadero de un vehículo.</p>`,
    imageAlt: 'Cascos de seguridad amarillo, blanco y naranja en fila en una estantería',
  },
  'understanding-nrr-hearing-protection': {
    title: 'Entender el NRR: ¿cuánto protegen realmente los tapones auditivos?',
    excerpt:
      '<p>Un NRR de 33 no significa 33 decibelios menos de ruido en el trabajo. Así se corrigen las etiquetas y se eligen protectores que mantengan a los trabajadores por debajo de los límites de OSHA.</p>',
    content: `<p>Todos los protectores auditivos que se venden en EE. UU. llevan un índice de reducción de ruido (NRR) de la EPA, medido en laboratorio con una colocación ideal. La protección real suele ser mucho menor.</p>
<h2>Las cifras de OSHA</h2>
<p>Según 29 CFR 1910.95, la empresa debe aplicar un programa de conservación de la audición cuando el ruido alcanza 85 dBA como media ponderada en ocho horas, y las exposiciones deben reducirse por debajo de 90 dBA. Con el factor de intercambio de OSHA, cada aumento de 5 dB reduce a la mitad el tiempo permitido.</p>
<h2>Cómo corregir el NRR</h2>
<p>El método de OSHA para mediciones con ponderación A consiste en restar 7 al NRR y dividir entre dos para valorar si la protección es suficiente. NIOSH propone en cambio una corrección según el tipo:</p>
<ul>
<li>Orejeras: restar un 25 %</li>
<li>Tapones de espuma: restar un 50 %</li>
<li>Resto de tapones: restar un 70 %</li>
</ul>
<p>Así, un tapón de espuma con NRR 33 en una zona medida a 100 dBA da una exposición estimada de 100 − (33 − 7) ÷ 2 = 87 dBA según el método de OSHA.</p>
<h2>El ajuste lo es todo</h2>
<p>Un tapón de espuma introducido solo a medias puede dar 5 dB. Enseñe a enrollarlo, tirar de la oreja y sujetarlo, y considere sistemas de prueba de ajuste individual para su programa de conservación de la audición.</p>
<h2>No sobreproteja</h2>
<p>Apunte a una exposición de entre 70 y 80 dBA. Una atenuación excesiva dificulta oír las alarmas y a los compañeros, y la gente acaba quitándose la protección.</p>`,
    imageAlt: 'Protección auditiva: orejeras y tapones de espuma junto a un sonómetro que marca 98 dB',
  },
  'ansi-isea-107-hi-vis-classes': {
    title: 'La alta visibilidad, fácil: tipos y clases de ANSI/ISEA 107',
    excerpt:
      '<p>Tipo O, Tipo R, Clase 2, Clase 3: una guía rápida para elegir prendas de alta visibilidad que cumplan la norma en su zona de trabajo.</p>',
    content: `<p>Las prendas de alta visibilidad hacen que los trabajadores destaquen ante conductores y operadores de maquinaria al combinar un material de fondo fluorescente, que resalta a la luz del día, con cinta retrorreflectante, que devuelve la luz de los faros.</p>
<h2>Tipos según el entorno de trabajo</h2>
<ul>
<li><strong>Tipo O</strong> (fuera de la vía pública): almacenes, aparcamientos y yacimientos petrolíferos; solo Clase 1.</li>
<li><strong>Tipo R</strong> (vía pública): trabajadores expuestos al tráfico y a la maquinaria de obra; Clase 2 o 3.</li>
<li><strong>Tipo P</strong> (seguridad pública): policía, bomberos y servicios de emergencias, con diseños que permiten acceder al cinturón de servicio.</li>
</ul>
<h2>Clases según la cantidad de material</h2>
<p>La Clase 2 exige al menos 775 pulg² de material de fondo y 201 pulg² de cinta reflectante. La Clase 3 exige 1240 pulg² y 310 pulg², lo que en la práctica implica mangas. Los pantalones o bermudas de Clase E no cumplen por sí solos, pero una prenda superior de Clase 2 junto con una inferior de Clase E forman un conjunto de Clase 3.</p>
<h2>¿Cuál necesito?</h2>
<p>La normativa federal (23 CFR 634) exige ropa de alta visibilidad a quienes trabajan en carreteras con financiación federal, y el MUTCD remite a ANSI/ISEA 107. Use la Clase 3 de noche, con mal tiempo y donde el tráfico supere unas 50 mph.</p>
<h2>Manténgalas en buen estado</h2>
<p>Sustituya las prendas descoloridas, sucias o rotas, o cuando la cinta reflectante se agriete. La mayoría de las cintas aguantan unos 25 lavados.</p>`,
    imageAlt: 'Chalecos de alta visibilidad amarillo y naranja junto a un cono de tráfico en una carretera',
  },
  'which-respirator-cartridge-do-i-need': {
    title: '¿Qué cartucho de respirador necesito?',
    excerpt:
      '<p>Códigos de colores, cartuchos combinados y calendarios de cambio: elija el cartucho según el contaminante antes de comprar.</p>',
    content: `<p>Los filtros de partículas detienen polvos, nieblas y humos. Los cartuchos químicos utilizan carbón activo o medios tratados para adsorber gases y vapores. Muchos trabajos necesitan ambos.</p>
<h2>Interprete el código de colores</h2>
<p>Los cartuchos aprobados por NIOSH siguen un código de colores que facilita la elección en el taller:</p>
<ul>
<li>Negro: vapores orgánicos (pinturas, disolventes, adhesivos)</li>
<li>Blanco: gases ácidos (cloro, cloruro de hidrógeno, dióxido de azufre)</li>
<li>Amarillo: vapores orgánicos y gases ácidos</li>
<li>Verde: amoníaco y metilamina</li>
<li>Verde oliva: multigás y vapores</li>
<li>Magenta: partículas P100</li>
</ul>
<h2>Las letras europeas</h2>
<p>La EN 14387 utiliza letras: A (orgánicos, marrón), B (inorgánicos, gris), E (ácidos, amarillo) y K (amoníaco, verde), con clases de capacidad de 1 a 3. A2P3 significa un filtro de clase 2 para vapores orgánicos combinado con un filtro de partículas P3.</p>
<h2>Cuando los cartuchos no bastan</h2>
<p>Los respiradores purificadores de aire no pueden usarse en atmósferas con deficiencia de oxígeno ni en concentraciones inmediatamente peligrosas para la vida o la salud. Algunos productos químicos, como los isocianatos y el metanol, apenas dan señales de aviso y a menudo exigen aire suministrado.</p>
<h2>Fije un calendario de cambios</h2>
<p>OSHA exige un calendario de cambios por escrito para los cartuchos de gases y vapores. Use la calculadora de vida útil del fabricante con sus datos de exposición, y adelante el cambio con humedad alta.</p>`,
    imageAlt: 'Tres cartuchos de respirador con código de colores delante de una media máscara',
  },
};
