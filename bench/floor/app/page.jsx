import { Counter } from './counter';

/** A heading, a paragraph and one client island, so the page hydrates as a shop page does. */
export default function Page() {
  return (
    <main>
      <h1>Protective equipment</h1>
      <p>
        Disposable FFP2, FFP3 and NIOSH N95 respirators, reusable half and full facepieces, welding helmets
        and powered air respirators for industry and healthcare.
      </p>
      <Counter />
    </main>
  );
}
