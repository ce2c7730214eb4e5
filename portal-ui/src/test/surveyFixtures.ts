import type { SurveyDetail, SurveyQuestion } from '../api/survey';

const base = {
  required: false,
  sensitive: false,
  description: null,
  imageUrl: null,
  options: [],
  statements: [],
  preferNotToAnswer: false,
  min: null,
  max: null,
  condition: null,
};

const question = (
  values: Partial<SurveyQuestion> & Pick<SurveyQuestion, 'id' | 'index' | 'type' | 'text'>,
): SurveyQuestion => ({
  ...base,
  ...values,
});

/** Remote work (required), its follow-up when "yes", race (sensitive), belonging, age, benefits. */
export const QUESTIONS: SurveyQuestion[] = [
  question({
    id: 'remote',
    index: 1,
    type: 'single',
    text: 'Você trabalha remotamente?',
    required: true,
    options: [
      { key: 'yes', label: 'Sim' },
      { key: 'no', label: 'Não' },
    ],
  }),
  question({
    id: 'routine',
    index: 2,
    type: 'text',
    text: 'Como é sua rotina remota?',
    condition: { questionId: 'remote', optionKeys: ['yes'] },
  }),
  question({
    id: 'race',
    index: 3,
    type: 'single',
    text: 'Qual é a sua raça/cor?',
    sensitive: true,
    category: 'race',
    preferNotToAnswer: true,
    description: '<p>Categorias do <strong>IBGE</strong>.</p><script>alert(1)</script>',
    options: [
      { key: 'branca', label: 'Branca' },
      { key: 'preta', label: 'Preta' },
      { key: 'parda', label: 'Parda' },
    ],
  }),
  question({
    id: 'belonging',
    index: 4,
    type: 'scale',
    text: 'Sinto que pertenço à equipe.',
    required: true,
    options: [1, 2, 3, 4, 5].map((n) => ({ key: String(n), label: String(n) })),
  }),
  question({ id: 'age', index: 5, type: 'number', text: 'Qual é a sua idade?', min: 16, max: 100 }),
  question({
    id: 'benefits',
    index: 6,
    type: 'multiple',
    text: 'Quais benefícios você usa?',
    options: [
      { key: 'health', label: 'Plano de saúde' },
      { key: 'gym', label: 'Academia' },
      { key: 'meal', label: 'Vale-refeição' },
    ],
  }),
];

export const survey = (values: Partial<SurveyDetail> = {}): SurveyDetail => ({
  id: 's1',
  name: 'Clima e inclusão 2026',
  anonymous: false,
  status: 'in-progress',
  endsAt: '2026-12-31T23:59:00Z',
  language: 'pt-BR',
  consent: {
    version: 'v1',
    text: '<p><strong>Dados sensíveis.</strong> Texto do termo, versão 1.</p>',
    required: true,
  },
  questions: QUESTIONS,
  draft: null,
  participationStatus: 'not-started',
  ...values,
});
