import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatIsk } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { theme } from '../../../components/theme';

const Group = styled.section`
  margin-bottom: ${theme.space(4)};
  h3 {
    font-size: 1rem;
    margin: 0 0 ${theme.space(2)};
  }
`;

const Answers = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  ${theme.up('sm')} {
    grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${theme.space(2)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    ${theme.up('sm')} {
      margin: 0;
    }
  }
`;

/** A dt with its dd, grouped as HTML allows, without a box of its own in the grid. */
const Pair = styled.div`
  display: contents;
`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
type Damage = { description?: unknown; amount?: unknown };

/**
 * The wizard's answers as the reporter gave them, in the groups the wizard asked them in, with the
 * wizard's own labels: a field, choice or step the labels do not know is shown by its name, so a
 * newer answer is never hidden from the handler.
 */
export function ReportAnswers({
  report,
  language,
}: {
  report: Record<string, unknown>;
  language: Language;
}) {
  const { t, i18n } = useTranslation();
  const label = (key: string, fallback: string) =>
    i18n.exists(`claimReport|${key}`) ? t(`claimReport|${key}`) : fallback;
  const show = (value: unknown): string => {
    if (typeof value === 'boolean') return label(value ? 'choice.yes' : 'choice.no', String(value));
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) return value.map(show).join(', ');
    const text = String(value ?? '');
    if (DATE.test(text)) return formatDate(text, language);
    return label(`choice.${text}`, text);
  };
  const groups = Object.entries(report).filter(
    ([, value]) => value !== null && typeof value === 'object',
  );
  const loose = Object.entries(report).filter(
    ([name, value]) => (value === null || typeof value !== 'object') && name !== 'type',
  );
  return (
    <>
      {groups.map(([name, value]) => (
        <Group key={name} aria-label={label(`step.${name}`, name)}>
          <h3>{label(`step.${name}`, name)}</h3>
          {Array.isArray(value) ? (
            value.length === 0 ? (
              <p>–</p>
            ) : (
              <ul>
                {(value as Damage[]).map((item, index) => (
                  <li key={index}>
                    {typeof item === 'object' && item !== null
                      ? `${String(item.description ?? '')}${
                          typeof item.amount === 'number'
                            ? ` — ${formatIsk(item.amount, language)}`
                            : ''
                        }`
                      : show(item)}
                  </li>
                ))}
              </ul>
            )
          ) : (
            <Answers>
              {Object.entries(value as Record<string, unknown>)
                .filter(([, answer]) => answer !== '' && answer !== null && answer !== undefined)
                .map(([field, answer]) => (
                  <Pair key={field}>
                    <dt>{label(`field.${field}`, field)}</dt>
                    <dd>{show(answer)}</dd>
                  </Pair>
                ))}
            </Answers>
          )}
        </Group>
      ))}
      {loose.length > 0 && (
        <Answers>
          {loose.map(([field, answer]) => (
            <Pair key={field}>
              <dt>{label(`field.${field}`, field)}</dt>
              <dd>{show(answer)}</dd>
            </Pair>
          ))}
        </Answers>
      )}
    </>
  );
}
