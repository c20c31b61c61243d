import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  AUTO_POPOVER,
  popoverTarget,
  takeOverBrowserPopover,
  withoutPopoverLooks,
} from '../../../components/browser-popover';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { Link } from '../../../components/link';
import { hasLiveChat } from '../chat';
import {
  assistanceStatus,
  viewFromHash,
  type AssistanceStatus,
  type AssistanceView,
} from './status';
import { theme } from '../../../components/theme';
import { AssistancePanel } from './assistance-panel';

const Floating = styled.button`
  position: fixed;
  right: ${theme.space(4)};
  bottom: ${theme.space(4)};
  z-index: ${theme.zIndex.dropdown};
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-width: 48px;
  min-height: 48px;
  padding: 0 ${theme.space(3)};
  border: 2px solid ${theme.colors.background};
  border-radius: 999px;
  background: ${theme.colors.brand};
  color: #fff;
  font: inherit;
  font-weight: 700;
  box-shadow: ${theme.shadow};
  cursor: pointer;
  transition: transform 0.2s ease;
  svg {
    flex: none;
  }
  &:hover {
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  /* By attribute, not by a prop: the status changes as the page is scrolled, and a class of its own
     per status would insert a rule, which makes the browser restyle the whole page. */
  &[data-status='hidden'] {
    padding: 0;
    justify-content: center;
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

// The help button's links, the browser's own popover until the page's code has come (and without
// JavaScript): the ways to help that need no code. Once the code has come the button opens the panel.
const HELP_LINKS_ID = 'help-links';

const HelpLinks = styled.nav`
  ${withoutPopoverLooks}
  display: none;
  right: ${theme.space(4)};
  bottom: calc(${theme.space(4)} + 56px);
  padding: ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadow};
  &:popover-open {
    display: block;
    position: fixed;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${theme.space(3)};
    border-radius: ${theme.radius};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      background: ${theme.colors.surface};
    }
  }
`;

function HelpIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 16.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm1.3-5.1v.6h-2.5v-1c0-1.6 1-2.3 1.8-2.9.6-.4 1-.8 1-1.4 0-.8-.7-1.4-1.6-1.4-.9 0-1.6.6-1.7 1.5H7.8C8 6.8 9.7 5.3 12 5.3s4 1.5 4 3.4c0 1.5-1 2.3-1.8 2.9-.6.4-.9.8-.9 1.8Z"
      />
    </svg>
  );
}

/**
 * The floating help button on every page and portal screen, and the panel it opens at once (its
 * first view comes with the page; the inquiry form and the chat load when chosen). `#netspjall` and
 * `#fyrirspurn` open the panel at the chat or the form.
 */
export function AssistanceButton({
  language,
  pagePhone = null,
}: {
  language: Language;
  /** The phone number the page was built with, for the panel while the current one loads. */
  pagePhone?: string | null;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AssistanceStatus>('hidden');
  const [view, setView] = useState<AssistanceView>('none');
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setStatus(assistanceStatus(window.scrollY, window.innerHeight)),
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  useEffect(() => {
    const openFromHash = () => {
      const fromHash = viewFromHash(window.location.hash);
      if (fromHash) setView(fromHash);
    };
    // A conversation going on in this tab carries on after a page change or a reload.
    if (hasLiveChat()) setView('chat');
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  const close = useCallback(() => {
    setView('none');
    if (viewFromHash(window.location.hash)) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
  }, []);

  return (
    <>
      <Floating
        ref={buttonRef}
        type="button"
        data-status={status}
        aria-haspopup="dialog"
        aria-expanded={view !== 'none'}
        {...popoverTarget(HELP_LINKS_ID)}
        onClick={(event) => {
          event.preventDefault();
          takeOverBrowserPopover(document.getElementById(HELP_LINKS_ID));
          setView('assistant');
        }}
      >
        <HelpIcon />
        <span className="label">{t('layout|assistanceButton')}</span>
      </Floating>
      <HelpLinks id={HELP_LINKS_ID} {...AUTO_POPOVER} aria-label={t('layout|assistanceLinks')}>
        <ul>
          <li>
            <Link href={paths.inquiry(language)}>{t('layout|assistanceInquiry')}</Link>
          </li>
          <li>
            <Link href={paths.reportClaim(language)}>{t('layout|reportClaim')}</Link>
          </li>
          <li>
            <Link href={paths.getPrice(language)}>{t('layout|getPrice')}</Link>
          </li>
        </ul>
      </HelpLinks>
      {view !== 'none' && (
        <AssistancePanel
          language={language}
          pagePhone={pagePhone}
          view={view}
          onViewChange={setView}
          onClose={close}
        />
      )}
    </>
  );
}
