import { triageMessageFiles } from './message-files';

const file = (name: string, size = 1000) => ({ name, size });

describe('triageMessageFiles', () => {
  it('takes photos and PDFs, whatever the case of their extension', () => {
    const { accepted, rejected } = triageMessageFiles([file('a.PNG'), file('b.jpeg'), file('plan.pdf'), file('c.webp')], 0);
    expect(accepted.map((f) => f.name)).toEqual(['a.PNG', 'b.jpeg', 'plan.pdf', 'c.webp']);
    expect(rejected).toEqual([]);
  });

  it('says why a file cannot go: its type, an empty file, one over 10 MB, or one past the five of a message', () => {
    const picked = [file('notes.docx'), file('empty.png', 0), file('huge.jpg', 10 * 1024 * 1024 + 1), file('1.png'), file('2.png')];
    const { accepted, rejected } = triageMessageFiles(picked, 4);
    expect(accepted.map((f) => f.name)).toEqual(['1.png']);
    expect(rejected.map((r) => [r.file.name, r.problem])).toEqual([
      ['notes.docx', 'type'],
      ['empty.png', 'empty'],
      ['huge.jpg', 'size'],
      ['2.png', 'count'],
    ]);
  });
});
