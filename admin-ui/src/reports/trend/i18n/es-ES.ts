import type { SameKeys } from '../../../i18n/ra/types';
import type { trendPtBR } from './pt-BR';

export const trendEsES: SameKeys<typeof trendPtBR> = {
  title: 'Tendencia entre ediciones',
  help: 'Cada edición de la serie, la anterior y la diferencia en puntos porcentuales. Un grupo oculto en una edición queda oculto en todas, y la diferencia solo aparece cuando ambas ediciones muestran el valor, para que nada oculto pueda deducirse.',
  first_edition:
    'Esta es la primera edición de la serie: cree una nueva edición en la página de la encuesta para seguir la tendencia.',
  question: 'Pregunta',
  measure: 'Medida',
  group: 'Grupo',
  difference: 'Diferencia',
  table: 'Diferencia entre las dos últimas ediciones',
};
