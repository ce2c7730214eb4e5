import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { Modal } from './Modal';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Termos de uso</button>
      {open && (
        <Modal title="Termos de uso" onClose={dismissible ? () => setOpen(false) : undefined}>
          <a href="/termos">Ler</a>
        </Modal>
      )}
    </>
  );
}

/** The opener goes away while the modal is open, as a sign-up form emptied behind its success. */
function VanishingOpener() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1 tabIndex={-1}>Cadastro</h1>
      {!open && <button onClick={() => setOpen(true)}>Enviar</button>}
      {open && (
        <Modal title="Dados enviados!" onClose={() => setOpen(false)}>
          <p>Recebemos seus dados.</p>
        </Modal>
      )}
    </main>
  );
}

describe('Modal', () => {
  it('takes focus, keeps it inside, closes on Escape and gives focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Termos de uso' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Termos de uso' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ler' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Ler' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus to the page heading when what opened it is gone', async () => {
    render(<VanishingOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cadastro' })).toHaveFocus();
  });

  it('cannot be dismissed without an onClose (the first-visit language choice)', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Termos de uso' }));
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
