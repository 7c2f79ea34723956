import request from 'supertest';
import { createSite, SILENT } from './site-harness';
import { routeLabel } from '../server/http/request-metrics';

describe('metrics route labels', () => {
  it('name page routes by their template, API calls by their area, and everything else "other"', () => {
    expect(routeLabel('/')).toBe('/');
    expect(routeLabel('/services')).toBe('/services');
    expect(routeLabel('/services/12')).toBe('/services/:id');
    expect(routeLabel('/booking/3')).toBe('/booking/:id');
    expect(routeLabel('/blog/garden-care-in-summer')).toBe('/blog/:id');
    expect(routeLabel('/dashboard/blog/7')).toBe('/dashboard/blog/:id');
    expect(routeLabel('/dashboard/quotes/create')).toBe('/dashboard/quotes/create');
    expect(routeLabel('/api/Services/4')).toBe('/api/Services');
    expect(routeLabel('/api/DemandeDeService/create')).toBe('/api/DemandeDeService');
    expect(routeLabel('/assets/entry-ABC.js')).toBe('/assets');
  });

  it('keeps random addresses to one label, so the metrics cannot grow without end', () => {
    const labels = new Set(Array.from({ length: 50 }, (_, i) => [routeLabel(`/x${i}/y`), routeLabel(`/api/Random${i}`), routeLabel(`/about/${i}`)]).flat());
    expect([...labels].sort()).toEqual(['/api/other', 'other']);
  });
});

describe('web metrics', () => {
  it('counts requests by route label and reports the session store, for a caller with the token', async () => {
    const token = 'web-metrics-token-0123456789';
    const site = createSite({ providerUrl: () => undefined, env: { METRICS_TOKEN: token }, logger: SILENT });
    try {
      await request(site.app).get('/about');
      await request(site.app).get('/api/Services');
      expect((await request(site.app).get('/metrics')).status).toBe(401);
      const res = await request(site.app).get('/metrics').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/web_http_requests_total\{route="\/about",method="GET",status="200"\} \d+/);
      expect(res.text).toMatch(/web_http_requests_total\{route="\/api\/Services",method="GET",status="502"\} \d+/);
      expect(res.text).toMatch(/web_session_store_up\{kind="memory"\} 1/);
    } finally {
      await site.close();
    }
  });
});
