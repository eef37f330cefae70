/**
 * Call-room options the host may set (docs/behaviour.md §3 "Call-room options") and their
 * validation (docs/behaviour.md §5 "Call-room rules"), before `createCallObject()`: a constructor
 * that throws has already registered its instance, and every later create fails.
 */
import type {
  DailyAdvancedConfig,
  DailyInputSettings,
  DailyReceiveSettings,
  DailySendSettings,
} from '@daily-co/daily-js';
import { VoiceClientError } from '../errors.ts';
import { isRecord } from '../../util/records.ts';

/** Options for the room the transport joins (`url` and `token` come from the web call). */
export interface DailyRoomOptions {
  readonly userName?: string;
  /** Any JSON, at most 4096 characters (docs/behaviour.md §5, §9). */
  readonly userData?: unknown;
  /** `avoidEval` is always `true` (strict CSP without `unsafe-eval`). */
  readonly dailyConfig?: Omit<DailyAdvancedConfig, 'avoidEval'>;
  readonly inputSettings?: DailyInputSettings;
  readonly sendSettings?: DailySendSettings;
  readonly receiveSettings?: DailyReceiveSettings;
}

/** docs/behaviour.md §9 "userData". */
const MAX_USER_DATA_CHARS = 4096;
/** docs/behaviour.md §5 video send presets. */
const VIDEO_SEND_PRESETS = [
  'default-video',
  'bandwidth-optimized',
  'bandwidth-and-quality-balanced',
  'quality-optimized',
  'adaptive-2-layers',
  'adaptive-3-layers',
] as const;
/** docs/behaviour.md §5 screen presets. */
const SCREEN_SEND_PRESETS = [
  'default-screen-video',
  'detail-optimized',
  'motion-optimized',
  'motion-and-detail-balanced',
] as const;
const MAX_QUALITIES = ['low', 'medium', 'high'];

/**
 * Checks the docs/behaviour.md §5 "Call-room rules" that need no join.
 * @throws VoiceClientError `invalid-room-options` naming the property.
 */
export function validateRoomOptions(options: DailyRoomOptions): void {
  if (options.userName !== undefined && typeof options.userName !== 'string') {
    fail(`userName must be a string, got ${typeof options.userName}`);
  }
  if (options.userData !== undefined) checkUserData(options.userData);
  if (options.dailyConfig !== undefined && !isRecord(options.dailyConfig))
    fail('dailyConfig must be an object');
  if (options.inputSettings !== undefined) checkInputSettings(options.inputSettings);
  if (options.sendSettings !== undefined) checkSendSettings(options.sendSettings);
}

function checkUserData(userData: unknown): void {
  let json: string | undefined;
  try {
    json = JSON.stringify(userData);
  } catch (error) {
    fail(
      `userData must be serializable to JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (typeof json !== 'string') fail('userData must be serializable to JSON');
  if (json.length > MAX_USER_DATA_CHARS) {
    fail(
      `userData is too large (${json.length} characters). Maximum size supported is ${MAX_USER_DATA_CHARS}.`,
    );
  }
}

function checkInputSettings(settings: unknown): void {
  if (!isRecord(settings)) fail('inputSettings must be an object');
  const video = settings['video'];
  const processor = isRecord(video) ? video['processor'] : undefined;
  if (!isRecord(processor)) return;
  const config = processor['config'];
  if (
    processor['type'] === 'background-blur' &&
    isRecord(config) &&
    config['strength'] !== undefined
  ) {
    const strength = config['strength'];
    if (typeof strength !== 'number' || !(strength > 0 && strength <= 1)) {
      fail(
        'inputSettings.video.processor.config.strength must be a number greater than 0 and at most 1',
      );
    }
  }
  if (
    processor['type'] === 'background-image' &&
    isRecord(config) &&
    typeof config['source'] === 'number'
  ) {
    const source = config['source'];
    if (!Number.isInteger(source) || source < 1 || source > 10) {
      fail(
        'inputSettings.video.processor.config.source must be a preselected image number from 1 to 10',
      );
    }
  }
}

function checkSendSettings(settings: unknown): void {
  if (!isRecord(settings)) fail('sendSettings must be an object');
  checkVideoSend('video', settings['video'], VIDEO_SEND_PRESETS);
  checkVideoSend('screenVideo', settings['screenVideo'], SCREEN_SEND_PRESETS);
}

function checkVideoSend(key: string, value: unknown, presets: readonly string[]): void {
  if (value === undefined) return;
  if (typeof value === 'string') {
    if (!presets.includes(value)) fail(`sendSettings.${key} must be one of ${presets.join(', ')}`);
    return;
  }
  if (!isRecord(value)) fail(`sendSettings.${key} must be a preset name or an object`);
  const maxQuality = value['maxQuality'];
  if (
    maxQuality !== undefined &&
    (typeof maxQuality !== 'string' || !MAX_QUALITIES.includes(maxQuality))
  ) {
    fail(`sendSettings.${key}.maxQuality must be low, medium or high`);
  }
  const encodings = value['encodings'];
  if (encodings !== undefined) {
    const layers = isRecord(encodings) ? Object.keys(encodings).length : 0;
    if (layers < 1 || layers > 3) fail(`sendSettings.${key}.encodings must have 1 to 3 layers`);
  }
}

function fail(message: string): never {
  throw VoiceClientError.invalidRoomOptions(`Invalid call-room options: ${message}`);
}
