import type { ProductTranslation } from '../types.ts';

/** Spanish texts of two more best-selling products: foam ear plugs and a valved N95. */
export const spanishProductsPart3: Record<string, ProductTranslation> = {
  'hushline-hl-33-foam-ear-plugs-200-pairs': {
    name: 'Tapones auditivos de espuma HushLine HL-33, NRR 33 (200 pares)',
    shortDescription:
      '<p>Tapones cónicos de espuma de poliuretano con el NRR más alto del mercado, emparejados individualmente.</p>',
    description:
      '<p>Enrollar, tirar, sujetar: enrolle el tapón hasta formar un cilindro fino y sin pliegues, pase la mano por encima de la cabeza para tirar de la oreja hacia arriba y hacia atrás, introdúzcalo y sujételo 20 segundos mientras se expande. Un buen ajuste es lo que le acerca a los 33 dB certificados.</p>\n<ul><li>NRR 33 dB</li><li>Forma cónica para conductos auditivos pequeños</li><li>Por pares en bolsitas de plástico</li><li>200 pares</li></ul>',
    tabs: [
      {
        tabTitle: 'Vídeo de colocación',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Enrollar, tirar, sujetar',
            youtubeUrl: 'https://www.youtube.com/watch?v=Rp7dLx3cWe9',
            videoDescription:
              'Los tres pasos para obtener de los tapones de espuma toda la protección certificada.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Cómo me los pongo correctamente?',
        answer:
          'Enrolle el tapón hasta formar un cilindro fino, tire de la oreja hacia arriba y hacia atrás con la mano contraria, introdúzcalo y sujételo de 20 a 30 segundos mientras se expande.',
      },
      {
        question: '¿Puedo reutilizar los tapones de espuma?',
        answer: 'Están pensados para un solo uso. Cámbielos cuando estén sucios, duros o ya no se expandan.',
      },
    ],
  },
  'safeair-n95-valved-respirator-10': {
    name: 'Respirador N95 con válvula SafeAir (caja de 10)',
    shortDescription: '<p>N95 con válvula de exhalación para trabajos duros con calor y humedad.</p>',
    description:
      '<p>La válvula evacua el calor y la humedad, lo que hace más llevadero el uso prolongado en desvanes, establos y talleres. No lo utilices en el ámbito sanitario para proteger a los demás (control de la fuente).</p>\n<ul><li>NIOSH N95, TC-84A-9318</li><li>Válvula de exhalación de baja resistencia</li><li>Clip nasal ajustable</li></ul>',
    faqs: [
      {
        question: '¿Por qué no usar una mascarilla con válvula en un hospital?',
        answer:
          'La válvula deja salir el aire exhalado sin filtrar, así que no protege a los pacientes ni los campos estériles.',
      },
      {
        question: '¿La válvula me protege menos?',
        answer: 'No. La válvula solo se abre al exhalar; el aire que inhala sigue pasando por el filtro N95.',
      },
    ],
  },
};
