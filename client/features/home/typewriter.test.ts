import { advance, delayOf, initialTypewriterState, typewriterTiming, visibleText, type TypewriterState } from './typewriter';

const en = typewriterTiming('en');
const ar = typewriterTiming('ar');

/** Runs the machine and records what is on screen and for how long, until `until` returns true. */
function run(texts: string[], timing = en, steps = 40) {
  let state: TypewriterState = initialTypewriterState(texts);
  const frames: Array<{ text: string; ms: number }> = [{ text: visibleText(state, texts), ms: delayOf(state, timing) }];
  for (let i = 0; i < steps; i += 1) {
    const result = advance(state, texts, timing);
    state = result.state;
    frames.push({ text: visibleText(state, texts), ms: result.delay });
  }
  return frames;
}

describe('typewriter timing', () => {
  it('types at 100 ms per character in English and 80 ms in Arabic, deletes twice as fast, pauses 2000 ms', () => {
    expect(en).toEqual({ typeMs: 100, deleteMs: 50, pauseMs: 2000 });
    expect(ar).toEqual({ typeMs: 80, deleteMs: 40, pauseMs: 2000 });
  });
});

describe('typewriter cycle', () => {
  it('starts with the first text complete, paused, like the server-rendered headline', () => {
    const frames = run(['abc', 'xy'], en, 0);
    expect(frames).toEqual([{ text: 'abc', ms: 2000 }]);
  });

  it('deletes, types the next text, pauses, and loops back to the first', () => {
    const frames = run(['abc', 'xy'], en, 12);
    expect(frames).toEqual([
      { text: 'abc', ms: 2000 },
      { text: 'ab', ms: 50 },
      { text: 'a', ms: 50 },
      { text: '', ms: 100 },
      { text: 'x', ms: 100 },
      { text: 'xy', ms: 2000 },
      { text: 'x', ms: 50 },
      { text: '', ms: 100 },
      { text: 'a', ms: 100 },
      { text: 'ab', ms: 100 },
      { text: 'abc', ms: 2000 },
      { text: 'ab', ms: 50 },
      { text: 'a', ms: 50 },
    ]);
  });

  it('shows each typed character for the typing delay and each deletion for half of it', () => {
    const frames = run(['abc', 'xy'], en, 14);
    // After the pause: deletions at 50 ms, typing at 100 ms, a pause of 2000 ms on a full text.
    expect(frames.slice(1, 4).map((f) => f.ms)).toEqual([50, 50, 100]);
    expect(frames[4]).toEqual({ text: 'x', ms: 100 });
    expect(frames[5]).toEqual({ text: 'xy', ms: 2000 });
  });

  it('uses the Arabic speed for Arabic texts and counts Arabic letters one by one', () => {
    const frames = run(['مرحبا', 'أهلا'], ar, 12);
    expect(frames[1]).toEqual({ text: 'مرحب', ms: 40 });
    const typed = frames.filter((f) => f.ms === 80).map((f) => f.text);
    expect(typed.slice(0, 3)).toEqual(['', 'أ', 'أه']);
  });

  it('stays on a single text by deleting and retyping it', () => {
    const frames = run(['ok'], en, 6);
    expect(frames.map((f) => f.text)).toEqual(['ok', 'o', '', 'o', 'ok', 'o', '']);
  });
});
