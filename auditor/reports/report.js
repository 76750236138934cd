// The HTML report's findings table and details panel (inlined by
// auditor/reports/html.py). Row data comes from the JSON in #report-data; every
// piece of it is user text (value, function and file names come from the audited
// code), so it only ever reaches the page through textContent and setAttribute,
// never innerHTML. Rows are built a page at a time so 100,000 findings stay usable.
(function () {
  "use strict";

  var PAGE_SIZE = 200;
  var data = JSON.parse(document.getElementById("report-data").textContent);
  var columns = data.columns;
  var col = {};
  columns.forEach(function (name, i) { col[name] = i; });
  var rows = data.rows;
  var fragments = data.fragments || {};
  var numeric = {};
  data.numeric.forEach(function (name) { numeric[name] = true; });

  var display = data.display || {};  // {row index: {column: text}}: facts as people read them
  var TINY_BITS = 0.001;             // a loss below this (but above 0) reads "<0.001", never 0

  var state = { sort: null, descending: false, text: "", verdict: "", analysis: "", domain: "", page: 0, selected: -1 };
  var severity = data.order || null; // row indices most severe first (auditor/reports/display.py)
  var order = severity;  // row indices in the current sort order (null: file order)
  var view = [];         // indices passing the filters, in order
  var haystacks = null;  // lower-cased text of each row, built on first text filter

  var table = document.getElementById("findings");
  var tbody = table.tBodies[0];
  var headers = Array.prototype.slice.call(table.tHead.rows[0].cells);

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function number(value) {
    if (value === "" || value === null || value === undefined) return NaN;
    return typeof value === "number" ? value : parseFloat(value);
  }

  // -- sorting and filtering

  // A cell's text as people read it: a displayed fact (signed-range as a signed
  // interval), a tiny loss as "<0.001"; anything else as the data has it.
  function shownValue(i, name) {
    var own = display[i];
    if (own && own[name] !== undefined) return own[name];
    var value = rows[i][col[name]];
    if (name === "lost_bits") {
      var bits = number(value);
      if (bits > 0 && bits < TINY_BITS) return "<" + TINY_BITS;
    }
    return value;
  }

  function sortOrder() {
    if (state.sort === null) return severity;
    var c = col[state.sort];
    var sign = state.descending ? -1 : 1;
    var indices = rows.map(function (_, i) { return i; });
    if (numeric[state.sort]) {
      var keys = rows.map(function (r) { return number(r[c]); });
      indices.sort(function (a, b) {
        var x = keys[a], y = keys[b];
        var xn = isNaN(x), yn = isNaN(y);
        if (xn || yn) return xn === yn ? a - b : (xn ? 1 : -1);  // no value: last either way
        return x === y ? a - b : (x < y ? -sign : sign);
      });
    } else {
      indices.sort(function (a, b) {
        var x = String(rows[a][c]), y = String(rows[b][c]);
        return x === y ? a - b : (x < y ? -sign : sign);
      });
    }
    return indices;
  }

  function matches(i) {
    var r = rows[i];
    if (state.verdict === "!exact") {
      if (r[col.verdict] === "exact") return false;
    } else if (state.verdict && r[col.verdict] !== state.verdict) {
      return false;
    }
    if (state.analysis && r[col.analysis] !== state.analysis) return false;
    if (state.domain && r[col.domain] !== state.domain) return false;
    if (state.text) {
      if (haystacks === null) {
        haystacks = rows.map(function (row) { return row.join("\u0001").toLowerCase(); });
      }
      var words = state.text.toLowerCase().split(/\s+/);
      for (var k = 0; k < words.length; k++) {
        if (words[k] && haystacks[i].indexOf(words[k]) < 0) return false;
      }
    }
    return true;
  }

  function refilter() {
    var source = order || rows.map(function (_, i) { return i; });
    view = source.filter(matches);
    var pages = Math.max(1, Math.ceil(view.length / PAGE_SIZE));
    if (state.page >= pages) state.page = pages - 1;
  }

  // -- the table

  function render() {
    var pages = Math.max(1, Math.ceil(view.length / PAGE_SIZE));
    var start = state.page * PAGE_SIZE;
    var shown = view.slice(start, start + PAGE_SIZE);
    var body = document.createElement("tbody");
    if (!shown.length) {
      var empty = el("tr", "empty");
      var cell = el("td", "", rows.length ? "No finding matches the filters." : "No findings.");
      cell.colSpan = data.table.length;
      empty.appendChild(cell);
      body.appendChild(empty);
    }
    shown.forEach(function (i) {
      var tr = rowElement(i);
      body.appendChild(tr);
      if (i === state.selected) {
        tr.classList.add("selected");
        tr.setAttribute("aria-expanded", "true");
        body.appendChild(detailsRow(i));
      }
    });
    table.replaceChild(body, tbody);
    tbody = body;
    table.setAttribute("data-matching", String(view.length));
    document.getElementById("page").textContent = "page " + (state.page + 1) + " of " + pages;
    document.getElementById("count").textContent = view.length
      ? (start + 1).toLocaleString("en") + "–" + (start + shown.length).toLocaleString("en") + " of " +
        view.length.toLocaleString("en") + " findings" +
        (view.length < rows.length ? " (" + rows.length.toLocaleString("en") + " in all)" : "")
      : "0 of " + rows.length.toLocaleString("en") + " findings";
    document.getElementById("first").disabled = document.getElementById("prev").disabled = state.page === 0;
    document.getElementById("last").disabled = document.getElementById("next").disabled = state.page >= pages - 1;
  }

  function rowElement(i) {
    var r = rows[i];
    var tr = el("tr", "finding v-" + r[col.verdict]);
    tr.tabIndex = 0;
    tr.setAttribute("data-index", String(i));
    tr.setAttribute("aria-expanded", "false");
    data.table.forEach(function (name) {
      var value = shownValue(i, name);
      var td = el("td", numeric[name] ? "num" : "");
      td.setAttribute("data-column", name);
      if (name === "verdict") {
        td.appendChild(el("span", "verdict v-" + value, value));
      } else {
        td.textContent = value === null ? "" : String(value);
        if (String(value).length > 14) td.title = String(value);
      }
      tr.appendChild(td);
    });
    return tr;
  }

  function toggle(i) {
    state.selected = state.selected === i ? -1 : i;
    render();
    if (state.selected >= 0) {
      var row = tbody.querySelector('tr.finding[data-index="' + i + '"]');
      if (row) row.focus({ preventScroll: true });
    }
  }

  // -- the details of one finding

  function detailsRow(i) {
    var tr = el("tr", "details-row");
    var td = el("td");
    td.colSpan = data.table.length;
    td.appendChild(details(i));
    tr.appendChild(td);
    return tr;
  }

  function details(i) {
    var r = rows[i];
    function get(name) { var v = shownValue(i, name); return v === null || v === undefined ? "" : String(v); }
    var box = el("div");
    box.id = "details";
    var title = el("h3", "", get("value") + " = " + get("opcode") + " (i" + get("width") + ") · " + get("domain"));
    title.appendChild(el("span", "verdict v-" + get("verdict"), get("verdict")));
    box.appendChild(title);

    box.appendChild(el("h4", "", "Claimed vs best fact"));
    box.appendChild(comparison(get("domain"), get("oracle"), get("claimed"), get("verdict")));
    var columnsBox = el("div", "columns");
    var left = el("div");
    left.appendChild(el("h4", "", "Verdict"));
    var facts = [
      ["analysis", get("analysis") + (get("provider") && get("provider") !== "default" ? " / " + get("provider") : "")],
      ["verdict", get("verdict") + (get("lost_bits") ? ", " + get("lost_bits") + (get("lost_bits") === "1" ? " bit" : " bits") + " lost" : "")],
      ["oracle status", get("oracle_status")],
    ];
    left.appendChild(list(facts));
    if (get("counterexample") || get("actual")) {
      var cex = el("div", "cex");
      cex.appendChild(el("h4", "", "Counterexample"));
      var cexRows = [["input", get("counterexample")], ["actual value", get("actual")]];
      if (get("domain") === "known-bits" && /^[0-9]+$/.test(get("actual")) && typeof BigInt === "function") {
        // the actual value's bits, MSB first like the facts above
        var bits = BigInt(get("actual")).toString(2);
        var width = Number(get("width"));
        while (bits.length < width) bits = "0" + bits;
        cexRows.push(["actual bits", bits]);
      }
      cex.appendChild(list(cexRows));
      left.appendChild(cex);
    }
    if (get("detail")) left.appendChild(el("p", "note muted", get("detail")));
    columnsBox.appendChild(left);

    var right = el("div");
    var fragment = fragments[get("fragment")];
    right.appendChild(el("h4", "", "Fragment " + get("fragment")));
    var where = [
      ["source", get("source")],
      ["function", get("function")],
      ["occurrences", get("occurrences")],
    ];
    if (fragment && fragment.sources && fragment.sources !== get("source")) {
      where.push(["all sources", fragment.sources.split(" ").join("\n")]);
    }
    right.appendChild(list(where.filter(function (p) { return p[1] !== ""; })));
    if (fragment) {
      right.appendChild(el("h4", "", "Souper"));
      right.appendChild(code(fragment.souper, "souper", get("value")));
      if (fragment.llvm_ir) {
        right.appendChild(el("h4", "", "LLVM IR"));
        right.appendChild(code(fragment.llvm_ir, "llvm", ""));
      }
    } else {
      right.appendChild(el("p", "muted", "The fragment's text is not in this report (a bare findings.csv)."));
    }
    columnsBox.appendChild(right);
    box.appendChild(columnsBox);
    return box;
  }

  function list(pairs) {
    var dl = el("dl");
    pairs.forEach(function (p) {
      dl.appendChild(el("dt", "", p[0]));
      dl.appendChild(el("dd", "", p[1]));
    });
    return dl;
  }

  // Souper text with the audited value's defining line marked.
  function code(text, className, value) {
    var pre = el("pre", className);
    String(text).replace(/\n$/, "").split("\n").forEach(function (line, n) {
      if (n) pre.appendChild(document.createTextNode("\n"));
      var audited = value && (line.indexOf(value + ":") === 0 || line.indexOf(value + " ") === 0);
      pre.appendChild(el("span", audited ? "line audited" : "line", line));
    });
    return pre;
  }

  // Bit-string domains, one cell per bit, MSB first; `wrong` marks a claimed bit the
  // best fact contradicts (unsound), plain `diff` a bit the claim gives up.
  function comparison(domain, oracle, claimed, verdict) {
    var pattern = domain === "known-bits" ? /^[01x]+$/ : /^[01]+$/;
    var bitwise = (domain === "known-bits" || domain === "demanded-bits") &&
      pattern.test(oracle) && pattern.test(claimed) && oracle.length === claimed.length;
    return bitwise ? bitTable(domain, oracle, claimed) : factTable(oracle, claimed, verdict);
  }

  function bitTable(domain, oracle, claimed) {
    var width = oracle.length;
    var tableEl = el("table", "bits");
    var head = el("thead");
    var hr = el("tr");
    hr.appendChild(el("th", "side", "bit"));
    for (var k = 0; k < width; k++) {
      var bit = width - 1 - k;
      hr.appendChild(el("th", bit % 8 === 7 && k ? "byte" : "", bit));
    }
    head.appendChild(hr);
    tableEl.appendChild(head);
    var body = el("tbody");
    var differing = 0;
    [["best", oracle], ["claimed", claimed]].forEach(function (pair) {
      var tr = el("tr");
      tr.appendChild(el("td", "side", pair[0]));
      for (var k = 0; k < width; k++) {
        var bit = width - 1 - k;
        var o = oracle[k], c = claimed[k];
        var classes = ["b" + pair[1][k]];
        if (bit % 8 === 7 && k) classes.push("byte");
        if (o !== c) {
          classes.push("diff");
          // known bits: a claimed 0/1 the best fact does not have is wrong; demanded
          // bits: a bit the claim says is not demanded but is.
          var wrong = domain === "known-bits" ? c !== "x" : c === "0";
          if (wrong) classes.push("wrong");
        }
        var td = el("td", classes.join(" "), pair[1][k]);
        td.title = "bit " + bit + ": best " + o + ", claimed " + c;
        tr.appendChild(td);
      }
      body.appendChild(tr);
    });
    for (var j = 0; j < width; j++) if (oracle[j] !== claimed[j]) differing++;
    tableEl.appendChild(body);
    var wrap = el("div", "scroll");
    wrap.appendChild(tableEl);
    var legend = domain === "known-bits" ? "0 and 1: known, x: unknown" : "1: demanded, 0: not demanded";
    wrap.appendChild(el("p", "note muted", differing + " of " + width + " bits differ (" + legend + ")"));
    return wrap;
  }

  function factTable(oracle, claimed, verdict) {
    var tableEl = el("table", "facts");
    var body = el("tbody");
    [["best", oracle], ["claimed", claimed]].forEach(function (pair, n) {
      var tr = el("tr");
      tr.appendChild(el("td", "side", pair[0]));
      var td = el("td", "", pair[1]);
      if (n === 1 && oracle !== claimed) td.className = verdict === "unsound" ? "diff wrong" : "diff";
      tr.appendChild(td);
      body.appendChild(tr);
    });
    tableEl.appendChild(body);
    return tableEl;
  }

  // -- wiring

  function update(resetPage) {
    if (resetPage) state.page = 0;
    refilter();
    render();
  }

  headers.forEach(function (th) {
    function sortBy() {
      var name = th.getAttribute("data-column");
      if (state.sort === name) {
        state.descending = !state.descending;
      } else {
        state.sort = name;
        state.descending = false;
      }
      headers.forEach(function (h) { h.setAttribute("aria-sort", "none"); });
      th.setAttribute("aria-sort", state.descending ? "descending" : "ascending");
      order = sortOrder();
      update(true);
    }
    th.addEventListener("click", sortBy);
    th.addEventListener("keydown", function (event) {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); sortBy(); }
    });
  });

  table.addEventListener("click", function (event) {
    var tr = event.target.closest ? event.target.closest("tr.finding") : null;
    if (tr && tbody.contains(tr)) toggle(Number(tr.getAttribute("data-index")));
  });
  table.addEventListener("keydown", function (event) {
    var tr = event.target;
    if (tr.classList && tr.classList.contains("finding") && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      toggle(Number(tr.getAttribute("data-index")));
    }
  });

  document.getElementById("filter").addEventListener("input", function (event) {
    state.text = event.target.value.trim();
    update(true);
  });
  [["verdict-filter", "verdict"], ["analysis-filter", "analysis"], ["domain-filter", "domain"]].forEach(function (p) {
    document.getElementById(p[0]).addEventListener("change", function (event) {
      state[p[1]] = event.target.value;
      update(true);
    });
  });
  function go(page) { state.page = page; render(); }
  document.getElementById("first").addEventListener("click", function () { go(0); });
  document.getElementById("prev").addEventListener("click", function () { go(Math.max(0, state.page - 1)); });
  document.getElementById("next").addEventListener("click", function () {
    go(Math.min(Math.max(0, Math.ceil(view.length / PAGE_SIZE) - 1), state.page + 1));
  });
  document.getElementById("last").addEventListener("click", function () {
    go(Math.max(0, Math.ceil(view.length / PAGE_SIZE) - 1));
  });

  // The heat maps: one analysis at a time (all of them without JS).
  var series = document.getElementById("chart-series");
  if (series) {
    var figures = Array.prototype.slice.call(document.querySelectorAll("figure.chart"));
    var showSeries = function () {
      figures.forEach(function (f) { f.classList.toggle("hidden", f.getAttribute("data-series") !== series.value); });
    };
    series.addEventListener("change", showSeries);
    showSeries();
  }

  update(true);
})();
