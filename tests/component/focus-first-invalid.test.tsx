import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from '../../src/components/focus-first-invalid';

/** A form whose `aria-invalid` marks have not been written yet, as in a submit handler. */
function Unmarked({ answer }: { answer?: string }) {
  return (
    <form aria-label="form">
      <input name="name" aria-label="Name" />
      <fieldset>
        <legend>When?</legend>
        <input type="radio" name="when" value="am" aria-label="Morning" />
        <input
          type="radio"
          name="when"
          value="pm"
          aria-label="Afternoon"
          checked={answer === 'pm'}
          readOnly
        />
      </fieldset>
      <input name="email" aria-label="E-mail" />
      <input name="phone" aria-label="Phone" aria-invalid="true" />
    </form>
  );
}

const form = () => screen.getByRole('form') as HTMLFormElement;

describe('focusFirstInvalid', () => {
  it("given the errors, focuses the first of their fields in the form's order, whatever aria-invalid says", () => {
    render(<Unmarked />);
    focusFirstInvalid(form(), { email: 'invalidEmail', name: 'requiredField' });
    expect(screen.getByLabelText('Name')).toHaveFocus();
    focusFirstInvalid(form(), { email: 'invalidEmail' });
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('given an error of a group of choices, focuses the chosen one, else the first', () => {
    const { rerender } = render(<Unmarked />);
    focusFirstInvalid(form(), { when: 'requiredField' });
    expect(screen.getByLabelText('Morning')).toHaveFocus();
    rerender(<Unmarked answer="pm" />);
    focusFirstInvalid(form(), { when: 'notAvailable' });
    expect(screen.getByLabelText('Afternoon')).toHaveFocus();
  });

  it('without the errors, focuses the first field the form marks invalid', () => {
    render(<Unmarked />);
    focusFirstInvalid(form());
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });
});
