import { findService, localizeService, serviceImages } from './service-view';

const service = {
  title: 'Cafe & Events',
  arabicTitle: 'المقاهي والفعاليات',
  description: 'From opening a cafe to events',
  arabicDescription: 'من افتتاح مقهى إلى الفعاليات',
  details: ['Concept', 'Training', ''],
  arabicDetails: ['الفكرة', 'التدريب'],
};

describe('localizeService', () => {
  it('uses the Arabic fields on Arabic pages', () => {
    expect(localizeService(service, 'ar')).toEqual({
      title: 'المقاهي والفعاليات',
      description: 'من افتتاح مقهى إلى الفعاليات',
      details: ['الفكرة', 'التدريب'],
    });
  });

  it('uses the English fields on English pages, without blank details', () => {
    expect(localizeService(service, 'en')).toEqual({ title: 'Cafe & Events', description: 'From opening a cafe to events', details: ['Concept', 'Training'] });
  });

  it('falls back to English where the Arabic is missing', () => {
    expect(localizeService({ ...service, arabicTitle: ' ', arabicDetails: [] }, 'ar')).toMatchObject({
      title: 'Cafe & Events',
      details: ['Concept', 'Training'],
    });
  });
});

describe('service images', () => {
  const file = (fileName: string, contentType: string) => ({ id: 1, fileName, contentType, fileUrl: `/files/${fileName}`, size: 1 });

  it('keeps pictures and leaves documents out, in upload order', () => {
    const files = [file('brochure.pdf', 'application/pdf'), file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')];
    expect(serviceImages({ files }).map((f) => f.fileName)).toEqual(['a.png', 'b.jpg']);
  });
});

describe('findService', () => {
  const list = [{ id: 1 }, { id: 7 }];
  it('finds a service by its route id', () => {
    expect(findService(list, '7')).toEqual({ id: 7 });
  });
  it('finds nothing for an unknown, malformed or missing id', () => {
    for (const id of ['3', 'abc', '1.5', '-1', '0', '', undefined]) expect(findService(list, id)).toBeUndefined();
    expect(findService(undefined, '1')).toBeUndefined();
  });
});
