import { QuestionCategory, QuestionOption, QuestionText, QuestionType, Localized } from '../../../survey/question.model';

/** The starting DE&I library, seeded once by migration 1763800500000; later edits happen in the dashboard. */
type Triple = [string, string, string];

const labels = ([ptBR, enUS, esES]: Triple): Localized<string> => ({ 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES });
const option = (key: string, names: Triple, favourable?: boolean): QuestionOption => ({
  key,
  labels: labels(names),
  ...(favourable === undefined ? {} : { favourable }),
});

export interface SeedResponseModel {
  code: string;
  names: Triple;
  options: QuestionOption[];
}

export const SEED_RESPONSE_MODELS: SeedResponseModel[] = [
  {
    code: 'agreement-5',
    names: ['Concordância (5 pontos)', 'Agreement (5 points)', 'Acuerdo (5 puntos)'],
    options: [
      option('1', ['Discordo totalmente', 'Strongly disagree', 'Totalmente en desacuerdo'], false),
      option('2', ['Discordo', 'Disagree', 'En desacuerdo'], false),
      option('3', ['Nem concordo nem discordo', 'Neither agree nor disagree', 'Ni de acuerdo ni en desacuerdo'], false),
      option('4', ['Concordo', 'Agree', 'De acuerdo'], true),
      option('5', ['Concordo totalmente', 'Strongly agree', 'Totalmente de acuerdo'], true),
    ],
  },
  {
    code: 'yes-no',
    names: ['Sim ou não', 'Yes or no', 'Sí o no'],
    options: [option('yes', ['Sim', 'Yes', 'Sí']), option('no', ['Não', 'No', 'No'])],
  },
  {
    code: 'race-ibge',
    names: ['Cor ou raça (IBGE)', 'Colour or race (IBGE)', 'Color o raza (IBGE)'],
    options: [
      option('branca', ['Branca', 'White', 'Blanca']),
      option('preta', ['Preta', 'Black', 'Negra']),
      option('parda', ['Parda', 'Brown (parda)', 'Parda']),
      option('amarela', ['Amarela', 'Asian descent (amarela)', 'Amarilla (ascendencia asiática)']),
      option('indigena', ['Indígena', 'Indigenous', 'Indígena']),
    ],
  },
  {
    code: 'gender-identity',
    names: ['Identidade de gênero', 'Gender identity', 'Identidad de género'],
    options: [
      option('cis-woman', ['Mulher cisgênero', 'Cisgender woman', 'Mujer cisgénero']),
      option('cis-man', ['Homem cisgênero', 'Cisgender man', 'Hombre cisgénero']),
      option('trans-woman', ['Mulher trans ou travesti', 'Trans woman or travesti', 'Mujer trans o travesti']),
      option('trans-man', ['Homem trans', 'Trans man', 'Hombre trans']),
      option('non-binary', ['Pessoa não binária', 'Non-binary person', 'Persona no binaria']),
      option('other', ['Outra identidade', 'Another identity', 'Otra identidad']),
    ],
  },
  {
    code: 'sexual-orientation',
    names: ['Orientação sexual', 'Sexual orientation', 'Orientación sexual'],
    options: [
      option('heterosexual', ['Heterossexual', 'Heterosexual', 'Heterosexual']),
      option('gay', ['Gay', 'Gay', 'Gay']),
      option('lesbian', ['Lésbica', 'Lesbian', 'Lesbiana']),
      option('bisexual', ['Bissexual', 'Bisexual', 'Bisexual']),
      option('asexual', ['Assexual', 'Asexual', 'Asexual']),
      option('pansexual', ['Pansexual', 'Pansexual', 'Pansexual']),
      option('other', ['Outra orientação', 'Another orientation', 'Otra orientación']),
    ],
  },
  {
    code: 'age-range',
    names: ['Faixa etária', 'Age range', 'Rango de edad'],
    options: [
      option('up-to-24', ['Até 24 anos', 'Up to 24', 'Hasta 24 años']),
      option('25-34', ['25 a 34 anos', '25 to 34', '25 a 34 años']),
      option('35-44', ['35 a 44 anos', '35 to 44', '35 a 44 años']),
      option('45-54', ['45 a 54 anos', '45 to 54', '45 a 54 años']),
      option('55-plus', ['55 anos ou mais', '55 or older', '55 años o más']),
    ],
  },
];

export interface SeedQuestion {
  code: string;
  type: QuestionType;
  category: QuestionCategory;
  sensitive: boolean;
  responseModel?: string;
  texts: Localized<QuestionText>;
}

