import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS, ProductIllustration } from '../../src/slices/illustrations';
import { PageIntro } from '../../src/slices/page-intro';
import { renderWithProviders } from './render';

const productsFolder = path.resolve(__dirname, '../../content/documents/platform_product');
const productIcons = new Set(
  readdirSync(productsFolder).map(
    (file) =>
      (
        JSON.parse(readFileSync(path.join(productsFolder, file), 'utf8')) as {
          data: { icon: string };
        }
      ).data.icon,
  ),
);

describe('product heroes', () => {
  it('every product in the content has an illustration of its own, not the fallback', () => {
    expect(productIcons.size).toBeGreaterThan(3);
    for (const icon of productIcons) {
      expect(ILLUSTRATIONS).toContain(icon);
      const { container, unmount } = renderWithProviders(<ProductIllustration name={icon} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('data-illustration')).toBe(icon);
      // Decoration: the page's heading names the product.
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
  });

  it('an unknown icon name gets the shield', () => {
    const { container } = renderWithProviders(<ProductIllustration name="submarine" />);
    expect(container.querySelector('svg')?.getAttribute('data-illustration')).toBe('shield');
  });

  it('the intro puts the aside beside the heading in place of the icon', () => {
    renderWithProviders(
      <PageIntro
        title="Bílatrygging"
        lead="Fyrir bílinn"
        icon="car"
        language="is"
        aside={<p>Verð frá 950 kr.</p>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bílatrygging' })).toBeInTheDocument();
    expect(screen.getByText('Verð frá 950 kr.')).toBeInTheDocument();
    expect(document.querySelector('svg')).toBeNull();
  });
});
