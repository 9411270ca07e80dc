import { type ReactNode, useEffect, useRef, useState } from 'react';
import { config } from '../../../lib/config.ts';
import { launchParams } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { Stack } from '../../../shared/ui/stack.tsx';
import { useDemoSession } from '../api/dev-session.ts';
import { loadDemoSession, saveDemoSession } from '../demo-session-store.ts';
import { BridgeLogView } from './bridge-log-view.tsx';
import { CareSandbox } from './care-sandbox.tsx';
import { DemoJourney } from './demo-journey.tsx';
import { DeviceFeatures } from './device-features.tsx';
import { type LaunchFieldValues, LaunchFields } from './launch-fields.tsx';
import { PageLinks } from './page-links.tsx';
import { PaymentSandbox } from './payment-sandbox.tsx';
import { AutopaySandbox } from './autopay-sandbox.tsx';
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

  // The demo session the launch fields use, if they use one.
  const current = demo?.token === values.token ? demo : undefined;
  return (
    <Stack>
      <Section headingId="dev-launch" title={t('dev.deviceSection')}>
        {config.demo && (
          <SessionControls
            languageType={values.languageType}
            hasToken={values.token !== ''}
            busy={session.isPending}
            onCreate={(request) => session.mutate(request)}
          />
        )}
        <LaunchFields values={values} onChange={update} />
      </Section>
      <Section headingId="dev-pages" title={t('dev.pagesSection')}>
        <PageLinks launch={values} />
      </Section>
      <Section headingId="dev-journey-title" id="dev-journey" title={t('dev.journeySection')}>
        <DemoJourney session={current} launch={values} />
        {current && <RepayJourney session={current} launch={values} />}
      </Section>
      {config.demo && (
        <Section headingId="dev-pay-sandbox" title={t('dev.paySandbox')}>
          <PaymentSandbox phone={current?.phone} borrowerId={current?.borrowerId} />
        </Section>
      )}
      {config.demo && (
        <Section headingId="dev-autopay" title={t('dev.autopaySection')}>
          <AutopaySandbox orderId={current?.orders['3']} />
        </Section>
      )}
      {config.demo && (
        <Section headingId="dev-care" title={t('dev.careSection')}>
          <CareSandbox launch={values} />
        </Section>
      )}
      <Section headingId="dev-bridge" title={t('dev.bridgeSection')}>
        <BridgeLogView />
      </Section>
      <Section headingId="dev-features" title={t('dev.featuresSection')}>
        <DeviceFeatures />
      </Section>
    </Stack>
  );
}

/** A section of the preview, named by its heading (`headingId`); `id` is a link's target. */
function Section({
  headingId,
  id,
  title,
  children,
}: {
  headingId: string;
  id?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
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
