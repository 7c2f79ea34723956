import { withParams } from './list-params';

export type ParamChanges = Record<string, string | number | null | undefined>;

/**
 * The parameters to navigate to, given the ones the page rendered with. react-router's
 * setSearchParams(fn) hands `fn` the parameters of the last render, so two changes made before the
 * router renders again (a filter and its page, two quick clicks) would each start from the same
 * parameters and the second would undo the first. Until the rendered parameters change, each change
 * builds on the last one asked for instead.
 */
export function createParamsWriter() {
  let pending: { rendered: URLSearchParams; asked: URLSearchParams } | undefined;
  return (rendered: URLSearchParams, changes: ParamChanges, keepPage?: boolean): URLSearchParams => {
    const base = pending && pending.rendered === rendered ? pending.asked : rendered;
    const asked = withParams(base, changes, keepPage);
    pending = { rendered, asked };
    return asked;
  };
}
