import Box from '@mui/material/Box';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/create-i18n';
import { formatConjunction } from '../../lib/format';
import { visuallyHidden } from '../../lib/scroll-to-section';
import { advance, delayOf, initialTypewriterState, typewriterTiming, visibleText, type TypewriterState } from './typewriter';

/**
 * The hero's typewriter headline. Screen readers get every text at once ("A, B, C and D") and
 * never the animation; visitors who prefer reduced motion see the first text, still. Every text is
 * also laid, invisible, in the same grid cell as the typed one, so the headline is as tall as its
 * longest text from the first paint at any width, and nothing below it moves while it types.
 */
export function TypewriterHeadline({ texts }: { texts: string[] }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  // A stable list for the effect below: the caller may build a new array on every render.
  const key = texts.join('\u0000');
  const list = useMemo(() => (key ? key.split('\u0000') : []), [key]);
  const [state, setState] = useState<TypewriterState>(() => initialTypewriterState(list));

  useEffect(() => {
    if (list.length === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timing = typewriterTiming(language);
    let current = initialTypewriterState(list);
    let timer = window.setTimeout(
      function tick() {
        const step = advance(current, list, timing);
        current = step.state;
        setState(current);
        timer = window.setTimeout(tick, step.delay);
      },
      delayOf(current, timing),
    );
    return () => window.clearTimeout(timer);
  }, [list, language]);

  const spoken = useMemo(() => formatConjunction(list, language), [list, language]);
  const visible = visibleText(state, list);
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {spoken}
      </Box>
      <Box component="span" aria-hidden="true" sx={{ display: 'grid' }}>
        {list.map((text) => (
          <Box key={text} component="span" sx={{ gridArea: '1 / 1', visibility: 'hidden' }}>
            {text}
          </Box>
        ))}
        <Box component="span" data-testid="typewriter" sx={{ gridArea: '1 / 1', whiteSpace: 'pre-wrap', color: 'primary.main' }}>
          {/* A new text node for every step (the key): a right-to-left text node whose text is
              changed in place counts as a layout shift each time it loses or gains a line (0.03 to
              0.04 CLS per headline in Chromium); a new node is new content, not a shift. */}
          <span key={visible}>{visible}</span>
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              width: '0.08em',
              height: '0.9em',
              marginInlineStart: '0.06em',
              verticalAlign: '-0.08em',
              bgcolor: 'secondary.main',
              animation: 'khadamat-caret 1s steps(1) infinite',
              '@keyframes khadamat-caret': { '50%': { opacity: 0 } },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        </Box>
      </Box>
    </>
  );
}
