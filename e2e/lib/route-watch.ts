import { expect, type Page, type Request } from '@playwright/test';
import { routeOperationName } from './shop-route';

/** A call the page made to the shop's same-origin GraphQL route. */
export interface RouteCall {
  operation: string;
  /** The page's document it came from: 1 for the first load, 2 after one reload, … */
  document: number;
  answered: boolean;
}

/**
 * The shop's reactions to an answer (a session recovery's Logout, a second cart read) are sent as
 * soon as the page has read the answer, with no timer between: once every call is answered and
 * this long has passed without a new one, no reaction to those answers is on its way.
 */
const QUIET_MS = 500;

/**
 * Watches a page's calls to the shop's route and its document loads from now on, so a test can
 * wait for the page to be done with the shop instead of sleeping and hoping.
 */
export class RouteWatch {
  readonly calls: RouteCall[] = [];
  private documentCount = 0;
  private lastActivity = Date.now();
  private readonly pending = new Map<Request, RouteCall>();

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        this.documentCount += 1;
        this.lastActivity = Date.now();
        return;
      }
      if (!isRouteCall(request)) return;
      const call = {
        operation: routeOperationName(request.postDataJSON()) ?? '?',
        document: this.documentCount,
        answered: false,
      };
      this.calls.push(call);
      this.pending.set(request, call);
      this.lastActivity = Date.now();
    });
    const done = (request: Request) => {
      const call = this.pending.get(request);
      if (!call) return;
      call.answered = true;
      this.pending.delete(request);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Main-frame document loads seen since the watch started. */
  documentLoads(): number {
    return this.documentCount;
  }

  /** The operations sent, in order. */
  operations(): string[] {
    return this.calls.map((call) => call.operation);
  }

  /**
   * Waits until the document on screen has had `operation` answered, every call is answered and
   * none followed for a while, counted from this call on (what the test just did has had its
   * chance to reach the shop). A Logout in that document is a session recovery whose reload is
   * still to come, so the wait goes on into the reloaded document.
   */
  async settled(operation: string, options: { timeout?: number } = {}): Promise<void> {
    const since = Date.now();
    await expect
      .poll(() => this.settledState(operation, since), {
        timeout: options.timeout ?? 20_000,
        intervals: [100],
      })
      .toBe('settled');
  }

  private settledState(operation: string, since: number): string {
    const current = this.calls.filter((call) => call.document === this.documentCount);
    if (!current.some((call) => call.operation === operation && call.answered))
      return `waiting for ${operation} in document ${this.documentCount}`;
    if (current.some((call) => call.operation === 'Logout')) return 'recovering: a reload is to come';
    if (this.pending.size > 0) return `${this.pending.size} calls unanswered`;
    return Date.now() - Math.max(this.lastActivity, since) >= QUIET_MS ? 'settled' : 'answered just now';
  }
}

function isRouteCall(request: Request): boolean {
  return new URL(request.url()).pathname.endsWith('/api/graphql') && request.method() === 'POST';
}
