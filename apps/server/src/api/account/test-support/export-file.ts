/**
 * A small file as GET /account/export writes it (one check-in, nothing else of tracking), for
 * tests that need an import to succeed without caring what it restores.
 */
import { randomUUID } from 'node:crypto';

const at = '2025-03-01T08:00:00.000Z';

export function smallExportFile() {
  return {
    format: 'ascend-export',
    version: 2,
    exported_at: at,
    user: {
      id: randomUUID(),
      email: 'someone@example.com',
      phone: null,
      created_at: at,
      user_metadata: {},
      app_metadata: {},
    },
    identities: [],
    mfa_factors: [],
    sessions: [],
    activity: [],
    avatar: null,
    settings: null,
    check_ins: [
      {
        date: '2025-03-01',
        sleep_hours: 7.5,
        sleep_quality: null,
        mood: 4,
        energy: null,
        stress: null,
        weight_kg: null,
        steps: 1000,
        water_ml: null,
        training_minutes: null,
        note: 'ok',
        created_at: at,
        updated_at: at,
      },
    ],
    habits: [],
    habit_marks: [],
    diary_entries: [],
  };
}
