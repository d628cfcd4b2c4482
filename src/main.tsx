import { render } from 'preact';
import { App } from './ui/App';
import './ui/base.css';

render(<App />, document.getElementById('app')!);
