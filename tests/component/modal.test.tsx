import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/components/modal';
import { renderWithProviders } from './render';

function Opener({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opna
      </button>
      {open && (
        <Modal title="Skilmálar" onClose={() => setOpen(false)}>
          <a href="#a">Fyrri tengill</a>
          <button type="button" onClick={() => setInnerOpen(true)}>
            Síðasti hnappur
          </button>
          {nested && innerOpen && (
            <Modal title="Innri" onClose={() => setInnerOpen(false)}>
              <p>Innri gluggi</p>
            </Modal>
          )}
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is a modal dialog in a portal, labelled by its title', () => {
    const { container } = renderWithProviders(
      <Modal title="Skilmálar" onClose={() => undefined}>
        <p>Efni</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Skilmálar' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('names its close button "Loka glugga" in Icelandic', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <Modal title="Skilmálar" onClose={onClose}>
        <p>Efni</p>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Loka glugga' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names its close button "Close window" in English', () => {
    renderWithProviders(
      <Modal title="Terms" onClose={() => undefined}>
        <p>Content</p>
      </Modal>,
      { language: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Close window' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Loka glugga' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Opna' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Opna' }));
    await user.click(screen.getByText('Fyrri tengill'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = document.querySelector('[data-modal-backdrop]');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides body overflow while mounted and restores the previous value after', () => {
    document.body.style.overflow = 'scroll';
    const { unmount } = renderWithProviders(
      <Modal title="Skilmálar" onClose={() => undefined}>
        <p>Efni</p>
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps the body locked until the last of two nested modals closes', async () => {
    document.body.style.overflow = 'auto';
    const { user } = renderWithProviders(<Opener nested />);
    await user.click(screen.getByRole('button', { name: 'Opna' }));
    await user.click(screen.getByRole('button', { name: 'Síðasti hnappur' }));
    expect(screen.getByRole('dialog', { name: 'Innri' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    // Escape closes only the innermost modal.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Innri' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Skilmálar' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Síðasti hnappur' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('moves focus into the dialog on open', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Opna' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps Tab: from the last control to the first, and Shift+Tab back', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Opna' }));
    const close = screen.getByRole('button', { name: 'Loka glugga' });
    const link = screen.getByRole('link', { name: 'Fyrri tengill' });
    const last = screen.getByRole('button', { name: 'Síðasti hnappur' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('gives focus back to the element that opened it', async () => {
    const { user } = renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Opna' });
    await user.click(opener);
    expect(opener).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Loka glugga' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('pulls focus back when something outside takes it', async () => {
    const { user } = renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Opna' });
    await user.click(opener);
    opener.focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});
