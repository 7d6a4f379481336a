import { parseCommand } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { OPERATOR_FLAGS, operatorOptions } from '../operator.ts';
import { print } from '../output.ts';

/**
 * bankdir stories hide|unhide STORY_ID: the operator takes a story out of every list and count (GET /stories/:id
 * answers 404 for it), or puts it back.
 */
export async function storiesCommand(args: readonly string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub !== 'hide' && sub !== 'unhide') {
    throw new UsageError(
      sub === undefined
        ? 'stories: say hide or unhide'
        : `stories: unknown subcommand ${JSON.stringify(sub)} (hide, unhide)`,
    );
  }
  const { values, positionals } = parseCommand(`stories ${sub}`, rest, OPERATOR_FLAGS, 1);
  const storyId = positionals[0];
  if (storyId === undefined)
    throw new UsageError(`stories ${sub}: say which story, e.g. bankdir stories ${sub} story_…`);
  const story = await withDatabase(await openExisting(databaseTarget(values)), ({ directory }) =>
    sub === 'hide'
      ? directory.admin.hideStory(storyId, operatorOptions(values))
      : directory.admin.unhideStory(storyId, operatorOptions(values)),
  );
  const { accountId: _account, ...shown } = story;
  print(values.json, shown, () => [
    story.hidden
      ? `Hid ${story.id} (about ${story.bankId}): out of every list and count; GET /v1/stories/${story.id} answers 404.`
      : `Unhid ${story.id} (about ${story.bankId}): lists and counts show it again.`,
  ]);
}
