//! Textures, samplers, buffers and UAVs under their reflection names: the
//! decompiler names each by its register (`t0`, `s1`, `u2`), and where the
//! reflection data names the one object bound there, the HLSL takes that
//! name (`g_disp`, `g_samLinear`).

use super::words;
use crate::dxbc::rdef::Rdef;

/// The register letter of a binding's input type
/// (`D3D_SHADER_INPUT_TYPE`), for the objects the decompiler declares by
/// register.
fn letter(input_type: u32) -> Option<char> {
    match input_type {
        2 | 5 | 7 => Some('t'),
        3 => Some('s'),
        4 | 6 | 8..=11 => Some('u'),
        _ => None,
    }
}

/// `hlsl` with each object the reflection data `rdef` names declared and
/// used by that name. A name is taken only where it is an identifier,
/// could not be taken for one of the decompiler's own names, and names
/// nothing else in the reflection data (a Direct3D 9-style sampler names
/// its texture and its sampler alike).
pub fn named(rdef: &Rdef, hlsl: &str, taken: &dyn Fn(&str) -> bool) -> String {
    let mut names: Vec<&str> = rdef.bindings.iter().map(|b| b.name.as_str()).collect();
    for buf in &rdef.buffers {
        names.extend(buf.variables.iter().map(|v| v.name.as_str()));
    }
    let mut renames: Vec<(String, &str)> = Vec::new();
    for b in &rdef.bindings {
        let Some(l) = letter(b.input_type) else {
            continue;
        };
        let old = format!("{l}{}", b.bind_point);
        let declared = format!(" {old} : register({old})");
        if b.bind_count != 1
            || !hlsl.contains(&declared)
            || names.iter().filter(|n| **n == b.name).count() != 1
            || taken(&b.name)
            || !words::identifier(&b.name)
            || words::used(hlsl, &b.name)
        {
            continue;
        }
        renames.push((old, b.name.as_str()));
    }
    words::renamed(hlsl, &renames)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dxbc::rdef::Binding;

    fn binding(name: &str, input_type: u32, bind_point: u32) -> Binding {
        Binding {
            name: name.into(),
            input_type,
            bind_point,
            bind_count: 1,
            ..Binding::default()
        }
    }

    #[test]
    fn objects_take_their_reflection_names() {
        let rdef = Rdef {
            bindings: vec![
                binding("g_disp", 2, 0),
                binding("g_s", 3, 0),
                // One name for a texture and its sampler: neither takes it.
                binding("Both", 2, 1),
                binding("Both", 3, 1),
            ],
            ..Rdef::default()
        };
        let text = "// t0 s0\nSamplerState s0 : register(s0);\nTexture2D<float4> t0 : register(t0);\nTexture2D<float4> t1 : register(t1);\nSamplerState s1 : register(s1);\nstruct S_t0 { uint w[1]; };\nr0 = t0.Sample(s0, asfloat(r1.xy)) + t1.Sample(s1, 0x3f800000u);\n";
        let out = named(&rdef, text, &|_| false);
        assert_eq!(
            out,
            "// t0 s0\nSamplerState g_s : register(s0);\nTexture2D<float4> g_disp : register(t0);\nTexture2D<float4> t1 : register(t1);\nSamplerState s1 : register(s1);\nstruct S_t0 { uint w[1]; };\nr0 = g_disp.Sample(g_s, asfloat(r1.xy)) + t1.Sample(s1, 0x3f800000u);\n"
        );
        // A name the decompiler's own could be taken for is not taken.
        assert_eq!(
            named(&rdef, text, &|n| n == "g_s").matches("g_s").count(),
            0
        );
    }
}
