import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SiteHeader,
  hasSignedInCookie,
  initialMenuState,
  menuReducer,
  navigationFromContent,
  type NavigationData,
} from '../../src/features/public/navigation';
import { renderWithProviders } from './render';

const web = (url: string) => ({ link_type: 'Web', url });

const navigation: NavigationData = navigationFromContent({
  top_items: [
    { key: 'einstaklingar', title: 'Einstaklingar', link: web('/einstaklingar/') },
    { key: 'tjon', title: 'Tjón', link: web('/tjon/') },
    { key: 'ekkert', title: '', link: web('/x/') },
  ],
  body: [
    {
      slice_type: 'middle_item',
      primary: { top_item: 'einstaklingar', title: 'Bílar', link: web('/einstaklingar/bilar/') },
      items: [
        { title: 'Bílatrygging', link: web('/einstaklingar/bilar/bilatrygging/') },
        { title: 'Kaskótrygging', link: web('/einstaklingar/bilar/kaskotrygging/') },
        { title: 'Án tengils', link: { link_type: 'Any' } },
      ],
    },
    {
      slice_type: 'middle_item',
      primary: { top_item: 'tjon', title: 'Þegar tjón verður', link: { link_type: 'Any' } },
      items: [{ title: 'Lentir þú í tjóni?', link: web('/lentir-tu-i-tjoni/') }],
    },
    {
      slice_type: 'middle_item',
      primary: { top_item: 'enginn', title: 'Munaðarlaus', link: web('/m/') },
      items: [],
    },
  ],
});

afterEach(() => {
  document.body.style.overflow = '';
});

describe('navigationFromContent', () => {
  it('builds the three layers, leaving out empty items, empty links and orphan groups', () => {
    expect(navigation.topItems.map((item) => item.id)).toEqual(['einstaklingar', 'tjon']);
    const [people, claims] = navigation.topItems;
    expect(people?.groups.map((group) => group.title)).toEqual(['Bílar']);
    expect(people?.groups[0]?.links.map((link) => link.title)).toEqual([
      'Bílatrygging',
      'Kaskótrygging',
    ]);
    expect(claims?.groups[0]?.href).toBeNull();
  });
});

describe('menuReducer', () => {
  const start = initialMenuState(navigation, '/einstaklingar/bilar/kaskotrygging/');

  it('knows the current page’s link from the first render', () => {
    expect(start.currentSubSubId).toBe('einstaklingar-1-2');
    expect(start.layerIndex).toBe(0);
    expect(start.topItems).toHaveLength(2);
  });

  it('walks the mobile layers top → middle → links and back, with the heading of each', () => {
    let state = menuReducer(start, { type: 'toggleMobile' });
    expect(state.mobileOpen).toBe(true);
    state = menuReducer(state, { type: 'openMiddle', id: 'einstaklingar' });
    expect([state.layerIndex, state.selectedTitle, state.toggledMainMenuId]).toEqual([
      1,
      'Einstaklingar',
      'einstaklingar',
    ]);
    state = menuReducer(state, { type: 'openLinks', id: 'einstaklingar-1' });
    expect([state.layerIndex, state.selectedTitle, state.toggledSubMenuId]).toEqual([
      2,
      'Bílar',
      'einstaklingar-1',
    ]);
    state = menuReducer(state, { type: 'back' });
    expect([state.layerIndex, state.selectedTitle, state.toggledSubMenuId]).toEqual([
      1,
      'Einstaklingar',
      null,
    ]);
    state = menuReducer(state, { type: 'back' });
    expect([state.layerIndex, state.selectedTitle, state.toggledMainMenuId]).toEqual([0, '', null]);
  });

  it('opens one desktop panel at a time and closes it on a second click', () => {
    let state = menuReducer(start, { type: 'toggleMain', id: 'tjon' });
    expect([state.open, state.toggledMainMenuId]).toEqual([true, 'tjon']);
    state = menuReducer(state, { type: 'toggleMain', id: 'einstaklingar' });
    expect([state.open, state.toggledMainMenuId]).toEqual([true, 'einstaklingar']);
    state = menuReducer(state, { type: 'toggleMain', id: 'einstaklingar' });
    expect([state.open, state.toggledMainMenuId]).toEqual([false, null]);
  });

  it('closes everything on a route change and finds the new current link', () => {
    let state = menuReducer(start, { type: 'toggleMobile' });
    state = menuReducer(state, { type: 'openMiddle', id: 'tjon' });
    state = menuReducer(state, { type: 'routeChanged', pathname: '/lentir-tu-i-tjoni' });
    expect(state.mobileOpen).toBe(false);
    expect(state.layerIndex).toBe(0);
    expect(state.currentSubSubId).toBe('tjon-1-1');
  });

  it('records the menu offset, the search focus and headless mode', () => {
    let state = menuReducer(start, { type: 'setOffset', offset: 68 });
    expect(state.menuOffset).toBe(68);
    state = menuReducer(state, { type: 'searchFocus', focused: true });
    expect(state.mobileSearchFocused).toBe(true);
    state = menuReducer(menuReducer(state, { type: 'toggleMobile' }), {
      type: 'setHeadless',
      headless: true,
    });
    expect([state.headless, state.mobileOpen]).toEqual([true, false]);
  });

  it('ignores ids it does not know', () => {
    expect(menuReducer(start, { type: 'openMiddle', id: 'nope' })).toBe(start);
    expect(menuReducer(start, { type: 'openLinks', id: 'nope' })).toBe(start);
    expect(menuReducer(start, { type: 'toggleMain', id: 'nope' })).toBe(start);
  });
});

