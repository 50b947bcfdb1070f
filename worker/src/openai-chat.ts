import { Inject, Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { MetricsService } from '@api/metrics/metrics.service';
import { openAiClient } from './openai-client';

/** A chat request without its model: the model is always the configured one. */
export type ChatRequest = Omit<OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, 'model'>;

/**
 * The configured chat model as the worker's optional OpenAI touches use it:
 * whether a key is set, one timed completion, and the count of the times a
 * job fell back to its own rule. Each `purpose` names the touch in the metrics.
 */
@Injectable()
export class OpenAiChat {
  private client?: OpenAI;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.openai.apiKey);
  }

  get model(): string {
    return this.config.openai.model;
  }

  complete(purpose: string, request: ChatRequest): Promise<OpenAI.Chat.ChatCompletion> {
    return this.metrics.timeOpenAi(purpose, () =>
      this.openai().chat.completions.create({ model: this.model, ...request }),
    );
  }

  countFallback(purpose: string): void {
    this.metrics.openaiFallbacks.inc({ purpose });
  }

  private openai(): OpenAI {
    this.client ??= openAiClient(this.config.openai);
    return this.client;
  }
}
