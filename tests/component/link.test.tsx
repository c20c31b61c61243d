import { screen } from '@testing-library/react';
import type * as Gatsby from 'gatsby';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, LinkPolicyProvider } from '../../src/components/link';
import { renderWithProviders } from './render';

const gatsbyLinkTargets = vi.hoisted(() => vi.fn<(to: string) => void>());

// Wraps Gatsby's real Link so a test can tell it apart from a plain anchor.
vi.mock('gatsby', async (importOriginal) => {
  const actual = await importOriginal<typeof Gatsby>();
  function SpiedLink({ to, ...rest }: { to: string; [prop: string]: unknown }) {
    gatsbyLinkTargets(to);
    return <actual.Link to={to} {...rest} />;
  }
  return { ...actual, Link: SpiedLink };
});

beforeEach(() => {
  gatsbyLinkTargets.mockClear();
});

describe('Link', () => {
  it('renders an in-app path through Gatsby’s Link', () => {
    renderWithProviders(<Link href="/vidskipti/tryggingar/">Tryggingar</Link>);
    const link = screen.getByRole('link', { name: 'Tryggingar' });
    expect(link).toHaveAttribute('href', '/vidskipti/tryggingar/');
    expect(link).not.toHaveAttribute('target');
    expect(gatsbyLinkTargets).toHaveBeenCalledWith('/vidskipti/tryggingar/');
  });

  it('treats a same-origin absolute URL as an in-app path', () => {
    renderWithProviders(
      <LinkPolicyProvider inPortal={false} currentOrigin="https://skjol.is">
        <Link href="https://skjol.is/frettir/?s=2#efst">Fréttir</Link>
      </LinkPolicyProvider>,
    );
    expect(screen.getByRole('link', { name: 'Fréttir' })).toHaveAttribute(
      'href',
      '/frettir/?s=2#efst',
    );
    expect(gatsbyLinkTargets).toHaveBeenCalledWith('/frettir/?s=2#efst');
  });

  it('uses the browser’s origin when none is configured', () => {
    renderWithProviders(<Link href={`${window.location.origin}/frettir/`}>Fréttir</Link>);
    expect(screen.getByRole('link', { name: 'Fréttir' })).toHaveAttribute('href', '/frettir/');
    expect(gatsbyLinkTargets).toHaveBeenCalledWith('/frettir/');
  });

  it.each(['/tilbod', '/tjonstilkynningar/', '/tryggja/', '/lifogsjukdomatryggingar/heilsa'])(
    'renders %s, outside the portal app, as a plain anchor in the same window',
    (href) => {
      renderWithProviders(<Link href={href}>Áfram</Link>);
      const link = screen.getByRole('link', { name: 'Áfram' });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('target');
      expect(gatsbyLinkTargets).not.toHaveBeenCalled();
    },
  );

  it('opens /fa-tilbod/ in a new tab and says so', () => {
    renderWithProviders(<Link href="/fa-tilbod/">Fá tilboð</Link>);
    const link = screen.getByRole('link', { name: 'Fá tilboð (opnast í nýjum flipa)' });
    expect(link).toHaveAttribute('href', '/fa-tilbod/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(gatsbyLinkTargets).not.toHaveBeenCalled();
  });

  it('opens an external link in a new tab without opener access, with a hidden hint', () => {
    renderWithProviders(<Link href="https://island.is/">Ísland.is</Link>);
    const link = screen.getByRole('link', { name: 'Ísland.is (opnast í nýjum flipa)' });
    expect(link).toHaveAttribute('href', 'https://island.is/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says "(opens in a new tab)" in English', () => {
    renderWithProviders(<Link href="https://island.is/">Iceland.is</Link>, { language: 'en' });
    expect(
      screen.getByRole('link', { name: 'Iceland.is (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it.each(['mailto:skjol@skjol.is', 'tel:+3544402000'])('renders %s as a plain anchor', (href) => {
    renderWithProviders(<Link href={href}>Hafa samband</Link>);
    const link = screen.getByRole('link', { name: 'Hafa samband' });
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
    expect(gatsbyLinkTargets).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' \tjava\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/',
  ])('never puts %j in the page: it becomes a void link', (href) => {
    const { container } = renderWithProviders(<Link href={href}>Smelltu</Link>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const text = screen.getByText('Smelltu');
    expect(text).toHaveAttribute('data-link-kind', 'void');
    expect(text).not.toHaveAttribute('href');
    expect(container.innerHTML.toLowerCase()).not.toMatch(/javascript:|data:|vbscript:|evil/);
  });

  describe('inside the portal', () => {
    it('keeps portal paths in the app', () => {
      renderWithProviders(
        <LinkPolicyProvider inPortal>
          <Link href="/vidskipti/tjonayfirlit/">Tjón</Link>
        </LinkPolicyProvider>,
      );
      expect(gatsbyLinkTargets).toHaveBeenCalledWith('/vidskipti/tjonayfirlit/');
    });

    it('opens non-portal same-origin paths in the same window as plain anchors', () => {
      renderWithProviders(
        <LinkPolicyProvider inPortal currentOrigin="https://skjol.is">
          <Link href="/frettir/">Fréttir</Link>
          <Link href="https://skjol.is/um-okkur/">Um okkur</Link>
        </LinkPolicyProvider>,
      );
      const news = screen.getByRole('link', { name: 'Fréttir' });
      const about = screen.getByRole('link', { name: 'Um okkur' });
      expect(news).toHaveAttribute('href', '/frettir/');
      expect(about).toHaveAttribute('href', '/um-okkur/');
      expect(news).not.toHaveAttribute('target');
      expect(about).not.toHaveAttribute('target');
      expect(gatsbyLinkTargets).not.toHaveBeenCalled();
    });
  });

  it('passes anchor attributes through', () => {
    renderWithProviders(
      <Link href="/tryggja/" className="cta" aria-describedby="x">
        Tryggja
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Tryggja' });
    expect(link).toHaveClass('cta');
    expect(link).toHaveAttribute('aria-describedby', 'x');
  });
});

describe('Link to a login-required address', () => {
  const HREF = 'https://gagnagatt.skjol.is/';

  function renderWithHandler(onLoginRequired: (href: string) => boolean) {
    renderWithProviders(
      <LinkPolicyProvider inPortal={false} onLoginRequired={onLoginRequired}>
        <Link href={HREF}>Gagnagátt</Link>
      </LinkPolicyProvider>,
    );
    return screen.getByRole('link', { name: 'Gagnagátt (krefst innskráningar)' });
  }

  /** Clicks and reports whether the link stopped the browser; jsdom cannot navigate, so never let it. */
  function click(link: HTMLElement, init: MouseEventInit = {}) {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    let stoppedByLink = false;
    const record = (seen: Event) => {
      stoppedByLink = seen.defaultPrevented;
      seen.preventDefault();
    };
    document.addEventListener('click', record, { once: true });
    link.dispatchEvent(event);
    return { defaultPrevented: stoppedByLink };
  }

  it('opens in the same window and says that it needs sign-in', () => {
    const link = renderWithHandler(() => false);
    expect(link).toHaveAttribute('href', HREF);
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('data-link-kind', 'requiresLogin');
  });

  it('hands a plain click to the sign-in and stops the browser following it', () => {
    const onLoginRequired = vi.fn(() => true);
    const link = renderWithHandler(onLoginRequired);
    const event = click(link);
    expect(onLoginRequired).toHaveBeenCalledWith(HREF);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the browser follow it when someone is signed in', () => {
    const onLoginRequired = vi.fn(() => false);
    const event = click(renderWithHandler(onLoginRequired));
    expect(onLoginRequired).toHaveBeenCalledWith(HREF);
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves modified clicks (new tab or window) to the browser', () => {
    const onLoginRequired = vi.fn(() => true);
    const link = renderWithHandler(onLoginRequired);
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(link, { metaKey: true }).defaultPrevented).toBe(false);
    expect(onLoginRequired).not.toHaveBeenCalled();
  });
});
