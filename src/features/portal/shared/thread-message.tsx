import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { unmarkedList } from '../../../components/list-styles';
import { theme } from '../../../components/theme';

/** Messages between a customer and Skjól's staff, oldest first. */
export const ThreadList = styled.ol`
  ${unmarkedList(3)}
`;

const Item = styled.li<{ $fromStaff: boolean; $sides: boolean }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  border-left: 4px solid
    ${({ $fromStaff, theme }) => ($fromStaff ? theme.colors.brand : theme.colors.border)};
  background: ${({ $fromStaff, $sides, theme }) =>
    $sides && !$fromStaff ? theme.colors.background : theme.colors.surface};
  ${({ $sides }) =>
    $sides &&
    css<{ $fromStaff: boolean }>`
      ${theme.up('md')} {
        margin-left: ${({ $fromStaff }) => ($fromStaff ? '2rem' : '0')};
        margin-right: ${({ $fromStaff }) => ($fromStaff ? '0' : '2rem')};
      }
    `}
  p {
    margin: ${theme.space(1)} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space(2)};
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
  strong {
    color: ${theme.colors.text};
  }
`;

/**
 * One message: who wrote it and when, a note beside that (a question), the text, and what comes
 * with it (files). `sides` sets staff's and the customer's messages apart, as a conversation.
 */
export function ThreadMessage({
  author,
  createdAt,
  language,
  fromStaff,
  sides = false,
  note,
  body,
  children,
}: {
  author: string;
  createdAt: string;
  language: Language;
  fromStaff: boolean;
  sides?: boolean;
  note?: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <Item $fromStaff={fromStaff} $sides={sides}>
      <Meta>
        <strong>{author}</strong>
        <time dateTime={createdAt}>{formatDate(createdAt, language, { time: true })}</time>
        {note && <span>· {note}</span>}
      </Meta>
      <p>{body}</p>
      {children}
    </Item>
  );
}
