import { useTranslation } from 'react-i18next';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ChatCannedAnswer } from '../../../domain/api/chat';
import { theme } from '../../../components/theme';

const Options = styled.ul`
  list-style: none;
  margin: ${theme.space(1)} 0 0;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  max-height: 12rem;
  overflow-y: auto;
  li {
    padding: ${theme.space(1)} ${theme.space(2)};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  li[aria-selected='true'] {
    background: ${theme.colors.brand};
    color: #fff;
  }
  .shortcut {
    font-weight: 700;
  }
`;

/** The answers a draft beginning with "/" offers: those whose shortcut starts with what follows. */
export function matchingAnswers(
  draft: string,
  answers: readonly ChatCannedAnswer[],
): ChatCannedAnswer[] | null {
  if (!draft.startsWith('/') || draft.includes('\n')) return null;
  const typed = draft.slice(1).trim().toLocaleLowerCase('is');
  return answers.filter((answer) => answer.shortcut.toLocaleLowerCase('is').startsWith(typed));
}

/**
 * Ready answers in the reply box: typing "/" opens the list under it, further letters narrow it
 * by shortcut, the arrow keys move through it, Enter (or a click) puts the answer in the box to
 * be edited before it is sent, and Escape closes it. The box stays a text box that points at the
 * highlighted option (aria-activedescendant), so a screen reader follows along.
 */
export function useCannedAnswers(
  id: string,
  draft: string,
  answers: readonly ChatCannedAnswer[],
  insert: (body: string) => void,
) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const matches = dismissed === draft ? null : matchingAnswers(draft, answers);
  const open = matches !== null && matches.length > 0;
  const listId = `${id}-answers`;
  const optionId = (index: number) => `${listId}-${index}`;
  const current = open ? Math.min(active, matches.length - 1) : 0;

  const choose = (answer: ChatCannedAnswer) => {
    setActive(0);
    insert(answer.body);
  };

  /** True when the key was the list's (the reply box must not act on it too). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + matches.length) % matches.length);
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(matches[current]!);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(draft);
      return true;
    }
    return false;
  };

  const inputProps = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? optionId(current) : undefined,
  };

  const list = open ? (
    <Options id={listId} role="listbox" aria-label={t('chatConsole|cannedAnswers')}>
      {matches.map((answer, index) => (
        <li
          key={answer.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === current}
          onMouseDown={(event) => {
            // Kept from taking the focus away from the reply box.
            event.preventDefault();
            choose(answer);
          }}
        >
          <span className="shortcut">/{answer.shortcut}</span> {answer.body}
        </li>
      ))}
    </Options>
  ) : null;

  return { onKeyDown, inputProps, list };
}
