import { fileSrc } from './file-src';

describe('fileSrc', () => {
  it('loads provider files through the web server proxy, and absolute URLs as they are', () => {
    expect(fileSrc('/files/abc.png')).toBe('/api/files/abc.png');
    expect(fileSrc('files/abc.png')).toBe('/api/files/abc.png');
    expect(fileSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