describe('SiteHeader', () => {
  const renderHeader = (headless = false, phone: string | null = '440 2000') =>
    renderWithProviders(
      <SiteHeader
        language="is"
        alternatePath="/en/"
        navigation={navigation}
        pathname="/"
        headless={headless}
        phone={phone}
      />,
    );

  it('offers a call to the content’s number in the menu, and no call link without one', async () => {
    const { user, unmount } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Valmynd' }));
    const panel = document.getElementById('mobile-menu') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'Hringja í 440 2000' })).toHaveAttribute(
      'href',
      'tel:+3544402000',
    );
    unmount();
    const again = renderHeader(false, null);
    await again.user.click(screen.getByRole('button', { name: 'Valmynd' }));
    expect(screen.queryByRole('link', { name: /Hringja í/ })).not.toBeInTheDocument();
  });

  it('opens the mobile menu with page scrolling locked, and restores it on close', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Valmynd' });
    const panel = document.getElementById('mobile-menu');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('button', { name: 'Loka' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Loka' }));
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('goes through the layers and closes on Escape, giving focus back to the toggle', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Valmynd' }));
    const panel = document.getElementById('mobile-menu') as HTMLElement;
    await user.click(within(panel).getByRole('button', { name: 'Einstaklingar' }));
    expect(within(panel).getByRole('heading', { name: 'Einstaklingar' })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Bílar' }));
    expect(within(panel).getByRole('link', { name: 'Kaskótrygging' })).toHaveAttribute(
      'href',
      '/einstaklingar/bilar/kaskotrygging/',
    );
    expect(within(panel).getByRole('link', { name: 'Bílar — yfirlit' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(screen.getByRole('button', { name: 'Valmynd' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('filters every link of the menu by what is typed in its search field', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Valmynd' }));
    const panel = document.getElementById('mobile-menu') as HTMLElement;
    await user.type(within(panel).getByRole('searchbox', { name: 'Leita í valmynd' }), 'kaskó');
    expect(within(panel).getByRole('heading', { name: '1 niðurstaða' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Kaskótrygging/ })).toBeInTheDocument();
  });

  it('opens a desktop panel of groups and links, closed by Escape', async () => {
    const { user } = renderHeader();
    // The wide-screen list is shown by a media query, which jsdom does not apply.
    const desktop = document.querySelector('[data-desktop-nav]') as HTMLElement;
    const top = within(desktop).getByRole('button', { name: 'Tjón', hidden: true });
    await user.click(top);
    expect(top).toHaveAttribute('aria-expanded', 'true');
    const mega = document.getElementById('mega-tjon') as HTMLElement;
    expect(within(mega).getByRole('link', { name: 'Lentir þú í tjóni?' })).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(mega).toHaveAttribute('data-open', 'false');
    expect(top).toHaveAttribute('aria-expanded', 'false');
    expect(top).toHaveFocus();
  });

  it('keeps the skip link first and, in headless mode, shows the logo and nothing else', () => {
    renderHeader(true);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Fara beint í efni');
    expect(screen.getByRole('link', { name: 'Skjól, forsíða' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Aðalvalmynd' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Valmynd' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
  });
});

describe('hasSignedInCookie', () => {
  it('reads the sign-in library’s is-authenticated cookie', () => {
    expect(hasSignedInCookie('a=1; auth0.skjol-web.is.authenticated=true; b=2')).toBe(true);
    expect(hasSignedInCookie('_legacy_auth0.skjol-web.is.authenticated=true')).toBe(true);
    expect(hasSignedInCookie('auth0.skjol-web.is.authenticated=false')).toBe(false);
    expect(hasSignedInCookie('')).toBe(false);
  });
});
