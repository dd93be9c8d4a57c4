import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_PORTONE_PATH } from '../../../domain/payment/sandbox-checkout-url';

export interface SandboxLoopback {
  /** The sandbox's PortOne REST API on this listener (the payment adapter's base URL). */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * With PAYMENT_DRIVER=sandbox the payment adapter calls the fake PortOne API this very process
 * serves. Over the public port, a placeOrder in flight when shutdown stops accepting could no
 * longer reach it and would fail with EXTERNAL_SERVICE_ERROR; this private loopback listener
 * serves only that API and closes after the public port has drained (docs/decisions/0038).
 */
export async function listenSandboxLoopback(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<SandboxLoopback> {
  const server = createServer((req, res) => {
    if (!(req.url ?? '').startsWith(`${SANDBOX_PORTONE_PATH}/`)) {
      res.writeHead(404).end();
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${SANDBOX_PORTONE_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
