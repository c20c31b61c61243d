import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingOverlay } from '../../src/components/loading-overlay';
import { renderWithProviders } from './render';

describe('LoadingOverlay', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is a polite status that says "Hleður…" in Icelandic and shows the logo', () => {
    const { container } = renderWithProviders(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Hleður…');
    expect(container.querySelector('svg[data-variant="default"]')).toBeInTheDocument();
  });

  it('says "Loading…" in English and can show the wide logo', () => {
    const { container } = renderWithProviders(<LoadingOverlay logoVariant="mitt-vis" />, {
      language: 'en',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('svg[data-variant="mitt-vis"]')).toBeInTheDocument();
  });

  it('covers the whole screen and locks page scrolling while shown', () => {
    const { unmount } = renderWithProviders(<LoadingOverlay label="Sæki tryggingar" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Sæki tryggingar');
    expect(status).toHaveStyle({ position: 'fixed' });
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
