/**
 * The one-line script that fetches the app's code once the page has shown itself.
 *
 * The server's HTML is the whole page: it reads, links and scrolls without JavaScript. So the
 * first visit gives its bandwidth to what paints first (the HTML, the stylesheets, the fonts and
 * the hero's picture), and the modules and texts that hydrate the page are asked for when the
 * page has loaded. A visitor who touches the page, presses a key or moves the focus before then
 * gets them at once, and a page whose load is held up (a picture that does not come) gets them
 * after LOAD_WAIT_LIMIT_MS all the same. On a slow line the page paints about a second sooner
 * (issue 13, `npm run bench:lighthouse`); on a fast one the code comes a few milliseconds later.
 */

/** What a page's code is: its entry module, every module it imports, and the texts it fetches. */
export interface AppCode {
  entry: string;
  modules: readonly string[];
  texts: readonly string[];
}

/** The events that mean the visitor is about to use the page, so its code is fetched now. */
export const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** The longest the code waits for the page's load event, from the end of the HTML. */
export const LOAD_WAIT_LIMIT_MS = 3000;

/** A JSON literal safe inside a <script> element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function appLoaderScript(code: AppCode): string {
  return [
    '(function(){var started=false;',
    `var modules=${scriptLiteral(code.modules)},texts=${scriptLiteral(code.texts)},entry=${scriptLiteral(code.entry)};`,
    'function link(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;if(as){l.as=as;l.crossOrigin="anonymous"}document.head.appendChild(l)}',
    'function start(){if(started)return;started=true;',
    'modules.forEach(function(href){link("modulepreload",href)});',
    // The entry fetch()es the texts in cors mode with same-origin credentials: crossorigin="anonymous" is the same request, so the answer is reused.
    'texts.forEach(function(href){link("preload",href,"fetch")});',
    'var s=document.createElement("script");s.type="module";s.src=entry;document.body.appendChild(s)}',
    `if(document.readyState==="complete")start();else{addEventListener("load",function(){setTimeout(start)});setTimeout(start,${LOAD_WAIT_LIMIT_MS})}`,
    `${scriptLiteral(FIRST_USE_EVENTS)}.forEach(function(type){addEventListener(type,start,{capture:true,once:true,passive:true})})`,
    '})();',
  ].join('');
}
