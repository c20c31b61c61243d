import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Skeleton } from '../../../components';
import { errorMessage } from '../../../lib/api';
import { theme } from '../../../components/theme';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(5)};
  h1 {
    margin: 0;
    /* Long Icelandic words ("ábyrgðartrygging") must not push a 320 px screen sideways. */
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

/** A screen's heading, a line about it, and its actions (send by e-mail, print…). */
export function ScreenHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

const Panel = styled.div<{ $tone: 'error' | 'empty' }>`
  padding: ${theme.space(5)};
  border-radius: ${theme.radius};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorBackground : theme.colors.surface)};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.brand)};
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
`;

export function ScreenError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel $tone="error" role="alert">
      <p>{errorMessage(error, i18n)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('portal|retry')}
      </Button>
    </Panel>
  );
}

/** Nothing to show: say so, and say what the person can do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Panel $tone="empty">
      <h2>{title}</h2>
      {children}
    </Panel>
  );
}

export function ScreenLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" role="status" aria-label={label}>
      <Skeleton width="40%" height={36} />
      <div style={{ height: 16 }} />
      <Skeleton width="100%" height={96} />
      <div style={{ height: 12 }} />
      <Skeleton width="100%" height={96} />
    </div>
  );
}
