// Reading site parameters the way the back office stores them: every value is text or null.
import type { FrameData } from './frame-data';

/** A parameter's value, or null when it is unset or blank. */
export function parameter(frame: FrameData, type: string): string | null {
  const value = frame.parameters[type];
  return value == null || value.trim() === '' ? null : value;
}

/** A BOOLEAN parameter: only 'true' turns it on. */
export function isOn(frame: FrameData, type: string): boolean {
  return parameter(frame, type)?.trim().toLowerCase() === 'true';
}

/** A BOOLEAN parameter that is on unless the owner switched it off (header icons, language menu). */
export function isNotOff(frame: FrameData, type: string): boolean {
  return parameter(frame, type)?.trim().toLowerCase() !== 'false';
}

/** A NUMBER parameter in a sane range, or the fallback. */
export function numberParameter(frame: FrameData, type: string, fallback: number, min = 0, max = 1000): number {
  const value = Number(parameter(frame, type));
  return parameter(frame, type) !== null && Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}

/** One of the allowed values of an enumerated parameter, or the fallback. */
export function choiceParameter<T extends string>(frame: FrameData, type: string, allowed: readonly T[], fallback: T): T {
  const value = parameter(frame, type)?.trim().toUpperCase();
  return allowed.find((choice) => choice === value) ?? fallback;
}
