import { TYPEWRITER, type Language } from '../../../shared/constants';

/**
 * The hero's typewriter as a pure state machine (spec 4, 9): types one character every 100 ms
 * (80 ms in Arabic), pauses 2000 ms on a complete text, deletes at twice the typing speed, then
 * types the next text, in a loop. The view only schedules `advance` after the returned delay.
 */
export interface TypewriterTiming {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

export function typewriterTiming(language: Language): TypewriterTiming {
  const typeMs = language === 'ar' ? TYPEWRITER.typeMsArabic : TYPEWRITER.typeMs;
  return { typeMs, deleteMs: typeMs / TYPEWRITER.deleteSpeedFactor, pauseMs: TYPEWRITER.pauseMs };
}

export type TypewriterPhase = 'typing' | 'paused' | 'deleting';

export interface TypewriterState {
  textIndex: number;
  /** Characters of the current text on screen. */
  length: number;
  phase: TypewriterPhase;
}

/** Characters as the eye counts them (code points: an Arabic letter or an emoji is one step). */
export function characters(text: string): string[] {
  return Array.from(text);
}

/**
 * The first state shows the first text complete, paused: the same headline the server renders
 * and reduced-motion visitors keep, so hydration matches and nothing jumps at start.
 */
export function initialTypewriterState(texts: readonly string[]): TypewriterState {
  return { textIndex: 0, length: characters(texts[0] ?? '').length, phase: 'paused' };
}

/** How long the given state stays on screen before `advance` is applied. */
export function delayOf(state: TypewriterState, timing: TypewriterTiming): number {
  if (state.phase === 'paused') return timing.pauseMs;
  return state.phase === 'typing' ? timing.typeMs : timing.deleteMs;
}

export function advance(state: TypewriterState, texts: readonly string[], timing: TypewriterTiming): { state: TypewriterState; delay: number } {
  const count = Math.max(1, texts.length);
  const full = characters(texts[state.textIndex] ?? '').length;
  let next: TypewriterState;
  if (state.phase === 'typing') {
    next = state.length + 1 >= full ? { ...state, length: full, phase: 'paused' } : { ...state, length: state.length + 1 };
  } else if (state.phase === 'paused') {
    next = { ...state, phase: 'deleting', length: Math.max(0, state.length - 1) };
  } else if (state.length > 1) {
    next = { ...state, length: state.length - 1 };
  } else {
    next = { textIndex: (state.textIndex + 1) % count, length: 0, phase: 'typing' };
  }
  return { state: next, delay: delayOf(next, timing) };
}

export function visibleText(state: TypewriterState, texts: readonly string[]): string {
  return characters(texts[state.textIndex] ?? '')
    .slice(0, state.length)
    .join('');
}
