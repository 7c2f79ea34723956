import createCache from '@emotion/cache';
import { css } from '@emotion/react';
import { LTR_STYLIS_PLUGINS } from './stylis-prefixer';

function compiled(styles: string): string {
  const cache = createCache({ key: 'test', stylisPlugins: LTR_STYLIS_PLUGINS });
  return String(cache.insert('.x', css(styles), cache.sheet, false));
}

describe('the CSS prefixer of emotion', () => {
  it('adds the -webkit- copies the supported browsers still need', () => {
    expect(compiled('backdrop-filter: blur(8px);')).toBe('.x{-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);}');
    expect(compiled('user-select: none;')).toBe('.x{-webkit-user-select:none;user-select:none;}');
    expect(compiled('background-clip: text;')).toBe('.x{-webkit-background-clip:text;background-clip:text;}');
  });

  it('writes no prefix of browsers the site does not support', () => {
    expect(compiled('display: flex; align-items: center; transition: opacity 1s; &::placeholder { opacity: 0.5; }')).toBe(
      '.x{display:flex;align-items:center;transition:opacity 1s;}.x::placeholder{opacity:0.5;}',
    );
    expect(compiled('background-clip: padding-box;')).toBe('.x{background-clip:padding-box;}');
  });
});
