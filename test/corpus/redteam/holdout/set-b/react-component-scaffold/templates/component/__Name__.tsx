import { forwardRef, type ComponentPropsWithoutRef } from "react";
import styles from "./__Name__.module.css";

export interface __Name__Props extends ComponentPropsWithoutRef<"div"> {
  variant?: "default" | "subtle";
}

export const __Name__ = forwardRef<HTMLDivElement, __Name__Props>(function __Name__(
  { variant = "default", className, ...rest },
  ref,
) {
  return <div ref={ref} className={[styles.root, styles[variant], className].filter(Boolean).join(" ")} {...rest} />;
});
