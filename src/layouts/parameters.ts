// Reading site parameters in the page frame, by key, with the one parser per kind of
// src/lib/site-parameters.ts: a misspelt key does not compile, a value that does not parse gives the
// parameter's default.
import { chosen, isSwitchedOn, numberSetting, type ParameterKey } from '~/lib/site-parameters';
import type { FrameData } from './frame-data';

export { chosen };

/** A parameter's value, or null when it is unset or blank. */
export function parameter(frame: FrameData, key: ParameterKey): string | null {
  const value = frame.parameters[key];
  return value == null || value.trim() === '' ? null : value;
}

/** A BOOLEAN parameter: on when the owner turned it on, or unset and on by default. */
export const isOn = (frame: FrameData, key: ParameterKey): boolean => isSwitchedOn(frame.parameters, key);

/** A NUMBER parameter in a sane range, or its default. */
export const numberParameter = (frame: FrameData, key: ParameterKey, min: number, max: number): number => numberSetting(frame.parameters, key, { min, max });
