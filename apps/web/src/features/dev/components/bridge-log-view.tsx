import { useEffect, useState } from 'react';
import { formatMoment } from '@tenor/contract/format';
import { t } from '../../../shared/i18n.ts';
import { bridgeLog, clearBridgeLog, subscribeBridgeLog } from '../../../lib/bridge.ts';
import { region } from '../../../lib/launch.ts';
import { Button } from '../../../shared/ui/button.tsx';
import styles from './test-preview.module.css';

/** What pages asked the native app to do in this browser session (the bridge simulator's log). */
export function BridgeLogView() {
  const [entries, setEntries] = useState(bridgeLog);
  useEffect(() => subscribeBridgeLog(() => setEntries(bridgeLog())), []);
  return (
    <>
      {entries.length === 0 ? (
        <p className="muted">{t('dev.bridgeEmpty')}</p>
      ) : (
        <ol className={styles.log} data-testid="bridge-log">
          {entries.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <code>{entry.action}</code> <code>{JSON.stringify(entry.payload ?? {})}</code>{' '}
              <span className="muted">{formatMoment(region(), entry.at)}</span>
            </li>
          ))}
        </ol>
      )}
      <Button variant="secondary" onClick={clearBridgeLog} disabled={entries.length === 0}>
        {t('dev.clear')}
      </Button>
    </>
  );
}
