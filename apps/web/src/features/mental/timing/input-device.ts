/**
 * The input device a response came from, recorded with each result: a touch screen or a mouse
 * adds its own latency (tens of ms), so results are only comparable per device.
 */
import type { InputDevice } from '@ascend/contracts';

export function deviceOf(event: Event): InputDevice {
  if (event instanceof KeyboardEvent) return 'keyboard';
  if ('pointerType' in event) {
    const type = (event as PointerEvent).pointerType;
    if (type === 'touch' || type === 'pen') return type;
  }
  return 'mouse';
}

/** The device most responses of a run came from (the first one on a tie). */
export function mainDevice(devices: readonly InputDevice[]): InputDevice {
  const counts = new Map<InputDevice, number>();
  for (const device of devices) counts.set(device, (counts.get(device) ?? 0) + 1);
  let best: InputDevice = devices[0] ?? 'keyboard';
  for (const [device, count] of counts) if (count > (counts.get(best) ?? 0)) best = device;
  return best;
}
