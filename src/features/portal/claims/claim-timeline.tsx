import { useTranslation } from 'react-i18next';
import styled, { css, type DefaultTheme } from 'styled-components';
import { VisuallyHidden } from '../../../components';
import type { ClaimStatus, ClaimStatusEvent } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { localized } from '../shared/format';
import { formatDate } from '../../../domain/format';
import { theme } from '../../../components/theme';
import { LineIcon } from '../../../components/line-icon';

/** The usual road of a claim that is still open; shown greyed after the steps already taken. */
const USUAL_FLOW: readonly ClaimStatus[] = ['reported', 'in_review', 'approved', 'paid'];

/** Steps still ahead of an open claim, in the order they usually come. */
export function upcomingSteps(status: ClaimStatus, timeline: ClaimStatusEvent[]): ClaimStatus[] {
  const reached = new Set(timeline.map((event) => event.status));
  // Waiting for documents is a pause inside the review.
  const position = USUAL_FLOW.indexOf(status === 'awaiting_documents' ? 'in_review' : status);
  if (position < 0) return [];
  return USUAL_FLOW.slice(position + 1).filter((step) => !reached.has(step));
}

export type StepTone = 'done' | 'current' | 'upcoming' | 'negative';

function toneColour(theme: DefaultTheme, tone: StepTone): string {
  switch (tone) {
    case 'current':
      return theme.colors.brand;
    case 'negative':
      return theme.colors.error;
    case 'upcoming':
      return theme.colors.border;
    default:
      return theme.colors.success;
  }
}

const List = styled.ol<{ $compact: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0;

  ${({ theme, $compact }) =>
    $compact &&
    css`
      ${theme.up('md')} {
        grid-auto-flow: column;
        grid-auto-columns: minmax(0, 1fr);
      }
    `}
`;

const Marker = styled.span<{ $tone: StepTone }>`
  position: absolute;
  left: 0;
  top: 2px;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 2px solid ${({ $tone, theme }) => toneColour(theme, $tone)};
  background: ${({ $tone, theme }) =>
    $tone === 'upcoming' ? theme.colors.background : toneColour(theme, $tone)};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;

  ${({ $tone, theme }) =>
    $tone === 'current' &&
    css`
      box-shadow: 0 0 0 4px ${theme.colors.brandLight};
    `}
`;

const Step = styled.li<{ $tone: StepTone; $compact: boolean }>`
  position: relative;
  padding: 0 0 ${theme.space(3)} ${theme.space(7)};

  /* The line to the next step. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 10px;
    top: 12px;
    bottom: -12px;
    width: 2px;
    background: ${({ theme, $tone }) =>
      $tone === 'done' ? theme.colors.success : theme.colors.border};
  }
  &:last-child {
    padding-bottom: 0;
  }

  ${({ theme, $compact }) =>
    $compact &&
    css`
      ${theme.up('md')} {
        padding: ${theme.space(7)} ${theme.space(2)} 0 0;
        &:not(:last-child)::before {
          left: 12px;
          right: 0;
          top: 12px;
          bottom: auto;
          width: auto;
          height: 2px;
        }
      }
    `}
`;

const Label = styled.span<{ $tone: StepTone }>`
  display: block;
  font-weight: ${({ $tone }) => ($tone === 'current' || $tone === 'negative' ? 700 : 600)};
  color: ${({ $tone, theme }) =>
    $tone === 'upcoming'
      ? theme.colors.textMuted
      : $tone === 'negative'
        ? theme.colors.error
        : theme.colors.text};
`;

const When = styled.time`
  display: block;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

const Pending = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
  font-style: italic;
`;

const Note = styled.p`
  margin: ${theme.space(1)} 0 0;
  font-size: 0.9375rem;
`;

function Check() {
  return <LineIcon d="M3 8.5l3 3 7-7" size={12} viewBox="0 0 16 16" strokeWidth={2.4} />;
}

type ClaimTimelineProps = {
  status: ClaimStatus;
  timeline: ClaimStatusEvent[];
  language: Language;
  /** Open claims also show the usual steps still ahead. */
  open: boolean;
  /** The detail view shows each event's note; the overview keeps to status and date. */
  showNotes?: boolean;
  /** Steps side by side on wide screens (the overview); always stacked in the detail view. */
  compact?: boolean;
  /** Names the list for screen readers, e.g. 'Staða tjóns TJ-2026-004512'. */
  label: string;
};

/**
 * A claim's status history as an ordered list: the steps taken with their dates, the current one
 * marked `aria-current="step"`, then (for open claims) the usual steps still ahead.
 */
export function ClaimTimeline({
  status,
  timeline,
  language,
  open,
  showNotes = false,
  compact = true,
  label,
}: ClaimTimelineProps) {
  const { t } = useTranslation();
  const upcoming = open ? upcomingSteps(status, timeline) : [];
  const lastIndex = timeline.length - 1;
  return (
    <List aria-label={label} $compact={compact}>
      {timeline.map((event, index) => {
        const current = index === lastIndex;
        const tone: StepTone =
          event.status === 'rejected' ? 'negative' : current && open ? 'current' : 'done';
        return (
          <Step
            key={`${event.status}-${event.date}-${index}`}
            aria-current={current ? 'step' : undefined}
            $tone={tone}
            $compact={compact}
          >
            <Marker $tone={tone} aria-hidden="true">
              {tone === 'done' ? <Check /> : tone === 'negative' ? '!' : null}
            </Marker>
            <Label $tone={tone}>
              {t(`portal|claimStatus.${event.status}`)}
              {current && <VisuallyHidden> ({t('portal|claimCurrentStep')})</VisuallyHidden>}
            </Label>
            <When dateTime={event.date}>{formatDate(event.date, language)}</When>
            {showNotes && event.note && <Note>{localized(event.note, language)}</Note>}
          </Step>
        );
      })}
      {upcoming.map((step) => (
        <Step key={step} $tone="upcoming" $compact={compact}>
          <Marker $tone="upcoming" aria-hidden="true" />
          <Label $tone="upcoming">{t(`portal|claimStatus.${step}`)}</Label>
          <Pending>{t('portal|claimUpcomingStep')}</Pending>
        </Step>
      ))}
    </List>
  );
}
