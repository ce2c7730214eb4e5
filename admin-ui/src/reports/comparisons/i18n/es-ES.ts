import type { SameKeys } from '../../../i18n/ra/types';
import type { comparisonsPtBR } from './pt-BR';

export const comparisonsEsES: SameKeys<typeof comparisonsPtBR> = {
  benchmark: {
    title: 'Comparación con la población (IBGE, Censo 2022)',
    help: 'La composición autodeclarada de quienes respondieron junto a la población del país, la región, el estado y el municipio de la empresa. Diferencia en puntos porcentuales; razón de representación = participación en la empresa ÷ participación en la población (1 = representada como en la población).',
    area: 'Comparar con',
    company: 'Empresa',
    category: 'Categoría',
    gap: 'Diferencia (p.p.)',
    ratio: 'Razón',
    source: 'Fuente: %{table}, %{survey}, publicada el %{released}. %{population}.',
    base_respondents:
      'Como no se publica el recuento de "prefiero no responder", las participaciones son de todas las personas que respondieron.',
    by_group: 'Participación por grupo (%)',
    not_asked:
      'Esta encuesta no tiene la pregunta de la biblioteca para: %{variables}. Sin ella no hay comparación.',
    none: 'Esta encuesta no tiene preguntas de la biblioteca comparables con el Censo (color o raza, rango de edad, discapacidad).',
    variable: {
      'colour-or-race': 'color o raza',
      age: 'rango de edad',
      disability: 'discapacidad',
    },
  },
  intersection: {
    title: 'Cruces',
    help: 'Dos dimensiones a la vez (por ejemplo, mujeres negras). Las celdas pequeñas se ocultan, y también las que permitirían deducirlas por los totales de filas y columnas.',
    rows: 'Filas',
    columns: 'Columnas',
    measure: 'Mostrar',
    respondents: 'Personas que respondieron',
    index: 'Índice de inclusión',
    department: 'Departamento',
    organization: 'Organización',
    choose: 'Elija filas y columnas distintas.',
    total: 'Total',
    export: 'Exportar con este cruce (%{format})',
  },
  index: {
    title: 'Índice de inclusión',
    help: 'La media, entre las afirmaciones de pertenencia e inclusión de la encuesta, de la proporción de respuestas "De acuerdo" o "Totalmente de acuerdo" (0 a 100). Cada afirmación pesa igual. Un grupo lo tiene solo cuando se muestran todas sus afirmaciones.',
    statements: 'Afirmaciones del índice',
    drivers: 'Lo que más mueve el índice',
    drivers_help:
      'Afirmaciones en las que el grupo se aleja del total más que el margen de error del 95%; solo para grupos con al menos %{count} opiniones en cada afirmación.',
    no_drivers: 'Ninguna afirmación se aleja del total más allá del margen de error.',
    too_small: 'Grupo demasiado pequeño para señalar causas con honestidad.',
    none: 'Esta encuesta no tiene afirmaciones de pertenencia e inclusión de la biblioteca.',
    score: 'Índice',
  },
};
