import { isImageFile } from './image-file';

describe('isImageFile', () => {
  it('tells images apart by type or, for stored files, by name', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ contentType: 'application/pdf' })).toBe(false);
    expect(isImageFile({ fileName: 'room.webp' })).toBe(true);
    // A stored file without a media type: its name, then its address, decide.
    expect(isImageFile({ fileName: 'notes.txt', contentType: '', fileUrl: '/files/x' })).toBe(false);
    expect(isImageFile({ fileName: '', contentType: '', fileUrl: '/files/plan.avif' })).toBe(true);
    // A picked file whose browser gave no type.
    expect(isImageFile({ type: '', name: 'logo.svg' })).toBe(true);
  });
});
