import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'rerank' | 'malformed-json' | 'server-error' | 'hang';

export interface ChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean } };
  };
}

export interface FakeOpenAi {
  /** The base URL to give the worker as OPENAI_BASE_URL. */
  baseUrl: string;
  mode: FakeMode;
  requests: ChatRequest[];
  /** What the 'rerank' mode answered last: article ids in the order it chose them. */
  lastPicks: number[];
  close: () => Promise<void>;
}

/**
 * An OpenAI-compatible chat completions endpoint on 127.0.0.1, standing in for
 * the real provider. In 'rerank' mode it picks the offered candidates in
 * reverse order (so a re-ranking is visible) with reasons of its own.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    mode: 'rerank',
    requests: [],
    lastPicks: [],
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(raw) as ChatRequest['body'];
    fake.requests.push({ authorization: request.headers.authorization, body });

    switch (fake.mode) {
      case 'hang':
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return; // never answers: the worker's timeout has to fire
      case 'server-error':
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
        return;
      case 'malformed-json':
        sendCompletion(response, body.model, '{"recommendations": [ {"articleId": 1, "score": ');
        return;
      case 'rerank': {
        const user = body.messages.find((message) => message.role === 'user')!;
        const candidates: { articleId: number; title: string }[] = JSON.parse(user.content).candidates;
        const picks = [...candidates].reverse().slice(0, 8);
        fake.lastPicks = picks.map((candidate) => candidate.articleId);
        const answer = {
          recommendations: picks.map((candidate, index) => ({
            articleId: candidate.articleId,
            score: 97 - index * 3,
            reason: `Fake model pick ${index + 1}: ${candidate.title}`,
          })),
        };
        sendCompletion(response, body.model, JSON.stringify(answer));
        return;
      }
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

function sendCompletion(response: ServerResponse, model: string, content: string): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}
