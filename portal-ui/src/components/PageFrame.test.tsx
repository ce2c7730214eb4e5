import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../api/session';
import { renderAt } from '../test/render';
import { Header } from './Header';
import { GlobeIcon } from './icons';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('shows the title, "Retornar" and footer links that are routes or modal buttons', async () => {
    const openLanguage = vi.fn();
    renderAt(
      <PageFrame
        title="Esqueci minha senha"
        back="/login"
        footerLinks={[
          { label: 'Página inicial', to: '/', separator: true },
          { label: 'Idioma', icon: <GlobeIcon />, onClick: openLanguage },
        ]}
      >
        <p>conteúdo</p>
      </PageFrame>,
      { path: '/forgot-pass' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveClass('separated');
    expect(screen.getByRole('link', { name: 'Página inicial' })).toHaveAttribute('href', '/');
    const language = screen.getByRole('button', { name: 'Idioma' });
    expect(language.querySelector('svg')).not.toBeNull();
    await userEvent.click(language);
    expect(openLanguage).toHaveBeenCalledOnce();

    // Opened directly (no history to go back to): "Retornar" goes to the given path.
    await userEvent.click(screen.getByRole('button', { name: 'Retornar' }));
    expect(screen.getByTestId('location')).toBeInTheDocument();
  });

  it('has no back button or footer unless asked', () => {
    renderAt(<PageFrame title="Oops">x</PageFrame>);
    expect(screen.queryByRole('button', { name: 'Retornar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('uses the super header, with the brand symbol, for the platform owner\u2019s sign-in', () => {
    localStorage.setItem(STORAGE_KEYS.product, 'super');
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/super');
    const { container } = renderAt(<PageFrame title="Acesso Diversitera">x</PageFrame>);
    expect(container.querySelector('.site-header-super svg')).not.toBeNull();
  });
});

describe('Header', () => {
  it('shows the brand name, without the symbol, for the login type', () => {
    const { container } = renderAt(<Header />);
    expect(screen.getByRole('link', { name: 'Diversitera' })).toHaveAttribute('href', '/');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('adds the brand symbol for the super type', () => {
    const { container } = renderAt(<Header type="super" />);
    expect(container.querySelector('.brand svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Diversitera' })).toBeVisible();
  });
});
