import type { ProductTranslation } from '../types.ts';

/** Spanish texts of the training courses, eBooks and program templates. */
export const spanishTraining: Record<string, ProductTranslation> = {
  'respirator-fit-testing-training-course-online': {
    name: 'Curso de formación en pruebas de ajuste de respiradores (en línea)',
    shortDescription:
      '<p>Curso a su ritmo que capacita al personal de seguridad para hacer en la empresa pruebas de ajuste cualitativas aceptadas por OSHA.</p>',
    description:
      '<p>Los servicios externos de pruebas de ajuste pueden costar por empleado más que los propios respiradores. Este curso enseña a su responsable de seguridad a realizar pruebas de ajuste cualitativas (sacarina, benzoato de denatonio o humo irritante) exactamente como se describen en el Apéndice A de OSHA 29 CFR 1910.134.</p>\n<p>Ocho módulos en vídeo tratan la elección del respirador adecuado, la prueba de sensibilidad, los ocho ejercicios de la prueba, cómo reconocer una prueba fallida, el registro documental y cuándo se exige una prueba cuantitativa (APF superior a 10 en máscaras completas de presión negativa).</p>\n<p>Incluye un cuaderno de trabajo imprimible, formularios de registro y un certificado de finalización tras el examen final. El acceso dura 12 meses.</p>\n<ul><li>Unas 3,5 horas, a su ritmo</li><li>Ocho módulos en vídeo y examen final</li><li>Certificado de finalización imprimible</li><li>Cuaderno de trabajo y formularios de registro descargables</li><li>Acceso durante 12 meses</li></ul>',
    tabs: [
      {
        tabTitle: 'Temario',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Módulos 1–2',
            answer: 'Visión general de OSHA 1910.134, evaluación médica y selección del respirador.',
          },
          {
            question: 'Módulos 3–5',
            answer: 'Prueba de sensibilidad, protocolos de sacarina y de sabor amargo, humo irritante.',
          },
          {
            question: 'Módulos 6–8',
            answer:
              'Ejercicios de la prueba, criterios de aprobado y suspenso, registros y repetición anual.',
          },
        ],
      },
      {
        tabTitle: 'Avance',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Avance del curso',
            youtubeUrl: 'https://www.youtube.com/watch?v=Yf6kG2pTn8U',
            videoDescription: 'Avance de dos minutos del módulo de la prueba con sacarina.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Me convierte en un técnico de pruebas de ajuste certificado?',
        answer:
          'OSHA no certifica a quienes hacen las pruebas de ajuste; exige que la persona sepa preparar las soluciones, aplicar correctamente el protocolo y reconocer las pruebas no válidas. Este curso acredita esa competencia.',
      },
      {
        question: '¿Trata las pruebas de ajuste cuantitativas?',
        answer:
          'Explica cuándo se necesita una prueba cuantitativa y cómo funciona, pero la formación práctica con el equipo la imparte su fabricante.',
      },
      { question: '¿Hay precio para grupos?', answer: 'Sí, contáctenos a partir de cinco plazas.' },
    ],
    imageAlts: [
      'Formador haciendo la prueba de ajuste a un trabajador que lleva un N95 bajo una capucha',
      'Lección en vídeo del curso con la prueba de ajuste con sacarina',
    ],
  },
  'welding-safety-ebook': {
    name: 'Libro electrónico de seguridad en soldadura: humos, luz e incendios',
    shortDescription:
      '<p>Una guía práctica de 68 páginas sobre el control de los humos de soldadura, la elección del tono y la prevención de incendios en trabajos en caliente.</p>',
    description:
      '<p>Escrito para encargados de taller y profesores de soldadura. Trata la exposición al cromo hexavalente y al manganeso, la ventilación frente a la protección respiratoria, la elección del tono según el proceso y el amperaje, y los permisos de trabajo en caliente según OSHA 1910.252.</p>\n<ul><li>68 páginas, PDF</li><li>Tablas de elección del tono por proceso</li><li>Plantilla de permiso de trabajo en caliente</li><li>Actualizaciones gratuitas durante un año</li></ul>',
    imageAlts: ['Portada de un libro electrónico de seguridad en soldadura con una careta y chispas'],
  },
  'confined-space-entry-course-online': {
    name: 'Curso de entrada en espacios confinados (en línea)',
    shortDescription:
      '<p>Formación para trabajadores autorizados, vigilantes y supervisores de espacios confinados con permiso según OSHA 1910.146.</p>',
    description:
      '<p>La mayoría de las víctimas mortales en espacios confinados son personas que intentaban un rescate. Este curso trata el reconocimiento de los peligros, el orden de las mediciones atmosféricas (oxígeno, inflamables, tóxicos), la ventilación, los permisos y por qué los intentos de rescate sin formación son mortales.</p>\n<p>Cumple los requisitos de contenido formativo de 1910.146(g) para trabajadores autorizados, vigilantes y supervisores de entrada; el empleador debe añadir formación específica del centro y práctica de rescate.</p>\n<ul><li>Unas 4 horas, a su ritmo</li><li>Módulos específicos para cada función</li><li>Plantilla de permiso y manual</li><li>Certificado de finalización</li></ul>',
    faqs: [
      {
        question: '¿Es suficiente para los equipos de rescate?',
        answer:
          'No. Los equipos de rescate necesitan práctica real al menos cada 12 meses según 1910.146(k). Este curso cubre la parte teórica.',
      },
      {
        question: '¿Trata el sector de la construcción?',
        answer: 'Sí, un módulo explica las diferencias según 29 CFR 1926, subparte AA.',
      },
    ],
    imageAlts: ['Trabajador con arnés y trípode en la entrada de una boca de acceso'],
  },
  'respiratory-protection-program-template': {
    name: 'Plantilla de programa de protección respiratoria OSHA',
    shortDescription:
      '<p>Programa escrito para rellenar que cubre todos los elementos que exige OSHA 1910.134(c).</p>',
    description:
      '<p>Un programa escrito es lo primero que pide un inspector de OSHA cuando se usan respiradores. Esta plantilla recorre la selección, la evaluación médica, las pruebas de ajuste, el uso, el mantenimiento, la calidad del aire, la formación y la evaluación del programa, con notas orientativas en lenguaje sencillo.</p>\n<ul><li>Todos los elementos de 1910.134(c)(1)</li><li>Hoja de cálculo del calendario de cambio de cartuchos</li><li>Folleto del Apéndice D sobre el uso voluntario</li></ul>',
    imageAlts: ['Carpeta impresa del programa de protección respiratoria junto a una media máscara'],
  },
  'hearing-conservation-program-toolkit': {
    name: 'Kit para el programa de conservación de la audición',
    shortDescription:
      '<p>Plantillas y diapositivas de formación para un programa de conservación de la audición según OSHA 1910.95.</p>',
    description:
      '<p>Trata la medición del ruido, el calendario de audiometrías, la selección de protectores auditivos aplicando la corrección del NRR y la formación anual, con una presentación de 20 minutos para charlas de seguridad.</p>\n<ul><li>Registro de mediciones de ruido</li><li>Diapositivas de formación anual</li><li>Hoja de selección de protectores</li></ul>',
    imageAlts: ['Sonómetro junto a unas orejeras y unos tapones auditivos'],
  },
};
