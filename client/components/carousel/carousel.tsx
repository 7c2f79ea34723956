import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_BREAKPOINTS } from '../../../shared/constants';
import { toLanguage } from '../../i18n/create-i18n';
import { formatNumber } from '../../lib/format';
import { nextIndex, previousIndex, slidesPerViewAt } from './carousel-index';

export interface CarouselProps {
  /** Names the carousel for screen readers ("Customer reviews"). */
  label: string;
  slides: ReactNode[];
  /** 'responsive': 1, 2 or 3 slides at 0, 640 and 1024 px with the spec's spacing; or always 1. */
  layout?: 'responsive' | 'single';
  /** Moves on by itself every so many ms (spec 9), unless paused, hovered, focused, off screen or reduced motion. */
  autoplayMs?: number;
  /** The track's id (the controls name it); a generated one otherwise. A fixed id lets the server reuse the section's HTML (components/static-section.tsx). */
  id?: string;
}

const SINGLE = [{ minWidth: 0, slides: 1, spacing: 30 }] as const;

function slideWidths(layout: 'responsive' | 'single') {
  const breakpoints = layout === 'single' ? SINGLE : CAROUSEL_BREAKPOINTS;
  const styles: Record<string, unknown> = {};
  for (const { minWidth, slides, spacing } of breakpoints) {
    const rule = { '--carousel-gap': `${spacing}px`, '--carousel-slide': `calc((100% - ${(slides - 1) * spacing}px) / ${slides})` };
    if (minWidth === 0) Object.assign(styles, rule);
    else styles[`@media (min-width: ${minWidth}px)`] = rule;
  }
  return styles;
}

