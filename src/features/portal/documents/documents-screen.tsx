import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, SelectField } from '../../../components';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../../../domain/api/portal';
import type { ScreenProps } from '../screen-props';
import { CardList } from '../shared/card';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { useElectronicDocuments } from './api';
import { DocumentRow } from './document-row';
import { theme } from '../../../components/theme';

const Toolbar = styled.div`
  display: grid;
  gap: 0 ${theme.space(5)};
  align-items: end;
  padding: ${theme.space(4)} ${theme.space(4)} 0;
  margin-bottom: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  ${theme.up('md')} {
    grid-template-columns: minmax(14rem, 20rem) auto 1fr;
  }
`;

const Count = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.colors.textMuted};
  ${theme.up('md')} {
    text-align: right;
  }
`;

type CategoryFilter = DocumentCategory | 'all';

/** Rafræn skjöl: letters, certificates and notices, unread ones marked, by category. */
export function DocumentsScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  const documents = useElectronicDocuments();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);

  const all = useMemo(() => documents.data?.documents ?? [], [documents.data]);
  const shown = all.filter(
    (document) =>
      (category === 'all' || document.category === category) && (!unreadOnly || document.unread),
  );
  const options = useMemo(() => {
    const counts = new Map<DocumentCategory, number>();
    for (const document of all)
      counts.set(document.category, (counts.get(document.category) ?? 0) + 1);
    return [
      { value: 'all', label: t('portal|documentCategoryAll', { count: all.length }) },
      ...DOCUMENT_CATEGORIES.filter((value) => counts.has(value)).map((value) => ({
        value,
        label: `${t(`portal|documentCategory.${value}`)} (${counts.get(value)})`,
      })),
    ];
  }, [all, t]);

  const unreadCount = documents.data?.unreadCount ?? 0;
  const header = (
    <ScreenHeader
      title={t('portal|documentsHeading')}
      intro={
        documents.data
          ? unreadCount > 0
            ? t('portal|documentsIntroUnread', { count: unreadCount })
            : t('portal|documentsIntroAllRead')
          : t('portal|documentsIntro')
      }
    />
  );

  if (documents.isPending) {
    return (
      <>
        {header}
        <ScreenLoading label={t('portal|documentsLoading')} />
      </>
    );
  }
  if (documents.isError) {
    return (
      <>
        {header}
        <ScreenError error={documents.error} onRetry={() => void documents.refetch()} />
      </>
    );
  }
  if (all.length === 0) {
    return (
      <>
        {header}
        <EmptyState title={t('portal|documentsEmptyTitle')}>
          <p>{t('portal|documentsEmptyText')}</p>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {header}
      <Toolbar role="group" aria-label={t('portal|documentsFilter')}>
        <SelectField
          name="category"
          label={t('portal|documentsCategoryLabel')}
          value={category}
          options={options}
          onChange={(event) => setCategory(event.target.value as CategoryFilter)}
        />
        <Checkbox
          name="unreadOnly"
          label={t('portal|documentsUnreadOnly')}
          checked={unreadOnly}
          onChange={(event) => setUnreadOnly(event.target.checked)}
        />
        <Count role="status">{t('portal|documentsShown', { count: shown.length })}</Count>
      </Toolbar>

      {shown.length === 0 ? (
        <EmptyState title={t('portal|documentsNoneMatchTitle')}>
          <p>{t('portal|documentsNoneMatchText')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setCategory('all');
              setUnreadOnly(false);
            }}
          >
            {t('portal|documentsShowAll')}
          </Button>
        </EmptyState>
      ) : (
        <CardList>
          {shown.map((document) => (
            <li key={document.id}>
              <DocumentRow document={document} language={language} />
            </li>
          ))}
        </CardList>
      )}
    </>
  );
}
