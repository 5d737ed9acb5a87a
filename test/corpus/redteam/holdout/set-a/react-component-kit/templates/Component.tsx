import styles from "./__Name__.module.css";

export interface __Name__Props {
  children?: React.ReactNode;
  className?: string;
}

export function __Name__({ children, className }: __Name__Props) {
  return <div className={[styles.root, className].filter(Boolean).join(" ")}>{children}</div>;
}
