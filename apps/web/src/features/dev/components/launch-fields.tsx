import type { ChangeEvent } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Stack } from '../../../shared/ui/stack.tsx';
import type { LaunchParams } from '@tenor/contract/launch';
import { Field } from './field.tsx';
import styles from './test-preview.module.css';

export type LaunchFieldValues = Required<
  Pick<
    LaunchParams,
    | 'languageType'
    | 'locale'
    | 'token'
    | 'deviceId'
    | 'appName'
    | 'appVersion'
    | 'platform'
    | 'channel'
  >
>;

type TextField = 'token' | 'deviceId' | 'appName' | 'appVersion' | 'channel';
type ChoiceField = 'languageType' | 'locale' | 'platform';

/** The launch parameters the native app would put in the page URL, editable. */
export function LaunchFields({
  values,
  onChange,
}: {
  values: LaunchFieldValues;
  onChange: (patch: Partial<LaunchFieldValues>) => void;
}) {
  const bound = (name: TextField | ChoiceField) => ({
    id: `lp-${name}`,
    name,
    className: styles.input,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ [name]: e.target.value }),
  });
  const text = (name: TextField, label: string) => (
    <Field id={`lp-${name}`} label={label}>
      <input {...bound(name)} autoComplete="off" autoCapitalize="off" spellCheck={false} />
    </Field>
  );
  const choice = (name: ChoiceField, label: string, options: [value: string, label: string][]) => (
    <Field id={`lp-${name}`} label={label}>
      <select {...bound(name)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <Stack tight>
      {choice('languageType', t('dev.languageType'), [
        ['1', t('dev.languageEnglish')],
        ['2', t('dev.languageIndonesian')],
      ])}
      {choice('locale', t('dev.locale'), [
        ['', t('dev.localeDefault')],
        ['zh-CN', t('dev.localeChinese')],
        ['hi', t('dev.localeHindi')],
      ])}
      {text('token', t('dev.token'))}
      {text('deviceId', t('dev.deviceId'))}
      {text('appName', t('dev.appName'))}
      {text('appVersion', t('dev.appVersion'))}
      {choice('platform', t('dev.platform'), [
        ['android', 'android'],
        ['ios', 'ios'],
      ])}
      {text('channel', t('dev.channel'))}
    </Stack>
  );
}
