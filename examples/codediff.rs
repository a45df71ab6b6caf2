// Temporary dev tool: compare the code part of listings.
fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().unwrap();
    let verbose = args.next().is_some();
    let (mut ok, mut n) = (0, 0);
    let mut firsts = std::collections::BTreeMap::<String, Vec<String>>::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|x| x != "o") {
            continue;
        }
        let asm = p.with_extension("asm");
        let Ok(want) = std::fs::read_to_string(&asm) else {
            continue;
        };
        let data = std::fs::read(&p).unwrap();
        if !dxsm::dxbc::is_dxbc(&data) {
            continue;
        }
        n += 1;
        // code part of the expected listing: from first line at col 0 not starting with "//"
        let lines: Vec<&str> = want.lines().collect();
        let start = lines
            .iter()
            .position(|l| !l.starts_with("//") && !l.starts_with(' ') && !l.is_empty())
            .unwrap_or(0);
        let want_code = lines[start..].join("\n") + "\n";
        match dxsm::listing::disassemble(
            &data,
            &dxsm::listing::Options {
                ignore_checksum: true,
            },
        ) {
            Ok(got) => {
                if got == want_code {
                    ok += 1;
                } else {
                    let gl: Vec<&str> = got.lines().collect();
                    let wl: Vec<&str> = want_code.lines().collect();
                    let i = (0..gl.len().max(wl.len()))
                        .find(|&i| gl.get(i) != wl.get(i))
                        .unwrap();
                    let key = format!(
                        "want {:?}\n      got  {:?}",
                        wl.get(i).unwrap_or(&"<eof>"),
                        gl.get(i).unwrap_or(&"<eof>")
                    );
                    firsts
                        .entry(key)
                        .or_default()
                        .push(p.file_name().unwrap().to_string_lossy().into());
                }
            }
            Err(e) => {
                firsts
                    .entry(format!("ERR {e}"))
                    .or_default()
                    .push(p.display().to_string());
            }
        }
    }
    println!("{ok} / {n}");
    let mut v: Vec<_> = firsts.into_iter().collect();
    v.sort_by_key(|(_, f)| std::cmp::Reverse(f.len()));
    for (k, f) in v.iter().take(if verbose { 200 } else { 40 }) {
        println!("{:3} {}  [{}]", f.len(), k, f[0]);
    }
}
