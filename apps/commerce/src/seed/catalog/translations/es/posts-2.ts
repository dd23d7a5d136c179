import type { StoreTranslation } from '../types.ts';

/** Spanish texts of the guides to masks, welding filters, fit testing, cut levels, PAPRs and helmet care. */
export const spanishPosts2: StoreTranslation['posts'] = {
  'ffp2-vs-ffp3-vs-n95-what-the-numbers-mean': {
    title: 'FFP2, FFP3 o N95: qué significan los números',
    excerpt:
      '<p>Tres etiquetas, dos normas y mucha confusión. Así se comparan las clases europeas FFP con el N95 de NIOSH, y esta es la que realmente necesita un comprador en EE. UU.</p>',
    content: `<p>Recorra cualquier pasillo de EPI y verá FFP2, FFP3, N95, KN95 y P100 impresos en mascarillas casi idénticas. Las letras y los números indican qué parte de un aerosol de ensayo detiene el material filtrante y, en las clases europeas, cuánto aire se cuela por los bordes.</p>
<h2>Las clases europeas: EN 149</h2>
<p>La EN 149:2001+A1:2009 define tres clases de mascarilla autofiltrante. Cada una se ensaya para la penetración del filtro y para la <em>fuga total hacia el interior</em> con un grupo de personas reales que hacen ejercicios:</p>
<ul>
<li><strong>FFP1:</strong> al menos un 80 % de filtración, fuga hacia el interior no superior al 22 %.</li>
<li><strong>FFP2:</strong> al menos un 94 % de filtración, fuga hacia el interior no superior al 8 %.</li>
<li><strong>FFP3:</strong> al menos un 99 % de filtración, fuga hacia el interior no superior al 2 %.</li>
</ul>
<p>Las marcas que siguen a la clase también importan. <strong>NR</strong> significa de un solo turno, <strong>R</strong> significa reutilizable en varios turnos y <strong>D</strong> indica que la mascarilla superó el ensayo de colmatación con polvo de dolomita, de modo que se respira con facilidad en trabajos con polvo.</p>
<h2>Las clases de EE. UU.: NIOSH 42 CFR 84</h2>
<p>NIOSH aprueba respiradores en nueve clases: series N, R y P con un 95, un 99 y un 100 (99,97) por ciento de eficacia. La «N» no es resistente al aceite, la «R» es algo resistente y la «P» es muy resistente. Así, un N95 detiene al menos el 95 % del tamaño de partícula más penetrante de un aerosol salino. Cada modelo aprobado lleva un número TC, como TC-84A-9315, que puede consultarse en la lista de equipos certificados de NIOSH (Certified Equipment List).</p>
<h2>Entonces, ¿cuál es «mejor»?</h2>
<p>Solo por eficacia de filtración, la FFP3 (99 %) supera al N95 (95 %), y la FFP2 (94 %) equivale aproximadamente al N95. En la práctica, el ajuste importa más que los últimos puntos porcentuales de filtración: un N95 bien sellado protege más que una FFP3 con fugas. Según OSHA, cualquier pieza facial filtrante tiene un factor de protección asignado de 10, sea cual sea su clase.</p>
<h2>Qué debe comprar una empresa en EE. UU.</h2>
<p>Si sus trabajadores deben llevar respiradores según OSHA 29 CFR 1910.134, necesita productos aprobados por NIOSH. Las mascarillas FFP no están aprobadas por NIOSH, por buenas que sean. Para el uso voluntario, las reformas en casa o los viajes, la FFP2 y la FFP3 son opciones perfectamente razonables, y la FFP3 es un cómodo paso adelante frente a la sílice o el polvo de maderas duras.</p>`,
    imageAlt:
      'Mascarillas FFP2, FFP3 y N95 una al lado de otra en un banco de trabajo, cada una rotulada con su clase',
  },
  'how-to-choose-an-auto-darkening-welding-filter': {
    title: 'Cómo elegir un filtro de soldadura de oscurecimiento automático',
    excerpt:
      '<p>Gama de tonos, clase óptica, sensores y área de visión: las cuatro especificaciones que separan un buen filtro de oscurecimiento automático de un dolor de cabeza.</p>',
    content: `<p>Un filtro de oscurecimiento automático (ADF) permanece en su estado claro, normalmente en tono 3 o 4, hasta que los sensores detectan un arco y lo oscurecen en una fracción de milisegundo. Busque las marcas ANSI Z87.1 y CSA Z94.3: los filtros certificados bloquean en todo momento la radiación UV e IR nociva, incluso en estado claro, así que una conmutación lenta supone deslumbramiento, no una quemadura. Aparte de eso, esto es lo que conviene comparar.</p>
<h2>1. Gama de tonos</h2>
<p>Ajuste la gama a sus procesos. Un filtro con tonos 8–13 sirve para la mayoría de los trabajos MIG y con electrodo revestido. El TIG de bajo amperaje suele necesitar el tono 9 o 10, y el ranurado con arco-aire exige el 13 o el 14. Un modo de esmerilado independiente (tono 3–5) evita tener que levantar la careta entre pasadas. Puntos de partida habituales:</p>
<ul>
<li>TIG por debajo de 50 A: tono 10</li>
<li>MIG de 60–160 A: tono 11</li>
<li>Electrodo o MIG de 160–250 A: tono 12</li>
<li>Más de 250 A y ranurado: tono 13–14</li>
</ul>
<h2>2. Clase óptica</h2>
<p>La norma europea EN 379 clasifica los filtros con cuatro números, como 1/1/1/2: calidad óptica, difusión de la luz, uniformidad del tono en toda la lente y dependencia del ángulo. Cuanto más bajo, mejor. Un filtro 1/1/1/1 da una imagen nítida que mantiene el mismo tono cuando se mira a través de él en ángulo, algo importante al soldar en posiciones forzadas.</p>
<h2>3. Sensores, sensibilidad y retardo</h2>
<p>Más sensores significan menos arcos sin detectar cuando las manos o la pieza tapan uno. La sensibilidad ajustable ayuda con el TIG de bajo amperaje, y el retardo ajustable mantiene el filtro oscuro un momento después de apagarse el arco para que no se quede mirando el metal incandescente.</p>
<h2>4. Área de visión y color</h2>
<p>Las ventanas más grandes reducen el movimiento de la cabeza y la tensión en el cuello. Los filtros más recientes también llevan el tinte del estado oscuro hacia los colores naturales en lugar del verde clásico, lo que facilita notablemente el control del baño de fusión.</p>
<h2>Nuestra opinión</h2>
<p>Para la mayoría de los caldereros, un Speedglas 9100X o XX lo cubre todo; los especialistas en TIG agradecerán la visión más amplia y los modos de memoria del XXi, y los talleres de alto amperaje deberían fijarse en el G5-01.</p>`,
    imageAlt:
      'Careta de soldar con filtro de oscurecimiento automático y un filtro de repuesto en un banco, con chispas de soldadura detrás',
  },
  'fit-testing-your-respirator-step-by-step': {
    title: 'La prueba de ajuste del respirador, paso a paso',
    excerpt:
      '<p>OSHA exige una prueba de ajuste antes de que nadie use en el trabajo un respirador ajustado, y después cada año. Así funciona una prueba de ajuste cualitativa de principio a fin.</p>',
    content: `<p>Un respirador solo protege si el aire pasa por el filtro y no alrededor de él. Una prueba de ajuste comprueba que una marca, un modelo y una talla concretos de respirador sellan en una persona concreta. OSHA 29 CFR 1910.134(f) la exige antes del primer uso, cada año y siempre que un cambio en la cara (variación de peso, tratamiento dental, cicatrices) pueda afectar al sellado.</p>
<h2>¿Cualitativa o cuantitativa?</h2>
<p>Una prueba <strong>cualitativa</strong> (QLFT) se basa en que el usuario detecte un sabor o un olor. Se acepta para medias máscaras y N95, cuyo factor de protección asignado es 10. Una prueba <strong>cuantitativa</strong> (QNFT) mide la fuga con un instrumento y es obligatoria cuando se va a usar una máscara completa de presión negativa con un APF de 50.</p>
<h2>Antes de la prueba</h2>
<ul>
<li>Confirme que el trabajador tiene la aptitud médica para usar un respirador.</li>
<li>Nada de comer, beber, fumar ni mascar chicle en los 15 minutos anteriores a una prueba de sabor.</li>
<li>El vello facial no debe cruzar la superficie de sellado. Sin excepciones en los respiradores ajustados.</li>
<li>Deje que el usuario elija el más cómodo entre varios modelos y tallas.</li>
</ul>
<h2>Cómo hacer una prueba con sacarina o con sabor amargo</h2>
<p>Primero, haga la prueba de sensibilidad sin respirador para confirmar que la persona percibe el sabor de la solución y averiguar cuántas pulsaciones hacen falta. Después, el usuario se pone el respirador, comprueba el sellado y lo lleva al menos cinco minutos. Luego, bajo la capucha, realiza cada ejercicio durante un minuto mientras el evaluador vuelve a pulverizar la solución cada 30 segundos: respiración normal, respiración profunda, girar la cabeza de lado a lado, mover la cabeza arriba y abajo, hablar (leyendo el texto «Rainbow Passage»), agacharse y de nuevo respiración normal.</p>
<h2>Aprobado, suspenso y registros</h2>
<p>Si el usuario percibe el agente en algún momento, la prueba falla; pruebe otra talla u otro modelo. Anote el nombre, la fecha, la marca, el modelo y la talla del respirador, el protocolo y el resultado. Conserve los registros hasta la siguiente prueba. Con algo de material y un poco de formación, la mayoría de las empresas pueden hacer las pruebas de ajuste por su cuenta.</p>`,
    imageAlt:
      'Kit de prueba de ajuste sobre una mesa: una media máscara, un respirador N95 y un nebulizador para la prueba de sabor',
  },
  'ansi-isea-105-cut-levels-explained': {
    title: 'Los niveles de corte ANSI/ISEA 105, explicados',
    excerpt:
      '<p>De A1 a A9: qué significa la puntuación de corte de su guante, cómo se compara con la EN 388 y cómo elegir el nivel adecuado sin gastar de más.</p>',
    content: `<p>Los cortes en las manos están entre las lesiones laborales más frecuentes, y también entre las más evitables. Los guantes anticorte se clasifican con un ensayo normalizado para que pueda compararlos entre marcas.</p>
<h2>Cómo funciona el ensayo</h2>
<p>ANSI/ISEA 105-2016 utiliza el método ASTM F2992 en una máquina TDM-100: una cuchilla recta se desliza sobre el material del guante con una carga conocida, y el laboratorio determina la carga en gramos que lo corta en 20 mm de recorrido de la cuchilla. El resultado sitúa el guante en una escala de nueve niveles:</p>
<ul>
<li>A1: 200–499 g (montaje ligero, cortes con papel)</li>
<li>A2: 500–999 g (embalaje, piezas ligeras)</li>
<li>A3–A4: 1000–2199 g (chapa, climatización, placas de yeso)</li>
<li>A5–A6: 2200–3999 g (estampación de metal, manipulación de vidrio)</li>
<li>A7–A9: 4000 g o más (vidrio pesado, reciclaje de metales, cambio de cuchillas)</li>
</ul>
<h2>Comparación con la EN 388</h2>
<p>La EN 388:2016 incluye ahora el mismo tipo de ensayo (ISO 13997) y expresa el resultado con una letra de la A a la F, en newtons. Como 1 newton equivale a unos 102 gramos, las escalas coinciden aproximadamente: la B de la EN corresponde a ANSI A2, la C a A3 y la parte baja de A4, la D a A4–A5, la E a A5 y la F a A6 o más. Un guante marcado 4X42C tiene abrasión de nivel 4, sin resultado en el ensayo coupe (X), desgarro 4, perforación 2 y corte ISO C.</p>
<h2>Cómo elegir el nivel</h2>
<p>Más alto no siempre es mejor: los hilos más gruesos restan destreza, y un guante que nadie se pone no protege a nadie. Empiece por revisar las lesiones y recorrer las tareas, y luego pruebe dos o tres guantes con las personas que los van a llevar. Para la mayoría de los trabajos industriales variados, A4 es el punto óptimo.</p>
<h2>No se olvide del antebrazo</h2>
<p>Muchos cortes con chapa se producen por encima del puño del guante. Los manguitos anticorte son un seguro barato.</p>`,
    imageAlt: 'Tres guantes anticorte en fila, rotulados con los niveles de corte A2, A4 y A6',
  },
  'when-a-papr-beats-a-tight-fitting-mask': {
    title: 'Cuándo un PAPR es mejor que una máscara ajustada',
    excerpt:
      '<p>Los respiradores purificadores de aire motorizados cuestan más al principio, pero con barba, en turnos largos, con calor y con exposiciones altas pueden ser la opción más barata y más segura.</p>',
    content: `<p>Un respirador purificador de aire motorizado (PAPR) utiliza un motoventilador alimentado por batería para impulsar aire filtrado hacia una capucha, un casco o una pieza facial. Como el aire llega con una ligera presión positiva, el usuario no tiene que aspirarlo a través del filtro.</p>
<h2>Factores de protección más altos</h2>
<p>Los factores de protección asignados de OSHA en la tabla 1 de 1910.134 lo dicen todo. Una media máscara o un N95 tiene un APF de 10, una máscara completa de 50, una pieza facial holgada de PAPR de 25, y una capucha o un casco de PAPR de 1000 cuando el fabricante dispone de pruebas de rendimiento en el lugar de trabajo a ese nivel. Es cien veces más que una mascarilla desechable.</p>
<h2>Sin prueba de ajuste, con barba</h2>
<p>Las capuchas y los cascos holgados no sellan sobre la cara, por lo que OSHA no exige prueba de ajuste y el vello facial no es un problema. Para los equipos con motivos religiosos o médicos para llevar barba, o para los trabajadores que no superan una prueba de ajuste, el PAPR suele ser la única opción práctica.</p>
<h2>Dónde sale a cuenta un PAPR</h2>
<ul>
<li>Turnos largos, en los que la resistencia a la respiración y el calor bajo la máscara causan fatiga.</li>
<li>Esmerilado y soldadura, donde una pieza de cabeza tipo casco sustituye al casco de seguridad, la pantalla facial y el respirador.</li>
<li>Entornos farmacéuticos y sanitarios con compuestos potentes o infecciones de transmisión aérea.</li>
<li>Exposiciones de más de diez veces el límite de exposición, donde una media máscara ya no basta.</li>
</ul>
<h2>Qué hay que presupuestar</h2>
<p>Además del kit, cuente con filtros HE, prefiltros, baterías de repuesto para los turnos dobles y láminas protectoras de repuesto para el visor. La comprobación diaria del caudal lleva 30 segundos y debe formar parte de la rutina antes de cada turno.</p>`,
    imageAlt: 'Capucha de PAPR junto a su motoventilador de cinturón y una batería de repuesto',
  },
  'caring-for-your-speedglas-helmet': {
    title: 'Cómo cuidar su careta Speedglas',
    excerpt:
      '<p>Cinco minutos a la semana mantienen nítida la visión y el filtro funcionando durante años. Esta es nuestra rutina de mantenimiento.</p>',
    content: `<p>Una careta de soldar de gama alta debería durar muchos años. La mayoría de las llamadas del tipo «mi filtro está roto» que recibimos resultan ser cristales de protección sucios, pilas gastadas o un arnés que se ha dado de sí.</p>
<h2>Cambie pronto el cristal exterior</h2>
<p>Las salpicaduras picotean el cristal de protección exterior, y un cristal picado dispersa la luz, de modo que acaba trabajando con un tono más oscuro del necesario. Cámbielo en cuanto la visión empiece a volverse borrosa. Los cristales resistentes al calor duran más en los trabajos de alto amperaje.</p>
<h2>Limpie bien el filtro</h2>
<p>Limpie el filtro y el cristal interior con un paño suave que no suelte pelusa y con agua y jabón suave. No use nunca disolventes ni limpiadores abrasivos, y no sumerja nunca el filtro.</p>
<h2>Lista de comprobación semanal</h2>
<ul>
<li>Revise si los cristales exterior e interior tienen picaduras o están empañados.</li>
<li>Pruebe el filtro: debe oscurecerse al cebar un arco o al encender un mechero delante de los sensores.</li>
<li>Mire el indicador de batería; cambie las dos pilas CR2032 a la vez.</li>
<li>Inspeccione la carcasa en busca de grietas y el arnés en busca de trinquetes pasados.</li>
<li>Lave la banda antisudor.</li>
</ul>
<h2>Guárdela bien</h2>
<p>Guarde la careta en una bolsa, lejos del sol directo y del polvo de esmerilado. No la deje boca abajo sobre el banco, donde las salpicaduras y la arenilla rayarán el cristal.</p>
<h2>Sepa cuándo sustituirla</h2>
<p>Sustituya la carcasa después de una caída fuerte o ante cualquier grieta. Los filtros pueden enviarse a revisión en garantía, que es de tres años en los filtros Speedglas actuales.</p>`,
    imageAlt:
      'Careta de soldar Speedglas con un filtro de repuesto, cristales de protección nuevos y un paño de limpieza',
  },
};
