/**
 * GET /api/v1/physical/measurements?from&to (days with any measure, oldest first) and
 * PUT …/measurements/:date (the measures given replace that day's; weight is the check-in's).
 */
import {
  PHYSICAL_PATHS,
  type Measurement,
  type MeasurementList,
  type MeasurementWrite,
} from '@ascend/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export function useMeasurements(range: { from: string; to: string } | null) {
  const { userId, client } = usePhysicalReader();
  return useQuery({
    meta: { persist: false },
    queryKey: physicalKeys.measurementRange(userId, range?.from ?? '', range?.to ?? ''),
    queryFn:
      userId !== '' && range !== null
        ? async ({ signal }) =>
            (
              await client.request<MeasurementList>(
                `${PHYSICAL_PATHS.measurements}?${new URLSearchParams(range).toString()}`,
                { signal },
              )
            ).measurements
        : skipToken,
  });
}

export function useSaveMeasurement() {
  const { userId, client } = usePhysicalReader();
  const queryClient = useQueryClient();
  return useMutation<Measurement, Error, { date: string; measures: MeasurementWrite }>({
    mutationFn: ({ date, measures }) =>
      client.request<Measurement>(PHYSICAL_PATHS.measurement(date), {
        method: 'PUT',
        body: measures,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: physicalKeys.measurements(userId) }),
        // The weight is the check-in's: tracking's reads of it are stale too.
        queryClient.invalidateQueries({ queryKey: ['user', userId, 'tracking'] }),
        queryClient.invalidateQueries({ queryKey: ['user', userId, 'overview'] }),
      ]),
  });
}
