import { join } from 'node:path';
import { seedDefaultData } from '@bankdir/data';
import { seedDefaultDataFile } from '../datasets/default-data.ts';
import { openDirectoryAt } from '../datasets/open-directory.ts';
import { measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { median } from '../stats.ts';

/** Seeding the default data set with its sample layer into a new file, and again over it (nothing changes). */
export const seedTime: Scenario = {
  name: 'seed-time',
  summary:
    'seeding the default data set with its sample layer into a new SQLite file (no embedder), and seeding it again over itself',
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const first: number[] = [];
    const again: number[] = [];
    for (let run = 0; run < context.profile.rounds; run++) {
      const file = join(context.tempDir, `seed-${run}.sqlite`);
      let started = performance.now();
      await seedDefaultDataFile(file);
      first.push(performance.now() - started);
      const directory = await openDirectoryAt(file);
      started = performance.now();
      await seedDefaultData(directory, { sample: true });
      again.push(performance.now() - started);
      await directory.close();
    }
    return {
      measurements: [
        measured({
          scenario: this.name,
          name: 'seed the default data set into a new file',
          unit: 'ms',
          value: median(first),
        }),
        measured({ scenario: this.name, name: 'seed it again, nothing changed', unit: 'ms', value: median(again) }),
      ],
    };
  },
};
