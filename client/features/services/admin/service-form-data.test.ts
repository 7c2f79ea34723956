import { serviceFormData } from './service-form-data';
import { filterServices } from './service-filter';
import { serviceFormValues } from './service-form-values';
import type { Service } from '../../../../shared/types/service';

const values = {
  title: ' Garden care ',
  description: 'Weekly care',
  arabicTitle: 'العناية بالحدائق',
  arabicDescription: 'عناية أسبوعية',
  durationMin: 2,
  durationMax: '4',
  durationUnit: 'Day' as const,
  price: 1500,
  details: ['Mowing', '  ', '', 'Pruning'],
  arabicDetails: ['', 'قص العشب'],
  faqs: [{ question: ' Do you water in summer? ', answer: 'Daily, at dawn.', arabicQuestion: 'هل تسقون صيفًا؟', arabicAnswer: 'يوميًا مع الفجر.' }],
};

describe('the service form sent to the provider', () => {
  it("uses the spec's multipart names, drops blank detail lines and sends each FAQ's four texts", () => {
    const form = serviceFormData(values, []);
    expect(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))).toEqual({
      Title: 'Garden care',
      Description: 'Weekly care',
      ArabicTitle: 'العناية بالحدائق',
      ArabicDescription: 'عناية أسبوعية',
      DurationMin: '2',
      DurationMax: '4',
      DurationUnit: 'Day',
      Price: '1500',
      'Details[0]': 'Mowing',
      'Details[1]': 'Pruning',
      'ArabicDetails[0]': 'قص العشب',
      'Faqs[0][Question]': 'Do you water in summer?',
      'Faqs[0][Answer]': 'Daily, at dawn.',
      'Faqs[0][ArabicQuestion]': 'هل تسقون صيفًا؟',
      'Faqs[0][ArabicAnswer]': 'يوميًا مع الفجر.',
    });
  });

  it('sends each new file under files and the stored files to drop as RemoveFileIds', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'garden.png', { type: 'image/png' });
    const plan = new File(['plan'], 'plan.pdf', { type: 'application/pdf' });
    const form = serviceFormData(values, [photo, plan], [11, 12]);
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['garden.png', 'plan.pdf']);
    expect(form.get('RemoveFileIds[0]')).toBe('11');
    expect(form.get('RemoveFileIds[1]')).toBe('12');
  });

  it('starts an edit with the service and an add with one blank line per language', () => {
    expect(serviceFormValues(null)).toMatchObject({ title: '', durationUnit: '', details: [''], arabicDetails: [''] });
    const service = {
      id: 1,
      title: 'T',
      description: 'D',
      arabicTitle: 'ت',
      arabicDescription: 'و',
      durationMin: 1,
      durationMax: 3,
      durationUnit: 'Week',
      price: 10,
      details: [],
      arabicDetails: ['أ'],
      faqs: [{ question: 'Q', answer: 'A', arabicQuestion: 'س', arabicAnswer: 'ج' }],
    } as unknown as Service;
    expect(serviceFormValues(service)).toMatchObject({
      title: 'T',
      durationUnit: 'Week',
      details: [''],
      arabicDetails: ['أ'],
      faqs: [{ question: 'Q', answer: 'A', arabicQuestion: 'س', arabicAnswer: 'ج' }],
    });
    expect(serviceFormValues(null).faqs).toEqual([]);
  });
});

describe('the services grid search', () => {
  const services = [
    { id: 1, title: 'Interior Decoration and Gardens', description: 'Homes and gardens', arabicTitle: 'الديكور الداخلي والحدائق' },
    { id: 2, title: 'Digital Marketing', description: 'Campaigns and content', arabicTitle: 'التسويق الرقمي' },
  ] as Service[];

  it('matches the title, the description or the Arabic title', () => {
    expect(filterServices(services, 'digital').map((s) => s.id)).toEqual([2]);
    expect(filterServices(services, 'CAMPAIGN').map((s) => s.id)).toEqual([2]);
    expect(filterServices(services, 'الحدائق').map((s) => s.id)).toEqual([1]);
    expect(filterServices(services, '').map((s) => s.id)).toEqual([1, 2]);
    expect(filterServices(services, 'plumbing')).toEqual([]);
  });
});
