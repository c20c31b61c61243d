import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Link, LoadingDots, Modal, Skeleton } from '../../../components';
import { telHref } from '../../../domain/phone';
import { TIMING_MS } from '../../../domain/limits';
import { addTranslationGroups, type Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { isOpenNow, useNow, type OpeningTime } from '../opening-hours';
import { isChatWidgetReady, loadChatWidget } from '../chat';
import { useGeneralConfig } from './general-config';
import type { AssistanceView } from './status';
import en from '../../../../locales/en/assistance.json';
import is from '../../../../locales/is/assistance.json';
import { boxedItem, unmarkedList } from '../../../components/list-styles';
import { theme } from '../../../components/theme';

addTranslationGroups({ is: { assistance: is }, en: { assistance: en } });

// The panel's first view is plain links and buttons, so it is part of the page and opens without a
// request. The inquiry form (Formik, Yup, its texts) and the chat widget (its socket client) load
// when chosen; the form, the likelier choice, is also fetched once the panel has opened and the
// browser is idle.
const ChatWidget = lazy(loadChatWidget);
const loadInquiryForm = () =>
  import(/* webpackChunkName: "assistance-inquiry" */ '../inquiry').then((module) => ({
    default: module.InquiryForm,
  }));
const InquiryForm = lazy(loadInquiryForm);

/** Starts fetching `load` when the browser has nothing else to do; returns the cancel. */
function whenIdle(load: () => Promise<unknown>): () => void {
  const start = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 500);
  return () => window.clearTimeout(timer);
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(5)};
  > * {
    flex: 1 1 12rem;
  }
`;

const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.brand};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Channels = styled.ul`
  ${unmarkedList(3)}
`;

const Channel = styled.li`
  ${boxedItem(1)}
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Hours = styled.p<{ $open: boolean }>`
  color: ${({ $open, theme }) => ($open ? '#11502f' : theme.colors.textMuted)};
  font-weight: 600;
`;

const Back = styled(Button)`
  margin-bottom: ${theme.space(4)};
`;

const ServiceLinks = styled.ul`
  margin: ${theme.space(5)} 0 0;
  padding-left: ${theme.space(5)};
  li + li {
    margin-top: ${theme.space(1)};
  }
`;

function tidyTime(value: string): string {
  return value.trim().replace(/^0(\d):/, '$1:');
}

/** "Open now", or when the line opens next. */
function OpenState({ time }: { time: OpeningTime | undefined }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!time || !now) return <Skeleton width="40%" />;
  const open = isOpenNow(time, now);
  return (
    <Hours $open={open}>
      {open
        ? t('assistance|openNow', { closes: tidyTime(time.closes) })
        : t('assistance|opensAt', { opens: tidyTime(time.opens) })}
    </Hours>
  );
}

/** The line of the opening hours whose title names the channel ('Símaver…', 'Netspjall…'). */
function lineFor(times: OpeningTime[] | undefined, pattern: RegExp): OpeningTime | undefined {
  return times?.find((time) => pattern.test(time.title));
}

