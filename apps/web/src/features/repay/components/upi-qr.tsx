import styles from './repay.module.css';

/** The QR code the server drew, crisp at any size (no library, no image request). */
export function UpiQr({ qr, label }: { qr: { size: number; path: string }; label: string }) {
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="upi-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
