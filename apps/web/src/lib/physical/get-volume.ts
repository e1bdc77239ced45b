/** GET /api/v1/physical/volume?from&to: working sets and tonnage per muscle group per week. */
import { PHYSICAL_PATHS, type WeeklyVolume } from '@ascend/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export function useWeeklyVolume(range: { from: string; to: string } | null) {
  const { userId, client } = usePhysicalReader();
  return useQuery({
    meta: { persist: false },
    queryKey: physicalKeys.volume(userId, range?.from ?? '', range?.to ?? ''),
    queryFn:
      userId !== '' && range !== null
        ? ({ signal }) =>
            client.request<WeeklyVolume>(
              `${PHYSICAL_PATHS.volume}?${new URLSearchParams(range).toString()}`,
              { signal },
            )
        : skipToken,
  });
}
