import type { MaintenanceStore } from '@bankdir/core/driver';

/**
 * Nothing to rebuild: scores, ranks and counts are computed from the votes and stories whenever they are read
 * (derived.ts), so a bulk import is exact at once and these calls have nothing left to do.
 */
export function maintenanceStore(): MaintenanceStore {
  return {
    rebuildScoresAndRanks: async () => {},
    recountStories: async () => {},
  };
}
