import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import { Comments } from './Comments';

describe('report comments', () => {
  it('lists comments, says how many are hidden, and hides one for the reason chosen', async () => {
    const hideComment = vi.fn(async () => undefined);
    await renderInAdmin(
      <Comments
        surveyId="s1"
        minimum={10}
        comments={{
          shown: true,
          total: 2,
          hidden: 1,
          items: [
            { id: 'c1', text: 'Gosto do home office' },
            { id: 'c2', text: 'O gestor Carlos é um idiota' },
          ],
        }}
      />,
      { hideComment },
      { resource: 'survey' },
    );
    await screen.findByText('2 comentários · 1 ocultado');
    fireEvent.click(screen.getAllByRole('button', { name: 'Ocultar comentário' })[1]);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cita uma pessoa' }));
    await waitFor(() => expect(hideComment).toHaveBeenCalledWith('s1', 'c2', 'names-person'));
  });
});
