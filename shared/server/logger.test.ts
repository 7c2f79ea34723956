import { prettyLogsWanted } from './logger';

describe('LOG_FORMAT: readable lines for a person, JSON for a collector', () => {
  it('auto gives readable lines at a terminal or in development, JSON lines through a pipe', () => {
    expect(prettyLogsWanted('auto', undefined, true)).toBe(true);
    expect(prettyLogsWanted('auto', 'development', false)).toBe(true);
    expect(prettyLogsWanted('auto', 'production', false)).toBe(false);
    expect(prettyLogsWanted('auto', undefined, false)).toBe(false);
  });

  it('json and pretty are obeyed whatever the output is', () => {
    expect(prettyLogsWanted('json', 'development', true)).toBe(false);
    expect(prettyLogsWanted('pretty', 'production', false)).toBe(true);
  });
});
