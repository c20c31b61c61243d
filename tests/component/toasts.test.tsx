import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_OPTIONS, Toasts, notify } from '../../src/components/toasts';
import { renderWithProviders } from './render';

describe('Toasts', () => {
  it('shows toasts top-right for 5 s, draggable, paused on hover and focus loss, as alerts', () => {
    expect(TOAST_OPTIONS).toEqual({
      position: 'top-right',
      autoClose: 5000,
      draggable: true,
      draggablePercent: 80,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      role: 'alert',
    });
  });

  it('shows info, error and warning toasts as alerts, each styled by its type', async () => {
    renderWithProviders(<Toasts />);
    act(() => {
      notify.info('Upplýsingarnar hafa verið uppfærðar');
      notify.error('Ekki tókst að vista');
      notify.warning('Lotan rennur út bráðum');
    });

    const info = await screen.findByText('Upplýsingarnar hafa verið uppfærðar');
    const error = screen.getByText('Ekki tókst að vista');
    const warning = screen.getByText('Lotan rennur út bráðum');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(info.closest('[role="alert"]')?.closest('.Toastify__toast')).toHaveClass(
      'Toastify__toast--info',
    );
    expect(error.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(warning.closest('.Toastify__toast')).toHaveClass('Toastify__toast--warning');
  });

  it('sits top-right, with a translated close button and region name', async () => {
    const { container } = renderWithProviders(<Toasts />, { language: 'en' });
    act(() => {
      notify.info('Saved');
    });
    const text = await screen.findByText('Saved');
    const toastElement = text.closest('.Toastify__toast');
    if (!(toastElement instanceof HTMLElement)) throw new Error('no toast');
    expect(within(toastElement).getByRole('button', { name: 'Close notification' })).toBeVisible();
    expect(container.querySelector('.Toastify__toast-container--top-right')).toBeInTheDocument();
    expect(container.querySelector('section.Toastify')).toHaveAttribute(
      'aria-label',
      'Notifications (Alt+T)',
    );
  });

  it('renders only one container when mounted twice', async () => {
    const { container } = renderWithProviders(
      <>
        <Toasts />
        <Toasts />
      </>,
    );
    act(() => {
      notify.warning('Aðeins einu sinni');
    });
    await screen.findByText('Aðeins einu sinni');
    expect(screen.getAllByText('Aðeins einu sinni')).toHaveLength(1);
    expect(container.querySelectorAll('section.Toastify')).toHaveLength(1);
  });

  it('offers no other toast types', () => {
    expect(Object.keys(notify).sort()).toEqual(['error', 'info', 'warning']);
  });
});
