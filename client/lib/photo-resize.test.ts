import { fitWithin, jpegName, PHOTO_MAX_EDGE } from './photo-resize';

describe('fitting a phone photo for upload', () => {
  it('brings the long side down to the limit, keeping the shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: PHOTO_MAX_EDGE, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: PHOTO_MAX_EDGE });
    expect(fitWithin(5000, 10, 1000)).toEqual({ width: 1000, height: 2 });
  });

  it('never enlarges a small picture and keeps at least a pixel', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(100000, 1, 100)).toEqual({ width: 100, height: 1 });
  });

  it('refuses an empty size', () => {
    expect(() => fitWithin(0, 10)).toThrow(RangeError);
  });

  it('names the result as a JPEG', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('room.final.png')).toBe('room.final.jpg');
    expect(jpegName('no-extension')).toBe('no-extension.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
