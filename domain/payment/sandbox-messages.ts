// Node-free, so the mocked API can share the sandbox's words in the browser.

/** What the fake PortOne window records when the tester (or a test) fails a payment without a reason. */
export const SANDBOX_FAIL_REASON = '사용자가 결제를 취소했어요.';
