/** A message the fake accepted through send-many/detail (알림톡, or Solapi's own SMS/LMS fallback). */
export interface FakeKakaoMessage {
  to: string;
  from: string;
  /** ATA when KakaoTalk delivered it; SMS or LMS when the number has no KakaoTalk (replacement). */
  type: 'ATA' | 'SMS' | 'LMS';
  replacement: boolean;
  pfId: string;
  templateId: string;
  variables: Record<string, string>;
  text: string;
  customFields: Record<string, string>;
  messageId: string;
  receivedAt: Date;
}

interface WireMessage {
  to?: unknown;
  from?: unknown;
  type?: unknown;
  text?: unknown;
  customFields?: unknown;
  kakaoOptions?: { pfId?: unknown; templateId?: unknown; variables?: unknown; disableSms?: unknown };
}

export interface KakaoFakeState {
  pfId: string;
  sender: string;
  /** Approved templates: id -> text with #{variables}. */
  templates: ReadonlyMap<string, string>;
  /** Numbers (domestic digits) without KakaoTalk: Solapi falls back to SMS/LMS for them. */
  noKakao: Set<string>;
  messages: FakeKakaoMessage[];
  nextId(): string;
}

type Failure = { statusCode: string; statusMessage: string };

/** Fills a template the way Kakao compares it: every #{x} replaced by variables['#{x}']. */
function filled(template: string, variables: Record<string, string>): string | null {
  let missing = false;
  const text = template.replace(/#\{[^}]+\}/g, (mark) => {
    const value = variables[mark];
    if (value === undefined) missing = true;
    return value ?? mark;
  });
  return missing ? null : text;
}

function check(state: KakaoFakeState, message: WireMessage): Failure | FakeKakaoMessage {
  const options = message.kakaoOptions ?? {};
  if (typeof message.to !== 'string' || !/^\d{6,15}$/.test(message.to)) return { statusCode: '1062', statusMessage: '수신번호 형식 오류' };
  if (message.from !== state.sender) return { statusCode: '1032', statusMessage: '등록되지 않은 발신번호' };
  if (message.type !== 'ATA') return { statusCode: '1020', statusMessage: '지원하지 않는 메시지 타입' };
  if (options.pfId !== state.pfId) return { statusCode: '3101', statusMessage: '카카오 채널(pfId)을 찾을 수 없음' };
  const template = typeof options.templateId === 'string' ? state.templates.get(options.templateId) : undefined;
  if (template === undefined) return { statusCode: '3103', statusMessage: '승인되지 않은 템플릿' };
  const variables = (options.variables ?? {}) as Record<string, string>;
  const extra = Object.keys(variables).filter((key) => !template.includes(key));
  const text = filled(template, variables);
  if (extra.length > 0 || text === null || text !== message.text) {
    return { statusCode: '3104', statusMessage: '템플릿과 내용이 일치하지 않음' };
  }
  const noKakao = state.noKakao.has(message.to);
  const fallbackType = new TextEncoder().encode(text).length > 90 ? 'LMS' : 'SMS';
  return {
    to: message.to,
    from: message.from,
    type: noKakao ? fallbackType : 'ATA',
    replacement: noKakao && options.disableSms === false,
    pfId: options.pfId,
    templateId: options.templateId as string,
    variables,
    text,
    customFields: (message.customFields ?? {}) as Record<string, string>,
    messageId: state.nextId(),
    receivedAt: new Date(),
  };
}

/** POST /messages/v4/send-many/detail: each message checked against its approved template. */
export function sendManyDetail(state: KakaoFakeState, body: { messages?: WireMessage[] }): Record<string, unknown> {
  const messageList: Record<string, unknown>[] = [];
  const failedMessageList: Record<string, unknown>[] = [];
  for (const wire of body.messages ?? []) {
    const outcome = check(state, wire);
    if ('statusCode' in outcome) {
      failedMessageList.push({ to: wire.to, from: wire.from, type: wire.type, ...outcome });
      continue;
    }
    if (outcome.type !== 'ATA' && !outcome.replacement) {
      failedMessageList.push({ to: wire.to, statusCode: '3105', statusMessage: '카카오톡 미사용자 (대체 발송 안 함)' });
      continue;
    }
    state.messages.push(outcome);
    messageList.push({ messageId: outcome.messageId, to: outcome.to, from: outcome.from, type: 'ATA', statusCode: '2000', statusMessage: '정상 접수' });
  }
  return {
    groupInfo: { count: { total: messageList.length + failedMessageList.length, registeredFailed: failedMessageList.length } },
    failedMessageList,
    messageList,
  };
}

/** GET /messages/v4/list?criteria=to&cond=eq&value=…&startDate=…: the messages to one number. */
export function listMessages(state: KakaoFakeState, query: URLSearchParams): Record<string, unknown> {
  const to = query.get('criteria') === 'to' && query.get('cond') === 'eq' ? query.get('value') : null;
  const since = Date.parse(query.get('startDate') ?? '') || 0;
  const found = state.messages.filter((message) => (to === null || message.to === to) && message.receivedAt.getTime() >= since);
  return {
    startKey: null,
    limit: Number(query.get('limit') ?? 20),
    messageList: Object.fromEntries(
      found.map((message) => [
        message.messageId,
        { messageId: message.messageId, to: message.to, type: message.type, replacement: message.replacement, customFields: message.customFields },
      ]),
    ),
  };
}
