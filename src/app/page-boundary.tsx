import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

type Props = { resetKey: string; footer: ReactNode; children: ReactNode };
type State = { error: unknown; resetKey: string };

/** Catches a page that failed to load or crashed; navigating to another path clears it. */
export class PageBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error('[route] page failed', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <RouteError error={this.state.error} />
        {this.props.footer}
      </>
    );
  }
}
