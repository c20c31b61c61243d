import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInTransition } from '../../src/lib/hydrate-in-transition';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

let container: HTMLDivElement;
afterEach(() => container.remove());

describe('the first hydration as a transition', () => {
  it('takes over the server markup without replacing it, and its handlers then answer', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    const fromServer = container.querySelector('button');
    await act(async () => hydrateInTransition(<Counter />, container));
    const button = screen.getByRole('button', { name: 'Pressed 0' });
    expect(button).toBe(fromServer);
    act(() => void fireEvent.click(button));
    expect(button).toHaveTextContent('Pressed 1');
  });

  it('renders afresh into a container the server left empty', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => hydrateInTransition(<Counter />, container));
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
  });
});
