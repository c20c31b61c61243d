import { useTranslation } from 'react-i18next';
import { useElementId } from '../../../components/use-element-id';
import { useRef } from 'react';
import styled, { css } from 'styled-components';
import { Button, notify } from '../../../components';
import type { ElectronicDocument } from '../../../domain/api/portal';
import { errorMessage } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { ItemMeta } from '../shared/card';
import { localized } from '../shared/format';
import { useDownloadDocument, useMarkDocumentRead, useSendDocument } from './api';
import { formatDate } from '../../../domain/format';
import { WriteButton, useWriteBlocked } from '../shared/may-write';
import { theme } from '../../../components/theme';
import { LineIcon } from '../../../components/line-icon';

const Row = styled.article<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(2)} ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  ${({ $unread, theme }) =>
    $unread &&
    css`
      border-left: 4px solid ${theme.colors.accent};
      background: #fffaf3;
    `}
  ${theme.up('md')} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
    padding: ${theme.space(4)} ${theme.space(5)};
  }
`;

const Icon = styled.span<{ $unread: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radius};
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brand};
  ${({ $unread, theme }) =>
    $unread &&
    css`
      &::after {
        content: '';
        position: absolute;
        top: -3px;
        right: -3px;
        width: 12px;
        height: 12px;
        border-radius: 50%;
        border: 2px solid #fff;
        background: ${theme.colors.accent};
      }
    `}
`;

const Body = styled.div`
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
`;

const Title = styled.h2<{ $unread: boolean }>`
  && {
    font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
    color: ${theme.colors.text};
  }
`;

const Unread = styled.span`
  display: inline-block;
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 700;
  color: #7a3f00;
  background: ${theme.colors.warningBackground};
  border: 1px solid #f0c68a;
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(2)};
  ${theme.up('md')} {
    grid-column: auto;
    display: flex;
    justify-content: flex-end;
  }
  button {
    padding-left: ${theme.space(3)};
    padding-right: ${theme.space(3)};
    ${theme.up('md')} {
      padding-left: ${theme.space(4)};
      padding-right: ${theme.space(4)};
    }
  }
`;

/** 'Mark as read' sits with the unread badge, small, so every row keeps the same two buttons. */
const MarkRead = styled(Button)`
  && {
    min-height: 32px;
    padding: 0 ${theme.space(1)};
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

function DocumentIcon() {
  return (
    <LineIcon
      d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h6"
      size={22}
    />
  );
}

/** One electronic document: what it is, whether it has been read, and what can be done with it. */
export function DocumentRow({
  document,
  language,
}: {
  document: ElectronicDocument;
  language: Language;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useElementId();
  const downloadRef = useRef<HTMLButtonElement>(null);
  const download = useDownloadDocument();
  const send = useSendDocument();
  const { blocked, describedBy } = useWriteBlocked();
  const markRead = useMarkDocumentRead();
  const title = localized(document.title, language);
  // The visible label first, then which document: 'Sækja PDF: Greiðsluseðill…'.
  const named = (label: string) => ({ 'aria-label': `${label}: ${title}` });

  return (
    <Row
      $unread={document.unread}
      aria-labelledby={headingId}
      data-document-id={document.id}
      data-unread={document.unread}
    >
      <Icon $unread={document.unread} aria-hidden="true">
        <DocumentIcon />
      </Icon>
      <Body>
        <Title id={headingId} $unread={document.unread}>
          {title}
        </Title>
        <ItemMeta>
          {document.unread && <Unread>{t('portal|documentUnread')}</Unread>}
          <span>{t(`portal|documentCategory.${document.category}`)}</span>
          <time dateTime={document.createdAt}>{formatDate(document.createdAt, language)}</time>
          {document.policyNumber && (
            <span>{t('portal|documentPolicy', { number: document.policyNumber })}</span>
          )}
          {document.claimNumber && (
            <span>{t('portal|documentClaim', { number: document.claimNumber })}</span>
          )}
          {document.unread && (
            <MarkRead
              {...named(t('portal|documentMarkRead'))}
              variant="link"
              ripple={false}
              disabled={blocked}
              aria-describedby={describedBy}
              loading={markRead.isPending}
              onClick={() =>
                markRead.mutate(
                  { id: document.id },
                  {
                    // The button goes away with the unread state; keep the keyboard user in the row.
                    onSuccess: () => downloadRef.current?.focus(),
                    onError: (error) => notify.error(errorMessage(error, i18n)),
                  },
                )
              }
            >
              {t('portal|documentMarkRead')}
            </MarkRead>
          )}
        </ItemMeta>
      </Body>
      <Actions>
        <Button
          ref={downloadRef}
          {...named(t('portal|download'))}
          variant="primary"
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              { document, lang: language },
              { onError: (error) => notify.error(errorMessage(error, i18n)) },
            )
          }
        >
          {t('portal|download')}
        </Button>
        <WriteButton
          {...named(t('portal|documentSend'))}
          variant="secondary"
          loading={send.isPending}
          onClick={() =>
            send.mutate(
              { id: document.id, lang: language },
              {
                onSuccess: (result) => notify.info(t('portal|sentTo', { to: result.to })),
                onError: (error) => notify.error(errorMessage(error, i18n)),
              },
            )
          }
        >
          {t('portal|documentSend')}
        </WriteButton>
      </Actions>
    </Row>
  );
}
