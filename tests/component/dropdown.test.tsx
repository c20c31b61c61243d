import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DROPDOWN_DRAG_THRESHOLD_PX, Dropdown } from '../../src/components/dropdown';
import { renderWithProviders } from './render';

function Menu() {
  return (
    <>
      <p>Utan við</p>
      <Dropdown label="Aðgerðir">
        <ul>
          <li>
            <a href="/vidskipti/">Yfirlit</a>
          </li>
          <li>
            <button type="button">Innskráning maka</button>
          </li>
          <li>
            <button type="button">Skrá út</button>
          </li>
        </ul>
      </Dropdown>
      <button type="button">Næsti hnappur</button>
    </>
  );
}

function touch(target: Element, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.touchStart(target, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchMove(target, { touches: [{ clientX: to.x, clientY: to.y }] });
  fireEvent.touchEnd(target, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

async function openMenu() {
  const rendered = renderWithProviders(<Menu />);
  const button = screen.getByRole('button', { name: 'Aðgerðir' });
  await rendered.user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return { ...rendered, button };
}

describe('Dropdown', () => {
  it('is a collapsed disclosure button controlling a hidden panel', () => {
    renderWithProviders(<Menu />);
    const button = screen.getByRole('button', { name: 'Aðgerðir' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skrá út' })).not.toBeInTheDocument();
  });

  it('toggles open and closed on click', async () => {
    const { user, button } = await openMenu();
    expect(screen.getByRole('button', { name: 'Skrá út' })).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Skrá út' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, button } = await openMenu();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Yfirlit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { user, button } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Innskráning maka' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Utan við'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on an outside tap (a touch that moves at most 5 px)', async () => {
    const { button } = await openMenu();
    touch(screen.getByText('Utan við'), { x: 100, y: 100 }, { x: 103, y: 104 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open after an outside drag of more than 5 px (the user scrolling)', async () => {
    const { button } = await openMenu();
    expect(DROPDOWN_DRAG_THRESHOLD_PX).toBe(5);
    touch(screen.getByText('Utan við'), { x: 100, y: 100 }, { x: 100, y: 106 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The next real tap still closes it: the drag state does not leak.
    touch(screen.getByText('Utan við'), { x: 100, y: 100 }, { x: 100, y: 100 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open after a tap inside', async () => {
    const { button } = await openMenu();
    touch(screen.getByRole('button', { name: 'Skrá út' }), { x: 5, y: 5 }, { x: 5, y: 5 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus between items with Up, Down, Home and End, wrapping around', async () => {
    const { user } = await openMenu();
    const first = screen.getByRole('link', { name: 'Yfirlit' });
    const second = screen.getByRole('button', { name: 'Innskráning maka' });
    const last = screen.getByRole('button', { name: 'Skrá út' });

    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(last).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
  });

  it('opens from the closed button with ArrowDown and focuses the first item', async () => {
    const { user } = renderWithProviders(<Menu />);
    const button = screen.getByRole('button', { name: 'Aðgerðir' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Yfirlit' })).toHaveFocus();
  });

  it('closes when focus is tabbed out of it', async () => {
    const { user, button } = await openMenu();
    await user.keyboard('{End}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Næsti hnappur' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
