import type { homePtBR } from './pt-BR';

export const homeEsES: typeof homePtBR = {
  surveys: {
    title: 'Encuestas en curso',
    none: 'Ninguna encuesta en curso.',
    rate: '%{answered} de %{invited} respondieron (%{rate})',
    visitors: '%{smart_count} visitante por código |||| %{smart_count} visitantes por código',
    ends: 'Termina el %{date}',
    open: 'Abrir',
    report: 'Informe',
  },
  next: {
    title: 'Qué hacer ahora',
    employees: 'Registre o importe a los empleados',
    first_survey: 'Cree y envíe la primera encuesta',
    remind: 'Menos de la mitad respondió "%{name}": envíe un recordatorio',
    report: 'Vea el informe de "%{name}"',
    all_done: 'Todo al día. Siga las respuestas aquí.',
  },
};
