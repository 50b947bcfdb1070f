import OpenAI from 'openai';
import type { AppConfig } from '@api/config/env';

/**
 * A chat client for the worker's optional OpenAI touches. One attempt (no
 * client retries) within OPENAI_TIMEOUT_MS: every caller has a local answer to
 * fall back on, so a slow or failing model must cost seconds, not minutes.
 */
export function openAiClient(openai: AppConfig['openai']): OpenAI {
  return new OpenAI({ apiKey: openai.apiKey, baseURL: openai.baseUrl, timeout: openai.timeoutMs, maxRetries: 0 });
}
