import styled from 'styled-components';
import { FormGrid } from '../../components';

/** The forms' grid with a fieldset of checkboxes in two columns from phones up. */
export const Form = styled(FormGrid)`
  fieldset {
    min-width: 0;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
    border: 0;
  }
  legend {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
  .choices {
    display: grid;
    gap: 0 ${({ theme }) => theme.space(4)};
    ${({ theme }) => theme.up('sm')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

export const FieldProblem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
  font-weight: 600;
`;

export const Wrap = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;
`;

/**
 * Focuses the first field, in the order the form shows them, that has an error. Chosen from the
 * errors themselves rather than from `aria-invalid`, which the next render (not yet done when the
 * submit handler runs, on Preact in particular) has still to write.
 */
export function focusFirstError(form: HTMLFormElement | null, errors: object): void {
  const names = new Set(Object.keys(errors));
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.has(element.getAttribute('name') ?? ''),
  );
  first?.focus();
}
