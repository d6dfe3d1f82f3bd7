import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { AppValidationPipe } from '../../../common/http/validation.pipe';
import { SyncDto } from './sync.dto';

const metadata: ArgumentMetadata = { type: 'body', metatype: SyncDto };
/** The global pipe without its fast checks: what the fast check must agree with. */
class ClassChainOnly extends AppValidationPipe {
  override transform(value: unknown, meta: ArgumentMetadata): Promise<unknown> {
    return ValidationPipe.prototype.transform.call(this, value, meta) as Promise<unknown>;
  }
}
const classChain = new ClassChainOnly();
const play = { clientPlayId: 'p-1', adCreativeId: 3, shownAt: '2026-12-01T17:00:00Z' };

const outcome = async (pipe: ValidationPipe, body: unknown) => {
  try {
    return { body: JSON.parse(JSON.stringify(await pipe.transform(body, metadata))) as unknown };
  } catch (error) {
    return { error: (error as { getResponse(): unknown }).getResponse() };
  }
};

describe('the sync body: the fast check agrees with the class chain (docs/performance.md)', () => {
  const bodies: [string, unknown][] = [
    ['plays and an ETag', { plays: [play, { junk: true }], scheduleEtag: '"abc"' }],
    ['no plays yet', { plays: [] }],
    ['a null ETag', { plays: [play], scheduleEtag: null }],
    ['fields it does not know, which are dropped', { plays: [play], extra: 1, scheduleEtag: 'x' }],
    ['500 plays', { plays: Array.from({ length: 500 }, () => play) }],
    ['501 plays', { plays: Array.from({ length: 501 }, () => play) }],
    ['plays that are not a list', { plays: { 0: play } }],
    ['no plays field', { scheduleEtag: 'x' }],
    ['an ETag that is a number', { plays: [], scheduleEtag: 7 }],
    ['an ETag of 101 characters', { plays: [], scheduleEtag: 'e'.repeat(101) }],
    ['an ETag of 100 characters', { plays: [], scheduleEtag: 'e'.repeat(100) }],
    ['a list body', [play]],
    ['a null body', null],
  ];

  it.each(bodies)('%s', async (_, body) => {
    const fast = await outcome(new AppValidationPipe(), body);
    expect(fast).toEqual(await outcome(classChain, body));
  });

  it('skips the class chain for a well-formed body', async () => {
    const pipe = new AppValidationPipe();
    const chain = jest.spyOn(ValidationPipe.prototype, 'transform');
    await pipe.transform({ plays: [play], scheduleEtag: 'x' }, metadata);
    expect(chain).not.toHaveBeenCalled();
    await pipe.transform({ plays: 'no' }, metadata).catch(() => undefined);
    expect(chain).toHaveBeenCalledTimes(1);
  });
});
