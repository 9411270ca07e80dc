import type { ReactNode } from 'react';
import styles from './blocks.module.css';

export interface ProductHeaderProps {
  logo: string;
  name: string;
  /** `large` in product lists (48 px logo), else 40 px. */
  size?: 'medium' | 'large';
  /** The name's element: a heading in product lists, else a paragraph. */
  as?: 'p' | 'h2' | 'h3';
  nameId?: string;
  /** The logo is decorative next to the name unless a list card says otherwise. */
  logoAlt?: string;
  /** Lists load logos below the fold lazily. */
  loading?: 'eager' | 'lazy';
  /** Under the name (a product's tags). */
  children?: ReactNode;
}

/** A product's logo and name, at the top of a product card, a loan or a bill. */
export function ProductHeader({
  logo,
  name,
  size = 'medium',
  as: Name = 'p',
  nameId,
  logoAlt = '',
  loading,
  children,
}: ProductHeaderProps) {
  const px = size === 'large' ? 48 : 40;
  return (
    <div className={size === 'large' ? `${styles.product} ${styles.large}` : styles.product}>
      <img
        className={styles.logo}
        src={logo}
        alt={logoAlt}
        width={px}
        height={px}
        loading={loading}
        decoding="async"
      />
      <div className={styles.productText}>
        <Name className={styles.productName} id={nameId}>
          {name}
        </Name>
        {children}
      </div>
    </div>
  );
}
