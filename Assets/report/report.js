// docgen diff --html: filters the cards by variant, state and theme. Without this script every card shows.
(() => {
  const form = document.querySelector("form.filters");
  if (!form) return;
  const cards = [...document.querySelectorAll(".cards > .card")];
  const output = form.querySelector("output");
  const cellsOf = (card) => (card.dataset.variant !== undefined ? [card] : [...card.querySelectorAll("li[data-variant]")]);
  const update = () => {
    const wanted = [...form.querySelectorAll("select")].filter((select) => select.value);
    const matches = (cell) => wanted.every((select) => cell.dataset[select.name] === select.value);
    let shown = 0;
    for (const card of cards) {
      const cells = cellsOf(card);
      for (const cell of cells) if (cell !== card) cell.classList.toggle("unmatched", !matches(cell));
      card.hidden = !cells.some(matches);
      if (!card.hidden) shown += 1;
    }
    output.textContent = wanted.length ? `${shown} of ${cards.length} changes shown` : "";
  };
  form.addEventListener("change", update);
  form.hidden = false;
  update();
})();
