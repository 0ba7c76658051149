import { mount } from 'svelte';
import App from './App.svelte';
import './ui/shell/global.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
// a built site serves its catalog as plain HTML for readers without scripts; the explorer takes its place
document.getElementById('docs')?.remove();
// the script's evaluation and the first draw are two tasks, so neither blocks input for long
setTimeout(() => mount(App, { target }));
