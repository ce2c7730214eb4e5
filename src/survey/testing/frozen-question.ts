import { FrozenQuestion } from '../question.model';

/** An option labelled by its key in Portuguese; `favourable` only when told. */
export const frozenOption = (key: string, favourable?: boolean) => ({
  key,
  labels: { 'pt-BR': key },
  ...(favourable === undefined ? {} : { favourable }),
});

/** A question as a sent survey holds it: optional, not sensitive, unless `values` say otherwise. */
export const frozenQuestion = (
  id: string,
  values: Partial<FrozenQuestion> = {},
): FrozenQuestion => ({
  id,
  position: 0,
  type: 'single',
  required: false,
  sensitive: false,
  category: null,
  texts: { 'pt-BR': { text: id } },
  options: [],
  statements: [],
  min: null,
  max: null,
  imageKey: null,
  condition: null,
  ...values,
});
