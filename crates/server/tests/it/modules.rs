//! The module graph of a crate's sources, and the check that it has no cycle.
//!
//! A module depends on another when its code names it: `use` items and paths starting
//! with `crate::`, `super::`, `self::` or the name of one of its child modules. Inline
//! modules (`mod tests { … }`) count as part of their file, so the graph's nodes are the
//! crate's files. Declaring a child (`mod x;`) is not a dependency. Comments and string
//! literals are skipped. The functions take any `src` directory, so the check can be run
//! on another crate of the workspace as well.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path from the crate root (the root itself is empty).
type ModPath = Vec<String>;

/// The crate's file modules and which of them each one names.
pub struct Graph {
    /// Every file module, with its file.
    pub files: BTreeMap<ModPath, PathBuf>,
    /// `a -> {b, …}`: module `a` names module `b`.
    pub edges: BTreeMap<ModPath, BTreeSet<ModPath>>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    PathSep,
    Punct(char),
}

/// Rust source as identifiers, `::` and punctuation, without comments, strings,
/// characters, lifetimes and numbers.
fn tokens(src: &str) -> Vec<Tok> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        let next = c.get(i + 1).copied();
        if ch == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if ch == '"' {
            i = skip_string(&c, i + 1);
        } else if (ch == 'r' || ch == 'b')
            && let Some(end) = raw_string(&c, i)
        {
            i = end;
        } else if ch == '\'' {
            // A character literal ('x', '\n', '\u{..}') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                    i += 1;
                }
            }
        } else if ch.is_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            // `b'x'` is a byte, not the identifier `b`.
            if word == "b" && c.get(i) == Some(&'\'') {
                continue;
            }
            out.push(Tok::Ident(word));
        } else if ch.is_ascii_digit() {
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
        } else if ch == ':' && next == Some(':') {
            out.push(Tok::PathSep);
            i += 2;
        } else {
            if !ch.is_whitespace() {
                out.push(Tok::Punct(ch));
            }
            i += 1;
        }
    }
    out
}

