import { Injectable, Logger } from '@nestjs/common';
import { OpenAiChat } from '../openai-chat';
import type { DigestInputs } from './digest-content';

const MAX_INTRO_CHARS = 1_200;

/**
 * The digest's opening paragraph from a chat model when OPENAI_API_KEY is set.
 * It never throws: without a key, or on any trouble, it answers null and the
 * digest opens with the plain intro instead.
 */
@Injectable()
export class DigestIntroWriter {
  private readonly logger = new Logger(DigestIntroWriter.name);

  constructor(private readonly chat: OpenAiChat) {}

  async write(inputs: Omit<DigestInputs, 'intro'>): Promise<string | null> {
    if (!this.chat.enabled) return null;
    try {
      const completion = await this.chat.complete('digest-intro', {
        messages: [
          {
            role: 'system',
            content:
              'You write the opening paragraph of The Cypher, a weekly hip hop culture newsletter. ' +
              'Two to four sentences, warm and knowledgeable, plain text without markdown, headings or links. ' +
              'Mention only what is in the data you are given.',
          },
          {
            role: 'user',
            content: JSON.stringify({
              week: inputs.week,
              mostReadStories: inputs.stories.map((story) => story.title),
              spotlightArtists: inputs.artists.map((artist) => `${artist.name} (${artist.genre})`),
              freshDrops: inputs.drops.map((drop) => `${drop.title} by ${drop.artist}`),
              upcomingEvents: inputs.events.map((event) => `${event.title} in ${event.location}`),
            }),
          },
        ],
      });
      const text = completion.choices?.[0]?.message?.content?.replace(/[#*_`<>[\]]/g, '').trim();
      if (!text) throw new Error('the answer is empty');
      return text.slice(0, MAX_INTRO_CHARS);
    } catch (error) {
      this.chat.countFallback('digest-intro');
      this.logger.warn(`digest intro from OpenAI unavailable, using the plain one: ${String(error)}`);
      return null;
    }
  }
}
