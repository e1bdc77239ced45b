import { LeaguePreview } from '@/components/league/league-preview';
import { Card } from '../overview/card';

/**
 * The profile's "what ranking members see": the user's row in the weekly league as members see it
 * (the preview carries its own heading).
 */
export function RankingPreviewSlot() {
  return (
    <Card>
      <LeaguePreview />
    </Card>
  );
}
