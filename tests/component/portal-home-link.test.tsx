import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalHomeLink } from '../../src/features/portal/shell/portal-header';
import type { Language } from '../../src/lib/i18n';
import { renderWithProviders } from './render';

/** Words as a speech-input user would say them: case, accents and spacing aside. */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

describe('the portal logo link', () => {
  it.each<Language>(['is', 'en'])(
    'is named by the words it shows, so its name contains its visible text (%s)',
    (language) => {
      const { container } = renderWithProviders(<PortalHomeLink language={language} />, {
        language,
        path: '/vidskipti/',
      });
      let name = '';
      const link = screen.getByRole('link', {
        name: (accessibleName) => {
          name = accessibleName;
          return true;
        },
      });
      // What the logo draws: each of its text elements, one after the other.
      const visible = [...container.querySelectorAll('text')]
        .map((text) => text.textContent)
        .join(' ');
      expect(visible).not.toBe('');
      expect(` ${words(name)} `).toContain(` ${words(visible)} `);
      // The name comes from the link's content, not from a label laid over it.
      expect(link.getAttribute('aria-label')).toBeNull();
      expect(link.getAttribute('href')).toBe(language === 'en' ? '/en/vidskipti/' : '/vidskipti/');
    },
  );
});
