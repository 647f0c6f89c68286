import { Steps } from "antd-mobile";
import styles from "./AccountForms.module.css";

/** The spec's step indicator of the bind and change flows: done, current, still to come. */
export function StepIndicator({ steps, current }: { steps: string[]; current: number }) {
  return (
    <nav className={styles.steps} aria-label={steps[current]}>
      <Steps current={current}>
        {steps.map((title, index) => (
          <Steps.Step
            key={title}
            title={title}
            status={index < current ? "finish" : index === current ? "process" : "wait"}
            aria-current={index === current ? "step" : undefined}
          />
        ))}
      </Steps>
    </nav>
  );
}
