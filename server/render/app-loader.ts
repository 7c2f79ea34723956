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

/**
 * How many preloads the loader asks for in one task. Each <link> starts a request on the page's
 * main thread (about 1 ms apiece on this machine, 4 ms on Lighthouse's phone): the sign-in page's
 * 33 in one go made a task of 100-180 ms on that phone, the longest of its boot. Six at a time,
 * each batch in a task of its own, keeps every one well under the 50 ms that counts as blocking.
 */
export const PRELOADS_PER_TASK = 6;

/** A JSON literal safe inside a <script> element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function appLoaderScript(code: AppCode): string {
  return [
    '(function(){var started=false;',
    `var modules=${scriptLiteral(code.modules)},texts=${scriptLiteral(code.texts)},entry=${scriptLiteral(code.entry)};`,
    'function link(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;if(as){l.as=as;l.crossOrigin="anonymous"}document.head.appendChild(l)}',
    // The entry is asked for first; the preloads follow in batches, a task each, long before the
    // entry has arrived and asks for its imports (the module map shares one request per module).
    'function start(){if(started)return;started=true;',
    'var s=document.createElement("script");s.type="module";s.src=entry;document.body.appendChild(s);',
    // The entry fetch()es the texts in cors mode with same-origin credentials: crossorigin="anonymous" is the same request, so the answer is reused.
    'var queue=texts.map(function(href){return["preload",href,"fetch"]}).concat(modules.map(function(href){return["modulepreload",href]}));',
    `(function batch(){queue.splice(0,${PRELOADS_PER_TASK}).forEach(function(p){link(p[0],p[1],p[2])});if(queue.length)setTimeout(batch)})()}`,
    `if(document.readyState==="complete")start();else{addEventListener("load",function(){setTimeout(start)});setTimeout(start,${LOAD_WAIT_LIMIT_MS})}`,
    `${scriptLiteral(FIRST_USE_EVENTS)}.forEach(function(type){addEventListener(type,start,{capture:true,once:true,passive:true})})`,
    '})();',
  ].join('');
}
