import { MESSAGE_TEMPLATES } from '../../domain/messaging/templates';
import type { JobDeps } from '../../backend/src/jobs/job-deps';
import { freshTel, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { startFakeSolapi, type FakeSolapi } from '../support/fake-solapi';
import { jobDepsOf } from './jobs.fixtures';

// The app with its real Solapi adapters (알림톡 and SMS) against the fake Solapi, which knows the
// repo's templates as "approved", and its real PortOne adapter against the fake PortOne.

export interface MessagingApi {
  api: TestApi;
  solapi: FakeSolapi;
  portone: FakePortOneServer;
  deps: JobDeps;
  close(): Promise<void>;
}

export function approvedTemplates(): Map<string, string> {
  return new Map(
    Object.values(MESSAGE_TEMPLATES).flatMap((template) => (template.alimtalkTemplateId ? [[template.alimtalkTemplateId, template.text]] : [])),
  );
}

export async function startMessagingApi(): Promise<MessagingApi> {
  const solapi = await startFakeSolapi({ templates: approvedTemplates() });
  const portone = await startFakePortOne();
  const api = await startTestApi({
    adapters: fakePortOneAdapters(portone),
    env: {
      ALIMTALK_DRIVER: 'solapi',
      SMS_DRIVER: 'solapi',
      SOLAPI_BASE_URL: solapi.url,
      SOLAPI_API_KEY: solapi.apiKey,
      SOLAPI_API_SECRET: solapi.apiSecret,
      SMS_SENDER: solapi.sender,
      KAKAO_PFID: solapi.pfId,
    },
  });
  return {
    api,
    solapi,
    portone,
    deps: jobDepsOf(api),
    async close() {
      await api.close();
      await portone.close();
      await solapi.close();
    },
  };
}

/** A member with a phone on file; `digits` is how Solapi sees the number. */
export async function memberWithPhone(api: TestApi): Promise<TestMember & { tel: string; digits: string }> {
  const member = await createMember(api.orm.em.fork(), { name: '김한빛' });
  const { e164 } = freshTel();
  await sql(api, 'update "user" set tel = ? where id = ?', [e164, member.user.id]);
  return { ...member, tel: e164, digits: `0${e164.slice(3)}` };
}

export interface MessageRow {
  id: number;
  template: string;
  status: string;
  channel: string | null;
  recipient: string | null;
  text: string | null;
  attempts: number;
  result: string | null;
  next_attempt_at: Date;
  variables: Record<string, string>;
}

export function messagesOf(api: TestApi, userId: number): Promise<MessageRow[]> {
  return sql<MessageRow>(
    api,
    'select id, template, status, channel, recipient, text, attempts, result, next_attempt_at, variables from message where user_id = ? order by id',
    [userId],
  );
}
