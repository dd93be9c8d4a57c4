/**
 * Runs the fake PortOne v1 REST server on its own port, for pointing an API with
 * PAYMENT_DRIVER=portone at it (the built-in sandbox needs none of this):
 *   node --import tsx backend/src/adapters/payment/fake-portone.cli.ts [port]
 * FAKE_PORTONE_WEBHOOK_FORMAT=form posts webhooks form-encoded, as some consoles are set up.
 */
import { startFakePortOne } from './fake-portone-server';

const port = Number(process.argv[2] ?? process.env['FAKE_PORTONE_PORT'] ?? 4020);
const host = process.env['FAKE_PORTONE_HOST'] ?? '127.0.0.1';
const webhookFormat = process.env['FAKE_PORTONE_WEBHOOK_FORMAT'] === 'form' ? 'form' : 'json';
const fake = await startFakePortOne({ port, host, webhookFormat });

console.log(`Fake PortOne (v1 REST) on ${fake.url}, webhooks as ${webhookFormat}\n`);
console.log('API environment (.env):');
for (const [key, value] of Object.entries({
  PAYMENT_DRIVER: 'portone',
  PORTONE_API_BASE_URL: fake.url,
  PORTONE_API_KEY: fake.impKey,
  PORTONE_API_SECRET: fake.impSecret,
  PORTONE_MERCHANT_CODE: 'imp00000000',
})) {
  console.log(`  ${key}=${value}`);
}
console.log('\nPay an order as the payment window would (outcome paid | failed | vbank):');
console.log(
  `  curl -s -X POST ${fake.url}/control/payments -H 'content-type: application/json' \\\n` +
    `    -d '{"merchantUid":"<mUid>","amount":<paidPrice>,"payMethod":"card","outcome":"paid",` +
    `"noticeUrl":"http://localhost:4000/api/payments/webhook"}'`,
);
console.log('Deposit into an issued virtual account (sends the paid webhook):');
console.log(`  curl -s -X POST ${fake.url}/control/payments/<imp_uid>/deposit`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
