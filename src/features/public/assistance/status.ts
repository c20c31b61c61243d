import { SCROLL_THRESHOLD_PX, WINDOW_HEIGHT_THRESHOLD_PX } from '../../../domain/limits';

/**
 * hidden: the button sits quietly as a round icon; attention: it stretches out with its label.
 * Attention once the visitor has scrolled more than 800 px (they are looking for something the
 * top of the page did not give them) or when the window is 920 px high or less (the header's
 * phone number and links are soon out of sight). Docs: decision 017.
 */
export type AssistanceStatus = 'hidden' | 'attention';

export function assistanceStatus(scrollY: number, windowHeight: number): AssistanceStatus {
  return scrollY > SCROLL_THRESHOLD_PX || windowHeight <= WINDOW_HEIGHT_THRESHOLD_PX
    ? 'attention'
    : 'hidden';
}

/** The modal's states; `none` is closed. */
export type AssistanceView = 'none' | 'assistant' | 'chat' | 'inquiry';

/** Addresses that open the panel at a view: `/#netspjall` the chat, `/#fyrirspurn` the inquiry form. */
export const ASSISTANCE_HASHES = { '#netspjall': 'chat', '#fyrirspurn': 'inquiry' } as const;

export function viewFromHash(hash: string): AssistanceView | null {
  return ASSISTANCE_HASHES[hash.toLowerCase() as keyof typeof ASSISTANCE_HASHES] ?? null;
}
