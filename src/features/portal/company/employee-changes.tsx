import type { FormikErrors, FormikTouched } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, TextField } from '../../../components';
import { FieldError, FieldHint } from '../../../components/field-parts';
import { theme } from '../../../components/theme';
import type { CoveredEmployee } from '../../../domain/api/company';
import {
  EMPLOYEE_ADDITIONS_MAX,
  EMPLOYEE_JOB_MAX_LENGTH,
  EMPLOYEE_NAME_MAX_LENGTH,
} from '../../../domain/forms/company-policy-update';
import type { Language } from '../../../lib/i18n';
import { KennitalaField } from '../../public/public-form-kit';
import { useTranslation } from 'react-i18next';

/** An employee to add, as typed; `key` only tells the groups apart on the screen. */
export type AddedRow = {
  key: number;
  name: string;
  ssn: string;
  job: string;
  annualPayroll: string;
};

type AddedField = Exclude<keyof AddedRow, 'key'>;

/** The named part of an employee accident request, as the form holds it. */
export type EmployeeValues = { removedEmployees: string[]; addedEmployees: AddedRow[] };

const Group = styled.fieldset`
  /* A fieldset is otherwise as wide as its widest content, wider than a phone. */
  min-width: 0;
  margin: 0 0 ${theme.space(5)};
  padding: 0;
  border: 0;
  > legend {
    margin: 0 0 ${theme.space(2)};
    padding: 0;
    font-weight: 600;
    font-size: 1.05rem;
  }
`;

const Added = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)} 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  > legend {
    padding: 0 ${theme.space(1)};
    font-weight: 600;
  }
  .fields {
    display: grid;
    gap: 0 ${theme.space(4)};
    ${theme.up('md')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .remove {
    margin-bottom: ${theme.space(3)};
  }
`;

type Props = {
  employees: CoveredEmployee[];
  language: Language;
  values: EmployeeValues;
  errors: FormikErrors<EmployeeValues>;
  touched: FormikTouched<EmployeeValues>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onAddedChange: (rows: AddedRow[]) => void;
};

/** The first field of each added group, found by id when the keyboard should go there. */
const firstFieldId = (key: number) => `added-employee-${key}-name`;

/** An error at the level of a list (a message) rather than of one of its items. */
const listError = (error: unknown) => (typeof error === 'string' ? error : undefined);

/**
 * Employees taken off the policy (a box per employee covered, named by their name) and employees
 * added by name (a group of fields each, added and removed by button). The keyboard follows: to
 * the new group's first field on adding, and to the next group, the one before, or the add button
 * on removing one, so it never falls back to the top of the page.
 */
export function EmployeeChanges({
  employees,
  language,
  values,
  errors,
  touched,
  onChange,
  onAddedChange,
}: Props) {
  const { t } = useTranslation();
  const addRef = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(1);
  const [focusKey, setFocusKey] = useState<number | 'add' | null>(null);
  const added = values.addedEmployees;
  const full = added.length >= EMPLOYEE_ADDITIONS_MAX;

  useEffect(() => {
    if (focusKey === null) return;
    if (focusKey === 'add') addRef.current?.focus();
    else document.getElementById(firstFieldId(focusKey))?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const add = () => {
    if (full) return;
    const key = nextKey.current++;
    onAddedChange([...added, { key, name: '', ssn: '', job: '', annualPayroll: '' }]);
    setFocusKey(key);
  };

  const remove = (index: number) => {
    const rest = added.filter((_, at) => at !== index);
    onAddedChange(rest);
    setFocusKey((rest[index] ?? rest[index - 1])?.key ?? 'add');
  };

  const removedError = [errors.removedEmployees]
    .flat()
    .find((error): error is string => typeof error === 'string');
  const addedError = listError(errors.addedEmployees);

  return (
    <>
      <Group className="wide" aria-describedby="employees-remove-hint">
        <legend>{t('company|employeesRemoveLegend')}</legend>
        <FieldHint id="employees-remove-hint">{t('company|employeesRemoveHint')}</FieldHint>
        {employees.map((employee) => (
          <Checkbox
            key={employee.ssn}
            name="removedEmployees"
            value={employee.ssn}
            label={employee.name}
            hint={employee.job[language]}
            checked={values.removedEmployees.includes(employee.ssn)}
            onChange={onChange}
          />
        ))}
        <FieldError
          id={removedError ? 'employees-remove-error' : undefined}
          messageKey={removedError}
        />
      </Group>
      <Group className="wide" aria-describedby="employees-add-hint">
        <legend>{t('company|employeesAddLegend')}</legend>
        <FieldHint id="employees-add-hint">
          {t('company|employeesAddHint', { max: EMPLOYEE_ADDITIONS_MAX })}
        </FieldHint>
        {added.map((row, index) => {
          const number = index + 1;
          const rowErrors = errors.addedEmployees?.[index];
          const rowTouched = touched.addedEmployees?.[index];
          const fieldProps = (field: AddedField) => ({
            name: `addedEmployees.${index}.${field}`,
            value: row[field],
            onChange,
            touched: rowTouched?.[field],
            error: typeof rowErrors === 'object' ? rowErrors[field] : undefined,
            required: true,
          });
          return (
            <Added key={row.key}>
              <legend>{t('company|employeeAddedLegend', { number })}</legend>
              <div className="fields">
                <TextField
                  {...fieldProps('name')}
                  id={firstFieldId(row.key)}
                  label={t('company|fieldEmployeeName')}
                  maxLength={EMPLOYEE_NAME_MAX_LENGTH}
                  autoComplete="off"
                />
                <KennitalaField {...fieldProps('ssn')} label={t('company|fieldEmployeeSsn')} />
                <TextField
                  {...fieldProps('job')}
                  label={t('company|fieldEmployeeJob')}
                  maxLength={EMPLOYEE_JOB_MAX_LENGTH}
                />
                <TextField
                  {...fieldProps('annualPayroll')}
                  label={t('company|fieldEmployeePayroll')}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </div>
              <Button className="remove" variant="secondary" onClick={() => remove(index)}>
                {t('company|employeeAddedRemove', { number })}
              </Button>
            </Added>
          );
        })}
        <Button
          ref={addRef}
          variant="secondary"
          onClick={add}
          disabled={full}
          aria-describedby={full ? 'employees-add-full' : undefined}
        >
          {t('company|employeeAdd')}
        </Button>
        {full && <FieldHint id="employees-add-full">{t('company|employeesAddFull')}</FieldHint>}
        <FieldError id={addedError ? 'employees-add-error' : undefined} messageKey={addedError} />
      </Group>
    </>
  );
}
