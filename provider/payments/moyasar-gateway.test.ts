import { loadProviderConfig } from '../config';
import { GatewayRefused, GatewayUnavailable } from './gateway';
import { startLocalGateway, type LocalGateway } from './local-gateway/local-gateway';
import { createMoyasarGateway, sameSecret } from './moyasar-gateway';

/** The Moyasar adapter against the local gateway: its requests, Moyasar's error shape, the gateway down, webhook secrets. */
describe('Moyasar gateway adapter', () => {
  let local: LocalGateway;
  const config = (secretKey = 'sk_test_adapter') => ({
    secretKey,
    publishableKey: 'pk_test_adapter',
    baseUrl: local.apiUrl,
    webhookSecret: 'a-webhook-secret-0123',
    testMode: true,
  });

  beforeAll(async () => {
    local = await startLocalGateway({ secretKey: 'sk_test_adapter', webhookSecret: 'a-webhook-secret-0123' });
  });
  afterAll(async () => {
    await local.close();
  });

  const request = {
    amountHalalas: 12_345,
    description: 'Deposit',
    successUrl: 'http://site.test/en/payments/1',
    backUrl: 'http://site.test/en/bookings/1',
    callbackUrl: 'http://site.test/api/Payments/webhook',
    metadata: { paymentId: '1' },
  };

  it('opens a hosted page in halalas and reads its payments back', async () => {
    const gateway = createMoyasarGateway(config());
    const checkout = await gateway.createCheckout(request);
    expect(checkout).toMatchObject({ status: 'initiated', payments: [] });
    expect(checkout.url).toBe(`${local.origin}/i/${checkout.id}`);
    const { paymentId } = await local.pay(checkout.id, 'mada');
    const payment = await gateway.fetchPayment(paymentId);
    expect(payment).toMatchObject({
      status: 'paid',
      amountHalalas: 12_345,
      currency: 'SAR',
      method: 'mada',
      checkoutId: checkout.id,
      metadata: { paymentId: '1' },
    });
    expect((await gateway.fetchCheckout(checkout.id)).payments.map((p) => p.id)).toEqual([paymentId]);
    expect(await gateway.refund(paymentId, 345)).toMatchObject({ status: 'refunded', refundedHalalas: 345 });
  });

  it("turns Moyasar's errors into a refusal with its type and fields, and 5xx or no connection into unavailable", async () => {
    const gateway = createMoyasarGateway(config());
    const invalid = await gateway.createCheckout({ ...request, amountHalalas: 50 }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(GatewayRefused);
    expect(invalid).toMatchObject({ status: 400, type: 'invalid_request_error', errors: { amount: [expect.any(String)] } });
    const wrongKey = await createMoyasarGateway(config('sk_test_wrong'))
      .fetchPayment('x')
      .catch((error: unknown) => error);
    expect(wrongKey).toMatchObject({ status: 401, type: 'authentication_error' });
    // The key never appears in what is thrown (and so never in a log).
    expect(JSON.stringify(wrongKey) + String(wrongKey)).not.toContain('sk_test_wrong');
    await local.setDown('5xx');
    await expect(gateway.fetchPayment('x')).rejects.toBeInstanceOf(GatewayUnavailable);
    await local.setDown('refused');
    await expect(gateway.fetchPayment('x')).rejects.toBeInstanceOf(GatewayUnavailable);
    await local.setDown(false);
  });

  it('accepts a webhook only with its secret token', () => {
    const gateway = createMoyasarGateway(config());
    const event = {
      id: 'evt-1',
      type: 'payment_paid',
      secret_token: 'a-webhook-secret-0123',
      data: { id: 'pay-1', status: 'paid', amount: 100, currency: 'SAR', invoice_id: 'inv-1' },
    };
    expect(gateway.verifyWebhook(event)).toMatchObject({ id: 'evt-1', payment: { id: 'pay-1', status: 'paid', checkoutId: 'inv-1' } });
    expect(gateway.verifyWebhook({ ...event, secret_token: 'a-webhook-secret-0124' })).toBeNull();
    expect(gateway.verifyWebhook({ ...event, secret_token: 'a-webhook-secret-01234' })).toBeNull();
    expect(gateway.verifyWebhook({ ...event, secret_token: undefined })).toBeNull();
    expect(createMoyasarGateway({ ...config(), webhookSecret: null }).verifyWebhook(event)).toBeNull();
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abcd', 'abc')).toBe(false);
    expect(sameSecret('', 'abc')).toBe(false);
  });

  it('is off without keys, and refuses half a configuration or keys of two modes', () => {
    const base = { PROVIDER_TOKEN_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/moyasar-config-test' };
    expect(loadProviderConfig(base).moyasar).toBeNull();
    expect(() => loadProviderConfig({ ...base, MOYASAR_SECRET_KEY: 'sk_test_a' })).toThrow(/set together/);
    expect(() => loadProviderConfig({ ...base, MOYASAR_SECRET_KEY: 'sk_live_a', MOYASAR_PUBLISHABLE_KEY: 'pk_test_a' })).toThrow(/both be test keys/);
    expect(() => loadProviderConfig({ ...base, MOYASAR_SECRET_KEY: 'pk_test_a', MOYASAR_PUBLISHABLE_KEY: 'pk_test_a' })).toThrow(/sk_test_/);
    const on = loadProviderConfig({ ...base, MOYASAR_SECRET_KEY: 'sk_test_a', MOYASAR_PUBLISHABLE_KEY: 'pk_test_a' }).moyasar;
    expect(on).toMatchObject({ baseUrl: 'https://api.moyasar.com/v1', testMode: true, webhookSecret: null });
  });
});
