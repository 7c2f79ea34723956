import { describeEachDialect } from '../test-support/harness';

const TOKEN = 'provider-metrics-token-0123';

describeEachDialect(
  'provider metrics',
  (provider) => {
    it('counts and times requests by route template, method and status, for a caller with the token', async () => {
      await provider().http().get('/Services');
      await provider().http().get('/Services/999999');
      await provider().http().get('/no/such/address');
      expect((await provider().http().get('/metrics')).status).toBe(401);
      const res = await provider().http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/provider_http_requests_total\{route="\/Services",method="GET",status="200"\} \d+/);
      expect(res.text).toMatch(/provider_http_requests_total\{route="\/Services\/:id",method="GET",status="404"\} \d+/);
      expect(res.text).toMatch(/provider_http_requests_total\{route="unmatched",method="GET",status="404"\} \d+/);
      expect(res.text).toMatch(/provider_http_request_duration_seconds_bucket\{le="0.1",route="\/Services",method="GET",status_class="2xx"\} \d+/);
    });
  },
  { METRICS_TOKEN: TOKEN },
);
