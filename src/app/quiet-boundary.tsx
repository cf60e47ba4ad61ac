import { Component, type ReactNode } from 'react';

type Props = { label: string; children: ReactNode };

/** An optional part (chat, notices) that fails, to load or to render, never takes the page down. */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`[${this.props.label}] failed to load`, error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
