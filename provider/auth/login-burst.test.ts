import { describeEachDialect, uniqueEmail } from '../test-support/harness';

/**
 * Issue 30, item 8: password checks share the thread pool with everything else, so they wait in a
 * bounded queue; a burst beyond it is refused at once with 503 and Retry-After, never left to pile
 * up until every call times out.
 */
describeEachDialect(
  'A burst of logins beyond the password-check queue',
  (provider) => {
    it('answers the overflow 503 with Retry-After in the caller language, and every other attempt as usual', async () => {
      const p = provider();
      const user = await p.user();
      const attempts = Array.from({ length: 12 }, (_, i) =>
        p
          .http()
          .post('/Auth/login')
          .set('Accept-Language', i % 2 === 0 ? 'en' : 'ar')
          .send({ email: i % 3 === 0 ? uniqueEmail('nobody') : user.email, password: 'Wrong#pass1' }),
      );
      const answers = await Promise.all(attempts);
      const busy = answers.filter((res) => res.status === 503);
      const checked = answers.filter((res) => res.status === 400);
      expect(busy.length + checked.length).toBe(answers.length);
      expect(busy.length).toBeGreaterThan(0);
      expect(checked.length).toBeGreaterThanOrEqual(2);
      for (const res of busy) {
        expect(res.headers['retry-after']).toBe('1');
        expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
        expect(res.body.message).toBe(
          res.request.getHeader('Accept-Language') === 'ar'
            ? 'يجري التحقق من عدد كبير من عمليات تسجيل الدخول الآن - يرجى المحاولة بعد قليل'
            : 'Too many sign-ins are being checked right now - Please try again in a moment',
        );
      }
      for (const res of checked) expect(res.body.code).toBe('INVALID_CREDENTIALS');
      // Once the burst is over, the owner signs in.
      expect((await p.http().post('/Auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
    });
  },
  { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1', PASSWORD_HASH_COST: '16384' },
);
