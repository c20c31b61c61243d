import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../src/features/public/layout/page-providers';
import '../../src/lib/i18n/all-languages';

// Counts the loads of the toast module (react-toastify comes with it).
const toastModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../src/components/toasts', async (importOriginal) => {
  toastModule.loads += 1;
  return importOriginal();
});

describe('the toast container on a page', () => {
  it('is not loaded with the page, and shows a toast raised by the first screen that brings it', async () => {
    render(
      <PageProviders language="is">
        <p>Forsíða</p>
      </PageProviders>,
    );
    expect(screen.getByText('Forsíða')).toBeVisible();
    // The page's effects run and whatever they fetch arrives.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(toastModule.loads).toBe(0);
    expect(screen.queryByRole('region', { name: /Tilkynningar/ })).not.toBeInTheDocument();

    // A screen that can raise toasts imports the toast module; its first toast comes at once,
    // before the container has mounted.
    const { notify } = await import('../../src/components/toasts');
    notify.info('Breytingarnar eru vistaðar');

    expect(await screen.findByText('Breytingarnar eru vistaðar')).toBeVisible();
    expect(screen.getByRole('region', { name: /Tilkynningar/ })).toBeInTheDocument();
  });
});
