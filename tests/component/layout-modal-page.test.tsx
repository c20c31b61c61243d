import { screen, waitFor } from '@testing-library/react';
import type * as Gatsby from 'gatsby';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalPageFrame, SiteLayout, forgetLastPage } from '../../src/features/public/layout';
import { server } from './api-stubs';
import { renderWithProviders } from './render';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('gatsby', async (importOriginal) => {
  const actual = await importOriginal<typeof Gatsby>();
  return { ...actual, navigate };
});

function Board() {
  return <h1>Stjórn</h1>;
}

function Member() {
  return (
    <SiteLayout language="is" alternatePath="/en/" layout={{ navigation: null, footer: null }}>
      <h1>Sigrún Hauksdóttir</h1>
    </SiteLayout>
  );
}

beforeEach(() => {
  forgetLastPage();
  navigate.mockClear();
  // The footer's opening hours ask the content service; these tests are not about that, so it
  // never answers.
  server.use(http.get('/cms/*', () => new Promise<never>(() => undefined)));
});

describe('ModalPageFrame', () => {
  it('shows a page opened with modal state in a dialog over the page it came from', async () => {
    const { rerender, user } = renderWithProviders(
      <ModalPageFrame
        element={<Board />}
        location={{ pathname: '/um-skjol/stjorn/' }}
        title="Stjórn"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Stjórn' })).toBeInTheDocument();

    rerender(
      <ModalPageFrame
        element={<Member />}
        location={{
          pathname: '/um-skjol/stjorn/sigrun/',
          state: { modal: true, returnTo: '/um-skjol/stjorn/' },
        }}
        title="Sigrún Hauksdóttir"
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sigrún Hauksdóttir' });
    expect(dialog).toHaveTextContent('Sigrún Hauksdóttir');
    // The page underneath stays; inside the dialog the page has no header or footer of its own.
    expect(screen.getByRole('heading', { name: 'Stjórn' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    // The scroll lock is set by an effect after the dialog appears.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));

    await user.click(screen.getByRole('button', { name: 'Loka glugga' }));
    expect(navigate).toHaveBeenCalledWith('/um-skjol/stjorn/', { state: { noScroll: true } });
  });

  it('shows the page as a page when there is nothing to show it over, and closes to the front page', async () => {
    renderWithProviders(
      <ModalPageFrame
        element={<Member />}
        location={{ pathname: '/jolakula/3/', state: { modal: true } }}
        title="3"
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The header's code comes as a chunk of its own (src/waiting-parts).
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Sigrún Hauksdóttir');
  });

  it('returns to the page underneath when the state names none', async () => {
    const { rerender } = renderWithProviders(
      <ModalPageFrame element={<Board />} location={{ pathname: '/jolakula/' }} title="Dagatal" />,
    );
    rerender(
      <ModalPageFrame
        element={<Member />}
        location={{ pathname: '/jolakula/3/', state: { modal: true } }}
        title="Gluggi 3"
      />,
    );
    await screen.findByRole('dialog');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/jolakula/', { state: { noScroll: true } }),
    );
  });
});
