import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText, serverSuccessText } from '../../lib/api-error-text';
import { notify } from '../../lib/notify';
import { isRefusedLink } from './refused-link';

export type LinkConfirmationState = { step: 'confirming' } | { step: 'confirmed'; text: string } | { step: 'refused' } | { step: 'failed'; text: string };

/**
 * A mailed link's token spent once, as soon as the page runs in the browser (never during server
 * rendering, so a link preview cannot spend it): the state to show (confirming, confirmed with the
 * provider's words, refused link, failed with the reason) and `run` to try again after a failure.
 */
export function useLinkConfirmation<Link>(
  link: Link | null,
  confirm: (link: Link) => Promise<{ message?: string }>,
  t: TFunction,
  texts: { confirmed: string; failed: string },
): { state: LinkConfirmationState; run: () => Promise<void> } {
  const [state, setState] = useState<LinkConfirmationState>({ step: 'confirming' });
  const sent = useRef(false);
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;

  const run = useCallback(async () => {
    if (!link) return;
    setState({ step: 'confirming' });
    try {
      const { message } = await confirmRef.current(link);
      const text = serverSuccessText(message, t, texts.confirmed);
      setState({ step: 'confirmed', text });
      notify('success', text);
    } catch (error) {
      if (isRefusedLink(error)) setState({ step: 'refused' });
      else setState({ step: 'failed', text: apiErrorText(error, t, texts.failed) });
    }
  }, [link, t, texts.confirmed, texts.failed]);

  useEffect(() => {
    if (sent.current || !link) return;
    sent.current = true;
    void run();
  }, [link, run]);

  return { state, run };
}
