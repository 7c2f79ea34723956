import { startLocalGateway } from './local-gateway';

/**
 * `npm run gateway:local`: the local Moyasar-compatible gateway for trying payments by hand.
 * Start the site with the MOYASAR_* variables this prints (docs/payments.md).
 */
const port = Number(process.env.GATEWAY_PORT ?? 4010);
const secretKey = process.env.MOYASAR_SECRET_KEY ?? 'sk_test_local_gateway';
const webhookSecret = process.env.MOYASAR_WEBHOOK_SECRET ?? 'local-webhook-secret-token';
const webhookUrl = process.env.GATEWAY_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/Payments/webhook';

const gateway = await startLocalGateway({ secretKey, webhookSecret, webhookUrl, port });
process.stdout.write(
  [
    `Local Moyasar test gateway on ${gateway.origin} (webhooks to ${webhookUrl}).`,
    'Start the site with:',
    `  MOYASAR_BASE_URL=${gateway.apiUrl} MOYASAR_SECRET_KEY=${secretKey} MOYASAR_PUBLISHABLE_KEY=pk_test_local_gateway MOYASAR_WEBHOOK_SECRET=${webhookSecret} npm start`,
    '',
  ].join('\n'),
);
const stop = () => void gateway.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
