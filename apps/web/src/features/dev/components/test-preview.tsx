import { useEffect, useRef, useState } from 'react';
import { config } from '../../../lib/config.ts';
import { launchParams } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useDemoSession } from '../api/dev-session.ts';
import { loadDemoSession, saveDemoSession } from '../demo-session-store.ts';
import { BridgeLogView } from './bridge-log-view.tsx';
import { CareSandbox } from './care-sandbox.tsx';
import { DemoJourney } from './demo-journey.tsx';
import { DeviceFeatures } from './device-features.tsx';
import { type LaunchFieldValues, LaunchFields } from './launch-fields.tsx';
import { PageLinks } from './page-links.tsx';
import { PaymentSandbox } from './payment-sandbox.tsx';
import { RepayJourney } from './repay-journey.tsx';
import { SessionControls } from './session-controls.tsx';
import styles from './test-preview.module.css';

function initialValues(): LaunchFieldValues {
  const p = launchParams();
  return {
    languageType: p.languageType === '1' ? '1' : '2',
    locale: p.locale === 'zh-CN' ? 'zh-CN' : '',
    token: p.token ?? '',
    deviceId: p.deviceId ?? 'web-preview',
    appName: p.appName ?? config.appName,
    appVersion: p.appVersion ?? '1.0.0',
    platform: p.platform === 'ios' ? 'ios' : 'android',
    channel: p.channel ?? '',
  };
}

/** Launch any page as the app would, and watch what it asks of the app. */
function Preview() {
  const [values, setValues] = useState(initialValues);
  const update = (patch: Partial<LaunchFieldValues>) => setValues((v) => ({ ...v, ...patch }));
  const [demo, setDemo] = useState(() => loadDemoSession(values.token));
  const session = useDemoSession((created, request) => {
    // The launch follows the borrower's market (the other market's button changes it).
    update({ token: created.token, languageType: request.languageType });
    setDemo(created);
    saveDemoSession(created);
    showToast(t('dev.sessionCreated'), { kind: 'info' });
  });

  // Demo mode with no session yet: start one, so every link works straight away.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !config.demo || values.token) return;
    started.current = true;
    session.mutate({ languageType: values.languageType });
  }, [session, values.token, values.languageType]);

  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby="dev-launch">
        <h2 id="dev-launch" className={styles.heading}>
          {t('dev.deviceSection')}
        </h2>
        {config.demo && (
          <SessionControls
            languageType={values.languageType}
            hasToken={values.token !== ''}
            busy={session.isPending}
            onCreate={(request) => session.mutate(request)}
          />
        )}
        <LaunchFields values={values} onChange={update} />
      </section>
      <section className={styles.section} aria-labelledby="dev-pages">
        <h2 id="dev-pages" className={styles.heading}>
          {t('dev.pagesSection')}
        </h2>
        <PageLinks launch={values} />
      </section>
      <section className={styles.section} aria-labelledby="dev-journey-title" id="dev-journey">
        <h2 id="dev-journey-title" className={styles.heading}>
          {t('dev.journeySection')}
        </h2>
        <DemoJourney session={demo?.token === values.token ? demo : undefined} launch={values} />
        {demo?.token === values.token && <RepayJourney session={demo} launch={values} />}
      </section>
      {config.demo && (
        <section className={styles.section} aria-labelledby="dev-pay-sandbox">
          <h2 id="dev-pay-sandbox" className={styles.heading}>
            {t('dev.paySandbox')}
          </h2>
          <PaymentSandbox
            phone={demo?.token === values.token ? demo.phone : undefined}
            borrowerId={demo?.token === values.token ? demo.borrowerId : undefined}
          />
        </section>
      )}
      {config.demo && (
        <section className={styles.section} aria-labelledby="dev-care">
          <h2 id="dev-care" className={styles.heading}>
            {t('dev.careSection')}
          </h2>
          <CareSandbox launch={values} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="dev-bridge">
        <h2 id="dev-bridge" className={styles.heading}>
          {t('dev.bridgeSection')}
        </h2>
        <BridgeLogView />
      </section>
      <section className={styles.section} aria-labelledby="dev-features">
        <h2 id="dev-features" className={styles.heading}>
          {t('dev.featuresSection')}
        </h2>
        <DeviceFeatures />
      </section>
    </div>
  );
}

/** `/testPreview` (docs/screens.md "Test preview"): the developer preview; it needs no session of its own. */
export function TestPreview() {
  return (
    <PageRoute page="testPreview" title={t('dev.title')} needsSession={false}>
      {() => <Preview />}
    </PageRoute>
  );
}
