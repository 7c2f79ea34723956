import vm from 'node:vm';
import { appLoaderScript, FIRST_USE_EVENTS, LOAD_WAIT_LIMIT_MS, PRELOADS_PER_TASK, type AppCode } from './app-loader';

const CODE: AppCode = {
  entry: '/assets/entry-client-TEST.js',
  modules: ['/assets/entry-client-TEST.js', '/assets/chunks/shell-TEST.js'],
  texts: ['/assets/texts/en-common-TEST.json'],
};

interface FakeElement {
  tag: string;
  [attribute: string]: unknown;
}

/** Runs the loader in a window that records what it appends and lets the test fire events and timers. */
function runLoader(readyState: 'loading' | 'interactive' | 'complete', code: AppCode = CODE) {
  const appended: FakeElement[] = [];
  const listeners = new Map<string, Array<() => void>>();
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const window = {
    document: {
      readyState,
      createElement: (tag: string): FakeElement => ({ tag }),
      head: { appendChild: (element: FakeElement) => appended.push({ ...element, parent: 'head' }) },
      body: { appendChild: (element: FakeElement) => appended.push({ ...element, parent: 'body' }) },
    },
    addEventListener: (type: string, listener: () => void, options?: { once?: boolean }) => {
      const wrapped = options?.once
        ? () => {
            listeners.set(
              type,
              (listeners.get(type) ?? []).filter((l) => l !== wrapped),
            );
            listener();
          }
        : listener;
      listeners.set(type, [...(listeners.get(type) ?? []), wrapped]);
    },
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  };
  vm.runInNewContext(appLoaderScript(code), window);
  return {
    appended,
    fire: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    /** Runs the timers due within `ms` (the ones set so far). */
    runTimers: (ms = 0) => {
      const due = timers.filter((timer) => timer.delay <= ms);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay > ms));
      for (const timer of due) timer.callback();
    },
  };
}

describe("the page's code loader", () => {
  it('asks for nothing until the page has loaded', () => {
    const page = runLoader('interactive');
    page.runTimers(LOAD_WAIT_LIMIT_MS - 1);
    expect(page.appended).toEqual([]);
  });

  it('asks all the same when the page has not loaded in time (a picture held up)', () => {
    const page = runLoader('interactive');
    page.runTimers(LOAD_WAIT_LIMIT_MS);
    expect(page.appended[0]).toMatchObject({ tag: 'script', src: CODE.entry });
    page.fire('load');
    page.runTimers(LOAD_WAIT_LIMIT_MS);
    expect(page.appended).toHaveLength(4);
  });

  it('then adds the entry module and preloads every text and module, once', () => {
    const page = runLoader('loading');
    page.fire('load');
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended).toEqual([
      { tag: 'script', type: 'module', src: '/assets/entry-client-TEST.js', parent: 'body' },
      // The entry's fetch() of its texts is a cors request with same-origin credentials: this preload is the same request.
      { tag: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/assets/texts/en-common-TEST.json', parent: 'head' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry-client-TEST.js', parent: 'head' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/chunks/shell-TEST.js', parent: 'head' },
    ]);
    page.fire('pointerdown');
    page.fire('load');
    page.runTimers();
    expect(page.appended).toHaveLength(4);
  });

  it.each(FIRST_USE_EVENTS)('starts at once when the visitor uses the page before it has loaded (%s)', (type) => {
    const page = runLoader('interactive');
    page.fire(type);
    expect(page.appended.map((element) => element.tag)).toEqual(['script', 'link', 'link', 'link']);
    page.fire('load');
    page.runTimers();
    expect(page.appended).toHaveLength(4);
  });

  it('starts at once on a page that has already loaded', () => {
    const page = runLoader('complete');
    expect(page.appended[0]).toMatchObject({ tag: 'script', src: CODE.entry });
  });

  it('asks for the preloads a few at a time, each batch in a task of its own (no long task on a phone)', () => {
    const modules = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, index) => `/assets/chunks/chunk-${index}.js`);
    const page = runLoader('complete', { ...CODE, modules });
    const links = () => page.appended.filter((element) => element.tag === 'link').map((element) => element.href);
    expect(page.appended[0]).toMatchObject({ tag: 'script', src: CODE.entry });
    expect(links()).toEqual([...CODE.texts, ...modules].slice(0, PRELOADS_PER_TASK));
    page.runTimers();
    expect(links()).toEqual([...CODE.texts, ...modules].slice(0, 2 * PRELOADS_PER_TASK));
    page.runTimers();
    expect(links()).toEqual([...CODE.texts, ...modules]);
    page.runTimers();
    expect(page.appended).toHaveLength(1 + CODE.texts.length + modules.length);
  });

  it('keeps the addresses inert inside the script element', () => {
    const script = appLoaderScript({ entry: '/a</script><script>alert(1)</script>.js', modules: [], texts: [] });
    expect(script).not.toContain('</script>');
    const page = runLoader('complete', { entry: '/a</script>.js', modules: [], texts: [] });
    expect(page.appended.at(-1)).toMatchObject({ src: '/a</script>.js' });
  });
});
