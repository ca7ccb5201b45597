// Interactivity of the flexibility matrix: the case details panel and the filters.
// Reads the embedded matrix document; every text from it goes through textContent, never innerHTML.
(function () {
  'use strict';
  var dataElement = document.getElementById('matrix-data');
  var table = document.getElementById('matrix');
  if (!dataElement || !table) {
    return;
  }
  var data = JSON.parse(dataElement.textContent);
  var adapters = {};
  data.adapters.forEach(function (a) { adapters[a.id] = a; });
  var criteria = {};
  data.criteria.forEach(function (c) { criteria[c.id] = c; });
  var casesByCell = {};
  data.cases.forEach(function (c) {
    var key = c.adapter + '\u0000' + c.criterion;
    (casesByCell[key] = casesByCell[key] || []).push(c);
  });

  var panel = document.getElementById('details');
  var panelTitle = document.getElementById('details-title');
  var panelSummary = document.getElementById('details-summary');
  var panelRows = document.querySelector('#details-cases tbody');
  var pinned = null;

  function element(tag, className, text) {
    var e = document.createElement(tag);
    if (className) { e.className = className; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }

  function scoreText(score) {
    return score === 0.5 ? '\u00bd' : String(score);
  }

  function show(cell) {
    var adapter = adapters[cell.dataset.adapter];
    var criterion = criteria[cell.dataset.criterion];
    if (!adapter || !criterion) { return; }
    var cases = casesByCell[adapter.id + '\u0000' + criterion.id] || [];
    panelTitle.textContent = criterion.id + ' ' + criterion.title + ' \u2014 ' + adapter.name + ' (' + adapter.id + ')';
    var counts = {};
    cases.forEach(function (c) { counts[c.outcome] = (counts[c.outcome] || 0) + 1; });
    var parts = Object.keys(counts).map(function (o) { return counts[o] + ' ' + o; });
    var score = criterion.scores[adapter.id];
    var alarm = criterion.alarms[adapter.id];
    panelSummary.textContent = (score === undefined ? 'not run' : 'score ' + scoreText(score))
        + (alarm ? ' (' + alarm + ')' : '') + ' \u00b7 ' + cases.length + ' cases: ' + parts.join(', ')
        + ' \u00b7 ' + adapter.library.coordinates;
    panelRows.textContent = '';
    cases.forEach(function (c) {
      var row = element('tr', 'case');
      row.dataset.case = c.id;
      var outcomeCell = element('td');
      outcomeCell.appendChild(element('span', 'outcome o-' + c.outcome, c.outcome));
      row.appendChild(outcomeCell);
      var caseCell = element('td');
      caseCell.appendChild(element('div', 'case-title', c.title || c.id));
      caseCell.appendChild(element('code', null, c.id));
      row.appendChild(caseCell);
      row.appendChild(element('td', 'versions', (c.writerClassVersion || '?') + ' \u2192 ' + (c.readerClassVersion || '?')));
      row.appendChild(element('td', 'evidence', c.evidence === null || c.evidence === undefined ? '\u2014' : c.evidence));
      row.appendChild(element('td', 'size', c.serializedSize === null || c.serializedSize === undefined
          ? '\u2014' : c.serializedSize + ' B'));
      panelRows.appendChild(row);
    });
    panel.hidden = false;
    document.body.classList.add('details-open');
  }

  function pin(cell) {
    if (pinned) { pinned.classList.remove('selected'); }
    pinned = cell;
    cell.classList.add('selected');
    show(cell);
  }

  function close() {
    if (pinned) { pinned.classList.remove('selected'); }
    pinned = null;
    panel.hidden = true;
    document.body.classList.remove('details-open');
  }

  function cellOf(event) {
    var cell = event.target.closest('td.cell');
    return cell && !cell.classList.contains('none') ? cell : null;
  }

  table.addEventListener('mouseover', function (event) {
    var cell = cellOf(event);
    if (cell && !pinned) { show(cell); }
  });
  table.addEventListener('click', function (event) {
    var cell = cellOf(event);
    if (cell) { pin(cell); }
  });
  table.addEventListener('keydown', function (event) {
    var cell = cellOf(event);
    if (cell && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      pin(cell);
    }
  });
  document.getElementById('details-close').addEventListener('click', close);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') { close(); }
  });

  // Filters: adapter text and checkboxes hide columns; criterion text and the two checkboxes hide rows.
  var adapterFilter = document.getElementById('adapter-filter');
  var criterionFilter = document.getElementById('criterion-filter');
  var onlyAlarms = document.getElementById('only-alarms');
  var onlyDiffering = document.getElementById('only-differing');
  var toggles = Array.prototype.slice.call(document.querySelectorAll('input.adapter-toggle'));
  var shown = document.getElementById('shown');

  function matches(query, texts) {
    query = query.trim().toLowerCase();
    return !query || texts.some(function (t) { return String(t || '').toLowerCase().indexOf(query) >= 0; });
  }

  function apply() {
    var visible = {};
    var adapterCount = 0;
    data.adapters.forEach(function (a) {
      var toggle = toggles.filter(function (t) { return t.dataset.adapter === a.id; })[0];
      visible[a.id] = (!toggle || toggle.checked)
          && matches(adapterFilter.value, [a.id, a.name, a.library.coordinates]);
      if (visible[a.id]) { adapterCount++; }
    });
    table.querySelectorAll('[data-adapter]').forEach(function (e) {
      e.classList.toggle('hidden', !visible[e.dataset.adapter]);
    });
    var rowCount = 0;
    table.querySelectorAll('tbody tr[data-criterion]').forEach(function (row) {
      var cells = Array.prototype.slice.call(row.querySelectorAll('td.cell')).filter(function (c) {
        return visible[c.dataset.adapter];
      });
      var show = matches(criterionFilter.value, [row.dataset.criterion, row.dataset.title]);
      if (show && onlyAlarms.checked) {
        show = cells.some(function (c) { return c.classList.contains('alarm'); });
      }
      if (show && onlyDiffering.checked) {
        var scores = {};
        cells.forEach(function (c) { scores[c.dataset.score || '-'] = true; });
        show = Object.keys(scores).length > 1;
      }
      row.classList.toggle('hidden', !show);
      if (show) { rowCount++; }
    });
    shown.textContent = 'showing ' + adapterCount + ' of ' + data.adapters.length + ' adapters, '
        + rowCount + ' of ' + data.criteria.length + ' criteria';
  }

  [adapterFilter, criterionFilter].forEach(function (e) { e.addEventListener('input', apply); });
  [onlyAlarms, onlyDiffering].concat(toggles).forEach(function (e) { e.addEventListener('change', apply); });
  apply();
})();
