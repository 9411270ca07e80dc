import { t } from '../../../shared/i18n.ts';
import type { LaunchParams } from '@tenor/contract/launch';
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

/** The launch parameters the native app would put in the page URL, editable. */
export function LaunchFields({
  values,
  onChange,
}: {
  values: LaunchFieldValues;
  onChange: (patch: Partial<LaunchFieldValues>) => void;
}) {
  const text = (name: TextField, label: string) => (
    <div className={styles.field}>
      <label htmlFor={`lp-${name}`}>{label}</label>
      <input
        id={`lp-${name}`}
        name={name}
        className={styles.input}
        value={values[name]}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
    </div>
  );
  return (
    <div className={styles.fields}>
      <div className={styles.field}>
        <label htmlFor="lp-languageType">{t('dev.languageType')}</label>
        <select
          id="lp-languageType"
          name="languageType"
          className={styles.input}
          value={values.languageType}
          onChange={(e) => onChange({ languageType: e.target.value })}
        >
          <option value="1">{t('dev.languageEnglish')}</option>
          <option value="2">{t('dev.languageIndonesian')}</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="lp-locale">{t('dev.locale')}</label>
        <select
          id="lp-locale"
          name="locale"
          className={styles.input}
          value={values.locale}
          onChange={(e) => onChange({ locale: e.target.value })}
        >
          <option value="">{t('dev.localeDefault')}</option>
          <option value="zh-CN">{t('dev.localeChinese')}</option>
        </select>
      </div>
      {text('token', t('dev.token'))}
      {text('deviceId', t('dev.deviceId'))}
      {text('appName', t('dev.appName'))}
      {text('appVersion', t('dev.appVersion'))}
      <div className={styles.field}>
        <label htmlFor="lp-platform">{t('dev.platform')}</label>
        <select
          id="lp-platform"
          name="platform"
          className={styles.input}
          value={values.platform}
          onChange={(e) => onChange({ platform: e.target.value })}
        >
          <option value="android">android</option>
          <option value="ios">ios</option>
        </select>
      </div>
      {text('channel', t('dev.channel'))}
    </div>
  );
}
