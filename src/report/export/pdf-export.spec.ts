import { logoPng, pngOfSize } from '../../../test/support/files';
import { overprinted, pdfImageCount, pdfTexts } from '../../../test/support/pdf';
import { ReportView } from '../report.model';
import { translator } from './export-table';
import { toPdf } from './pdf-export';

const GROUPS = ['Pessoas', 'Vendas', 'Tecnologia', 'Operações'].map((label, index) => ({
  id: `g${index}`,
  label,
}));

/** A report grouped by department of one single-choice question with these options. */
function reportOf(labels: string[]): ReportView {
  const cell = (respondents: number) => ({
    suppressed: false as const,
    respondents,
    options: labels.map((label, index) => ({
      key: `k${index}`,
      label,
      count: 1,
      percentage: 14.3,
      preferNotToAnswer: index === labels.length - 1,
    })),
  });
  return {
    survey: { id: 's', name: 'Censo 2026', anonymous: true, status: 'in-progress' },
    language: 'pt-BR',
    minimumGroupSize: 5,
    textMinimumGroupSize: 10,
    groupBy: 'department',
    groupQuestionId: null,
    filters: {
      departmentId: null,
      organizationId: null,
      filterQuestionId: null,
      filterOptionKey: null,
    },
    groups: GROUPS,
    responseRate: {
      visitors: 0,
      total: { invited: 40, respondents: 28, rate: 70, suppressed: false },
      groups: GROUPS.map(({ id }) => ({
        id,
        invited: 10,
        respondents: 7,
        rate: 70,
        suppressed: false,
      })),
    },
    questions: [
      {
        id: 'q',
        position: 0,
        type: 'single',
        text: 'Como você descreve a sua identidade de gênero?',
        sensitive: false,
        category: null,
        minimumGroupSize: 5,
        total: cell(28),
        groups: GROUPS.map(({ id }) => ({ id, ...cell(7) })),
      },
    ],
    heatmap: [],
  };
}

const SEVEN = [
  'Mulher cisgênero (identifica-se com o gênero atribuído ao nascer)',
  'Homem cisgênero (identifica-se com o gênero atribuído ao nascer)',
  'Mulher transgênero ou travesti',
  'Homem transgênero',
  'Pessoa não binária',
  'Outra identidade de gênero, que a pessoa descreve com as próprias palavras',
  'Prefiro não responder',
];

const render = (report: ReportView, logo: Buffer | null = null) =>
  toPdf(
    report,
    { companyName: 'Aurora Tecidos S.A.', logo, title: 'Relatório', lines: ['Sem filtros'] },
    translator('pt-BR'),
  );

describe('the report PDF', () => {
  it('wraps the legend of a seven-option question so that no two labels overprint', async () => {
    const texts = pdfTexts(await render(reportOf(SEVEN)));
    for (const label of SEVEN) expect(texts.map((text) => text.text)).toContain(label);
    const rows = new Set(
      texts.filter((text) => SEVEN.includes(text.text)).map((text) => Math.round(text.y)),
    );
    expect(rows.size).toBeGreaterThan(1);
    expect(overprinted(texts)).toEqual([]);
  });

  it('wraps a label longer than the page inside its own entry', async () => {
    const long = `${'Uma resposta muito longa que não cabe numa linha do relatório '.repeat(4)}fim`;
    const texts = pdfTexts(await render(reportOf(['Sim', long, 'Não', 'Prefiro não responder'])));
    expect(texts.map((text) => text.text).join(' ')).toContain('fim');
    expect(texts.every((text) => text.x + text.width <= 595.28 - 40 + 1)).toBe(true);
    expect(overprinted(texts)).toEqual([]);
  });

  it('heads the first page with the company’s logo and name', async () => {
    const pdf = await render(reportOf(SEVEN), logoPng());
    expect(pdfImageCount(pdf)).toBe(1);
    const name = pdfTexts(pdf).find((text) => text.text === 'Aurora Tecidos S.A.');
    expect(name?.page).toBe(1);
    const title = pdfTexts(pdf).find((text) => text.text === 'Relatório');
    expect(name!.y).toBeGreaterThan(title!.y);
  });

  it('names the company alone when it has no logo, or one the PDF cannot draw', async () => {
    for (const logo of [null, pngOfSize(200)]) {
      const pdf = await render(reportOf(SEVEN), logo);
      expect(pdfImageCount(pdf)).toBe(0);
      expect(pdfTexts(pdf).map((text) => text.text)).toContain('Aurora Tecidos S.A.');
    }
  });
});