const texts = (text: Triple, description?: Triple): Localized<QuestionText> => ({
  'pt-BR': { text: text[0], ...(description ? { description: description[0] } : {}) },
  'en-US': { text: text[1], ...(description ? { description: description[1] } : {}) },
  'es-ES': { text: text[2], ...(description ? { description: description[2] } : {}) },
});

const belonging = (code: string, text: Triple): SeedQuestion => ({
  code,
  type: 'scale',
  category: 'belonging',
  sensitive: false,
  responseModel: 'agreement-5',
  texts: texts(text),
});

export const SEED_QUESTIONS: SeedQuestion[] = [
  {
    code: 'race',
    type: 'single',
    category: 'race',
    sensitive: true,
    responseModel: 'race-ibge',
    texts: texts(
      ['Qual é a sua cor ou raça?', 'What is your colour or race?', '¿Cuál es su color o raza?'],
      [
        '<p>Categorias do <strong>IBGE</strong>, por autodeclaração.</p>',
        '<p>Categories of <strong>IBGE</strong> (Brazilian census), self-declared.</p>',
        '<p>Categorías del <strong>IBGE</strong> (censo brasileño), por autodeclaración.</p>',
      ],
    ),
  },
  {
    code: 'gender-identity',
    type: 'single',
    category: 'gender',
    sensitive: true,
    responseModel: 'gender-identity',
    texts: texts(
      ['Com qual identidade de gênero você se identifica?', 'Which gender identity do you identify with?', '¿Con qué identidad de género se identifica?'],
      [
        '<p>Cisgênero: identifica-se com o gênero atribuído ao nascer. Trans: não se identifica.</p>',
        '<p>Cisgender: identifies with the gender assigned at birth. Trans: does not.</p>',
        '<p>Cisgénero: se identifica con el género asignado al nacer. Trans: no se identifica.</p>',
      ],
    ),
  },
  {
    code: 'sexual-orientation',
    type: 'single',
    category: 'orientation',
    sensitive: true,
    responseModel: 'sexual-orientation',
    texts: texts(['Qual é a sua orientação sexual?', 'What is your sexual orientation?', '¿Cuál es su orientación sexual?']),
  },
  {
    code: 'disability',
    type: 'single',
    category: 'disability',
    sensitive: true,
    responseModel: 'yes-no',
    texts: texts(
      ['Você é uma pessoa com deficiência (PcD)?', 'Are you a person with a disability?', '¿Es usted una persona con discapacidad?'],
      [
        '<p>Conforme a Lei Brasileira de Inclusão (Lei 13.146/2015).</p>',
        '<p>As defined by the Brazilian Inclusion Law (Law 13,146/2015).</p>',
        '<p>Según la Ley Brasileña de Inclusión (Ley 13.146/2015).</p>',
      ],
    ),
  },
  {
    code: 'age-range',
    type: 'single',
    category: 'age',
    sensitive: false,
    responseModel: 'age-range',
    texts: texts(['Qual é a sua faixa etária?', 'What is your age range?', '¿Cuál es su rango de edad?']),
  },
  belonging('belonging', ['Sinto que pertenço a esta empresa.', 'I feel I belong at this company.', 'Siento que pertenezco a esta empresa.']),
  belonging('authenticity', ['Posso ser eu mesmo(a) no trabalho.', 'I can be myself at work.', 'Puedo ser yo mismo(a) en el trabajo.']),
  belonging('fair-growth', [
    'As oportunidades de crescimento são justas para todas as pessoas.',
    'Growth opportunities are fair for everyone.',
    'Las oportunidades de crecimiento son justas para todas las personas.',
  ]),
  belonging('respect', [
    'Minha liderança trata todas as pessoas com respeito.',
    'My leaders treat everyone with respect.',
    'Mi liderazgo trata a todas las personas con respeto.',
  ]),
  belonging('safe-to-report', [
    'Sinto-me seguro(a) para relatar situações de discriminação.',
    'I feel safe reporting discrimination.',
    'Me siento seguro(a) para denunciar situaciones de discriminación.',
  ]),
  {
    code: 'inclusion-ideas',
    type: 'text',
    category: 'belonging',
    sensitive: false,
    texts: texts([
      'O que a empresa poderia fazer para ser mais inclusiva?',
      'What could the company do to be more inclusive?',
      '¿Qué podría hacer la empresa para ser más inclusiva?',
    ]),
  },
];

export const responseModelNames = (model: SeedResponseModel) => labels(model.names);
