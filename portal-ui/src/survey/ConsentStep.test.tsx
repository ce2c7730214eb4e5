import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentStep } from './ConsentStep';

describe('ConsentStep (LGPD art. 11)', () => {
  it('names the sensitive categories, says answering is optional and shows the term', () => {
    render(
      <ConsentStep
        text="<p><strong>Termo</strong> versão 3</p><script>alert(1)</script>"
        subjects={{ categories: ['race', 'gender', 'disability'] }}
        choice={null}
        onChoose={() => undefined}
      />,
    );
    const region = screen.getByRole('region', {
      name: 'Antes de continuar: perguntas sobre dados sensíveis',
    });
    expect(region).toHaveTextContent('LGPD, art. 11');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Raça ou cor', 'Identidade de gênero', 'Deficiência']);
    expect(screen.getByText('Responder a essas perguntas é opcional.')).toBeVisible();
    const term = screen.getByText('Termo').closest('.consent-text');
    expect(term?.innerHTML).toBe('<p><strong>Termo</strong> versão 3</p>');
  });

  it('lists the questions themselves when the categories are unknown', () => {
    render(
      <ConsentStep
        text=""
        subjects={{ questions: ['Qual é a sua raça/cor?'] }}
        choice={null}
        onChoose={() => undefined}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Qual é a sua raça/cor?');
  });

  it('lets the person agree, or go on without the sensitive questions', async () => {
    const onChoose = vi.fn();
    const { rerender } = render(
      <ConsentStep text="" subjects={{ categories: ['race'] }} choice={null} onChoose={onChoose} />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Continuar sem as perguntas sensíveis' }),
    );
    expect(onChoose).toHaveBeenLastCalledWith('declined');
    await userEvent.click(screen.getByRole('button', { name: 'Concordo e quero responder' }));
    expect(onChoose).toHaveBeenLastCalledWith('given');

    rerender(
      <ConsentStep
        text=""
        subjects={{ categories: ['race'] }}
        choice="declined"
        onChoose={onChoose}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Continuar sem as perguntas sensíveis' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'As perguntas sobre dados sensíveis não serão exibidas.',
    );
  });
});
