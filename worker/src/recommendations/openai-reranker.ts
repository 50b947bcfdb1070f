import { Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { OpenAiChat } from '../openai-chat';
import { InvalidAnswerError, parseRerankAnswer, RERANK_RESPONSE_FORMAT, RerankedItem } from './openai-answer';
import { buildRerankMessages, RerankRequest } from './recommendation-prompt';

export type RerankOutcome =
  { ok: true; model: string; items: RerankedItem[] } | { ok: false; fallback: string; detail: string };

/**
 * Re-ranks the local engine's best candidates with a chat model. It never
 * throws: any trouble becomes a named fallback, and the caller keeps the local
 * ranking. One attempt (no client retries) within OPENAI_TIMEOUT_MS, so a slow
 * provider delays a reader's list by at most that long.
 */
@Injectable()
export class OpenAiReranker {
  private readonly logger = new Logger(OpenAiReranker.name);

  constructor(private readonly chat: OpenAiChat) {}

  get enabled(): boolean {
    return this.chat.enabled;
  }

  async rerank(request: RerankRequest): Promise<RerankOutcome> {
    if (!this.enabled) return { ok: false, fallback: 'openai-not-configured', detail: 'OPENAI_API_KEY is not set' };
    try {
      const completion = await this.chat.complete('rerank', {
        messages: buildRerankMessages(request),
        // No sampling options: some models refuse them, and the schema already pins the shape.
        response_format: RERANK_RESPONSE_FORMAT,
      });
      const choice = completion.choices?.[0];
      if (!choice) throw new InvalidAnswerError('the answer has no choices');
      if (choice.message?.refusal) return this.fallback('openai-refused', choice.message.refusal);
      if (choice.finish_reason === 'length') throw new InvalidAnswerError('the answer was cut off');
      const ids = new Set(request.candidates.map((candidate) => candidate.article.id));
      return { ok: true, model: this.chat.model, items: parseRerankAnswer(choice.message?.content, ids) };
    } catch (error) {
      return this.fallback(fallbackCode(error), error instanceof Error ? error.message : String(error));
    }
  }

  private fallback(code: string, detail: string): RerankOutcome {
    this.chat.countFallback('rerank');
    this.logger.warn(`OpenAI re-ranking unavailable (${code}): ${detail}; using the local ranking`);
    return { ok: false, fallback: code, detail };
  }
}

/** A short, stable name for what went wrong, stored in the rows' metadata. */
export function fallbackCode(error: unknown): string {
  if (error instanceof InvalidAnswerError) return 'openai-invalid-response';
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'openai-timeout';
  if (error instanceof OpenAI.APIConnectionError) return 'openai-unreachable';
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') return `openai-http-${error.status}`;
  return 'openai-error';
}