/** Hides the controls at the widths where every slide is already visible (CSS, so the server HTML is right too). */
function controlsDisplay(layout: 'responsive' | 'single', count: number) {
  const breakpoints = layout === 'single' ? SINGLE : CAROUSEL_BREAKPOINTS;
  const styles: Record<string, unknown> = {};
  for (const { minWidth, slides } of breakpoints) {
    const display = count > slides ? 'flex' : 'none';
    if (minWidth === 0) styles.display = display;
    else styles[`@media (min-width: ${minWidth}px)`] = { display };
  }
  return styles;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * A scroll-snap track: without JavaScript every slide is server-rendered and can be scrolled or
 * swiped; with it, previous and next wrap around (spec 2.3, 2.7), arrow keys move slide by slide
 * (mirrored in Arabic), and autoplay can be paused. Autoplay stops for reduced-motion visitors,
 * while the pointer or focus is inside, and while the carousel is off screen.
 */
export function Carousel({ label, slides, layout = 'responsive', autoplayMs, id }: CarouselProps) {
  const { t, i18n } = useTranslation('public');
  const language = toLanguage(i18n.language);
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const generatedId = useId();
  const trackId = id ?? generatedId;
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(Boolean(autoplayMs));
  const [held, setHeld] = useState(false);
  const [visible, setVisible] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  const perView = useCallback(() => slidesPerViewAt(window.innerWidth, layout === 'single' ? SINGLE : CAROUSEL_BREAKPOINTS), [layout]);

  /**
   * The slide a move of ours (previous, next, arrow keys, autoplay) is scrolling to, until the
   * track comes to rest there. Meanwhile the slides passing by do not count: a second press during
   * the smooth scroll moves on from the target, not from a slide on the way.
   */
  const movingTo = useRef<number | null>(null);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      const slide = track?.children[target] as HTMLElement | undefined;
      if (!track || !slide) return;
      const trackBox = track.getBoundingClientRect();
      const slideBox = slide.getBoundingClientRect();
      // The distance from the track's start edge to the slide's start edge, in either direction;
      // scrolled to as a position, so that a move started during another one ends on its own slide.
      const delta = rtl ? slideBox.right - trackBox.right : slideBox.left - trackBox.left;
      movingTo.current = target;
      track.scrollTo({ left: track.scrollLeft + delta, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      setIndex(target);
    },
    [rtl],
  );

  const next = useCallback(() => goTo(nextIndex(index, count, perView())), [goTo, index, count, perView]);
  const previous = useCallback(() => goTo(previousIndex(index, count, perView())), [goTo, index, count, perView]);

  // Keep the index in step when the visitor scrolls or swipes the track directly.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    let frame = 0;
    const nearestSlide = () => {
      const trackBox = track.getBoundingClientRect();
      let best = 0;
      let bestDistance = Number.POSITIVE_INFINITY;
      Array.from(track.children).forEach((child, i) => {
        const box = child.getBoundingClientRect();
        const distance = Math.abs(rtl ? box.right - trackBox.right : box.left - trackBox.left);
        if (distance < bestDistance) {
          best = i;
          bestDistance = distance;
        }
      });
      return best;
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const best = nearestSlide();
        if (movingTo.current !== null && best !== movingTo.current) return;
        movingTo.current = null;
        setIndex(best);
      });
    };
    // The scroll ended elsewhere (the visitor took over): the slide in view is the one.
    const onScrollEnd = () => {
      movingTo.current = null;
      setIndex(nearestSlide());
    };
    // The visitor's own wheel, touch or pointer ends our move: their scrolling counts again.
    const takeOver = () => {
      movingTo.current = null;
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('scrollend', onScrollEnd);
    for (const type of ['wheel', 'touchstart', 'pointerdown'] as const) track.addEventListener(type, takeOver, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', onScrollEnd);
      for (const type of ['wheel', 'touchstart', 'pointerdown'] as const) track.removeEventListener(type, takeOver);
    };
  }, [rtl]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), { threshold: 0.3 });
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!autoplayMs || !playing || held || !visible || count < 2) return undefined;
    const timer = window.setInterval(() => {
      if (!document.hidden) next();
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, playing, held, visible, count, next]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    if (forward) next();
    else previous();
  };

  const PreviousIcon = rtl ? ChevronRightIcon : ChevronLeftIcon;
  const NextIcon = rtl ? ChevronLeftIcon : ChevronRightIcon;
  const autoplaying = Boolean(autoplayMs) && playing;

  return (
    <Box
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <Box
        ref={trackRef}
        id={trackId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={t('carousel.trackLabel', { label })}
        aria-live={autoplaying ? 'off' : 'polite'}
        sx={{
          ...slideWidths(layout),
          display: 'flex',
          gap: 'var(--carousel-gap)',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          // The same as the padding: the first slide snaps where it starts, at scroll position 0.
          scrollPaddingInline: '4px',
          scrollbarWidth: 'thin',
          pb: 1.5,
          pt: 0.5,
          px: 0.5,
          mx: -0.5,
          borderRadius: 2,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {slides.map((slide, i) => (
          <Box
            key={i}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideLabel', { index: formatNumber(i + 1, language), count: formatNumber(count, language) })}
            sx={{ flex: '0 0 var(--carousel-slide)', minWidth: 0, scrollSnapAlign: 'start', display: 'flex' }}
          >
            {slide}
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 1.5, ...controlsDisplay(layout, count) }}>
          <IconButton aria-controls={trackId} aria-label={t('carousel.previous')} onClick={previous} sx={{ border: 1, borderColor: 'divider' }}>
            <PreviousIcon />
          </IconButton>
          {layout === 'single' && (
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 56, textAlign: 'center' }} aria-hidden>
              {t('carousel.position', { index: formatNumber(index + 1, language), count: formatNumber(count, language) })}
            </Typography>
          )}
          <IconButton aria-controls={trackId} aria-label={t('carousel.next')} onClick={next} sx={{ border: 1, borderColor: 'divider' }}>
            <NextIcon />
          </IconButton>
          {autoplayMs && (
            <IconButton
              aria-controls={trackId}
              aria-label={playing ? t('carousel.pause') : t('carousel.play')}
              onClick={() => setPlaying((value) => !value)}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              {playing ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
          )}
        </Stack>
      )}
    </Box>
  );
}
