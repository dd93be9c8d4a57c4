import type { SocialProvider } from '../../../../domain/enums';
import { PROVIDER_NAMES } from './provider-http';

/** The authorize request's parameters the fake cares about. */
export interface AuthorizeRequest {
  responseType: string | null;
  clientId: string | null;
  redirectUri: string | null;
  state: string | null;
}

export function authorizeRequestOf(params: URLSearchParams): AuthorizeRequest {
  return {
    responseType: params.get('response_type'),
    clientId: params.get('client_id'),
    redirectUri: params.get('redirect_uri'),
    state: params.get('state'),
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
label{display:block;margin:.75rem 0}input[type=text],input[type=email]{width:100%;padding:.5rem;font-size:1rem}
button{padding:.6rem 1rem;font-size:1rem;margin-right:.5rem}.note{color:#666;font-size:.875rem}</style>
</head><body>${body}</body></html>`;
}

/** Shown instead of redirecting when the request itself is broken, as the real providers do. */
export function authorizeErrorPage(provider: SocialProvider, message: string): string {
  return page(
    `${PROVIDER_NAMES[provider]} 로그인 오류`,
    `<h1>${escapeHtml(PROVIDER_NAMES[provider])} 로그인 (테스트용)</h1><p>${escapeHtml(message)}</p>`,
  );
}

/** The consent screen: a tester picks who logs in and whether the email is shared and verified. */
export function authorizeFormPage(provider: SocialProvider, request: AuthorizeRequest): string {
  const name = PROVIDER_NAMES[provider];
  const hidden = Object.entries({
    response_type: request.responseType ?? 'code',
    client_id: request.clientId ?? '',
    redirect_uri: request.redirectUri ?? '',
    state: request.state ?? '',
  })
    .map(([key, value]) => `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    `${name} 로그인 (테스트용)`,
    `<h1>${escapeHtml(name)} 로그인 (테스트용 가짜 서버)</h1>
<p class="note">실제 ${escapeHtml(name)} 계정이 아닌 개발·QA용 가짜 로그인입니다. 같은 이메일로 로그인하면 같은 계정으로 인식됩니다.</p>
<form method="post">${hidden}
<label>이메일 <input type="email" name="email" value="student@example.com" required></label>
<label>이름 <input type="text" name="name" value="김한빛" required></label>
<label><input type="checkbox" name="share_email" value="1" checked> 이메일 제공에 동의</label>
<label><input type="checkbox" name="email_verified" value="1" checked> 인증된 이메일</label>
<button type="submit" name="action" value="allow">동의하고 계속하기</button>
<button type="submit" name="action" value="deny" formnovalidate>취소</button>
</form>`,
  );
}

/** Google's popup flow has no address to return to; the tester copies the code instead. */
export function codePage(provider: SocialProvider, code: string): string {
  return page(
    `${PROVIDER_NAMES[provider]} 인증 코드`,
    `<h1>인증 코드</h1><p>아래 코드를 redirectUri "postmessage"와 함께 loginWithSocial에 보내세요.</p><pre>${escapeHtml(code)}</pre>`,
  );
}
