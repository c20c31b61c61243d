import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/button';
import { renderWithProviders } from './render';

describe('Button', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a primary, enabled, not full-width type="button" by default', () => {
    renderWithProviders(<Button>Senda</Button>);
    const button = screen.getByRole('button', { name: 'Senda' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveStyle({ width: '100%' });
  });

  it('renders the requested variant, type and full width', () => {
    renderWithProviders(
      <Button variant="secondary" type="submit" fullWidth>
        Áfram
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Áfram' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveStyle({ width: '100%' });
  });

  it('does not call onClick while disabled', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <Button disabled onClick={onClick}>
        Senda
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Senda' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls onClick when enabled', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Senda</Button>);
    await user.click(screen.getByRole('button', { name: 'Senda' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('adds a ripple at the click and removes it after 1000 ms', () => {
    vi.useFakeTimers();
    renderWithProviders(<Button>Senda</Button>);
    const button = screen.getByRole('button', { name: 'Senda' });
    fireEvent.click(button, { clientX: 10, clientY: 5, detail: 1 });

    const ripple = button.querySelector('[data-ripple]');
    expect(ripple).toBeInTheDocument();
    expect(ripple).toHaveAttribute('aria-hidden', 'true');

    act(() => vi.advanceTimersByTime(999));
    expect(button.querySelector('[data-ripple]')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(button.querySelector('[data-ripple]')).not.toBeInTheDocument();
  });

  it('adds no ripple when ripple is off', () => {
    renderWithProviders(<Button ripple={false}>Senda</Button>);
    const button = screen.getByRole('button', { name: 'Senda' });
    fireEvent.click(button);
    expect(button.querySelector('[data-ripple]')).not.toBeInTheDocument();
  });

  it('while loading: busy, named "loading", shows 5 dots and ignores clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <Button loading onClick={onClick}>
        Senda
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Hleður…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelectorAll('[data-dot]')).toHaveLength(5);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.querySelector('[data-ripple]')).not.toBeInTheDocument();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { user, container } = renderWithProviders(
      <form>
        <Button type="submit" loading>
          Senda
        </Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    await user.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('caps the loading dots at 5 and honours smaller counts', () => {
    renderWithProviders(
      <>
        <Button loading loadingDots={12}>
          A
        </Button>
        <Button loading loadingDots={3}>
          B
        </Button>
      </>,
    );
    const [many, few] = screen.getAllByRole('button');
    expect(many?.querySelectorAll('[data-dot]')).toHaveLength(5);
    expect(few?.querySelectorAll('[data-dot]')).toHaveLength(3);
  });

  it('says "loading" in English when the page is English', () => {
    renderWithProviders(<Button loading>Send</Button>, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeInTheDocument();
  });
});
