import styles from './__NAME__.module.css';

export interface __NAME__Props {
  /** Visible label */
  label: string;
  /** Visual variant */
  variant?: 'primary' | 'secondary';
  onClick?: () => void;
}

export function __NAME__({ label, variant = 'primary', onClick }: __NAME__Props) {
  return (
    <button type="button" className={`${styles.root} ${styles[variant]}`} onClick={onClick}>
      {label}
    </button>
  );
}