function Assistant({
  language,
  pagePhone,
  onViewChange,
}: {
  language: Language;
  pagePhone: string | null;
  onViewChange: (view: AssistanceView) => void;
}) {
  const { t } = useTranslation();
  const general = useGeneralConfig(language);
  const config = general.status === 'ready' ? general.data : undefined;
  // The settings as they are now; the page's own copy of the footer while they load or fail.
  const phone = config?.phone || pagePhone;
  const times = config?.openingHours?.times;
  const hoursUnknown = general.status === 'error' || (config && !config.openingHours);
  return (
    <>
      <Actions>
        <ButtonLink href={paths.getPrice(language)}>{t('assistance|getPrice')}</ButtonLink>
        <ButtonLink href={paths.reportClaim(language)}>{t('assistance|fileClaim')}</ButtonLink>
      </Actions>
      <Channels>
        <Channel>
          <h3>{t('assistance|phoneHeading')}</h3>
          {phone && (
            <p>
              <Link href={telHref(phone)}>{phone}</Link>
            </p>
          )}
          {!hoursUnknown && <OpenState time={lineFor(times, /síma|phone|tele/i) ?? times?.[0]} />}
        </Channel>
        <Channel>
          <h3>{t('assistance|chatHeading')}</h3>
          {!hoursUnknown && <OpenState time={lineFor(times, /spjall|chat/i) ?? times?.[0]} />}
          <div>
            <Button
              variant="secondary"
              onClick={() => onViewChange('chat')}
              onPointerEnter={() => void loadChatWidget().catch(() => undefined)}
              onFocus={() => void loadChatWidget().catch(() => undefined)}
            >
              {t('assistance|startChat')}
            </Button>
          </div>
        </Channel>
        <Channel>
          <h3>{t('assistance|inquiryHeading')}</h3>
          <p>{t('assistance|inquiryText')}</p>
          <div>
            <Button variant="secondary" onClick={() => onViewChange('inquiry')}>
              {t('assistance|writeInquiry')}
            </Button>
          </div>
        </Channel>
      </Channels>
      {hoursUnknown && <p>{t('layout|openingHoursUnavailable')}</p>}
      <ServiceLinks aria-label={t('assistance|serviceLinks')}>
        <li>
          <Link href={paths.portal(language)}>{t('assistance|portalLink')}</Link>
        </li>
        <li>
          <Link href={paths.inquiry(language)}>{t('assistance|inquiryPageLink')}</Link>
        </li>
      </ServiceLinks>
    </>
  );
}

/** Says that a view's code is on its way, for a view chosen before it has come. */
function Opening({ text }: { text: string }) {
  return (
    <p role="status">
      {text} <LoadingDots />
    </p>
  );
}

/**
 * The chat view. Its loading flag is raised when the chat is opened and lowered once the widget
 * reports it has drawn itself; readiness is polled every 150 ms until then.
 */
function ChatView({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [chatLoading, setChatLoading] = useState(true);
  useEffect(() => {
    if (!chatLoading) return undefined;
    const timer = setInterval(() => {
      if (isChatWidgetReady()) setChatLoading(false);
    }, TIMING_MS.chatReadinessPoll);
    return () => clearInterval(timer);
  }, [chatLoading]);
  return (
    <div aria-busy={chatLoading}>
      {chatLoading && <Opening text={t('assistance|chatLoading')} />}
      <Suspense fallback={null}>
        <ChatWidget language={language} />
      </Suspense>
    </div>
  );
}

export type AssistancePanelProps = {
  language: Language;
  /** The phone number the page was built with (its footer's), shown while the settings load. */
  pagePhone: string | null;
  view: Exclude<AssistanceView, 'none'>;
  onViewChange: (view: AssistanceView) => void;
  onClose: () => void;
};

/** The help modal: where to turn (assistant), the chat, or the inquiry form. */
export function AssistancePanel({
  language,
  pagePhone,
  view,
  onViewChange,
  onClose,
}: AssistancePanelProps) {
  const { t } = useTranslation();
  useEffect(() => whenIdle(loadInquiryForm), []);
  const titles = {
    assistant: t('assistance|title'),
    chat: t('assistance|chatHeading'),
    inquiry: t('assistance|inquiryHeading'),
  } as const;
  return (
    <Modal title={titles[view]} name="assistance" onClose={onClose} size="medium">
      {view !== 'assistant' && (
        <Back variant="link" onClick={() => onViewChange('assistant')}>
          {t('assistance|back')}
        </Back>
      )}
      {view === 'assistant' && (
        <Assistant language={language} pagePhone={pagePhone} onViewChange={onViewChange} />
      )}
      {view === 'chat' && <ChatView language={language} />}
      {view === 'inquiry' && (
        <Suspense fallback={<Opening text={t('assistance|inquiryLoading')} />}>
          <InquiryForm language={language} headingLevel="h3" />
        </Suspense>
      )}
    </Modal>
  );
}
