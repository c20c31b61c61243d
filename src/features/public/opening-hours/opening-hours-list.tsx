import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '../../../components/skeleton';
import type { Language } from '../../../domain/languages';
import { isOpenNow, type OpeningHours } from './open-now';
import { useNow, useOpeningHours } from './use-opening-hours';
import { theme } from '../../../components/theme';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space(2)} ${theme.space(4)};
  dt {
    margin: 0;
  }
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 2px;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Badge = styled.span<{ $open: boolean }>`
  display: inline-block;
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.6;
  vertical-align: 0.1em;
  background: ${({ $open }) => ($open ? '#d7f2e3' : 'transparent')};
  color: ${({ $open }) => ($open ? '#11502f' : 'inherit')};
  border: 1px solid ${({ $open }) => ($open ? '#9bd8b6' : 'currentColor')};
  opacity: ${({ $open }) => ($open ? 1 : 0.8)};
`;

const Name = styled.p`
  margin: 0 0 ${theme.space(2)};
  font-weight: 700;
`;

function formatTime(value: string): string {
  return value.trim().replace(/^(\d):/, '0$1:');
}

/** One set of opening hours with an open/closed mark per line, computed in the browser. */
export function OpeningHoursList({
  hours,
  showName = true,
}: {
  hours: OpeningHours;
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <div data-opening-hours="">
      {showName && hours.name && <Name>{hours.name}</Name>}
      <List>
        {hours.times.map((time, index) => {
          const open = now ? isOpenNow(time, now) : null;
          const allDay = time.opens === '00:00' && time.closes === '24:00';
          return (
            <div key={index} style={{ display: 'contents' }}>
              <dt>{time.title}</dt>
              <dd>
                <span>
                  {allDay
                    ? t('layout|openAroundTheClock')
                    : `${formatTime(time.opens)}–${formatTime(time.closes)}`}
                </span>
                {open !== null && (
                  <Badge $open={open} data-open={open}>
                    {open ? t('layout|openNow') : t('layout|closedNow')}
                  </Badge>
                )}
              </dd>
            </div>
          );
        })}
      </List>
    </div>
  );
}

/**
 * The telephone and chat opening hours ('opnunartimi' / 'tel-and-chat-opening-hours'), fetched at
 * run time through the content service's GraphQL API, so editors change them without a rebuild.
 */
export function TelephoneAndChatHours({
  language,
  showName = true,
}: {
  language: Language;
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const state = useOpeningHours(language);
  if (state.status === 'ready') return <OpeningHoursList hours={state.data} showName={showName} />;
  if (state.status === 'error') return <p>{t('layout|openingHoursUnavailable')}</p>;
  return (
    <div aria-busy="true" data-opening-hours-loading="">
      <Skeleton width="60%" />
      <Skeleton width="90%" height="0.9em" />
      <Skeleton width="90%" height="0.9em" />
      <Skeleton width="90%" height="0.9em" />
    </div>
  );
}