/// The index after the string whose body starts at `i`.
fn skip_string(c: &[char], mut i: usize) -> usize {
    while i < c.len() {
        match c[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// When a string prefixed `r`, `b`, `br` or `c` starts at `i`, the index after it.
fn raw_string(c: &[char], i: usize) -> Option<usize> {
    // Not the tail of an identifier such as `for` or `bar`.
    if i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_') {
        return None;
    }
    let mut j = i;
    if c.get(j) == Some(&'b') {
        j += 1;
    }
    let raw = c.get(j) == Some(&'r');
    if raw {
        j += 1;
    }
    if !raw {
        // `b"…"`: an ordinary string with a prefix.
        return (j > i && c.get(j) == Some(&'"')).then(|| skip_string(c, j + 1));
    }
    let mut hashes = 0;
    while c.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if c.get(j) != Some(&'"') {
        return None;
    }
    j += 1;
    while j < c.len() {
        if c[j] == '"' && (1..=hashes).all(|k| c.get(j + k) == Some(&'#')) {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(j)
}

/// The `mod` items of a file: (inline modules around it, name, declared with `;`).
fn mod_items(toks: &[Tok]) -> Vec<(ModPath, String, bool)> {
    let mut out = Vec::new();
    walk(toks, |inline, i| {
        if toks[i] == Tok::Ident("mod".into())
            && let Some(Tok::Ident(name)) = toks.get(i + 1)
        {
            let decl = toks.get(i + 2) == Some(&Tok::Punct(';'));
            out.push((inline.to_vec(), name.clone(), decl));
        }
    });
    out
}

/// Calls `f(inline modules around token i, i)` for every token.
fn walk(toks: &[Tok], mut f: impl FnMut(&[String], usize)) {
    let mut inline: ModPath = Vec::new();
    // The brace depth at which each inline module opened.
    let mut opened: Vec<usize> = Vec::new();
    let mut depth = 0;
    let mut pending: Option<String> = None;
    for i in 0..toks.len() {
        f(&inline, i);
        match &toks[i] {
            Tok::Ident(w) if w == "mod" => {
                if let (Some(Tok::Ident(name)), Some(Tok::Punct('{'))) =
                    (toks.get(i + 1), toks.get(i + 2))
                {
                    pending = Some(name.clone());
                }
            }
            Tok::Punct('{') => {
                depth += 1;
                if let Some(name) = pending.take() {
                    inline.push(name);
                    opened.push(depth);
                }
            }
            Tok::Punct('}') => {
                if opened.last() == Some(&depth) {
                    opened.pop();
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            _ => {}
        }
    }
}

/// The crate's file modules, found from `lib.rs` (or `main.rs`) through `mod x;` items.
fn file_modules(src: &Path) -> Result<BTreeMap<ModPath, PathBuf>, String> {
    let root = ["lib.rs", "main.rs"]
        .iter()
        .map(|f| src.join(f))
        .find(|p| p.is_file())
        .ok_or_else(|| format!("no lib.rs or main.rs in {}", src.display()))?;
    let mut files = BTreeMap::new();
    let mut todo = vec![(Vec::new(), root)];
    while let Some((path, file)) = todo.pop() {
        let text = fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        // Where this file's children live: beside lib.rs/main.rs/mod.rs, else in a
        // directory named after the file.
        let dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        let own = if path.is_empty() || stem == "mod" {
            dir
        } else {
            dir.join(stem)
        };
        for (inline, name, decl) in mod_items(&tokens(&text)) {
            if !decl {
                continue;
            }
            let mut d = own.clone();
            for m in &inline {
                d.push(m);
            }
            let child = [d.join(format!("{name}.rs")), d.join(&name).join("mod.rs")]
                .into_iter()
                .find(|p| p.is_file())
                .ok_or_else(|| format!("{}: no file for `mod {name};`", file.display()))?;
            let mut p = path.clone();
            p.extend(inline);
            p.push(name);
            todo.push((p, child));
        }
        files.insert(path, file);
    }
    Ok(files)
}

/// Reads a `use` tree or a path at `i`: every leaf as segments, and the index after it.
fn path_tree(toks: &[Tok], mut i: usize, prefix: &[String], out: &mut Vec<ModPath>) -> usize {
    let mut segs = prefix.to_vec();
    loop {
        match toks.get(i) {
            Some(Tok::Ident(w)) => {
                segs.push(w.clone());
                i += 1;
            }
            Some(Tok::Punct('{')) => {
                i += 1;
                loop {
                    match toks.get(i) {
                        Some(Tok::Punct('}')) | None => return i + 1,
                        Some(Tok::Punct(',')) => i += 1,
                        Some(Tok::Ident(w)) if w == "self" => {
                            out.push(segs.clone());
                            i += 1;
                        }
                        Some(Tok::Punct('*')) => {
                            out.push(segs.clone());
                            i += 1;
                        }
                        Some(Tok::Ident(_)) | Some(Tok::Punct('{')) => {
                            i = path_tree(toks, i, &segs, out);
                        }
                        Some(_) => i += 1,
                    }
                }
            }
            _ => break,
        }
        if toks.get(i) != Some(&Tok::PathSep) {
            break;
        }
        i += 1;
    }
    out.push(segs);
    i
}

/// Builds the module graph of the crate whose sources are in `src`.
pub fn graph(src: &Path) -> Result<Graph, String> {
    let files = file_modules(src)?;
    let mut edges: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
    for (module, file) in &files {
        let text = fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let toks = tokens(&text);
        let mut named: Vec<(ModPath, ModPath)> = Vec::new();
        walk(&toks, |inline, i| {
            let Tok::Ident(w) = &toks[i] else { return };
            if toks.get(i + 1) != Some(&Tok::PathSep) {
                return;
            }
            let before = i.checked_sub(1).map(|b| &toks[b]);
            if before == Some(&Tok::PathSep) || before == Some(&Tok::Punct('$')) {
                return;
            }
            let mut cur = module.clone();
            cur.extend(inline.iter().cloned());
            let is_child = {
                let mut c = cur.clone();
                c.push(w.clone());
                files.contains_key(&c)
            };
            if !(is_child || w == "crate" || w == "self" || w == "super") {
                return;
            }
            let mut leaves = Vec::new();
            path_tree(&toks, i, &[], &mut leaves);
            for leaf in leaves {
                named.push((cur.clone(), leaf));
            }
        });
        for (cur, leaf) in named {
            let mut abs = Vec::new();
            let mut rest = leaf.iter().peekable();
            match rest.peek().map(|s| s.as_str()) {
                Some("crate") => {
                    rest.next();
                }
                Some("self") | Some("super") => {
                    abs = cur.clone();
                    while let Some(s) = rest.peek() {
                        match s.as_str() {
                            "self" => {}
                            "super" => {
                                abs.pop();
                            }
                            _ => break,
                        }
                        rest.next();
                    }
                }
                _ => abs = cur.clone(),
            }
            abs.extend(rest.cloned());
            // The file module the path reaches: its longest prefix that is one.
            while !files.contains_key(&abs) {
                abs.pop();
            }
            if &abs != module {
                edges.entry(module.clone()).or_default().insert(abs);
            }
        }
    }
    Ok(Graph { files, edges })
}

/// The graph's strongly connected components of more than one module (Tarjan).
fn components(g: &Graph) -> Vec<Vec<ModPath>> {
    struct State<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a ModPath, usize>,
        low: BTreeMap<&'a ModPath, usize>,
        stack: Vec<&'a ModPath>,
        on: BTreeSet<&'a ModPath>,
        out: Vec<Vec<ModPath>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a ModPath) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on.insert(v);
        for w in s.g.edges.get(v).into_iter().flatten() {
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if s.on.contains(w) {
                let iw = s.index[w];
                let lv = s.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on.remove(w);
                comp.push(w.clone());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s = State {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in g.files.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.out.sort();
    s.out
}

/// The shortest path from `from` to `to` inside `within`, both ends included.
fn shortest(g: &Graph, from: &ModPath, to: &ModPath, within: &BTreeSet<&ModPath>) -> Vec<ModPath> {
    let mut prev: BTreeMap<&ModPath, &ModPath> = BTreeMap::new();
    let mut queue = VecDeque::from([from]);
    let mut seen = BTreeSet::from([from]);
    while let Some(v) = queue.pop_front() {
        if v == to {
            break;
        }
        for w in g.edges.get(v).into_iter().flatten() {
            if within.contains(w) && seen.insert(w) {
                prev.insert(w, v);
                queue.push_back(w);
            }
        }
    }
    let mut path = vec![to.clone()];
    let mut v = to;
    while v != from {
        v = prev[v];
        path.push(v.clone());
    }
    path.reverse();
    path
}

/// The cycles of the graph: for each edge inside a strongly connected component, the
/// shortest cycle through it; together they show every edge that closes a cycle. Each
/// cycle starts at its smallest module and is listed once.
pub fn cycles(g: &Graph) -> Vec<Vec<ModPath>> {
    let mut out = BTreeSet::new();
    for comp in components(g) {
        let within: BTreeSet<&ModPath> = comp.iter().collect();
        for u in &comp {
            for v in g.edges.get(u).into_iter().flatten() {
                if !within.contains(v) {
                    continue;
                }
                // u -> v, then back from v to u.
                let mut cycle = shortest(g, v, u, &within);
                let start = (0..cycle.len()).min_by_key(|&k| &cycle[k]).unwrap_or(0);
                cycle.rotate_left(start);
                out.insert(cycle);
            }
        }
    }
    out.into_iter().collect()
}

/// `crate::a::b` for a module path.
pub fn name(m: &ModPath) -> String {
    std::iter::once("crate".to_string())
        .chain(m.iter().cloned())
        .collect::<Vec<_>>()
        .join("::")
}

/// The cycles of the crate in `src`, one a line (`a -> b -> a`).
pub fn cycle_report(src: &Path) -> Result<Vec<String>, String> {
    let g = graph(src)?;
    Ok(cycles(&g)
        .iter()
        .map(|c| {
            let mut names: Vec<String> = c.iter().map(name).collect();
            names.push(name(&c[0]));
            names.join(" -> ")
        })
        .collect())
}

#[test]
fn the_server_crate_has_no_module_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let g = graph(&src).unwrap();
    assert!(g.files.len() > 10, "only {} modules found", g.files.len());
    let found = cycle_report(&src).unwrap();
    assert!(
        found.is_empty(),
        "{} import cycles among the modules of the server crate:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// Prints the modules and cycles of any crate: `MODULE_CYCLES_SRC=crates/x/src cargo
/// test -p arbiter-server --test it modules::report -- --ignored --nocapture` (a relative
/// directory is taken from the workspace root).
#[test]
#[ignore = "a report on the crate named by MODULE_CYCLES_SRC, not a check"]
fn report() {
    let Ok(dir) = std::env::var("MODULE_CYCLES_SRC") else {
        println!("set MODULE_CYCLES_SRC to a crate's src directory");
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let src = root.join(dir);
    let g = graph(&src).unwrap();
    let found = cycle_report(&src).unwrap();
    println!("{} modules, {} cycles", g.files.len(), found.len());
    for c in &found {
        println!("{c}");
    }
}

/// A crate in a temporary directory from (file, text) pairs.
fn fake_crate(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let p = dir.path().join(path);
        fs::create_dir_all(p.parent().unwrap()).unwrap();
        fs::write(p, text).unwrap();
    }
    dir
}

#[test]
fn a_cycle_through_grouped_uses_and_super_is_found() {
    let dir = fake_crate(&[
        (
            "lib.rs",
            "mod a;\nmod b;\npub use a::h;\npub fn root() {}\n",
        ),
        (
            "a.rs",
            "use crate::{b::{self, Thing}, root};\npub fn h() {}\n",
        ),
        ("b/mod.rs", "mod c;\npub struct Thing;\nfn f() { c::g() }\n"),
        ("b/c.rs", "pub fn g() { super::super::a::h() }\n"),
    ]);
    let found = cycle_report(dir.path()).unwrap();
    assert!(
        found.iter().any(|c| c == "crate -> crate::a -> crate"),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|c| c == "crate::a -> crate::b -> crate::b::c -> crate::a"),
        "{found:?}"
    );
}

#[test]
fn comments_strings_and_tests_modules_make_no_cycle() {
    let dir = fake_crate(&[
        ("lib.rs", "mod a;\nmod b;\n"),
        (
            "a.rs",
            "// crate::b::x\n/* crate::b /* nested */ crate::b */\n\
             const S: &str = \"crate::b::x\";\nconst R: &str = r#\"crate::b \"x\"\"#;\n\
             const C: char = '\"'; fn f<'a>(x: &'a str) -> &'a str { x }\n\
             pub fn h() {}\n#[cfg(test)]\nmod tests { use super::*; }\n",
        ),
        ("b.rs", "use crate::a::h;\nuse std::fmt::{self, Display};\n"),
    ]);
    let g = graph(dir.path()).unwrap();
    assert_eq!(g.files.len(), 3);
    assert_eq!(
        g.edges.get(&vec!["b".to_string()]),
        Some(&BTreeSet::from([vec!["a".to_string()]]))
    );
    assert!(
        !g.edges.contains_key(&vec!["a".to_string()]),
        "{:?}",
        g.edges
    );
    assert!(cycle_report(dir.path()).unwrap().is_empty());
}

/// The command line keeps the same rule: `main.rs` holds the command tree and dispatch,
/// and no module of the binary imports one that imports it back.
#[test]
fn the_cli_crate_has_no_module_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cli/src");
    let g = graph(&src).unwrap();
    assert!(g.files.len() > 10, "only {} modules found", g.files.len());
    let found = cycle_report(&src).unwrap();
    assert!(
        found.is_empty(),
        "{} import cycles among the modules of the cli crate:\n{}",
        found.len(),
        found.join("\n")
    );
}
