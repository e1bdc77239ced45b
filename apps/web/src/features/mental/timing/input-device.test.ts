import { describe, expect, it } from 'vitest';
import { deviceOf, mainDevice } from './input-device';

describe('input device', () => {
  it('tells a key press from a touch, a pen and a mouse', () => {
    expect(deviceOf(new KeyboardEvent('keydown', { key: ' ' }))).toBe('keyboard');
    const pointer = (pointerType: string) =>
      Object.assign(new MouseEvent('pointerdown'), { pointerType });
    expect(deviceOf(pointer('touch'))).toBe('touch');
    expect(deviceOf(pointer('pen'))).toBe('pen');
    expect(deviceOf(pointer('mouse'))).toBe('mouse');
  });

  it('records the device most responses came from', () => {
    expect(mainDevice(['mouse', 'keyboard', 'keyboard'])).toBe('keyboard');
    expect(mainDevice(['touch', 'mouse'])).toBe('touch');
    expect(mainDevice([])).toBe('keyboard');
  });
});
