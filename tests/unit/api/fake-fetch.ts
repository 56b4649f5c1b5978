import type { ApiClientOptions } from '@/lib/api/client';
import { createApiClient } from '@/lib/api/client';

/** One scripted answer: a Response to return, an error to throw, or 'hang' (answers only to an abort). */
export type ScriptedAnswer = Response | Error | 'hang' | (() => Response);

/** A fetch that records every call and answers from a script, in order (the last answer repeats). */
export function scriptedFetch(...answers: ScriptedAnswer[]) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    calls.push({ url: new URL(String(input)), init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === undefined) throw new Error('scriptedFetch has no answers');
    if (answer === 'hang') {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted')));
      });
    }
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A JSON response with the given status and headers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A client over a scripted fetch whose sleeps are recorded, not waited for; random fixed at 0.5. */
export function clientWith(answers: ScriptedAnswer[], options: Partial<ApiClientOptions> = {}) {
  const scripted = scriptedFetch(...answers);
  const sleeps: number[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.example.test',
    apiKey: 'team-key-123',
    fetch: scripted.fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    now: () => Date.parse('2026-11-22T12:00:00Z'),
    ...options,
  });
  return { client, calls: scripted.calls, sleeps };
}
