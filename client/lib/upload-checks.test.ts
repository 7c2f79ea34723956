import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../shared/constants';
import { fileProblem, fileSize, refusedUploads, triageFiles } from './upload-checks';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('checks on picked files before upload', () => {
  it('accepts images, pdf, doc, docx and txt, whatever the case of the extension', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.webp', 'f.pdf', 'g.doc', 'h.docx', 'i.txt']) expect(fileProblem(file(name))).toBeNull();
  });

  it('refuses other types, empty files and files over the size limit', () => {
    expect(fileProblem(file('run.exe'))).toBe('type');
    expect(fileProblem(file('noextension'))).toBe('type');
    expect(fileProblem(file('photo.png.exe'))).toBe('type');
    expect(fileProblem(file('empty.txt', 0))).toBe('empty');
    expect(fileProblem(file('big.pdf', UPLOAD_MAX_BYTES + 1))).toBe('size');
    expect(fileProblem(file('limit.pdf', UPLOAD_MAX_BYTES))).toBeNull();
  });

  it('keeps an upload within the file count, counting files already waiting', () => {
    const picked = Array.from({ length: 4 }, (_, i) => file(`p${i}.png`));
    const result = triageFiles([...picked, file('x.exe')], UPLOAD_MAX_FILES - 2);
    expect(result.accepted.map((f) => f.name)).toEqual(['p0.png', 'p1.png']);
    expect(result.rejected.map((r) => [r.file.name, r.problem])).toEqual([
      ['p2.png', 'count'],
      ['p3.png', 'count'],
      ['x.exe', 'type'],
    ]);
  });

  it('shows sizes in Bytes, KB, MB or GB in the reader digits', () => {
    expect(fileSize(512, 'en')).toEqual({ value: '512', unit: 'bytes' });
    expect(fileSize(1536, 'en')).toEqual({ value: '1.5', unit: 'kb' });
    expect(fileSize(10 * 1024 * 1024, 'en')).toEqual({ value: '10', unit: 'mb' });
    expect(fileSize(3 * 1024 ** 3, 'en')).toEqual({ value: '3', unit: 'gb' });
    expect(fileSize(1536, 'ar')).toEqual({ value: '١٫٥', unit: 'kb' });
  });
});

describe('refusedUploads', () => {
  const sent = ['a.png', 'b.png', 'c.txt'];
  it('picks the files the provider refused by their place in the request', () => {
    const error = { status: 400, code: 'UNSUPPORTED_FILE_TYPE', errors: { 'files[1]': ['no'], 'files[2]': ['no'] } };
    expect(refusedUploads(error, sent)).toEqual(['b.png', 'c.txt']);
  });
  it('finds none in another failure, a place that was not sent, or an error without places', () => {
    expect(refusedUploads({ status: 400, code: 'VALIDATION_FAILED', errors: { 'files[0]': ['no'] } }, sent)).toEqual([]);
    expect(refusedUploads({ status: 400, code: 'UNSUPPORTED_FILE_TYPE', errors: { 'files[7]': ['no'] } }, sent)).toEqual([]);
    expect(refusedUploads({ status: 400, code: 'UNSUPPORTED_FILE_TYPE', errors: { files: ['no'] } }, sent)).toEqual([]);
    expect(refusedUploads(null, sent)).toEqual([]);
  });
});
