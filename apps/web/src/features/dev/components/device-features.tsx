import { type ChangeEvent, useEffect, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { Field } from './field.tsx';
import styles from './test-preview.module.css';

interface ContactsManager {
  select(properties: 'tel'[], options?: { multiple?: boolean }): Promise<{ tel?: string[] }[]>;
}

const contactsApi = (): ContactsManager | undefined =>
  (navigator as Navigator & { contacts?: ContactsManager }).contacts;

/** Photo, contact and location inputs, to check what the WebView allows. */
export function DeviceFeatures() {
  const [photoUrl, setPhotoUrl] = useState<string>();
  const [phone, setPhone] = useState('');
  const [location, setLocation] = useState('');
  const [locating, setLocating] = useState(false);

  // Release the previous preview's memory when it is replaced or the page is left.
  useEffect(
    () => () => {
      if (photoUrl) URL.revokeObjectURL(photoUrl);
    },
    [photoUrl],
  );

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPhotoUrl(file ? URL.createObjectURL(file) : undefined);
  };

  const pickContact = async () => {
    try {
      const [contact] = (await contactsApi()?.select(['tel'], { multiple: false })) ?? [];
      const tel = contact?.tel?.[0];
      if (tel) setPhone(tel);
    } catch {
      // The user closed the picker.
    }
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocation(t('dev.locationUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setLocation(
          t('dev.locationResult', {
            lat: pos.coords.latitude.toFixed(5),
            lon: pos.coords.longitude.toFixed(5),
            acc: Math.round(pos.coords.accuracy),
          }),
        );
      },
      (error) => {
        setLocating(false);
        setLocation(t('dev.locationError', { message: error.message || String(error.code) }));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <Stack tight>
      <Field id="dev-photo" label={t('dev.photo')}>
        <input
          id="dev-photo"
          className={styles.file}
          type="file"
          accept="image/*"
          capture
          onChange={onPhoto}
        />
        {photoUrl && (
          <img
            className={styles.photo}
            src={photoUrl}
            alt={t('dev.photoPreview')}
            width={160}
            height={160}
          />
        )}
      </Field>
      <Field id="dev-contact" label={t('dev.contact')}>
        <input
          id="dev-contact"
          className={styles.input}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        {contactsApi() && (
          <Button variant="secondary" onClick={() => void pickContact()}>
            {t('dev.pickContact')}
          </Button>
        )}
      </Field>
      <div className={styles.field}>
        <Button variant="secondary" busy={locating} onClick={locate}>
          {t('dev.location')}
        </Button>
        <p className="muted" aria-live="polite" data-testid="location-result">
          {locating ? t('dev.locating') : location}
        </p>
      </div>
    </Stack>
  );
}
