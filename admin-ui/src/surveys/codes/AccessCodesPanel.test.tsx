import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import type { AccessCode, Survey } from '../survey.api';
import { AccessCodesPanel, codeState } from './AccessCodesPanel';

const survey = {
  id: 's1',
  name: 'Censo 2026',
  status: 'in-progress',
  accessModes: ['link', 'code'],
} as Survey;

const kiosk: AccessCode = {
  id: 'c1',
  label: 'Quiosque da recepção',
  purpose: 'shared',
  uses: 0,
  maxUses: 50,
  expiresAt: null,
  revokedAt: null,
  createdAt: '2026-11-20T12:00:00Z',
};

const pageOf = (items: AccessCode[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 10,
});

describe('access codes', () => {
  it('shows a new code once, with a copy button, and never again', async () => {
    const codes: AccessCode[] = [];
    const createAccessCode = vi.fn(async () => {
      codes.push(kiosk);
      return { ...kiosk, code: 'K7QP-3XZA' };
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderInAdmin(<AccessCodesPanel survey={survey} />, {
      getAccessCodes: vi.fn(async () => pageOf([...codes])),
      createAccessCode,
    });

    await screen.findByText('Nenhum código gerado.');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar código' }));
    const form = within(await screen.findByRole('dialog', { name: 'Gerar código' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Identificação' }), {
      target: { value: ' Quiosque da recepção ' },
    });
    fireEvent.change(form.getByRole('spinbutton', { name: 'Limite de usos' }), {
      target: { value: '50' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Gerar código' }));

    const once = within(await screen.findByRole('dialog', { name: 'Código de acesso gerado' }));
    expect(createAccessCode).toHaveBeenCalledWith('s1', {
      label: 'Quiosque da recepção',
      maxUses: 50,
    });
    expect(once.getByLabelText('Código de acesso')).toHaveTextContent('K7QP-3XZA');
    once.getByText(/esta é a única vez que ele aparece/);
    fireEvent.click(once.getByRole('button', { name: 'Copiar código' }));
    await once.findByText('Código copiado.');
    expect(writeText).toHaveBeenCalledWith('K7QP-3XZA');

    // A click beside the dialog does not lose the code; only the button closes it.
    fireEvent.click(document.querySelector('.MuiBackdrop-root') as Element);
    expect(screen.getByRole('dialog', { name: 'Código de acesso gerado' })).toBeInTheDocument();
    fireEvent.click(once.getByRole('button', { name: 'Já guardei o código' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Código de acesso gerado' })).toBeNull(),
    );
    const row = await screen.findByRole('row', { name: /Quiosque da recepção/ });
    within(row).getByText('0 de 50');
    within(row).getByText('Ativo');
    expect(screen.queryByText('K7QP-3XZA')).toBeNull();
  });

  it('revokes a code after asking', async () => {
    const revokeAccessCode = vi.fn(async () => undefined);
    let revoked = false;
    await renderInAdmin(<AccessCodesPanel survey={survey} />, {
      getAccessCodes: vi.fn(async () =>
        pageOf([{ ...kiosk, revokedAt: revoked ? '2026-11-21T10:00:00Z' : null }]),
      ),
      revokeAccessCode: vi.fn(async (...args: unknown[]) => {
        revoked = true;
        return revokeAccessCode(...(args as []));
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revogar' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Revogar o código "Quiosque da recepção"?' }),
    );
    fireEvent.click(confirm.getByRole('button', { name: 'Revogar' }));
    await screen.findByText('Revogado');
    expect(revokeAccessCode).toHaveBeenCalledWith('s1', 'c1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revogar' })).toBeNull());
  });

  it('pages through the codes of a kiosk survey, newest first', async () => {
    const getAccessCodes = vi.fn(async (_id: string, { page }: { page: number }) => ({
      ...pageOf([{ ...kiosk, id: `c${page}`, label: `Totem ${page}` }], 12),
      page,
    }));
    await renderInAdmin(<AccessCodesPanel survey={survey} />, { getAccessCodes });

    await screen.findByRole('row', { name: /Totem 1/ });
    screen.getByText('1-10 de 12');
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await screen.findByRole('row', { name: /Totem 2/ });
    expect(getAccessCodes).toHaveBeenLastCalledWith('s1', { page: 2, pageSize: 10 });
  });

  it('tells revoked, expired and used-up codes apart', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(codeState(kiosk, now)).toBe('active');
    expect(codeState({ ...kiosk, revokedAt: '2026-11-21T00:00:00Z' }, now)).toBe('revoked');
    expect(codeState({ ...kiosk, expiresAt: '2026-11-22T11:00:00Z' }, now)).toBe('expired');
    expect(codeState({ ...kiosk, uses: 50 }, now)).toBe('used-up');
  });
});
