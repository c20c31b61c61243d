import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReadMarks, type MarksToSend } from '../../src/lib/chat';

afterEach(() => vi.restoreAllMocks());

describe('the marks a chat screen sends', () => {
  it('says delivered at once, read only once the page is in front of the person, each once', () => {
    const focused = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const sent: MarksToSend[] = [];
    const send = (marks: MarksToSend) => {
      sent.push(marks);
      return true;
    };
    const { rerender } = renderHook(
      ({ lastId }: { lastId: string | null }) => useReadMarks(lastId, true, true, send),
      { initialProps: { lastId: '7' as string | null } },
    );
    expect(sent).toEqual([{ delivered: '7' }]);
    rerender({ lastId: '7' });
    expect(sent).toHaveLength(1);

    focused.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(sent).toEqual([{ delivered: '7' }, { read: '7' }]);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(sent).toHaveLength(2);

    // A newer message while in view is read straight away; ids compare as numbers (10 > 9).
    rerender({ lastId: '10' });
    expect(sent.at(-1)).toEqual({ read: '10' });
  });

  it('waits for the socket: a mark it could not take is sent once it is connected', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const sent: MarksToSend[] = [];
    let open = false;
    const send = (marks: MarksToSend) => {
      if (open) sent.push(marks);
      return open;
    };
    const { rerender } = renderHook(
      ({ connected }: { connected: boolean }) => useReadMarks('3', connected, true, send),
      { initialProps: { connected: false } },
    );
    expect(sent).toEqual([]);
    open = true;
    rerender({ connected: true });
    expect(sent).toEqual([{ read: '3' }]);
  });

  it('marks nothing read on a screen that is not shown', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const sent: MarksToSend[] = [];
    renderHook(() =>
      useReadMarks('5', true, false, (marks) => {
        sent.push(marks);
        return true;
      }),
    );
    expect(sent).toEqual([{ delivered: '5' }]);
  });
});
