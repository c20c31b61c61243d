import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { Checkbox, FormAlert } from '../../../components';
import type { ChatAgent } from '../../../domain/api/chat';
import { CHAT_QUEUES, type ChatQueue } from '../../../domain/chat';
import { errorMessage } from '../../../lib/api';
import { useChatAgents, useSetAgentQueues } from './api';
import { theme } from '../../../components/theme';

const Agents = styled.ul`
  list-style: none;
  margin: ${theme.space(3)} 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  > li {
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    overflow-wrap: anywhere;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)} ${theme.space(3)};
  }
  legend {
    font-weight: 700;
    margin-bottom: ${theme.space(1)};
  }
`;

function AgentRow({ agent, onSaved }: { agent: ChatAgent; onSaved: (agent: ChatAgent) => void }) {
  const { t, i18n } = useTranslation();
  const setQueues = useSetAgentQueues();
  // What was ticked last, shown at once while the server is asked.
  const [queues, setShown] = useState<readonly ChatQueue[]>(agent.queues);
  const toggle = (queue: ChatQueue) => {
    // One change at a time (the box stays enabled, so the keyboard's focus stays on it).
    if (setQueues.isPending) return;
    const next = CHAT_QUEUES.filter((each) => (each === queue) !== queues.includes(each));
    setShown(next);
    setQueues.mutate(
      { username: agent.username, queues: next },
      {
        onSuccess: (saved) => {
          setShown(saved.queues);
          onSaved(saved);
        },
        onError: () => setShown(agent.queues),
      },
    );
  };
  return (
    <li>
      <fieldset>
        <legend>
          {agent.online
            ? t('chatConsole|agentOnline', { name: agent.name })
            : t('chatConsole|agentAway', { name: agent.name })}
        </legend>
        {CHAT_QUEUES.map((queue) => (
          <Checkbox
            key={queue}
            name={`agent-${agent.username}-${queue}`}
            label={t(`chat|queue_${queue}`)}
            checked={queues.includes(queue)}
            onChange={() => toggle(queue)}
          />
        ))}
      </fieldset>
      {queues.length === 0 && <p>{t('chatConsole|agentNoQueues')}</p>}
      {setQueues.isError && (
        <FormAlert role="alert">
          {t('chatConsole|error', { message: errorMessage(setQueues.error, i18n) })}
        </FormAlert>
      )}
    </li>
  );
}

/**
 * For Admins: everyone who may answer chats, online or not, and the queues each answers; a tick
 * adds or removes a queue at once (the server checks that the caller is an Admin, and audits it).
 */
export function AgentQueuesPanel() {
  const { t, i18n } = useTranslation();
  const agents = useChatAgents(true);
  const [saved, setSaved] = useState('');
  return (
    <section aria-labelledby="agent-queues-heading">
      <h2 id="agent-queues-heading">{t('chatConsole|agentQueuesHeading')}</h2>
      <p>{t('chatConsole|agentQueuesIntro')}</p>
      <p role="status">{saved}</p>
      {agents.isError && (
        <FormAlert role="alert">
          {t('chatConsole|error', { message: errorMessage(agents.error, i18n) })}
        </FormAlert>
      )}
      <Agents aria-busy={agents.isPending || undefined}>
        {(agents.data?.agents ?? []).map((agent) => (
          <AgentRow
            key={agent.username}
            agent={agent}
            onSaved={(changed) =>
              setSaved(
                t('chatConsole|agentQueuesSaved', {
                  name: changed.name,
                  queues:
                    changed.queues.map((queue) => t(`chat|queue_${queue}`)).join(', ') ||
                    t('chatConsole|agentQueuesNone'),
                }),
              )
            }
          />
        ))}
      </Agents>
    </section>
  );
}
