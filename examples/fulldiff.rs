// Temporary dev tool: compare whole listings.
fn main() {
    let dir = std::env::args().nth(1).unwrap();
    let (mut ok, mut n) = (0, 0);
    let mut firsts = std::collections::BTreeMap::<String, Vec<String>>::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|x| x != "o") {
            continue;
        }
        let asm = if p.with_extension("asm").exists() {
            p.with_extension("asm")
        } else {
            p.with_extension("lst")
        };
        let Ok(want) = std::fs::read_to_string(&asm) else {
            continue;
        };
        let data = std::fs::read(&p).unwrap();
        n += 1;
        match dxsm::listing::disassemble(
            &data,
            &dxsm::listing::Options {
                lossless: false,
                ignore_checksum: true,
                dialect: None,
            },
        ) {
            Ok(got) => {
                if got == want {
                    ok += 1;
                } else {
                    let gl: Vec<&str> = got.lines().collect();
                    let wl: Vec<&str> = want.lines().collect();
                    let i = (0..gl.len().max(wl.len()))
                        .find(|&i| gl.get(i) != wl.get(i))
                        .unwrap_or(0);
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
    for (k, f) in v.iter().take(25) {
        println!("{:3} {}  [{}]", f.len(), k, f[0]);
    }
}
