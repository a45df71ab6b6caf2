Texture2D t0; SamplerState s0;
cbuffer C { float4 k; int4 ki; };
struct P { float b; Texture2D t; SamplerState s; min16float a; };
float4 main(float4 d : COLOR1) : SV_Target { P p; p.t = t0; p.s = s0; p.b = d.x; p.a = d.y*k.x; float4 r = d; [loop] for (int i = 0; i < ki.x; i++) r += p.t.Sample(p.s, d.xy) * p.b * p.a; return r; }
