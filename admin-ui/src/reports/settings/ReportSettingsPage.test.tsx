import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/renderInAdmin';
import ReportSettingsPage, { checkMinimumGroupSize } from './ReportSettingsPage';

const render = (calls: Record<string, unknown>) =>
  renderInAdmin(
    <>
      <ReportSettingsPage />
      <Notification />
    </>,
    { getReportSetting: vi.fn(async () => ({ minimumGroupSize: 5, default: 5 })), ...calls },
    { resource: 'report' },
  );

const field = () => screen.findByRole('spinbutton', { name: 'Tamanho mínimo de grupo' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('report anonymity settings', () => {
  it('shows the current minimum and saves a new one', async () => {
    const saveReportSetting = vi.fn(async (size: number) => ({
      minimumGroupSize: size,
      default: 5,
    }));
    await render({ saveReportSetting });
    expect(await field()).toHaveValue(5);
    screen.getByText(/De 3 a 100 respondentes; o padrão é 5/);
    fireEvent.change(await field(), { target: { value: '7' } });
    save();
    await screen.findByText('Tamanho mínimo de grupo salvo.');
    expect(saveReportSetting).toHaveBeenCalledWith(7);
  });

  it('never sends less than 3', async () => {
    const saveReportSetting = vi.fn();
    await render({ saveReportSetting });
    fireEvent.change(await field(), { target: { value: '2' } });
    save();
    await screen.findByText('Use um número inteiro de 3 a 100.');
    expect(saveReportSetting).not.toHaveBeenCalled();
    expect(checkMinimumGroupSize(3)).toBeUndefined();
    expect(checkMinimumGroupSize(100)).toBeUndefined();
    for (const wrong of [2, 101, 4.5, '', null]) expect(checkMinimumGroupSize(wrong)).toBeDefined();
  });

  it("shows the server's refusal on the field", async () => {
    const saveReportSetting = vi.fn(async () => {
      throw new HttpError('Dados inválidos.', 400, {
        errors: { minimumGroupSize: 'Recusado pelo servidor.' },
      });
    });
    await render({ saveReportSetting });
    fireEvent.change(await field(), { target: { value: '8' } });
    save();
    await screen.findByText('Recusado pelo servidor.');
    await waitFor(() => expect(saveReportSetting).toHaveBeenCalledWith(8));
  });

  it('says when the setting cannot be read', async () => {
    await render({
      getReportSetting: vi.fn(async () => Promise.reject(new HttpError('Proibido.', 403, {}))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a configuração dos relatórios.',
    );
  });
});
