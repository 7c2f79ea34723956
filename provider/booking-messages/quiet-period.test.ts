import { burstDecision, mailDueAt, otherSide, readerNeedsMail } from './quiet-period';

const MIN = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 18, 0) + minutes * MIN);
const state = (overrides: Partial<Parameters<typeof burstDecision>[0]> = {}) => ({
  messageId: 7,
  latestOfSide: { id: 7, createdAt: at(0) },
  latestOfOtherSideId: 3,
  mailedThroughId: 0,
  now: at(10),
  quietMs: 10 * MIN,
  ...overrides,
});

describe('The quiet-period rule of booking message e-mails', () => {
  it('is due one quiet period after the message', () => {
    expect(mailDueAt(at(2), 10 * MIN)).toEqual(at(12));
  });

  it('sends the whole burst once the newest message of its side has been quiet long enough', () => {
    expect(burstDecision(state())).toEqual({ action: 'send', afterId: 3, throughId: 7 });
  });

  it('leaves it to the newest message: an earlier message of the burst sends nothing', () => {
    expect(burstDecision(state({ messageId: 5, latestOfSide: { id: 7, createdAt: at(0) } }))).toEqual({ action: 'skip', reason: 'later-message' });
  });

  it('waits when the clock has not reached the end of the quiet period yet', () => {
    expect(burstDecision(state({ now: at(9) }))).toEqual({ action: 'wait', at: at(10) });
  });

  it('sends a burst once: a burst already e-mailed is not sent again', () => {
    expect(burstDecision(state({ mailedThroughId: 7 }))).toEqual({ action: 'skip', reason: 'already-mailed' });
  });

  it('sends nothing when the other side answered after the burst', () => {
    expect(burstDecision(state({ latestOfOtherSideId: 9 }))).toEqual({ action: 'skip', reason: 'answered' });
  });

  it('starts the burst after what was e-mailed before, or after the other side last wrote, whichever is later', () => {
    expect(burstDecision(state({ mailedThroughId: 5, latestOfOtherSideId: 3 }))).toEqual({ action: 'send', afterId: 5, throughId: 7 });
    expect(burstDecision(state({ mailedThroughId: 2, latestOfOtherSideId: 4 }))).toEqual({ action: 'send', afterId: 4, throughId: 7 });
  });

  it('does not e-mail a reader who has read the burst already', () => {
    expect(readerNeedsMail(7, 7)).toBe(false);
    expect(readerNeedsMail(6, 7)).toBe(true);
    expect(readerNeedsMail(0, 7)).toBe(true);
  });

  it('tells the sides apart', () => {
    expect(otherSide('client')).toBe('company');
    expect(otherSide('company')).toBe('client');
  });
});
