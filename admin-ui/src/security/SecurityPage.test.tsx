import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  HttpError,
  memoryStore,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../app/i18n/i18nProvider';
import { fakeToken } from '../test/fakes';
import { SecurityPage } from './SecurityPage';

async function renderPage(dataProvider: Record<string, unknown>, product: 'admin' | 'super') {
  localStorage.setItem('i18nextLng', 'en-US');
  localStorage.setItem('diversitera.token', fakeToken({ role: product }));
  const i18n = await createI18n();
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18n.provider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <SecurityPage product={product} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

// Each test types and clicks through a whole set-up: past the 5 s default on a busy machine.
describe('sign-in security page', { timeout: 30_000 }, () => {
  it('sets up an app, says a wrong code by its field, and shows the recovery codes once', async () => {
    let enrolled = false;
    const data = {
      getSecondFactor: vi.fn(async () => ({
        enrolled,
        enrolledAt: enrolled ? '2026-11-25T10:00:00Z' : null,
        required: false,
        recoveryCodesLeft: enrolled ? 10 : 0,
      })),
      getSecondFactorPolicy: vi.fn(async () => ({ required: false })),
      setUpSecondFactor: vi.fn(async () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,',
      })),
      confirmSecondFactor: vi
        .fn()
        .mockRejectedValueOnce(new HttpError('x', 400, { errors: { code: 'Invalid code' } }))
        .mockImplementation(async () => {
          enrolled = true;
          return { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'], token: 't' };
        }),
    };
    await renderPage(data, 'admin');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Set up an authenticator app' }),
    );
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Code from the new app/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid code')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('ccccc-ddddd')).toBeVisible();
    expect(data.confirmSecondFactor).toHaveBeenLastCalledWith('admin', '111111', undefined);
    await userEvent.click(screen.getByRole('button', { name: 'I saved them' }));
    await waitFor(() => expect(screen.queryByText('ccccc-ddddd')).toBeNull());
    expect(await screen.findByText(/10 recovery codes left/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move to another app' })).toBeVisible();
  });

  it('lets the owner require the app of the owner, and hides removal while it is required', async () => {
    const data = {
      getSecondFactor: vi.fn(async () => ({
        enrolled: true,
        enrolledAt: '2026-11-25T10:00:00Z',
        required: true,
        recoveryCodesLeft: 3,
      })),
      getSecondFactorPolicy: vi.fn(async () => ({ required: false })),
      setSecondFactorPolicy: vi.fn(async () => ({ required: true })),
    };
    await renderPage(data, 'super');
    const rule = await screen.findByLabelText('Require an authenticator app of the platform owner');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.click(rule);
    await waitFor(() => expect(data.setSecondFactorPolicy).toHaveBeenCalledWith('super', true));
  });
});
