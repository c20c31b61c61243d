import { describe, expect, it } from 'vitest';
import type { ChatMarks, ChatMessage } from '../../../src/domain/api/chat';
import { lastFrom, lastMessageState } from '../../../src/lib/chat';
import { matchingAnswers } from '../../../src/features/staff/chat-console/canned-answers';

const message = (id: string, author: 'customer' | 'agent'): ChatMessage => ({
  id,
  conversationId: '11111111-1111-4111-8111-111111111111',
  clientId: `c-${id}`,
  author,
  authorName: author,
  body: id,
  createdAt: '2026-11-30T10:00:00.000Z',
  attachment: null,
});
const none: ChatMarks = {
  customerDelivered: null,
  customerRead: null,
  agentDelivered: null,
  agentRead: null,
};

describe('the state of an author’s last message', () => {
  const messages = [message('9', 'customer'), message('10', 'agent'), message('11', 'customer')];

  it('is sent until the other side’s screen has it, then delivered, then read', () => {
    expect(lastMessageState(messages, 'customer', none)).toEqual({ id: '11', state: 'sent' });
    // Marks on an earlier message say nothing of the last one (ids compared as numbers: 9 < 11).
    expect(lastMessageState(messages, 'customer', { ...none, agentRead: '9' })?.state).toBe('sent');
    expect(lastMessageState(messages, 'customer', { ...none, agentDelivered: '11' })?.state).toBe(
      'delivered',
    );
    expect(
      lastMessageState(messages, 'customer', { ...none, agentDelivered: '11', agentRead: '11' })
        ?.state,
    ).toBe('read');
  });

  it('reads the other side’s marks only, and is null before the author said anything', () => {
    expect(lastMessageState(messages, 'agent', { ...none, agentRead: '11' })?.state).toBe('sent');
    expect(lastMessageState(messages, 'agent', { ...none, customerRead: '11' })).toEqual({
      id: '10',
      state: 'read',
    });
    expect(lastMessageState([message('1', 'agent')], 'customer', none)).toBeNull();
    expect(lastFrom(messages, 'agent')).toBe('10');
    expect(lastFrom([], 'agent')).toBeNull();
  });
});

describe('the ready answers a draft offers', () => {
  const answers = [
    { id: '1', shortcut: 'kveðja', body: 'Góðan dag' },
    { id: '2', shortcut: 'Kennitala', body: 'Kennitalan?' },
    { id: '3', shortcut: 'takk', body: 'Takk' },
  ];
  it('opens on "/" and narrows by the shortcut’s beginning, whatever the case', () => {
    expect(matchingAnswers('/', answers)?.map((a) => a.id)).toEqual(['1', '2', '3']);
    expect(matchingAnswers('/k', answers)?.map((a) => a.id)).toEqual(['1', '2']);
    expect(matchingAnswers('/KE', answers)?.map((a) => a.id)).toEqual(['2']);
    expect(matchingAnswers('/x', answers)).toEqual([]);
  });
  it('stays closed for ordinary words and once a line is written', () => {
    expect(matchingAnswers('halló', answers)).toBeNull();
    expect(matchingAnswers('a/k', answers)).toBeNull();
    expect(matchingAnswers('/k\nmeira', answers)).toBeNull();
  });
});
