// Interactivity of the flexibility matrix page: the details panels (matrix cells and lanes), the filters,
// and the at-a-glance table's sorting. The tables are in the page; the cases behind them are in the embedded
// document, compressed (gzip, base64), and decompressed here by the browser's own DecompressionStream, so the
// page needs no second file and works when opened from disk. Every text from the document goes through
// textContent, never innerHTML.
(function () {
  'use strict';
  var dataElement = document.getElementById('matrix-data');
  var table = document.getElementById('matrix');
  if (!dataElement || !table) {
    return;
  }

  function decode(element) {
    var binary = atob(element.textContent.trim());
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(stream).text().then(JSON.parse);
  }

  // The document, once decompressed: a promise, so a click before it is ready waits instead of failing.
  var ready = decode(dataElement).then(function (data) {
    var index = { data: data, adapters: {}, criteria: {}, casesByCell: {} };
    data.adapters.forEach(function (a) { index.adapters[a.id] = a; });
    data.criteria.forEach(function (c) { index.criteria[c.id] = c; });
    data.cases.forEach(function (c) {
      var key = c.adapter + '\u0000' + c.criterion;
      (index.casesByCell[key] = index.casesByCell[key] || []).push(c);
    });
    document.body.dataset.ready = 'true';
    // When the details became available, for anyone measuring the page (docs/matrix-schema.md).
    performance.mark('serialflex-ready');
    return index;
  });

  var panel = document.getElementById('details');
  var panelTitle = document.getElementById('details-title');
  var panelSummary = document.getElementById('details-summary');
  var panelCases = document.getElementById('details-cases');
  var panelRows = document.querySelector('#details-cases tbody');
  var panelLane = document.getElementById('details-lane');
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

  function counted(cases) {
    var counts = {};
    cases.forEach(function (c) { counts[c.outcome] = (counts[c.outcome] || 0) + 1; });
    return Object.keys(counts).map(function (o) { return counts[o] + ' ' + o; }).join(', ');
  }

  function outcomeCell(outcome) {
    var cell = element('td');
    cell.appendChild(element('span', 'outcome o-' + outcome, outcome));
    return cell;
  }

  function open() {
    panel.hidden = false;
    document.body.classList.add('details-open');
  }

  function showCell(index, cell) {
    var adapter = index.adapters[cell.dataset.adapter];
    var criterion = index.criteria[cell.dataset.criterion];
    if (!adapter || !criterion) { return; }
    var cases = index.casesByCell[adapter.id + '\u0000' + criterion.id] || [];
    panelTitle.textContent = criterion.id + ' ' + criterion.title + ' \u2014 ' + adapter.name + ' (' + adapter.id + ')';
    var score = criterion.scores[adapter.id];
    var alarm = criterion.alarms[adapter.id];
    panelSummary.textContent = (score === undefined ? 'not run' : 'score ' + scoreText(score))
        + (alarm ? ' (' + alarm + ')' : '') + ' \u00b7 ' + cases.length + ' cases: ' + counted(cases)
        + ' \u00b7 ' + adapter.library.coordinates;
    panelRows.textContent = '';
    panelLane.textContent = '';
    panelCases.hidden = false;
    cases.forEach(function (c) {
      var row = element('tr', 'case');
      row.dataset.case = c.id;
      row.appendChild(outcomeCell(c.outcome));
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
    open();
  }

  // A lane: per criterion, the identity set's score and the criterion's own cases' score across the lane,
  // with every case that did not pass and its evidence.
  function showLane(index, button) {
    var adapter = index.adapters[button.dataset.adapter];
    var lane = adapter && adapter.lanes.filter(function (l) { return l.id === button.dataset.lane; })[0];
    if (!lane) { return; }
    panelTitle.textContent = button.dataset.name;
    panelSummary.textContent = lane.verdict + ' \u00b7 lane ' + lane.id
        + (button.dataset.bytes ? ' \u00b7 ' + button.dataset.bytes : '');
    panelRows.textContent = '';
    panelCases.hidden = true;
    panelLane.textContent = '';
    var grid = element('table', 'lane-criteria');
    grid.id = 'lane-criteria';
    var head = element('tr');
    ['Criterion', 'Identity set', 'Across the lane', 'Cases that did not pass'].forEach(function (t) {
      head.appendChild(element('th', null, t));
    });
    grid.appendChild(element('thead')).appendChild(head);
    var body = grid.appendChild(element('tbody'));
    var identity = {};
    lane.identity.forEach(function (c) { identity[c.id] = c; });
    lane.criteria.forEach(function (criterion) {
      var row = element('tr');
      row.dataset.criterion = criterion.id;
      row.appendChild(element('th', null, criterion.id + ' ' + criterion.title));
      var same = identity[criterion.id];
      row.appendChild(element('td', 'score', same ? scoreText(same.score) : '\u2014'));
      row.appendChild(element('td', 'score', scoreText(criterion.score)));
      var failing = element('td', 'evidence');
      var bad = (same ? same.cases : []).concat(criterion.cases).filter(function (c) { return c.outcome !== 'PASS'; });
      bad.slice(0, 4).forEach(function (c) {
        var line = element('div');
        line.appendChild(element('span', 'outcome o-' + c.outcome, c.outcome));
        line.appendChild(document.createTextNode(' ' + c.id + ': ' + (c.evidence || '')));
        failing.appendChild(line);
      });
      if (bad.length > 4) { failing.appendChild(element('div', null, '\u2026 and ' + (bad.length - 4) + ' more')); }
      if (bad.length === 0) { failing.textContent = 'every case passed'; }
      row.appendChild(failing);
      body.appendChild(row);
    });
    panelLane.appendChild(grid);
    open();
  }

  function pin(target, show) {
    if (pinned) { pinned.classList.remove('selected'); }
    pinned = target;
    target.classList.add('selected');
    ready.then(function (index) { show(index, target); });
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
    if (cell && !pinned) { ready.then(function (index) { if (!pinned) { showCell(index, cell); } }); }
  });
  table.addEventListener('click', function (event) {
    var cell = cellOf(event);
    if (cell) { pin(cell, showCell); }
  });
  table.addEventListener('keydown', function (event) {
    var cell = cellOf(event);
    if (cell && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      pin(cell, showCell);
    }
  });
  document.querySelectorAll('button.lane').forEach(function (button) {
    button.addEventListener('click', function () { pin(button, showLane); });
  });
  document.getElementById('details-close').addEventListener('click', close);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') { close(); }
  });

  // A link into folded evidence (a table inside <details>) unfolds it, so the link lands on something visible.
  function unfold() {
    var target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    for (var e = target; e; e = e.parentElement) {
      if (e.tagName === 'DETAILS') { e.open = true; }
    }
    if (target) { target.scrollIntoView(); }
  }
  window.addEventListener('hashchange', unfold);
  unfold();

  // At a glance: a heading sorts by its column (again: the other way round); the filter hides rows.
  var glance = document.getElementById('glance-table');
  if (glance) {
    var glanceBody = glance.tBodies[0];
    var glanceFilter = document.getElementById('glance-filter');
    var glanceShown = document.getElementById('glance-shown');
    glance.querySelectorAll('thead th').forEach(function (th, column) {
      th.querySelector('button.sort').addEventListener('click', function () {
        var descending = th.getAttribute('aria-sort') !== 'descending';
        glance.querySelectorAll('thead th').forEach(function (other) { other.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
        var numeric = th.dataset.type === 'number';
        var rows = Array.prototype.slice.call(glanceBody.rows);
        rows.sort(function (a, b) {
          var x = a.cells[column].dataset.sort || '';
          var y = b.cells[column].dataset.sort || '';
          // Rows without a value go last either way.
          if (x === '' || y === '') { return (x === '') - (y === ''); }
          var order = numeric ? parseFloat(x) - parseFloat(y) : x.localeCompare(y);
          return descending ? -order : order;
        });
        rows.forEach(function (row) { glanceBody.appendChild(row); });
      });
    });
    var filterGlance = function () {
      var query = glanceFilter.value.trim().toLowerCase();
      var shownRows = 0;
      Array.prototype.forEach.call(glanceBody.rows, function (row) {
        var show = !query || row.dataset.text.indexOf(query) >= 0;
        row.classList.toggle('hidden', !show);
        if (show) { shownRows++; }
      });
      glanceShown.textContent = 'showing ' + shownRows + ' of ' + glanceBody.rows.length + ' adapters.';
    };
    glanceFilter.addEventListener('input', filterGlance);
    filterGlance();
  }

  // Matrix filters: adapter text and checkboxes hide columns; criterion text and the two checkboxes hide rows.
  var adapterFilter = document.getElementById('adapter-filter');
  var criterionFilter = document.getElementById('criterion-filter');
  var onlyAlarms = document.getElementById('only-alarms');
  var onlyDiffering = document.getElementById('only-differing');
  var toggles = Array.prototype.slice.call(document.querySelectorAll('input.adapter-toggle'));
  var shown = document.getElementById('shown');
  var headers = Array.prototype.slice.call(table.querySelectorAll('thead th.adapter'));
  var criterionCount = table.querySelectorAll('tbody tr[data-criterion]').length;

  function matches(query, texts) {
    query = query.trim().toLowerCase();
    return !query || texts.some(function (t) { return String(t || '').toLowerCase().indexOf(query) >= 0; });
  }

  function apply() {
    var visible = {};
    var adapterCount = 0;
    headers.forEach(function (th) {
      var id = th.dataset.adapter;
      var toggle = toggles.filter(function (t) { return t.dataset.adapter === id; })[0];
      visible[id] = (!toggle || toggle.checked) && matches(adapterFilter.value, [id, th.getAttribute('title')]);
      if (visible[id]) { adapterCount++; }
    });
    table.querySelectorAll('[data-adapter]').forEach(function (e) {
      e.classList.toggle('hidden', !visible[e.dataset.adapter]);
    });
    // The library labels span all of a group's columns: hidden while some columns are.
    var groups = table.querySelector('tr.groups');
    if (groups) { groups.classList.toggle('hidden', adapterCount !== headers.length); }
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
    shown.textContent = 'showing ' + adapterCount + ' of ' + headers.length + ' adapters, '
        + rowCount + ' of ' + criterionCount + ' criteria';
  }

  [adapterFilter, criterionFilter].forEach(function (e) { e.addEventListener('input', apply); });
  [onlyAlarms, onlyDiffering].concat(toggles).forEach(function (e) { e.addEventListener('change', apply); });
  apply();
})();
