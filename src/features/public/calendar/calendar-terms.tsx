import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/languages';
import { CALENDAR_DRAWS } from '../../../domain/lottery';
import { theme } from '../../../components/theme';
import { addCalendarTexts } from './texts';

addCalendarTexts();

const Terms = styled.aside`
  margin-top: ${theme.space(6)};
  font-size: 0.9rem;
  color: ${theme.colors.textMuted};
  h2 {
    font-size: 1rem;
    margin: 0 0 ${theme.space(2)};
    color: ${theme.colors.text};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
`;

/** The calendar draws' rules in short, under the calendar and under each door. */
export function CalendarTerms({
  language,
  id = 'calendar-terms',
}: {
  language: Language;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <Terms aria-labelledby={id}>
      <h2 id={id}>{t('calendar|termsHeading')}</h2>
      <ul>
        <li>{t('calendar|termsWho')}</li>
        <li>{t('calendar|termsOnce')}</li>
        <li>
          {t('calendar|termsWinners', {
            date: formatDate(CALENDAR_DRAWS.drawnOn, language),
          })}
        </li>
        <li>{t('calendar|termsData')}</li>
      </ul>
    </Terms>
  );
}
