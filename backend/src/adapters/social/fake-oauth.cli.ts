/**
 * Runs the fake Kakao/Naver/Google login server for development and QA:
 *   node --import tsx backend/src/adapters/social/fake-oauth.cli.ts [port]
 * It prints the env lines for the API and the tenant client ids to store.
 */
import { SocialProvider } from '../../../../domain/enums';
import { startFakeOAuthServer } from './fake-oauth-server';

const port = Number(process.argv[2] ?? process.env['FAKE_OAUTH_PORT'] ?? 4010);
const host = process.env['FAKE_OAUTH_HOST'] ?? '127.0.0.1';
const universityId = Number(process.env['UNIVERSITY_ID'] ?? 1);
const fake = await startFakeOAuthServer({ port, host });

const authorizePaths: Record<SocialProvider, string> = {
  KAKAO: '/oauth/authorize',
  NAVER: '/oauth2.0/authorize',
  GOOGLE: '/o/oauth2/v2/auth',
};

console.log(`Fake social login server on ${fake.url}\n`);
console.log('API environment (.env):');
for (const [key, value] of Object.entries(fake.env)) console.log(`  ${key}=${value}`);
console.log('\nAuthorize pages (the frontend sends members here instead of the real providers):');
for (const provider of Object.values(SocialProvider)) console.log(`  ${provider}: ${fake.url}${authorizePaths[provider]}`);
console.log('\nTenant client ids (university row of UNIVERSITY_ID):');
console.log(
  `  UPDATE university SET kakao_client_id = '${fake.clients.KAKAO.clientId}', ` +
    `naver_client_id = '${fake.clients.NAVER.clientId}', google_client_id = '${fake.clients.GOOGLE.clientId}' WHERE id = ${universityId};`,
);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
