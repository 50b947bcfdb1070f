import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateArticleDto, UpdateArticleDto } from '../modules/articles/dto/article-input.dto';

async function problemsOf(body: object): Promise<string[]> {
  const patch = plainToInstance(UpdateArticleDto, body);
  const errors = await validate(patch);
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('PatchOf', () => {
  it('accepts an empty patch and does not fill in the create defaults', async () => {
    expect(new CreateArticleDto().category).toBe('CULTURE');
    const patch = plainToInstance(UpdateArticleDto, {});
    expect(patch.category).toBeUndefined();
    expect(await problemsOf({})).toEqual([]);
  });

  it('checks a sent field by the create rules', async () => {
    expect(await problemsOf({ category: 'GOSSIP' })).toEqual([expect.stringContaining('Category must be one of')]);
    expect(await problemsOf({ title: 'x'.repeat(301) })).toEqual(['Title must be at most 300 characters']);
  });

  it('refuses blanking or nulling a required field', async () => {
    expect(await problemsOf({ title: '   ' })).toContain('Title is required');
    expect(await problemsOf({ title: null })).toContain('Title is required');
    expect(await problemsOf({ category: null })).toEqual([expect.stringContaining('Category must be one of')]);
  });

  it('lets an optional field be cleared and trims sent text', async () => {
    expect(await problemsOf({ imageUrl: null, author: '' })).toEqual([]);
    expect(plainToInstance(UpdateArticleDto, { title: '  New title ' }).title).toBe('New title');
  });
});
